import type { SelectionResult } from '../select';
import type { UnitEnergyModel } from './annual';

/**
 * The exhaust-outlet temperature below which recovery is taken back for frost, C: the demo catalogue's ice
 * formation limit of its matrices (engine/catalogue), used for every family.
 */
export const EXHAUST_OUT_MIN_C = -7;

/**
 * A selected unit as the hourly model sees it: the recovery's dry sensible effectiveness at the position's flows
 * (epsilon-NTU, so part of the design result, not of the weather), referred to the supply side
 * (eta_t = epsilon C_min / C_supply), the latent effectiveness of wheels and membranes, the fans' electrical input at
 * the design flows with the filters at their design (mean) drop, and which coils the position has.
 */
export function unitEnergyModel(selection: SelectionResult): UnitEnergyModel {
  const { winter } = selection.recovery;
  const supplyMassFlow = winter.supplyMassFlow;
  const exhaustMassFlow = winter.exhaustMassFlow;
  const toSupplySide = Math.min(supplyMassFlow, exhaustMassFlow) / supplyMassFlow;
  return {
    family: selection.unit.family,
    supplyMassFlow,
    exhaustMassFlow,
    temperatureEfficiency: winter.effectiveness.sensible * toSupplySide,
    humidityEfficiency: selection.unit.family === 'Plate' ? 0 : winter.effectiveness.latent * toSupplySide,
    exhaustOutMinC: EXHAUST_OUT_MIN_C,
    fanPowerW: {
      supply: selection.fans.supply.electricalPower,
      exhaust: selection.fans.exhaust.electricalPower,
    },
    hasCooler: selection.cooler !== null,
  };
}
