/**
 * Look-ups in the catalogue: a unit type by its code, and the airflow calculator (docs/rules.md#calc-calls,
 * GET /project/items/airflow/calculator; docs/rules.md#engine-catalogue).
 */
import { checkRange, EngineDutyError, EngineRangeError } from '../errors';
import { COMPACT_PRO } from './compact-pro';
import { unitTypesForFlows } from './sizes';
import type { Catalogue, HeatRecoveryFamily, UnitType } from './types';

/** The default catalogue the engine selects from: the demo Compact PRO. A caller passes another as data. */
export const CATALOGUE: Catalogue = COMPACT_PRO;

/**
 * A unit type by its code (the original's sizeOfUnit / UnitTypeId, docs/rules.md#size-codes).
 * @param code 1..15 in the demo catalogue; catalogue the catalogue to look in (default the demo)
 * @throws EngineRangeError naming unitTypeId for a code outside the catalogue
 */
export function unitType(code: number, catalogue: Catalogue = CATALOGUE): UnitType {
  const first = catalogue.unitTypes[0]?.code ?? 1;
  const last = catalogue.unitTypes.at(-1)?.code ?? first;
  const found = catalogue.unitTypes.find((t) => t.code === code);
  if (found === undefined) {
    throw new EngineRangeError('unitTypeId', code, first, last, '');
  }
  return found;
}

/** A unit type offered by the airflow calculator: the original's unit type option plus its flow range and the note. */
export interface UnitTypeMatch {
  /** The unit type code (the original's id and value). */
  id: number;
  name: string;
  value: number;
  nominalFlow: number;
  heatRecoveryType: HeatRecoveryFamily;
  minFlow: number;
  maxFlow: number;
  /** Supply and return flow minus the nominal flow, m3/h. */
  supplyDeviation: number;
  returnDeviation: number;
  /** The unit-size note (docs/rules.md#unit-size-note). */
  note: string;
}

/** The unit-size note (docs/rules.md#unit-size-note). */
export function unitSizeNote(supplyDeviation: number, returnDeviation: number): string {
  return (
    `Difference between supply flow and nominal flow is ${supplyDeviation} m3/h. ` +
    `Difference between return flow and nominal flow is ${returnDeviation} m3/h.`
  );
}

/**
 * The airflow calculator: the unit types whose flow range holds both flows, with the deviation from their nominal
 * flow. Deviations are rounded to whole m3/h (flows are whole m3/h in the configurator).
 * @param supplyM3h supply flow, m3/h, 600..6800
 * @param returnM3h return flow, m3/h, 600..6800
 * @param catalogue the catalogue to offer from (default the demo)
 * @returns the matches in code order, never empty
 * @throws EngineRangeError naming airFlowSup or airFlowEha outside 600..6800; EngineDutyError (airflow) when no type
 *   holds both flows
 */
export function airflowCalculator(
  supplyM3h: number,
  returnM3h: number,
  catalogue: Catalogue = CATALOGUE,
): UnitTypeMatch[] {
  checkRange('airFlowSup', supplyM3h, catalogue.flowMinM3h, catalogue.flowMaxM3h, 'm3/h');
  checkRange('airFlowEha', returnM3h, catalogue.flowMinM3h, catalogue.flowMaxM3h, 'm3/h');
  const matches = unitTypesForFlows(supplyM3h, returnM3h, catalogue).map((t) => {
    const supplyDeviation = Math.round(supplyM3h - t.nominalFlowM3h);
    const returnDeviation = Math.round(returnM3h - t.nominalFlowM3h);
    return {
      id: t.code,
      name: t.label,
      value: t.code,
      nominalFlow: t.nominalFlowM3h,
      heatRecoveryType: t.family,
      minFlow: t.minFlowM3h,
      maxFlow: t.maxFlowM3h,
      supplyDeviation,
      returnDeviation,
      note: unitSizeNote(supplyDeviation, returnDeviation),
    };
  });
  if (matches.length === 0) {
    // Name the larger flow, and the range the sizes serving the smaller one reach.
    const smaller = Math.min(supplyM3h, returnM3h);
    const serving = catalogue.unitTypes.filter(
      (t) => t.sizeData.minFlowM3h <= smaller && smaller <= t.sizeData.maxFlowM3h,
    );
    throw new EngineDutyError(
      'airflow',
      supplyM3h >= returnM3h ? 'airFlowSup' : 'airFlowEha',
      Math.max(supplyM3h, returnM3h),
      Math.min(...serving.map((t) => t.sizeData.minFlowM3h)),
      Math.max(...serving.map((t) => t.sizeData.maxFlowM3h)),
      'm3/h',
      `no size serves both ${supplyM3h} and ${returnM3h} m3/h`,
    );
  }
  return matches;
}
