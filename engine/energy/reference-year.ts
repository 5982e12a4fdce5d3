/**
 * A reference year from several calendar years by EN ISO 15927-4:2005's month selection (issue 25): for each calendar
 * month, the year whose daily means of that month are distributed most like the daily means of that month over all
 * the years, by the Finkelstein-Schafer statistic; the twelve months joined with the transitions smoothed over the
 * 8 hours on either side of each month boundary.
 *
 * Readings taken (the standard's text was not at hand; the procedure as the literature on test reference years
 * quotes it, e.g. the Finkelstein-Schafer method of Sandia's TMY):
 * - Cumulative distributions by rank: within a month of one year of n days, F(x_i) = J(x_i) / (n + 1); over that
 *   month in all N days of all years, Phi(x_i) = K(x_i) / (N + 1), J and K the ranks of x_i (1 = lowest).
 * - FS(p, y, m) = sum over the n daily means x_i of month m of year y of |F(x_i) - Phi(x_i)|.
 * - The parameters: the standard's primary ones are dry bulb, global solar irradiance and relative humidity, its
 *   secondary wind speed. The climate archive is asked for dry bulb, dew point and pressure only, so this ranks dry
 *   bulb and relative humidity (no radiation), and of the candidates with the lowest sum of ranks it takes the lowest
 *   dry-bulb FS in place of the standard's wind-speed test (no wind).
 * - Smoothing: where two chosen months come from different years, the 8 hours before and the 8 hours after the
 *   boundary are replaced by the straight line between the last hour before them and the first hour after them (dry
 *   bulb and humidity ratio; the humidity ratio capped at saturation). December to January is not joined (the year
 *   does not wrap).
 */
import { EngineInputError } from '../errors';
import {
  humidityRatioFromVapourPressure,
  saturationPressure,
  vapourPressureFromHumidityRatio,
} from '../psychro';
import { DAYS_IN_MONTH, HOURS_PER_YEAR, type WeatherYear } from './weather-year';

/** Hours on either side of a month boundary that the join smooths (EN ISO 15927-4). */
export const SMOOTHING_HOURS = 8;

/** The first hour of each month in a 365-day year, and the hour after December. */
const MONTH_START = DAYS_IN_MONTH.reduce<number[]>(
  (starts, days, m) => [...starts, starts[m]! + days * 24],
  [0],
);

