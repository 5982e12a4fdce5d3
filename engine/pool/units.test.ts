import { describe, expect, it } from 'vitest';
import { POOL_UNITS, poolUnitsFor } from './units';

describe('the pool unit catalogue (docs/rules.md#pool-catalogue)', () => {
  it('numbers ids 1-36 from size 06.03 to 24.15', () => {
    expect(POOL_UNITS.map((u) => u.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(POOL_UNITS[0]!.unit).toBe('06.03');
    expect(POOL_UNITS[35]!.unit).toBe('24.15');
  });

  it('types ids < 9 compact, 9-22 BASIC, > 22 GENIUS, COMPACT GENIUS at 5-8', () => {
    for (const u of POOL_UNITS) {
      const expected =
        u.id < 5 ? 'COMPACT BASIC' : u.id < 9 ? 'COMPACT GENIUS' : u.id <= 22 ? 'BASIC' : 'GENIUS';
      expect(u.type, `id ${u.id}`).toBe(expected);
    }
  });

  it('serves an air volume with the units that reach it', () => {
    expect(poolUnitsFor(1500)).toHaveLength(36);
    expect(poolUnitsFor(11500).map((u) => `${u.type} ${u.unit}`)).toEqual(['BASIC 24.15', 'GENIUS 24.15']);
    expect(poolUnitsFor(12001)).toEqual([]);
  });
});
