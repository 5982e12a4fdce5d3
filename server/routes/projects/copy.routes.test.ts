import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoolPositionResponse } from '../../../contracts/pool';
import {
  PositionCopiedResponse,
  PositionListResponse,
  PositionResponse,
  PositionSavedResponse,
  RevisionListResponse,
} from '../../../contracts/positions';
import { ProjectCopiedResponse, ProjectCreatedResponse, ProjectResponse } from '../../../contracts/projects';
import { positionRevisions, projects, projectWeatherYears } from '../../db/schema';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { poolPayload } from '../../test/pool';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';
import { changedTables, tableChecksums } from '../../test/table-checksums';

/** Issue 30: copying a position (into its own or another project of the caller's) and a whole project. */
let t: TestApp;
let owner: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([confirmedUser(t), confirmedUser(t)]);
});
afterAll(() => t.close());

const call = (account: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account.tokens.token), ...(payload ? { payload } : {}) });

async function newProject(account: TestAccount, name = 'Office Block A'): Promise<number> {
  const res = await call(account, 'POST', '/api/project/create-project', projectPayload({ name }));
  expect(res.statusCode, res.body).toBe(201);
  return ProjectCreatedResponse.parse(res.json()).data.id;
}

async function newPosition(account: TestAccount, projectId: number, name = 'AHU 1'): Promise<number> {
  const res = await call(
    account,
    'POST',
    '/api/project/item/calculate',
    positionPayload(projectId, { name }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return PositionSavedResponse.parse(res.json()).data.data;
}

async function projectOf(account: TestAccount, id: number) {
  const res = await call(account, 'GET', `/api/project/one?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ProjectResponse.parse(res.json()).data;
}

/** The totals a project keeps with its positions (the answer's and the dashboard's columns). */
async function totalsOf(id: number) {
  const [row] = await t.database.db
    .select({
      totalPrice: projects.totalPrice,
      numberOfUnits: projects.numberOfUnits,
      activeSupplyFlow: projects.activeSupplyFlow,
      activeReturnFlow: projects.activeReturnFlow,
      activeRotaryUnits: projects.activeRotaryUnits,
      activePlateUnits: projects.activePlateUnits,
      activeEnthalpyUnits: projects.activeEnthalpyUnits,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row!;
}

async function positionOf(account: TestAccount, id: number) {
  const res = await call(account, 'GET', `/api/project/items/one?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return PositionResponse.parse(res.json()).data;
}

async function storedRevisions(positionId: number) {
  return t.database.db.select().from(positionRevisions).where(eq(positionRevisions.positionId, positionId));
}

/** Every table's rows as checksums: a refused copy changes none (server/test/table-checksums.ts). */
const snapshot = () => tableChecksums(t.database.db);

const copyPosition = (account: TestAccount, payload: object) =>
  call(account, 'POST', '/api/project/item/copy', payload);
const copyProject = (account: TestAccount, payload: object) =>
  call(account, 'POST', '/api/project/copy', payload);

describe('POST /project/item/copy', () => {
  it("stores the active revision as revision 1 of 'AHU 1 (copy)' in the same project and adds it to the totals", async () => {
    const projectId = await newProject(owner);
    const positionId = await newPosition(owner, projectId);
    const edited = await call(owner, 'PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId),
      id: positionId,
      flowSupplyM3h: 1500,
      flowReturnM3h: 1400,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await totalsOf(projectId);

    const res = await copyPosition(owner, { positionId });
    expect(res.statusCode, res.body).toBe(201);
    const copied = PositionCopiedResponse.parse(res.json()).data;
    expect(copied.projectId).toBe(projectId);
    expect(copied.id).not.toBe(positionId);

    const copy = await positionOf(owner, copied.id);
    const source = await positionOf(owner, positionId);
    expect(copy).toMatchObject({
      name: 'AHU 1 (copy)',
      projId: projectId,
      revisionNumber: 1,
      revisionCount: 1,
      flowSupplyM3h: 1500,
      flowReturnM3h: 1400,
      price: source.price,
      unitTypeName: source.unitTypeName,
    });
    expect(copy.guid).not.toBe(source.guid);

    const [sourceActive] = (await storedRevisions(positionId)).filter((r) => r.revisionNumber === 2);
    const [copyRevision] = await storedRevisions(copied.id);
    expect(copyRevision!.revisionNumber).toBe(1);
    expect(copyRevision!.dataSheet).toEqual(sourceActive!.dataSheet);
    expect(copyRevision!.selection).toEqual(sourceActive!.selection);
    expect(copyRevision!.engineVersion).toBe(sourceActive!.engineVersion);
    expect(copyRevision!.input).toEqual({
      ...sourceActive!.input,
      name: 'AHU 1 (copy)',
      guid: copy.guid,
      projId: projectId,
    });

    const after = await totalsOf(projectId);
    expect(after.totalPrice).toBeCloseTo(before.totalPrice + source.price, 6);
    expect(after.numberOfUnits).toBe(before.numberOfUnits + 1);
    expect(after.activeSupplyFlow).toBe(before.activeSupplyFlow + 1500);
    expect(after.activeReturnFlow).toBe(before.activeReturnFlow + 1400);
    expect(after.activeRotaryUnits).toBe(before.activeRotaryUnits + 1);
  });

  it('copies into another of the caller’s projects, moving only that project’s totals', async () => {
    const from = await newProject(owner);
    const to = await newProject(owner, 'Target');
    const positionId = await newPosition(owner, from);
    const [fromBefore, toBefore] = [await totalsOf(from), await totalsOf(to)];

    const res = await copyPosition(owner, { positionId, targetProjectId: to });
    expect(res.statusCode, res.body).toBe(201);
    const copied = PositionCopiedResponse.parse(res.json()).data;
    expect(copied.projectId).toBe(to);
    const copy = await positionOf(owner, copied.id);
    expect(copy.projId).toBe(to);
    expect(copy.name).toBe('AHU 1 (copy)');

    expect(await totalsOf(from)).toEqual(fromBefore);
    const toAfter = await totalsOf(to);
    expect(toAfter.numberOfUnits).toBe(toBefore.numberOfUnits + 1);
    expect(toAfter.totalPrice).toBeCloseTo(copy.price, 6);
    const listed = await call(owner, 'GET', `/api/project/items?id=${to}`);
    expect(PositionListResponse.parse(listed.json()).data.data.map((p) => p.id)).toEqual([copied.id]);
  });

  it('keeps a 50-character name at 50 characters, the base cut before " (copy)"', async () => {
    const projectId = await newProject(owner);
    const long = `AHU ${'x'.repeat(46)}`;
    expect(long).toHaveLength(50);
    const positionId = await newPosition(owner, projectId, long);
    const res = await copyPosition(owner, { positionId });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await positionOf(owner, PositionCopiedResponse.parse(res.json()).data.id);
    expect(copy.name).toBe(`AHU ${'x'.repeat(39)} (copy)`);
    expect(copy.name).toHaveLength(50);
  });

  it('answers 404 for a foreign target project or a foreign position, and writes nothing', async () => {
    const mine = await newProject(owner);
    const positionId = await newPosition(owner, mine);
    const theirs = await newProject(other, 'Theirs');
    const theirPosition = await newPosition(other, theirs);
    const before = await snapshot();
    const [mineBefore, theirsBefore] = [await totalsOf(mine), await totalsOf(theirs)];

    const intoForeign = await copyPosition(owner, { positionId, targetProjectId: theirs });
    expect(intoForeign.statusCode, intoForeign.body).toBe(404);
    const ofForeign = await copyPosition(owner, { positionId: theirPosition, targetProjectId: mine });
    expect(ofForeign.statusCode, ofForeign.body).toBe(404);
    const missing = await copyPosition(owner, { positionId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);

    expect(changedTables(before, await snapshot())).toEqual([]);
    expect(await totalsOf(mine)).toEqual(mineBefore);
    expect(await totalsOf(theirs)).toEqual(theirsBefore);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await copyPosition(owner, { positionId: 'one' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.positionId');
    const target = await copyPosition(owner, { positionId: 1, targetProjectId: 0 });
    expect(target.statusCode).toBe(400);
    expect(target.json().message).toContain('body.targetProjectId');
  });
});

describe('POST /project/item/hydra/copy', () => {
  it('copies a pool position into another project as "<name> (copy)" and adds its price and units there', async () => {
    const from = await newProject(owner);
    const to = await newProject(owner, 'Pool target');
    const created = await call(owner, 'POST', '/api/project/item/hydra/create', poolPayload(from));
    expect(created.statusCode, created.body).toBe(201);
    const source = PoolPositionResponse.parse(created.json()).data.data;
    const [fromBefore, toBefore] = [await totalsOf(from), await totalsOf(to)];

    const res = await call(owner, 'POST', '/api/project/item/hydra/copy', {
      id: source.id,
      targetProjectId: to,
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = PoolPositionResponse.parse(res.json()).data.data;
    expect(copy).toMatchObject({
      ...source,
      id: copy.id,
      projectId: to,
      name: `${source.name} (copy)`,
      positionId: copy.positionId,
      createdAt: copy.createdAt,
    });
    expect(copy.id).not.toBe(source.id);
    expect(await totalsOf(from)).toEqual(fromBefore);
    const toAfter = await totalsOf(to);
    expect(toAfter.totalPrice).toBeCloseTo(toBefore.totalPrice + source.price, 6);
    expect(toAfter.numberOfUnits).toBe(toBefore.numberOfUnits + source.numOfUnits);
  });

  it('answers 404 for a foreign pool position or target and writes nothing; 400 naming a bad id', async () => {
    const mine = await newProject(owner);
    const created = await call(owner, 'POST', '/api/project/item/hydra/create', poolPayload(mine));
    const id = PoolPositionResponse.parse(created.json()).data.data.id;
    const theirs = await newProject(other, 'Theirs');
    const before = await snapshot();
    const intoForeign = await call(owner, 'POST', '/api/project/item/hydra/copy', {
      id,
      targetProjectId: theirs,
    });
    expect(intoForeign.statusCode, intoForeign.body).toBe(404);
    const ofForeign = await call(other, 'POST', '/api/project/item/hydra/copy', { id });
    expect(ofForeign.statusCode, ofForeign.body).toBe(404);
    expect(changedTables(before, await snapshot())).toEqual([]);
    const bad = await call(owner, 'POST', '/api/project/item/hydra/copy', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.id');
  });
});

describe('POST /project/copy', () => {
  it("copies values, customer, weather year, the positions' active revisions and pool positions; totals match", async () => {
    const projectId = await newProject(owner);
    const first = await newPosition(owner, projectId, 'AHU 1');
    const second = await newPosition(owner, projectId, 'AHU 2');
    // The second position's active revision is its first of two: the copy takes the active one, not the newest.
    const edited = await call(owner, 'PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId, { name: 'AHU 2' }),
      id: second,
      flowSupplyM3h: 1600,
      flowReturnM3h: 1600,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const revisions = RevisionListResponse.parse(
      (await call(owner, 'GET', `/api/project/items/revision/all?id=${second}`)).json(),
    ).data.data;
    const revisionOne = revisions.find((r) => r.revisionNumber === 1)!;
    const activated = await call(owner, 'POST', '/api/project/item/revision/activate', {
      id: revisionOne.id,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const pool = await call(owner, 'POST', '/api/project/item/hydra/create', poolPayload(projectId));
    expect(pool.statusCode, pool.body).toBe(201);
    const poolPosition = PoolPositionResponse.parse(pool.json()).data.data;
    await t.database.db.insert(projectWeatherYears).values({
      projectId,
      latitude: 44.8176,
      longitude: 20.4569,
      source: 'design',
      year: null,
      method: 'design conditions',
      tDb: new Uint8Array([1, 2, 3, 4]),
      w: new Uint8Array([5, 6, 7, 8]),
      pressure: 99_000,
    });

    const res = await copyProject(owner, { projectId });
    expect(res.statusCode, res.body).toBe(201);
    const copyId = ProjectCopiedResponse.parse(res.json()).data.id;
    expect(copyId).not.toBe(projectId);

    const [source, copy] = [await projectOf(owner, projectId), await projectOf(owner, copyId)];
    const {
      id: _a,
      name: sourceName,
      createdAt: _b,
      version: _c,
      customer: sourceCustomer,
      ...sourceRest
    } = source;
    const { id: _d, name: copyName, createdAt: _e, version: _f, customer: copyCustomer, ...copyRest } = copy;
    expect(copyName).toBe(`${sourceName} (copy)`);
    expect(copyRest).toEqual(sourceRest);
    expect(copyCustomer).toMatchObject({ ...sourceCustomer, id: expect.any(Number) });
    expect(copyCustomer!.id).not.toBe(sourceCustomer!.id);
    expect(await totalsOf(copyId)).toEqual(await totalsOf(projectId));

    const listed = PositionListResponse.parse(
      (await call(owner, 'GET', `/api/project/items?id=${copyId}`)).json(),
    ).data.data;
    expect(listed.map((p) => [p.name, p.revisionNumber, p.revisionCount])).toEqual([
      ['AHU 1', 1, 1],
      ['AHU 2', 1, 1],
    ]);
    const copiedSecond = await positionOf(owner, listed[1]!.id);
    expect(copiedSecond.flowSupplyM3h).toBe(1120);
    expect(copiedSecond.price).toBe((await positionOf(owner, second)).price);
    expect((await positionOf(owner, listed[0]!.id)).price).toBe((await positionOf(owner, first)).price);

    const poolRows = await call(owner, 'GET', `/api/project/items/hydra/all?projectId=${copyId}`);
    expect(poolRows.statusCode, poolRows.body).toBe(200);
    expect(JSON.stringify(poolRows.json())).toContain(poolPosition.name);

    const [weather] = await t.database.db
      .select()
      .from(projectWeatherYears)
      .where(eq(projectWeatherYears.projectId, copyId));
    expect(weather).toMatchObject({ source: 'design', method: 'design conditions', pressure: 99_000 });
    expect([...weather!.tDb]).toEqual([1, 2, 3, 4]);
  });

  it('keeps a 50-character project name at 50 characters', async () => {
    const long = 'P'.repeat(50);
    const projectId = await newProject(owner, long);
    const res = await copyProject(owner, { projectId });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await projectOf(owner, ProjectCopiedResponse.parse(res.json()).data.id);
    expect(copy.name).toBe(`${'P'.repeat(43)} (copy)`);
  });

  it("answers 404 for another user's project and 400 naming the field for bad input", async () => {
    const theirs = await newProject(other, 'Theirs');
    const before = await snapshot();
    const foreign = await copyProject(owner, { projectId: theirs });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(changedTables(before, await snapshot())).toEqual([]);
    const bad = await copyProject(owner, { projectId: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.projectId');
  });

  it('leaves nothing half-written when a write fails part-way (the last pool position refused)', async () => {
    const projectId = await newProject(owner);
    await newPosition(owner, projectId);
    const pool = await call(owner, 'POST', '/api/project/item/hydra/create', poolPayload(projectId));
    expect(pool.statusCode, pool.body).toBe(201);
    const before = await snapshot();
    // Refuses every new pool position row: the copy has written its project and positions by then.
    const run = async (...statements: string[]) => {
      for (const statement of statements) {
        await t.database.db.execute(sql.raw(statement));
      }
    };
    await run(
      `create function refuse_pool_copy() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`,
      `create trigger refuse_pool_copy before insert on pool_positions
        for each row execute function refuse_pool_copy()`,
    );
    try {
      const res = await copyProject(owner, { projectId });
      expect(res.statusCode).toBe(500);
    } finally {
      await run('drop trigger refuse_pool_copy on pool_positions', 'drop function refuse_pool_copy()');
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});
