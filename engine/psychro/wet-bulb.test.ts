import { describe, expect, it } from 'vitest';
import { randomConditions } from '../test/random';
import { standardPressure } from './atmosphere';
import { airState } from './state';
import { humidityRatioFromWetBulb, wetBulbFromHumidityRatio } from './wet-bulb';

/**
 * ASHRAE 2017 ch. 1's reference procedure for the wet bulb: bisect [t_dp, t_db] on the psychrometric equation
 * (eq. 33 at t* >= 0, eq. 35 below) to 1e-12 K.
 */
function referenceWetBulb(tDb: number, w: number, pressure: number, tDp: number): number {
  let lo = tDp;
  let hi = tDb;
  while (hi - lo > 1e-12) {
    const mid = 0.5 * (lo + hi);
    if (humidityRatioFromWetBulb(tDb, mid, pressure) > w) {
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return 0.5 * (lo + hi);
}

describe('wetBulbFromHumidityRatio (ASHRAE 2017 ch. 1 eqs. 33 and 35 by safeguarded Newton)', () => {
  it('matches the reference bisection of eq. 33 / 35 (to 1e-12 K) within 1e-6 K on 2000 random states', () => {
    for (const { tDb, rh, altitude } of randomConditions(33, 2000)) {
      const pressure = standardPressure(altitude);
      const s = airState({ tDb, rh, pressure });
      expect(Math.abs(s.tWb - referenceWetBulb(tDb, s.w, pressure, s.tDp))).toBeLessThan(1e-6);
    }
  });

  it('takes the root the reference bisection reaches where eqs. 33 and 35 both have one (5 C, 1.9 g/kg, 101 325 Pa)', () => {
    const pressure = 101_325;
    const w = 0.0019;
    // Both equations have a root: eq. 35 is above w just below 0 C, eq. 33 is below w at 0 C.
    expect(humidityRatioFromWetBulb(5, -1e-9, pressure)).toBeGreaterThan(w);
    expect(humidityRatioFromWetBulb(5, 0, pressure)).toBeLessThan(w);
    const tDp = airState({ tDb: 5, w, pressure }).tDp;
    const tWb = wetBulbFromHumidityRatio(5, w, pressure);
    expect(Math.abs(tWb - referenceWetBulb(5, w, pressure, tDp))).toBeLessThan(1e-6);
    expect(humidityRatioFromWetBulb(5, tWb, pressure)).toBeCloseTo(w, 12);
  });

  it('is the dry bulb for saturated air and below it otherwise', () => {
    const sat = airState({ tDb: 30, rh: 1, pressure: 101_325 });
    expect(wetBulbFromHumidityRatio(30, sat.w, 101_325)).toBeCloseTo(30, 9);
    expect(wetBulbFromHumidityRatio(30, sat.w / 2, 101_325)).toBeLessThan(30);
  });
});
