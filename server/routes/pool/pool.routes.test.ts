import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POOL_MANDATORY_MESSAGE,
  PoolPositionListResponse,
  PoolPositionResponse,
  PoolTypesResponse,
} from '../../../contracts/pool';
import { ProjectCreatedResponse, ProjectResponse } from '../../../contracts/projects';
import { POOL_UNITS } from '../../../engine/pool';
import { administrator, bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { poolPayload } from '../../test/pool';
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

const call = (
  account: TestAccount,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(account.tokens.token), ...(payload ? { payload } : {}) });

async function projectOf(account: TestAccount): Promise<number> {
  const res = await call(account, 'POST', '/api/project/create-project', projectPayload());
  expect(res.statusCode, res.body).toBe(201);
  return ProjectCreatedResponse.parse(res.json()).data.id;
}

async function created(account: TestAccount, payload: object) {
  const res = await call(account, 'POST', '/api/project/item/hydra/create', payload);
  expect(res.statusCode, res.body).toBe(201);
  return PoolPositionResponse.parse(res.json()).data.data;
}

const totals = async (projectId: number) => {
  const project = ProjectResponse.parse(
    (await call(owner, 'GET', `/api/project/one?id=${projectId}`)).json(),
  ).data;
  return { totalPrice: project.totalPrice, numberOfUnits: project.numberOfUnits };
};

const positions = async (projectId: number) =>
  PoolPositionListResponse.parse(
    (await call(owner, 'GET', `/api/project/items/hydra/all?projectId=${projectId}`)).json(),
  ).data.data;