/** Ranks (1 = lowest) of `value` among `sorted` (ascending): ties take the highest rank, as a cumulative count. */
function rankIn(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

/**
 * The Finkelstein-Schafer statistic of one month of one year against that month over all years (see the module's
 * comment): sum of |J(x_i) / (n + 1) - K(x_i) / (N + 1)| over the month's daily means x_i.
 * @param monthDaily the month's daily means in the candidate year (n values)
 * @param allDaily the month's daily means in all years, the candidate's included (N values)
 */
export function finkelsteinSchafer(monthDaily: readonly number[], allDaily: readonly number[]): number {
  if (monthDaily.length === 0 || allDaily.length < monthDaily.length) {
    throw new EngineInputError('the Finkelstein-Schafer statistic needs the month within all the years');
  }
  const own = [...monthDaily].sort((a, b) => a - b);
  const all = [...allDaily].sort((a, b) => a - b);
  const n = own.length;
  const total = all.length;
  return own.reduce((sum, x) => sum + Math.abs(rankIn(own, x) / (n + 1) - rankIn(all, x) / (total + 1)), 0);
}

/** Daily means of month `m` (0 = January) of an hourly series of 8760 values. */
function dailyMeans(values: readonly number[], m: number): number[] {
  return Array.from({ length: DAYS_IN_MONTH[m]! }, (_, d) => {
    const start = MONTH_START[m]! + 24 * d;
    let sum = 0;
    for (let h = start; h < start + 24; h++) {
      sum += values[h]!;
    }
    return sum / 24;
  });
}

/** Relative humidity of each hour, 0..1. */
function relativeHumidity(year: WeatherYear): number[] {
  return year.tDb.map(
    (t, i) => vapourPressureFromHumidityRatio(year.w[i]!, year.pressure) / saturationPressure(t),
  );
}

/** One month's choice: the year chosen and each candidate's statistics. */
export interface MonthChoice {
  /** Calendar year chosen. */
  year: number;
  candidates: { year: number; fsDryBulb: number; fsHumidity: number; rankSum: number }[];
}

/** A reference year and how it was chosen. */
export interface ReferenceYear {
  weather: WeatherYear;
  /** The first and last calendar year of the candidates. */
  firstYear: number;
  lastYear: number;
  /** January first. */
  months: MonthChoice[];
}

/**
 * The reference year of `years` (calendar years of the same site, 8760 hours each, as era5Year makes them) by the
 * month selection described in the module's comment. Ranks: 1 for the lowest FS of a parameter among the years, ties
 * sharing the lower rank; the lowest sum of the two ranks wins, then the lowest dry-bulb FS, then the earlier year.
 * @throws EngineInputError for fewer than two years, a year without its calendar year, or a year not 8760 hours long
 */
export function referenceYear(years: readonly WeatherYear[]): ReferenceYear {
  if (years.length < 2) {
    throw new EngineInputError('a reference year needs at least two calendar years');
  }
  for (const y of years) {
    if (y.year === null || y.tDb.length !== HOURS_PER_YEAR || y.w.length !== HOURS_PER_YEAR) {
      throw new EngineInputError(
        `a reference year's candidates are calendar years of ${HOURS_PER_YEAR} hours`,
      );
    }
  }
  const humidity = years.map(relativeHumidity);
  const months: MonthChoice[] = DAYS_IN_MONTH.map((_, m) => {
    const dry = years.map((y) => dailyMeans(y.tDb, m));
    const wet = humidity.map((rh) => dailyMeans(rh, m));
    const allDry = dry.flat();
    const allWet = wet.flat();
    const fsDry = dry.map((daily) => finkelsteinSchafer(daily, allDry));
    const fsWet = wet.map((daily) => finkelsteinSchafer(daily, allWet));
    const rank = (values: number[], v: number) => 1 + values.filter((other) => other < v).length;
    const candidates = years.map((y, i) => ({
      year: y.year!,
      fsDryBulb: fsDry[i]!,
      fsHumidity: fsWet[i]!,
      rankSum: rank(fsDry, fsDry[i]!) + rank(fsWet, fsWet[i]!),
    }));
    const best = [...candidates].sort(
      (a, b) => a.rankSum - b.rankSum || a.fsDryBulb - b.fsDryBulb || a.year - b.year,
    )[0]!;
    return { year: best.year, candidates };
  });

  const byYear = new Map(years.map((y) => [y.year!, y]));
  const tDb: number[] = [];
  const w: number[] = [];
  months.forEach((choice, m) => {
    const source = byYear.get(choice.year)!;
    for (let h = MONTH_START[m]!; h < MONTH_START[m + 1]!; h++) {
      tDb.push(source.tDb[h]!);
      w.push(source.w[h]!);
    }
  });
  const pressure = years.reduce((sum, y) => sum + y.pressure, 0) / years.length;
  for (let m = 1; m < 12; m++) {
    if (months[m]!.year !== months[m - 1]!.year) {
      smoothBoundary(tDb, w, MONTH_START[m]!, pressure);
    }
  }
  const calendarYears = years.map((y) => y.year!);
  const firstYear = Math.min(...calendarYears);
  const lastYear = Math.max(...calendarYears);
  return {
    weather: {
      source: 'era5',
      kind: 'reference',
      year: null,
      method:
        `reference year (ISO 15927-4, years ${firstYear}-${lastYear}): ERA5 reanalysis, months chosen by the ` +
        `Finkelstein-Schafer statistic of daily dry bulb and relative humidity (${months.map((c) => c.year).join(', ')})`,
      tDb,
      w,
      pressure,
    },
    firstYear,
    lastYear,
    months,
  };
}

/** The straight line over the SMOOTHING_HOURS on either side of the boundary at hour `boundary` (see the module). */
function smoothBoundary(tDb: number[], w: number[], boundary: number, pressure: number): void {
  const before = boundary - SMOOTHING_HOURS - 1;
  const after = boundary + SMOOTHING_HOURS;
  const span = after - before;
  for (let h = before + 1; h < after; h++) {
    const f = (h - before) / span;
    tDb[h] = tDb[before]! + f * (tDb[after]! - tDb[before]!);
    const wLine = w[before]! + f * (w[after]! - w[before]!);
    w[h] = Math.min(wLine, humidityRatioFromVapourPressure(saturationPressure(tDb[h]!), pressure));
  }
}
