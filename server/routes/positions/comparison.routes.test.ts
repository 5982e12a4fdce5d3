import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComparisonResponse, type ComparisonRowData } from '../../../contracts/comparison';
import {
  PositionCopiedResponse,
  PositionSavedResponse,
  RevisionListResponse,
} from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { UNITLESS_RESULTS } from '../../../domain/comparison';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/** Issue 30: two revisions compared, as data and as a PDF. */
let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let projectId: number;
let positionId: number;
/** Revision ids: 1 as calculated, 2 with three inputs changed. */
let first: number;
let second: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([confirmedUser(t), confirmedUser(t)]);
  const created = await call(owner, 'POST', '/api/project/create-project', projectPayload());
  projectId = ProjectCreatedResponse.parse(created.json()).data.id;
  const saved = await call(owner, 'POST', '/api/project/item/calculate', positionPayload(projectId));
  positionId = PositionSavedResponse.parse(saved.json()).data.data;
  const edited = await call(owner, 'PUT', '/api/project/item/configurator', {
    ...positionPayload(projectId),
    id: positionId,
    flowSupplyM3h: 1400,
    dropSupplyPa: 300,
    summerIndoorTDb: 24,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const listed = await call(owner, 'GET', `/api/project/items/revision/all?id=${positionId}`);
  const revisions = RevisionListResponse.parse(listed.json()).data.data;
  first = revisions.find((r) => r.revisionNumber === 1)!.id;
  second = revisions.find((r) => r.revisionNumber === 2)!.id;
});
afterAll(() => t.close());

function call(account: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(account.tokens.token),
    ...(payload ? { payload } : {}),
  });
}

async function compare(a: number, b: number) {
  const res = await call(owner, 'GET', `/api/project/items/compare?a=${a}&b=${b}`);
  expect(res.statusCode, res.body).toBe(200);
  return ComparisonResponse.parse(res.json()).data;
}

const row = (rows: ComparisonRowData[], key: string) => rows.find((r) => r.key === key);

