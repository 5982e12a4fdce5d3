import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, epwText } from '../engine/test/weather-files';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Issue 25, acceptance 3: the project's own weather year uploaded on the energy tab, as an EPW and as a CSV (files
 * written from the synthetic test year), each then named as the year's source; a malformed CSV shows the line and the
 * rule, and the year stays the one stored before.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'weather-'));

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

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const weatherTitle = () => page.getByTestId('energy-weather').locator('.MuiAlertTitle-root').innerText();

describe('uploading a weather year on the energy tab', () => {
  it('takes an EPW, then a CSV, and refuses a malformed CSV naming the line and the rule', async () => {
    await signInNewUser(page, 'Weather');
    const project = (await post('/project/create-project', projectPayload({ name: 'Weather Hall' })))
      .data as {
      id: number;
    };
    const positionId = (
      (await post('/project/item/calculate', positionPayload(project.id))).data as { data: number }
    ).data;
    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${project.id}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await expect.poll(() => page.getByTestId('active-revision-number').textContent()).toBe('1');
    await page.getByTestId('revision-tab-energy').click();
    await page.getByTestId('energy-annual').waitFor({ timeout: 30_000 });

    await page.getByTestId('weather-upload-input').setInputFiles(file('novi-sad.epw', epwText()));
    await expect.poll(weatherTitle, { timeout: 30_000 }).toContain('Uploaded: novi-sad.epw');
    expect(await page.getByTestId('energy-weather').getAttribute('data-kind')).toBe('uploaded');
    await screenshot(page, 'weather-upload-epw');

    await page.getByTestId('weather-upload-input').setInputFiles(file('hours.csv', csvText()));
    await expect.poll(weatherTitle, { timeout: 30_000 }).toContain('Uploaded: hours.csv');

    const lines = csvText().split('\n');
    lines[41] = '3,150';
    await page.getByTestId('weather-upload-input').setInputFiles(file('bad.csv', lines.join('\n')));
    const error = page.getByTestId('weather-upload-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toBe('Line 42: relative humidity 150 % is outside 0 to 100 %.');
    // Nothing stored: the year is still the CSV uploaded before.
    expect(await weatherTitle()).toContain('Uploaded: hours.csv');
    await screenshot(page, 'weather-upload-error');
  });
});
