import { describe, expect, it } from 'vitest';
import { formatAxisTick, formatCost, formatCreatedAt, formatEuro, formatNumber } from './format';

describe('formatCost', () => {
  it('abbreviates with k, M, G, T, P, E and 2 decimals', () => {
    expect(formatCost(0, 'en')).toBe('0.00 €');
    expect(formatCost(999.5, 'en')).toBe('999.50 €');
    expect(formatCost(1234, 'en')).toBe('1.23k €');
    expect(formatCost(5_670_000, 'en')).toBe('5.67M €');
    expect(formatCost(1e9, 'en')).toBe('1.00G €');
    expect(formatCost(2e12, 'en')).toBe('2.00T €');
    expect(formatCost(3e15, 'en')).toBe('3.00P €');
    expect(formatCost(4e18, 'en')).toBe('4.00E €');
  });

  it("writes the decimals in the language's form", () => {
    expect(formatCost(1234, 'de')).toBe('1,23k €');
    expect(formatCost(5_670_000, 'sr')).toBe('5,67M €');
  });
});

describe('formatEuro', () => {
  it('groups thousands and writes decimals as the language does', () => {
    expect(formatEuro(50100, 'en')).toBe('€50,100.00');
    expect(formatEuro(1234.56, 'de')).toBe('1.234,56\u00a0€');
    expect(formatEuro(1234.56, 'sr')).toBe('1.234,56\u00a0€');
  });
});

describe('formatNumber', () => {
  it('rounds to the decimals asked for in the language', () => {
    expect(formatNumber(12345.678, 1, 'de')).toBe('12.345,7');
    expect(formatNumber(12345.678, 1, 'en')).toBe('12,345.7');
    expect(formatNumber(0.5, undefined, 'sr')).toBe('0,5');
  });
});

describe('formatCreatedAt', () => {
  it('shows day, month, year and time after subtracting the offset', () => {
    expect(formatCreatedAt('2026-11-22T08:05:09.000Z', -60, 'en')).toBe('22/11/2026, 09:05:09');
    expect(formatCreatedAt('2026-01-01T00:30:00.000Z', 120, 'en')).toBe('31/12/2025, 22:30:00');
    expect(formatCreatedAt('2026-11-22T08:05:09.000Z', -60, 'de')).toBe('22.11.2026, 09:05:09');
  });
});

describe('formatAxisTick', () => {
  it('keeps chart ticks short enough for the axis', () => {
    expect(formatAxisTick(400_000, 'en')).toBe('400k');
    expect(formatAxisTick(1_500_000, 'de')).toBe('1,5M');
    expect(formatAxisTick(250, 'en')).toBe('250');
    expect(formatAxisTick(0, 'en')).toBe('0');
  });
});
