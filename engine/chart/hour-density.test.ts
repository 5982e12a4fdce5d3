import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { airState, enthalpy, PRESSURE_SEA_LEVEL } from '../psychro';
import { hourDensity, shareInComfortZone } from './hour-density';
import { fromChart, toChart } from './mollier-chart';

describe('hourDensity', () => {
  it('counts each hour once in the x-h cell holding its state, the fullest cell on top', () => {
    // 20 C / 7.3 g/kg: h = 1006 * 20 + 0.0073 (2 501 000 + 1860 * 20) = 38 649 J/kg (ASHRAE 2017 ch. 1 eq. 32).
    const tDb = [20, 20, 20.1, -5];
    const w = [0.0073, 0.0073, 0.0073, 0.002];
    expect(enthalpy(20, 0.0073)).toBeCloseTo(38_649, 0);
    const density = hourDensity(tDb, w);
    expect(density.hours).toBe(4);
    expect(density.cells.reduce((s, c) => s + c.hours, 0)).toBe(4);
    expect(density.maxHours).toBe(3);
    const full = density.cells.find((c) => c.hours === 3)!;
    // 7.3 g/kg lies in [7.0, 7.5); 38.65 kJ/kg in [38, 40).
    expect(full.x).toBeCloseTo(7, 9);
    expect(full.h).toBe(38_000);
    const cold = density.cells.find((c) => c.hours === 1)!;
    expect(cold.x).toBeCloseTo(2, 9);
    expect(cold.h).toBe(Math.floor(enthalpy(-5, 0.002) / 2000) * 2000);
  });

  it('draws a cell between two verticals and two enthalpy lines of the chart', () => {
    const [cell] = hourDensity([20], [0.0073]).cells;
    const [a, b, c, d] = cell!.outline;
    expect(a!.x).toBe(b!.x - 0.5);
    // Each corner's state has the cell's enthalpy: the outline follows lines of constant h.
    const hOf = (p: { x: number; y: number }) => {
      const s = fromChart(p);
      return enthalpy(s.tDb, s.w);
    };
    expect(hOf(a!)).toBeCloseTo(38_000, 6);
    expect(hOf(b!)).toBeCloseTo(38_000, 6);
    expect(hOf(c!)).toBeCloseTo(40_000, 6);
    expect(hOf(d!)).toBeCloseTo(40_000, 6);
    // The hour's own point lies inside: between the verticals and the two enthalpy lines.
    const p = toChart(20, 0.0073);
    expect(p.x).toBeGreaterThan(a!.x);
    expect(p.x).toBeLessThan(b!.x);
  });

  it('refuses lists of different lengths and a cell out of range', () => {
    expect(() => hourDensity([1, 2], [0.001])).toThrow(EngineInputError);
    expect(() => hourDensity([1], [0.001], { xGPerKg: 0, hJPerKg: 2000 })).toThrow(EngineInputError);
    expect(() => hourDensity([Number.NaN], [0.001])).toThrow(EngineInputError);
  });
});

describe('shareInComfortZone', () => {
  const zone = { tDb: [20, 24] as [number, number], rh: [0.4, 0.6] as [number, number] };
  const wAt = (tDb: number, rh: number) => airState({ tDb, rh, pressure: PRESSURE_SEA_LEVEL }).w;

  it('counts the hours inside both ranges, ends included', () => {
    const hours: [number, number][] = [
      [22, wAt(22, 0.5)], // inside
      [20, wAt(20, 0.4)], // corner, inside
      [25, wAt(25, 0.5)], // too warm
      [22, wAt(22, 0.7)], // too humid
      [22, wAt(22, 0.3)], // too dry
    ];
    const share = shareInComfortZone(
      hours.map((h) => h[0]),
      hours.map((h) => h[1]),
      zone,
      PRESSURE_SEA_LEVEL,
    );
    expect(share).toBeCloseTo(2 / 5, 12);
  });

  it('is 0 for no hours', () => {
    expect(shareInComfortZone([], [], zone, PRESSURE_SEA_LEVEL)).toBe(0);
  });
});
