import type {
  Alternative,
  AlternativesData,
  Co2Factors,
  EnergyPrices,
  LifeCycleSettings,
  OperatingProfileInput,
} from '../../contracts/energy';
import { FAN_TYPES, type PositionInput } from '../../contracts/positions';
import { airflowDirectionsOf, stepProblem, toSelectionInput, unitDivisionsOf } from '../../domain/positions';
import { airflowCalculator, type UnitTypeMatch } from '../../engine/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import { evaluateAnnual, simplePaybackYears, type WeatherYear } from '../../engine/energy';
import { EngineDutyError, EngineRangeError } from '../../engine/errors';
import { select, type SelectionResult } from '../../engine/select';

/**
 * A revision's alternatives (issue 20) as a pure function of what the energy service gathered, so it runs in a worker
 * thread (issue 28: up to 18 selections and annual runs held the event loop for seconds).
 */
export interface AlternativesJobInput {
  input: PositionInput;
  /** The revision's own selection: its row is marked current. */
  current: SelectionResult;
  catalogue: Catalogue;
  weather: WeatherYear;
  profile: OperatingProfileInput;
  prices: EnergyPrices;
  lifeCycle: LifeCycleSettings;
  factors: Co2Factors;
}

/** Every offered combination of unit type and fan type for the position's flows, as whole positions. */
function variantsOf(input: PositionInput, catalogue: Catalogue): { label: string; input: PositionInput }[] {
  let types: UnitTypeMatch[];
  try {
    types = airflowCalculator(input.flowSupplyM3h, input.flowReturnM3h, catalogue);
  } catch (error) {
    if (error instanceof EngineDutyError) {
      return [];
    }
    throw error;
  }
  return types.flatMap((type) => {
    const family = type.heatRecoveryType;
    const directions = airflowDirectionsOf(family);
    const divisions = unitDivisionsOf(type.id);
    return FAN_TYPES.map((fanType) => ({
      label: `${type.name}, ${fanType} fans`,
      input: {
        ...input,
        unitTypeId: type.id,
        heatRecovery: family === 'Rotary' ? 'Rotary heat exchanger' : 'Plate heat exchanger',
        heatRecoveryPlateType: family,
        airflowDirection: directions.includes(input.airflowDirection)
          ? input.airflowDirection
          : directions[0]!,
        unitDivision: divisions.includes(input.unitDivision) ? input.unitDivision : 'transport3',
        fanAdvancedSettings: 'On',
        fanType,
      } satisfies PositionInput,
    }));
  });
}

/** The fan type a selection ended up with, as the alternatives name it. */
const fanTypeOf = (selection: SelectionResult): Alternative['fanType'] =>
  selection.fans.fanType === 'Premium' ? 'Premium' : 'Standard';

/**
 * Every unit type the range offers for the position's flows (the three recovery families and their neighbouring
 * sizes) with Standard and Premium fans, each selected by the engine on the position's own input and run on the same
 * year, profile and prices; payback against the cheapest; sorted by LCC. Combinations the engine refuses are listed
 * with the reason.
 */
export function alternativeRows({
  input,
  current,
  catalogue,
  weather,
  profile,
  prices,
  lifeCycle,
  factors,
}: AlternativesJobInput): Pick<AlternativesData, 'alternatives' | 'refused'> {
  const rows: Alternative[] = [];
  const refused: AlternativesData['refused'] = [];
  for (const variant of variantsOf(input, catalogue)) {
    const problem =
      stepProblem(3, variant.input, [variant.input.unitTypeId]) ?? stepProblem(4, variant.input);
    if (problem) {
      refused.push({ label: variant.label, reason: problem.message });
      continue;
    }
    let selection: SelectionResult;
    try {
      selection = select(toSelectionInput(variant.input), catalogue);
    } catch (error) {
      if (error instanceof EngineDutyError || error instanceof EngineRangeError) {
        refused.push({ label: variant.label, reason: error.message });
        continue;
      }
      throw error;
    }
    const {
      year,
      costs,
      maintenance,
      co2,
      lifeCycleCost: lcc,
    } = evaluateAnnual(selection, catalogue, weather, profile, prices, lifeCycle, factors);
    rows.push({
      label: variant.label,
      unitTypeId: selection.unit.code,
      unitTypeName: selection.unit.label,
      family: selection.unit.family,
      fanType: fanTypeOf(selection),
      current: selection.unit.code === current.unit.code && fanTypeOf(selection) === fanTypeOf(current),
      priceEur: selection.price.totalEur,
      etaT: selection.ecodesign.erp.etaT,
      sfpUnit: selection.fans.sfpUnit,
      ecodesignCompliant: selection.ecodesign.erp.compliant,
      heaterKWh: year.heaterKWh,
      coolerKWh: year.coolerKWh,
      fansKWh: year.fansKWh,
      recoveredHeatKWh: year.recoveredHeatKWh,
      recoveredCoolingKWh: year.recoveredCoolingKWh,
      preheaterKWh: year.preheaterKWh,
      frostProtectionHours: year.frostProtectionHours,
      energyCostEurPerYear: costs.totalEur,
      maintenanceEurPerYear: maintenance.totalEurPerYear,
      co2KgPerYear: co2.year.totalKg,
      co2LifeKg: co2.lifeKg,
      lifeCycleCostEur: lcc.totalEur,
      lifeCycleCost: lcc,
      paybackYears: null,
      input: variant.input,
    });
  }
  const cheapest = rows.reduce<Alternative | undefined>(
    (best, row) => (best === undefined || row.priceEur < best.priceEur ? row : best),
    undefined,
  );
  for (const row of rows) {
    row.paybackYears = cheapest
      ? simplePaybackYears(
          row.priceEur - cheapest.priceEur,
          cheapest.energyCostEurPerYear +
            cheapest.maintenanceEurPerYear -
            (row.energyCostEurPerYear + row.maintenanceEurPerYear),
        )
      : null;
  }
  rows.sort((a, b) => a.lifeCycleCostEur - b.lifeCycleCostEur);
  return { alternatives: rows, refused };
}
