/**
 * The Mollier h-x chart's geometry; its saturation line against ASHRAE Handbook Fundamentals 2017 ch. 1 Table 2.
 */
import { describe, expect, it } from 'vitest';
import { EngineInputError, EngineRangeError } from '../errors';
import {
  airState,
  enthalpy,
  saturationPressure,
  standardPressure,
  vapourPressureFromHumidityRatio,
} from '../psychro';
import { appendPoint, applyProcess, defaultPoints, MOLLIER_DEFAULT_CONTEXT } from '../processes';
import { fromChart, MOLLIER_CHART_DEFAULTS, mollierChart, toChart } from './mollier-chart';
import type { ChartConfig, ChartPoint } from './mollier-chart';

const config = MOLLIER_CHART_DEFAULTS;
const chart = mollierChart(config);

function rhAt(p: ChartPoint, pressure: number): number {
  const { tDb, w } = fromChart(p);
  return vapourPressureFromHumidityRatio(w, pressure) / saturationPressure(tDb);
}

function expectInBox(p: ChartPoint, c: ChartConfig): void {
  expect(p.x).toBeGreaterThanOrEqual(c.xMin - 1e-9);
  expect(p.x).toBeLessThanOrEqual(c.xMax + 1e-9);
  expect(p.y).toBeGreaterThanOrEqual(c.tMin - 1e-9);
  expect(p.y).toBeLessThanOrEqual(c.tMax + 1e-9);
}

