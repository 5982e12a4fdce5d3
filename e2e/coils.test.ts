import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Issue 26, acceptance 4: the coils step shows the geometry the calculation chose for the duty (rows, fin pitch,
 * circuits, fluid velocity, air drop, face velocity) and chooses again when the duty changes (with the calculation Next
 * runs, the wizard's preview rule); under "advanced" the user fixes the rows and sees the fin pitch chosen for them. Screenshots in English and German:
 * e2e/artifacts/coils-step-{chosen,colder,fixed-rows}-en.png and coils-step-fixed-rows-de.png.
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

async function next(expectedStep: number): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await page.getByTestId(`wizard-step-${expectedStep}`).waitFor();
}

const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

/** The cooler's geometry as the step shows it. */
async function coolerGeometry(): Promise<string> {
  return [
    await text('coil-cooler-rows'),
    await text('coil-cooler-fin-pitch'),
    await text('coil-cooler-circuits'),
  ].join(' | ');
}

/**
 * The wizard's preview rule (useWizardSteps): a step shows the results of the values they were computed from, and
 * Next computes them; after an edit on step 5, Next runs the calculation and the sidebar leads back to step 5.
 */
async function recalculate(): Promise<void> {
  await next(6);
  await page.getByTestId('wizard-sidebar-step-5').click();
  await page.getByTestId('wizard-step-5').waitFor();
}

/** A full-page screenshot from the top of the page (the app bar stays above the step). */
async function shot(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('the coils step', () => {
  let chosen = '';
  let rowsChosen = 0;
  let colder = '';

  it('shows the geometry chosen for the default duty', async () => {
    await signInNewUser(page, 'Coils');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const res = await fetch(appUrl('/api/project/create-project'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(projectPayload({ name: 'Coil Lab' })),
    });
    expect(res.status).toBe(201);
    const projectId = ((await res.json()) as { data: { id: number } }).data.id;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await page.getByRole('button', { name: 'Add position' }).click();
    await page.waitForURL('**/create-project/choose-unit');
    await page.getByTestId('choose-compact').click();
    await page.waitForURL('**/create-project/configurator');
    await page.getByTestId('wizard-step-1').waitFor();
    await page.getByTestId('field-name').fill('AHU coils');
    await next(2);
    await next(3);
    await choose('installation', 'installationIndoor');
    await choose('coils', 'both');
    await choose('heatRecovery', 'Rotary heat exchanger');
    await page.getByTestId('airflow-direction-1').click();
    await next(4);
    await next(5);

    // The defaults' duty (supply air 18 C in summer, 7 / 12 C water): a small cooler.
    await expect.poll(() => text('coil-cooler-rows'), { timeout: 60_000 }).toMatch(/^\d$/);
    await expect.poll(() => text('coil-heater-rows'), { timeout: 60_000 }).toMatch(/^\d$/);
    chosen = await coolerGeometry();
    rowsChosen = Number(await text('coil-cooler-rows'));
    expect(await text('coil-cooler-fin-pitch')).toMatch(/^\d\.\d mm$/);
    await shot('coils-step-chosen-en');
  });

  it('chooses a deeper cooler when the air has to leave colder (15 C instead of 18 C)', async () => {
    await page.getByTestId('field-coolerAirInputValue').fill('15');
    await recalculate();
    await expect.poll(coolerGeometry, { timeout: 60_000 }).not.toBe(chosen);
    await expect.poll(async () => Number(await text('coil-cooler-rows'))).toBeGreaterThan(rowsChosen);
    colder = await coolerGeometry();
    await shot('coils-step-colder-en');
  });

  it('shows the alternative the user fixes: eight rows, with the widest fin pitch that meets the duty', async () => {
    await page.getByTestId('field-coolerGeometryAdvanced').check();
    await choose('coolerRows', '8');
    await recalculate();
    await expect.poll(() => text('coil-cooler-rows'), { timeout: 60_000 }).toBe('8');
    expect(await coolerGeometry()).not.toBe(colder);
    await shot('coils-step-fixed-rows-en');
  });

  it('shows the same in German', async () => {
    await page.getByTestId('language-picker').locator('..').click();
    await page.getByTestId('language-de').click();
    await expect.poll(() => page.getByTestId('coil-cooler-geometry').textContent()).toMatch(/Rohrreihen/);
    await expect.poll(() => text('coil-cooler-rows')).toBe('8');
    await shot('coils-step-fixed-rows-de');
  });
});
