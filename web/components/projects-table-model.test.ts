import { describe, expect, it } from 'vitest';
import { filterOf } from './projects-table-model';

describe("the grid's filter as the dashboard calls' col, op and val", () => {
  it('is id contains nothing when the filter is empty (docs/rules.md#projects-table)', () => {
    expect(filterOf({ items: [] })).toEqual({ col: 'id', op: 'contains', val: '' });
    expect(filterOf({ items: [{ field: 'country', operator: 'contains', value: '' }] })).toEqual({
      col: 'id',
      op: 'contains',
      val: '',
    });
  });

  it('joins isAnyOf values and writes dates as days', () => {
    expect(filterOf({ items: [{ field: 'id', operator: 'isAnyOf', value: ['3', '5'] }] })).toEqual({
      col: 'id',
      op: 'isAnyOf',
      val: '3,5',
    });
    expect(
      filterOf({
        items: [{ field: 'createdAt', operator: 'onOrAfter', value: new Date('2026-11-22T00:00:00Z') }],
      }),
    ).toEqual({ col: 'createdAt', op: 'onOrAfter', val: '2026-11-22' });
    expect(filterOf({ items: [{ field: 'totalPrice', operator: '>', value: 10 }] })).toEqual({
      col: 'totalPrice',
      op: '>',
      val: '10',
    });
  });
});
