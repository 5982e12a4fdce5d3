/**
 * One unit's year as every caller shows it (the annual API, its alternatives, the JSON export, the data sheet's
 * energy page and the command line): the hourly energy, its cost at the given prices, the maintenance, the CO2 and
 * the EN 15459-1 global cost. One function, so the screen, the documents and the CLI print the same numbers.
 */
import type { Catalogue } from '../catalogue/types';
import type { SelectionResult } from '../select';
import { EngineInputError } from '../errors';
import {
  annualEnergy,
  type AnnualEnergy,
  type EnergyTotals,
  type Generation,
  type OperatingProfile,
} from './annual';
import {
  DEFAULT_CHILLER_EER,
  DEFAULT_HEAT_PUMP_COP,
  performanceCurve,
  type PerformancePoint,
} from './generation';
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
import { unitHourModel } from './unit-hour';
import type { WeatherYear, WeatherYearKind } from './weather-year';

/** A heat pump's COP or a chiller's EER at an outdoor temperature (EN 14825 test points). */
export interface CopPoint {
  tOutdoorC: number;
  cop: number;
}
export interface EerPoint {
  tOutdoorC: number;
  eer: number;
}

/**
 * How heat is bought: a price per kWh of heat, a boiler on fuel, or a heat pump on electricity with its COP by outdoor
 * temperature (copPoints; a single `cop` is a flat curve; neither: DEFAULT_HEAT_PUMP_COP).
 */
export type HeatSupply =
  | { kind: 'price'; eurPerKWh: number; gCo2PerKWh?: number | undefined }
  | { kind: 'boiler'; fuelEurPerKWh: number; efficiency: number; fuelGCo2PerKWh?: number | undefined }
  | { kind: 'heatPump'; cop?: number | undefined; copPoints?: CopPoint[] | undefined };
/** How cold is bought: a price per kWh of cold, or a chiller on electricity with its EER by outdoor temperature. */
export type ColdSupply =
  | { kind: 'price'; eurPerKWh: number; gCo2PerKWh?: number | undefined }
  | { kind: 'chiller'; eer?: number | undefined; eerPoints?: EerPoint[] | undefined };

/** The heat pump's COP curve: its points, a flat `cop`, or the default. */
export function heatPumpCurve(heat: Extract<HeatSupply, { kind: 'heatPump' }>): readonly PerformancePoint[] {
  if (heat.copPoints !== undefined && heat.copPoints.length > 0) {
    return heat.copPoints.map((p) => ({ tOutdoorC: p.tOutdoorC, value: p.cop }));
  }
  return heat.cop === undefined ? DEFAULT_HEAT_PUMP_COP : [{ tOutdoorC: 7, value: heat.cop }];
}

/** The chiller's EER curve: its points, a flat `eer`, or the default. */
export function chillerCurve(cold: Extract<ColdSupply, { kind: 'chiller' }>): readonly PerformancePoint[] {
  if (cold.eerPoints !== undefined && cold.eerPoints.length > 0) {
    return cold.eerPoints.map((p) => ({ tOutdoorC: p.tOutdoorC, value: p.eer }));
  }
  return cold.eer === undefined ? DEFAULT_CHILLER_EER : [{ tOutdoorC: 35, value: cold.eer }];
}

/** Useful heat and cold per kWh the generators take, by outdoor temperature. */
export function generationOf(prices: EnergyPrices): Generation {
  const { heat, cold } = prices;
  const heatPerInput =
    heat.kind === 'price'
      ? () => 1
      : heat.kind === 'boiler'
        ? () => heat.efficiency
        : performanceCurve(heatPumpCurve(heat));
  const coldPerInput = cold.kind === 'price' ? () => 1 : performanceCurve(chillerCurve(cold));
  return { heatPerInput, coldPerInput };
}

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
  /** The unit's lifespan, years (EN 15459-1 replacement within the period, residual value at its end); absent: the
   * period itself (no replacement, no residual value). */
  unitLifeYears?: number | undefined;
  /** Price development of the unit's replacement a year; absent: 0. */
  investmentPriceEscalation?: number | undefined;
  filterChangesPerYear: number;
  maintenanceShare: number;
  maintenancePriceEscalation: number;
}

