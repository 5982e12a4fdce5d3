import { describe, expect, it } from 'vitest';
import { roundTo } from './numbers';

describe('roundTo', () => {
  it.each([
    [12.345, 1, 12.3],
    [12.36, 1, 12.4],
    // 12.35 is 12.3499... in binary: the exact value rounds down, as toFixed prints it.
    [12.35, 1, 12.3],
    [-7.25, 1, -7.3],
    [1234.5, 0, 1235],
    [0.125, 2, 0.13],
    [199.999, 2, 200],
    [18, 2, 18],
  ])('%d to %d decimals is %d', (value, digits, rounded) => {
    expect(roundTo(value, digits)).toBe(rounded);
  });

  it('rounds to whole numbers by default', () => {
    expect(roundTo(1119.6)).toBe(1120);
  });

  it('keeps a price already in cents unchanged (prices are whole cents / 100)', () => {
    for (let cents = 0; cents < 100_000; cents += 7) {
      expect(roundTo(cents / 100, 2)).toBe(cents / 100);
    }
  });
});
