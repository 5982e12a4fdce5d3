import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AdminAuditResponse } from '../../../contracts/admin';
import { AUTH_MESSAGES, TokenPairResponse } from '../../../contracts/auth';
import { administrator, bearer, confirmedUser, login, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await administrator(t);
});
afterAll(() => t.close());

const put = (url: string, account: TestAccount | null, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: account ? bearer(account.tokens.token) : {} });
const get = (url: string, account: TestAccount | null) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.tokens.token) : {} });
const refresh = (account: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: account.tokens.refreshToken },
  });
const claimsOf = async (token: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/decode', payload: { token } })).json().data;
const auditOf = async (targetUserId: string) =>
  AdminAuditResponse.parse((await get('/api/admin/audit', admin)).json()).data.data.filter(
    (entry) => entry.targetUserId === targetUserId,
  );

describe('PUT /api/admin/users/:id/role', () => {
  it('promotes a user, whose next token after a refresh carries role admin, and audits the change', async () => {
    const user = await confirmedUser(t);
    const res = await put(`/api/admin/users/${user.id}/role`, admin, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, email: user.email, role: 'admin', disabled: false });

    const renewed = await refresh(user);
    expect(renewed.statusCode).toBe(200);
    expect(await claimsOf(TokenPairResponse.parse(renewed.json()).data.token)).toMatchObject({
      sub: user.id,
      role: 'admin',
    });
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        actorEmail: admin.email,
        targetEmail: user.email,
        action: 'role',
        oldValue: 'user',
        newValue: 'admin',
      }),
    ]);
  });

  it('records nothing when the role is already the asked one', async () => {
    const user = await confirmedUser(t);
    expect((await put(`/api/admin/users/${user.id}/role`, admin, { role: 'user' })).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses a role that does not exist and an unknown user', async () => {
    const user = await confirmedUser(t);
    expect((await put(`/api/admin/users/${user.id}/role`, admin, { role: 'root' })).statusCode).toBe(400);
    const missing = await put('/api/admin/users/00000000-0000-4000-8000-000000000000/role', admin, {
      role: 'admin',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/:id/disabled', () => {
  it('disables an account at once: its next refresh fails and it cannot log in; enabling lets it back', async () => {
    const user = await confirmedUser(t);
    const res = await put(`/api/admin/users/${user.id}/disabled`, admin, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, disabled: true });
    expect((await refresh(user)).statusCode).toBe(401);
    const refused = await login(t, user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.accountDisabled);

    expect((await put(`/api/admin/users/${user.id}/disabled`, admin, { disabled: false })).statusCode).toBe(
      200,
    );
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect((await auditOf(user.id)).map((entry) => [entry.oldValue, entry.newValue])).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
  });
});

describe('the last administrator', () => {
  it('is neither demoted nor disabled (409 with a clear message), while a second one can be', async () => {
    const t2 = await createTestApp();
    try {
      const only = await administrator(t2);
      const put2 = (url: string, payload: object) =>
        t2.app.inject({ method: 'PUT', url, payload, headers: bearer(only.tokens.token) });

      const demoted = await put2(`/api/admin/users/${only.id}/role`, { role: 'user' });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toEqual({ status: 409, message: ADMIN_MESSAGES.lastAdministrator, data: null });
      const disabled = await put2(`/api/admin/users/${only.id}/disabled`, { disabled: true });
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json().message).toBe(ADMIN_MESSAGES.lastAdministrator);

      // A disabled second administrator does not count as one.
      const second = await administrator(t2);
      expect((await put2(`/api/admin/users/${second.id}/disabled`, { disabled: true })).statusCode).toBe(200);
      expect((await put2(`/api/admin/users/${only.id}/role`, { role: 'user' })).statusCode).toBe(409);

      expect((await put2(`/api/admin/users/${second.id}/disabled`, { disabled: false })).statusCode).toBe(
        200,
      );
      expect((await put2(`/api/admin/users/${only.id}/role`, { role: 'user' })).statusCode).toBe(200);
      // Disabling ended the second administrator's sessions: enabled again, it logs in anew.
      const secondToken = TokenPairResponse.parse((await login(t2, second.email, second.password)).json())
        .data.token;
      const audit = AdminAuditResponse.parse(
        (
          await t2.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(secondToken) })
        ).json(),
      ).data.data;
      expect(audit.map((entry) => [entry.targetUserId, entry.action, entry.newValue])).toEqual([
        [only.id, 'role', 'user'],
        [second.id, 'disabled', 'false'],
        [second.id, 'disabled', 'true'],
      ]);
    } finally {
      await t2.close();
    }
  });
});

describe('non-administrators', () => {
  it('get 403 from every admin call, before their input is read; no token gets 401', async () => {
    const user = await confirmedUser(t);
    const calls = [
      () => put(`/api/admin/users/${user.id}/role`, user, { role: 'admin' }),
      () => put(`/api/admin/users/${user.id}/disabled`, user, { disabled: true }),
      () => put('/api/admin/users/not-an-id/role', user, { role: 'nonsense' }),
      () => get('/api/admin/audit', user),
      () => get('/api/users/all', user),
      () => get('/api/project/allAdmin', user),
      () => get('/api/project/oneByAdmin?projectId=1', user),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Administrators only');
    }
    expect((await get('/api/admin/audit', null)).statusCode).toBe(401);
    expect((await put(`/api/admin/users/${user.id}/role`, null, { role: 'admin' })).statusCode).toBe(401);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('a demoted administrator loses the admin calls at once: the old token is refused, a refreshed one gets 403', async () => {
    const deputy = await administrator(t);
    expect((await put(`/api/admin/users/${deputy.id}/role`, admin, { role: 'user' })).statusCode).toBe(200);
    expect((await get('/api/admin/audit', deputy)).statusCode).toBe(401);
    const renewed = TokenPairResponse.parse((await refresh(deputy)).json()).data;
    expect((await get('/api/admin/audit', { ...deputy, tokens: renewed })).statusCode).toBe(403);
  });
});