/** The CO2 intensities used, with where each came from. */
export interface Co2Factors {
  electricityGPerKWh: number;
  electricitySource: string;
  electricityCountry: string | null;
  /** Per kWh of useful heat and cold (a heat pump's and a chiller's over the year's seasonal COP and EER once the year
   * is evaluated); null: not counted (bought without a factor). */
  heatGPerKWh: number | null;
  coldGPerKWh: number | null;
  /** Per kWh the generators take: fuel, electricity, or heat and cold bought. */
  heatInputGPerKWh: number | null;
  coldInputGPerKWh: number | null;
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
  let heatInputGPerKWh: number | null;
  let heatGPerKWh: number | null;
  let heatBasis: string;
  switch (heat.kind) {
    case 'price':
      heatInputGPerKWh = heat.gCo2PerKWh ?? null;
      heatGPerKWh = heatInputGPerKWh;
      heatBasis =
        heat.gCo2PerKWh === undefined
          ? 'heat: bought without a CO2 factor, not counted'
          : `heat: bought at ${heat.gCo2PerKWh} gCO2/kWh (given)`;
      break;
    case 'boiler': {
      const fuel = heat.fuelGCo2PerKWh ?? NATURAL_GAS_G_CO2_PER_KWH;
      heatInputGPerKWh = fuel;
      // Per kWh of heat the boiler burns 1 / efficiency kWh of fuel.
      heatGPerKWh = fuel / heat.efficiency;
      heatBasis =
        heat.fuelGCo2PerKWh === undefined
          ? `heat: boiler on natural gas, ${fuel} gCO2/kWh fuel (IPCC 2006 vol. 2 Table 2.2) / efficiency ${heat.efficiency}`
          : `heat: boiler, ${fuel} gCO2/kWh fuel (given) / efficiency ${heat.efficiency}`;
      break;
    }
    case 'heatPump': {
      const cop7 = performanceCurve(heatPumpCurve(heat))(7);
      heatInputGPerKWh = electricityGPerKWh;
      heatGPerKWh = electricityGPerKWh / cop7;
      heatBasis = `heat: heat pump, electricity ${trim(electricityGPerKWh)} gCO2/kWh / COP(t outdoor) hour by hour (EN 14825 points)`;
      break;
    }
  }
  let coldInputGPerKWh: number | null;
  let coldGPerKWh: number | null;
  let coldBasis: string;
  if (cold.kind === 'chiller') {
    coldInputGPerKWh = electricityGPerKWh;
    coldGPerKWh = electricityGPerKWh / performanceCurve(chillerCurve(cold))(35);
    coldBasis = `cold: chiller, electricity ${trim(electricityGPerKWh)} gCO2/kWh / EER(t outdoor) hour by hour (EN 14825 points)`;
  } else {
    coldInputGPerKWh = cold.gCo2PerKWh ?? null;
    coldGPerKWh = coldInputGPerKWh;
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
    heatInputGPerKWh,
    coldInputGPerKWh,
    basis: [heatBasis, coldBasis],
  };
}

/** Price of one kWh the heat generator takes (heat bought, fuel, or electricity), EUR. */
export function heatInputPriceEur(prices: EnergyPrices): number {
  const { heat } = prices;
  return heat.kind === 'price'
    ? heat.eurPerKWh
    : heat.kind === 'boiler'
      ? heat.fuelEurPerKWh
      : prices.electricityEurPerKWh;
}

/** Price of one kWh the cold generator takes (cold bought, or electricity), EUR. */
export function coldInputPriceEur(prices: EnergyPrices): number {
  return prices.cold.kind === 'price' ? prices.cold.eurPerKWh : prices.electricityEurPerKWh;
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
      : weather.kind === 'reference'
        ? // The method starts 'reference year (ISO 15927-4, years a-b):' (reference-year.ts).
          `R${weather.method.slice(1, weather.method.indexOf(':'))}`
        : weather.kind === 'monthly'
          ? 'Synthetic (monthly design data, day-to-day variation)'
          : weather.kind === 'uploaded'
            ? // The method is 'uploaded: <file name>' (weather-file.ts).
              weather.method
            : 'Design-only (conservative estimate)';
  return { source: weather.source, kind: weather.kind, label, year: weather.year, method: weather.method };
}

/** A unit's year, its costs, maintenance, CO2 and life-cycle cost, as the annual answer carries them. */
export interface AnnualEvaluation {
  weather: WeatherYearInfo;
  unit: {
    /** EN 308 temperature efficiency of the unprotected exchanger at the design winter point (the selection's). */
    temperatureEfficiency: number;
    /** Both fans' electrical input at the profile's flow, W. */
    fanPowerW: number;
    /** The frost protection's limit (wheel: the exhaust's ice formation limit; plates: the cold-corner wall limit),
     * C; and the outdoor temperature below which it acts at the design point (null: not down to -50 C). */
    exhaustOutMinC: number | null;
    frostProtectionStartC: number | null;
    frostProtection: string;
    /** The frost preheater's power at the design point, W (0: none). */
    preheaterPowerW: number;
  };
  months: EnergyTotals[];
  year: EnergyTotals;
  frostProtectionHours: number;
  /** How the year was evaluated (bin method, unit hours evaluated). */
  method: AnnualEnergy['method'];
  /** Seasonal performance over the year: heat per kWh the heat generator took, cold per kWh the chiller took. */
  seasonal: { heatPerInput: number | null; coldPerInput: number | null };
  /** EUR a year at today's prices. */
  costs: { heatEur: number; coldEur: number; fansEur: number; preheaterEur: number; totalEur: number };
  maintenance: Omit<Maintenance, 'investmentEur'>;
  co2: { factors: Co2Factors; monthsKg: number[]; year: Co2Totals; lifeKg: number };
  lifeCycleCost: {
    investmentEur: number;
    energyPresentValueEur: number;
    maintenancePresentValueEur: number;
    replacementPresentValueEur: number;
    residualValueEur: number;
    totalEur: number;
  };
}

