import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CatalogueSchema } from '../contracts/catalogue';
import { AirflowCalculatorResponse, SelectResponse, type SelectRequest } from '../contracts/calc';
import { PoolPositionResponse, PoolTypesResponse } from '../contracts/pool';
import { CalculationsResponse, PositionSavedResponse } from '../contracts/positions';
import { ProjectCreatedResponse } from '../contracts/projects';
import { CATALOGUE } from '../engine/catalogue/catalogue';
import { POOL_CATALOGUE } from '../engine/pool';
import { loadCatalogues } from './catalogue';
import { ConfigError } from './config';
import { bearer, confirmedUser, type TestAccount } from './test/accounts';
import { createTestApp, type TestApp } from './test/app';
import { poolPayload } from './test/pool';
import { positionPayload } from './test/positions';
import { projectPayload } from './test/projects';
import { SERVER_NODE_ARGS } from './launch';

type CatalogueJson = z.infer<typeof CatalogueSchema>;

/** A manufacturer's catalogue of two unit types (AX R 06, code 3; AX EV 06, code 13) and a pool catalogue of two. */
const TWO_TYPES = join(import.meta.dirname, 'test/catalogues/two-types.json');
const POOL_TWO_UNITS = join(import.meta.dirname, 'test/catalogues/pool-two-units.json');

