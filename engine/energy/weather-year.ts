/**
 * The project's hourly year for the annual energy: 8760 hours of outdoor dry bulb and humidity ratio, from one ERA5
 * calendar year (the year the climate provider read for the design conditions) or, without it, a synthetic year built
 * from the stored monthly design data with ASHRAE's daily temperature profile. Every year says where it came from.
 */
import type { HourlyYear, MonthlyDesign } from '../climate/design-conditions';
import { EngineInputError } from '../errors';
import { humidityRatioFromVapourPressure, humidityRatioFromWetBulb, saturationPressure } from '../psychro';

export const HOURS_PER_YEAR = 8760;
/** Days of each month in a year of 365 days (29 February is left out of an ERA5 leap year). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * ASHRAE Handbook Fundamentals 2017 ch. 14, Table 6 "Fraction of daily temperature range": the share of the daily
 * range below the day's maximum at each hour (local standard time, hour 1 = 0:00-1:00): T_h = T_max - f_h DR.
 */
export const DAILY_RANGE_FRACTIONS: readonly number[] = [
  0.88, 0.92, 0.95, 0.98, 1.0, 0.98, 0.91, 0.74, 0.55, 0.38, 0.23, 0.13, 0.05, 0.0, 0.0, 0.06, 0.14, 0.24,
  0.39, 0.5, 0.59, 0.68, 0.75, 0.82,
];

/**
 * Where a year came from: one ERA5 calendar year; synthetic from the stored monthly design data; synthetic from the
 * design conditions alone (a conservative envelope, when no climate data could be had); a file the user uploaded
 * (weather-file.ts: EPW or CSV).
 */
export type WeatherYearKind = 'era5' | 'reference' | 'monthly' | 'design' | 'uploaded';

/** 8760 hours from 1 January 0:00 local time. */
export interface WeatherYear {
  source: 'era5' | 'synthetic' | 'uploaded';
  kind: WeatherYearKind;
  /** The ERA5 calendar year; null for a synthetic year. */
  year: number | null;
  /** How the hours were made, for the screen and the documents. */
  method: string;
  /** Outdoor dry bulb, C. */
  tDb: number[];
  /** Outdoor humidity ratio, kg/kg. */
  w: number[];
  /** Mean station pressure, Pa. */
  pressure: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const MEAN_FRACTION = mean(DAILY_RANGE_FRACTIONS);

/**
 * Standard deviation of the daily mean temperature within month m, K: Erbs, Klein and Beckman (1983), "Estimation of
 * degree-days and ambient temperature bin data from monthly-average temperatures", ASHRAE Journal 25 (6) 60-65:
 * sigma_m = 1.45 - 0.0290 T_m + 0.0664 sigma_yr, T_m the month's mean (C) and sigma_yr the standard deviation of the
 * twelve monthly means (K), fitted to the daily records of U.S. and Canadian stations (the coefficients as the
 * degree-day literature quotes the paper; docs/engine.md section 19 says the paper itself was not at hand).
 */
export const ERBS_SIGMA = { constant: 1.45, perMeanC: -0.029, perYearSigma: 0.0664 } as const;

export function dailyMeanSigma(monthMeanC: number, yearSigmaK: number): number {
  return Math.max(
    0,
    ERBS_SIGMA.constant + ERBS_SIGMA.perMeanC * monthMeanC + ERBS_SIGMA.perYearSigma * yearSigmaK,
  );
}

/** Seed of the synthetic year's day-to-day variation: the same monthly data give the same year. */
export const SYNTHETIC_SEED = 25;

/** Mulberry32: a small deterministic 32-bit generator of uniform numbers in (0, 1). */
function uniforms(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
}

/**
 * The days' anomalies of one month, K: normal deviates (Box-Muller on a seeded generator), shifted and scaled so the
 * month's days have mean 0 and standard deviation sigma exactly (the month keeps its mean and its spread).
 */
function dailyAnomalies(days: number, sigma: number, next: () => number): number[] {
  const z = Array.from(
    { length: days },
    () => Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()),
  );
  const m = mean(z);
  const sd = Math.sqrt(mean(z.map((v) => (v - m) ** 2)));
  return z.map((v) => (sd > 0 ? ((v - m) / sd) * sigma : 0));
}

