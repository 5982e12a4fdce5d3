import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_FLOW_MESSAGE } from '../../../contracts/calc';
import { dataSheet } from '../../../domain/data-sheet';
import {
  CHART_AIRFLOW_PROJECTS,
  UnitCostsChartResponse,
  UnitTypesChartResponse,
} from '../../../contracts/dashboard';
import {
  CalculationsResponse,
  FLOW_VALUE_ERROR_MESSAGE,
  MollierPositionResponse,
  PositionListResponse,
  PositionListRowSchema,
  PositionResponse,
  PositionSavedResponse,
  REQUIRED,
  RevisionActivatedResponse,
  RevisionListResponse,
  REVISION_GROUPS,
  type RevisionFields,
  TEMPERATURE_ERROR_MESSAGE,
  type PositionInputBody,
} from '../../../contracts/positions';
import { PositionInputSchema, toSelectionInput } from '../../../domain/positions';
import { PoolPositionResponse } from '../../../contracts/pool';
import { ProjectCreatedResponse, ProjectResponse } from '../../../contracts/projects';
import { select } from '../../../engine/select';
import { positionRevisions, positions, projects } from '../../db/schema';
import { administrator, bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { poolPayload } from '../../test/pool';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = await Promise.all([confirmedUser(t), confirmedUser(t), administrator(t)]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (account: TestAccount, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account.tokens.token), ...(payload ? { payload } : {}) });

