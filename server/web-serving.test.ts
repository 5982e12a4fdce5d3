import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../contracts/brands';
import { LANGUAGES } from '../contracts/users';
import { prerenderedLandingFile } from '../domain/landing';
import { createTestApp, type TestApp } from './test/app';

/** A built web app in miniature: the shell, a prerendered landing page per brand and language, one asset. */
function webRoot(withPrerender: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'airsizer-web-'));
  writeFileSync(join(root, 'index.html'), 'shell');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {};');
  if (withPrerender) {
    mkdirSync(join(root, 'landing'));
    for (const brand of BRAND_IDS) {
      for (const language of LANGUAGES) {
        writeFileSync(join(root, prerenderedLandingFile(brand, language)), `${brand} ${language}`);
      }
    }
  }
  return root;
}

describe('the web app as served (issue 29: the prerendered landing page)', () => {
  let test: TestApp;
  let bare: TestApp;
  const roots = [webRoot(true), webRoot(false)];

  beforeAll(async () => {
    test = await createTestApp({ webRoot: roots[0] });
    bare = await createTestApp({ webRoot: roots[1] });
  });
  afterAll(async () => {
    await test.close();
    await bare.close();
    for (const root of roots) {
      rmSync(root, { recursive: true, force: true });
    }
  });

  const home = (app: TestApp, host: string, acceptLanguage?: string) =>
    app.app.inject({
      method: 'GET',
      url: '/',
      headers: { host, ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) },
    });

  it("sends / as the host's brand's landing page in the browser's first language of ours", async () => {
    const res = await home(test, 'localhost:3000', 'fr-FR,de;q=0.8,en;q=0.5');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('airsizer de');
    expect(res.headers['content-type']).toContain('text/html');
    // Revalidated on every use, and kept apart by language in caches.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect((await home(test, 'clivet.example.com', 'sr-Latn-RS')).body).toBe('clivet sr');
    expect((await home(test, 'prolux.example.com')).body).toBe('prolux en');
  });

  it('sends the shell for every other page, and for / when the build has no prerender', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-language': 'de' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('shell');
    expect((await home(bare, 'localhost', 'de')).body).toBe('shell');
  });

  it('keeps hashed assets for a year and varies them by encoding only', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });
});
