/** Pool dehumidification (docs/rules.md#engine-pool): the public surface of engine/pool. */
export * from './constants';
export {
  ATTRACTION_FIELDS,
  attractionBeta,
  cappedAttractionSum,
  evaporation,
  POOL_DEFAULTS,
  poolCalculation,
  poolSaturationPressure,
  poolTypeKey,
} from './pool';
export type { PoolAttractions, PoolInput, PoolState } from './pool';
export { POOL_CATALOGUE, POOL_UNIT_TYPES, POOL_UNITS, poolUnit, poolUnitsFor } from './units';
export type { PoolCatalogue, PoolUnit, PoolUnitType } from './units';
