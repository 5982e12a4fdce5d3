import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectInputBody } from '../contracts/projects';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { formatCost } from '../web/lib/format';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, openGridFilter, screenshot } from './support/browser';

/**
 * Projects at a location (docs/rules.md#project-form) and the dashboard (docs/rules.md#dashboard), against the app
 * server whose data providers and map tiles are a local fake (global-setup): it replays recorded answers, and can be
 * switched to failing.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
// A failed test must not leave the providers failing for the next.
afterEach(() => setProviders('ok'));
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function setProviders(mode: 'ok' | '500'): Promise<void> {
  await fetch(`${inject('fakeProvidersUrl')}/__control?mode=${mode}`, { method: 'POST' });
}

const value = (testId: string) => page.getByTestId(testId).inputValue();

async function settled(): Promise<void> {
  await page.getByTestId('location-map').waitFor();
  await page.getByTestId('busy-overlay').waitFor({ state: 'hidden' });
}

/** Drags the marker up and right until the form's latitude changes. hover() scrolls the pin into view and waits until
 * it stands still (panels still loading above the map shift it), and a drag that started while the page moved is
 * tried again, so the test measures the form's answer to a drag rather than the page's layout timing. */
async function dragPinUntilMoved(latitudeBefore: string): Promise<void> {
  const pin = page.locator('.airsizer-pin');
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await pin.hover();
    const box = await pin.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await page.mouse.move(box!.x + 60, box!.y - 60, { steps: 10 });
    await page.mouse.up();
    try {
      await expect.poll(() => value('latitude'), { timeout: 3000 }).not.toBe(latitudeBefore);
      return;
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
    }
  }
}

