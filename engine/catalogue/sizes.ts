/**
 * The Compact PRO size series as the selector and the airflow calculator list it: a flat view of the catalogue's
 * unit types (compact-pro.ts). Unit type codes follow docs/rules.md#size-codes: 1-5 R (rotary wheel), 6-10 P
 * (counterflow plate, "Condensing"), 11-15 EV (enthalpy plate).
 */
import { COMPACT_PRO } from './compact-pro';
import type { Catalogue, HeatRecoveryFamily, SizeLabel } from './types';

export type { HeatRecoveryFamily } from './types';

export interface CompactSize {
  /** Size label as printed: 03, 05, 06, 09, 12. */
  size: SizeLabel;
  /** Nominal air flow, m3/h. */
  nominalFlowM3h: number;
  /** Lowest and highest flow the size serves, m3/h (both inclusive). */
  minFlowM3h: number;
  maxFlowM3h: number;
  /** Transport sections offered: the small sizes ship in one piece or three, the others in three. */
  transportSections: readonly (1 | 3)[];
}

export interface CompactUnitType extends CompactSize {
  /** The unit type code, 1-15 (docs/rules.md#size-codes). */
  code: number;
  /** 'R 03' ... 'EV 12'. */
  label: string;
  family: HeatRecoveryFamily;
}

/** The flat view of a catalogue's unit types, in its order. */
export function catalogueUnitTypes(catalogue: Catalogue): CompactUnitType[] {
  return catalogue.unitTypes.map((t) => ({
    size: t.sizeData.size,
    nominalFlowM3h: t.sizeData.nominalFlowM3h,
    minFlowM3h: t.sizeData.minFlowM3h,
    maxFlowM3h: t.sizeData.maxFlowM3h,
    transportSections: t.sizeData.transportSections,
    code: t.code,
    label: t.label,
    family: t.family,
  }));
}

/** The 15 unit types of the demo catalogue, codes 1-15 in the original's order. */
export const COMPACT_UNIT_TYPES: readonly CompactUnitType[] = catalogueUnitTypes(COMPACT_PRO);

/** The sizes of the series, each once, in code order. */
export const COMPACT_SIZES: readonly CompactSize[] = COMPACT_UNIT_TYPES.filter(
  (t) => t.family === 'Rotary',
).map(({ size, nominalFlowM3h, minFlowM3h, maxFlowM3h, transportSections }) => ({
  size,
  nominalFlowM3h,
  minFlowM3h,
  maxFlowM3h,
  transportSections,
}));

/** The three families with their label prefix and first code. */
export const FAMILIES: readonly {
  family: HeatRecoveryFamily;
  prefix: 'R' | 'P' | 'EV';
  firstCode: number;
}[] = [
  { family: 'Rotary', prefix: 'R', firstCode: 1 },
  { family: 'Plate', prefix: 'P', firstCode: 6 },
  { family: 'Enthalpy', prefix: 'EV', firstCode: 11 },
];

/** The flow limits of the whole series, m3/h: the configurator's 600-6800 rule. */
export const COMPACT_FLOW_MIN_M3H = COMPACT_PRO.flowMinM3h;
export const COMPACT_FLOW_MAX_M3H = COMPACT_PRO.flowMaxM3h;

/** Unit types of `catalogue` (default the demo) whose flow range holds both flows (m3/h), in code order. */
export function unitTypesForFlows(
  supplyM3h: number,
  returnM3h: number,
  catalogue: Catalogue = COMPACT_PRO,
): CompactUnitType[] {
  const types = catalogue === COMPACT_PRO ? COMPACT_UNIT_TYPES : catalogueUnitTypes(catalogue);
  return types.filter((t) =>
    [supplyM3h, returnM3h].every((flow) => flow >= t.minFlowM3h && flow <= t.maxFlowM3h),
  );
}
