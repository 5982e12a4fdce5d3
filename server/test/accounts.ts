import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { TokenPairResponse, type RegisterInput, type TokenPair } from '../../contracts/auth';
import { CaptchaChallengeResponse } from '../../contracts/captcha';
import { createAdministrator } from '../services/administrators.service';
import { PasswordHasher } from '../services/password-hasher';
import type { TestApp } from './app';
import { linkIn } from './mailbox';

/** A password that meets the password rule (docs/rules.md#password-rule). */
export const GOOD_PASSWORD = 'Secret#2024x';

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A valid registration of an individual; `overrides` change or remove (undefined) fields. */
export function individualRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    individual: true,
    companyAlreadyRegistered: false,
    streetNumber: 'Bulevar Mihajla Pupina 10',
    postcode: '11070',
    city: 'Belgrade',
    country: 'RS',
    title: 'mr',
    academicTitle: 'dr',
    firstName: 'Petar',
    lastName: 'Petrović',
    phoneNumber: '+381 11 123 4567',
    jobTitle: 'engineer',
    jobField: 'consultingDesigning',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    language: 'en',
    privacyPolicyAccepted: true,
  } satisfies Partial<RegisterInput>;
  return { ...payload, ...overrides };
}

/** A valid registration of a new company's member. */
export function companyRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return individualRegistration({
    individual: false,
    companyName: 'Klima d.o.o.',
    tin: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
    companyRegistrationConfirmed: true,
    ...overrides,
  });
}

/** A solved ALTCHA challenge from the app, as the login form sends it. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = CaptchaChallengeResponse.parse(res.json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers,
    payload: { email, password, captcha: await solvedCaptcha(t) },
  });
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  tokens: TokenPair;
}

/** Registers through the API and confirms with the mailed link. */
export async function confirmedAccount(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Omit<TestAccount, 'tokens'>> {
  const payload = individualRegistration(overrides);
  const email = String(payload.email);
  const password = String(payload.password);
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (registered.statusCode !== 201) {
    throw new Error(`registration failed: ${registered.body}`);
  }
  const { userId, token } = linkIn((await t.mailbox.take(email)).text);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/email/confirmation',
    payload: { userId, securityToken: token },
  });
  return { id: userId, email, password };
}

/** Registers, confirms and logs in (with an ALTCHA answer). */
export async function confirmedUser(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const account = await confirmedAccount(t, overrides);
  return { ...account, tokens: await tokensOf(t, account.email, account.password) };
}

/** An administrator, made as `npm run admin -- create` makes one, and logged in. */
export async function administrator(t: TestApp): Promise<TestAccount> {
  const admin = await createAdministrator(
    { db: t.database.db, hasher: PasswordHasher.fromConfig(t.config) },
    uniqueEmail('admin'),
  );
  return { ...admin, tokens: await tokensOf(t, admin.email, admin.password) };
}

async function tokensOf(t: TestApp, email: string, password: string): Promise<TokenPair> {
  const res = await login(t, email, password);
  if (res.statusCode !== 200) {
    throw new Error(`login failed: ${res.body}`);
  }
  return TokenPairResponse.parse(res.json()).data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