describe('a project at a location', () => {
  it('with the providers down, the manual switches and typed coordinates let the user finish (issue 18)', async () => {
    await setProviders('500');
    await signInNewUser(page, 'Manual');
    await page.goto(appUrl('/create-project'));
    await settled();
    // Frankfurt, typed: the marker moves there although no provider answers.
    await page.getByTestId('latitude').fill('50.110924');
    await page.getByTestId('longitude').fill('8.682127');
    await page.getByTestId('longitude').press('Enter');
    await settled();
    // A location no other browser test has looked up (the server caches answers per location): every look-up fails.
    await page.getByTestId('design-panel-failure').waitFor();
    // Each failure says what to type instead, in the user's words rather than the provider's.
    await expect
      .poll(() => page.getByTestId('aqi-panel-failure').textContent())
      .toContain('type the current and yearly average AQI');
    expect(await page.getByTestId('location-panel').textContent()).toContain(
      'type the latitude and longitude',
    );

    await page.getByTestId('location-address').fill('Neue Mainzer Straße 52');
    await page.getByTestId('location-city').fill('Frankfurt am Main');
    await page.getByTestId('location-country').fill('Germany');
    // Issue 18: an elevation out of bounds says so, not 'fill all required fields'.
    await page.getByTestId('elevation').fill('12000');
    await expect
      .poll(() => page.getByTestId('location-panel').textContent())
      .toContain('The elevation must be between -500 and 9000 m.');
    await page.getByTestId('elevation').fill('112');
    await page.getByTestId('design-panel-manual').check();
    await page.getByTestId('summer-temperature').fill('34');
    await page.getByTestId('summer-humidity').fill('40');
    await page.getByTestId('winter-temperature').fill('-12');
    await page.getByTestId('winter-humidity').fill('80');
    await expect.poll(() => value('summer-wet-bulb')).not.toBe('');
    await page.getByTestId('utility-panel-manual').check();
    await page.getByTestId('el-business').fill('0.128');
    await page.getByTestId('el-home').fill('0.092');
    await page.getByTestId('aqi-panel-manual').check();
    await page.getByTestId('aqi-current').fill('87');
    await page.getByTestId('aqi-yearly').fill('60');
    await page.getByTestId('project-name').fill('Frankfurt Office Tower');
    await page.getByTestId('save-project').click();
    await page.waitForURL('**/project-item');
    await expect.poll(() => page.getByTestId('project-title').textContent()).toBe('Frankfurt Office Tower');
    // Stored at the typed coordinates, not at the brand's office.
    const stored = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('jwt')}` };
      const list = (await (await fetch('/api/project/all', { headers })).json()) as {
        data: { data: { id: number; name: string }[] };
      };
      const id = list.data.data.find((p) => p.name === 'Frankfurt Office Tower')!.id;
      return (
        (await (await fetch(`/api/project/one?id=${id}`, { headers })).json()) as {
          data: { latitude: number; longitude: number; elevation: number };
        }
      ).data;
    });
    expect(stored).toMatchObject({ latitude: 50.110924, longitude: 8.682127, elevation: 112 });
    await screenshot(page, 'project-typed-by-hand');
  });

  it('searches, drags the marker, saves, edits and deletes', async () => {
    await signInNewUser(page, 'Mapper');
    await page.goto(appUrl('/create-project'));
    await settled();

    await page.getByTestId('address-search').fill('Knez Mihailova 5, Beograd');
    await page.getByTestId('address-search').press('Enter');
    await settled();
    await expect.poll(() => value('location-city')).toBe('Belgrade');
    await expect.poll(() => value('elevation')).toBe('117');
    await expect.poll(() => value('summer-temperature')).not.toBe('');
    const wetBulbBefore = await value('summer-wet-bulb');
    expect(Number(wetBulbBefore)).toBeLessThan(Number(await value('summer-temperature')));
    expect(await value('el-business')).toBe('0.128');
    await page.getByTestId('aqi-levels').waitFor();

    // Drag the marker: reverse geocoding and elevation follow the new point.
    const latitudeBefore = await value('latitude');
    await dragPinUntilMoved(latitudeBefore);
    await settled();
    await expect.poll(() => value('elevation')).not.toBe('117');

    await page.getByTestId('project-name').fill('Knez Mihailova offices');
    await screenshot(page, 'new-project');
    await page.getByTestId('save-project').click();
    await page.waitForURL('**/project-item');
    await expect.poll(() => page.getByTestId('project-title').textContent()).toBe('Knez Mihailova offices');
    await page.getByTestId('positions-section').waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/edit');
    await expect.poll(() => value('project-name')).toBe('Knez Mihailova offices');
    await page.getByTestId('project-name').fill('Knez Mihailova offices, phase 2');
    await page.getByTestId('save-project').click();
    await page.waitForURL('**/project-item');
    await expect
      .poll(() => page.getByTestId('project-title').textContent())
      .toBe('Knez Mihailova offices, phase 2');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the dashboard', () => {
  const project = (name: string, place: Partial<ProjectInputBody>) => projectPayload({ name, ...place });

  it('sums three projects in two countries, charts them, clusters them and filters by country', async () => {
    await signInNewUser(page, 'Dash');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const ids: number[] = [];
    for (const body of [
      project('Belgrade One', {}),
      project('Belgrade Two', {}),
      project('Feltre Three', {
        country: 'Italy',
        countryCode: 'IT',
        city: 'Feltre',
        address: 'Via Caduti 14 Settembre 52',
        markerPosition: { lat: 46.0186, lng: 11.9103 },
      }),
    ]) {
      const res = await fetch(appUrl('/api/project/create-project'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    // One position each: a wheel and an enthalpy plate in Serbia, a wheel with both coils in Italy.
    const prices: number[] = [];
    for (const [projId, overrides] of [
      [ids[0]!, {}],
      [ids[1]!, { heatRecovery: 'Plate heat exchanger', heatRecoveryPlateType: 'Enthalpy', unitTypeId: 11 }],
      [ids[2]!, { coils: 'both' }],
    ] as const) {
      const res = await fetch(appUrl('/api/project/item/calculate'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(positionPayload(projId, overrides)),
      });
      expect(res.status).toBe(201);
      const positionId = ((await res.json()) as { data: { data: number } }).data.data;
      const one = await fetch(appUrl(`/api/project/items/one?id=${positionId}`), {
        headers: { authorization: `Bearer ${token}` },
      });
      prices.push(((await one.json()) as { data: { price: number } }).data.price);
    }
    const [serbiaRotary, serbiaEnthalpy, italyRotary] = prices as [number, number, number];

    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => page.getByTestId('summary-projects').textContent()).toBe('3');
    expect(await page.getByTestId('summary-units').textContent()).toBe('3');
    expect(await page.getByTestId('summary-costs').textContent()).toBe(
      formatCost(serbiaRotary + serbiaEnthalpy + italyRotary),
    );
    await expect.poll(() => page.getByTestId('cost-chart').textContent()).toContain('Italy');
    expect(await page.getByTestId('cost-chart').textContent()).toContain('Serbia');
    // Bars by country (Italy, Serbia) and series (enthalpy, plate, rotary): three with a cost, in proportion to it.
    const barHeights = async () =>
      (
        await page
          .locator('[data-testid="cost-chart"] .MuiBarChart-element')
          .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height))
      ).filter((height) => height > 0.5);
    const costs = [serbiaRotary, serbiaEnthalpy, italyRotary].sort((a, b) => a - b);
    // Heights are proportional to cost on a linear axis from 0 (2 % for pixel rounding), once the bars have grown.
    const proportional = async () => {
      const heights = (await barHeights()).sort((a, b) => a - b);
      return (
        heights.length === 3 &&
        [0, 1].every((i) => Math.abs(heights[i]! / heights[2]! - costs[i]! / costs[2]!) < 0.02)
      );
    };
    await expect.poll(proportional).toBe(true);

    // Fitted to all three (issue 18), the two Belgrade projects are one cluster of 2; Feltre is a marker of its own.
    // The map comes as it nears the screen (issue 29): it is at the foot of the dashboard.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.getByTestId('map-cluster').allTextContents()).toEqual(['2']);
    expect(await page.locator('[data-testid="projects-map"] .airsizer-pin').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'dashboard');

    // Zooming into the cluster down to zoom 22 filters the table to the projects at that one location.
    for (let click = 0; click < 8; click++) {
      if (await page.getByText('The selected location contains multiple projects').isVisible()) {
        break;
      }
      await page.getByTestId('map-cluster').click();
      await page.waitForTimeout(700);
    }
    await page.getByText('The selected location contains multiple projects').waitFor();
    await expect.poll(() => page.locator('[data-testid="projects-table"] .MuiDataGrid-row').count()).toBe(2);

    // A 'contains' filter on country narrows the table and the summary.
    await page.goto(appUrl('/dashboard'));
    // The rows first: their arrival re-renders the grid, which closed a menu opened before it on a loaded machine.
    await expect.poll(() => page.locator('[data-testid="projects-table"] .MuiDataGrid-row').count()).toBe(3);
    const header = page.getByRole('columnheader', { name: 'Country' });
    const filterValue = page.getByPlaceholder('Filter value');
    await openGridFilter(page, header, filterValue);
    await filterValue.fill('ital');
    await expect.poll(() => page.locator('[data-testid="projects-table"] .MuiDataGrid-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('summary-projects').textContent()).toBe('1');
  });
});
