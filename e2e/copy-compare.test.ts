import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, notificationShown, screenshot } from './support/browser';

/**
 * Issue 30, acceptance 1 (copy and compare): a project copied from the dashboard's row, a position copied from the
 * project's positions table into another project, and two revisions of a position (three inputs changed) compared on
 * the revision screen, every changed input and result in the table; screenshots in English and German.
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

async function call(method: 'POST' | 'PUT', path: string, body: unknown): Promise<{ data: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const res = await fetch(appUrl(`/api${path}`), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as { data: unknown };
}

async function inLanguage(language: 'en' | 'de'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
}

/** The dashboard, then the project's page by its row. */
async function openProject(projectId: number): Promise<void> {
  await page.goto(appUrl('/dashboard'));
  await page.getByTestId(`open-project-${projectId}`).click();
  await page.waitForURL('**/project-item');
}

const rowCells = (key: string) => page.getByTestId(`compare-row-${key}`).locator('td').allInnerTexts();

describe('copy and compare in the browser (issue 30)', () => {
  let projectId: number;
  let targetId: number;
  let positionId: number;

  it('copies a project from its row on the dashboard', async () => {
    await signInNewUser(page, 'Copy');
    await inLanguage('en');
    projectId = (
      (await call('POST', '/project/create-project', projectPayload({ name: 'Office Tower' }))).data as {
        id: number;
      }
    ).id;
    targetId = (
      (await call('POST', '/project/create-project', projectPayload({ name: 'Target Hall' }))).data as {
        id: number;
      }
    ).id;
    positionId = (
      (await call('POST', '/project/item/calculate', positionPayload(projectId))).data as { data: number }
    ).data;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`copy-project-${projectId}`).click();
    await page.getByText('Copy project Office Tower with its positions?').waitFor();
    await screenshot(page, 'copy-project-en');
    await page.getByTestId('confirm-yes').click();
    await notificationShown(page, 'Project Office Tower copied.');
    await page.getByTestId('projects-table').getByText('Office Tower (copy)').waitFor();
  });

  it("copies a position from the project's table into another project", async () => {
    await openProject(projectId);
    await page.getByTestId(`position-copy-${positionId}`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Office Tower (this project)').waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByTestId(`copy-target-${targetId}`).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'copy-position-en');
    await page.getByTestId('copy-confirm').click();
    await notificationShown(page, 'Position AHU 1 copied into Target Hall.');

    await openProject(targetId);
    await page.getByTestId('positions-table').getByText('AHU 1 (copy)').waitFor();
  });

  it('compares two revisions with three changed inputs and shows every changed result', async () => {
    await call('PUT', '/project/item/configurator', {
      ...positionPayload(projectId),
      id: positionId,
      flowSupplyM3h: 1400,
      dropSupplyPa: 300,
      summerIndoorTDb: 24,
    });
    await openProject(projectId);
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await expect.poll(() => page.getByTestId('active-revision-number').textContent()).toBe('2');
    await page.getByTestId('position-compare').click();
    await page.getByTestId('compare-table').waitFor();

    expect(await rowCells('flowSupplyM3h')).toEqual(['Supply flow', '1,120', '1,400', 'm³/h', '+25.0']);
    expect(await rowCells('dropSupplyPa')).toEqual([
      'Supply external pressure drop',
      '250',
      '300',
      'Pa',
      '+20.0',
    ]);
    expect(await rowCells('summerIndoorTDb')).toEqual([
      'Summer indoor temperature',
      '26',
      '24',
      '°C',
      '-7.7',
    ]);
    expect(await page.getByText('Inputs that differ (3)').count()).toBe(1);
    expect(await rowCells('supplyFanCalculation.airVolumeFlow')).toEqual([
      'Supply fan › Air flow',
      '1,120',
      '1,400',
      'm³/h',
      '+25.0',
    ]);
    expect((await rowCells('supplyFanCalculation.absorbedPower'))[0]).toBe('Supply fan › Absorbed power');
    expect((await rowCells('summerRecCalculation.eha_AirTempIn')).slice(1)).toEqual([
      '26',
      '24',
      '°C',
      '-7.7',
    ]);
    const results = await page.locator('[data-testid^="compare-row-"]').count();
    expect(results).toBeGreaterThan(20);
    await screenshot(page, 'compare-en');
  });

  it('shows the same in German: the copies offered and the comparison worded and formatted in German', async () => {
    await inLanguage('de');
    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`copy-project-${projectId}`).click();
    await page.getByText('Projekt Office Tower mit seinen Positionen kopieren?').waitFor();
    await screenshot(page, 'copy-project-de');
    await page.getByTestId('confirm-no').click();

    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-copy-${positionId}`).click();
    await page.getByRole('dialog').getByText('Office Tower (dieses Projekt)').waitFor();
    await screenshot(page, 'copy-position-de');
    await page.getByTestId('copy-cancel').click();

    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await page.getByTestId('position-compare').click();
    await page.getByTestId('compare-table').waitFor();
    expect(await rowCells('flowSupplyM3h')).toEqual([
      'Zuluftvolumenstrom',
      '1.120',
      '1.400',
      'm³/h',
      '+25,0',
    ]);
    expect(await rowCells('summerIndoorTDb')).toEqual(['Raumtemperatur Sommer', '26', '24', '°C', '-7,7']);
    expect((await rowCells('supplyFanCalculation.absorbedPower'))[0]).toBe(
      'Zuluftventilator › Leistungsaufnahme',
    );
    await screenshot(page, 'compare-de');
  });
});