describe('GET /project/items/compare', () => {
  it('lists the three changed inputs and the results they moved, with SI units and the change in percent', async () => {
    const { a, b, changes } = await compare(first, second);
    expect(a).toMatchObject({ revisionId: first, revisionNumber: 1, positionId, projectId });
    expect(b).toMatchObject({ revisionId: second, revisionNumber: 2, positionId, recomputedWith: null });

    const inputs = changes.filter((r) => r.group === 'input');
    expect(inputs).toEqual([
      {
        group: 'input',
        key: 'flowSupplyM3h',
        labelKey: 'flowSupplyM3h',
        detail: null,
        a: 1120,
        b: 1400,
        unit: 'm³/h',
        changePct: 25,
      },
      {
        group: 'input',
        key: 'dropSupplyPa',
        labelKey: 'dropSupplyPa',
        detail: null,
        a: 250,
        b: 300,
        unit: 'Pa',
        changePct: 20,
      },
      {
        group: 'input',
        key: 'summerIndoorTDb',
        labelKey: 'summerIndoorTDb',
        detail: null,
        a: 26,
        b: 24,
        unit: '°C',
        changePct: expect.closeTo(-7.6923, 3),
      },
    ]);

    const results = changes.filter((r) => r.group === 'result');
    expect(row(results, 'supplyFanCalculation.airVolumeFlow')).toMatchObject({
      a: 1120,
      b: 1400,
      unit: 'm³/h',
      changePct: 25,
    });
    expect(row(results, 'supplyFanCalculation.externalPressDrop')).toMatchObject({
      a: 250,
      b: 300,
      unit: 'Pa',
      changePct: 20,
    });
    expect(row(results, 'summerRecCalculation.eha_AirTempIn')).toMatchObject({ a: 26, b: 24, unit: '°C' });
    // More air against more pressure: the supply fan takes more power, the unit costs the same or more.
    const power = row(results, 'supplyFanCalculation.absorbedPower')!;
    expect(power.unit).toBe('kW');
    expect(power.b as number).toBeGreaterThan(power.a as number);
    // The exhaust side kept its flow and drop.
    expect(row(results, 'exhaustFanCalculation.airVolumeFlow')).toBeUndefined();
    expect(row(results, 'exhaustFanCalculation.externalPressDrop')).toBeUndefined();
    // A sound band is named by its frequency.
    const band = results.find((r) => r.labelKey === 'noiseLevels.supplyOutlet.bands');
    expect(band?.detail).toMatch(/^\d+ Hz$/);
    expect(band?.unit).toBe('dB');

    for (const r of results) {
      if (typeof r.a === 'number' && typeof r.b === 'number') {
        expect(r.changePct, r.key).toBeCloseTo(((r.b - r.a) / Math.abs(r.a)) * 100, 6);
        const leaf = r.labelKey.split('.').pop()!;
        expect(UNITLESS_RESULTS.has(leaf) || r.unit !== '', `${r.key} has a unit`).toBe(true);
      }
      expect(r.key).not.toMatch(/engineVersion|fanChart|bandsHz|catalogue/);
    }
  });

  it('answers an empty list for a revision compared with itself', async () => {
    expect((await compare(second, second)).changes).toEqual([]);
  });

  it('compares two positions: a copy differs from its original by its name only', async () => {
    const copied = await call(owner, 'POST', '/api/project/item/copy', { positionId });
    const copyId = PositionCopiedResponse.parse(copied.json()).data.id;
    const listed = await call(owner, 'GET', `/api/project/items/revision/all?id=${copyId}`);
    const copyRevision = RevisionListResponse.parse(listed.json()).data.data[0]!.id;
    const { b, changes } = await compare(second, copyRevision);
    expect(b.positionId).toBe(copyId);
    expect(changes).toEqual([
      {
        group: 'input',
        key: 'name',
        labelKey: 'name',
        detail: null,
        a: 'AHU 1',
        b: 'AHU 1 (copy)',
        unit: '',
        changePct: null,
      },
    ]);
  });

  it("answers 404 when either revision is another user's or missing, and 400 naming a bad id", async () => {
    const theirProject = ProjectCreatedResponse.parse(
      (await call(other, 'POST', '/api/project/create-project', projectPayload())).json(),
    ).data.id;
    const theirPosition = PositionSavedResponse.parse(
      (await call(other, 'POST', '/api/project/item/calculate', positionPayload(theirProject))).json(),
    ).data.data;
    const theirs = RevisionListResponse.parse(
      (await call(other, 'GET', `/api/project/items/revision/all?id=${theirPosition}`)).json(),
    ).data.data[0]!.id;
    for (const url of [
      `/api/project/items/compare?a=${first}&b=${theirs}`,
      `/api/project/items/compare?a=${theirs}&b=${first}`,
      `/api/project/items/compare?a=${first}&b=2000000000`,
      `/api/project/items/compare/pdf?a=${theirs}&b=${first}`,
    ]) {
      const res = await call(owner, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    const bad = await call(owner, 'GET', `/api/project/items/compare?a=x&b=${first}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.a');
  });
});

describe('GET /project/items/compare/pdf', () => {
  it('prints every change as quantity, A, B, unit and change % in German', async () => {
    const res = await call(owner, 'GET', `/api/project/items/compare/pdf?a=${first}&b=${second}&lang=de`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Comparison_${positionId}-r1_${positionId}-r2.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Vergleich von Revisionen');
    expect(text).toContain('Abweichende Eingaben');
    expect(text).toMatch(/Zuluftvolumenstrom\s+1\.120\s+1\.400\s+m³\/h\s+\+25,0/);
    expect(text).toMatch(/Externer Druckverlust Zuluft\s+250\s+300\s+Pa\s+\+20,0/);
    expect(text).toMatch(/Raumtemperatur Sommer\s+26\s+24\s+°C\s+-7,7/);
    expect(text).toContain('Zuluftventilator › Leistungsaufnahme');
  });

  it('says so when nothing differs, in the caller’s language when none is asked', async () => {
    const res = await call(owner, 'GET', `/api/project/items/compare/pdf?a=${first}&b=${first}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Comparison of revisions');
    expect(text).toContain('The two revisions do not differ.');
  });
});
