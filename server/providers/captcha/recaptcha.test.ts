import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { confirmedAccount } from '../../test/accounts';

/**
 * reCAPTCHA as configured (CAPTCHA_PROVIDER=recaptcha) against a local stand-in for Google's siteverify, which takes
 * the documented form fields and answers the documented JSON. Tests never reach the internet.
 */
const SECRET = 'test-recaptcha-secret';
const received: URLSearchParams[] = [];
let siteverify: Server;
let t: TestApp;
let user: { email: string; password: string };

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('response') === 'while-google-is-down') {
        response.statusCode = 503;
        response.end();
        return;
      }
      const success = form.get('secret') === SECRET && form.get('response') === 'solved-by-a-human';
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(success ? { success, hostname: 'localhost' } : { success, 'error-codes': [] }),
      );
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  t = await createTestApp({
    env: {
      CAPTCHA_PROVIDER: 'recaptcha',
      // The client address comes from X-Forwarded-For of the test client's loopback peer.
      TRUST_PROXY: 'loopback',
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    },
  });
  user = await confirmedAccount(t);
});
afterAll(async () => {
  await t.close();
  siteverify.close();
});

const login = (captcha: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: user.password, captcha },
    headers,
  });

describe('reCAPTCHA', () => {
  it('accepts a login whose token siteverify confirms, sending secret, token and client address', async () => {
    const res = await login('solved-by-a-human', { 'x-forwarded-for': '198.51.100.23' });
    expect(res.statusCode).toBe(200);
    expect(Object.fromEntries(received.at(-1)!)).toEqual({
      secret: SECRET,
      response: 'solved-by-a-human',
      remoteip: '198.51.100.23',
    });
  });

  it('refuses a token siteverify rejects', async () => {
    const res = await login('made-up');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^captcha: /);
  });

  it('answers 503 with a clear message when siteverify fails', async () => {
    const res = await login('while-google-is-down');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The captcha service cannot be reached: please try again later');
  });

  it('has no challenge of its own to hand out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No challenge here: the captcha is recaptcha');
  });

  it('tells the web app the provider and site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().data.captcha).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
  });

  it("lets Google's script and frames through the Content-Security-Policy, which ALTCHA deployments keep closed", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(csp).toContain("frame-src 'self' blob: https://www.google.com https://recaptcha.google.com");
  });
});
