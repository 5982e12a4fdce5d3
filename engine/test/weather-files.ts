/**
 * Weather files for tests (issue 25): an EPW and a CSV written from a year (the synthetic Belgrade-like year below by
 * default), so the upload is tested on files of the real formats without shipping a copied weather file. The EPW
 * follows the EnergyPlus Auxiliary Programs "Weather Converter Program" EPW data dictionary: the eight header records,
 * then 35 fields an hour (year, month, day, hour 1-24, minute, source flags, dry bulb, dew point, relative humidity,
 * station pressure, radiation, wind, ... here zeros or the dictionary's missing codes).
 */
import type { MonthlyDesign } from '../climate/design-conditions';
import { DAYS_IN_MONTH, syntheticYear, type WeatherYear } from '../energy/weather-year';
import {
  dewPointFromVapourPressure,
  saturationPressure,
  standardPressure,
  vapourPressureFromHumidityRatio,
} from '../psychro';

/** Monthly means of a continental site (Novi Sad / Belgrade order of magnitude), C, C, K. */
export const TEST_MONTHLY: MonthlyDesign = {
  dryBulbTemperatures: [0.5, 2.5, 7, 12.5, 17.5, 21, 23, 22.8, 18, 12.5, 6.5, 1.8],
  wetBulbTemperatures: [-0.8, 0.6, 3.9, 8.2, 12.6, 16, 17.3, 17.1, 13.6, 9.3, 4.6, 0.5],
  meanDailyTemperatureRange: [6, 7.5, 9.5, 11, 11.5, 12, 12.5, 12.5, 11.5, 10, 7, 5.5],
};

/** The synthetic year of TEST_MONTHLY at 80 m. */
export function testYear(): WeatherYear {
  return syntheticYear(TEST_MONTHLY, standardPressure(80));
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** (month, day) of each hour of a 365-day year, 1-based, and the hour of the day 1..24. */
function hourDates(): { month: number; day: number; hour: number }[] {
  return DAYS_IN_MONTH.flatMap((days, m) =>
    Array.from({ length: days * 24 }, (_, i) => ({
      month: m + 1,
      day: Math.floor(i / 24) + 1,
      hour: (i % 24) + 1,
    })),
  );
}

/** The year's hours as EPW text (dry bulb and dew point to 0.1 C, relative humidity to 1 %, pressure to 1 Pa). */
export function epwText(year: WeatherYear = testYear(), calendarYear = 2025): string {
  const pressure = Math.round(year.pressure);
  const header = [
    'LOCATION,Novi Sad,VOJ,SRB,AirSizer test,132980,45.33,19.85,1.0,84.0',
    'DESIGN CONDITIONS,0',
    'TYPICAL/EXTREME PERIODS,0',
    'GROUND TEMPERATURES,0',
    'HOLIDAYS/DAYLIGHT SAVINGS,No,0,0,0',
    'COMMENTS 1,Written by the AirSizer tests from a synthetic year',
    'COMMENTS 2,Not measured data',
    'DATA PERIODS,1,1,Data,Wednesday, 1/ 1,12/31',
  ];
  const rows = hourDates().map(({ month, day, hour }, i) => {
    const t = year.tDb[i]!;
    const pw = vapourPressureFromHumidityRatio(year.w[i]!, pressure);
    const dp = Math.min(dewPointFromVapourPressure(pw), t);
    const rh = Math.min(100, (100 * pw) / saturationPressure(t));
    const rest = [
      0, 0, 300, 0, 0, 0, 0, 0, 0, 0, 180, 2.5, 5, 5, 20, 77777, 9, 999999999, 10, 0.1, 0, 88, 0.2, 0, 1,
    ];
    return [
      calendarYear,
      month,
      day,
      hour,
      60,
      '?9?9?9?9E0?9?9?9?9?9?9?9?9?9?9?9?9?9?9?9*9*9?9?9?9',
      round(t, 1),
      round(dp, 1),
      Math.round(rh),
      pressure,
      ...rest,
    ].join(',');
  });
  return `${[...header, ...rows].join('\r\n')}\r\n`;
}

/** The year's hours as the upload's CSV (header dry_bulb_c,relative_humidity_pct; 0.01 C, 0.1 %). */
export function csvText(year: WeatherYear = testYear()): string {
  const rows = year.tDb.map((t, i) => {
    const pw = vapourPressureFromHumidityRatio(year.w[i]!, year.pressure);
    const rh = Math.min(100, (100 * pw) / saturationPressure(t));
    return `${round(t, 2)},${round(rh, 1)}`;
  });
  return `dry_bulb_c,relative_humidity_pct\n${rows.join('\n')}\n`;
}