async function projectOf(account: TestAccount, overrides = {}): Promise<number> {
  const res = await call(account, 'POST', '/api/project/create-project', projectPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return ProjectCreatedResponse.parse(res.json()).data.id;
}

async function created(payload: PositionInputBody, account = owner) {
  const res = await call(account, 'POST', '/api/project/item/calculate', payload);
  expect(res.statusCode, res.body).toBe(201);
  return PositionSavedResponse.parse(res.json()).data;
}

async function recalculated(id: number, payload: PositionInputBody) {
  const res = await call(owner, 'PUT', '/api/project/item/configurator', { ...payload, id });
  expect(res.statusCode, res.body).toBe(200);
  return PositionSavedResponse.parse(res.json()).data;
}

const totals = async (projectId: number, account = owner) => {
  const project = ProjectResponse.parse(
    (await call(account, 'GET', `/api/project/one?id=${projectId}`)).json(),
  ).data;
  return { totalPrice: project.totalPrice, numberOfUnits: project.numberOfUnits };
};

const one = async (id: number) => {
  const res = await call(owner, 'GET', `/api/project/items/one?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return PositionResponse.parse(res.json()).data;
};

const list = async (projectId: number) =>
  PositionListResponse.parse((await call(owner, 'GET', `/api/project/items?id=${projectId}`)).json()).data
    .data;

const revisions = async (id: number) => {
  const res = await call(owner, 'GET', `/api/project/items/revision/all?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return RevisionListResponse.parse(res.json()).data.data;
};

const calculations = async (id: number, revNum: number) => {
  const res = await call(owner, 'GET', `/api/project/items/calculations?id=${id}&revNum=${revNum}`);
  expect(res.statusCode, res.body).toBe(200);
  return CalculationsResponse.parse(res.json()).data;
};

/** The engine's price of a payload, EUR. */
const priceOf = (payload: PositionInputBody) =>
  select(toSelectionInput(PositionInputSchema.parse(payload))).price.totalEur;

const BOTH = { coils: 'both' } as const;

describe('positions: calculate, read, recalculate, activate, delete', () => {
  it('creates revision 1 and adds its price and one unit to the project', async () => {
    const projectId = await projectOf(owner);
    const payload = positionPayload(projectId);
    const saved = await created(payload);
    expect(saved.revisionNumber).toBe(1);
    const price = priceOf(payload);
    expect(await totals(projectId)).toEqual({ totalPrice: price, numberOfUnits: 1 });

    const position = await one(saved.data);
    expect(position).toMatchObject({
      id: saved.data,
      projId: projectId,
      projName: 'Office Block A',
      name: 'AHU 1',
      guid: payload.guid,
      revisionNumber: 1,
      revisionCount: 1,
      active: true,
      price: Math.round(price * 100) / 100,
      unitTypeName: 'R 03',
      heatRecoveryFamily: 'Rotary',
      fan: 'Standard',
      unitTypeId: 1,
      flowSupplyM3h: 1120,
      coils: 'without',
    });
    expect(position.externalWidth).toBeGreaterThan(0);
    expect(position.damperHeight).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(position.createdAt))).toBe(false);
    // The list row is the position's table columns, read from the same revision.
    expect(await list(projectId)).toEqual([PositionListRowSchema.parse(position)]);
    expect(Object.keys((await list(projectId))[0]!).sort()).toEqual([
      'createdAt',
      'id',
      'name',
      'price',
      'projId',
      'revisionCount',
      'revisionNumber',
      'timeZone',
      'unitTypeName',
      'version',
    ]);
  });

  it('recalculates as revision 2 (active, with heating and cooling), lists revisions active first and activates either way', async () => {
    const projectId = await projectOf(owner);
    const first = positionPayload(projectId);
    const { data: id } = await created(first);
    const withCoils = positionPayload(projectId, { ...BOTH, guid: first.guid, name: 'AHU 1 coils' });
    const second = await recalculated(id, withCoils);
    expect(second).toEqual({ data: id, revisionNumber: 2 });
    expect(await one(id)).toMatchObject({
      revisionNumber: 2,
      revisionCount: 2,
      coils: 'both',
      name: 'AHU 1 coils',
    });
    expect(await totals(projectId)).toEqual({ totalPrice: priceOf(withCoils), numberOfUnits: 1 });

    const sheet2 = (await calculations(id, 2)).dataSheet;
    expect(sheet2.heating).not.toBeNull();
    expect(sheet2.cooling).not.toBeNull();
    expect((await calculations(id, 1)).dataSheet.heating).toBeNull();

    const third = await recalculated(
      id,
      positionPayload(projectId, { guid: first.guid, flowSupplyM3h: 1000 }),
    );
    expect(third.revisionNumber).toBe(3);
    const listed = await revisions(id);
    expect(listed.map((r) => [r.revisionNumber, r.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(listed.every((r) => r.positionId === id)).toBe(true);

    // The list carries the facts and the input fields of the grid's group asked for, no more (issue 29).
    const facts = ['id', 'positionId', 'active', 'revisionNumber', 'price', 'engineVersion', 'unitTypeName'];
    const keysOf = async (fields: RevisionFields) => {
      const res = await call(owner, 'GET', `/api/project/items/revision/all?id=${id}&fields=${fields}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = RevisionListResponse.parse(res.json()).data.data;
      return Object.keys(rows.find((r) => r.revisionNumber === 3)!).filter((key) => !facts.includes(key));
    };
    const listedFacts = ['heatRecoveryFamily', 'fan', 'createdAt', 'timeZone'];
    expect((await keysOf('info')).sort()).toEqual([...listedFacts, ...REVISION_GROUPS.info].sort());
    expect((await keysOf('fan')).sort()).toEqual([...listedFacts, ...REVISION_GROUPS.fan].sort());
    expect(listed.find((r) => r.revisionNumber === 3)).toMatchObject({
      flowSupplyM3h: 1000,
      name: first.name,
    });
    expect(listed[0]).not.toHaveProperty('coils');
    const all = await call(owner, 'GET', `/api/project/items/revision/all?id=${id}&fields=all`);
    expect(
      RevisionListResponse.parse(all.json()).data.data.find((r) => r.revisionNumber === 2),
    ).toMatchObject({
      coils: withCoils.coils,
      flowSupplyM3h: withCoils.flowSupplyM3h,
      fanAdvancedSettings: withCoils.fanAdvancedSettings,
    });
    const wrong = await call(owner, 'GET', `/api/project/items/revision/all?id=${id}&fields=everything`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('fields');

    // Activation by the original's GET (docs/rules.md#revisions): revision 1 becomes the active position and the
    // total follows its price.
    const rev1 = listed.find((r) => r.revisionNumber === 1)!;
    const get = await call(owner, 'GET', `/api/project/item/revision/activate?id=${rev1.id}`);
    expect(get.statusCode, get.body).toBe(200);
    expect(RevisionActivatedResponse.parse(get.json()).data).toEqual({ data: id, revisionNumber: 1 });
    expect(await one(id)).toMatchObject({ revisionNumber: 1, revisionCount: 3, coils: 'without' });
    expect((await revisions(id)).map((r) => r.revisionNumber)).toEqual([1, 3, 2]);
    expect(await totals(projectId)).toEqual({ totalPrice: priceOf(first), numberOfUnits: 1 });

    // And by the web's POST: revision 2 again.
    const rev2 = listed.find((r) => r.revisionNumber === 2)!;
    const post = await call(owner, 'POST', '/api/project/item/revision/activate', { id: rev2.id });
    expect(post.statusCode, post.body).toBe(200);
    expect(RevisionActivatedResponse.parse(post.json()).data).toEqual({ data: id, revisionNumber: 2 });
    expect(await totals(projectId)).toEqual({ totalPrice: priceOf(withCoils), numberOfUnits: 1 });

    // Numbers never repeat: the next save is revision 4 though revision 2 is active.
    expect((await recalculated(id, first)).revisionNumber).toBe(4);
  });

  it('answers the Mollier points of a revision: recovery outlets always, coils only when chosen', async () => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId, BOTH));
    const res = await call(owner, 'GET', `/api/project/items/calculations/mollier?id=${id}&revNum=1`);
    expect(res.statusCode, res.body).toBe(200);
    const points = MollierPositionResponse.parse(res.json()).data;
    expect(points).toMatchObject({
      projectName: 'Office Block A',
      location: 'Belgrade, Serbia',
      positionName: 'AHU 1',
      revisionNumber: 1,
      elevation: 100,
    });
    // Summer: outdoor 32 C meets indoor 26 C, so the supply leaves the wheel between them; winter likewise.
    expect(points.summer_Sup.temperatureOut).toBeGreaterThan(26);
    expect(points.summer_Sup.temperatureOut).toBeLessThan(32);
    expect(points.winter_Sup.temperatureOut).toBeGreaterThan(-10);
    expect(points.winter_Sup.temperatureOut).toBeLessThan(20);
    expect(points.winter_Exa.temperatureOut).toBeLessThan(20);
    expect(points.summer_Sup.humidityOut).toBeGreaterThan(0);
    expect(points.summer_Sup.humidityOut).toBeLessThanOrEqual(100);
    // The coils aim the supply fan's heat lower; after the fan the supply meets the season's temperature.
    expect(points.summer_SupFan?.temperatureOut).toBeCloseTo(18, 6);
    expect(points.winter_SupFan?.temperatureOut).toBeCloseTo(22, 6);
    expect(points.cooler_Sup?.temperatureOut).toBeLessThan(18 - 0.3);
    expect(points.heater_Sup?.temperatureOut).toBeLessThan(22 - 0.3);
    expect(points.winter_ExaFan?.temperatureOut).toBeGreaterThan(points.winter_Exa.temperatureOut);

    const { data: plain } = await created(positionPayload(projectId));
    const without = MollierPositionResponse.parse(
      (await call(owner, 'GET', `/api/project/items/calculations/mollier?id=${plain}&revNum=1`)).json(),
    ).data;
    expect(without.cooler_Sup).toBeNull();
    expect(without.heater_Sup).toBeNull();
  });

  it('deletes a position with its revisions and takes its price and unit off, leaving pool positions counted', async () => {
    const projectId = await projectOf(owner);
    const pool = await call(owner, 'POST', '/api/project/item/hydra/create', poolPayload(projectId));
    expect(pool.statusCode, pool.body).toBe(201);
    const poolPrice = PoolPositionResponse.parse(pool.json()).data.data.price;
    const { data: id } = await created(positionPayload(projectId));
    await recalculated(id, positionPayload(projectId, BOTH));
    const before = await totals(projectId);
    expect(before.numberOfUnits).toBe(2);
    expect(before.totalPrice).toBeCloseTo(poolPrice + priceOf(positionPayload(projectId, BOTH)), 6);

    const del = await call(owner, 'DELETE', `/api/project/item/delete?id=${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toEqual({ id });
    const after = await totals(projectId);
    expect(after.numberOfUnits).toBe(1);
    expect(after.totalPrice).toBeCloseTo(poolPrice, 6);
    expect(await list(projectId)).toEqual([]);
    expect((await call(owner, 'GET', `/api/project/items/revision/all?id=${id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(positionRevisions).where(eq(positionRevisions.positionId, id)),
    ).toEqual([]);
  });

  it('goes with its project (the delete cascades to positions and revisions)', async () => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId, BOTH));
    const res = await call(owner, 'DELETE', `/api/project/delete?id=${projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(owner, 'GET', `/api/project/items/one?id=${id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(positionRevisions).where(eq(positionRevisions.positionId, id)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown revision number', async () => {
    const { data: id } = await created(positionPayload(await projectOf(owner)));
    const res = await call(owner, 'GET', `/api/project/items/calculations?id=${id}&revNum=2`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Revision not found');
  });
});

describe('positions: ownership and the admin variants', () => {
  it('answers 404 to another user on every call and changes nothing', async () => {
    const projectId = await projectOf(owner);
    const payload = positionPayload(projectId);
    const { data: id } = await created(payload);
    const [revision] = await revisions(id);
    const before = await totals(projectId);

    const calls: [Method, string, object?][] = [
      ['POST', '/api/project/item/calculate', payload],
      ['PUT', '/api/project/item/configurator', { ...payload, id }],
      ['GET', `/api/project/items?id=${projectId}`],
      ['GET', `/api/project/items/one?id=${id}`],
      ['GET', `/api/project/items/revision/all?id=${id}`],
      ['GET', `/api/project/item/revision/activate?id=${revision!.id}`],
      ['POST', '/api/project/item/revision/activate', { id: revision!.id }],
      ['GET', `/api/project/items/calculations?id=${id}&revNum=1`],
      ['GET', `/api/project/items/calculations/mollier?id=${id}&revNum=1`],
      ['DELETE', `/api/project/item/delete?id=${id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().message).toMatch(/^(Project|Position|Revision) not found$/);
    }
    expect(await totals(projectId)).toEqual(before);
    expect((await revisions(id)).length).toBe(1);
  });

  it('refuses a recalculation naming another project of the owner', async () => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId));
    const elsewhere = await projectOf(owner);
    const res = await call(owner, 'PUT', '/api/project/item/configurator', {
      ...positionPayload(elsewhere),
      id,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: "body.projId: must be the position's project",
      data: { field: 'body.projId' },
    });
  });

  it('answers the ByAdmin calls 403 to a user and 200 to an administrator for anyone’s position', async () => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId));
    const urls = [
      `/api/project/itemsByAdmin?projectId=${projectId}`,
      `/api/project/oneItemByAdmin?itemId=${id}`,
      `/api/project/items/calculationsByAdmin?id=${id}&revNum=1`,
      `/api/project/items/revision/allByAdmin?id=${id}`,
      `/api/project/items/calculations/mollierByAdmin?id=${id}&revNum=1`,
    ];
    for (const url of urls) {
      expect((await call(owner, 'GET', url)).statusCode, url).toBe(403);
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const mine = await one(id);
    expect(
      PositionResponse.parse((await call(admin, 'GET', `/api/project/oneItemByAdmin?itemId=${id}`)).json())
        .data,
    ).toEqual(mine);
    expect((await call(admin, 'GET', '/api/project/oneItemByAdmin?itemId=999999')).statusCode).toBe(404);
  });
});

describe('positions: the list pages, sorts and filters on the server', () => {
  it('answers one page with the filtered total, an empty page past the end with the total, and 404 for a foreign project', async () => {
    const projectId = await projectOf(owner);
    for (const name of ['Paged C', 'Paged A', 'Paged B', 'Other D']) {
      await created(positionPayload(projectId, { name }));
    }
    const page = async (query: string, account = owner) => {
      const res = await call(account, 'GET', `/api/project/items?id=${projectId}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return PositionListResponse.parse(res.json()).data;
    };
    const first = await page('pageSize=10&sortBy=name&sortOrder=desc&name=paged');
    expect(first.total).toBe(3);
    expect(first.data.map((p) => p.name)).toEqual(['Paged C', 'Paged B', 'Paged A']);
    expect(await page('page=1&pageSize=10')).toEqual({ data: [], total: 4 });
    expect(await page('pageSize=10&name=nothing like it')).toEqual({ data: [], total: 0 });
    // Another user's call is a 404, with or without rows.
    const foreign = await call(other, 'GET', `/api/project/items?id=${projectId}&pageSize=10`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Project not found');
    const empty = await projectOf(owner);
    const none = await call(owner, 'GET', `/api/project/items?id=${empty}&pageSize=10`);
    expect(PositionListResponse.parse(none.json()).data).toEqual({ data: [], total: 0 });
    expect((await call(other, 'GET', `/api/project/items?id=${empty}`)).statusCode).toBe(404);
  });
});

describe('positions: the wizard’s rules on the server (docs/rules.md#wizard-step-rules)', () => {
  const plate = {
    heatRecovery: 'Plate heat exchanger',
    heatRecoveryPlateType: 'Plate',
    unitTypeId: 6,
  } as const;
  it.each<[string, Partial<PositionInputBody> | Record<string, unknown>, string, string]>([
    ['a supply flow of 599', { flowSupplyM3h: 599 }, 'body.flowSupplyM3h', INVALID_FLOW_MESSAGE],
    ['a supply flow of 6801', { flowSupplyM3h: 6801 }, 'body.flowSupplyM3h', INVALID_FLOW_MESSAGE],
    ['airflow direction 0', { airflowDirection: 0 }, 'body.airflowDirection', ''],
    [
      'a Condensing plate with summer outdoor below indoor',
      { ...plate, summerOutdoorTDb: 20 },
      'body.summerOutdoorTDb',
      TEMPERATURE_ERROR_MESSAGE,
    ],
    ['a missing casing quality', { casing: undefined }, 'body.casing', REQUIRED],
    ['a unit type not serving the flows', { unitTypeId: 2 }, 'body.unitTypeId', FLOW_VALUE_ERROR_MESSAGE],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, override, field, message) => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId));
    const before = await totals(projectId);
    const body = { ...positionPayload(projectId), ...override };

    for (const [method, url, payload] of [
      ['POST', '/api/project/item/calculate', body],
      ['PUT', '/api/project/item/configurator', { ...body, id }],
    ] as const) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.field).toBe(field);
      expect(res.json().message).toContain(`${field}: ${message}`);
    }
    expect(await totals(projectId)).toEqual(before);
    expect((await list(projectId)).length).toBe(1);
    expect((await revisions(id)).length).toBe(1);
  });

  it('answers 422 with the message and reason of docs/rules.md#calc-duty-error for a duty beyond the unit, writing nothing', async () => {
    const projectId = await projectOf(owner);
    // Air heated to 60 C by water entering at 35 C: no coil can.
    const res = await call(
      owner,
      'POST',
      '/api/project/item/calculate',
      positionPayload(projectId, { coils: 'heater', heaterAirInputValue: 45 }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/^Error with recuperator or coils calculation\..* Reason: /);
    expect(res.json().data.field).toBe('body.heaterAirInputValue');
    expect(await totals(projectId)).toEqual({ totalPrice: 0, numberOfUnits: 0 });
    expect(await list(projectId)).toEqual([]);
  });
});

describe('positions: stored revisions (acceptance 3)', () => {
  it('recalculates a stored revision’s input, read back from the API, to the same data sheet', async () => {
    const projectId = await projectOf(owner);
    const { data: id } = await created(positionPayload(projectId, BOTH));
    const stored = await calculations(id, 1);
    const position = await one(id);
    const again = dataSheet(select(toSelectionInput(PositionInputSchema.parse(position))));
    expect(stored.dataSheet).toEqual(JSON.parse(JSON.stringify(again)));
  });

  it('refuses any UPDATE of a revision (the trigger), on PGlite and PostgreSQL alike', async () => {
    const { data: id } = await created(positionPayload(await projectOf(owner)));
    const refused = await t.database.db
      .update(positionRevisions)
      .set({ price: 1 })
      .where(eq(positionRevisions.positionId, id))
      .then(
        () => null,
        (error: Error) => error,
      );
    // drizzle wraps the driver's error; the trigger's message is on the cause.
    const cause = refused?.cause instanceof Error ? refused.cause : refused;
    expect(cause?.message).toContain('position_revisions are immutable');
    const [row] = await t.database.db
      .select({ price: positionRevisions.price })
      .from(positionRevisions)
      .where(eq(positionRevisions.positionId, id));
    expect(row!.price).not.toBe(1);
  });
});

describe('the dashboard charts count the active revisions', () => {
  it('sums prices per country and family, counts units by recovery type and flows per project', async () => {
    const user = await confirmedUser(t);
    const belgrade = await projectOf(user);
    const vienna = await projectOf(user, { name: 'Vienna', country: 'Austria', city: 'Vienna' });
    const rotary = positionPayload(belgrade);
    const plate = positionPayload(belgrade, {
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      unitTypeId: 6,
      flowSupplyM3h: 1000,
    });
    const enthalpy = positionPayload(vienna, {
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Enthalpy',
      unitTypeId: 11,
    });
    for (const payload of [rotary, plate, enthalpy]) {
      await created(payload, user);
    }
    const costs = UnitCostsChartResponse.parse((await call(user, 'GET', '/api/home/unitCostsChart')).json())
      .data.data;
    expect(costs).toEqual([
      { country: 'Austria', enthalpyCost: priceOf(enthalpy), plateCost: 0, rotaryCost: 0 },
      { country: 'Serbia', enthalpyCost: 0, plateCost: priceOf(plate), rotaryCost: priceOf(rotary) },
    ]);
    const types = UnitTypesChartResponse.parse((await call(user, 'GET', '/api/home/unitTypesChart')).json())
      .data.data;
    expect(types.recoveryTypes).toEqual({ enthalpy: 1, plate: 0, condensing: 1, wheel: 1 });
    expect(types.airflow).toEqual([
      { projectId: belgrade, name: 'Office Block A', supply: 2120, exhaust: 2240 },
      { projectId: vienna, name: 'Vienna', supply: 1120, exhaust: 1120 },
    ]);
    expect(types.airflowRest).toEqual({ projects: 0, supply: 0, exhaust: 0 });
  });

  it('names the projects of the largest airflow and sums the rest: the chart does not grow with the projects (issue 29)', async () => {
    const user = await confirmedUser(t);
    const flows = Array.from({ length: CHART_AIRFLOW_PROJECTS + 3 }, (_, i) => 1000 + 50 * i);
    const ids: number[] = [];
    for (const flow of flows) {
      const projectId = await projectOf(user, { name: `Flow ${flow}` });
      ids.push(projectId);
      await created(positionPayload(projectId, { flowSupplyM3h: flow, flowReturnM3h: flow }), user);
    }
    const types = UnitTypesChartResponse.parse((await call(user, 'GET', '/api/home/unitTypesChart')).json())
      .data.data;
    const largestFirst = [...flows].reverse();
    expect(types.airflow.map((row) => row.supply)).toEqual(largestFirst.slice(0, CHART_AIRFLOW_PROJECTS));
    expect(types.airflow[0]!.projectId).toBe(ids.at(-1));
    const rest = largestFirst.slice(CHART_AIRFLOW_PROJECTS);
    const sum = rest.reduce((a, b) => a + b, 0);
    expect(types.airflowRest).toEqual({ projects: rest.length, supply: sum, exhaust: sum });
    expect(types.recoveryTypes.wheel).toBe(flows.length);
  });

  it('keeps each project’s active flows and family counts equal to its active revisions through every write', async () => {
    const projectId = await projectOf(owner);
    const plate = {
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      unitTypeId: 6,
    } as const;
    const first = (await created(positionPayload(projectId, { flowSupplyM3h: 1500, flowReturnM3h: 1400 })))
      .data;
    const second = (await created(positionPayload(projectId, { ...plate, flowSupplyM3h: 1000 }))).data;
    expect(await keptFacts(projectId)).toEqual(await summedFacts(projectId));
    // A recalculation that changes the family and the flows, then the older revision again, then a delete.
    await recalculated(
      first,
      positionPayload(projectId, { ...plate, flowSupplyM3h: 1200, flowReturnM3h: 1200 }),
    );
    expect(await keptFacts(projectId)).toEqual(await summedFacts(projectId));
    const [older] = (await revisions(first)).filter((revision) => revision.revisionNumber === 1);
    expect(
      (await call(owner, 'POST', '/api/project/item/revision/activate', { id: older!.id })).statusCode,
    ).toBe(200);
    expect(await keptFacts(projectId)).toEqual(await summedFacts(projectId));
    expect((await call(owner, 'DELETE', `/api/project/item/delete?id=${second}`)).statusCode).toBe(200);
    const kept = await keptFacts(projectId);
    expect(kept).toEqual(await summedFacts(projectId));
    expect(kept).toEqual({ supply: 1500, exhaust: 1400, Rotary: 1, Plate: 0, Enthalpy: 0 });
  });

  it('fills the kept facts of projects saved before them (migration 0010’s backfill)', async () => {
    const projectId = await projectOf(owner);
    await created(positionPayload(projectId));
    await created(
      positionPayload(projectId, {
        heatRecovery: 'Plate heat exchanger',
        heatRecoveryPlateType: 'Enthalpy',
        unitTypeId: 11,
      }),
    );
    const expected = await summedFacts(projectId);
    const zero = {
      activeSupplyFlow: 0,
      activeReturnFlow: 0,
      activeRotaryUnits: 0,
      activePlateUnits: 0,
      activeEnthalpyUnits: 0,
    };
    await t.database.db.update(projects).set(zero).where(eq(projects.id, projectId));
    const migration = readFileSync('server/db/migrations/0010_active_revision_facts.sql', 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "projects"'))!;
    await t.database.db.execute(sql.raw(backfill));
    expect(await keptFacts(projectId)).toEqual(expected);
  });
});

/** The active revisions' facts a project keeps (what the unit-types chart reads). */
async function keptFacts(projectId: number) {
  const [row] = await t.database.db
    .select({
      supply: projects.activeSupplyFlow,
      exhaust: projects.activeReturnFlow,
      Rotary: projects.activeRotaryUnits,
      Plate: projects.activePlateUnits,
      Enthalpy: projects.activeEnthalpyUnits,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

/** The same facts summed from the revisions themselves. */
async function summedFacts(projectId: number) {
  const rows = await t.database.db
    .select({
      supplyFlow: positionRevisions.supplyFlow,
      returnFlow: positionRevisions.returnFlow,
      family: positionRevisions.heatRecoveryFamily,
    })
    .from(positions)
    .innerJoin(
      positionRevisions,
      and(
        eq(positionRevisions.positionId, positions.id),
        eq(positionRevisions.revisionNumber, positions.activeRevisionNumber),
      ),
    )
    .where(eq(positions.projectId, projectId));
  const facts = { supply: 0, exhaust: 0, Rotary: 0, Plate: 0, Enthalpy: 0 };
  for (const row of rows) {
    facts.supply += row.supplyFlow;
    facts.exhaust += row.returnFlow;
    facts[row.family] += 1;
  }
  return facts;
}
