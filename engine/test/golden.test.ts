/** The golden comparison itself: what counts as a difference, and what a fixture keeps of a result. */
import { describe, expect, it } from 'vitest';
import { airState } from '../psychro';
import { goldenDifferences, goldenProjection } from './golden';

describe('goldenDifferences', () => {
  it('passes numbers within a relative 1e-9 and reports those beyond, with their path', () => {
    expect(goldenDifferences({ a: { b: 1000 } }, { a: { b: 1000 * (1 + 5e-10) } })).toEqual([]);
    expect(goldenDifferences({ a: { b: 1000 } }, { a: { b: 1000 * (1 + 2e-9) } })).toEqual([
      `a.b: 1000 -> ${1000 * (1 + 2e-9)}`,
    ]);
    expect(goldenDifferences([0], [1e-13])).toEqual([]);
  });

  it('compares strings, flags and null exactly, and names keys on one side only', () => {
    expect(goldenDifferences({ s: 'SFP 3', f: true, n: null }, { s: 'SFP 4', f: false, n: 0 })).toEqual([
      's: "SFP 3" -> "SFP 4"',
      'f: true -> false',
      'n: null -> 0',
    ]);
    expect(goldenDifferences({ old: 1 }, { added: 1 })).toEqual([
      'old: missing in the live result',
      'added: new in the live result',
    ]);
    expect(goldenDifferences([1, 2], [1])).toEqual([': 2 items -> 1']);
  });
});

describe('goldenProjection', () => {
  it('keeps tDb, rh, w and h of an air state and drops the input and the fan charts', () => {
    const state = airState({ tDb: 20, rh: 0.5, pressure: 101_325 });
    expect(goldenProjection({ input: { x: 1 }, chart: [1], supplyOut: state, n: 2 })).toEqual({
      supplyOut: { tDb: 20, rh: 0.5, w: state.w, h: state.h },
      n: 2,
    });
  });
});
