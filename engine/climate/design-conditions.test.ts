/**
 * Climatic design conditions by ASHRAE Handbook Fundamentals 2017 ch. 14's definitions (the 0.4 % cooling and 99.6 %
 * heating dry bulbs exceeded in 35 of 8760 hours, mean coincident values in the 1 K bin) on a year whose values follow
 * by hand; air-quality categories by the US EPA's Technical Assistance Document for the Reporting of Daily Air Quality
 * (2018), table 2 (0-50 good ... 301-500 hazardous). No published station year is stored to test against.
 */
import { describe, expect, it } from 'vitest';
import { airState } from '../psychro';
import { designConditions, exceededBy, type HourlyYear } from './design-conditions';
import { aqiCategory, aqiYear, dailyMeans } from './air-quality';
import { distanceKm } from './distance';

const HOURS = 8760;
const STEP = 40 / (HOURS - 1);

/**
 * A synthetic non-leap year: the dry bulb climbs evenly from -10 C (1 January 00:00) to 30 C (31 December 23:00),
 * the dew point is 5 K below it and the pressure is standard. Its percentiles, means and ranges follow by hand.
 */
function syntheticYear(): HourlyYear {
  const time: string[] = [];
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < HOURS; i++) {
    time.push(new Date(start + i * 3_600_000).toISOString().slice(0, 16));
  }
  const tDb = time.map((_, i) => -10 + i * STEP);
  return { time, tDb, tDp: tDb.map((t) => t - 5), pressure: tDb.map(() => 101_325) };
}

describe('exceededBy', () => {
  it('interpolates between ranks', () => {
    expect(exceededBy([0, 1, 2, 3, 4], 0.5)).toBe(2);
    expect(exceededBy([0, 10], 0.25)).toBe(7.5);
  });
});

describe('designConditions on a synthetic year with known percentiles', () => {
  const result = designConditions(syntheticYear());

  it('0.4 % cooling dry bulb is the value 35 hours exceed: -10 + 0.996 x 40 = 29.84 C', () => {
    expect(result.cooling.tDb).toBeCloseTo(29.84, 6);
  });

  // The 1 K bin around 29.84 C is cut at the year's maximum, 30 C: its hours run 29.34..30, mean 29.67 C.
  it('mean coincident dew point and wet bulb are those of the 1 K bin around it', () => {
    expect(result.cooling.tDp).toBeCloseTo(24.67, 2);
    const expected = airState({ tDb: 29.67, tDp: 24.67, pressure: 101_325 }).tWb;
    // The wet bulb is nearly linear over 1 K: the bin mean is within 0.01 K of the state at the bin centre.
    expect(result.cooling.tWb).toBeCloseTo(expected, 2);
  });

  it('99.6 % heating dry bulb: -10 + 0.004 x 40 = -9.84 C', () => {
    expect(result.heating.tDb).toBeCloseTo(-9.84, 6);
    // The bin is cut at the minimum, -10 C: its hours run -10..-9.34, mean dew point -14.67 C.
    expect(result.heating.w).toBeCloseTo(airState({ tDb: -9.67, tDp: -14.67, pressure: 101_325 }).w, 5);
  });

  it('monthly mean dry bulb: January holds hours 0..743, mean -10 + 371.5 x step', () => {
    expect(result.monthly.dryBulbTemperatures).toHaveLength(12);
    expect(result.monthly.dryBulbTemperatures[0]).toBeCloseTo(-10 + 371.5 * STEP, 6);
    // December: hours 8016..8759.
    expect(result.monthly.dryBulbTemperatures[11]).toBeCloseTo(-10 + 8387.5 * STEP, 6);
  });

  it('mean daily range is 23 steps every month', () => {
    for (const range of result.monthly.meanDailyTemperatureRange) {
      expect(range).toBeCloseTo(23 * STEP, 9);
    }
  });

  it('monthly wet bulb lies between dew point and dry bulb', () => {
    result.monthly.wetBulbTemperatures.forEach((tWb, m) => {
      expect(tWb).toBeLessThan(result.monthly.dryBulbTemperatures[m]!);
      expect(tWb).toBeGreaterThan(result.monthly.dryBulbTemperatures[m]! - 5);
    });
  });

  it('refuses a year with too few hours', () => {
    const year = syntheticYear();
    expect(() => designConditions({ ...year, tDb: year.tDb.map((t, i) => (i < 1000 ? null : t)) })).toThrow(
      /too few/,
    );
  });
});

describe('air quality categories (US EPA)', () => {
  it('puts the bounds of docs/rules.md#air-quality in the right category', () => {
    expect([0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301].map(aqiCategory)).toEqual([
      'good',
      'good',
      'moderate',
      'moderate',
      'sensitive',
      'sensitive',
      'unhealthy',
      'unhealthy',
      'veryUnhealthy',
      'veryUnhealthy',
      'hazardous',
    ]);
  });

  it('counts days and averages a year', () => {
    expect(aqiYear([10, 60, 120, 160, 250, 400, null])).toEqual({
      yearlyAverage: 1000 / 6,
      days: { good: 1, moderate: 1, sensitive: 1, unhealthy: 1, veryUnhealthy: 1, hazardous: 1 },
    });
    expect(aqiYear([null])).toBeNull();
  });

  it('averages hours per local day', () => {
    expect(dailyMeans(['2024-01-01T00:00', '2024-01-01T01:00', '2024-01-02T00:00'], [10, 20, null])).toEqual([
      15,
      null,
    ]);
  });
});

describe('distanceKm', () => {
  it('Belgrade to Feltre is about 675 km', () => {
    expect(distanceKm({ lat: 44.8125, lng: 20.4612 }, { lat: 46.0186, lng: 11.9103 })).toBeCloseTo(675, -2);
  });
});