describe('pool positions: create, read, list, edit, delete', () => {
  it('saves a position with the engine’s air volumes and the catalogue price, and counts it in the totals', async () => {
    const projectId = await projectOf(owner);
    const saved = await created(owner, poolPayload(projectId, { numOfUnits: 2, unitTypeId: 2, price: 1 }));
    expect(saved).toMatchObject({
      projectId,
      revisionNumber: 0,
      positionId: saved.id,
      maxRequiredAir: 1500,
      minRequiredFreshAir: 500,
      numOfAirChanges: 7.5,
      numOfUnits: 2,
      price: 2 * POOL_UNITS[1]!.priceEur,
      // The default hall: 1500 m3/h carries 9.06 kg/h, below its 9.40 kg/h evaporation (issue 16).
      dehumidificationCapacity: 9.06,
      airBelowEvaporationLoad: true,
    });
    expect(saved.evaporationLoad).toBeCloseTo(9.4, 2);
    expect(saved.airForEvaporationLoad).toBeCloseTo(1556, 0);
    expect(await totals(projectId)).toEqual({ totalPrice: saved.price, numberOfUnits: 2 });

    const one = await call(owner, 'GET', `/api/project/items/hydra/one?id=${saved.id}`);
    expect(PoolPositionResponse.parse(one.json()).data.data).toEqual(saved);
    expect(await positions(projectId)).toEqual([saved]);
  });

  it('moves the totals on edit and takes them off on delete', async () => {
    const projectId = await projectOf(owner);
    const first = await created(owner, poolPayload(projectId));
    const second = await created(owner, poolPayload(projectId, { poolName: 'Kids' }));
    expect(await totals(projectId)).toEqual({ totalPrice: first.price * 2, numberOfUnits: 2 });

    const edit = await call(owner, 'PUT', '/api/project/item/hydra/edit', {
      ...poolPayload(projectId, { unitTypeId: 9, numOfUnits: 3 }),
      id: second.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = PoolPositionResponse.parse(edit.json()).data.data;
    expect(edited.price).toBe(3 * POOL_UNITS[8]!.priceEur);
    expect(await totals(projectId)).toEqual({ totalPrice: first.price + edited.price, numberOfUnits: 4 });

    const del = await call(owner, 'DELETE', `/api/project/item/hydra/delete?id=${second.id}`);
    expect(del.statusCode).toBe(200);
    expect(await totals(projectId)).toEqual({ totalPrice: first.price, numberOfUnits: 1 });
    expect((await positions(projectId)).map((p) => p.id)).toEqual([first.id]);
  });
});

describe('pool positions: the mandatory rule (docs/rules.md#pool-mandatory)', () => {
  it.each([
    ['a missing name', { name: undefined }],
    ['a blank pool name', { poolName: '  ' }],
    ['an empty volume', { poolVolume: '' }],
    ['a zero air temperature', { airTemperature: 0 }],
    ['a zero water temperature', { waterTemperature: 0 }],
    ['a null humidity', { airHumidity: null }],
    ['a zero price', { price: 0 }],
    ['no unit', { unitTypeId: 0 }],
  ])('refuses %s with the mandatory-fields message and writes nothing', async (_, override) => {
    const projectId = await projectOf(owner);
    const res = await call(owner, 'POST', '/api/project/item/hydra/create', {
      ...poolPayload(projectId),
      ...override,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(POOL_MANDATORY_MESSAGE);
    expect(await positions(projectId)).toEqual([]);
    expect(await totals(projectId)).toEqual({ totalPrice: 0, numberOfUnits: 0 });
  });

  it('refuses an edit with a zero field and leaves the position and the totals as they were', async () => {
    const projectId = await projectOf(owner);
    const saved = await created(owner, poolPayload(projectId));
    const res = await call(owner, 'PUT', '/api/project/item/hydra/edit', {
      ...poolPayload(projectId, { waterTemperature: 0, numOfUnits: 4 }),
      id: saved.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POOL_MANDATORY_MESSAGE);
    expect(await positions(projectId)).toEqual([saved]);
    expect(await totals(projectId)).toEqual({ totalPrice: saved.price, numberOfUnits: 1 });
  });

  it('refuses a unit too small for the air per unit, naming unitTypeId', async () => {
    const projectId = await projectOf(owner);
    const res = await call(
      owner,
      'POST',
      '/api/project/item/hydra/create',
      poolPayload(projectId, { waterSurface: 400, poolVolume: 2000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ field: 'body.unitTypeId' });
    expect(await positions(projectId)).toEqual([]);
  });
});

describe('pool positions: ownership', () => {
  it("answers 404 for another user's pool position or project on every call", async () => {
    const projectId = await projectOf(owner);
    const saved = await created(owner, poolPayload(projectId));
    const otherProject = await projectOf(other);

    expect((await call(other, 'GET', `/api/project/items/hydra/one?id=${saved.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/project/items/hydra/all?projectId=${projectId}`)).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `/api/project/item/hydra/delete?id=${saved.id}`)).statusCode).toBe(
      404,
    );
    const edit = await call(other, 'PUT', '/api/project/item/hydra/edit', {
      ...poolPayload(otherProject),
      id: saved.id,
    });
    expect(edit.statusCode).toBe(404);
    const create = await call(other, 'POST', '/api/project/item/hydra/create', poolPayload(projectId));
    expect(create.statusCode).toBe(404);
    // Nor may the owner move a position into someone else's project.
    const move = await call(owner, 'PUT', '/api/project/item/hydra/edit', {
      ...poolPayload(otherProject),
      id: saved.id,
    });
    expect(move.statusCode).toBe(404);

    expect(await positions(projectId)).toEqual([saved]);
    expect(await totals(projectId)).toEqual({ totalPrice: saved.price, numberOfUnits: 1 });
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/project/item/hydra/getTypes?maxRequiredAir=1',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/project/item/hydra/getTypes', () => {
  it('returns the catalogue entries able to serve the air', async () => {
    const res = await call(owner, 'GET', '/api/project/item/hydra/getTypes?maxRequiredAir=11500');
    expect(res.statusCode).toBe(200);
    expect(PoolTypesResponse.parse(res.json()).data.data.map((u) => [u.id, u.type, u.unit])).toEqual([
      [22, 'BASIC', '24.15'],
      [36, 'GENIUS', '24.15'],
    ]);
  });
});

describe('pool positions: the admin variant (issue 18)', () => {
  // Regression: admin mode showed "No pool positions." for another user's project that had one.
  it("lists any user's pool positions to an administrator and answers 403 to a user", async () => {
    const projectId = await projectOf(owner);
    const saved = await created(owner, poolPayload(projectId));
    const url = `/api/project/items/hydra/allByAdmin?projectId=${projectId}`;

    const byAdmin = await call(admin, 'GET', url);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(PoolPositionListResponse.parse(byAdmin.json()).data.data).toEqual([saved]);
    expect((await call(owner, 'GET', url)).statusCode).toBe(403);
    expect((await call(other, 'GET', url)).statusCode).toBe(403);
    expect(
      (await call(admin, 'GET', '/api/project/items/hydra/allByAdmin?projectId=999999')).statusCode,
    ).toBe(404);
  });
});
