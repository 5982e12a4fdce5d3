import { describe, expect, it } from 'vitest';
import { testYear } from '../test/weather-files';
import { humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { finkelsteinSchafer, referenceYear, SMOOTHING_HOURS } from './reference-year';
import { DAYS_IN_MONTH, type WeatherYear } from './weather-year';

/** Reference year by EN ISO 15927-4's month selection (issue 25). */
describe('the Finkelstein-Schafer statistic by hand', () => {
  it('sums |J/(n+1) - K/(N+1)| over the month’s daily means', () => {
    // Candidate [1, 3] among all [1, 2, 3, 4]: at 1, |1/3 - 1/5| = 2/15; at 3, |2/3 - 3/5| = 1/15; FS = 3/15.
    expect(finkelsteinSchafer([3, 1], [4, 1, 3, 2])).toBeCloseTo(0.2, 12);
    // Candidate [1, 2] (the colder half): at 1, 2/15; at 2, |2/3 - 2/5| = 4/15; FS = 6/15.
    expect(finkelsteinSchafer([1, 2], [1, 2, 3, 4])).toBeCloseTo(0.4, 12);
    // A year that is all the years has FS 0 only at equal counts: n = N gives F = Phi.
    expect(finkelsteinSchafer([1, 2, 3], [1, 2, 3])).toBe(0);
  });
});

const MONTH_START = DAYS_IN_MONTH.reduce<number[]>((s, days, m) => [...s, s[m]! + days * 24], [0]);

/** The test year with its dry bulb shifted by shiftK(m) in month m (W kept, capped at saturation), as calendar `year`. */
function shifted(base: WeatherYear, year: number, shiftK: (month: number) => number): WeatherYear {
  const tDb = base.tDb.map((t, h) => t + shiftK(MONTH_START.findIndex((start) => start > h) - 1));
  return {
    ...base,
    source: 'era5',
    kind: 'era5',
    year,
    tDb,
    w: base.w.map((w, h) =>
      Math.min(w, humidityRatioFromVapourPressure(saturationPressure(tDb[h]!), base.pressure)),
    ),
  };
}

describe('the reference year of three calendar years', () => {
  const base = testYear();

  it('takes every month of the year in the middle of the three', () => {
    const years = [shifted(base, 2003, () => 3), shifted(base, 2001, () => 0), shifted(base, 2002, () => -3)];
    const reference = referenceYear(years);
    expect(reference.months.map((m) => m.year)).toEqual(new Array(12).fill(2001));
    expect(reference.weather.tDb).toEqual(years[1]!.tDb);
    expect(reference.weather.method).toMatch(/^reference year \(ISO 15927-4, years 2001-2003\)/);
    expect([reference.firstYear, reference.lastYear]).toEqual([2001, 2003]);
  });

  it('joins months of different years with the 8 hours on either side of the boundary on a straight line', () => {
    // January: 2001 in the middle; February: 2002 in the middle.
    const years = [
      shifted(base, 2001, (m) => (m === 1 ? 3 : 0)),
      shifted(base, 2002, (m) => (m === 1 ? 0 : 3)),
      shifted(base, 2003, () => -3),
    ];
    const reference = referenceYear(years);
    expect(reference.months[0]!.year).toBe(2001);
    expect(reference.months[1]!.year).toBe(2002);
    const boundary = MONTH_START[1]!;
    const { tDb } = reference.weather;
    // Outside the smoothed hours, each month is its year's.
    expect(tDb[boundary - SMOOTHING_HOURS - 1]).toBe(years[0]!.tDb[boundary - SMOOTHING_HOURS - 1]);
    expect(tDb[boundary + SMOOTHING_HOURS]).toBe(years[1]!.tDb[boundary + SMOOTHING_HOURS]);
    // Inside, equal steps from one anchor to the other: 17 steps over the 16 hours.
    const a = tDb[boundary - SMOOTHING_HOURS - 1]!;
    const b = tDb[boundary + SMOOTHING_HOURS]!;
    for (let k = 1; k <= 2 * SMOOTHING_HOURS; k++) {
      expect(tDb[boundary - SMOOTHING_HOURS - 1 + k]).toBeCloseTo(a + ((b - a) * k) / 17, 9);
    }
  });

  it('refuses fewer than two calendar years', () => {
    expect(() => referenceYear([shifted(base, 2001, () => 0)])).toThrow(/at least two/);
  });
});
