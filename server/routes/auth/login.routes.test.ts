import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  administrator,
  bearer,
  confirmedUser,
  individualRegistration,
  login,
  solvedCaptcha,
  type TestAccount,
} from '../../test/accounts';
import { linkIn } from '../../test/mailbox';
import { AccountAdminService } from '../../services/account-admin.service';

const JWT_SECRET = 'a-test-secret-of-at-least-32-characters!';

let t: TestApp;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET } });
  user = await confirmedUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** An access token signed with `secret` and the given claims, as a forger or a clock in the past would make it. */
async function handMadeToken(
  claims: { sub: string; role: string },
  options: { secret?: string; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('airsizer')
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? JWT_SECRET));
}

describe('POST /api/auth', () => {
  it('answers a token pair for the right password and a solved captcha', async () => {
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(200);
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refreshToken.length).toBeGreaterThanOrEqual(43);
  });

  it('takes the address in any letter case and with blanks around it', async () => {
    const res = await login(t, `  ${user.email.toUpperCase()} `, user.password);
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 'Wrong credentials entered!' for a wrong password and for an unknown address alike", async () => {
    const wrong = await login(t, user.email, 'Wrong#Password1');
    const unknown = await login(t, 'nobody@example.com', user.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: AUTH_MESSAGES.wrongCredentials, data: null });
    }
  });

  it('refuses a login without a captcha, with a bad one, and with a used one', async () => {
    const missing = await post('/api/auth', { email: user.email, password: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.captcha: is required');

    const garbage = await post('/api/auth', {
      email: user.email,
      password: user.password,
      captcha: 'bm9wZQ==',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('captcha: must be a solved captcha that was not used before');

    const captcha = await solvedCaptcha(t);
    const first = await post('/api/auth', { email: user.email, password: user.password, captcha });
    expect(first.statusCode).toBe(200);
    const replay = await post('/api/auth', { email: user.email, password: user.password, captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/^captcha: /);
  });

  it('refuses an answer to a challenge whose parameters were changed', async () => {
    const captcha = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString());
    captcha.challenge.parameters.expiresAt += 3600;
    const res = await post('/api/auth', {
      email: user.email,
      password: user.password,
      captcha: Buffer.from(JSON.stringify(captcha)).toString('base64'),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 403 for an unconfirmed address and mails a new confirmation link', async () => {
    const payload = individualRegistration();
    await post('/api/auth/register', payload);
    const email = String(payload.email);
    const first = linkIn((await t.mailbox.take(email)).text);

    const wrong = await login(t, email, 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    const res = await login(t, email, String(payload.password));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailNotConfirmed);
    const second = linkIn((await t.mailbox.take(email)).text);
    expect(second.token).not.toBe(first.token);
    expect(t.mailbox.messages.filter((m) => m.to === email)).toHaveLength(0);

    const confirmed = await post('/api/auth/email/confirmation', {
      userId: second.userId,
      securityToken: second.token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await login(t, email, String(payload.password))).statusCode).toBe(200);
  });

  it('answers 403 for a disabled account, and ends its sessions', async () => {
    const victim = await confirmedUser(t);
    const accounts = new AccountAdminService(t.database.db);
    await accounts.setDisabled(null, { id: victim.id }, true);
    const res = await login(t, victim.email, victim.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accountDisabled);
    const refresh = await post('/api/auth/refresh', { refreshToken: victim.tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);

    await accounts.setDisabled(null, { id: victim.id }, false);
    expect((await login(t, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('issues HS256 tokens that live 15 minutes and name the user and role', async () => {
    const res = await post('/api/auth/decode', { token: user.tokens.token });
    const claims = res.json().data;
    expect(claims).toMatchObject({ sub: user.id, role: 'user' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const header = JSON.parse(Buffer.from(user.tokens.token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });
});

describe('POST /api/auth/decode', () => {
  it('answers the claims of a valid token', async () => {
    const res = await post('/api/auth/decode', { token: user.tokens.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sub: user.id,
      role: 'user',
      sid: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
  });

  it('answers 401 for a tampered, a foreign, an expired and a garbage token', async () => {
    const [head, payload, signature] = user.tokens.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const tokens = [
      `${head}.${elevated}.${signature}`,
      await handMadeToken(
        { sub: user.id, role: 'admin' },
        { secret: 'another-secret-of-at-least-32-characters' },
      ),
      await handMadeToken({ sub: user.id, role: 'user' }, { exp: Math.floor(Date.now() / 1000) - 60 }),
      'not-a-token',
    ];
    for (const token of tokens) {
      const res = await post('/api/auth/decode', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: AUTH_MESSAGES.invalidToken, data: null });
    }
  });
});

describe('bearer authentication', () => {
  it("answers 401 'Authentication required' without a token", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: AUTH_MESSAGES.authenticationRequired, data: null });
  });

  it("answers 401 'Invalid or expired token' for a tampered, expired or non-bearer token", async () => {
    const [head, , signature] = user.tokens.token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', iss: 'airsizer' })).toString(
      'base64url',
    );
    const headers = [
      bearer(`${head}.${forged}.${signature}`),
      bearer(await handMadeToken({ sub: user.id, role: 'user' }, { exp: Math.floor(Date.now() / 1000) - 1 })),
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: 'Bearer' },
    ];
    for (const header of headers) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/jwt', headers: header });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidToken);
    }
  });

  it('a forged admin claim is refused: the signature and the account decide', async () => {
    const admin = await administrator(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(admin.tokens.token) }))
        .statusCode,
    ).toBe(200);
    const forged = await handMadeToken(
      { sub: user.id, role: 'admin' },
      { secret: 'another-secret-of-at-least-32-characters' },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('trades a refresh token for a new pair, once', async () => {
    const session = await confirmedUser(t);
    const res = await post('/api/auth/refresh', session.tokens);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(session.tokens.refreshToken);
    expect((await post('/api/auth/decode', { token: next.token })).json().data.sub).toBe(session.id);

    const again = await post('/api/auth/refresh', { refreshToken: next.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await confirmedUser(t);
    const first = (await post('/api/auth/refresh', session.tokens)).json().data;
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json().data;

    const replay = await post('/api/auth/refresh', { refreshToken: session.tokens.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH_MESSAGES.invalidToken);
    // The newest token of the family, never used, is dead too: the thief and the owner both log in again.
    const newest = await post('/api/auth/refresh', { refreshToken: second.refreshToken });
    expect(newest.statusCode).toBe(401);

    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows.filter((row) => row.replacedBy !== null)).toHaveLength(2);
  });

  it('leaves the other sessions of the user alone', async () => {
    const session = await confirmedUser(t);
    const other = (await login(t, session.email, session.password)).json().data;
    await post('/api/auth/refresh', session.tokens);
    await post('/api/auth/refresh', session.tokens);
    expect((await post('/api/auth/refresh', other)).statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never as given', async () => {
    const session = await confirmedUser(t);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(session.tokens.refreshToken);
  });

  it('answers 401 for an unknown or expired refresh token', async () => {
    expect((await post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const session = await confirmedUser(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.id));
    expect((await post('/api/auth/refresh', session.tokens)).statusCode).toBe(401);
  });

  it('refuses a body without a refresh token, naming the field', async () => {
    const res = await post('/api/auth/refresh', { token: user.tokens.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.refreshToken: is required');
  });
});

describe('POST /api/auth/logout', () => {
  it('needs the bearer token', async () => {
    const res = await post('/api/auth/logout', { refreshToken: user.tokens.refreshToken });
    expect(res.statusCode).toBe(401);
  });

  it("revokes the session's refresh token family", async () => {
    const session = await confirmedUser(t);
    const rotated = (await post('/api/auth/refresh', session.tokens)).json().data;
    const res = await post('/api/auth/logout', { refreshToken: rotated.refreshToken }, bearer(rotated.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.loggedOut, data: null });
    expect((await post('/api/auth/refresh', rotated)).statusCode).toBe(401);
  });

  it("cannot end another user's session: identity comes from the bearer token", async () => {
    const victim = await confirmedUser(t);
    const attacker = await confirmedUser(t);
    const res = await post(
      '/api/auth/logout',
      { refreshToken: victim.tokens.refreshToken, userId: victim.id },
      bearer(attacker.tokens.token),
    );
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', victim.tokens)).statusCode).toBe(200);
  });
});
