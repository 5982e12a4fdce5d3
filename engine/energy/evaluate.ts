/**
 * One unit's year as every caller shows it (the annual API, its alternatives, the JSON export, the data sheet's
 * energy page and the command line): the hourly energy, its cost at the given prices, the maintenance, the CO2 and
 * the EN 15459-1 global cost. One function, so the screen, the documents and the CLI print the same numbers.
 */
import type { Catalogue } from '../catalogue/types';
import type { SelectionResult } from '../select';
import { annualEnergy, type AnnualEnergy, type EnergyTotals, type OperatingProfile } from './annual';
import type { GridCo2 } from './grid-co2';
import { lifeCycleCost } from './life-cycle-cost';
import {
  annualCo2,
  filterSetPriceEur,
  maintenanceCost,
  NATURAL_GAS_G_CO2_PER_KWH,
  type Co2Totals,
  type Maintenance,
} from './running-costs';
import { unitEnergyModel } from './unit-model';
import type { WeatherYear, WeatherYearKind } from './weather-year';

/** How heat is bought: a price per kWh of heat, a boiler on fuel, or a heat pump on electricity. */
export type HeatSupply =
  | { kind: 'price'; eurPerKWh: number; gCo2PerKWh?: number | undefined }
  | { kind: 'boiler'; fuelEurPerKWh: number; efficiency: number; fuelGCo2PerKWh?: number | undefined }
  | { kind: 'heatPump'; cop: number };
/** How cold is bought: a price per kWh of cold, or a chiller on electricity. */
export type ColdSupply =
  { kind: 'price'; eurPerKWh: number; gCo2PerKWh?: number | undefined } | { kind: 'chiller'; eer: number };

export interface EnergyPrices {
  electricityEurPerKWh: number;
  /** g CO2 per kWh of grid electricity; absent: the grid factor the caller looked up (gridCo2). */
  electricityGCo2PerKWh?: number | undefined;
  heat: HeatSupply;
  cold: ColdSupply;
}

/** EN 15459-1's settings: life, discount rate, price developments, and the maintenance inputs. */
export interface LifeCycleSettings {
  years: number;
  discountRate: number;
  energyPriceEscalation: number;
  filterChangesPerYear: number;
  maintenanceShare: number;
  maintenancePriceEscalation: number;
}

/** The CO2 intensities used, with where each came from. */
export interface Co2Factors {
  electricityGPerKWh: number;
  electricitySource: string;
  electricityCountry: string | null;
  /** Per kWh of useful heat and cold; null: not counted (bought without a factor). */
  heatGPerKWh: number | null;
  coldGPerKWh: number | null;
  basis: string[];
}

const trim = (value: number) => Number(value.toFixed(2));

/**
 * The CO2 intensities of useful heat, cold and fan electricity: the grid's (the caller's own, else `grid`), a
 * boiler's fuel over its efficiency (natural gas, IPCC 2006, unless given), electricity over the COP or EER; bought
 * heat or cold with the factor given, else not counted.
 */
export function co2Factors(prices: EnergyPrices, grid: GridCo2): Co2Factors {
  const given = prices.electricityGCo2PerKWh;
  const electricityGPerKWh = given ?? grid.gPerKWh;
  const { heat, cold } = prices;
  let heatGPerKWh: number | null;
  let heatBasis: string;
  switch (heat.kind) {
    case 'price':
      heatGPerKWh = heat.gCo2PerKWh ?? null;
      heatBasis =
        heat.gCo2PerKWh === undefined
          ? 'heat: bought without a CO2 factor, not counted'
          : `heat: bought at ${heat.gCo2PerKWh} gCO2/kWh (given)`;
      break;
    case 'boiler': {
      const fuel = heat.fuelGCo2PerKWh ?? NATURAL_GAS_G_CO2_PER_KWH;
      heatGPerKWh = fuel / heat.efficiency;
      heatBasis =
        heat.fuelGCo2PerKWh === undefined
          ? `heat: boiler on natural gas, ${fuel} gCO2/kWh fuel (IPCC 2006 vol. 2 Table 2.2) / efficiency ${heat.efficiency}`
          : `heat: boiler, ${fuel} gCO2/kWh fuel (given) / efficiency ${heat.efficiency}`;
      break;
    }
    case 'heatPump':
      heatGPerKWh = electricityGPerKWh / heat.cop;
      heatBasis = `heat: heat pump, electricity ${trim(electricityGPerKWh)} gCO2/kWh / COP ${heat.cop}`;
      break;
  }
  let coldGPerKWh: number | null;
  let coldBasis: string;
  if (cold.kind === 'chiller') {
    coldGPerKWh = electricityGPerKWh / cold.eer;
    coldBasis = `cold: chiller, electricity ${trim(electricityGPerKWh)} gCO2/kWh / EER ${cold.eer}`;
  } else {
    coldGPerKWh = cold.gCo2PerKWh ?? null;
    coldBasis =
      cold.gCo2PerKWh === undefined
        ? 'cold: bought without a CO2 factor, not counted'
        : `cold: bought at ${cold.gCo2PerKWh} gCO2/kWh (given)`;
  }
  return {
    electricityGPerKWh,
    electricitySource: given === undefined ? grid.source : 'given',
    electricityCountry: given === undefined ? grid.country : null,
    heatGPerKWh,
    coldGPerKWh,
    basis: [heatBasis, coldBasis],
  };
}

