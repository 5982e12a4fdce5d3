import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const E2E_PASSWORD = 'Secret#2024x';

let counter = 0;

async function api(
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { data: unknown; message: string } }> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: unknown; message: string } };
}

/**
 * The newest mail the local SMTP server received for `email` (and, when given, containing `mustContain`), waiting up
 * to 10 s for it to arrive.
 */
export async function mailTo(email: string, mustContain?: string): Promise<string> {
  const dir = inject('outboxDir');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Undo quoted-printable soft breaks and '=' escapes so links read whole.
      const text = readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes(email) && (mustContain === undefined || text.includes(mustContain))) {
        return text;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} in ${dir}`);
}

/** An ALTCHA answer as the login form computes it. */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await api('/captcha/challenge')).json.data as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh address per call. */
export function uniqueEmail(): string {
  counter += 1;
  return `e2e.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A new individual user, registered through the API and confirmed with the link from the mail. */
export async function registerConfirmedUser(firstName = 'Ana'): Promise<{ email: string }> {
  const email = uniqueEmail();
  const registered = await api('/auth/register', {
    individual: true,
    companyAlreadyRegistered: false,
    city: 'Belgrade',
    country: 'RS',
    title: 'ms',
    firstName,
    lastName: 'Jovanović',
    email,
    password: E2E_PASSWORD,
    language: 'en',
    privacyPolicyAccepted: true,
  });
  if (registered.status !== 201) {
    throw new Error(`registration failed: ${JSON.stringify(registered.json)}`);
  }
  const link = /\/email\/confirmation\/([0-9a-f-]{36})\/([\w-]+)/.exec(await mailTo(email));
  if (!link) {
    throw new Error('no confirmation link in the mail');
  }
  await api('/auth/email/confirmation', { userId: link[1], securityToken: link[2] });
  return { email };
}

/**
 * A new confirmed user, signed in in `page` the way the login screen leaves the browser: registered and confirmed
 * through the API, logged in with a solved captcha, tokens in local storage.
 */
export async function signInNewUser(page: Page, firstName = 'Ana'): Promise<{ email: string }> {
  const { email } = await registerConfirmedUser(firstName);
  await signIn(page, { email, password: E2E_PASSWORD, firstName });
  return { email };
}

/** Logs an account in through the API with a solved captcha; the token pair the login screen would store. */
export async function apiLogin(
  email: string,
  password: string,
): Promise<{ token: string; refreshToken: string }> {
  const login = await api('/auth', { email, password, captcha: await solvedCaptcha() });
  if (login.status !== 200) {
    throw new Error(`login failed: ${JSON.stringify(login.json)}`);
  }
  return login.json.data as { token: string; refreshToken: string };
}

/**
 * Signs an existing account in in `page`, as signInNewUser does (the administrator: E2E_ADMIN); `origin` is where the
 * tokens are stored (local storage is per origin), the test server's address unless given.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string; firstName: string },
  origin = inject('baseUrl'),
): Promise<void> {
  const { email, password, firstName } = account;
  const tokens = await apiLogin(email, password);
  await page.goto(`${origin}/`);
  await page.evaluate(
    ({ tokens, firstName }) => {
      localStorage.setItem('jwt', tokens.token);
      localStorage.setItem('refreshToken', tokens.refreshToken);
      localStorage.setItem('userName', firstName);
      document.cookie = 'cookieConsent=true; path=/';
    },
    { tokens, firstName },
  );
}
