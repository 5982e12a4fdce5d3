/**
 * Design weather conditions from one year of hourly observations, the way ASHRAE Handbook Fundamentals 2017 ch. 14
 * derives its climatic design table: annual cooling and heating percentiles of the dry bulb with mean coincident
 * wet bulb and dew point, and monthly means and daily ranges.
 */
import { EngineInputError } from '../errors';
import { airState } from '../psychro';

/** One year of hours, local time, in the order observed. Arrays are parallel; a null value is a missing hour. */
export interface HourlyYear {
  /** Local time of each hour, 'YYYY-MM-DDTHH:mm' (Open-Meteo's form with timezone=auto). */
  time: readonly string[];
  /** Dry bulb at 2 m, C. */
  tDb: readonly (number | null)[];
  /** Dew point at 2 m, C. */
  tDp: readonly (number | null)[];
  /** Surface (station) pressure, Pa. */
  pressure: readonly (number | null)[];
}

export interface CoolingDesign {
  /** 0.4 % annual cooling dry bulb, C: exceeded in 0.4 % of the hours (35 of 8760). */
  tDb: number;
  /** Mean coincident wet bulb, C: the mean wet bulb of the hours in the 1 K dry-bulb bin around tDb. */
  tWb: number;
  /** Mean coincident dew point, C, of the same hours. */
  tDp: number;
  /** Relative humidity at tDb and tDp at the year's mean pressure, % (0..100). */
  rhPct: number;
}

export interface HeatingDesign {
  /** 99.6 % annual heating dry bulb, C: exceeded in 99.6 % of the hours. */
  tDb: number;
  /** Mean coincident relative humidity, % (0..100), of the hours in the 1 K bin around tDb. */
  rhPct: number;
  /** Mean coincident humidity ratio, kg/kg. */
  w: number;
}

export interface MonthlyDesign {
  /** Mean dry bulb per month, January to December, C. */
  dryBulbTemperatures: number[];
  /** Mean wet bulb per month, C. */
  wetBulbTemperatures: number[];
  /** Mean daily range of the dry bulb per month (mean of daily maximum minus minimum), K. */
  meanDailyTemperatureRange: number[];
}

export interface DesignConditions {
  cooling: CoolingDesign;
  heating: HeatingDesign;
  monthly: MonthlyDesign;
  /** Hours used (complete hours only). */
  hours: number;
}

/** Fewer complete hours than this (about 11 months) is not a year: the percentiles would mislead. */
export const MIN_HOURS = 8000;

/** Half-width of the coincident bin around a design dry bulb, K (ASHRAE's joint frequency bins are 1 K wide). */
const BIN_HALF_WIDTH = 0.5;

/**
 * The value exceeded by `fraction` of the sorted (ascending) values, interpolated linearly between ranks: the
 * (1 - fraction) quantile with ranks 0..n-1. ASHRAE's 0.4 % cooling value is exceededBy(0.004), the 99.6 % heating
 * value exceededBy(0.996).
 */
