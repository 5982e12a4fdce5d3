import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { confirmedUser, login, type TestAccount } from '../../test/accounts';

/** The configuration's defaults (10 logins, 5 registrations, 5 password mails, 30 challenges a minute). */
let t: TestApp;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_LOGIN_PER_MINUTE: '10',
      RATE_LIMIT_REGISTER_PER_MINUTE: '5',
      RATE_LIMIT_MAIL_PER_MINUTE: '5',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '30',
      // The test client talks from 127.0.0.1: trusted as a proxy here, so X-Forwarded-For sets the address.
      TRUST_PROXY: 'loopback',
    },
  });
  // From the test client's own address (127.0.0.1); the tests below call from others, so each starts fresh.
  user = await confirmedUser(t);
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('rate limits per client address', () => {
  it('answers 429 in the wrapper once 20 wrong logins in a minute come from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await login(t, user.email, `Wrong#Guess${attempt}`, from('203.0.113.7'));
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          status: 429,
          message: expect.stringMatching(/^Too many requests: please try again in \d+ \w+$/),
          data: null,
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // Even the right password waits now.
    expect((await login(t, user.email, user.password, from('203.0.113.7'))).statusCode).toBe(429);
  });

  it('counts each address alone', async () => {
    expect((await login(t, user.email, user.password, from('203.0.113.8'))).statusCode).toBe(200);
  });

  it('limits registrations', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        headers: from('203.0.113.9'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('limits password mails', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/send-email',
        payload: { email: user.email },
        headers: from('203.0.113.10'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: {},
        remoteAddress: '192.0.2.44',
        headers: from(`10.0.0.${attempt}`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the captcha challenge limit', () => {
  it('answers 429 past 30 challenges a minute from one address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        headers: from('203.0.113.11'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
  });
});

describe('the default TRUST_PROXY (issue 28)', () => {
  it('believes no X-Forwarded-For, not even from a local peer: 20 addresses named from 127.0.0.1 share one limit', async () => {
    const plain = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '10' } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: {},
          headers: from(`198.51.100.${attempt}`),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    } finally {
      await plain.close();
    }
  });
});

describe('limits on the session and link calls (issue 28)', () => {
  it('limits token checks, refreshes, confirmations and resets per address', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_SESSION_PER_MINUTE: '3', RATE_LIMIT_LINK_PER_MINUTE: '3' },
    });
    try {
      for (const [method, url] of [
        ['POST', '/api/auth/decode'],
        ['POST', '/api/auth/refresh'],
        ['POST', '/api/auth/email/confirmation'],
        ['PUT', '/api/auth/forgot-password/reset'],
        ['PUT', '/api/auth/password-reset/reset'],
      ] as const) {
        const statuses = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await limited.app.inject({ method, url, payload: {} })).statusCode);
        }
        expect(statuses.slice(0, 3), url).not.toContain(429);
        expect(statuses[3], url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
