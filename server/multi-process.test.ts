import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenPairResponse } from '../contracts/auth';
import { CaptchaChallengeResponse } from '../contracts/captcha';
import { withAdmin } from './test/database';
import { startServerProcess, type ServerProcess } from './test/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a reverse proxy (docs/operations.md): what one process
 * hands out the other accepts, and the limits count across both (issue 19). PostgreSQL only: PGlite belongs to one
 * process. CI sets TEST_DATABASE_URL; without it this file says so and skips.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && adminUrl !== undefined;
if (!onPostgres && process.env.TEST_DB !== 'postgres') {
  console.info('multi-process.test.ts runs on PostgreSQL only: set TEST_DATABASE_URL to run it (CI does).');
}

const ADMIN = { email: 'two.processes@example.com', password: 'Secret#2024x' };
/** Challenges a minute per client address, counted across both processes. */
const CAPTCHA_LIMIT = 8;

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  const name = `airsizer_two_${randomBytes(6).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let challengesServed = 0;

  beforeAll(async () => {
    await withAdmin(adminUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Issue 28: this set-up's administrator signs in with a password alone (a test set-up, not the default).
      ADMIN_TOTP_REQUIRED: 'false',
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '20',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: String(CAPTCHA_LIMIT),
      OUTBOX_DIR: `/tmp/${name}-outbox`,
    };
    // Started together: they migrate one after the other and agree on one signing secret in the database.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await withAdmin(adminUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 60_000);

  async function solvedCaptcha(server: ServerProcess): Promise<string> {
    const res = await fetch(`${server.url}/api/captcha/challenge`);
    expect(res.status).toBe(200);
    challengesServed += 1;
    const challenge = CaptchaChallengeResponse.parse(await res.json()).data;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const post = (server: ServerProcess, path: string, body: unknown, token?: string) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('accepts on one process the session and refresh token the other handed out, and each captcha once', async () => {
    const captcha = await solvedCaptcha(a);
    const login = await post(a, '/auth', { ...ADMIN, captcha });
    expect(login.status).toBe(200);
    const pair = TokenPairResponse.parse(await login.json()).data;

    // The access token from A is a session on B.
    const profile = await fetch(`${b.url}/api/users/jwt`, {
      headers: { authorization: `Bearer ${pair.token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);

    // The captcha answer A accepted is used up on B too.
    const replay = await post(b, '/auth', { ...ADMIN, captcha });
    expect(replay.status).toBe(400);

    // B trades A's refresh token and the new pair works on A; the traded token is then used up on A, and using it
    // again counts as theft: the session ends, on B as well.
    const refreshed = await post(b, '/auth/refresh', { refreshToken: pair.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = TokenPairResponse.parse(await refreshed.json()).data;
    const onA = await fetch(`${a.url}/api/users/jwt`, { headers: { authorization: `Bearer ${next.token}` } });
    expect(onA.status).toBe(200);
    expect((await post(a, '/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(401);
    const afterTheft = await fetch(`${b.url}/api/users/jwt`, {
      headers: { authorization: `Bearer ${next.token}` },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('counts a rate limit across both processes: the limit holds once, not once per process', async () => {
    const statuses: number[] = [];
    for (let call = challengesServed; call < CAPTCHA_LIMIT + 2; call++) {
      const server = call % 2 === 0 ? a : b;
      statuses.push((await fetch(`${server.url}/api/captcha/challenge`)).status);
    }
    const allowed = CAPTCHA_LIMIT - challengesServed;
    expect(statuses.slice(0, allowed).every((status) => status === 200)).toBe(true);
    // Both processes refuse from here on: with counters per process each would allow CAPTCHA_LIMIT.
    expect(statuses.slice(allowed)).toEqual([429, 429]);
  });
});
