import { describe, expect, it } from 'vitest';
import { formatCost, formatCreatedAt } from './format';

describe('formatCost', () => {
  it('abbreviates with k, M, G, T, P, E and 2 decimals', () => {
    expect(formatCost(0)).toBe('0.00 €');
    expect(formatCost(999.5)).toBe('999.50 €');
    expect(formatCost(1234)).toBe('1.23k €');
    expect(formatCost(5_670_000)).toBe('5.67M €');
    expect(formatCost(1e9)).toBe('1.00G €');
    expect(formatCost(2e12)).toBe('2.00T €');
    expect(formatCost(3e15)).toBe('3.00P €');
    expect(formatCost(4e18)).toBe('4.00E €');
  });
});

describe('formatCreatedAt', () => {
  it('shows DD/MM/YYYY HH:mm:ss after subtracting the offset', () => {
    expect(formatCreatedAt('2026-11-22T08:05:09.000Z', -60)).toBe('22/11/2026 09:05:09');
    expect(formatCreatedAt('2026-01-01T00:30:00.000Z', 120)).toBe('31/12/2025 22:30:00');
  });
});