/**
 * A synthetic year from monthly means (marked synthetic): each day of a month has its own mean, the month's mean plus
 * a normal anomaly with the Erbs et al. (1983) standard deviation of daily means (dailyMeanSigma; the anomalies of a
 * month have mean 0 and that deviation exactly, drawn from a generator seeded with SYNTHETIC_SEED and the month, so
 * the same data give the same year). Each day follows ASHRAE Handbook Fundamentals 2017 ch. 14 Table 6's daily profile
 * around its mean with the month's mean daily range, T_h = T_day + DR (f_mean - f_h), so the month keeps its mean.
 * The humidity ratio is the month's, from its mean dry and wet bulb, held through the month and capped at saturation
 * in the cold hours. Months change at midnight.
 * @param monthly the project's stored monthly design data (C, C, K; January first)
 * @param pressure station pressure, Pa
 */
export function syntheticYear(monthly: MonthlyDesign, pressure: number): WeatherYear {
  const { dryBulbTemperatures, wetBulbTemperatures, meanDailyTemperatureRange } = monthly;
  if ([dryBulbTemperatures, wetBulbTemperatures, meanDailyTemperatureRange].some((m) => m.length !== 12)) {
    throw new EngineInputError('monthly design data need 12 months');
  }
  const yearMean = mean(dryBulbTemperatures);
  const yearSigma = Math.sqrt(mean(dryBulbTemperatures.map((t) => (t - yearMean) ** 2)));
  const tDb: number[] = [];
  const w: number[] = [];
  DAYS_IN_MONTH.forEach((days, month) => {
    const tMean = dryBulbTemperatures[month]!;
    const range = meanDailyTemperatureRange[month]!;
    const tWb = Math.min(wetBulbTemperatures[month]!, tMean);
    const wMonth = humidityRatioFromWetBulb(tMean, tWb, pressure);
    const anomalies = dailyAnomalies(
      days,
      dailyMeanSigma(tMean, yearSigma),
      uniforms(SYNTHETIC_SEED * 100 + month),
    );
    for (const anomaly of anomalies) {
      for (const fraction of DAILY_RANGE_FRACTIONS) {
        const t = tMean + anomaly + range * (MEAN_FRACTION - fraction);
        tDb.push(t);
        w.push(Math.min(wMonth, humidityRatioFromVapourPressure(saturationPressure(t), pressure)));
      }
    }
  });
  return {
    source: 'synthetic',
    kind: 'monthly',
    year: null,
    method:
      'synthetic: monthly mean dry bulb with day-to-day variation (daily means normal about the month mean, standard ' +
      'deviation after Erbs, Klein and Beckman 1983, seeded), the ASHRAE Fundamentals 2017 ch. 14 daily profile ' +
      "(Table 6) and the month's mean humidity ratio",
    tDb,
    w,
    pressure,
  };
}

/** The design conditions a project always has (docs/rules.md#project-fields: the project form's summer and winter values). */
export interface DesignConditionsOnly {
  /** Summer design dry bulb (the day's maximum), C. */
  summerDryBulbC: number;
  /** Summer design dew point, C. */
  summerDewPointC: number;
  /** Winter design dry bulb (the day's minimum), C. */
  winterDryBulbC: number;
  /** Winter design relative humidity, 0..100 %. */
  winterRelativeHumidity: number;
}

/**
 * Daily range of the design-only year, K: one value all year, the order of ASHRAE Fundamentals 2017 ch. 14's mean
 * daily ranges at mid-latitude inland stations (their monthly DB range columns mostly lie between 8 and 13 K).
 */
export const DESIGN_YEAR_DAILY_RANGE_K = 10;
/** Day of the year (0 = 1 January) of the winter design day; the summer design day lies half a year later (mid-July). */
export const DESIGN_YEAR_COLDEST_DAY = 14;

/**
 * A design-only year, for a project with neither an ERA5 year nor monthly data (the providers failed): an envelope
 * between the two design days. Each day follows ASHRAE Fundamentals 2017 ch. 14 Table 6's daily profile with the
 * range DESIGN_YEAR_DAILY_RANGE_K; the day's maximum runs on a cosine over the year (the annual sinusoid EN ISO
 * 13370:2017 takes for the external temperature, coldest on 15 January) from the winter design day, whose coldest hour is the winter design dry
 * bulb, to the summer design day in mid-July, whose warmest hour is the summer design dry bulb. The humidity ratio
 * follows the same cosine from the winter design humidity to the summer design dew point's, capped at saturation.
 * Every day is as severe as the design days allow for its date, so heating and cooling come out high: an upper bound
 * marked as such, never a typical year.
 * @param design the project's design conditions; pressure station pressure, Pa
 */
