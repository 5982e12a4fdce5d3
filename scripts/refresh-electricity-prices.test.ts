import { describe, expect, it } from 'vitest';
import { newestByCountry, priceTable } from './refresh-electricity-prices';

/** A JSON-stat 2.0 answer of Eurostat's API in its documented shape: geo x time, sparse values. */
const dataset = (values: Record<string, number>) => ({
  version: '2.0',
  class: 'dataset',
  id: ['freq', 'geo', 'time'],
  size: [1, 3, 2],
  value: values,
  dimension: {
    freq: { category: { index: { S: 0 } } },
    geo: { category: { index: { DE: 0, EL: 1, EU27_2020: 2 } } },
    time: { category: { index: { '2024-S1': 0, '2024-S2': 1 } } },
  },
});

describe('refresh-electricity-prices', () => {
  it('takes the newest semester per country, reads EL as GR and skips aggregates', () => {
    const result = newestByCountry(dataset({ 0: 0.2, 1: 0.21, 2: 0.18, 4: 0.19, 5: 0.2 }));
    expect([...result]).toEqual([
      ['DE', { value: 0.21, period: '2024-S2' }],
      ['GR', { value: 0.18, period: '2024-S1' }],
    ]);
  });

  it('builds a table of countries with both prices', () => {
    const table = priceTable(dataset({ 1: 0.21, 2: 0.18 }), dataset({ 1: 0.39 }));
    expect(table.countries).toEqual({ DE: { business: 0.21, household: 0.39, period: '2024-S2' } });
  });
});
