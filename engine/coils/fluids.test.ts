/**
 * Fluid tables: water against the NIST Chemistry WebBook (IAPWS-95, 0.1 MPa) and the glycols against Melinder (2010)
 * as tabulated, to the table's rounding; the concentration rule (docs/rules.md#glycol-concentration).
 */
import { describe, expect, it } from 'vitest';
import { FLUID_TABLES, fluidProperties, fluidTable, glycolConcentration } from './fluids';
import type { Medium } from './fluids';

describe('fluidProperties', () => {
  it('gives water at 20 C: 998.21 kg/m3, 4184.1 J/(kg K), 1.0016 mPa s, 0.5984 W/(m K) (NIST WebBook)', () => {
    const water = fluidProperties(fluidTable('water', 0), 20);
    expect(water.density).toBeCloseTo(998.21, 2);
    expect(water.specificHeat).toBeCloseTo(4184.1, 1);
    expect(water.viscosity).toBeCloseTo(1.0016e-3, 7);
    expect(water.conductivity).toBeCloseTo(0.5984, 4);
  });

  it('interpolates between rows (viscosity in its logarithm)', () => {
    const eg = fluidTable('ethylene', 30);
    const mid = fluidProperties(eg, 15);
    expect(mid.density).toBeCloseTo((1041.8 + 1038.0) / 2, 6);
    expect(mid.viscosity).toBeCloseTo(Math.sqrt(2.983 * 2.166) / 1000, 9);
  });

  it('lowers the heat capacity and raises the viscosity with glycol (ethylene 30 % at 0 C: 3658 J/(kg K), 4.3 mPa s)', () => {
    const eg = fluidProperties(fluidTable('ethylene', 30), 0);
    expect(eg.specificHeat).toBe(3658);
    expect(eg.viscosity).toBeCloseTo(4.298e-3, 9);
  });

  it('refuses a frozen fluid and a concentration not in the table', () => {
    expect(() => fluidProperties(fluidTable('water', 0), -2)).toThrow(
      'fluidT = -2 C is out of range 0..100 C',
    );
    expect(() => fluidProperties(fluidTable('propylene', 20), -8)).toThrow(
      'fluidT = -8 C is out of range -7.2..100 C',
    );
    expect(() => fluidTable('ethylene', 25)).toThrow(
      'concentration 25 % is not in the ethylene table (10, 20, 30, 40, 50, 60 %)',
    );
  });

  it('has freezing points falling with concentration', () => {
    for (const medium of ['ethylene', 'propylene'] as const) {
      const points = FLUID_TABLES[medium].map((row) => row.freezingPointC);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });
});

describe('glycolConcentration (docs/rules.md#glycol-concentration: the highest threshold below the winter temperature)', () => {
  it.each([
    ['water', -20, 0],
    ['ethylene', 5, 10],
    ['ethylene', -3, 10],
    ['ethylene', -5, 20],
    ['ethylene', -12.6, 30],
    ['propylene', -15, 40],
    ['propylene', -40, 60],
    ['ethylene', -60, null],
  ] as const)('%s at %d C: %s %', (medium, t, expected) => {
    expect(glycolConcentration(medium, t)).toBe(expected);
  });
});

/**
 * The glycol tables against Melinder's fits as published by NREL's SecondaryCoolantProps (tests/test_ethlylene_glycol.py
 * and tests/test_propylene_glycol.py, the library's own checks of its Melinder (2010) implementation, quoted to 5
 * digits): ethylene and propylene glycol at 20 % and 40 %, the concentrations the coil grid walks, at 5, 20 and 40 C.
 * At the table's own grid temperatures (20, 40 C) every property within 0.2 %; at 5 C, between rows, within 0.2 %
 * for density, specific heat and conductivity and 1.5 % for the viscosity (interpolated in its logarithm: measured
 * +0.55..+1.05 %). A 10 % change of any entry of the 0, 10, 20 or 40 C rows at these concentrations fails here.
 */
describe('glycol tables against Melinder (2010) via NREL SecondaryCoolantProps', () => {
  // [medium, % by mass, t C, viscosity Pa s, density kg/m3, cp J/(kg K), conductivity W/(m K)]
  const published: [Medium, number, number, number, number, number, number][] = [
    ['ethylene', 20, 5, 2.6594e-3, 1028.1, 3869.5, 0.49022],
    ['ethylene', 20, 20, 1.6624e-3, 1024.1, 3896.2, 0.50766],
    ['ethylene', 20, 40, 1.0133e-3, 1016.4, 3932.8, 0.52908],
    ['ethylene', 40, 5, 4.7569e-3, 1058.5, 3455.9, 0.41376],
    ['ethylene', 40, 20, 2.8191e-3, 1051.9, 3519.0, 0.4253],
    ['ethylene', 40, 40, 1.6351e-3, 1041.4, 3597.8, 0.4405],
    ['propylene', 20, 5, 3.4941e-3, 1019.1, 3945.9, 0.47647],
    ['propylene', 20, 20, 2.0301e-3, 1014.8, 3976.8, 0.49221],
    ['propylene', 20, 40, 1.1693e-3, 1006.4, 4019.0, 0.51228],
    ['propylene', 40, 5, 8.9817e-3, 1040.1, 3658.0, 0.39089],
    ['propylene', 40, 20, 4.3838e-3, 1032.3, 3706.7, 0.40026],
    ['propylene', 40, 40, 2.1408e-3, 1020.1, 3770.8, 0.41321],
  ];
  const within = (model: number, value: number, tolerance: number) =>
    expect(Math.abs(model / value - 1)).toBeLessThan(tolerance);
  it.each(published)('%s %d %% at %d C', (medium, concentration, t, mu, rho, cp, k) => {
    const p = fluidProperties(fluidTable(medium, concentration), t);
    within(p.viscosity, mu, t % 10 === 0 ? 0.002 : 0.015);
    within(p.density, rho, 0.002);
    within(p.specificHeat, cp, 0.002);
    within(p.conductivity, k, 0.002);
  });
});
