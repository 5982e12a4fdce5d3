import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Issue 25, acceptance 2 (the component part): the Novi Sad case, a P 12 plate unit at 6 720 m3/h on a -12.5 C / 85 %
 * winter, shows its electric frost preheater on the revision screen: the price line and the air state after it.
 * Screenshot e2e/artifacts/novi-sad-price-air-states.png.
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

describe('the frost preheater on the revision screen', () => {
  it('lists its price and the air leaving it for the Novi Sad case', async () => {
    await signInNewUser(page, 'Frost');
    const project = (
      await post(
        '/project/create-project',
        projectPayload({
          name: 'Novi Sad Hall',
          city: 'Novi Sad',
          address: 'Bulevar oslobođenja 1',
          markerPosition: { lat: 45.2671, lng: 19.8335 },
          elevation: 80,
          winterOutdoorTemperature: -12.5,
          winterOutdoorHumidity: 85,
        }),
      )
    ).data as { id: number };
    const positionId = (
      (
        await post(
          '/project/item/calculate',
          positionPayload(project.id, {
            name: 'AHU hall',
            heatRecovery: 'Plate heat exchanger',
            heatRecoveryPlateType: 'Plate',
            unitTypeId: 10,
            flowSupplyM3h: 6720,
            flowReturnM3h: 6720,
            elevationM: 80,
            winterOutdoorTDb: -12.5,
            winterOutdoorRhPct: 85,
          }),
        )
      ).data as { data: number }
    ).data;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${project.id}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    const price = page.getByTestId('price-frostPreheater');
    await price.waitFor({ timeout: 30_000 });
    expect(await price.innerText()).toMatch(/Electric frost preheater 17\.5 kW\s+€1,290\.00/);
    expect(await page.getByTestId('air-state-afterPreheater').innerText()).toMatch(/After frost preheater/);
    await page.getByTestId('revision-air-states').scrollIntoViewIfNeeded();
    await screenshot(page, 'novi-sad-price-air-states');
  });
});
