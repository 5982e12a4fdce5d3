import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaUsed } from '../../db/schema';
import { confirmedUser, solvedCaptcha } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/captcha/challenge', () => {
  it('answers a signed ALTCHA challenge that expires in 10 minutes and may not be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json().data;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(9 * 60);
    expect(parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(10 * 60);
  });

  it('hands out a different challenge each time', async () => {
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().data;
    expect((await get()).signature).not.toBe((await get()).signature);
  });
});

describe('the ALTCHA answer at login', () => {
  it('is remembered by its signature until the challenge expires, and expired ones are dropped', async () => {
    const user = await confirmedUser(t);
    const stale = { signature: 'stale-signature', expiresAt: new Date(Date.now() - 1000) };
    await t.database.db.insert(captchaUsed).values(stale);

    const captcha = await solvedCaptcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: user.password, captcha },
    });
    expect(res.statusCode).toBe(200);
    const { challenge } = JSON.parse(Buffer.from(captcha, 'base64').toString());
    const rows = await t.database.db.select().from(captchaUsed);
    expect(rows.map((row) => row.signature)).toContain(challenge.signature);
    expect(rows.map((row) => row.signature)).not.toContain('stale-signature');
  });
});

describe('GET /api/client-config', () => {
  it('tells the web app to show ALTCHA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().data.captcha).toEqual({ provider: 'altcha', siteKey: null });
  });
});
