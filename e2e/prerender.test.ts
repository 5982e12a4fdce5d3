import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, E2E_WAIT_MS, launchBrowser } from './support/browser';

/**
 * Issue 29: the landing page is prerendered at build time (scripts/vite-prerender.ts) and the server sends it at / for
 * the host's brand and the browser's language; the app takes it over (hydrates) once the page has painted.
 */
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => context.close());

/** A fresh profile with `locale` as the browser's language and `stored` in local storage before the app runs. */
async function open(
  locale: string,
  viewport: { width: number; height: number },
  stored: Record<string, string> = {},
): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ locale, viewport });
  context.setDefaultTimeout(E2E_WAIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  await page.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, value);
    }
    // What the HTML drew, noted before any of the app's scripts run.
    document.addEventListener('DOMContentLoaded', () => {
      const seen = window as unknown as { prerenderedHeading?: Element | null; hiddenAtFirst?: boolean };
      seen.prerenderedHeading = document.querySelector('h1');
      seen.hiddenAtFirst = document.documentElement.hasAttribute('data-prerender-stale');
    });
  }, stored);
  return { page, errors };
}

const firstView = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { prerenderedHeading?: Element | null; hiddenAtFirst?: boolean };
    return {
      heading: document.querySelector('h1')?.textContent,
      headingKept: seen.prerenderedHeading?.isConnected ?? false,
      hiddenAtFirst: seen.hiddenAtFirst,
      hiddenNow: document.documentElement.hasAttribute('data-prerender-stale'),
      lang: document.documentElement.lang,
    };
  });

/**
 * Runs in the page: the first screen (top bar and main) of the page as the app drew it and of `html`, each as a list of
 * elements (tag, attributes but ids and style, own text), so the two compare element for element.
 */
function firstScreenOutlines(html: string): [string[], string[]] {
  const outline = (root: Element) =>
    [root, ...root.querySelectorAll('*')].map((element) => {
      const attributes = [...element.attributes]
        .filter(
          (attribute) => !['id', 'style', 'aria-describedby', 'aria-labelledby'].includes(attribute.name),
        )
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort();
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      return `${element.tagName} ${attributes.join(' ')} ${text}`;
    });
  const firstScreen = (root: Element) =>
    [root.querySelector('header')!, root.querySelector('main')!].flatMap(outline);
  const sent = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
  return [firstScreen(document.getElementById('root')!), firstScreen(sent)];
}

describe('the prerendered landing page', () => {
  it("is sent at / in the browser's language, painted from the HTML and taken over without a second draw", async () => {
    const { page, errors } = await open('de-DE', { width: 412, height: 823 });
    const html = await (
      await context.request.get(appUrl('/'), { headers: { 'accept-language': 'de-DE' } })
    ).text();
    expect(html).toContain('data-prerendered="de"');
    expect(html).toMatch(/<h1 [^>]*>Willkommen bei AirSizer<\/h1>/);
    // The app's script is asked for after the paint, not by the HTML.
    expect(html).not.toContain('type="module"');

    await page.goto(appUrl('/'));
    await page.getByTestId('login-dialog').waitFor();
    expect(await firstView(page)).toEqual({
      heading: 'Willkommen bei AirSizer',
      headingKept: true,
      hiddenAtFirst: false,
      hiddenNow: false,
      lang: 'de',
    });
    // A hydration that found other markup than the app draws reports an error and draws anew.
    expect(errors).toEqual([]);
  });

  it("draws what the app draws itself, element for element (the brand's host, a desktop screen)", async () => {
    // The app draws English anew: English was chosen here before, the browser asks for German.
    const { page, errors } = await open('de-DE', { width: 1280, height: 900 }, { i18nextLng: 'en' });
    await page.goto(appUrl('/', 'clivet'));
    await page.getByTestId('login-dialog').waitFor();
    const view = await firstView(page);
    expect(view).toMatchObject({
      heading: 'Welcome to AirSizer for Clivet',
      headingKept: false,
      hiddenAtFirst: true,
    });
    expect(view.hiddenNow).toBe(false);

    // The page the server sends an English browser at this host.
    const prerendered = await page.evaluate(() =>
      fetch('/', { headers: { 'accept-language': 'en' } }).then((response) => response.text()),
    );
    const [drawn, sent] = await page.evaluate(firstScreenOutlines, prerendered);
    expect(drawn.length).toBeGreaterThan(40);
    expect(sent).toEqual(drawn);
    expect(errors).toEqual([]);
  });

  it('is hidden, then drawn anew, for a visitor whose app draws another page (dark theme)', async () => {
    const { page, errors } = await open('en-GB', { width: 412, height: 823 }, { theme: 'dark' });
    await page.goto(appUrl('/'));
    await page.getByTestId('login-dialog').waitFor();
    expect(await firstView(page)).toMatchObject({
      heading: 'Welcome to AirSizer',
      headingKept: false,
      hiddenAtFirst: true,
      hiddenNow: false,
    });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(245, 247, 250)',
    );
    expect(errors).toEqual([]);
  });
});
