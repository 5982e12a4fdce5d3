/**
 * Fluid tables: water against the NIST Chemistry WebBook (IAPWS-95, 0.1 MPa) and the glycols against Melinder (2010)
 * as tabulated, to the table's rounding; the concentration rule (docs/rules.md#glycol-concentration).
 */
import { describe, expect, it } from 'vitest';
import { FLUID_TABLES, fluidProperties, fluidTable, glycolConcentration } from './fluids';

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
