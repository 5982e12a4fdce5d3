import { PoolPositionResponse } from '../../contracts/pool';
import { PositionSavedResponse, RevisionListResponse } from '../../contracts/positions';
import { ProjectCreatedResponse } from '../../contracts/projects';
import { administrator, bearer, confirmedUser, type TestAccount } from './accounts';
import { createTestApp, type TestApp } from './app';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { poolPayload } from './pool';
import { positionPayload } from './positions';
import { projectPayload } from './projects';

/**
 * A populated app for the reliability suites: an owner with a project, a Compact position with two revisions and a
 * pool position; a second ordinary user (the foreign user); an administrator; and a bystander account the admin
 * calls may change. Providers answer from the local fake, so no call reaches the internet.
 */
export interface World {
  t: TestApp;
  fake: FakeProviders;
  owner: TestAccount;
  foreign: TestAccount;
  admin: TestAccount;
  bystander: TestAccount;
  projectId: number;
  positionId: number;
  /** The id of the position's first revision (what activation takes). */
  revisionId: number;
  poolId: number;
  close(): Promise<void>;
}

export async function createWorld(): Promise<World> {
  const fake = await startFakeProviders();
  const t = await createTestApp({ env: { ...fake.env, PROVIDER_TIMEOUT_MS: '1000' } });
  const [owner, foreign, admin, bystander] = await Promise.all([
    confirmedUser(t),
    confirmedUser(t),
    administrator(t),
    confirmedUser(t),
  ]);
  const as = (account: TestAccount, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(account.tokens.token), ...(payload ? { payload } : {}) });
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }, parse: (json: unknown) => T) => {
    if (res.statusCode >= 300) {
      throw new Error(`world set-up failed: ${res.statusCode} ${res.body}`);
    }
    return parse(res.json());
  };

  const projectId = ok(await as(owner, 'POST', '/api/project/create-project', projectPayload()), (json) =>
    ProjectCreatedResponse.parse(json),
  ).data.id;
  const position = positionPayload(projectId);
  const positionId = ok(await as(owner, 'POST', '/api/project/item/calculate', position), (json) =>
    PositionSavedResponse.parse(json),
  ).data.data;
  ok(
    await as(owner, 'PUT', '/api/project/item/configurator', {
      ...position,
      id: positionId,
      flowSupplyM3h: 1200,
    }),
    (json) => PositionSavedResponse.parse(json),
  );
  const revisions = ok(await as(owner, 'GET', `/api/project/items/revision/all?id=${positionId}`), (json) =>
    RevisionListResponse.parse(json),
  ).data.data;
  const revisionId = revisions.find((revision) => revision.revisionNumber === 1)?.id;
  if (revisionId === undefined) {
    throw new Error('world set-up failed: no revision 1');
  }
  const poolId = ok(
    await as(owner, 'POST', '/api/project/item/hydra/create', poolPayload(projectId)),
    (json) => PoolPositionResponse.parse(json),
  ).data.data.id;

  return {
    t,
    fake,
    owner,
    foreign,
    admin,
    bystander,
    projectId,
    positionId,
    revisionId,
    poolId,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
