import { describe, expect, it } from 'vitest';
import { EngineRangeError } from '../errors';
import { standardPressure, standardTemperature } from './atmosphere';

describe('standard atmosphere (ASHRAE 2017 ch. 1 eqs. 3 and 4)', () => {
  it('p(0 m) = 101 325 Pa and p(1000 m) = 89 875 Pa within 1 Pa (Table 1)', () => {
    expect(standardPressure(0)).toBe(101_325);
    expect(Math.abs(standardPressure(1000) - 89_875)).toBeLessThan(1);
  });

  it('t(1000 m) = 8.5 C (Table 1)', () => {
    expect(standardTemperature(1000)).toBeCloseTo(8.5, 12);
  });

  it.each([-5000.1, 11_000.1, Number.NaN])('rejects altitude %s m outside -5000..11000 m', (z) => {
    expect(() => standardPressure(z)).toThrow(EngineRangeError);
    expect(() => standardTemperature(z)).toThrow(/^altitude = .* m is out of range -5000\.\.11000 m$/);
  });
});