/** Heat bought for `kWh` of useful heat, EUR. */
export function heatCostEur(kWh: number, prices: EnergyPrices): number {
  const { heat } = prices;
  switch (heat.kind) {
    case 'price':
      return kWh * heat.eurPerKWh;
    case 'boiler':
      return (kWh / heat.efficiency) * heat.fuelEurPerKWh;
    case 'heatPump':
      return (kWh / heat.cop) * prices.electricityEurPerKWh;
  }
}

/** Cold bought for `kWh` of useful cold, EUR. */
export function coldCostEur(kWh: number, prices: EnergyPrices): number {
  return prices.cold.kind === 'price'
    ? kWh * prices.cold.eurPerKWh
    : (kWh / prices.cold.eer) * prices.electricityEurPerKWh;
}

/** How a weather year is named on screens and documents, with where it came from. */
export interface WeatherYearInfo {
  source: WeatherYear['source'];
  kind: WeatherYearKind;
  label: string;
  year: number | null;
  method: string;
}

export function weatherYearInfo(weather: WeatherYear): WeatherYearInfo {
  const label =
    weather.kind === 'era5'
      ? `ERA5 ${weather.year ?? ''}`.trim()
      : weather.kind === 'monthly'
        ? 'Synthetic (monthly design data)'
        : 'Design-only (conservative estimate)';
  return { source: weather.source, kind: weather.kind, label, year: weather.year, method: weather.method };
}

/** A unit's year, its costs, maintenance, CO2 and life-cycle cost, as the annual answer carries them. */
export interface AnnualEvaluation {
  weather: WeatherYearInfo;
  unit: { temperatureEfficiency: number; fanPowerW: number; exhaustOutMinC: number | null };
  months: EnergyTotals[];
  year: EnergyTotals;
  frostProtectionHours: number;
  /** EUR a year at today's prices. */
  costs: { heatEur: number; coldEur: number; fansEur: number; totalEur: number };
  maintenance: Omit<Maintenance, 'investmentEur'>;
  co2: { factors: Co2Factors; monthsKg: number[]; year: Co2Totals; lifeKg: number };
  lifeCycleCost: {
    investmentEur: number;
    energyPresentValueEur: number;
    maintenancePresentValueEur: number;
    totalEur: number;
  };
}

/**
 * A selected unit on a weather year: hour by hour under `profile` (annualEnergy), the energy bought at `prices`,
 * the EN 15459-1 maintenance (filter changes at the catalogue's replacement prices plus a share of the investment),
 * the CO2 with `factors` (co2Factors), and the global cost: investment (the list price) + energy and maintenance,
 * each with its own price development, discounted over the life.
 * @throws EngineInputError for a profile or settings out of range
 */
export function evaluateAnnual(
  selection: SelectionResult,
  catalogue: Catalogue,
  weather: WeatherYear,
  profile: OperatingProfile,
  prices: EnergyPrices,
  lifeCycle: LifeCycleSettings,
  factors: Co2Factors,
): AnnualEvaluation {
  const unit = unitEnergyModel(selection);
  const energy: AnnualEnergy = annualEnergy(unit, weather, profile);
  const heatEur = heatCostEur(energy.year.heaterKWh, prices);
  const coldEur = coldCostEur(energy.year.coolerKWh, prices);
  const fansEur = energy.year.fansKWh * prices.electricityEurPerKWh;
  const totalEur = heatEur + coldEur + fansEur;
  const investmentEur = selection.price.totalEur;
  const m = maintenanceCost({
    investmentEur,
    filterSetEur: filterSetPriceEur(selection, catalogue),
    filterChangesPerYear: lifeCycle.filterChangesPerYear,
    maintenanceShare: lifeCycle.maintenanceShare,
  });
  const maintenance = {
    filterChangesPerYear: m.filterChangesPerYear,
    filterSetEur: m.filterSetEur,
    filtersEurPerYear: m.filtersEurPerYear,
    maintenanceShare: m.maintenanceShare,
    fixedEurPerYear: m.fixedEurPerYear,
    totalEurPerYear: m.totalEurPerYear,
  };
  const lcc = lifeCycleCost(
    investmentEur,
    [
      { label: 'energy', eurPerYear: totalEur, escalation: lifeCycle.energyPriceEscalation },
      {
        label: 'maintenance',
        eurPerYear: maintenance.totalEurPerYear,
        escalation: lifeCycle.maintenancePriceEscalation,
      },
    ],
    lifeCycle.years,
    lifeCycle.discountRate,
  );
  const co2 = annualCo2(energy, factors);
  return {
    weather: weatherYearInfo(weather),
    unit: {
      temperatureEfficiency: unit.temperatureEfficiency,
      fanPowerW: unit.fanPowerW.supply + unit.fanPowerW.exhaust,
      exhaustOutMinC: unit.exhaustOutMinC,
    },
    months: energy.months,
    year: energy.year,
    frostProtectionHours: energy.frostProtectionHours,
    costs: { heatEur, coldEur, fansEur, totalEur },
    maintenance,
    co2: {
      factors,
      monthsKg: co2.months.map((m) => m.totalKg),
      year: co2.year,
      lifeKg: co2.year.totalKg * lifeCycle.years,
    },
    lifeCycleCost: {
      investmentEur,
      energyPresentValueEur: lcc.running[0]!.presentValueEur,
      maintenancePresentValueEur: lcc.running[1]!.presentValueEur,
      totalEur: lcc.totalEur,
    },
  };
}
