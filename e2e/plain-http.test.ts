import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { E2E_PASSWORD, registerConfirmedUser, signIn } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Issue 14, acceptance 1: the app opened over plain HTTP on a host name the browser does not trust as it trusts
 * localhost (a LAN name, a brand host without TLS) renders, and the technical card shows its PDF, with no
 * Content-Security-Policy violation. airsizer.test is mapped to the test server by the browser's resolver rules.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every CSP violation the page reported (event and console), and every console error. */
let violations: string[];
let consoleErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await newContext(browser);
  violations = [];
  consoleErrors = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether it may compile parsers (`try { new Function('') } catch`): the CSP refuses, zod
      // interprets instead, and nothing fails. Any real use of eval would throw and show as a console error below.
      if (event.blockedURI === 'eval') {
        return;
      }
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
});
afterEach(() => context.close());

/** The test server's address under the name airsizer.test (or `<prefix>.airsizer.test`), over plain HTTP. */
function plainUrl(path = '/', prefix?: string): string {
  return appUrl(path).replace('://localhost', `://${prefix ? `${prefix}.` : ''}airsizer.test`);
}

describe('plain HTTP on a non-localhost name', () => {
  it('renders the landing page, with no CSP violation', async () => {
    const url = plainUrl('/');
    expect(url).toMatch(/^http:\/\/airsizer\.test:\d+\/$/);
    await page.goto(url);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Welcome to AirSizer');
    await expect.poll(() => page.getByTestId('footer-release').textContent()).toMatch(/release v\d/);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await screenshot(page, 'plain-http-landing');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('renders a brand host without TLS under its brand', async () => {
    await page.goto(plainUrl('/', 'clivet'));
    await expect.poll(() => page.getByTestId('logo').textContent()).toBe('Clivet');
    await expect.poll(() => page.getByTestId('footer-release').textContent()).toMatch(/release v\d/);
    expect(violations).toEqual([]);
  });

  it('shows the technical card PDF of a real position', async () => {
    const firstName = 'Plain';
    const { email } = await registerConfirmedUser(firstName);
    await signIn(page, { email, password: E2E_PASSWORD, firstName }, new URL(plainUrl('/')).origin);
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const call = async (path: string, body: object) => {
      const res = await fetch(appUrl(path), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { data: { id?: number; data?: number } };
    };
    const projectId = (await call('/api/project/create-project', projectPayload({ name: 'Plain Hall' }))).data
      .id!;
    const positionId = (
      await call('/api/project/item/calculate', positionPayload(projectId, { name: 'AHU Plain' }))
    ).data.data!;

    await page.goto(plainUrl('/dashboard'));
    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await page.getByTestId('revision-screen').waitFor();
    await page.getByTestId('position-technical-card').click();
    await page.waitForURL('**/technicalCard');

    const card = page.getByTestId('technical-card');
    await card.waitFor();
    expect(await card.getAttribute('data')).toMatch(/^blob:http:\/\/airsizer\.test:\d+\//);
    expect(await card.getAttribute('type')).toBe('application/pdf');
    // Chromium's PDF viewer takes the object: it shows the PDF, not the fallback text for browsers without one.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByTestId('technical-card-fallback').isVisible()).toBe(false);
    await page.waitForTimeout(1000);
    await screenshot(page, 'plain-http-technical-card');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
