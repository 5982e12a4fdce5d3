/**
 * Annual energy of an air handling unit over the project's weather year (docs/engine.md section 19): every operating
 * hour by the unit's own engine (unitHour: recovery with its control and frost protection, fans at the hour's flow,
 * fan heat, heater, cooler with dehumidification and reheat), summed by month and year, with the energy the heat and
 * cold generators take (heat pump COP and chiller EER as functions of the outdoor temperature, EN 14825).
 *
 * Hours are evaluated in bins of outdoor state (BIN_T_K x BIN_W; twice as wide for cooling hours and for heating hours
 * where the exchanger cannot freeze): the unit's hour at the mean state of the bin's hours counts for each of them; the
 * cooler's rating comes from its table over the entering air (cooler-table.ts). Every quantity of the year stays within 1 % of the hour-by-hour sum (annual.test.ts holds
 * the two methods to each other); `method: 'hourly'` evaluates every hour.
 */
import { EngineInputError } from '../errors';
import { humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { coolerTable } from './cooler-table';
import { unitHour, type HourDemand, type UnitHour, type UnitHourModel } from './unit-hour';
import { DAYS_IN_MONTH, HOURS_PER_YEAR, type WeatherYear } from './weather-year';

/** When the unit runs and what it keeps: the operating profile of a position. */
export interface OperatingProfile {
  /** Local hours of operation on operating days: from startHour (0..23) to endHour (startHour..24), end exclusive
   * (endHour = startHour: the unit does not run). */
  startHour: number;
  endHour: number;
  /** Operating days per week, from Monday (0..7; 1 January counts as a Monday; 0: the unit does not run). */
  daysPerWeek: number;
  /** Room (extract) temperature while heating and while cooling, C. */
  roomWinterC: number;
  roomSummerC: number;
  /**
   * The supply temperature: 'fixed' heats to supplyHeatC and cools to supplyCoolC; 'compensated' heats to a supply
   * temperature falling linearly from supplyHeatC at outdoorLowC to supplyCoolC at outdoorHighC (EN 16798-3's
   * outdoor-compensated supply), and cools to supplyCoolC.
   */
  supplyRule: 'fixed' | 'compensated';
  supplyHeatC: number;
  supplyCoolC: number;
  outdoorLowC: number;
  outdoorHighC: number;
  /** The highest humidity ratio of the supply air the cooler keeps, kg/kg (null: no dehumidification). */
  supplyMaxW: number | null;
  /** Flow while running as a share of the design flow, 0.2..1.2 (the fans on their curves at that flow). */
  flowShare: number;
}

/** Energy of one month or the year, kWh (fans, preheater: electricity; heater and cooler: useful heat and cold). */
export interface EnergyTotals {
  operatingHours: number;
  /** Heat to the supply air (after recovery, including reheat after dehumidification). */
  heaterKWh: number;
  /** Of it, reheat after cooling to the dew point. */
  reheatKWh: number;
  coolerKWh: number;
  fansKWh: number;
  /** Electric frost preheater, kWh of electricity. */
  preheaterKWh: number;
  recoveredHeatKWh: number;
  recoveredCoolingKWh: number;
  /** The heat the supply air would need without recovery (the ventilation heat demand). */
  ventilationHeatDemandKWh: number;
  /** What the heat and cold generators take for heaterKWh and coolerKWh: fuel, electricity or bought heat/cold. */
  heatInputKWh: number;
  coldInputKWh: number;
  /** Hours in which the frost protection acts (bypass, preheater or wheel speed reduction). */
  frostProtectionHours: number;
}

/** Useful heat (cold) per kWh the generator takes at outdoor temperature t, C: a COP, an EER, an efficiency, 1. */
export interface Generation {
  heatPerInput: (tOutdoorC: number) => number;
  coldPerInput: (tOutdoorC: number) => number;
}

/** Heat and cold bought as such: one kWh per kWh. */
export const BOUGHT: Generation = { heatPerInput: () => 1, coldPerInput: () => 1 };

export interface AnnualEnergy {
  months: EnergyTotals[];
  year: EnergyTotals;
  /** Hours in which the frost protection took recovery back or preheated (= year.frostProtectionHours). */
  frostProtectionHours: number;
  weather: { source: WeatherYear['source']; year: number | null; method: string };
  /** How the hours were evaluated, and how many unit hours that took. */
  method: { kind: 'bins' | 'hourly'; evaluations: number };
}

/** Bin widths of the bin method: outdoor dry bulb, K, and humidity ratio, kg/kg. */
export const BIN_T_K = 0.25;
export const BIN_W = 0.0002;
/** Cooling hours, and heating hours where the exchanger cannot freeze, fall in bins this many times wider in both
 * directions. */
export const COOLING_BIN_SCALE = 2;

const zero = (): EnergyTotals => ({
  operatingHours: 0,
  heaterKWh: 0,
  reheatKWh: 0,
  coolerKWh: 0,
  fansKWh: 0,
  preheaterKWh: 0,
  recoveredHeatKWh: 0,
  recoveredCoolingKWh: 0,
  ventilationHeatDemandKWh: 0,
  heatInputKWh: 0,
  coldInputKWh: 0,
  frostProtectionHours: 0,
});

function checkProfile(p: OperatingProfile): void {
  const problems: string[] = [];
  if (!(Number.isInteger(p.startHour) && p.startHour >= 0 && p.startHour <= 23)) {
    problems.push('startHour 0..23');
  }
  if (!(Number.isInteger(p.endHour) && p.endHour >= p.startHour && p.endHour <= 24)) {
    problems.push('endHour startHour..24');
  }
  if (!(Number.isInteger(p.daysPerWeek) && p.daysPerWeek >= 0 && p.daysPerWeek <= 7)) {
    problems.push('daysPerWeek 0..7');
  }
  if (!(p.flowShare >= 0.2 && p.flowShare <= 1.2)) {
    problems.push('flowShare 0.2..1.2');
  }
  if (!(p.supplyCoolC >= 5 && p.supplyHeatC <= 50)) {
    problems.push('supply temperatures 5..50 C');
  }
  if (p.supplyRule === 'compensated' && !(p.outdoorHighC > p.outdoorLowC)) {
    problems.push('outdoorHighC > outdoorLowC');
  }
  if (problems.length > 0) {
    throw new EngineInputError(`operating profile: ${problems.join(', ')}`);
  }
}

/** Whether hour `hour` (0 = 1 January 0:00) is an operating hour. */
export function isOperatingHour(profile: OperatingProfile, hour: number): boolean {
  const day = Math.floor(hour / 24);
  const hourOfDay = hour % 24;
  return day % 7 < profile.daysPerWeek && hourOfDay >= profile.startHour && hourOfDay < profile.endHour;
}

/** The supply temperature the heater keeps at outdoor temperature `tOut`, C. */
export function supplyHeatTarget(profile: OperatingProfile, tOut: number): number {
  if (profile.supplyRule === 'fixed') {
    return profile.supplyHeatC;
  }
  const share = Math.min(
    1,
    Math.max(0, (tOut - profile.outdoorLowC) / (profile.outdoorHighC - profile.outdoorLowC)),
  );
  return profile.supplyHeatC + (profile.supplyCoolC - profile.supplyHeatC) * share;
}

/**
 * What hour (tOut, wOut) asks of the unit under `profile`: heating while the outdoor air is below the heating target
 * (to that target, with the winter room), else cooling to supplyCoolC (with the summer room, or the winter room while
 * the outdoor air is below it).
 */
export function hourDemand(profile: OperatingProfile, tOut: number, wOut: number): HourDemand {
  const heatTarget = supplyHeatTarget(profile, tOut);
  const heating = tOut < heatTarget;
  return {
    tOut,
    wOut,
    heating,
    roomC: heating || tOut < profile.roomWinterC ? profile.roomWinterC : profile.roomSummerC,
    supplyTargetC: heating ? heatTarget : profile.supplyCoolC,
    supplyMaxW: profile.supplyMaxW,
  };
}

/** Adds `hours` of `h` (at outdoor tOut) to `totals`; one hour at W is W / 1000 kWh. */
function addHours(totals: EnergyTotals, h: UnitHour, hours: number, tOut: number, generation: Generation) {
  const kWh = hours / 1000;
  totals.operatingHours += hours;
  totals.heaterKWh += h.heaterW * kWh;
  totals.reheatKWh += h.reheatW * kWh;
  totals.coolerKWh += h.coolerW * kWh;
  totals.fansKWh += h.fansW * kWh;
  totals.preheaterKWh += h.preheaterW * kWh;
  totals.recoveredHeatKWh += h.recoveredHeatW * kWh;
  totals.recoveredCoolingKWh += h.recoveredCoolingW * kWh;
  totals.ventilationHeatDemandKWh += h.ventilationHeatDemandW * kWh;
  totals.heatInputKWh += h.heaterW > 0 ? (h.heaterW * kWh) / generation.heatPerInput(tOut) : 0;
  totals.coldInputKWh += h.coolerW > 0 ? (h.coolerW * kWh) / generation.coldPerInput(tOut) : 0;
  totals.frostProtectionHours += h.frostStage === 'none' ? 0 : hours;
}

/** One bin of the bin method: its hours (hour of the year, month), their sums of t and w. */
interface Bin {
  hours: number[];
  months: number[];
  tSum: number;
  wSum: number;
}

/**
 * The unit's year: every operating hour of `weather` under `profile` by `unitHour`, summed by month (January first)
 * and year. Bin method (default): the hours fall in bins of BIN_T_K x BIN_W of outdoor state (COOLING_BIN_SCALE times
 * wider for cooling hours and heating hours at or above frostFreeAbove); each bin's hour is
 * evaluated once at the mean state of its hours (capped at saturation) and counts for each of them, in its month;
 * a bin whose hour has the frost protection acting is evaluated hour by hour. Zero operating hours give a year of zeros.
 * @param model the unit at the profile's flow share (unitHourModel)
 * @param generation useful heat and cold per kWh taken, by outdoor temperature (default: bought, 1)
 * @throws EngineInputError for a profile out of range or a year that is not 8760 hours
 */
export function annualEnergy(
  model: UnitHourModel,
  weather: WeatherYear,
  profile: OperatingProfile,
  options: {
    method?: 'bins' | 'hourly';
    generation?: Generation;
    binTK?: number;
    binW?: number;
    coolingScale?: number;
    /** 'table' (default): the cooler's table over the entering air (cooler-table.ts); 'exact': its own design. */
    coolerRating?: 'table' | 'exact';
  } = {},
): AnnualEnergy {
  checkProfile(profile);
  if (weather.tDb.length !== HOURS_PER_YEAR || weather.w.length !== HOURS_PER_YEAR) {
    throw new EngineInputError(`a weather year has ${HOURS_PER_YEAR} hours`);
  }
  const method = options.method ?? 'bins';
  const generation = options.generation ?? BOUGHT;
  const binTK = options.binTK ?? BIN_T_K;
  const binW = options.binW ?? BIN_W;
  const coolingScale = options.coolingScale ?? COOLING_BIN_SCALE;
  // The cooler's rating by its table over the entering air (cooler-table.ts): the same flow all year.
  const rateCooler = options.coolerRating === 'exact' ? undefined : coolerTable(model);
  const frostFreeAboveC = frostFreeAbove(model);
  const hourOf = (t: number, w: number) => unitHour(model, hourDemand(profile, t, w), rateCooler);
  const months = DAYS_IN_MONTH.map(zero);
  const year = zero();
  let evaluations = 0;
  const bins = new Map<number, Bin>();
  let hour = 0;
  DAYS_IN_MONTH.forEach((days, month) => {
    for (let i = 0; i < days * 24; i++, hour++) {
      if (!isOperatingHour(profile, hour)) {
        continue;
      }
      const t = weather.tDb[hour]!;
      const w = weather.w[hour]!;
      if (method === 'hourly') {
        const h = hourOf(t, w);
        evaluations += 1;
        addHours(months[month]!, h, 1, t, generation);
        addHours(year, h, 1, t, generation);
        continue;
      }
      // Whole bin indices, w below 0.2 kg/kg: one number per bin. Cooling hours (whose cooler is the costly part and
      // smooth in the outdoor state) and heating hours where no frost can form fall in bins COOLING_BIN_SCALE times
      // wider, on keys of their own (cooling negative, heating from 1e9). The cooling bins' edges fall on the summer
      // room temperature, where the exchanger starts pre-cooling.
      const cooling = !hourDemand(profile, t, w).heating;
      const wideT = binTK * coolingScale;
      const wideW = binW * coolingScale;
      const key = cooling
        ? -1 - (Math.floor((t - profile.roomSummerC) / wideT) * 1000 + Math.floor(w / wideW))
        : t >= frostFreeAboveC
          ? 1e9 + Math.floor(t / wideT) * 1000 + Math.floor(w / wideW)
          : Math.round(t / binTK) * 1000 + Math.round(w / binW);
      let bin = bins.get(key);
      if (bin === undefined) {
        bin = { hours: [], months: [], tSum: 0, wSum: 0 };
        bins.set(key, bin);
      }
      bin.hours.push(hour);
      bin.months.push(month);
      bin.tSum += t;
      bin.wSum += w;
    }
  });
  for (const bin of bins.values()) {
    const count = bin.hours.length;
    const t = bin.tSum / count;
    const w = Math.min(bin.wSum / count, saturationHumidityRatio(t, weather.pressure));
    const h = hourOf(t, w);
    evaluations += 1;
    if (h.frostStage !== 'none' && count > 1) {
      // Frost protection switches stage within a few tenths of a kelvin and with the outdoor humidity (bypass,
      // preheater): its bins are evaluated hour by hour.
      bin.hours.forEach((at, i) => {
        const tHour = weather.tDb[at]!;
        const exact = hourOf(tHour, weather.w[at]!);
        evaluations += 1;
        addHours(year, exact, 1, tHour, generation);
        addHours(months[bin.months[i]!]!, exact, 1, tHour, generation);
      });
      continue;
    }
    addHours(year, h, count, t, generation);
    const perMonth = new Array<number>(12).fill(0);
    for (const month of bin.months) {
      perMonth[month]! += 1;
    }
    perMonth.forEach((hours, month) => {
      if (hours > 0) {
        addHours(months[month]!, h, hours, t, generation);
      }
    });
  }
  return {
    months,
    year,
    frostProtectionHours: year.frostProtectionHours,
    weather: { source: weather.source, year: weather.year, method: weather.method },
    method: { kind: method, evaluations },
  };
}

/**
 * The outdoor temperature at and above which the unit's exchanger cannot freeze, C: a plate's or membrane's cold
 * corner lies between the outdoor air and the leaving exhaust, so not below the outdoor air, and freezes only below the
 * wall limit (recover's corner); a wheel's leaving exhaust is not colder than the outdoor air, and it freezes only
 * below the card's ice formation limit. The larger of the two limits.
 */
export function frostFreeAbove(model: UnitHourModel): number {
  const { exchanger } = model.type;
  return Math.max(model.catalogue.frostProtection[exchanger.kind].wallLimitC, exchanger.iceFormationLimitC);
}

/** Saturation humidity ratio at `t`, kg/kg: a supply humidity limit from a coil's leaving dew point. */
export function saturationHumidityRatio(t: number, pressure: number): number {
  return humidityRatioFromVapourPressure(saturationPressure(t), pressure);
}