export function exceededBy(sortedAscending: readonly number[], fraction: number): number {
  if (sortedAscending.length === 0 || !(fraction >= 0 && fraction <= 1)) {
    throw new EngineInputError('exceededBy needs values and a fraction in 0..1');
  }
  const rank = (1 - fraction) * (sortedAscending.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.min(lower + 1, sortedAscending.length - 1);
  const share = rank - lower;
  return sortedAscending[lower]! * (1 - share) + sortedAscending[upper]! * share;
}

interface Hour {
  month: number;
  day: string;
  tDb: number;
  tDp: number;
  tWb: number;
  w: number;
  rh: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The hours whose dry bulb lies within the bin around `tDb`; the hours at or beyond it when the bin is empty. */
function coincident(hours: readonly Hour[], tDb: number, side: 'above' | 'below'): Hour[] {
  const inBin = hours.filter((h) => Math.abs(h.tDb - tDb) <= BIN_HALF_WIDTH);
  if (inBin.length > 0) {
    return inBin;
  }
  return hours.filter((h) => (side === 'above' ? h.tDb >= tDb : h.tDb <= tDb));
}

/**
 * Design conditions of one year of hourly dry bulb, dew point and pressure (ERA5 reanalysis, for example).
 * Wet bulb and humidity ratio of each hour come from airState at the hour's pressure. Hours with a missing value
 * are skipped; a dew point above the dry bulb (rounding in the source) is taken as saturation.
 *
 * @returns the 0.4 % cooling and 99.6 % heating conditions, monthly means and mean daily ranges (C, K, %, kg/kg)
 * @throws EngineInputError when the arrays differ in length or fewer than MIN_HOURS complete hours remain, or a
 *   month has no hours
 */
export function designConditions(year: HourlyYear): DesignConditions {
  const n = year.time.length;
  if (year.tDb.length !== n || year.tDp.length !== n || year.pressure.length !== n) {
    throw new EngineInputError('designConditions: time, tDb, tDp and pressure must have the same length');
  }
  const hours: Hour[] = [];
  for (let i = 0; i < n; i++) {
    const tDb = year.tDb[i];
    const tDpRaw = year.tDp[i];
    const pressure = year.pressure[i];
    const time = year.time[i]!;
    if (tDb === null || tDb === undefined || tDpRaw === null || tDpRaw === undefined || !pressure) {
      continue;
    }
    const tDp = Math.min(tDpRaw, tDb);
    const state = airState({ tDb, tDp, pressure });
    hours.push({
      month: Number(time.slice(5, 7)) - 1,
      day: time.slice(0, 10),
      tDb,
      tDp,
      tWb: state.tWb,
      w: state.w,
      rh: state.rh,
    });
  }
  if (hours.length < MIN_HOURS) {
    throw new EngineInputError(
      `designConditions: ${hours.length} complete hours are too few for a year (at least ${MIN_HOURS})`,
    );
  }
  const sorted = hours.map((h) => h.tDb).sort((a, b) => a - b);
  const meanPressure = mean(year.pressure.filter((p): p is number => typeof p === 'number' && p > 0));

  const coolingDb = exceededBy(sorted, 0.004);
  const hot = coincident(hours, coolingDb, 'above');
  const coolingDp = mean(hot.map((h) => h.tDp));
  const cooling: CoolingDesign = {
    tDb: coolingDb,
    tWb: mean(hot.map((h) => h.tWb)),
    tDp: coolingDp,
    rhPct: airState({ tDb: coolingDb, tDp: Math.min(coolingDp, coolingDb), pressure: meanPressure }).rh * 100,
  };

  const heatingDb = exceededBy(sorted, 0.996);
  const cold = coincident(hours, heatingDb, 'below');
  const heating: HeatingDesign = {
    tDb: heatingDb,
    rhPct: mean(cold.map((h) => h.rh)) * 100,
    w: mean(cold.map((h) => h.w)),
  };

  const monthly: MonthlyDesign = {
    dryBulbTemperatures: [],
    wetBulbTemperatures: [],
    meanDailyTemperatureRange: [],
  };
  for (let month = 0; month < 12; month++) {
    const ofMonth = hours.filter((h) => h.month === month);
    if (ofMonth.length === 0) {
      throw new EngineInputError(`designConditions: month ${month + 1} has no hours`);
    }
    const days = new Map<string, { min: number; max: number }>();
    for (const h of ofMonth) {
      const day = days.get(h.day);
      days.set(
        h.day,
        day ? { min: Math.min(day.min, h.tDb), max: Math.max(day.max, h.tDb) } : { min: h.tDb, max: h.tDb },
      );
    }
    monthly.dryBulbTemperatures.push(mean(ofMonth.map((h) => h.tDb)));
    monthly.wetBulbTemperatures.push(mean(ofMonth.map((h) => h.tWb)));
    monthly.meanDailyTemperatureRange.push(mean([...days.values()].map((d) => d.max - d.min)));
  }
  return { cooling, heating, monthly, hours: hours.length };
}
