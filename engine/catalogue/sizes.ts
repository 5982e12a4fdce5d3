/**
 * The Compact PRO size series of the demo catalogue (part 4 section 2, "suggested basis"): nominal flow, the flow
 * range a size serves and its transport sections. The three families share the sizes; unit type codes follow the
 * seeds' reading (a): 1-5 R (rotary wheel), 6-10 P (counterflow plate, "Condensing"), 11-15 EV (enthalpy plate).
 */

export type HeatRecoveryFamily = 'Rotary' | 'Plate' | 'Enthalpy';

export interface CompactSize {
  /** Size label as printed: 03, 05, 06, 09, 12. */
  size: '03' | '05' | '06' | '09' | '12';
  /** Nominal air flow, m3/h. */
  nominalFlowM3h: number;
  /** Lowest and highest flow the size serves, m3/h (both inclusive). */
  minFlowM3h: number;
  maxFlowM3h: number;
  /** Transport sections offered: the small sizes ship in one piece or three, the others in three. */
  transportSections: readonly (1 | 3)[];
}

export const COMPACT_SIZES: readonly CompactSize[] = [
  { size: '03', nominalFlowM3h: 1500, minFlowM3h: 600, maxFlowM3h: 2000, transportSections: [1, 3] },
  { size: '05', nominalFlowM3h: 2500, minFlowM3h: 1200, maxFlowM3h: 3100, transportSections: [1, 3] },
  { size: '06', nominalFlowM3h: 3000, minFlowM3h: 1500, maxFlowM3h: 3800, transportSections: [3] },
  { size: '09', nominalFlowM3h: 4500, minFlowM3h: 2300, maxFlowM3h: 5500, transportSections: [3] },
  { size: '12', nominalFlowM3h: 6000, minFlowM3h: 3000, maxFlowM3h: 6800, transportSections: [3] },
];

export const FAMILIES: readonly {
  family: HeatRecoveryFamily;
  prefix: 'R' | 'P' | 'EV';
  firstCode: number;
}[] = [
  { family: 'Rotary', prefix: 'R', firstCode: 1 },
  { family: 'Plate', prefix: 'P', firstCode: 6 },
  { family: 'Enthalpy', prefix: 'EV', firstCode: 11 },
];

export interface CompactUnitType extends CompactSize {
  /** The seeds' unit type code, 1-15 (reading (a)). */
  code: number;
  /** 'R 03' ... 'EV 12'. */
  label: string;
  family: HeatRecoveryFamily;
}

/** The 15 unit types, codes 1-15 in the seeds' order. */
export const COMPACT_UNIT_TYPES: readonly CompactUnitType[] = FAMILIES.flatMap(
  ({ family, prefix, firstCode }) =>
    COMPACT_SIZES.map((size, index) => ({
      ...size,
      code: firstCode + index,
      label: `${prefix} ${size.size}`,
      family,
    })),
);

/** The flow limits of the whole series, m3/h: the configurator's 600-6800 rule. */
export const COMPACT_FLOW_MIN_M3H = 600;
export const COMPACT_FLOW_MAX_M3H = 6800;

/** Unit types whose flow range holds both flows (m3/h), in code order. */
export function unitTypesForFlows(supplyM3h: number, returnM3h: number): CompactUnitType[] {
  return COMPACT_UNIT_TYPES.filter((t) =>
    [supplyM3h, returnM3h].every((flow) => flow >= t.minFlowM3h && flow <= t.maxFlowM3h),
  );
}
