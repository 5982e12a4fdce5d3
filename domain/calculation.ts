import type { z } from 'zod';
import {
  FAN_ERROR_MESSAGE,
  FLOW_COMBINATION_MESSAGE,
  RECUPERATOR_COIL_ERROR_MESSAGE,
  type CoilValData,
  type FanValData,
  type RecValData,
  type SelectData,
} from '../contracts/calc';
import type { EcodesignRequest } from '../contracts/ecodesign';
import type { CoilResult } from '../engine/coils';
import type { EcodesignInput } from '../engine/ecodesign';
import type { RecoveryResult } from '../engine/recovery';
import type {
  CoilPositionInput,
  FanSelection,
  RecoveryPositionInput,
  SelectionResult,
} from '../engine/select';
import { coilSection, dataSheet, erpSection, fanSection, filterSectionOf, recSection } from './data-sheet';

/**
 * The answers of the calculation API (contracts/calc.ts, contracts/ecodesign.ts) from the engine's results, and the
 * engine's input from a checked request. The server's calculation service and the engine's command line (cli/calc.ts)
 * both answer with them, so the two edges cannot drift.
 */

/** The fixed message (docs/rules.md#calculation-errors) for a duty the unit cannot meet, by the engine component that
 * reached its limit, with the engine's reason (which limit) appended. */
export function calculationErrorMessage(
  component: 'airflow' | 'recovery' | 'heater' | 'cooler' | 'fan',
  reason: string,
): string {
  const seed =
    component === 'airflow'
      ? FLOW_COMBINATION_MESSAGE
      : component === 'fan'
        ? FAN_ERROR_MESSAGE
        : RECUPERATOR_COIL_ERROR_MESSAGE;
  return `${seed} Reason: ${reason}`;
}

/** fanVal's answer from the engine's air side. */
export function fanValData(air: FanSelection, engineVersion: string): z.infer<typeof FanValData> {
  return {
    engineVersion,
    fanType: air.fans.fanType,
    supplyFanCalculation: fanSection(air.fans.supply, air.pressureDrops.supply),
    exhaustFanCalculation: fanSection(air.fans.exhaust, air.pressureDrops.exhaust),
    supplyFilterCalculation: filterSectionOf(air.filters.supply),
    exhaustFilterCalculation: filterSectionOf(air.filters.return),
    sfpUnit: air.fans.sfpUnit,
    sfpUnitClass: air.fans.sfpUnitClass,
    ecodesign: erpSection(air),
  };
}

/** recVal's answer from the engine's recovery of a position. */
export function recValData(
  input: RecoveryPositionInput,
  result: { summer: RecoveryResult; winter: RecoveryResult; dryReference: RecoveryResult },
  engineVersion: string,
): z.infer<typeof RecValData> {
  const flows = { supplyM3h: input.flowSupplyM3h, returnM3h: input.flowReturnM3h };
  return {
    engineVersion,
    unitTypeId: input.unitTypeId,
    summerRecCalculation: recSection(result.summer, flows),
    winterRecCalculation: recSection(result.winter, flows),
    erpTemperatureEfficiency: (result.dryReference.temperatureEfficiency ?? 0) * 100,
  };
}

/** coilVal's answer from the engine's coils of a position. */
export function coilValData(
  input: CoilPositionInput,
  result: { heater: CoilResult | null; cooler: CoilResult | null },
  engineVersion: string,
): z.infer<typeof CoilValData> {
  return {
    engineVersion,
    heating: result.heater ? coilSection(result.heater, input.flowSupplyM3h) : null,
    cooling: result.cooler ? coilSection(result.cooler, input.flowSupplyM3h) : null,
  };
}

/** /calc/select's answer: the engine result whole and its data sheet record. */
export function selectData(result: SelectionResult): z.infer<typeof SelectData> {
  return { selection: { ...result }, dataSheet: dataSheet(result) };
}

/** The engine's input from a checked ecodesign request (a UVU's eta_t does not enter). */
export const ecodesignInputOf = (body: EcodesignRequest): EcodesignInput => ({
  ...body,
  etaT: body.etaT ?? 0,
});
