import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  SessionListResponse,
  TokenPairResponse,
  type TokenPair,
} from '../../../contracts/auth';
import { sessions } from '../../db/schema';
import { administrator, bearer, confirmedUser, login, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn } from '../../test/mailbox';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/**
 * Issue 14: sessions end at once. Every authenticated call reads the session and the account, so an access token
 * stops working at the next call after logout, a password change or reset, disabling, or a role change.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand#New2025';

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const profile = (token: string) => call('GET', '/api/users/jwt', token);
const refresh = (tokens: TokenPair) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } });
const decode = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/decode', payload: { token } });

async function secondSession(account: TestAccount): Promise<TokenPair> {
  const res = await login(t, account.email, account.password);
  expect(res.statusCode).toBe(200);
  return TokenPairResponse.parse(res.json()).data;
}

function expectRefused(res: { statusCode: number; json: () => { message: string } }) {
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(AUTH_MESSAGES.invalidToken);
}

describe('an administrator demoted and disabled by another', () => {
  it('has an old token that is refused on every call at once: it cannot undo the change or lock the other out', async () => {
    const original = await administrator(t);
    const rogue = await administrator(t);
    expect((await call('GET', '/api/users/all', rogue.tokens.token)).statusCode).toBe(200);

    expect(
      (await call('PUT', `/api/admin/users/${rogue.id}/role`, original.tokens.token, { role: 'user' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/users/${rogue.id}/disabled`, original.tokens.token, { disabled: true }))
        .statusCode,
    ).toBe(200);

    const old = rogue.tokens.token;
    const attempts = [
      call('PUT', `/api/admin/users/${rogue.id}/disabled`, old, { disabled: false }),
      call('PUT', `/api/admin/users/${rogue.id}/role`, old, { role: 'admin' }),
      call('PUT', `/api/admin/users/${original.id}/disabled`, old, { disabled: true }),
      call('PUT', `/api/admin/users/${original.id}/role`, old, { role: 'user' }),
      call('GET', '/api/users/all', old),
      call('GET', '/api/admin/audit', old),
      profile(old),
      call('GET', '/api/project/all', old),
      decode(old),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await refresh(rogue.tokens)).statusCode).toBe(401);

    // The original administrator is untouched and still in charge.
    const users = (await call('GET', '/api/users/all', original.tokens.token)).json().data.data as {
      id: string;
      role: string;
      disabled: boolean;
    }[];
    expect(users.find((row) => row.id === original.id)).toMatchObject({ role: 'admin', disabled: false });
    expect(users.find((row) => row.id === rogue.id)).toMatchObject({ role: 'user', disabled: true });
  });

  it('a demoted administrator (still enabled) loses admin calls at once; a refresh gives a user token', async () => {
    const original = await administrator(t);
    const demoted = await administrator(t);
    await call('PUT', `/api/admin/users/${demoted.id}/role`, original.tokens.token, { role: 'user' });

    // The token's role is no longer the account's: refused, so the web app refreshes to a token with the new role.
    expectRefused(
      await call('PUT', `/api/admin/users/${demoted.id}/role`, demoted.tokens.token, { role: 'admin' }),
    );
    const renewed = await refresh(demoted.tokens);
    expect(renewed.statusCode).toBe(200);
    const token = TokenPairResponse.parse(renewed.json()).data.token;
    expect((await decode(token)).json().data).toMatchObject({ sub: demoted.id, role: 'user' });
    const retry = await call('PUT', `/api/admin/users/${demoted.id}/role`, token, { role: 'admin' });
    expect(retry.statusCode).toBe(403);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('a promoted user gets admin calls after the refresh its stale token asks for', async () => {
    const admin = await administrator(t);
    const user = await confirmedUser(t);
    await call('PUT', `/api/admin/users/${user.id}/role`, admin.tokens.token, { role: 'admin' });
    expectRefused(await profile(user.tokens.token));
    const token = TokenPairResponse.parse((await refresh(user.tokens)).json()).data.token;
    expect((await call('GET', '/api/users/all', token)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it("ends that session's access token at once and leaves the user's other sessions working", async () => {
    const user = await confirmedUser(t);
    const other = await secondSession(user);
    expect((await profile(user.tokens.token)).statusCode).toBe(200);

    const res = await call('POST', '/api/auth/logout', user.tokens.token, {
      refreshToken: user.tokens.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    expectRefused(await profile(user.tokens.token));
    expectRefused(await decode(user.tokens.token));
    expect((await refresh(user.tokens)).statusCode).toBe(401);

    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('ends the session of the access token even when the refresh token sent is not this session’s', async () => {
    const user = await confirmedUser(t);
    const res = await call('POST', '/api/auth/logout', user.tokens.token, { refreshToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
    expectRefused(await profile(user.tokens.token));
  });

  it('refuses the access tokens a session had before its refresh too', async () => {
    const user = await confirmedUser(t);
    const rotated = TokenPairResponse.parse((await refresh(user.tokens)).json()).data;
    await call('POST', '/api/auth/logout', rotated.token, { refreshToken: rotated.refreshToken });
    expectRefused(await profile(user.tokens.token));
    expectRefused(await profile(rotated.token));
  });
});

describe('password change and reset', () => {
  it('a password change ends every session of the user at once', async () => {
    const user = await confirmedUser(t);
    const other = await secondSession(user);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/send-email',
      payload: { email: user.email },
    });
    const link = linkIn((await t.mailbox.take(user.email)).text);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password-reset/reset',
      payload: {
        userId: user.id,
        securityToken: link.token,
        oldPassword: user.password,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expectRefused(await profile(user.tokens.token));
    expectRefused(await profile(other.token));
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a forgotten-password reset ends every session of the user at once', async () => {
    const user = await confirmedUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/send-email',
      payload: { email: user.email },
    });
    const link = linkIn((await t.mailbox.take(user.email)).text);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password/reset',
      payload: { userId: user.id, securityToken: link.token, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expectRefused(await profile(user.tokens.token));
  });
});

describe('disabling', () => {
  it("refuses a disabled user's token at once, and enabling again does not bring the session back", async () => {
    const admin = await administrator(t);
    const user = await confirmedUser(t);
    await call('PUT', `/api/admin/users/${user.id}/disabled`, admin.tokens.token, { disabled: true });
    expectRefused(await profile(user.tokens.token));
    await call('PUT', `/api/admin/users/${user.id}/disabled`, admin.tokens.token, { disabled: false });
    expectRefused(await profile(user.tokens.token));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('the account page sessions (issue 28)', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const FIREFOX_LINUX =
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 <b>evil.example</b>';
  const signIn = async (account: TestAccount, userAgent: string) => {
    const res = await login(t, account.email, account.password, { 'user-agent': userAgent });
    expect(res.statusCode).toBe(200);
    return TokenPairResponse.parse(res.json()).data;
  };
  const list = async (token: string) => {
    const res = await call('GET', '/api/auth/sessions', token);
    expect(res.statusCode).toBe(200);
    return SessionListResponse.parse(res.json()).data.sessions;
  };

  it('lists the live sessions with device, address and last use, and signs out one or every other', async () => {
    const account = await confirmedUser(t);
    const chrome = await signIn(account, CHROME_WINDOWS);
    const firefox = await signIn(account, FIREFOX_LINUX);
    const sessions = await list(chrome.token);
    expect(sessions).toHaveLength(3);
    const mine = sessions.filter((session) => session.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.device).toBe('Chrome on Windows');
    expect(sessions.map((session) => session.device)).toContain('Firefox on Linux');
    expect(sessions.every((session) => session.address === '127.0.0.1')).toBe(true);

    // One session signed out: its token stops at once; another account's session id is a 404.
    const firefoxId = sessions.find((session) => session.device === 'Firefox on Linux')!.id;
    expect((await call('POST', '/api/auth/sessions/end', chrome.token, { id: firefoxId })).statusCode).toBe(
      200,
    );
    expectRefused(await profile(firefox.token));
    expectRefused(await refresh(firefox));
    const stranger = await confirmedUser(t);
    const chromeId = mine[0]!.id;
    expect(
      (await call('POST', '/api/auth/sessions/end', stranger.tokens.token, { id: chromeId })).statusCode,
    ).toBe(404);
    expect((await profile(chrome.token)).statusCode).toBe(200);

    // Every other: only this one stays.
    expect((await call('POST', '/api/auth/sessions/end-others', chrome.token)).statusCode).toBe(200);
    expectRefused(await profile(account.tokens.token));
    expect((await list(chrome.token)).map((session) => session.id)).toEqual([chromeId]);
  });

  it('mails a sign-in from a new device, worded from a fixed list, and not again from the same', async () => {
    const account = await confirmedUser(t); // the first sign-in: no mail
    await signIn(account, FIREFOX_LINUX);
    const mail = await t.mailbox.take(account.email);
    expect(mail.subject).toBe('AirSizer: sign-in from a new device');
    expect(mail.text).toContain('Firefox on Linux, address 127.0.0.1');
    expect(mail.text).not.toContain('evil');
    await signIn(account, FIREFOX_LINUX);
    await expect(t.mailbox.take(account.email, 300)).rejects.toThrow();
  });

  it('mails the owner after a password change', async () => {
    const account = await confirmedUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/send-email',
      payload: { email: account.email },
    });
    const { userId, token } = linkIn((await t.mailbox.take(account.email)).text);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password/reset',
      payload: { userId, securityToken: token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const notice = await t.mailbox.take(account.email);
    expect(notice.subject).toBe('AirSizer: your password was changed');
    expect(notice.text).toMatch(/changed on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('ends a session past its absolute lifetime or its idle timeout at the next refresh', async () => {
    const account = await confirmedUser(t);
    const old = await signIn(account, CHROME_WINDOWS);
    const idle = await signIn(account, CHROME_WINDOWS);
    const fresh = await signIn(account, CHROME_WINDOWS);
    const [oldId, idleId] = await Promise.all(
      [old, idle].map(async (pair) => (await list(pair.token)).find((s) => s.current)!.id),
    );
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (t.config.SESSION_MAX_HOURS * 3600 + 60) * 1000) })
      .where(eq(sessions.id, oldId!));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - (t.config.SESSION_IDLE_MINUTES * 60 + 60) * 1000) })
      .where(eq(sessions.id, idleId!));
    expectRefused(await refresh(old));
    expectRefused(await refresh(idle));
    const refreshed = await refresh(fresh);
    expect(refreshed.statusCode).toBe(200);
    // The refresh counts as use: the session's last use moves on.
    const after = (await list(TokenPairResponse.parse(refreshed.json()).data.token)).find((s) => s.current)!;
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(after.createdAt));
  });
});

describe('the lists check the session in their own read (issue 29)', () => {
  const logout = (account: TestAccount) =>
    call('POST', '/api/auth/logout', account.tokens.token, { refreshToken: account.tokens.refreshToken });
  const projectList = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/project/all?pageSize=50',
      headers: { ...bearer(token), ...headers },
    });
  const positionList = (token: string, projectId: number) =>
    call('GET', `/api/project/items?id=${projectId}&pageSize=50`, token);

  async function userWithPosition() {
    const user = await confirmedUser(t);
    const created = await call('POST', '/api/project/create-project', user.tokens.token, projectPayload());
    const projectId = created.json<{ data: { id: number } }>().data.id;
    const saved = await call(
      'POST',
      '/api/project/item/calculate',
      user.tokens.token,
      positionPayload(projectId),
    );
    expect(saved.statusCode).toBe(201);
    return { user, projectId };
  }

  it('answers a full page, an empty one and a project not found as before while the session is live', async () => {
    const { user, projectId } = await userWithPosition();
    expect((await projectList(user.tokens.token)).json()).toMatchObject({ data: { total: 1 } });
    expect((await positionList(user.tokens.token, projectId)).json()).toMatchObject({ data: { total: 1 } });
    const empty = await confirmedUser(t);
    expect((await projectList(empty.tokens.token)).json()).toMatchObject({ data: { data: [], total: 0 } });
    expect((await positionList(empty.tokens.token, projectId)).statusCode).toBe(404);
  });

  it('refuses after logout with rows to show, with none, and where the project is not found', async () => {
    const { user, projectId } = await userWithPosition();
    const empty = await confirmedUser(t);
    expect((await logout(user)).statusCode).toBe(200);
    expect((await logout(empty)).statusCode).toBe(200);
    const refused = await projectList(user.tokens.token);
    expectRefused(refused);
    // The same answer as a call that reads the session first.
    expect(refused.json()).toEqual((await profile(user.tokens.token)).json());
    expect(refused.headers['content-type']).toBe((await profile(user.tokens.token)).headers['content-type']);
    expectRefused(await positionList(user.tokens.token, projectId));
    expectRefused(await projectList(empty.tokens.token));
    expectRefused(await positionList(empty.tokens.token, projectId));
    // The 401 replaces a page that would have been compressed: plain JSON, no encoding header left behind.
    const compressed = await projectList(user.tokens.token, { 'accept-encoding': 'br' });
    expectRefused(compressed);
    expect(compressed.headers['content-encoding']).toBeUndefined();
  });

  it("refuses a disabled account's lists and a demoted administrator's admin list (401, not 403)", async () => {
    const admin = await administrator(t);
    const { user, projectId } = await userWithPosition();
    const demoted = await administrator(t);
    expect((await call('GET', '/api/project/allAdmin?pageSize=50', demoted.tokens.token)).statusCode).toBe(
      200,
    );
    await call('PUT', `/api/admin/users/${user.id}/disabled`, admin.tokens.token, { disabled: true });
    await call('PUT', `/api/admin/users/${demoted.id}/role`, admin.tokens.token, { role: 'user' });
    expectRefused(await projectList(user.tokens.token));
    expectRefused(await positionList(user.tokens.token, projectId));
    expectRefused(await call('GET', '/api/project/allAdmin?pageSize=50', demoted.tokens.token));
    expectRefused(
      await call('GET', `/api/project/itemsByAdmin?projectId=${projectId}&pageSize=50`, demoted.tokens.token),
    );
  });
});
