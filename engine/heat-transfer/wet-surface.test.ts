/**
 * Saturation enthalpy against ASHRAE Handbook Fundamentals 2017 ch. 1 Table 2 (moist air at 101.325 kPa) within
 * 0.5 % (the table holds real-gas values; eq. 30's ideal-gas enthalpy lies 0.3 % below them at 30 C), and Braun's wet
 * exchange against its own balances and against Mitchell & Braun's published coil example SM-2-1 (Principles of
 * Heating, Ventilation and Air Conditioning in Buildings, Wiley 2012, supplementary chapter 2; reproduced in the
 * Modelica Buildings library, Buildings/Fluid/HeatExchangers/Validation/WetCoilEffectivenessNTU.mo).
 */
import { describe, expect, it } from 'vitest';
import { airState } from '../psychro';
import { counterflowEffectiveness, crossflowOneMixedEffectiveness } from './effectiveness';
import { moistAirSpecificHeat } from './transport';
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

/**
 * Mitchell & Braun (2012) example SM-2-1: water 3.78 kg/s at 42 F (cp 4200 J/(kg K)), air 2.646 kg/s at 80 F, the
 * conductance split equally, (hA)_air = (hA)_water = 9495.5 W/K (UA 4747.75 W/K), cross flow with the air (C_min)
 * mixed; inlet water mass fraction 0.0035383 (dry coil) and 0.01765 (wet coil). Published: Q = 44 234 W dry and
 * 82 722 W wet. Tolerances 0.5 % dry and 1.5 % wet (property differences; the model gives +0.02 % and +0.8 %).
 */
describe('Mitchell & Braun (2012) example SM-2-1', () => {
  const tAir = (80 - 32) / 1.8;
  const tWater = (42 - 32) / 1.8;
  const hA = 9495.5;
  const cWater = 3.78 * 4200;
  const crossflow = (ntu: number, cr: number, airIsMin: boolean) =>
    crossflowOneMixedEffectiveness(ntu, cr, airIsMin);
  const inlet = (massFraction: number) => {
    const w = massFraction / (1 - massFraction);
    return { air: airState({ tDb: tAir, w, pressure: P }), massFlow: 2.646 * (1 - massFraction) };
  };

  it('dry coil (W 0.00355): Q = 44 234 W within 0.5 %', () => {
    const { air, massFlow } = inlet(0.0035383);
    const cAir = massFlow * moistAirSpecificHeat(air.w);
    const ua = 1 / (1 / hA + 1 / hA);
    const q = crossflow(ua / cAir, cAir / cWater, true) * cAir * (tAir - tWater);
    expect(Math.abs(q / 44_234 - 1)).toBeLessThan(0.005);
  });

  it("wet coil (W 0.01797): Braun, Klein & Mitchell's wet exchange gives Q = 82 722 W within 1.5 %", () => {
    const { air, massFlow } = inlet(0.01765);
    const wet = wetExchange(air, massFlow, hA, tWater, cWater, hA, crossflow);
    expect(Math.abs(wet.airHeat / 82_722 - 1)).toBeLessThan(0.015);
    expect(wet.tSurface).toBeGreaterThan(tWater);
    expect(wet.tSurface).toBeLessThan(air.tDp);
  });
});
