import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOLLIER_TABLE_COLUMNS } from '../contracts/mollier';
import { mollierTableRow } from '../domain/mollier';
import {
  appendPoint,
  applyProcess,
  defaultPoints,
  editFixedPoint,
  MOLLIER_DEFAULT_CONTEXT,
  renamePoint,
} from '../engine/processes';
import { signInNewUser } from './support/accounts';
import { ARTIFACTS_DIR, appUrl, launchBrowser, newContext, screenshot } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signInNewUser(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The table's cells of one point, by column. */
async function tableRow(id: number): Promise<Record<string, string>> {
  const row = page.getByTestId(`process-row-${id}`);
  const cells = await row
    .locator('td[data-column]')
    .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-column'), td.textContent]));
  return Object.fromEntries(cells);
}

/** Types into a field and leaves it: the Mollier tool applies values on blur. */
async function typeAndLeave(testId: string, value: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.blur();
}

const engineContext = MOLLIER_DEFAULT_CONTEXT;

/** Numbers as the English screen writes them (issue 31 point 4: grouped thousands, fixed decimals). */
const english = (value: number, decimals: number) =>
  value.toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

describe('the Mollier chart tool', () => {
  it('applies heating to a target then mixing to the default winter points, as the engine computes them', async () => {
    await page.goto(appUrl('/mollier_chart'));
    await page.getByTestId('mollier-chart').waitFor();
    await page.getByTestId('season-switch').check();
    await expect.poll(() => tableRow(1).then((r) => r.tDb)).toBe('-20.0');

    await page.getByTestId('add-process').click();
    await typeAndLeave('process-target-3', '22');
    await page.getByTestId('add-process').click();
    await page.getByTestId('process-type-4').locator('..').click();
    await page.getByTestId('process-option-30').click();

    let expected = defaultPoints('winter', engineContext);
    expected = appendPoint(expected, engineContext);
    expected = applyProcess(expected, 3, { code: 10, tDb: 22 }, engineContext);
    expected = appendPoint(expected, engineContext);
    expected = renamePoint(expected, 4, 30, engineContext);
    for (const point of expected) {
      const shown = await tableRow(point.id);
      const computed = mollierTableRow(point, 'm3/h', 'si', english);
      expect(shown, `point ${point.id}`).toEqual(
        Object.fromEntries(MOLLIER_TABLE_COLUMNS.map((c) => [c, computed[c]])),
      );
    }
    expect((await tableRow(3)).tDb).toBe('22.0');
    await page.getByTestId('mollier-chart').screenshot({ path: `${ARTIFACTS_DIR}/mollier-chart.png` });
  });

  it('allows at most four processes', async () => {
    await page.getByTestId('add-process').click();
    await page.getByTestId('add-process').click();
    await page.getByTestId('process-row-6').waitFor();
    expect(await page.getByTestId('add-process').count()).toBe(0);
  });

  it('turns an RH typed as 150 into 50', async () => {
    await typeAndLeave('outdoor-rh', '150');
    await expect.poll(() => page.getByTestId('outdoor-rh').inputValue()).toBe('50');
    await expect.poll(() => tableRow(1).then((r) => r.rh)).toBe('50.0');
    const expected = editFixedPoint(
      defaultPoints('winter', engineContext),
      'outdoor',
      { rh: 0.5 },
      engineContext,
    );
    expect((await tableRow(1)).tWb).toBe(mollierTableRow(expected[0]!, 'm3/h', 'si', english).tWb);
  });

  it('shows m3/s as m3/h / 3600', async () => {
    const perHour = Number(String((await tableRow(1)).airflow).replaceAll(',', ''));
    await page.getByTestId('airflow-unit').locator('..').click();
    await page.getByTestId('unit-m3s').click();
    await expect.poll(() => tableRow(1).then((r) => r.airflow)).toBe((perHour / 3600).toFixed(2));
    expect(await page.getByTestId('airflow').inputValue()).toBe(String(Number((10_000 / 3600).toFixed(2))));
  });

  it('downloads the PDF, whose text holds the process table', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-pdf').click(),
    ]);
    const file = `${ARTIFACTS_DIR}/mollier-chart.pdf`;
    await download.saveAs(file);
    expect(download.suggestedFilename()).toBe('mollier-chart-winter.pdf');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Winter mode');
    expect(text).toContain('Page 1/1');
    const heating = await tableRow(3);
    expect(text).toMatch(
      new RegExp(`3\\s+Heating\\s+${heating.tDb}\\s+${heating.tWb}\\s+${heating.tDp}\\s+${heating.rh}`),
    );
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${ARTIFACTS_DIR}/mollier-chart-pdf`]);
    await screenshot(page, 'mollier-screen');
  });
});
