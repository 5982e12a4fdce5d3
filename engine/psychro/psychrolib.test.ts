/**
 * Agreement with PsychroLib 2.5.0 (npm psychrolib 1.1.1), the reference implementation of ASHRAE 2017 ch. 1, on
 * 10 000 seeded random states: tDb -40..60 C, RH 1..100 %, altitude 0..3000 m.
 */
import psychrolib from 'psychrolib';
import { describe, expect, it } from 'vitest';
import { randomConditions } from '../test/random';
import { standardPressure } from './atmosphere';
import { airState } from './state';

psychrolib.SetUnitSystem(psychrolib.SI);

const CASES = randomConditions(20_170_101, 10_000);

function relative(a: number, b: number, floor = 0): number {
  return Math.abs(a - b) / Math.max(Math.abs(b), floor);
}

describe('agreement with psychrolib in SI mode (10 000 random states)', () => {
  it('standard pressure agrees within relative 1e-12 (eq. 3)', () => {
    for (const { altitude } of CASES) {
      expect(relative(standardPressure(altitude), psychrolib.GetStandardAtmPressure(altitude))).toBeLessThan(
        1e-12,
      );
    }
  });

  it('W, h and v agree within relative 1e-6 (h relative to max(|h|, 1 J/kg): h crosses zero below 0 C); dew point within 0.002 K', () => {
    for (const { tDb, rh, altitude } of CASES) {
      const pressure = standardPressure(altitude);
      const s = airState({ tDb, rh, pressure });
      const [w, , tDp, , h, v] = psychrolib.CalcPsychrometricsFromRelHum(tDb, rh, pressure);
      expect(relative(s.w, w)).toBeLessThan(1e-6);
      expect(relative(s.h, h, 1)).toBeLessThan(1e-6);
      expect(relative(s.v, v)).toBeLessThan(1e-6);
      expect(Math.abs(s.tDp - tDp)).toBeLessThan(0.002);
    }
  });

  it('wet bulb agrees within 0.002 K, the two-root band of eqs. 33/35 included', () => {
    for (const { tDb, rh, altitude } of CASES) {
      const pressure = standardPressure(altitude);
      const tWb = psychrolib.CalcPsychrometricsFromRelHum(tDb, rh, pressure)[1];
      expect(Math.abs(airState({ tDb, rh, pressure }).tWb - tWb)).toBeLessThan(0.002);
    }
  });
});
