import { describe, expect, it } from 'vitest';
import { solveBracketed } from '../solve';
import { randomConditions } from '../test/random';
import { standardPressure } from './atmosphere';
import { airState } from './state';
import { humidityRatioFromWetBulb, wetBulbFromHumidityRatio } from './wet-bulb';

describe('wetBulbFromHumidityRatio (ASHRAE 2017 ch. 1 eqs. 33 and 35 by safeguarded Newton)', () => {
  it('matches a bisection of eq. 33 / 35 to 1e-12 K within 1e-6 K on 2000 random states', () => {
    for (const { tDb, rh, altitude } of randomConditions(33, 2000)) {
      const pressure = standardPressure(altitude);
      const s = airState({ tDb, rh, pressure });
      const f = (t: number) => humidityRatioFromWetBulb(tDb, t, pressure) - s.w;
      // The engine's branch: the water root when eq. 33 has one (t* >= 0), the ice root otherwise.
      const water = tDb > 0 && f(0) <= 0;
      const reference = water
        ? solveBracketed(f, 0, tDb, 1e-12, 'test')
        : solveBracketed(f, s.tDp, Math.min(tDb, -1e-12), 1e-12, 'test');
      expect(Math.abs(s.tWb - reference)).toBeLessThan(1e-6);
    }
  });

  it('takes the water root in the band where eqs. 33 and 35 both have one (5 C, W = 1.9 g/kg, 101 325 Pa)', () => {
    const pressure = 101_325;
    const w = 0.0019;
    // Both equations have a root: eq. 35 is above w just below 0 C, eq. 33 is below w at 0 C.
    expect(humidityRatioFromWetBulb(5, -1e-9, pressure)).toBeGreaterThan(w);
    expect(humidityRatioFromWetBulb(5, 0, pressure)).toBeLessThan(w);
    const tWb = wetBulbFromHumidityRatio(5, w, pressure);
    expect(tWb).toBeGreaterThan(0);
    expect(humidityRatioFromWetBulb(5, tWb, pressure)).toBeCloseTo(w, 12);
  });

  it('is the dry bulb for saturated air and below it otherwise', () => {
    const sat = airState({ tDb: 30, rh: 1, pressure: 101_325 });
    expect(wetBulbFromHumidityRatio(30, sat.w, 101_325)).toBeCloseTo(30, 9);
    expect(wetBulbFromHumidityRatio(30, sat.w / 2, 101_325)).toBeLessThan(30);
  });
});
