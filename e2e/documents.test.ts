import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { signInNewUser } from './support/accounts';
import { appUrl, ARTIFACTS_DIR, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * A position's documents (issue 8, acceptance 3): from the revision screen the standard data sheet PDF, the
 * documentation page and its zip, and the 3D viewer showing the generated model.
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

/** Clicks `testId` and saves the download it starts under e2e/artifacts; the saved path. */
async function download(testId: string): Promise<{ path: string; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  mkdirSync(`${ARTIFACTS_DIR}/downloads`, { recursive: true });
  const path = `${ARTIFACTS_DIR}/downloads/${file.suggestedFilename()}`;
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

describe('the documents of a position', () => {
  it('downloads the data sheet and the zip, and shows the 3D model', async () => {
    await signInNewUser(page, 'Documents');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const call = async (path: string, body: object) => {
      const res = await fetch(appUrl(path), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { data: { id?: number; data?: number } };
    };
    const projectId = (await call('/api/project/create-project', projectPayload({ name: 'Document Hall' })))
      .data.id!;
    const positionId = (
      await call(
        '/api/project/item/calculate',
        positionPayload(projectId, { name: 'AHU Docs', coils: 'both' }),
      )
    ).data.data!;

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId(`open-project-${projectId}`).click();
    await page.waitForURL('**/project-item');
    await page.getByTestId(`position-open-${positionId}`).click();
    await page.waitForURL('**/project-item-revision');
    await page.getByTestId('revision-screen').waitFor();

    // The standard data sheet, saved under the original's name.
    const sheet = await download('download-standard');
    expect(sheet.name).toBe('standard_TechnicalCard.pdf');
    const text = execFileSync('pdftotext', ['-layout', sheet.path, '-']).toString();
    expect(text).toContain('AHU Docs');
    expect(readFileSync(sheet.path).subarray(0, 5).toString()).toBe('%PDF-');

    // The documentation page and the zip of all documents.
    await page.getByTestId('position-documentation').click();
    await page.waitForURL('**/project-item-documentation');
    await page.getByTestId('documentation-page').waitFor();
    await screenshot(page, 'documentation-page');
    const zip = await download('documents-zip');
    expect(zip.name).toMatch(/\.zip$/);
    // The data sheet, the drawing (PDF and DXF), the control scheme, the specification (text and PDF) and the IFC.
    const entries = Object.keys(unzipSync(readFileSync(zip.path)));
    expect(entries).toHaveLength(7);
    expect(entries).toContain('AHU_Docs_rev1_Model.ifc');

    // The 3D viewer with the generated model.
    await page.goBack();
    await page.getByTestId('revision-screen').waitFor();
    await page.getByTestId('position-model').click();
    await page.getByTestId('model-viewer').waitFor();
    await page.locator('[data-testid="model-viewer"] canvas').waitFor();
    await page.waitForTimeout(1000);
    await screenshot(page, 'model-viewer');
    await page.getByTestId('model-reset').click();
    // Issue 30: the unit's IFC4 file beside the model, a STEP file of schema IFC4.
    const ifc = await download('model-download-ifc');
    expect(ifc.name).toBe('AHU Docs_rev1_Model.ifc');
    const step = readFileSync(ifc.path, 'latin1');
    expect(step.startsWith('ISO-10303-21;')).toBe(true);
    expect(step).toContain("FILE_SCHEMA(('IFC4'));");
    expect(step).toContain('IFCUNITARYEQUIPMENT(');
  });
});