export function designOnlyYear(design: DesignConditionsOnly, pressure: number): WeatherYear {
  const { summerDryBulbC, summerDewPointC, winterDryBulbC, winterRelativeHumidity } = design;
  if (!(summerDryBulbC > winterDryBulbC) || !(winterRelativeHumidity > 0 && winterRelativeHumidity <= 100)) {
    throw new EngineInputError('design conditions: summer above winter, winter humidity 0..100 %');
  }
  const range = DESIGN_YEAR_DAILY_RANGE_K;
  const maxWinter = winterDryBulbC + range;
  const maxSummer = summerDryBulbC;
  const wWinter = humidityRatioFromVapourPressure(
    (winterRelativeHumidity / 100) * saturationPressure(winterDryBulbC),
    pressure,
  );
  const wSummer = humidityRatioFromVapourPressure(
    saturationPressure(Math.min(summerDewPointC, summerDryBulbC)),
    pressure,
  );
  const tDb: number[] = [];
  const w: number[] = [];
  for (let day = 0; day < 365; day++) {
    // 0 on the winter design day, 1 half a year later.
    const season = (1 - Math.cos((2 * Math.PI * (day - DESIGN_YEAR_COLDEST_DAY)) / 365)) / 2;
    const tMax = maxWinter + (maxSummer - maxWinter) * season;
    const wDay = wWinter + (wSummer - wWinter) * season;
    for (const fraction of DAILY_RANGE_FRACTIONS) {
      const t = tMax - fraction * range;
      tDb.push(t);
      w.push(Math.min(wDay, humidityRatioFromVapourPressure(saturationPressure(t), pressure)));
    }
  }
  return {
    source: 'synthetic',
    kind: 'design',
    year: null,
    method:
      `design-only: no climate data could be had; the days run on a cosine from the winter design day ` +
      `(${winterDryBulbC} C at its coldest hour, 15 January) to the summer design day (${summerDryBulbC} C at its ` +
      `warmest, mid-July) with the ASHRAE Fundamentals 2017 ch. 14 daily profile (Table 6, ${range} K range): ` +
      'an upper bound of heating and cooling, not a typical year',
    tDb,
    w,
    pressure,
  };
}

/**
 * One ERA5 calendar year as 8760 hours: 29 February left out of a leap year, a missing hour filled by straight
 * lines between its neighbours (a gap at either end takes the nearest value).
 * @param hourly the provider's year (local times, C, C, Pa)
 * @param year its calendar year
 */
export function era5Year(hourly: HourlyYear, year: number): WeatherYear {
  const keep = hourly.time.map((time) => !time.includes('-02-29T'));
  const pick = (values: readonly (number | null)[]) => values.filter((_, i) => keep[i]);
  const tDb = filled(pick(hourly.tDb));
  const tDp = filled(pick(hourly.tDp));
  const pressures = pick(hourly.pressure).filter((p): p is number => p !== null);
  if (tDb.length !== HOURS_PER_YEAR || pressures.length === 0) {
    throw new EngineInputError(`an ERA5 year needs ${HOURS_PER_YEAR} hours (got ${tDb.length})`);
  }
  const pressure = mean(pressures);
  return {
    source: 'era5',
    kind: 'era5',
    year,
    method: `ERA5 reanalysis, calendar year ${year} (hourly, 29 February left out)`,
    tDb,
    // The dew point fixes the humidity ratio; it cannot lie above the dry bulb.
    w: tDp.map((dp, i) =>
      humidityRatioFromVapourPressure(saturationPressure(Math.min(dp, tDb[i]!)), pressure),
    ),
    pressure,
  };
}

/** The values with every null replaced by the straight line between its known neighbours. */
function filled(values: readonly (number | null)[]): number[] {
  const known = values.flatMap((v, i) => (v === null ? [] : [i]));
  if (known.length === 0) {
    throw new EngineInputError('an hourly year has no values');
  }
  let next = 0;
  return values.map((v, i) => {
    if (v !== null) {
      return v;
    }
    while (next < known.length && known[next]! < i) {
      next++;
    }
    const after = known[next];
    const before = known[next - 1];
    if (before === undefined) {
      return values[after!]!;
    }
    if (after === undefined) {
      return values[before]!;
    }
    const share = (i - before) / (after - before);
    return values[before]! * (1 - share) + values[after]! * share;
  });
}
