import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculationsResponse,
  MollierPositionResponse,
  PositionFieldsSchema,
  PositionResponse,
  PositionSavedResponse,
  RevisionListResponse,
  type Position,
} from '../../../contracts/positions';
import { ENGINE_VERSION } from '../../../engine/version';
import type { Database } from '../../db/client';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { readingOf } from '../../services/stored-result';
import { openTestDatabaseAt } from '../../test/database';

/**
 * Revisions saved by the old code (issue 27, acceptance 2): for each engine version a release stored selections
 * with (1.0.0, 2.0.0, 2.1.0), the rows that release wrote for three positions (server/test/stored-revisions/, dumped
 * by that release's code through its API) go into a database at that release's schema; the database is then
 * upgraded by this release's migrations, and every position reads back, every revision shows its stored data sheet,
 * Mollier points and documents, and recalculates as a new revision of today's engine.
 */

const FIXTURES = new URL('../../test/stored-revisions/', import.meta.url);

interface Fixture {
  engineVersion: string;
  /** How many migrations that release had run. */
  migrations: number;
  users: object[];
  customers: object[];
  projects: { id: number }[];
  positions: { id: number }[];
  position_revisions: {
    position_id: number;
    revision_number: number;
    engine_version: string;
    input: Record<string, unknown>;
    data_sheet: unknown;
  }[];
}

/** The names a release before the one vocabulary stored (migration 0012), and today's. */
const RENAMED: Record<string, string> = {
  area: 'areaM2',
  height: 'heightM',
  changeRate: 'changeRatePerH',
  flowSupply: 'flowSupplyM3h',
  flowReturn: 'flowReturnM3h',
  dropSupply: 'dropSupplyPa',
  dropReturn: 'dropReturnPa',
  casingQuality: 'casing',
  sizeOfUnit: 'unitTypeId',
  elevation: 'elevationM',
  summerOutdoorTemperature: 'summerOutdoorTDb',
  summerOutdoorHumidity: 'summerOutdoorRhPct',
  summerWetBulbTemperature: 'summerOutdoorTWb',
  summerDewPointTemperature: 'summerOutdoorTDp',
  summerIndoorTemperature: 'summerIndoorTDb',
  summerIndoorHumidity: 'summerIndoorRhPct',
  summerSupplyTemperature: 'summerSupplyTDb',
  winterOutdoorTemperature: 'winterOutdoorTDb',
  winterOutdoorHumidity: 'winterOutdoorRhPct',
  winterOutdoorHumidityRatio: 'winterOutdoorXGkg',
  winterIndoorTemperature: 'winterIndoorTDb',
  winterIndoorHumidity: 'winterIndoorRhPct',
  winterSupplyTemperature: 'winterSupplyTDb',
  designDryBulbTemperature: 'designSummerTDb',
  designDewPointTemperature: 'designSummerTDp',
  designWetBulbTemperature: 'designSummerTWb',
  designWinterOutdoorTemperature: 'designWinterTDb',
  summerRecTemperatureOut: 'summerRecoveryOutTDb',
  summerRecHumidityOut: 'summerRecoveryOutRhPct',
  winterRecTemperatureOut: 'winterRecoveryOutTDb',
  winterRecHumidityOut: 'winterRecoveryOutRhPct',
  coolerType: 'coolerMedium',
  heaterType: 'heaterMedium',
  coolerConcentration: 'coolerConcentrationPct',
  heaterConcentration: 'heaterConcentrationPct',
  coolerTemperatureIn: 'coolerFluidTIn',
  heaterTemperatureIn: 'heaterFluidTIn',
  coilInputTemperatureCooler: 'coolerAirInTDb',
  coilInputHumidityCooler: 'coolerAirInRhPct',
  coilInputTemperatureHeater: 'heaterAirInTDb',
  coilInputHumidityHeater: 'heaterAirInRhPct',
};

const fixtures: Fixture[] = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Fixture);

it('has a fixture for each engine version that stored selections', () => {
  expect(fixtures.map((f) => f.engineVersion)).toEqual(['1.0.0', '2.0.0', '2.1.0']);
  for (const fixture of fixtures) {
    expect(new Set(fixture.position_revisions.map((r) => r.engine_version))).toEqual(
      new Set([fixture.engineVersion]),
    );
  }
});

