/**
 * Air transport properties against Incropera & DeWitt 6th ed. Table A.4 (air at 1 atm) within 1 %, and the tube
 * relations against their limits.
 */
import { describe, expect, it } from 'vitest';
import { airConductivity, airViscosity, tubeFriction, tubeNusselt } from './transport';

describe('air viscosity and conductivity (Sutherland; Incropera Table A.4 within 1 %)', () => {
  it.each([
    // T K, mu Pa s, k W/(m K)
    [250, 159.6e-7, 22.3e-3],
    [300, 184.6e-7, 26.3e-3],
    [350, 208.2e-7, 30.0e-3],
  ])('%d K', (kelvin, mu, k) => {
    const t = kelvin - 273.15;
    expect(Math.abs(airViscosity(t) / mu - 1)).toBeLessThan(0.01);
    expect(Math.abs(airConductivity(t) / k - 1)).toBeLessThan(0.01);
  });

  it('refuses temperatures outside -60..150 C', () => {
    expect(() => airViscosity(200)).toThrow('tDb = 200 C is out of range -60..150 C');
  });
});

describe('tube flow (VDI Heat Atlas G1)', () => {
  it('tends to 3.66 for long laminar tubes (fully developed, constant wall temperature)', () => {
    expect(tubeNusselt(500, 5, 1e-6)).toBeCloseTo(3.66, 2);
  });

  it('is continuous through the transition at Re 2300 and 10 000', () => {
    for (const re of [2300, 10_000]) {
      expect(tubeNusselt(re * (1 + 1e-9), 7, 0.001)).toBeCloseTo(tubeNusselt(re * (1 - 1e-9), 7, 0.001), 6);
      expect(tubeFriction(re * (1 + 1e-9))).toBeCloseTo(tubeFriction(re * (1 - 1e-9)), 8);
    }
  });

  it('agrees with Dittus-Boelter within 15 % in turbulent water flow (Re 2e4, Pr 7)', () => {
    const dittusBoelter = 0.023 * Math.pow(2e4, 0.8) * Math.pow(7, 0.4);
    expect(Math.abs(tubeNusselt(2e4, 7, 0) / dittusBoelter - 1)).toBeLessThan(0.15);
    expect(tubeFriction(1000)).toBeCloseTo(0.064, 12);
  });
});
