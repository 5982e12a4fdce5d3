import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { RELEASE_VERSION } from '../../version';
import type { EmbeddedStatus } from '../../db/embedded-postgres';
import { createTestApp, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectedDatabase = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  it('answers the wrapper naming the database in use and the release', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Your request has been successful!',
      data: { database: expectedDatabase, version: RELEASE_VERSION, brand: 'airsizer' },
    });
  });

  it('reads X-Brand on the call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-brand': 'clivet' } });
    expect(res.json().data.brand).toBe('clivet');
  });

  it('refuses an unknown brand with 400 naming the header and the rule', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-brand': 'acme' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'X-Brand: must be one of airsizer, clivet, prolux',
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The self-hosted captcha needs no third-party script or frame; the only frames are the page's own PDFs.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' blob:(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('works over plain HTTP unless PUBLIC_URL is https: no upgrade of requests, no HSTS, no COOP (issue 14)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // The technical card's PDF: an <object> showing a blob: URL of the page itself, nothing from elsewhere.
    expect(csp).toMatch(/object-src 'self' blob:(;|$)/);
    expect(csp).not.toMatch(/\*/);

    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://airsizer.example.com' } });
    try {
      const over = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(over.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(over.headers['strict-transport-security']).toContain('max-age=');
      expect(over.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await secure.close();
    }
  });
});

describe('errors', () => {
  it('answers an unknown API route with a wrapped 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Route GET /api/no-such-thing not found' });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('GET /api/client-config', () => {
  it('gives the public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().data).toMatchObject({
      version: RELEASE_VERSION,
      monitoringUrl: 'https://grafana.com/',
      catalogue: { name: 'Compact PRO', demo: true },
    });
  });
});

describe('GET /api/docs', () => {
  it('publishes an OpenAPI document listing every route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(t.app.apiRoutes.length).toBeGreaterThan(10);
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      // OpenAPI writes path parameters as {name}.
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        route,
      ).toBe(true);
    }
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
  });

  it('declares bearer security on exactly the routes that refuse an anonymous call (issue 14: /api/mollier/pdf)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undeclared: string[] = [];
    const overdeclared: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')][method.toLowerCase()];
      const declared = (operation.security ?? []).some((entry: object) => 'bearerAuth' in entry);
      // Authentication runs first (onRequest), so an anonymous call with any parameters and no body shows whether
      // the route needs it; the public routes refuse the missing input with a 400 and do nothing.
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const needsToken =
        res.statusCode === 401 && res.json().message === AUTH_MESSAGES.authenticationRequired;
      if (needsToken && !declared) {
        undeclared.push(route);
      }
      if (declared && !needsToken) {
        overdeclared.push(`${route} (${res.statusCode})`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(overdeclared).toEqual([]);
  });

  it('serves the browsable reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('every refusal in the wrapper and in the OpenAPI document (issue 28)', () => {
  it('wraps a parameter over 100 characters (414) and a bad %-escape (400)', async () => {
    const long = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${'1'.repeat(121)}/role`,
      payload: {},
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, data: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/%ff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, data: null });
  });

  it('declares 400, 500 and 503 on every route, 413 and 415 with a body, 401 with a token, 429 when limited', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')][method.toLowerCase()];
      const expected = [
        '400',
        '500',
        '503',
        ...(operation.requestBody ? ['413', '415'] : []),
        ...(operation.security?.length ? ['401'] : []),
      ];
      for (const status of expected) {
        if (!operation.responses[status]) {
          missing.push(`${route} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/auth'].post.responses['429']).toBeDefined();
  });

  it('serves /api/docs on plain HTTP without asking the browser to upgrade to https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('/api/health of a supervised embedded PostgreSQL (issue 28)', () => {
  it('says the database is being restarted (503, the attempt), and afterwards how often it was', async () => {
    const database = await openTestDatabase();
    let status: EmbeddedStatus = { state: 'restarting', attempt: 2, of: 5, restarts: 0 };
    const supervised = await createTestApp({ database: { ...database, embeddedStatus: () => status } });
    try {
      const restarting = await supervised.app.inject({ method: 'GET', url: '/api/health' });
      expect(restarting.statusCode).toBe(503);
      expect(restarting.json()).toEqual({
        status: 503,
        message: 'The embedded PostgreSQL stopped and is being restarted (attempt 2 of 5).',
        data: null,
      });
      status = { state: 'running', restarts: 1 };
      const running = await supervised.app.inject({ method: 'GET', url: '/api/health' });
      expect(running.statusCode).toBe(200);
      expect(running.json().data.restarts).toBe(1);
    } finally {
      await supervised.close();
    }
  });
});