/** The rows as the old release wrote them, key by key into its schema (identities kept, their sequences moved on). */
async function restore(db: Database, fixture: Fixture): Promise<void> {
  for (const table of ['users', 'customers', 'projects', 'positions', 'position_revisions'] as const) {
    for (const row of fixture[table]) {
      await db.execute(
        sql.raw(
          `insert into "${table}" overriding system value select * from jsonb_populate_record(null::"${table}", '${JSON.stringify(row).replaceAll("'", "''")}'::jsonb)`,
        ),
      );
    }
  }
  for (const table of ['customers', 'projects', 'positions', 'position_revisions']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`),
    );
  }
}

describe.each(fixtures)('revisions stored by engine $engineVersion', (fixture) => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    const database = await openTestDatabaseAt(fixture.migrations);
    await restore(database.old.db, fixture);
    t = await createTestApp({ database: await database.upgrade() });
    owner = await confirmedUser(t);
    await t.database.db.execute(sql`update "projects" set "owner_user_id" = ${owner.id}`);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner.tokens.token) });

  it('reads every position back with its stored input under today’s names', async () => {
    for (const { id } of fixture.positions) {
      const res = await get(`/api/project/items/one?id=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const position = PositionResponse.parse(res.json()).data;
      const stored = fixture.position_revisions.find(
        (r) => r.position_id === id && r.revision_number === position.revisionNumber,
      );
      for (const [name, value] of Object.entries(stored?.input ?? {})) {
        expect(position[(RENAMED[name] ?? name) as keyof Position], name).toEqual(value);
      }
      expect(position.engineVersion).toBe(fixture.engineVersion);
    }
  });

  it('shows each revision’s stored data sheet, its Mollier points and its documents', async () => {
    for (const revision of fixture.position_revisions) {
      const q = `id=${revision.position_id}&revNum=${revision.revision_number}`;
      const calculations = await get(`/api/project/items/calculations?${q}`);
      expect(calculations.statusCode, calculations.body).toBe(200);
      const data = CalculationsResponse.parse(calculations.json()).data;
      expect(data.engineVersion).toBe(fixture.engineVersion);
      // As stored when its engine version's data sheet parses as today's, else recomputed on purpose, and said so.
      if (
        readingOf({ engineVersion: revision.engine_version, dataSheet: revision.data_sheet }) === 'stored'
      ) {
        expect(data).toMatchObject({ dataSheet: revision.data_sheet, recomputedWith: null });
      } else {
        expect(data.recomputedWith).toBe(ENGINE_VERSION);
        expect(data.dataSheet.engineVersion).toBe(ENGINE_VERSION);
      }
      const mollier = await get(`/api/project/items/calculations/mollier?${q}`);
      expect(mollier.statusCode, mollier.body).toBe(200);
      MollierPositionResponse.parse(mollier.json());
      const sheet = await get(`/api/project/items/document/file?${q}&kind=dataSheet&lang=en`);
      expect(sheet.statusCode, sheet.body).toBe(200);
      expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('recalculates every position as a new revision of today’s engine', async () => {
    for (const { id } of fixture.positions) {
      const position = PositionResponse.parse((await get(`/api/project/items/one?id=${id}`)).json()).data;
      // What the wizard sends back when it edits a stored position: its fields, the id and the version read.
      const fields = Object.keys(PositionFieldsSchema.shape) as (keyof Position)[];
      const body = Object.fromEntries(fields.map((field) => [field, position[field]]));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/project/item/configurator',
        headers: bearer(owner.tokens.token),
        payload: { ...body, id, version: position.version },
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = PositionSavedResponse.parse(res.json()).data;
      const revisions = RevisionListResponse.parse(
        (await get(`/api/project/items/revision/all?id=${id}`)).json(),
      ).data.data;
      expect(revisions[0]).toMatchObject({
        revisionNumber: saved.revisionNumber,
        engineVersion: ENGINE_VERSION,
      });
    }
  });
});
