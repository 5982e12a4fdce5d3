/**
 * Issue 16, acceptance 5: a position that requires an EU 1253/2014 compliant unit (step 2's "compliant") and does not
 * get one is refused on calculate and on save with a 422 naming the failed criteria; nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../contracts/envelope';
import {
  ECODESIGN_NOT_MET_MESSAGE,
  PositionListResponse,
  PositionResponse,
  PositionSavedResponse,
  RevisionListResponse,
} from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

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

/** R 03 (unit type 1) at 2000 m3/h with M6 filters: eta_t 69.9 % < 73 %, SFPint 879 > 827 W/(m3/s). */
const r03At2000 = { unitTypeId: 1, flowSupplyM3h: 2000, flowReturnM3h: 2000 } as const;
const REASON = 'Reason: eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)';

async function project(): Promise<number> {
  const res = await call('POST', '/api/project/create-project', projectPayload());
  return ProjectCreatedResponse.parse(res.json()).data.id;
}
const positionsOf = async (projectId: number) =>
  PositionListResponse.parse((await call('GET', `/api/project/items?id=${projectId}`)).json()).data.data;

describe('the ecodesign requirement of a position', () => {
  it('refuses calculating an R 03 at 2000 m3/h that must comply, with the reason; nothing is written', async () => {
    const projectId = await project();
    const res = await call('POST', '/api/project/item/calculate', positionPayload(projectId, r03At2000));
    expect(res.statusCode).toBe(422);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.message).toBe(`${ECODESIGN_NOT_MET_MESSAGE} ${REASON}`);
    expect(body.data?.field).toBe('body.ecoDesign');
    expect(await positionsOf(projectId)).toEqual([]);
  });

  it('calculates the same position when it need not comply', async () => {
    const projectId = await project();
    const res = await call(
      'POST',
      '/api/project/item/calculate',
      positionPayload(projectId, { ...r03At2000, ecoDesign: 'notCompliant' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = PositionSavedResponse.parse(res.json()).data.data;
    const position = PositionResponse.parse(
      (await call('GET', `/api/project/items/one?id=${id}`)).json(),
    ).data;
    expect(position).toMatchObject({ ecoDesign: 'notCompliant', flowSupplyM3h: 2000, unitTypeName: 'R 03' });
  });

  it('refuses saving a new revision that does not comply; the position keeps its one revision', async () => {
    const projectId = await project();
    const first = await call('POST', '/api/project/item/calculate', positionPayload(projectId));
    expect(first.statusCode, first.body).toBe(201);
    const id = PositionSavedResponse.parse(first.json()).data.data;
    const payload = positionPayload(projectId, r03At2000);
    const refused = await call('PUT', '/api/project/item/configurator', { ...payload, id });
    expect(refused.statusCode).toBe(422);
    expect(ErrorEnvelope.parse(refused.json()).message).toContain(REASON);
    const revisions = async () =>
      RevisionListResponse.parse((await call('GET', `/api/project/items/revision/all?id=${id}`)).json()).data
        .data;
    expect(await revisions()).toHaveLength(1);
    const saved = await call('PUT', '/api/project/item/configurator', {
      ...payload,
      ecoDesign: 'notCompliant',
      id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await revisions()).toHaveLength(2);
  });
});