/**
 * A selected unit on a weather year under `profile` (annualEnergy by the unit's own hour, unitHour), the energy
 * bought at `prices` (the generators' input: heat pump and chiller through COP(t) and EER(t), a boiler through its
 * efficiency), the frost preheater and fans on electricity, the EN 15459-1 maintenance (filter changes at the
 * catalogue's replacement prices plus a share of the investment), the CO2 with `factors` (co2Factors), and the global
 * cost: investment (the list price) + energy and maintenance, each with its own price development, + replacements
 * within the period - the residual value, discounted over the life.
 * @throws EngineInputError for a profile or settings out of range; EngineDutyError when the fans cannot carry the
 *   profile's flow
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
  const model = unitHourModel(selection, catalogue, profile.flowShare);
  const energy: AnnualEnergy = annualEnergy(model, weather, profile, { generation: generationOf(prices) });
  const { year } = energy;
  const heatEur = year.heatInputKWh * heatInputPriceEur(prices);
  const coldEur = year.coldInputKWh * coldInputPriceEur(prices);
  const fansEur = year.fansKWh * prices.electricityEurPerKWh;
  const preheaterEur = year.preheaterKWh * prices.electricityEurPerKWh;
  const totalEur = heatEur + coldEur + fansEur + preheaterEur;
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
    {
      lifeYears: lifeCycle.unitLifeYears ?? lifeCycle.years,
      escalation: lifeCycle.investmentPriceEscalation ?? 0,
    },
  );
  const co2 = annualCo2(energy, {
    heatInputGPerKWh: factors.heatInputGPerKWh,
    coldInputGPerKWh: factors.coldInputGPerKWh,
    electricityGPerKWh: factors.electricityGPerKWh,
  });
  const seasonal = {
    heatPerInput: year.heatInputKWh > 0 ? year.heaterKWh / year.heatInputKWh : null,
    coldPerInput: year.coldInputKWh > 0 ? year.coolerKWh / year.coldInputKWh : null,
  };
  const perUseful = (input: number | null, ratio: number | null, fallback: number | null) =>
    input === null ? null : ratio === null ? fallback : input / ratio;
  const { winter, frostProtectionStartC } = selection.recovery;
  if (!Number.isFinite(totalEur)) {
    throw new EngineInputError("the year's energy cost is not a number");
  }
  return {
    weather: weatherYearInfo(weather),
    unit: {
      temperatureEfficiency: winter.frost.unprotectedEfficiency ?? winter.temperatureEfficiency ?? 0,
      fanPowerW: model.fanPowerW.supply + model.fanPowerW.exhaust,
      exhaustOutMinC: winter.frost.limitC,
      frostProtectionStartC,
      frostProtection: selection.unit.recovery.frostProtection,
      preheaterPowerW: winter.frost.preheaterPowerW,
    },
    months: energy.months,
    year,
    frostProtectionHours: energy.frostProtectionHours,
    method: energy.method,
    seasonal,
    costs: { heatEur, coldEur, fansEur, preheaterEur, totalEur },
    maintenance,
    co2: {
      factors: {
        ...factors,
        heatGPerKWh: perUseful(factors.heatInputGPerKWh, seasonal.heatPerInput, factors.heatGPerKWh),
        coldGPerKWh: perUseful(factors.coldInputGPerKWh, seasonal.coldPerInput, factors.coldGPerKWh),
      },
      monthsKg: co2.months.map((m) => m.totalKg),
      year: co2.year,
      lifeKg: co2.year.totalKg * lifeCycle.years,
    },
    lifeCycleCost: {
      investmentEur,
      energyPresentValueEur: lcc.running[0]!.presentValueEur,
      maintenancePresentValueEur: lcc.running[1]!.presentValueEur,
      replacementPresentValueEur: lcc.replacementPresentValueEur,
      residualValueEur: lcc.residualValueEur,
      totalEur: lcc.totalEur,
    },
  };
}
