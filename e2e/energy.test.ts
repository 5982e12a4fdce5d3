import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Issue 20, acceptance 3: a project's position opened from the dashboard, its energy tab with the year on the
 * project's weather and the alternatives table (at least six variants, each with its LCC); one alternative made the
 * position's next revision, after the question, and the screen shows it active. Then the position's Mollier chart
 * with the location's hourly year as a density cloud. Screenshots of each.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function post(path: string, body: unknown): Promise<{ data: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const res = await fetch(appUrl(`/api${path}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(201);
  return (await res.json()) as { data: unknown };
}

const activeRevision = () => page.getByTestId('active-revision-number').textContent();
const alternativeRows = () => page.locator('[data-testid="energy-alternatives"] tbody tr');

describe('annual energy, LCC and alternatives in the browser', () => {
  let positionId: number;

  it("opens a project's position and shows its energy tab on the project's weather year", async () => {
    await signInNewUser(page, 'Energy');
    const project = (await post('/project/create-project', projectPayload({ name: 'Energy Tower' })))
      .data as {
      id: number;
    };
    positionId = (
      (await post('/project/item/calculate', positionPayload(project.id))).data as { data: number }
    ).data;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${project.id}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await expect.poll(activeRevision).toBe('1');

    await page.getByTestId('revision-tab-energy').click();
    await page.getByTestId('energy-annual').waitFor({ timeout: 30_000 });
    // The fake climate provider answers: the last complete ERA5 year, named; the reference year of ten years is made
    // in the background (issue 25) and may already serve this tab's later answers: either is named.
    const kind = await page.getByTestId('energy-weather').getAttribute('data-kind');
    expect(['era5', 'reference']).toContain(kind);
    expect(await page.getByTestId('energy-weather').innerText()).toMatch(
      kind === 'era5' ? /ERA5 reanalysis, year \d{4}/ : /Reference year \(ISO 15927-4, years \d{4}-\d{4}\)/,
    );
    expect(await page.getByTestId('energy-lcc-total').innerText()).toMatch(/€[\d,]+\.\d{2}/);
  });

  it('lists at least six alternatives with their LCC, the current one marked', async () => {
    await page.getByTestId('energy-alternatives').waitFor({ timeout: 30_000 });
    const rows = await alternativeRows().count();
    expect(rows).toBeGreaterThanOrEqual(6);
    const lccs = await page.locator('[data-testid^="alternative-lcc-"]').allInnerTexts();
    expect(lccs).toHaveLength(rows);
    for (const lcc of lccs) {
      expect(lcc).toMatch(/^€[\d,]+\.\d{2}$/);
    }
    expect(await page.locator('[data-testid="energy-alternatives"] tr[data-current="true"]').count()).toBe(1);
    await page.getByTestId('energy-lcc-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'energy-tab-alternatives');
  });

  it('makes an alternative the next revision after the question and shows it active', async () => {
    const candidate = page.locator('[data-testid="energy-alternatives"] tr[data-current="false"]').first();
    const key = (await candidate.getAttribute('data-testid'))!.replace('alternative-', '');
    await page.getByTestId(`alternative-make-${key}`).click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('revision 2 of this position?');
    await page.getByTestId('confirm-yes').click();

    await expect.poll(activeRevision, { timeout: 30_000 }).toBe('2');
    // The tab now reads revision 2: the chosen alternative is the current one.
    await expect
      .poll(() => page.getByTestId(`alternative-${key}`).getAttribute('data-current'), { timeout: 30_000 })
      .toBe('true');
    expect(await page.locator('[data-testid="revisions-grid"] .MuiDataGrid-row').count()).toBe(2);
    await page.getByTestId('active-revision-number').scrollIntoViewIfNeeded();
    await screenshot(page, 'energy-alternative-made-revision-2');
  });

  it("shows the location's hourly year as a density cloud on the position's Mollier chart", async () => {
    await page.getByTestId('position-mollier').click();
    await page.waitForURL('**/mollier_chart');
    await page.getByTestId('hour-density').waitFor({ timeout: 30_000 });
    const hours = await page
      .locator('[data-testid="hour-density"] path')
      .evaluateAll((cells) => cells.reduce((sum, c) => sum + Number(c.getAttribute('data-hours')), 0));
    expect(hours).toBe(8760);
    expect(await page.getByTestId('mollier-comfort-share').innerText()).toMatch(
      /^\d+\.\d% of the year’s hours lie inside the comfort zone\.$/,
    );
    await screenshot(page, 'energy-mollier-hourly-year');
  });
});
