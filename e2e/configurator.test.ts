import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * The main journey (issue 7, acceptance 1 and 5): a position through the eight wizard steps with the defaults, its
 * revision screen with a price and revision 1; edited with both coils into revision 2; revision 1 activated again;
 * the Mollier chart in database mode; the position deleted. Screenshots of every step and of the revision screen.
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

async function choose(field: string, value: string): Promise<void> {
  await page.getByTestId(`field-${field}-select`).click();
  await page.getByTestId(`option-${field}-${value}`).click();
}

async function onStep(step: number): Promise<void> {
  await page.getByTestId(`wizard-step-${step}`).waitFor();
}

/** Next, then the step it should land on (the busy overlay of a calculation goes first). */
async function next(expectedStep: number): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await onStep(expectedStep);
}

const activeRevision = () => page.getByTestId('active-revision-number').textContent();

describe('the configurator', () => {
  let projectId: number;

  it('takes a new position through the eight steps to its revision screen', async () => {
    await signInNewUser(page, 'Configurator');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const res = await fetch(appUrl('/api/project/create-project'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(projectPayload({ name: 'Office Tower' })),
    });
    expect(res.status).toBe(201);
    projectId = ((await res.json()) as { data: { id: number } }).data.id;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await page.getByRole('button', { name: 'Add position' }).click();
    await page.waitForURL('**/create-project/choose-unit');
    await page.getByTestId('choose-compact').click();
    await page.waitForURL('**/create-project/configurator');

    // Step 1: the defaults (100 m2, 2.8 m, basements 3-4 -> 1120 m3/h) and a name.
    await onStep(1);
    await page.getByTestId('field-name').fill('AHU 1');
    expect(await page.getByTestId('field-flowSupplyM3h').inputValue()).toBe('1120');
    await screenshot(page, 'configurator-step-1');
    await next(2);
    await screenshot(page, 'configurator-step-2');
    await next(3);

    // Step 3: the required selects and an airflow direction.
    await choose('installation', 'installationIndoor');
    await choose('coils', 'without');
    await choose('heatRecovery', 'Rotary heat exchanger');
    await page.getByTestId('airflow-direction-1').click();
    await screenshot(page, 'configurator-step-3');
    await next(4);
    await screenshot(page, 'configurator-step-4');
    // Without coils step 5 is skipped.
    await next(6);
    await screenshot(page, 'configurator-step-6');
    await next(7);
    await screenshot(page, 'configurator-step-7');
    await next(8);
    await screenshot(page, 'configurator-step-8');
    await page.getByTestId('wizard-calculate').click();

    await page.waitForURL('**/project-item-revision');
    await page.getByTestId('revision-screen').waitFor();
    await expect.poll(activeRevision).toBe('1');
    expect(await page.getByTestId('active-position-price').textContent()).toMatch(/€[\d,]+\.\d{2}/);
    await screenshot(page, 'revision-screen-revision-1');
  });

  it('recalculates the position with both coils into revision 2', async () => {
    await page.getByTestId('position-edit').click();
    await page.waitForURL('**/create-project/configurator');
    await onStep(1);
    await expect.poll(() => page.getByTestId('field-name').inputValue()).toBe('AHU 1');
    await next(2);
    await next(3);
    await choose('coils', 'both');
    await next(4);
    await next(5);
    await page.getByTestId('coil-heater').waitFor();
    await page.getByTestId('coil-cooler').waitFor();
    await screenshot(page, 'configurator-step-5');
    await next(6);
    await next(7);
    await next(8);
    // One road (issue 15): the coil figures step 5 shows before saving are the saved revision's.
    await page.getByTestId('wizard-sidebar-step-5').click();
    await onStep(5);
    const shown = {
      heater: await page.getByTestId('coil-heater-capacity').textContent(),
      cooler: await page.getByTestId('coil-cooler-capacity').textContent(),
    };
    expect(shown.heater).toMatch(/^\d+\.\d{2} kW$/);
    await next(6);
    await next(7);
    await next(8);
    const price = await page.getByTestId('summary-preview-price').textContent();
    await page.getByTestId('wizard-calculate').click();

    await page.waitForURL('**/project-item-revision');
    await expect.poll(activeRevision).toBe('2');
    expect(await page.getByTestId('active-position-price').textContent()).toBe(price);
    await page.getByTestId('revision-heating').waitFor();
    expect(await page.getByTestId('revision-heating').textContent()).toContain(shown.heater);
    expect(await page.getByTestId('revision-cooling').textContent()).toContain(shown.cooler);
    await page.getByTestId('revision-tab-operatingPoint').click();
    await page.getByTestId('revision-section-heater').waitFor();
    await page.getByTestId('revision-section-cooler').waitFor();
    await screenshot(page, 'revision-screen-revision-2');
  });

  it('activates revision 1 again, behind a confirmation', async () => {
    await page.getByTestId('revision-activate-1').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(activeRevision).toBe('1');
  });

  it('opens the Mollier chart in database mode', async () => {
    await page.getByTestId('position-mollier').click();
    await page.waitForURL('**/mollier_chart');
    await page.getByTestId('mollier-scheme').waitFor();
    expect(await page.getByTestId('add-process').count()).toBe(0);
    await screenshot(page, 'mollier-database-mode');
    await page.goBack();
    await page.getByTestId('revision-screen').waitFor();
  });

  it('deletes the position and lands on /', async () => {
    await page.getByTestId('position-delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.waitForURL(appUrl('/'));
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const res = await fetch(appUrl(`/api/project/items?id=${projectId}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { data: { data: unknown[] } }).data.data).toEqual([]);
  });
});
