/**
 * What a unit's year costs besides its energy, and what it emits: the maintenance of EN 15459-1 (filter changes at the
 * catalogue's replacement prices plus a yearly share of the investment) and the CO2 of the heater, cooler and fans.
 */
import type { Catalogue } from '../catalogue/types';
import { EngineInputError } from '../errors';
import type { SelectionResult } from '../select';
import type { AnnualEnergy } from './annual';

/**
 * Natural gas, g CO2 per kWh of fuel (net calorific value): IPCC 2006 Guidelines for National Greenhouse Gas
 * Inventories, vol. 2 ch. 2, Table 2.2, default 56 100 kg CO2/TJ; 1 TJ = 277 778 kWh, so 56 100 / 277.778 = 202.
 */
export const NATURAL_GAS_G_CO2_PER_KWH = 202;

/**
 * One change of both air sides' filters at the catalogue's replacement price (per m2 of face, times each section's
 * face area), EUR; null when the catalogue prices no replacement cells for a class the unit has.
 */
export function filterSetPriceEur(selection: SelectionResult, catalogue: Catalogue): number | null {
  let sum = 0;
  for (const section of [selection.filters.supply, selection.filters.return]) {
    const price = catalogue.filters[section.filterClass].replacementEurPerM2;
    if (price === undefined) {
      return null;
    }
    sum += section.faceArea * price;
  }
  return Math.round(sum * 100) / 100;
}

export interface MaintenanceInput {
  investmentEur: number;
  /** One change of both filter sets, EUR; null: not priced (counts 0). */
  filterSetEur: number | null;
  /** 0..12 a year. */
  filterChangesPerYear: number;
  /** Yearly maintenance other than filters as a share of the investment, 0..0.1 (EN 15459-1 Annex). */
  maintenanceShare: number;
}

export interface Maintenance extends MaintenanceInput {
  filtersEurPerYear: number;
  fixedEurPerYear: number;
  totalEurPerYear: number;
}

/**
 * EN 15459-1:2017's annual maintenance cost of the unit: the filter changes (sets x changes a year) plus the
 * standard's yearly maintenance as a share of the initial investment, EUR a year at today's prices.
 * @throws EngineInputError for a share above 0.1 or changes outside 0..12 a year
 */
export function maintenanceCost(input: MaintenanceInput): Maintenance {
  if (!(input.filterChangesPerYear >= 0 && input.filterChangesPerYear <= 12)) {
    throw new EngineInputError('filter changes 0..12 a year');
  }
  if (!(input.maintenanceShare >= 0 && input.maintenanceShare <= 0.1)) {
    throw new EngineInputError('maintenance share 0..0.1 of the investment');
  }
  const filtersEurPerYear = (input.filterSetEur ?? 0) * input.filterChangesPerYear;
  const fixedEurPerYear = input.investmentEur * input.maintenanceShare;
  return {
    ...input,
    filtersEurPerYear,
    fixedEurPerYear,
    totalEurPerYear: filtersEurPerYear + fixedEurPerYear,
  };
}

/**
 * g CO2 per kWh of what the heat and cold generators take (fuel, electricity, or heat and cold bought) and per kWh of
 * the unit's electricity (fans, frost preheater); null: not counted.
 */
export interface Co2Intensities {
  heatInputGPerKWh: number | null;
  coldInputGPerKWh: number | null;
  electricityGPerKWh: number;
}

export interface Co2Totals {
  heatKg: number;
  coldKg: number;
  fansKg: number;
  preheaterKg: number;
  totalKg: number;
}

const co2Of = (
  totals: { heatInputKWh: number; coldInputKWh: number; fansKWh: number; preheaterKWh: number },
  f: Co2Intensities,
): Co2Totals => {
  // g/kWh x kWh / 1000 = kg
  const heatKg = (totals.heatInputKWh * (f.heatInputGPerKWh ?? 0)) / 1000;
  const coldKg = (totals.coldInputKWh * (f.coldInputGPerKWh ?? 0)) / 1000;
  const fansKg = (totals.fansKWh * f.electricityGPerKWh) / 1000;
  const preheaterKg = (totals.preheaterKWh * f.electricityGPerKWh) / 1000;
  return { heatKg, coldKg, fansKg, preheaterKg, totalKg: heatKg + coldKg + fansKg + preheaterKg };
};

/**
 * The CO2 of a year by month and in total, kg: what each generator takes (fuel, electricity through the hour's COP or
 * EER, or heat bought) times its carrier's intensity, and the fans' and frost preheater's electricity times the
 * grid's.
 */
export function annualCo2(
  energy: Pick<AnnualEnergy, 'months' | 'year'>,
  intensities: Co2Intensities,
): { months: Co2Totals[]; year: Co2Totals } {
  return { months: energy.months.map((m) => co2Of(m, intensities)), year: co2Of(energy.year, intensities) };
}
