import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_VERSION } from '../../version';
import { createTestApp, type TestApp } from '../../test/app';

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
    // The self-hosted captcha needs no third-party script or frame.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("frame-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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

  it('serves the browsable reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
