import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; nothing downloads a browser. CHROMIUM_PATH overrides it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ARTIFACTS_DIR = 'e2e/artifacts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Brand host names such as clivet.localhost reach the test server on loopback; so does airsizer.test, a host
      // the browser does not trust as it trusts localhost (plain HTTP on a real network name, issue 14).
      '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1, MAP airsizer.test 127.0.0.1, MAP *.airsizer.test 127.0.0.1',
    ],
  });
}

/** A fresh browser profile (empty storage) with an English browser language. */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
}

/** The test server's address, optionally under a brand's host prefix (clivet.localhost:port). */
export function appUrl(path = '/', hostPrefix?: string): string {
  const base = inject('baseUrl');
  return `${hostPrefix ? base.replace('://localhost', `://${hostPrefix}.localhost`) : base}${path}`;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png`, fullPage: true });
}

/** Closes the login dialog that opens on / for visitors (docs/rules.md#landing), so the page behind it can be used. */
export async function closeLoginDialog(page: Page): Promise<void> {
  await page.getByTestId('login-dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
}
