/**
 * A position for the selection tests and the benchmark: the wizard defaults (docs/rules.md#wizard-defaults) with
 * design weather for Belgrade (summer 34.6 C dry bulb with 21.1 C wet bulb, i.e. rh 0.30; winter -12 C at rh 0.9).
 */
import type { SelectionInput } from '../select';

export function defaultSelection(over: Partial<SelectionInput> = {}): SelectionInput {
  return {
    unitTypeId: 1,
    flowSupplyM3h: 1120,
    flowReturnM3h: 1120,
    dropSupplyPa: 250,
    dropReturnPa: 250,
    elevationM: 117,
    summer: { outdoor: { tDb: 34.6, rh: 0.3 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: 18 },
    winter: { outdoor: { tDb: -12, rh: 0.9 }, indoor: { tDb: 20, rh: 0.4 }, supplyTDb: 22 },
    coils: 'both',
    heater: { medium: 'water', fluidTIn: 35, fluidTOut: 28 },
    cooler: { medium: 'water', fluidTIn: 7, fluidTOut: 12 },
    filters: { supply: 'M6', return: 'M6' },
    fanType: 'Standard',
    casing: 'XPS',
    installation: 'indoor',
    transportSections: 3,
    controls: true,
    airflowDirection: 1,
    ecoDesign: 'compliant',
    ...over,
  };
}
