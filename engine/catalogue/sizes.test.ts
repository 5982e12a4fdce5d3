import { describe, expect, it } from 'vitest';
import { COMPACT_UNIT_TYPES, unitTypesForFlows } from './sizes';

describe('Compact PRO sizes (the catalogue table, codes of docs/rules.md#size-codes)', () => {
  it('numbers R 03 ... EV 12 as codes 1-15', () => {
    // prettier-ignore
    expect(COMPACT_UNIT_TYPES.map((t) => `${t.code}=${t.label}`)).toEqual([
      '1=R 03', '2=R 05', '3=R 06', '4=R 09', '5=R 12',
      '6=P 03', '7=P 05', '8=P 06', '9=P 09', '10=P 12',
      '11=EV 03', '12=EV 05', '13=EV 06', '14=EV 09', '15=EV 12',
    ]);
  });

  it('offers one-piece transport only for sizes 03 and 05 (codes 1, 2, 6, 7, 11, 12; docs/rules.md#unit-division)', () => {
    const onePiece = COMPACT_UNIT_TYPES.filter((t) => t.transportSections.includes(1)).map((t) => t.code);
    expect(onePiece).toEqual([1, 2, 6, 7, 11, 12]);
  });

  it('matches 1120/1120 m3/h to the size-03 types of all three families', () => {
    expect(unitTypesForFlows(1120, 1120).map((t) => t.label)).toEqual(['R 03', 'P 03', 'EV 03']);
  });

  it('matches nothing outside 600-6800 m3/h', () => {
    expect(unitTypesForFlows(599, 599)).toEqual([]);
    expect(unitTypesForFlows(6801, 6801)).toEqual([]);
    expect(unitTypesForFlows(600, 600).length).toBe(3);
    expect(unitTypesForFlows(6800, 6800).length).toBe(3);
  });
});