describe('mollierChart (h-x chart geometry, defaults of docs/rules.md#mollier-defaults)', () => {
  it('maps a state to x = 1000 W and y = (h - 2 501 000 W) / 1006, and back', () => {
    const s = airState({ tDb: 22, rh: 0.4, pressure: 101_325 });
    const p = toChart(s.tDb, s.w);
    expect(p.x).toBeCloseTo(1000 * s.w, 12);
    expect(p.y).toBeCloseTo((s.h - 2_501_000 * s.w) / 1006, 9);
    expect(fromChart(p).tDb).toBeCloseTo(22, 12);
  });

  it('has axes -21..40 C and 0..20 g/kg with ticks every 5 K and 1 g/kg', () => {
    expect(chart.axes.y).toMatchObject({ min: -21, max: 40, step: 5 });
    expect(chart.axes.y.ticks).toEqual([-20, -15, -10, -5, 0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(chart.axes.x.ticks).toHaveLength(21);
  });

  it('draws RH curves 10..100 % whose every vertex has that RH (1e-9) and lies in the box', () => {
    expect(chart.rhCurves.map((c) => c.value)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    for (const curve of chart.rhCurves) {
      expect(curve.points.length).toBeGreaterThan(10);
      for (const p of curve.points) {
        expect(Math.abs(rhAt(p, config.pressure) - curve.value)).toBeLessThan(1e-9);
        expectInBox(p, config);
      }
    }
    expect(chart.saturation).toBe(chart.rhCurves.at(-1)?.points);
  });

  it('ends the saturation line on the box: at 20 g/kg (about 25 C) on the right, and at -21 C at the bottom', () => {
    const first = chart.saturation[0] as ChartPoint;
    const last = chart.saturation.at(-1) as ChartPoint;
    expect(first.y).toBeCloseTo(-21, 6);
    expect(last.x).toBeCloseTo(20, 6);
    expect(fromChart(last).tDb).toBeCloseTo(24.9, 0);
  });

  it.each([
    [0, 3.789],
    [10, 7.661],
    [20, 14.758],
  ])(
    'puts the saturation line at %d C on W_s = %d g/kg (ASHRAE 2017 ch. 1 Table 2, within 0.5 %)',
    (t, ws) => {
      // The polyline's vertices are sampled on the chart's y axis: interpolate x at the dry bulb t.
      const i = chart.saturation.findIndex((p) => fromChart(p).tDb >= t);
      const [a, b] = [chart.saturation[i - 1], chart.saturation[i]] as [ChartPoint, ChartPoint];
      const ta = fromChart(a).tDb;
      const x = a.x + ((t - ta) / (fromChart(b).tDb - ta)) * (b.x - a.x);
      expect(Math.abs(x / ws - 1)).toBeLessThan(0.005);
    },
  );

  it('draws the enthalpy lines -20..110 kJ/kg present in the box, on their enthalpy, up to saturation', () => {
    // 110 kJ/kg saturates at about 30 g/kg, beyond the default box; its line passes above the box corner.
    expect(chart.enthalpyLines.map((l) => l.value / 1000)).toEqual([
      -20, -10, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    for (const line of chart.enthalpyLines) {
      expect(line.points).toHaveLength(2);
      for (const p of line.points) {
        const { tDb, w } = fromChart(p);
        // Within 1e-4 J/kg: rounding of the chart transform (relative 1e-9 of 100 kJ/kg).
        expect(Math.abs(enthalpy(tDb, w) - line.value)).toBeLessThan(1e-4);
        expect(rhAt(p, config.pressure)).toBeLessThanOrEqual(1 + 1e-9);
        expectInBox(p, config);
      }
    }
  });

  it('draws isotherms on their dry bulb, from the left edge to saturation', () => {
    for (const iso of chart.isotherms) {
      for (const p of iso.points) {
        expect(fromChart(p).tDb).toBeCloseTo(iso.value, 9);
      }
    }
    const zero = chart.isotherms.find((c) => c.value === 0);
    expect(zero?.points.map((p) => p.y)).toEqual([0, 0]);
    expect(rhAt(zero?.points[1] as ChartPoint, config.pressure)).toBeCloseTo(1, 9);
  });

  it('places markers and process lines from the point list, and the comfort zone around the indoor point', () => {
    let points = defaultPoints('summer');
    points = appendPoint(points, MOLLIER_DEFAULT_CONTEXT);
    points = applyProcess(points, 3, { code: 20, tDb: 16 }, MOLLIER_DEFAULT_CONTEXT);
    const c = mollierChart(config, points);
    expect(c.points.map((p) => p.id)).toEqual([1, 2, 3]);
    const [outdoor, , cooler] = c.points;
    expect(c.processLines).toEqual([
      { id: 3, from: { x: outdoor?.x, y: outdoor?.y }, to: { x: cooler?.x, y: cooler?.y } },
    ]);
    const zone = c.comfortZone;
    expect(zone?.tDb).toEqual([20, 24]);
    expect(zone?.rh[0]).toBeCloseTo(0.3, 12);
    expect(zone?.rh[1]).toBeCloseTo(0.5, 12);
    expect(zone?.outline[0]).toEqual(zone?.outline.at(-1));
    for (const p of zone?.outline ?? []) {
      const rh = rhAt(p, config.pressure);
      expect(fromChart(p).tDb).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(fromChart(p).tDb).toBeLessThanOrEqual(24 + 1e-9);
      expect(rh).toBeGreaterThanOrEqual(0.3 - 1e-9);
      expect(rh).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('draws mixing as two segments into the mixed point', () => {
    const ctx = { ...MOLLIER_DEFAULT_CONTEXT, mixingRatio: 30 };
    const points = applyProcess(appendPoint(defaultPoints('winter'), ctx), 3, { code: 30 }, ctx);
    expect(mollierChart(config, points).processLines.map((l) => l.id)).toEqual([3, 3]);
  });

  it('follows the pressure: at 3000 m the same RH holds more water per kg', () => {
    const high = mollierChart({ ...config, pressure: standardPressure(3000) });
    const rh50 = (c: typeof chart) => c.rhCurves.find((r) => r.value === 0.5)?.points.at(-1) as ChartPoint;
    expect(fromChart(rh50(high)).tDb).toBeLessThan(fromChart(rh50(chart)).tDb);
  });

  it('rejects a configuration out of range or empty', () => {
    expect(() => mollierChart({ ...config, tMax: 150 })).toThrow(EngineRangeError);
    expect(() => mollierChart({ ...config, xMin: 25 })).toThrow(EngineInputError);
  });
});
