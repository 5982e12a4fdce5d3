/** The unit catalogue (docs/rules.md#engine-catalogue): the public surface of engine/catalogue. */
export { airflowCalculator, CATALOGUE, unitSizeNote, unitType } from './catalogue';
export type { UnitTypeMatch } from './catalogue';
export { COMPACT_PRO } from './compact-pro';
export { catalogueProblems, unitTypeProblems } from './consistency';
export type { CatalogueProblem } from './consistency';
export {
  COMPACT_FLOW_MAX_M3H,
  COMPACT_FLOW_MIN_M3H,
  COMPACT_SIZES,
  COMPACT_UNIT_TYPES,
  catalogueUnitTypes,
  FAMILIES,
  unitTypesForFlows,
} from './sizes';
export type { CompactSize, CompactUnitType } from './sizes';
export type * from './types';
