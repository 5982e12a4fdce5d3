import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/**
 * How long an action or a wait may take before it fails: Playwright's 30 s default was exceeded by a page on a 2-core
 * CI box at a load average of 9 (both suites side by side). A limit, not a timing any test relies on.
 */
export const E2E_WAIT_MS = 60_000;

/** A fresh browser profile (empty storage) with an English browser language; its pages record their notifications. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(E2E_WAIT_MS);
  await context.addInitScript(recordNotifications);
  return context;
}

declare global {
  interface Window {
    /** Every text the notification bar showed since the page loaded, in order (recordNotifications). */
    notificationsShown?: string[];
  }
}

/**
 * Runs in each page before the app: notes every text the notification bar shows. The bar hides after 2 s
 * (docs/rules.md#notifications), so a test that looks for it after an action can come too late on a loaded machine;
 * the page's own note cannot.
 */
function recordNotifications(): void {
  const shown: string[] = [];
  window.notificationsShown = shown;
  new MutationObserver(() => {
    for (const bar of document.querySelectorAll('[data-testid="notification"]')) {
      const text = bar.textContent ?? '';
      if (text !== '' && shown.at(-1) !== text) {
        shown.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Waits until the notification bar of `page` has shown `text` (it may have hidden again since). */
export async function notificationShown(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.notificationsShown ?? [])).toContain(text);
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

/**
 * Opens the column menu of a data grid's `header` and, when it has a filter entry ('Filter' in all three languages;
 * a grid without filtering has none), the filter panel, waiting for `panel`. The whole opening again when a re-render
 * (data arriving) closed the menu or the panel before the panel showed, which a loaded machine made happen. The
 * menu's text, and whether the panel opened.
 */
export async function openGridFilter(
  page: Page,
  header: Locator,
  panel: Locator,
): Promise<{ menuText: string; filterOpened: boolean }> {
  const menu = page.locator('.MuiDataGrid-menuList');
  const step = { timeout: 8_000 };
  for (let attempt = 1; ; attempt++) {
    try {
      await header.hover(step);
      await header.locator('.MuiDataGrid-menuIconButton').click(step);
      await menu.waitFor(step);
      const menuText = await menu.innerText(step);
      const filterItem = menu.locator('li').filter({ hasText: /^Filter$/ });
      if ((await filterItem.count()) === 0) {
        // No filter entry in a menu still open; a menu closed meanwhile is opened again.
        if (!(await menu.isVisible())) {
          throw new Error('the column menu closed before its entries were read');
        }
        await page.keyboard.press('Escape');
        return { menuText, filterOpened: false };
      }
      await filterItem.click(step);
      await panel.waitFor(step);
      return { menuText, filterOpened: true };
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
      await page.keyboard.press('Escape');
    }
  }
}
