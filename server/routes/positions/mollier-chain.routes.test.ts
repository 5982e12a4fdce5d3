/**
 * Issue 16: the Mollier read-back carries the position's process chain from the stored engine result: one dry-air
 * mass flow per stream, the coils' powers as on the data sheet, each state joined to the one before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculationsResponse,
  MollierPositionResponse,
  PositionSavedResponse,
} from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { standardPressure } from '../../../engine/psychro';
import { dryAirMassFlow } from '../../../engine/recovery/recovery';
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

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner.tokens.token) });

async function positionWith(overrides: Parameters<typeof positionPayload>[1]): Promise<number> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(owner.tokens.token), payload });
  const project = await post('/api/project/create-project', projectPayload());
  const projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  const saved = await post('/api/project/item/calculate', positionPayload(projectId, overrides));
  expect(saved.statusCode, saved.body).toBe(201);
  return PositionSavedResponse.parse(saved.json()).data.data;
}

const chainsOf = async (id: number) =>
  MollierPositionResponse.parse(
    (await get(`/api/project/items/calculations/mollier?id=${id}&revNum=1`)).json(),
  ).data.chains;

describe('GET /project/items/calculations/mollier: the process chain', () => {
  it('starts a coil fed with typed air ("manual change") from that air, without a line from the recovery', async () => {
    const id = await positionWith({
      coils: 'cooler',
      coolerManualChange: true,
      coolerAirInTDb: 30,
      coolerAirInRhPct: 40,
    });
    const { supply } = (await chainsOf(id)).summer;
    expect(supply.map((p) => [p.step, p.joined])).toEqual([
      ['outdoor', false],
      ['recovery', true],
      ['cooler', false],
      ['cooler', true],
      ['fan', true],
    ]);
    expect(supply[2]!.tDb).toBeCloseTo(30, 9);
    expect(supply[2]!.power).toBe(0);
    expect(new Set(supply.map((p) => p.massFlow)).size).toBe(1);
  });

  it('gives each season its supply and exhaust chain with constant mass flows and the coil powers', async () => {
    const id = await positionWith({ coils: 'both' });
    const chains = await chainsOf(id);
    const sheet = CalculationsResponse.parse(
      (await get(`/api/project/items/calculations?id=${id}&revNum=1`)).json(),
    ).data.dataSheet;

    expect(chains.summer.supply.map((p) => p.step)).toEqual(['outdoor', 'recovery', 'cooler', 'fan']);
    expect(chains.winter.supply.map((p) => p.step)).toEqual(['outdoor', 'recovery', 'heater', 'fan']);
    expect(chains.summer.exhaust.map((p) => p.step)).toEqual(['indoor', 'recovery', 'fan']);
    for (const season of [chains.summer, chains.winter]) {
      for (const stream of [season.supply, season.exhaust]) {
        expect(new Set(stream.map((p) => p.massFlow)).size).toBe(1);
        expect(stream.map((p) => p.joined)).toEqual(stream.map((_, i) => i > 0));
        expect(stream[0]!.power).toBe(0);
      }
    }
    // 1120 m3/h taken at 20 C (the catalogue's flow reference) and 100 m, with the outdoor air's humidity ratio.
    const outdoor = chains.summer.supply[0]!;
    expect(outdoor.massFlow).toBeCloseTo(dryAirMassFlow(1120 / 3600, outdoor.w, standardPressure(100)), 12);
    expect(outdoor.massFlow).toBeCloseTo(0.363, 3);
    const [, recovered, cooled, afterFan] = chains.summer.supply;
    // The cooler leaves the air colder by the supply fan's heat; after the fan the supply meets its 18 C.
    expect(cooled!.tDb).toBeLessThan(18);
    expect(afterFan!.step).toBe('fan');
    expect(afterFan!.tDb).toBeCloseTo(18, 6);
    expect(afterFan!.power).toBeGreaterThan(0);
    expect(cooled!.power / 1000).toBeCloseTo(-sheet.cooling!.capacity, 6);
    expect(chains.winter.supply[2]!.power / 1000).toBeCloseTo(sheet.heating!.capacity, 6);
    // The wheel cools the 32 C outdoor air in summer and warms the -10 C air in winter.
    expect(recovered!.power).toBeLessThan(0);
    expect(chains.winter.supply[1]!.power).toBeGreaterThan(0);
    // The exhaust side takes up what the supply side gives (dry-air enthalpy balance of the wheel, 2 %).
    const exhaustPower = chains.winter.exhaust[1]!.power;
    expect(Math.abs(exhaustPower + chains.winter.supply[1]!.power) / Math.abs(exhaustPower)).toBeLessThan(
      0.02,
    );
  });
});
