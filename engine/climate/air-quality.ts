/**
 * Air-quality statistics of a year of daily US AQI values, in the six categories of docs/rules.md#air-quality
 * (US EPA, Technical Assistance Document for the Reporting of Daily Air Quality, 2018, table 2).
 */

export const AQI_CATEGORIES = [
  'good',
  'moderate',
  'sensitive',
  'unhealthy',
  'veryUnhealthy',
  'hazardous',
] as const;
export type AqiCategory = (typeof AQI_CATEGORIES)[number];

/** Upper bound (inclusive) of each category but the last: 0-50 Good ... 201-300 Very Unhealthy, above Hazardous. */
const UPPER_BOUNDS = [50, 100, 150, 200, 300] as const;

/** The category of one AQI value (0..500, rounded to a whole number first as the EPA reports it). */
export function aqiCategory(aqi: number): AqiCategory {
  const rounded = Math.round(aqi);
  const index = UPPER_BOUNDS.findIndex((bound) => rounded <= bound);
  return AQI_CATEGORIES[index === -1 ? 5 : index]!;
}

export interface AqiYear {
  /** Mean of the daily values, AQI. */
  yearlyAverage: number;
  /** Days per category. */
  days: Record<AqiCategory, number>;
}

/** Yearly average and day counts per category of daily AQI values; missing days (null) are skipped. */
export function aqiYear(daily: readonly (number | null)[]): AqiYear | null {
  const values = daily.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (values.length === 0) {
    return null;
  }
  const days = Object.fromEntries(AQI_CATEGORIES.map((c) => [c, 0])) as Record<AqiCategory, number>;
  for (const value of values) {
    days[aqiCategory(value)] += 1;
  }
  return { yearlyAverage: values.reduce((s, v) => s + v, 0) / values.length, days };
}

/**
 * Daily means of hourly values, grouped by the date part of local times 'YYYY-MM-DDTHH:mm'; a day without any value
 * is null. The EPA's daily AQI is the worst of the day's pollutant indices; Open-Meteo's hourly us_aqi is already
 * built from 24-hour (PM) and 8-hour (ozone) averages, so the mean of its hours is the day's index.
 */
export function dailyMeans(time: readonly string[], hourly: readonly (number | null)[]): (number | null)[] {
  const days = new Map<string, number[]>();
  time.forEach((t, i) => {
    const key = t.slice(0, 10);
    const list = days.get(key) ?? [];
    const value = hourly[i];
    if (typeof value === 'number') {
      list.push(value);
    }
    days.set(key, list);
  });
  return [...days.values()].map((list) =>
    list.length === 0 ? null : list.reduce((s, v) => s + v, 0) / list.length,
  );
}
