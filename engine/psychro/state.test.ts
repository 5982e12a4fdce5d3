import { describe, expect, it } from 'vitest';
import { EngineInputError, EngineRangeError } from '../errors';
import { airState } from './state';
import type { AirStateInput } from './state';

describe('airState (ASHRAE 2017 ch. 1)', () => {
  it('tWb(7 C, RH 61 %, 100 000 Pa) = 3.92667 C within relative 1e-3 (the ASHRAE example used by PsychroLib)', () => {
    const s = airState({ tDb: 7, rh: 0.61, pressure: 100_000 });
    expect(Math.abs(s.tWb / 3.92667 - 1)).toBeLessThan(1e-3);
  });

  it('gives the same state from each of rh, tWb, tDp, w and h (round trip within 1e-9)', () => {
    for (const [tDb, rh, altitude] of [
      [35, 0.4, 0],
      [-20, 0.9, 0],
      [2, 0.35, 500],
      [60, 0.05, 3000],
      [-35, 0.5, 1500],
    ] as const) {
      const ref = airState({ tDb, rh, altitude });
      const inputs: AirStateInput[] = [
        { tDb, tWb: ref.tWb, pressure: ref.pressure },
        { tDb, tDp: ref.tDp, pressure: ref.pressure },
        { tDb, w: ref.w, pressure: ref.pressure },
        { tDb, h: ref.h, pressure: ref.pressure },
      ];
      for (const input of inputs) {
        const s = airState(input);
        for (const key of ['tWb', 'tDp', 'rh', 'h', 'v', 'rho'] as const) {
          expect(Math.abs(s[key] - ref[key])).toBeLessThan(1e-9 * Math.max(1, Math.abs(ref[key])));
        }
        expect(Math.abs(s.w - ref.w)).toBeLessThan(1e-12);
      }
    }
  });

  it('is saturated at rh = 1: tDp = tWb = tDb', () => {
    const s = airState({ tDb: 12.3, rh: 1, pressure: 101_325 });
    expect(s.tDp).toBeCloseTo(12.3, 9);
    expect(s.tWb).toBeCloseTo(12.3, 9);
  });

  it('derives density and specific volume consistently: rho v = 1 + W (eq. 11)', () => {
    const s = airState({ tDb: 22, rh: 0.4, altitude: 0 });
    expect(s.rho * s.v).toBeCloseTo(1 + s.w, 14);
    expect(s.pressure).toBe(101_325);
  });

  describe('out-of-range input throws EngineRangeError naming the quantity and its range', () => {
    it.each([
      [{ tDb: 20, rh: 1.5, pressure: 101_325 }, 'rh = 1.5 is out of range 0..1'],
      [{ tDb: 500, rh: 0.5, pressure: 101_325 }, 'tDb = 500 C is out of range -100..200 C'],
      [{ tDb: Number.NaN, rh: 0.5, pressure: 101_325 }, 'tDb = NaN C is out of range -100..200 C'],
      [{ tDb: 20, rh: Number.NaN, pressure: 101_325 }, 'rh = NaN is out of range 0..1'],
      [{ tDb: 20, rh: 0.5, pressure: 5000 }, 'pressure = 5000 Pa is out of range 10000..200000 Pa'],
      [{ tDb: 20, rh: 0.5, altitude: 12_000 }, 'altitude = 12000 m is out of range -5000..11000 m'],
      [{ tDb: 20, tWb: 21, pressure: 101_325 }, 'tWb = 21 C is out of range -100..20 C'],
      [{ tDb: 20, tDp: 25, pressure: 101_325 }, 'tDp = 25 C is out of range -100..20 C'],
      [{ tDb: 20, w: 0.05, pressure: 101_325 }, 'w = 0.05 kg/kg is out of range 8.62469e-9..0.0146951 kg/kg'],
      [{ tDb: 20, h: 90_000, pressure: 101_325 }, 'h = 90000 J/kg is out of range 20120..57419 J/kg'],
      // rh = 0 is dry air, a valid state (pairs.test.ts); just above it lies below p_ws(-100 C).
      [{ tDb: 20, rh: 1e-9, pressure: 101_325 }, /^rh = 1e-9 is out of range 6\.\d+e-7\.\.1$/],
      [{ tDb: 20, tWb: -40, pressure: 101_325 }, 'tWb = -40 C is out of range 5.83637..20 C'],
    ] as [AirStateInput, string | RegExp][])('%o', (input, message) => {
      expect(() => airState(input)).toThrow(EngineRangeError);
      expect(() => airState(input)).toThrow(message);
    });

    it('carries quantity, value, min, max and unit on the error', () => {
      try {
        airState({ tDb: 500, rh: 0.5, pressure: 101_325 });
        expect.unreachable();
      } catch (error) {
        expect(error).toMatchObject({ quantity: 'tDb', value: 500, min: -100, max: 200, unit: 'C' });
      }
    });
  });

  it('requires exactly one humidity quantity and exactly one of pressure and altitude (EngineInputError)', () => {
    const bad = [
      { tDb: 20, pressure: 101_325 },
      { tDb: 20, rh: 0.5, w: 0.005, pressure: 101_325 },
      { tDb: 20, rh: 0.5 },
      { tDb: 20, rh: 0.5, pressure: 101_325, altitude: 0 },
    ] as unknown as AirStateInput[];
    for (const input of bad) {
      expect(() => airState(input)).toThrow(EngineInputError);
    }
  });
});
