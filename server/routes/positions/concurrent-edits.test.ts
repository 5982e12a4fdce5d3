import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_MESSAGES } from '../../../contracts/envelope';
import { PositionResponse, PositionSavedResponse, RevisionListResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse, ProjectResponse } from '../../../contracts/projects';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/**
 * Saves of one position or project at the same time (two tabs, two users of one account). Regression: on
 * PostgreSQL the row lock was taken through a join on the active revision, which no longer matched after waiting for
 * the first save, so 28 of 60 concurrent saves answered 404 "Position not found". Now every save without a version
 * queues and makes the next revision; a save read at an older version answers 409 and writes nothing.
 */

let t: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  owner = await confirmedUser(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner.tokens.token), ...(payload ? { payload } : {}) });

async function newProject(): Promise<number> {
  const res = await call('POST', '/api/project/create-project', projectPayload());
  expect(res.statusCode, res.body).toBe(201);
  return ProjectCreatedResponse.parse(res.json()).data.id;
}

async function newPosition(projectId: number): Promise<number> {
  const res = await call('POST', '/api/project/item/calculate', positionPayload(projectId));
  expect(res.statusCode, res.body).toBe(201);
  return PositionSavedResponse.parse(res.json()).data.data;
}

const position = async (id: number) =>
  PositionResponse.parse((await call('GET', `/api/project/items/one?id=${id}`)).json()).data;
const project = async (id: number) =>
  ProjectResponse.parse((await call('GET', `/api/project/one?id=${id}`)).json()).data;

describe('concurrent saves of one position', () => {
  it('20 saves at once all succeed with contiguous revision numbers, the last one active, totals once', async () => {
    const projectId = await newProject();
    const id = await newPosition(projectId);
    const saves = 20;
    const answers = await Promise.all(
      Array.from({ length: saves }, (_, i) =>
        call('PUT', '/api/project/item/configurator', {
          ...positionPayload(projectId, { name: `AHU ${i}`, flowSupplyM3h: 1000 + i * 10 }),
          id,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toEqual([]);
    expect(statuses).toEqual(Array(saves).fill(200));
    const numbers = answers.map((a) => PositionSavedResponse.parse(a.json()).data.revisionNumber);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: saves }, (_, i) => i + 2));

    const revisions = RevisionListResponse.parse(
      (await call('GET', `/api/project/items/revision/all?id=${id}`)).json(),
    ).data.data;
    expect(revisions.map((r) => r.revisionNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: saves + 1 }, (_, i) => i + 1),
    );
    const active = revisions.filter((r) => r.active);
    expect(active).toHaveLength(1);
    expect(active[0]!.revisionNumber).toBe(saves + 1);
    // The project counts the position once, at its active revision's price.
    const p = await project(projectId);
    expect(p.numberOfUnits).toBe(1);
    expect(p.totalPrice).toBeCloseTo(active[0]!.price, 6);
  });

  it('a save read at an older version answers 409 and writes nothing; the current version saves', async () => {
    const projectId = await newProject();
    const id = await newPosition(projectId);
    const read = await position(id);
    const first = await call('PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId, { name: 'Tab A' }),
      id,
      version: read.version,
    });
    expect(first.statusCode, first.body).toBe(200);

    const stale = await call('PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId, { name: 'Tab B' }),
      id,
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 409,
      message: STALE_MESSAGES.position,
      data: { field: 'body.version' },
    });
    const after = await position(id);
    expect(after.name).toBe('Tab A');
    expect(after.revisionCount).toBe(2);
    expect(after.version).toBe(read.version + 1);

    const fresh = await call('PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId, { name: 'Tab B again' }),
      id,
      version: after.version,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await position(id)).revisionCount).toBe(3);
  });

  it('an activation moves the version on, so a save read before it is stale', async () => {
    const projectId = await newProject();
    const id = await newPosition(projectId);
    await call('PUT', '/api/project/item/configurator', { ...positionPayload(projectId), id });
    const read = await position(id);
    const revisions = RevisionListResponse.parse(
      (await call('GET', `/api/project/items/revision/all?id=${id}`)).json(),
    ).data.data;
    const first = revisions.find((r) => r.revisionNumber === 1)!;
    const activated = await call('POST', '/api/project/item/revision/activate', { id: first.id });
    expect(activated.statusCode, activated.body).toBe(200);
    const stale = await call('PUT', '/api/project/item/configurator', {
      ...positionPayload(projectId),
      id,
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('two tabs saving one project', () => {
  it('the second save from the same read answers 409 and keeps the first tab’s change', async () => {
    const id = await newProject();
    const read = await project(id);
    const tabA = await call('PUT', '/api/project/edit', {
      ...projectPayload({ name: 'Tab A name' }),
      id,
      version: read.version,
    });
    expect(tabA.statusCode, tabA.body).toBe(200);
    const tabB = await call('PUT', '/api/project/edit', {
      ...projectPayload({ name: 'Tab B name' }),
      id,
      version: read.version,
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ message: STALE_MESSAGES.project, data: { field: 'body.version' } });
    const after = await project(id);
    expect(after.name).toBe('Tab A name');
    expect(after.version).toBe(read.version + 1);
  });

  it('positions saved in the project do not make a project edit stale', async () => {
    const id = await newProject();
    const read = await project(id);
    await newPosition(id);
    const edit = await call('PUT', '/api/project/edit', {
      ...projectPayload({ name: 'Renamed' }),
      id,
      version: read.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});
