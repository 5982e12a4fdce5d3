import { execFileSync } from 'node:child_process';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationsResponse, PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { airflowCalculator } from '../../../engine/catalogue';
import { numberFormatter } from '../../documents/data-sheet/texts';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfRawText } from '../../test/pdf';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/** Issue 30: a project's quotation and the zip of all its documents, through the API. */
let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let projectId: number;
const positions: { id: number; name: string; price: number }[] = [];

const get = (url: string, account: TestAccount = owner) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(account.tokens.token) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(owner.tokens.token), payload });
const pages = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);

beforeAll(async () => {
  t = await createTestApp();
  owner = await confirmedUser(t);
  other = await confirmedUser(t);
  const project = await post('/project/create-project', projectPayload({ name: 'Quoted Tower' }));
  expect(project.statusCode, project.body).toBe(201);
  projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  for (const [i, flow] of [1120, 1500, 2200, 3000, 900].entries()) {
    const unit = airflowCalculator(flow, flow).find((u) => u.heatRecoveryType === 'Rotary')!;
    const name = `AHU ${i + 1}`;
    const saved = await post(
      '/project/item/calculate',
      positionPayload(projectId, {
        name,
        unitTypeId: unit.id,
        flowSupplyM3h: flow,
        flowReturnM3h: flow,
        ecoDesign: 'notCompliant',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const id = PositionSavedResponse.parse(saved.json()).data.data;
    const calculations = CalculationsResponse.parse(
      (await get(`/project/items/calculations?id=${id}&revNum=1`)).json(),
    );
    positions.push({ id, name, price: calculations.data.dataSheet.price.total });
  }
});
afterAll(() => t.close());

describe('the project quotation (issue 30)', () => {
  it('lists the five positions with their active revisions` prices and their total, in the language asked', async () => {
    const res = await get(`/project/quotation?id=${projectId}&lang=en&units=si`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Quoted_Tower_Quotation.pdf"');
    const text = pdfRawText(res.rawPayload);
    const euro = (value: number) => `${numberFormatter('en')(value, 2)} €`;
    for (const p of positions) {
      expect(text).toContain(`${p.name} (revision 1)`);
      expect(text).toContain(euro(p.price));
    }
    expect(text).toContain(`Total (net) 5 units ${euro(positions.reduce((sum, p) => sum + p.price, 0))}`);
    expect(text).toContain('Klima d.o.o.');
    expect(pages(res.rawPayload)).toBe(1);

    const de = pdfRawText((await get(`/project/quotation?id=${projectId}&lang=de`)).rawPayload);
    expect(de).toContain('Angebot');
    expect(de).toContain('Summe (netto) 5 Geräte');
  });

  it('appends each position`s technical data sheet on request', async () => {
    const res = await get(`/project/quotation?id=${projectId}&lang=en&appendix=true`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await get(`/download-standard?id=${positions[0]!.id}&revNum=1&lang=en`);
    const text = pdfRawText(res.rawPayload);
    expect(text).toContain('The technical data sheet of each position follows (5).');
    expect(text.match(/Technical data sheet/g)?.length).toBeGreaterThanOrEqual(5);
    // The cover, then five data sheets of the same length as the single download's.
    expect(pages(res.rawPayload)).toBe(1 + 5 * pages(sheet.rawPayload));
  });

  it('zips every position`s documents in a folder each, with the quotation', async () => {
    const res = await get(`/project/documents/zip?id=${projectId}&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = Object.keys(unzipSync(new Uint8Array(res.rawPayload))).sort();
    expect(files).toContain('Quoted_Tower_Quotation.pdf');
    for (const [i, p] of positions.entries()) {
      const inFolder = files.filter((f) => f.startsWith(`0${i + 1}_${p.name.replace(' ', '_')}/`));
      expect(inFolder).toHaveLength(7);
      expect(inFolder.some((f) => f.endsWith('.ifc'))).toBe(true);
    }
  });

  it('answers 404 for another user`s project and 400 for a bad appendix value, naming it', async () => {
    expect((await get(`/project/quotation?id=${projectId}`, other)).statusCode).toBe(404);
    expect((await get(`/project/documents/zip?id=${projectId}`, other)).statusCode).toBe(404);
    const bad = await get(`/project/quotation?id=${projectId}&appendix=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring.appendix: must be true or false');
  });
});
