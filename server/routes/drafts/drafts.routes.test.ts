import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wizardDrafts } from '../../db/schema';
import { DraftResponse, DraftSavedResponse } from '../../../contracts/drafts';
import { PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/** Issue 30: the wizard's drafts, one per user, project and position, the caller's own only. */
let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let projectId: number;
let positionId: number;

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  account: TestAccount,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers: bearer(account.tokens.token), payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await confirmedUser(t);
  other = await confirmedUser(t);
  const project = await call('POST', '/project/create-project', owner, projectPayload());
  expect(project.statusCode, project.body).toBe(201);
  projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  const saved = await call('POST', '/project/item/calculate', owner, positionPayload(projectId));
  expect(saved.statusCode, saved.body).toBe(201);
  positionId = PositionSavedResponse.parse(saved.json()).data.data;
});
afterAll(() => t.close());

const draftRows = async (id: number) =>
  (await t.database.db.select({ n: count() }).from(wizardDrafts).where(eq(wizardDrafts.projectId, id)))[0]!.n;

const draftOf = async (query: string, account = owner) => {
  const res = await call('GET', `/project/item/draft?${query}`, account);
  expect(res.statusCode, res.body).toBe(200);
  return DraftResponse.parse(res.json()).data;
};

describe('the wizard drafts (issue 30)', () => {
  it('keeps a new position`s draft and a revision`s apart, each replaced by the next save, until discarded', async () => {
    expect(await draftOf(`projId=${projectId}`)).toBeNull();
    const values = { name: 'AHU 2', flowSupplyM3h: 3400, directInput: true, buildingType: null };
    const first = await call('PUT', '/project/item/draft', owner, { projId: projectId, step: 2, values });
    expect(first.statusCode, first.body).toBe(200);
    const savedAt = DraftSavedResponse.parse(first.json()).data.savedAt;
    expect(await draftOf(`projId=${projectId}`)).toEqual({ step: 2, values, savedAt });

    const revision = { name: 'AHU 1', dropSupplyPa: 300 };
    const edit = await call('PUT', '/project/item/draft', owner, {
      projId: projectId,
      positionId,
      step: 4,
      values: revision,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const later = { ...values, flowSupplyM3h: 3600 };
    expect(
      (await call('PUT', '/project/item/draft', owner, { projId: projectId, step: 3, values: later }))
        .statusCode,
    ).toBe(200);

    expect((await draftOf(`projId=${projectId}`))?.values).toEqual(later);
    expect((await draftOf(`projId=${projectId}`))?.step).toBe(3);
    expect((await draftOf(`projId=${projectId}&positionId=${positionId}`))?.values).toEqual(revision);
    expect(await draftRows(projectId)).toBe(2);

    const discarded = await call('DELETE', `/project/item/draft?projId=${projectId}`, owner);
    expect(discarded.json().data).toEqual({ deleted: true });
    expect(await draftOf(`projId=${projectId}`)).toBeNull();
    expect(await draftOf(`projId=${projectId}&positionId=${positionId}`)).not.toBeNull();
  });

  it('answers 404 for another user`s project or a position of another project, and writes nothing', async () => {
    const body = { projId: projectId, step: 1, values: { name: 'x' } };
    expect((await call('PUT', '/project/item/draft', other, body)).statusCode).toBe(404);
    expect((await call('GET', `/project/item/draft?projId=${projectId}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/project/item/draft?projId=${projectId}`, other)).statusCode).toBe(404);
    const foreignProject = await call('POST', '/project/create-project', other, projectPayload());
    const otherProjectId = ProjectCreatedResponse.parse(foreignProject.json()).data.id;
    const misplaced = await call('PUT', '/project/item/draft', other, {
      projId: otherProjectId,
      positionId,
      step: 1,
      values: { name: 'x' },
    });
    expect(misplaced.statusCode).toBe(404);
    expect(await draftOf(`projId=${otherProjectId}`, other)).toBeNull();
  });

  it('refuses a field the position does not have, a step outside 1..8 and an oversized text, naming each', async () => {
    const put = (body: object) => call('PUT', '/project/item/draft', owner, { projId: projectId, ...body });
    const unknown = await put({ step: 1, values: { name: 'x', password: 'y' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('password');
    const step = await put({ step: 9, values: {} });
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe('body.step: must be at most 8');
    const long = await put({ step: 1, values: { name: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('body.values.name: must be at most 500 characters');
    const nested = await put({ step: 1, values: { name: { $ne: 1 } } });
    expect(nested.statusCode).toBe(400);
  });

  it('goes with its position and its project', async () => {
    const project = await call('POST', '/project/create-project', owner, projectPayload());
    const id = ProjectCreatedResponse.parse(project.json()).data.id;
    await call('PUT', '/project/item/draft', owner, { projId: id, step: 1, values: { name: 'gone' } });
    expect((await call('DELETE', `/project/delete?id=${id}`, owner)).statusCode).toBe(200);
    expect(await draftRows(id)).toBe(0);
  });
});
