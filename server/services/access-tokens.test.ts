import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, insertSession } from '../repositories/sessions.repository';
import { confirmedAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { AccessTokens } from './access-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('access tokens: a signature checked once is remembered, nothing else is', () => {
  it('refuses a remembered token once expired, a token signed with another key and a changed signature', async () => {
    const account = await confirmedAccount(t);
    const sessionId = randomUUID();
    await insertSession(t.database.db, { id: sessionId, userId: account.id });
    const tokens = new AccessTokens('a'.repeat(48), t.database.db);
    const token = await tokens.sign({ id: account.id, role: 'user' }, sessionId);
    expect(await tokens.verify(token)).toMatchObject({ sub: account.id, sid: sessionId, role: 'user' });
    // Twice: the second answer comes from the remembered signature.
    expect(await tokens.verify(token)).toMatchObject({ sub: account.id, sid: sessionId });

    const [head, body, signature] = token.split('.') as [string, string, string];
    const changed = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(changed)).toBeNull();
    const otherKey = new AccessTokens('b'.repeat(48), t.database.db);
    expect(await otherKey.verify(token)).toBeNull();

    // 16 minutes later the remembered token has expired (15 min lifetime).
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 16 * 60_000);
    try {
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('refuses a remembered token as soon as its session ends (the session is read on every call)', async () => {
    const account = await confirmedAccount(t);
    const sessionId = randomUUID();
    await insertSession(t.database.db, { id: sessionId, userId: account.id });
    const tokens = new AccessTokens('c'.repeat(48), t.database.db);
    const token = await tokens.sign({ id: account.id, role: 'user' }, sessionId);
    expect(await tokens.verify(token)).not.toBeNull();
    await endSession(t.database.db, sessionId);
    expect(await tokens.verify(token)).toBeNull();
  });
});
