import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets, users } from '../../db/schema';
import { bearer, individualRegistration, login, solvedCaptcha } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn } from '../../test/mailbox';

/**
 * docs/rules.md#security: no password or token ever reaches a log. The app logs at the most verbose level into a
 * buffer, with the embedded mail outbox of a fresh install, while one account goes through registration,
 * confirmation, login, refresh, a forgotten-password reset, a password change and logout; then every secret handed
 * out or typed is looked for in the log.
 */
const outbox = mkdtempSync(join(tmpdir(), 'airsizer-log-test-'));
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    mail: 'configured',
    env: { LOG_LEVEL: 'trace', OUTBOX_DIR: outbox },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(outbox, { recursive: true, force: true });
});

const seen = new Set<string>();
/**
 * The newest mail with a link in the outbox, its quoted-printable soft line breaks undone (issue 28's notices, such
 * as "your password was changed", carry no link and are passed over).
 */
async function newestMailText(): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml') && !seen.has(name))) {
      seen.add(file);
      const text = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes('://')) {
        return text;
      }
    }
    if (Date.now() > deadline) {
      throw new Error('no new mail in the outbox');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the log of a whole account flow', () => {
  it('holds no password, access token, refresh token, link token or key', async () => {
    const secrets: string[] = [];
    const keep = (...values: string[]) => secrets.push(...values);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload });

    const payload = individualRegistration();
    const email = String(payload.email);
    const password = String(payload.password);
    keep(password);
    expect((await post('/api/auth/register', payload)).statusCode).toBe(201);
    const confirmation = linkIn(await newestMailText());
    keep(confirmation.token);
    await post('/api/auth/email/confirmation', {
      userId: confirmation.userId,
      securityToken: confirmation.token,
    });

    const wrong = 'Wrong#Guess99';
    keep(wrong);
    expect((await login(t, email, wrong)).statusCode).toBe(401);
    const session = (await login(t, email, password)).json().data;
    keep(session.token, session.refreshToken);
    const rotated = (await post('/api/auth/refresh', session)).json().data;
    keep(rotated.token, rotated.refreshToken);
    expect((await post('/api/auth/refresh', session)).statusCode).toBe(401);
    await post('/api/auth/decode', { token: rotated.token });
    await t.app.inject({ method: 'GET', url: '/api/users/jwt', headers: bearer(rotated.token) });

    await post('/api/auth/forgot-password/send-email', { email });
    const forgot = linkIn(await newestMailText());
    keep(forgot.token);
    const reset = 'Reset#Pass123';
    keep(reset);
    await put('/api/auth/forgot-password/reset', {
      userId: forgot.userId,
      securityToken: forgot.token,
      newPassword: reset,
    });

    await post('/api/auth/password-reset/send-email', { email });
    const change = linkIn(await newestMailText());
    keep(change.token);
    const changed = 'Changed#Pass456';
    keep(changed);
    const change400 = await put('/api/auth/password-reset/reset', {
      userId: change.userId,
      securityToken: change.token,
      oldPassword: 'Not#MyPassword1',
      newPassword: changed,
    });
    expect(change400.statusCode).toBe(400);
    keep('Not#MyPassword1');
    await put('/api/auth/password-reset/reset', {
      userId: change.userId,
      securityToken: change.token,
      oldPassword: reset,
      newPassword: changed,
    });

    const captcha = await solvedCaptcha(t);
    const last = (await post('/api/auth', { email, password: changed, captcha })).json().data;
    keep(last.token, last.refreshToken);
    await post('/api/auth/logout', { refreshToken: last.refreshToken }, bearer(last.token));

    for (const row of await t.database.db.select().from(serverSecrets)) {
      keep(row.value);
    }
    for (const row of await t.database.db.select({ hash: users.passwordHash }).from(users)) {
      keep(row.hash);
    }

    const log = logLines.join('');
    // The log did record the flow: requests, and the outbox's pointers to the mail files.
    expect(log).toContain('/api/auth/refresh');
    expect(log).toContain('mail written to the outbox');
    expect(secrets.length).toBeGreaterThan(15);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(7);
      expect(log, 'a secret is in the log').not.toContain(secret);
    }
  });
});