const dir = mkdtempSync(join(tmpdir(), 'airsizer-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The two-type catalogue with `edit` applied, written to a file; its path. */
function brokenFile(name: string, edit: (catalogue: CatalogueJson) => void): string {
  const catalogue = JSON.parse(readFileSync(TWO_TYPES, 'utf8')) as CatalogueJson;
  edit(catalogue);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(catalogue));
  return path;
}

describe('loadCatalogues', () => {
  it('gives the demo catalogues, flagged demo, without a file', () => {
    const { compact, pool } = loadCatalogues({});
    expect(compact).toBe(CATALOGUE);
    expect(pool).toBe(POOL_CATALOGUE);
    expect([compact.demo, pool.demo]).toEqual([true, true]);
  });

  it('reads and checks a manufacturer’s files', () => {
    const { compact, pool } = loadCatalogues({
      CATALOGUE_FILE: TWO_TYPES,
      POOL_CATALOGUE_FILE: POOL_TWO_UNITS,
    });
    expect(compact.name).toBe('Acme AirMax');
    expect(compact.demo).toBe(false);
    expect(compact.unitTypes.map((t) => `${t.code} ${t.label}`)).toEqual(['3 AX R 06', '13 AX EV 06']);
    expect(pool.units.map((u) => u.id)).toEqual([9, 23]);
  });

  it.each([
    [
      'a schema rule, naming the path',
      (c: CatalogueJson) => (c.unitTypes[1]!.sizeData.fans.Standard.curve[0]!.efficiency = 1.5),
      /^Invalid configuration: CATALOGUE_FILE ".*schema\.json": unitTypes\[1\]\.sizeData\.fans\.Standard\.curve\[0\]\.efficiency: Too big: expected number to be <1$/,
      'schema.json',
    ],
    [
      'a missing field',
      (c: CatalogueJson) => Reflect.deleteProperty(c.unitTypes[0]!.exchanger, 'nusselt'),
      /: unitTypes\[0\]\.exchanger\.nusselt: Invalid input: expected number, received undefined$/,
      'missing.json',
    ],
    [
      'a physical rule, naming the entry',
      (c: CatalogueJson) => (c.unitTypes[0]!.sizeData.internalHeightMm /= 2),
      /: unitTypes\[0\] \(AX R 06\): casing face velocity at nominal flow is \d+\.\d\d m\/s, not 1\.6\.\.2\.4 m\/s$/,
      'physics.json',
    ],
  ])('stops at %s', (_what, edit, message, name) => {
    const file = brokenFile(name, edit);
    expect(() => loadCatalogues({ CATALOGUE_FILE: file })).toThrow(ConfigError);
    expect(() => loadCatalogues({ CATALOGUE_FILE: file })).toThrow(message);
  });

  it('stops at a file that is not there or not JSON, and at pool ids out of order', () => {
    expect(() => loadCatalogues({ CATALOGUE_FILE: join(dir, 'none.json') })).toThrow(
      /CATALOGUE_FILE ".*none\.json": cannot be read$/,
    );
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ name: ');
    expect(() => loadCatalogues({ CATALOGUE_FILE: notJson })).toThrow(/: is not JSON \(/);
    const pool = join(dir, 'pool.json');
    writeFileSync(pool, JSON.stringify({ ...POOL_CATALOGUE, units: [...POOL_CATALOGUE.units].reverse() }));
    expect(() => loadCatalogues({ POOL_CATALOGUE_FILE: pool })).toThrow(
      /POOL_CATALOGUE_FILE ".*pool\.json": units\[1\]\.id: ids must rise through the list$/,
    );
  });

  it('stops the start-up with one line naming the entry and the rule', () => {
    const file = brokenFile(
      'startup.json',
      (c) => (c.unitTypes[1]!.sizeData.fans.Premium.motor.ratedPowerW = 10),
    );
    const run = spawnSync(process.execPath, SERVER_NODE_ARGS, {
      env: { ...process.env, CATALOGUE_FILE: file, DATA_DIR: dir, PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Invalid configuration: CATALOGUE_FILE ".*startup\.json": unitTypes\[1\] \(AX EV 06\): fan PF \d+ P: the motor \(10 W\) does not cover the curve$/,
      ),
    ]);
  });
});

describe('the product on a manufacturer’s catalogue file (acceptance 4)', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ env: { CATALOGUE_FILE: TWO_TYPES, POOL_CATALOGUE_FILE: POOL_TWO_UNITS } });
    owner = await confirmedUser(t);
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(owner.tokens.token), ...(payload ? { payload } : {}) });

  it('offers the file’s unit types and selects from them', async () => {
    const offered = AirflowCalculatorResponse.parse(
      (await call('GET', '/api/project/items/airflow/calculator?airFlowSup=2500&airFlowEha=2500')).json(),
    ).data.data;
    expect(offered.map((u) => [u.id, u.name])).toEqual([
      [3, 'AX R 06'],
      [13, 'AX EV 06'],
    ]);
    // Flows the demo serves with size 03 no type of the file holds.
    expect(
      (await call('GET', '/api/project/items/airflow/calculator?airFlowSup=1000&airFlowEha=1000')).statusCode,
    ).toBe(422);

    const body: SelectRequest = {
      unitTypeId: 13,
      flowSupplyM3h: 2500,
      flowReturnM3h: 2500,
      dropSupplyPa: 250,
      dropReturnPa: 250,
      elevationM: 0,
      summer: { outdoor: { tDb: 32, rh: 0.4 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: 18 },
      winter: { outdoor: { tDb: -10, rh: 0.8 }, indoor: { tDb: 20, rh: 0.4 }, supplyTDb: 22 },
      coils: 'without',
      filters: { supply: 'F7', return: 'M6' },
      fanType: 'auto',
      casing: 'XPS',
      installation: 'indoor',
      transportSections: 3,
      controls: true,
      airflowDirection: 1,
      ecoDesign: 'notCompliant',
    };
    const selected = SelectResponse.parse((await call('POST', '/api/calc/select', body)).json()).data;
    expect(selected.dataSheet.generalProductSpec.model).toBe('Acme AirMax AX EV 06');
    expect(selected.dataSheet.catalogue).toEqual({ name: 'Acme AirMax', demo: false });
    expect((await call('POST', '/api/calc/select', { ...body, unitTypeId: 1 })).json()).toMatchObject({
      status: 400,
      message: expect.stringContaining('unitTypeId'),
    });
  });

  it('saves a position on it, priced from the file, and its documents drop the demo notice', async () => {
    const projectId = ProjectCreatedResponse.parse(
      (await call('POST', '/api/project/create-project', projectPayload())).json(),
    ).data.id;
    const res = await call(
      'POST',
      '/api/project/item/calculate',
      positionPayload(projectId, { unitTypeId: 3, flowSupplyM3h: 2500, flowReturnM3h: 2500 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data: id } = PositionSavedResponse.parse(res.json()).data;
    const sheet = CalculationsResponse.parse(
      (await call('GET', `/api/project/items/calculations?id=${id}&revNum=1`)).json(),
    ).data.dataSheet;
    expect(sheet.generalProductSpec.model).toBe('Acme AirMax AX R 06');
    const demoBase = CATALOGUE.unitTypes.find((u) => u.code === 3)!.basePriceEur;
    expect(sheet.price.items.find((i) => i.code === 'base')).toEqual({
      code: 'base',
      label: 'Acme AirMax AX R 06',
      price: demoBase + 1000,
    });
    const spec = await call(
      'GET',
      `/api/project/items/document/file?id=${id}&revNum=1&lang=en&kind=specification`,
    );
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.body).toContain('Acme AirMax AX R 06');
    expect(spec.body).not.toContain('Demo catalogue');
  });

  it('tells the web app the catalogue is not the demo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().data.catalogue).toEqual({ name: 'Acme AirMax', demo: false });
  });

  it('offers the pool file’s units', async () => {
    const units = PoolTypesResponse.parse(
      (await call('GET', '/api/project/item/hydra/getTypes?maxRequiredAir=1000')).json(),
    ).data.data;
    expect(units.map((u) => u.id)).toEqual([9, 23]);

    const projectId = ProjectCreatedResponse.parse(
      (await call('POST', '/api/project/create-project', projectPayload())).json(),
    ).data.id;
    // The demo's unit 1 is not in the file; its unit 9 (BASIC 10.06) is, at the file's price, named by the file.
    const refused = await call('POST', '/api/project/item/hydra/create', poolPayload(projectId));
    expect(refused.json()).toMatchObject({ status: 400, message: expect.stringContaining('9-23') });
    const res = await call(
      'POST',
      '/api/project/item/hydra/create',
      poolPayload(projectId, { unitTypeId: 9 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = PoolPositionResponse.parse(res.json()).data.data;
    expect(saved.unit).toEqual({ series: 'Acme Pool', type: 'BASIC', size: '10.06' });
    expect(saved.price).toBe(POOL_CATALOGUE.units.find((u) => u.id === 9)!.priceEur + 100);
  });
});
