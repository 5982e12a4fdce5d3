import type { PoolPositionInputBody } from '../../contracts/pool';

/**
 * A complete pool save as the calculator sends it: the defaults of docs/rules.md#pool-defaults (private pool 200 m3,
 * 30 m2, air 32 C, water 30 C, 48 %, 10 visitors) with their derived values (1500 m3/h, 500 m3/h, 7.5 /h) and unit 1
 * (COMPACT BASIC 06.03).
 */
export function poolPayload(
  projectId: number,
  overrides: Partial<PoolPositionInputBody> = {},
): PoolPositionInputBody {
  return {
    projectId,
    name: 'Pool hall',
    poolName: 'Main pool',
    typeOfPool: 2,
    poolVolume: 200,
    waterSurface: 30,
    airTemperature: 32,
    waterTemperature: 30,
    maxRequiredAir: 1500,
    minRequiredFreshAir: 500,
    numOfAirChanges: 7.5,
    airHumidity: 48,
    absoluteHumidityAir: 0.009,
    numberOfVisitors: 10,
    simultaneityFactorAttraction: 1,
    unitTypeId: 1,
    numOfUnits: 1,
    price: 19_900,
    ...overrides,
  };
}
