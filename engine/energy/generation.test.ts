import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHILLER_EER,
  DEFAULT_HEAT_PUMP_COP,
  EN14825_COOLING_DESIGN_C,
  EN14825_COOLING_POINTS_C,
  EN14825_HEATING_DESIGN_C,
  EN14825_HEATING_POINTS_C,
  en14825PartLoadRatio,
  performanceCurve,
} from './generation';
import { co2Factors, generationOf, heatInputPriceEur } from './evaluate';
import { lifeCycleCost } from './life-cycle-cost';
import { NATURAL_GAS_G_CO2_PER_KWH } from './running-costs';

const GRID = { gPerKWh: 500, source: 'test', country: 'RS', year: 2023 };

describe('heat pump COP and chiller EER by outdoor temperature (EN 14825:2018)', () => {
  it('rates at the standard’s part-load points: heating A -7 / B 2 / C 7 / D 12 C at 88 / 54 / 35 / 15 %', () => {
    // EN 14825:2018 Table (average climate, T_designh = -10 C): part load ratio (T_j - 16) / (T_designh - 16).
    const ratios = EN14825_HEATING_POINTS_C.map((t) => en14825PartLoadRatio(t, EN14825_HEATING_DESIGN_C));
    expect(ratios.map((r) => Math.round(r * 100))).toEqual([88, 54, 35, 15]);
    // Cooling, T_designc = 35 C: A 35 / B 30 / C 25 / D 20 C at 100 / 74 / 47 / 21 %.
    const cooling = EN14825_COOLING_POINTS_C.map((t) => en14825PartLoadRatio(t, EN14825_COOLING_DESIGN_C));
    expect(cooling.map((r) => Math.round(r * 100))).toEqual([100, 74, 47, 21]);
    expect(DEFAULT_HEAT_PUMP_COP.map((p) => p.tOutdoorC)).toEqual([...EN14825_HEATING_POINTS_C]);
    expect(DEFAULT_CHILLER_EER.map((p) => p.tOutdoorC).sort((a, b) => b - a)).toEqual([
      ...EN14825_COOLING_POINTS_C,
    ]);
  });

  it('passes through its points and runs straight between and beyond them, never below 1', () => {
    const cop = performanceCurve(DEFAULT_HEAT_PUMP_COP);
    expect(cop(-7)).toBe(2.7);
    expect(cop(2)).toBe(3.4);
    expect(cop(7)).toBe(4.2);
    expect(cop(12)).toBe(5.0);
    // Half way between B and C: (3.4 + 4.2) / 2.
    expect(cop(4.5)).toBeCloseTo(3.8, 12);
    // Below A on the A-B line: 2.7 - 8 x 0.7 / 9.
    expect(cop(-15)).toBeCloseTo(2.7 - (8 * 0.7) / 9, 12);
    expect(
      performanceCurve([
        { tOutdoorC: -7, value: 1.2 },
        { tOutdoorC: 2, value: 2 },
      ])(-40),
    ).toBe(1);
    const eer = performanceCurve(DEFAULT_CHILLER_EER);
    expect(eer(35)).toBe(3.0);
    expect(eer(27.5)).toBeCloseTo((3.7 + 4.5) / 2, 12);
    expect(() => performanceCurve([])).toThrow(/performance curve/);
    expect(() =>
      performanceCurve([
        { tOutdoorC: 2, value: 3 },
        { tOutdoorC: 2, value: 4 },
      ]),
    ).toThrow(/distinct/);
  });

  it('divides the heat by the hour’s COP, a boiler’s by its efficiency; bought heat counts as it is', () => {
    const pump = generationOf({
      electricityEurPerKWh: 0.2,
      heat: { kind: 'heatPump' },
      cold: { kind: 'chiller', eer: 4 },
    });
    expect(pump.heatPerInput(7)).toBe(4.2);
    expect(pump.coldPerInput(30)).toBe(4);
    const boiler = generationOf({
      electricityEurPerKWh: 0.2,
      heat: { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.9 },
      cold: { kind: 'price', eurPerKWh: 0.1 },
    });
    expect(boiler.heatPerInput(-10)).toBe(0.9);
    expect(boiler.coldPerInput(30)).toBe(1);
    expect(
      heatInputPriceEur({
        electricityEurPerKWh: 0.2,
        heat: { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.9 },
        cold: { kind: 'price', eurPerKWh: 0.1 },
      }),
    ).toBe(0.08);
  });
});

describe('CO2 per kWh of heat from a boiler', () => {
  it('is the fuel’s factor divided by the efficiency: 202 / 0.9 = 224.4 g per kWh of heat', () => {
    const f = co2Factors(
      {
        electricityEurPerKWh: 0.2,
        heat: { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.9 },
        cold: { kind: 'price', eurPerKWh: 0.1 },
      },
      GRID,
    );
    // A boiler of efficiency 0.9 burns 1 / 0.9 = 1.111 kWh of gas per kWh of heat.
    expect(f.heatGPerKWh).toBeCloseTo(NATURAL_GAS_G_CO2_PER_KWH / 0.9, 9);
    expect(f.heatGPerKWh).toBeCloseTo(224.44, 2);
    expect(f.heatInputGPerKWh).toBe(202);
  });
});

describe('EN 15459-1 replacement within the period and residual value at its end', () => {
  it('replaces a 10-year unit at year 10 of 15 and credits half its value at the end (hand calculation)', () => {
    // Investment 10 000 EUR, life 10 years, period 15 years, discount 4 %, prices flat. Replacement at year 10:
    // 10 000 / 1.04^10 = 6 755.64 EUR; the replacement has 5 of its 10 years left at year 15: 5 000 / 1.04^15 =
    // 2 776.32 EUR residual value.
    const lcc = lifeCycleCost(10_000, [], 15, 0.04, { lifeYears: 10, escalation: 0 });
    expect(lcc.replacementPresentValueEur).toBeCloseTo(6755.64, 2);
    expect(lcc.residualValueEur).toBeCloseTo(2776.32, 2);
    expect(lcc.totalEur).toBeCloseTo(10_000 + 6755.64 - 2776.32, 2);
  });

  it('escalates the replacement’s price; a life as long as the period has neither', () => {
    // Life 6 of 15 years at +2 %/year: replacements at 6 and 12 (10 000 x 1.02^t / 1.04^t); the second has 3 of 6
    // years left at 15: 10 000 x 1.02^12 x 0.5 / 1.04^15.
    const lcc = lifeCycleCost(10_000, [], 15, 0.04, { lifeYears: 6, escalation: 0.02 });
    const q = 1.02 / 1.04;
    expect(lcc.replacementPresentValueEur).toBeCloseTo(10_000 * (q ** 6 + q ** 12), 6);
    expect(lcc.residualValueEur).toBeCloseTo((10_000 * 1.02 ** 12 * 0.5) / 1.04 ** 15, 6);
    const none = lifeCycleCost(10_000, [], 15, 0.04);
    expect(none.replacementPresentValueEur).toBe(0);
    expect(none.residualValueEur).toBe(0);
  });
});
