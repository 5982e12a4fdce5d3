import type { PoolPosition, PoolUnitRow } from '../../contracts/pool';
import { POOL_DEFAULTS, poolCalculation } from '../../engine/pool';

/** Test data of the pool screens: catalogue rows as getTypes answers them, a saved position as the server reads it. */
export const UNITS: PoolUnitRow[] = [
  {
    id: 5,
    type: 'BASIC',
    unit: '06.03',
    width: 820,
    length: 1860,
    height: 1350,
    weight: 430,
    price: 19_900,
    maxAirVolume: 3000,
  },
  {
    id: 9,
    type: 'GENIUS',
    unit: '08.04',
    width: 1020,
    length: 2100,
    height: 1500,
    weight: 610,
    price: 31_500,
    maxAirVolume: 4500,
  },
];

/** Pool position 3 of project 7: the defaults' hall, its figures the engine's (as the server recomputes them). */
export function poolPosition(over: Partial<PoolPosition> = {}): PoolPosition {
  const state = poolCalculation(POOL_DEFAULTS);
  return {
    ...POOL_DEFAULTS,
    id: 3,
    positionId: 3,
    projectId: 7,
    revisionNumber: 0,
    name: 'Hall',
    poolName: 'Pool 1',
    maxRequiredAir: state.maxRequiredAir,
    minRequiredFreshAir: state.minRequiredFreshAir,
    numOfAirChanges: state.numOfAirChanges,
    unitTypeId: 5,
    unit: { series: 'HYDRApro', type: 'BASIC', size: '06.03' },
    price: 19_900,
    createdAt: '2026-01-01T00:00:00.000Z',
    evaporationLoad: state.totalMassFlowWaterUsedPool,
    dehumidificationCapacity: state.dehumidificationCapacity,
    airForEvaporationLoad: state.airForEvaporationLoad,
    airForEvaporationLoadRoundedUp: state.airForEvaporationLoadRoundedUp,
    airBelowEvaporationLoad: state.airBelowEvaporationLoad,
    ...over,
  };
}
