import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED_PREFIX } from '../../../contracts/auth';
import { createTestApp, type TestApp } from '../../test/app';
import { confirmedUser, login, type TestAccount } from '../../test/accounts';

/**
 * Issue 28: logins are slowed down per account beside the per-address limit (from 5 addresses, 50 of 50 guesses
 * against one account were checked). The configuration's defaults: 5 attempts in a row pass, then waits of 1, 2, 4 ...
 * s, at most 60 s; the per-address limit of 10 a minute.
 */
let t: TestApp;
let victim: TestAccount;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_FREE_ATTEMPTS: '5',
      LOGIN_MAX_WAIT_SECONDS: '60',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10',
      TRUST_PROXY: 'loopback',
    },
  });
  victim = await confirmedUser(t);
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('login throttling per account', () => {
  it('processes few of 50 guesses from 5 addresses, and answers the same for an address without an account', async () => {
    for (const [email, network] of [
      [victim.email, '203.0.113'],
      ['nobody-here@example.com', '198.51.100'],
    ] as const) {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, guess) =>
          login(t, email, `Wrong#Guess${guess}`, from(`${network}.${guess % 5}`)),
        ),
      );
      const elapsedS = (performance.now() - started) / 1000;
      const processed = answers.filter((answer) => answer.statusCode === 401).length;
      const throttled = answers.filter(
        (answer) => answer.statusCode === 429 && answer.json().message.startsWith(LOGIN_THROTTLED_PREFIX),
      );
      console.log(
        `${email}: ${processed} of 50 guesses from 5 addresses processed in ${elapsedS.toFixed(1)} s`,
      );
      // 5 at once, then one after each wait of 1, 2, 4 ... s: however slow the machine, no more than that fit.
      expect(processed).toBeLessThanOrEqual(6 + Math.floor(Math.log2(1 + elapsedS)));
      expect(processed + throttled.length).toBe(50);
      expect(throttled[0]!.json().data).toEqual({ field: 'email', key: 'loginThrottled' });
    }
  });

  it('is no lock-out: the owner signs in once the wait is over, which starts the count afresh', async () => {
    const owner = await confirmedUser(t);
    const quick = await createTestApp({
      database: undefined,
      env: { LOGIN_FREE_ATTEMPTS: '2', LOGIN_MAX_WAIT_SECONDS: '1' },
    });
    try {
      const account = await confirmedUser(quick);
      for (let guess = 0; guess < 4; guess += 1) {
        await login(quick, account.email, `Wrong#Guess${guess}`);
      }
      let answer = await login(quick, account.email, account.password);
      // At most 1 s a wait here: the owner gets in after it, however many guesses came before.
      for (let tries = 0; answer.statusCode === 429 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await login(quick, account.email, account.password);
      }
      expect(answer.statusCode).toBe(200);
      // The success cleared the streak: two wrong ones pass to the password check again.
      expect((await login(quick, account.email, 'Wrong#Again1')).statusCode).toBe(401);
      expect((await login(quick, account.email, 'Wrong#Again2')).statusCode).toBe(401);
    } finally {
      await quick.close();
    }
    expect(owner.email).not.toBe(victim.email);
  });
});
