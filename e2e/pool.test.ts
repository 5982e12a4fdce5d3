import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, notificationShown, screenshot } from './support/browser';

/**
 * The pool calculator journey (docs/rules.md#pool-calculator, the project's hydra table): a project made through the
 * API, add position -> Hydra PRO, a public pool with attractions, a unit, save; the position in the project's hydra
 * table and totals; its view; edit; delete.
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

const hydraRows = () => page.locator('[data-testid="hydra-section"] .MuiDataGrid-row');
const infoText = () => page.getByTestId('project-info').textContent();

async function choose(selectTestId: string, optionTestId: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByTestId(optionTestId).click();
}

describe('a pool position (HYDRApro)', () => {
  it('is calculated, saved into a project, viewed, edited and deleted', async () => {
    await signInNewUser(page, 'Pool');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const res = await fetch(appUrl('/api/project/create-project'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(projectPayload({ name: 'Aqua Park' })),
    });
    expect(res.status).toBe(201);
    const { id: projectId } = ((await res.json()) as { data: { id: number } }).data;

    // The project opens from the dashboard's table, with its state.
    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await expect.poll(() => page.getByTestId('project-title').textContent()).toBe('Aqua Park');
    await expect.poll(() => page.getByTestId('hydra-section').textContent()).toContain('No pool positions.');

    // Add position -> the unit chooser -> Hydra PRO (a beta feature).
    await page.getByRole('button', { name: 'Add position' }).click();
    await page.waitForURL('**/create-project/choose-unit');
    expect(await page.getByTestId('choose-hydra').textContent()).toContain('BETA FEATURE');
    await screenshot(page, 'pool-choose-unit');
    await page.getByTestId('choose-hydra').click();
    await page.waitForURL('**/hydra');

    // The defaults (docs/rules.md#pool-defaults) give 1500 m3/h; attractions are collapsed.
    await expect.poll(() => page.getByTestId('derived-max-air').inputValue()).toBe('1,500');
    expect(await page.getByTestId('pool-wildWaterChannels').isVisible()).toBe(false);

    await page.getByTestId('pool-name').fill('Hall A');
    await page.getByTestId('pool-poolName').fill('Fun pool');
    await choose('pool-typeOfPool', 'pool-type-3');
    await page.getByTestId('pool-poolVolume').fill('1500');
    await page.getByTestId('pool-waterSurface').fill('120');
    await page.getByTestId('pool-numberOfVisitors').fill('40');
    await page.getByTestId('attractions-toggle').click();
    await page.getByTestId('pool-wildWaterChannels').fill('1');
    await page.getByTestId('pool-neckMassageShowers').fill('2');
    const maxAir = Number((await page.getByTestId('derived-max-air').inputValue()).replaceAll(',', ''));
    expect(maxAir).toBeGreaterThan(5000);

    // Saving without a unit is refused on the spot.
    await page.getByTestId('pool-save').click();
    await notificationShown(page, 'Fill all required fields before proceeding.');

    // Two units halve the air per unit; the first offered type and its first size.
    await choose('pool-numOfUnits', 'pool-units-2');
    await choose('pool-unitType', 'pool-unit-type-BASIC');
    await page.getByTestId('pool-unitSize').click();
    await page.locator('[data-testid^="pool-unit-size-"]').first().click();
    await page.getByTestId('unit-details').waitFor();
    const price = (await page.getByTestId('pool-price').textContent())!.replace('Price: ', '');
    await screenshot(page, 'pool-calculator');

    await page.getByTestId('pool-save').click();
    await page.waitForURL('**/project-item');
    await notificationShown(page, 'Position created!');
    await expect.poll(() => hydraRows().count()).toBe(1);
    expect(await hydraRows().first().textContent()).toContain('Fun pool');
    await expect.poll(infoText).toContain(price);
    expect(await infoText()).toContain('Number of units2');
    await screenshot(page, 'pool-project-item');

    // The view: four tabs.
    await page.locator('[data-testid^="pool-open-"]').first().click();
    await page.waitForURL('**/hydra/project-item');
    await expect.poll(() => page.getByTestId('pool-position-title').textContent()).toBe('Hall A');
    expect(await page.getByTestId('pool-tab-panel').textContent()).toContain(
      'Public pool, depth under 1.35 m',
    );
    await page.getByTestId('pool-tab-2').click();
    expect(await page.getByTestId('pool-tab-panel').textContent()).toContain(String(maxAir));
    await page.getByTestId('pool-tab-3').click();
    expect(await page.getByTestId('pool-tab-panel').textContent()).toContain(price);
    await screenshot(page, 'pool-position');

    // Edit: one unit more, then back to the project.
    await page.getByTestId('pool-edit').click();
    await page.waitForURL('**/hydra');
    await expect.poll(() => page.getByTestId('pool-poolName').inputValue()).toBe('Fun pool');
    await page.getByTestId('pool-poolName').fill('Fun pool (edited)');
    await choose('pool-numOfUnits', 'pool-units-3');
    await page.getByTestId('unit-details').waitFor();
    await page.getByTestId('pool-save').click();
    await page.waitForURL('**/project-item');
    await notificationShown(page, 'Position modified!');
    await expect.poll(() => hydraRows().first().textContent()).toContain('Fun pool (edited)');
    await expect.poll(infoText).toContain('Number of units3');

    // Delete with the confirm dialog.
    await page.locator('[data-testid^="pool-open-"]').first().click();
    await page.waitForURL('**/hydra/project-item');
    await page.getByTestId('pool-delete').click();
    await page.getByTestId('pool-confirm-delete').click();
    await page.waitForURL('**/project-item');
    await notificationShown(page, 'Position deleted!');
    await expect.poll(() => hydraRows().count()).toBe(0);
    await expect.poll(infoText).toContain('€0.00');
  });
});
