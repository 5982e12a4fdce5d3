/**
 * Saturation enthalpy against ASHRAE Handbook Fundamentals 2017 ch. 1 Table 2 (moist air at 101.325 kPa) within
 * 0.5 % (the table holds real-gas values; eq. 30's ideal-gas enthalpy lies 0.3 % below them at 30 C), and Braun's wet exchange against its own balances.
 */
import { describe, expect, it } from 'vitest';
import { airState } from '../psychro';
import { counterflowEffectiveness } from './effectiveness';
import {
  saturatedEnthalpy,
  saturationSpecificHeat,
  saturationTemperatureFromEnthalpy,
  wetExchange,
} from './wet-surface';

const P = 101_325;

describe('saturated air (ASHRAE 2017 ch. 1 Table 2)', () => {
  it.each([
    [0, 9.475],
    [10, 29.346],
    [20, 57.55],
    [30, 100.004],
  ])('h_s(%d C) = %d kJ/kg within 0.5 %', (t, kJ) => {
    expect(Math.abs(saturatedEnthalpy(t, P) / (kJ * 1000) - 1)).toBeLessThan(0.005);
  });

  it('inverts h_s to 1e-6 K and has a positive slope c_s', () => {
    expect(saturationTemperatureFromEnthalpy(saturatedEnthalpy(12.3, P), P)).toBeCloseTo(12.3, 6);
    expect(saturationSpecificHeat(15, 5, P)).toBeGreaterThan(1006);
  });
});

describe('wetExchange (Braun, Klein & Mitchell 1989)', () => {
  const air = airState({ tDb: 27, rh: 0.6, pressure: P });
  const result = wetExchange(air, 0.5, 900, 7, 1200, 4000, (ntu, cr) => counterflowEffectiveness(ntu, cr));

  it('removes heat, leaving the effective surface between the coolant inlet and the air dew point', () => {
    expect(result.airHeat).toBeGreaterThan(0);
    expect(result.tSurface).toBeGreaterThan(7);
    expect(result.tSurface).toBeLessThan(air.tDp);
  });

  it('never removes more than the enthalpy potential to the coolant inlet', () => {
    expect(result.airHeat).toBeLessThan(0.5 * (air.h - saturatedEnthalpy(7, P)));
  });

  it('refuses a coolant that is not colder than the air', () => {
    expect(() => wetExchange(air, 0.5, 900, 30, 1200, 4000, counterflowEffectiveness)).toThrow(
      'a wet exchange needs a coolant below the air',
    );
  });
});
