/**
 * Effectiveness-NTU relations against their closed forms (Incropera & DeWitt, Fundamentals of Heat and Mass Transfer,
 * 6th ed., Table 11.3; Kays & London 1984 eq. 2-13), to 1e-12 unless stated.
 */
import { describe, expect, it } from 'vitest';
import {
  coilEffectiveness,
  counterflowEffectiveness,
  counterflowNtu,
  crossflowOneMixedEffectiveness,
  ntuForEffectiveness,
} from './effectiveness';

describe('counterflowEffectiveness (Incropera eq. 11.29a, 11.29b)', () => {
  it('gives 0.75 at NTU 3, Cr 1 (eps = NTU / (1 + NTU))', () => {
    expect(counterflowEffectiveness(3, 1)).toBeCloseTo(0.75, 12);
  });

  it('tends continuously to the balanced limit as Cr -> 1 and to 1 - exp(-NTU) at Cr 0', () => {
    expect(counterflowEffectiveness(3, 1 - 1e-6)).toBeCloseTo(0.75, 6);
    expect(counterflowEffectiveness(2, 0)).toBeCloseTo(1 - Math.exp(-2), 12);
    // Table 11.3 form at Cr 0.5, NTU 2: (1 - e^-1) / (1 - 0.5 e^-1).
    expect(counterflowEffectiveness(2, 0.5)).toBeCloseTo((1 - Math.exp(-1)) / (1 - 0.5 * Math.exp(-1)), 12);
  });

  it('is inverted by counterflowNtu (eq. 11.30a, 11.30b)', () => {
    for (const cr of [0, 0.3, 0.8, 1]) {
      for (const ntu of [0.1, 1, 3, 8]) {
        expect(counterflowNtu(counterflowEffectiveness(ntu, cr), cr)).toBeCloseTo(ntu, 8);
      }
    }
  });

  it('rejects an NTU or Cr out of range', () => {
    expect(() => counterflowEffectiveness(-1, 0.5)).toThrow('ntu = -1 is out of range 0..50');
    expect(() => counterflowEffectiveness(1, 1.2)).toThrow('cr = 1.2 is out of range 0..1');
  });
});

describe('crossflow with one stream mixed (Table 11.3)', () => {
  it('C_max mixed: eps = (1 / Cr)(1 - exp(-Cr (1 - exp(-NTU)))); C_min mixed: 1 - exp(-(1 - exp(-Cr NTU)) / Cr)', () => {
    expect(crossflowOneMixedEffectiveness(1, 0.5, false)).toBeCloseTo(
      2 * (1 - Math.exp(-0.5 * (1 - Math.exp(-1)))),
      12,
    );
    expect(crossflowOneMixedEffectiveness(1, 0.5, true)).toBeCloseTo(
      1 - Math.exp(-2 * (1 - Math.exp(-0.5))),
      12,
    );
  });
});

describe('coilEffectiveness (rows in cross-counterflow, Kays & London eq. 2-13)', () => {
  it('is the single cross-flow pass for one row', () => {
    expect(coilEffectiveness(1.2, 0.6, 1, true)).toBe(crossflowOneMixedEffectiveness(1.2, 0.6, false));
  });

  it('lies between one cross-flow pass and pure counterflow, approaching counterflow with more rows', () => {
    const cross = crossflowOneMixedEffectiveness(2, 0.7, false);
    const counter = counterflowEffectiveness(2, 0.7);
    const two = coilEffectiveness(2, 0.7, 2, true);
    const eight = coilEffectiveness(2, 0.7, 8, true);
    expect(two).toBeGreaterThan(cross);
    expect(eight).toBeGreaterThan(two);
    expect(eight).toBeLessThan(counter);
    expect(counter - eight).toBeLessThan(0.01);
  });

  it('uses n eps_p / (1 + (n - 1) eps_p) at Cr = 1', () => {
    const pass = crossflowOneMixedEffectiveness(0.5, 1, false);
    expect(coilEffectiveness(1, 1, 2, true)).toBeCloseTo((2 * pass) / (1 + pass), 12);
  });
});

describe('ntuForEffectiveness', () => {
  it('inverts an arrangement to 1e-8 and returns Infinity for an effectiveness it never reaches', () => {
    const relation = (ntu: number) => coilEffectiveness(ntu, 0.8, 2, false);
    expect(relation(ntuForEffectiveness(0.5, relation))).toBeCloseTo(0.5, 8);
    expect(ntuForEffectiveness(0.999999, (ntu) => crossflowOneMixedEffectiveness(ntu, 1, false))).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(ntuForEffectiveness(0, relation)).toBe(0);
  });
});
