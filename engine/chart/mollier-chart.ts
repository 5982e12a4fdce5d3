/**
 * The Mollier h-x chart as plain data (docs/rules.md#engine-psychrometrics: the chart geometry is computed by the
 * engine as data, so the web chart and the PDF draw the same thing).
 *
 * Coordinates: the standard h-x (Mollier) representation. The abscissa is the humidity ratio x in g/kg. The
 * ordinate is enthalpy, skewed and scaled so that it reads as dry bulb along x = 0:
 *   y = (h - 2 501 000 W) / 1006 = t (1 + 1860 W / 1006)   [C scale]
 * In these coordinates isotherms are straight, slightly rising lines (the 0 C isotherm is horizontal), lines of
 * constant enthalpy are straight lines falling to the right, and every process of engine/processes that is a
 * straight line in (h, W) (mixing, humidification, the cooler's bypass line to within a hair) is a straight
 * segment. The plot box is x in [xMin, xMax] and y in [tMin, tMax]; grid lines are clipped to it, markers and
 * process lines are not (the renderers clip them to the same box).
 */
import { EngineInputError, checkRange } from '../errors';
import {
  CP_AIR,
  CP_VAPOUR,
  dewPointFromVapourPressure,
  enthalpy,
  humidityRatioFromVapourPressure,
  PRESSURE_MAX,
  PRESSURE_MIN,
  PRESSURE_SEA_LEVEL,
  saturationPressure,
  T_MIN,
} from '../psychro';
import type { AirPoint, PointProcess } from '../processes';
import { solveBracketed } from '../solve';

/** A point of the chart: x = humidity ratio, g/kg; y = the h-x ordinate, C scale (dry bulb at x = 0). */
export interface ChartPoint {
  x: number;
  y: number;
}

/** The chart configuration (defaults: docs/rules.md#mollier-defaults). */
export interface ChartConfig {
  /** Ordinate range, C (the dry bulb read at x = 0). */
  tMin: number;
  tMax: number;
  /** Abscissa range, humidity ratio, g/kg. */
  xMin: number;
  xMax: number;
  /** Barometric pressure, Pa (from the altitude: standardPressure). */
  pressure: number;
  /**
   * Where the grid lines go, when not at the default round SI values: an IP chart puts them at round F, gr/lb and
   * Btu/lb values, given here in the chart's SI units (the engine stays SI; web and PDF convert the labels back).
   */
  grid?: ChartGrid;
}

/** Grid line values in SI: isotherms and ordinate ticks (C), abscissa ticks (g/kg), enthalpy lines (J/kg). */
export interface ChartGrid {
  isothermsC: readonly number[];
  xTicksGPerKg: readonly number[];
  enthalpiesJPerKg: readonly number[];
}

/** The Mollier screen's defaults: -21..40 C, 0..20 g/kg, altitude 0 (docs/rules.md#mollier-defaults). */
export const MOLLIER_CHART_DEFAULTS: ChartConfig = {
  tMin: -21,
  tMax: 40,
  xMin: 0,
  xMax: 20,
  pressure: PRESSURE_SEA_LEVEL,
};

/** The configurator's embedded chart starts at -16 C (docs/rules.md#mollier-defaults: both readings appear). */
export const CONFIGURATOR_CHART_DEFAULTS: ChartConfig = { ...MOLLIER_CHART_DEFAULTS, tMin: -16 };

/** Relative humidity curves 10..100 % in steps of 10 (docs/rules.md#mollier-defaults), 0..1. */
export const RH_CURVES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;

/** Enthalpy lines -20..110 kJ/kg in steps of 10 (docs/rules.md#mollier-defaults), J/kg. */
export const ENTHALPY_LINES = Array.from({ length: 14 }, (_, i) => (i - 2) * 10_000);

/** Comfort zone: +/-2 K and +/-10 % RH around the indoor point (docs/rules.md#mollier-defaults). */
export const COMFORT_ZONE = { dtDb: 2, drh: 0.1 } as const;

/** A line of constant value: rh (0..1), h (J/kg) or dry bulb (C). Empty lines are left out of the chart. */
export interface ChartCurve {
  value: number;
  points: ChartPoint[];
}

export interface ChartAxis {
  min: number;
  max: number;
  /** Tick values, in the axis unit, every `step` from the first multiple of step at or above min. */
  step: number;
  ticks: number[];
}

export interface ChartMarker extends ChartPoint {
  id: number;
  process: PointProcess;
}

export interface ChartSegment {
  /** The id of the point the segment leads to. */
  id: number;
  from: ChartPoint;
  to: ChartPoint;
}

export interface ComfortZone {
  /** Dry bulb range, C. */
  tDb: [number, number];
  /** Relative humidity range, 0..1. */
  rh: [number, number];
  /** Closed outline (first point repeated at the end): two rh curves joined by two isotherms. */
  outline: ChartPoint[];
}

export interface MollierChart {
  config: ChartConfig;
  /** x in g/kg; y on the C scale. */
  axes: { x: ChartAxis; y: ChartAxis };
  /** One per y tick, from the left edge to the saturation line. */
  isotherms: ChartCurve[];
  /** RH 10..100 %; the last is the saturation line. */
  rhCurves: ChartCurve[];
  saturation: ChartPoint[];
  /** -20..110 kJ/kg (values in J/kg), from the left edge to the saturation line. */
  enthalpyLines: ChartCurve[];
  /** Around the indoor point, when the list has one. */
  comfortZone: ComfortZone | null;
  points: ChartMarker[];
  /** One segment per process source: the air before the process, and the indoor air for mixing. */
  processLines: ChartSegment[];
}

/**
 * Chart coordinates of a state.
 * @param tDb dry bulb, C
 * @param w humidity ratio, kg/kg
 * @returns x = 1000 w (g/kg), y = tDb (1 + 1860 w / 1006) (C scale)
 */
export function toChart(tDb: number, w: number): ChartPoint {
  return { x: 1000 * w, y: tDb * (1 + (CP_VAPOUR * w) / CP_AIR) };
}

/**
 * The state at chart coordinates, the inverse of toChart.
 * @returns dry bulb, C, and humidity ratio, kg/kg
 */
export function fromChart(point: ChartPoint): { tDb: number; w: number } {
  const w = point.x / 1000;
  return { tDb: point.y / (1 + (CP_VAPOUR * w) / CP_AIR), w };
}

/** Samples per kelvin along curved lines: 0.5 K spacing keeps the chords within 0.01 % RH of the curves. */
const SAMPLES_PER_K = 2;
const T_TOLERANCE = 1e-9;

/**
 * The Mollier h-x chart for a configuration and a point list: axes, isotherms, RH curves, saturation line,
 * enthalpy lines, comfort zone, point markers and process lines (ASHRAE 2017 ch. 1 for every state).
 * @param config ordinate -100..100 C with tMin < tMax, abscissa 0..1000 g/kg with xMin < xMax, pressure Pa
 * @param points the Mollier point list (empty for a bare chart)
 * @throws EngineRangeError for a configuration value out of range; EngineInputError for an empty range
 */
export function mollierChart(config: ChartConfig, points: readonly AirPoint[] = []): MollierChart {
  const { tMin, tMax, xMin, xMax, pressure } = config;
  checkRange('tMin', tMin, T_MIN, 100, 'C');
  checkRange('tMax', tMax, T_MIN, 100, 'C');
  checkRange('xMin', xMin, 0, 1000, 'g/kg');
  checkRange('xMax', xMax, 0, 1000, 'g/kg');
  checkRange('pressure', pressure, PRESSURE_MIN, PRESSURE_MAX, 'Pa');
  if (!(tMin < tMax && xMin < xMax)) {
    throw new EngineInputError('the chart needs tMin < tMax and xMin < xMax');
  }
  const box = { xMin, xMax, yMin: tMin, yMax: tMax };
  const geometry = new Saturation(pressure);
  const axes = config.grid
    ? { x: given(xMin, xMax, config.grid.xTicksGPerKg), y: given(tMin, tMax, config.grid.isothermsC) }
    : { x: axis(xMin, xMax), y: axis(tMin, tMax) };

  const isotherms = axes.y.ticks
    .map((t) => {
      // Above the boiling point at this pressure there is no saturation line: the isotherm crosses the box.
      const wEnd = t < geometry.tTop ? geometry.w(t) : xMax / 1000;
      return { value: t, points: clipSegment(toChart(t, 0), toChart(t, wEnd), box) };
    })
    .filter(hasPoints);
  const rhCurves = RH_CURVES.map((rh) => ({ value: rh, points: geometry.rhCurve(rh, box) })).filter(
    hasPoints,
  );
  const enthalpyLines = (config.grid?.enthalpiesJPerKg ?? ENTHALPY_LINES)
    .map((h) => {
      const tSat = geometry.tAtEnthalpy(h);
      const end = toChart(tSat, geometry.w(tSat));
      // The enthalpy line is straight: y = (h - 2 501 000 W) / 1006; start it at W = 0.
      return { value: h, points: clipSegment({ x: 0, y: h / CP_AIR }, end, box) };
    })
    .filter(hasPoints);

  const indoor = points.find((p) => p.process === 'indoor');
  const byId = new Map(points.map((p) => [p.id, p]));
  return {
    config,
    axes,
    isotherms,
    rhCurves,
    saturation: rhCurves.find((c) => c.value === 1)?.points ?? [],
    enthalpyLines,
    comfortZone: indoor === undefined ? null : comfortZone(indoor, geometry),
    points: points.map((p) => ({ id: p.id, process: p.process, ...toChart(p.tDb, p.w) })),
    processLines: points.flatMap((p) =>
      (p.sourceIds ?? []).flatMap((sourceId) => {
        const source = byId.get(sourceId);
        return source === undefined
          ? []
          : [{ id: p.id, from: toChart(source.tDb, source.w), to: toChart(p.tDb, p.w) }];
      }),
    ),
  };
}

function hasPoints(curve: ChartCurve): boolean {
  return curve.points.length > 0;
}

/** An axis with the ticks given (those within min..max); step is their first spacing, 0 for one tick. */
function given(min: number, max: number, values: readonly number[]): ChartAxis {
  const ticks = values.filter((v) => v >= min - 1e-9 && v <= max + 1e-9);
  return { min, max, step: ticks.length > 1 ? ticks[1]! - ticks[0]! : 0, ticks };
}

/** Ticks every 1, 2, 5, 10, 20 or 50 units: the finest step giving at most 20 intervals. */
function axis(min: number, max: number): ChartAxis {
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => (max - min) / s <= 20) ?? 100;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) {
    ticks.push(v);
  }
  return { min, max, step, ticks };
}

/** The saturation line and the curves derived from it, at one pressure. */
class Saturation {
  /** Highest temperature at which saturated air exists at this pressure (p_ws < p), less a margin, C. */
  readonly tTop: number;

  constructor(private readonly pressure: number) {
    this.tTop = dewPointFromVapourPressure(0.99 * pressure);
  }

  /** Humidity ratio at relative humidity rh, kg/kg (saturation for rh = 1). */
  w(tDb: number, rh = 1): number {
    return humidityRatioFromVapourPressure(rh * saturationPressure(tDb), this.pressure);
  }

  /** The saturated state with enthalpy h: its dry bulb, C. */
  tAtEnthalpy(h: number): number {
    return solveBracketed(
      (t) => enthalpy(t, this.w(t)) - h,
      T_MIN,
      this.tTop,
      T_TOLERANCE,
      'mollierChart (enthalpy line)',
    );
  }

  /**
   * The rh curve inside the box, sampled every 0.5 K of dry bulb. x and y both rise with the dry bulb along it,
   * so the part inside the box is one interval of dry bulb, bounded where x or y crosses an edge.
   */
  rhCurve(rh: number, box: Box): ChartPoint[] {
    const at = (t: number) => toChart(t, this.w(t, rh));
    const enters = (value: (p: ChartPoint) => number, edge: number) =>
      this.crossing((t) => value(at(t)) - edge);
    const tFrom = Math.max(
      enters((p) => p.x, box.xMin),
      enters((p) => p.y, box.yMin),
    );
    const tTo = Math.min(
      enters((p) => p.x, box.xMax),
      enters((p) => p.y, box.yMax),
    );
    if (!(tFrom < tTo)) {
      return [];
    }
    const n = Math.max(1, Math.ceil((tTo - tFrom) * SAMPLES_PER_K));
    return Array.from({ length: n + 1 }, (_, i) => at(i === n ? tTo : tFrom + ((tTo - tFrom) * i) / n));
  }

  /** Where a quantity rising with temperature passes zero: T_MIN if it is already above, tTop if never. */
  private crossing(f: (t: number) => number): number {
    if (f(T_MIN) >= 0) {
      return T_MIN;
    }
    if (f(this.tTop) < 0) {
      return this.tTop;
    }
    return solveBracketed(f, T_MIN, this.tTop, T_TOLERANCE, 'mollierChart (rh curve)');
  }
}

interface Box {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** The part of segment a-b inside the box (Liang-Barsky): its two ends, or nothing. */
function clipSegment(a: ChartPoint, b: ChartPoint, box: Box): ChartPoint[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let lo = 0;
  let hi = 1;
  for (const [p, q] of [
    [-dx, a.x - box.xMin],
    [dx, box.xMax - a.x],
    [-dy, a.y - box.yMin],
    [dy, box.yMax - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) {
        return [];
      }
    } else if (p < 0) {
      lo = Math.max(lo, q / p);
    } else {
      hi = Math.min(hi, q / p);
    }
  }
  if (!(lo < hi)) {
    return [];
  }
  return [
    { x: a.x + lo * dx, y: a.y + lo * dy },
    { x: a.x + hi * dx, y: a.y + hi * dy },
  ];
}

/** The comfort zone outline: the rh edges sampled every 0.5 K, joined by the isotherms at tDb -/+ 2 K. */
function comfortZone(indoor: AirPoint, geometry: Saturation): ComfortZone {
  const tDb: [number, number] = [indoor.tDb - COMFORT_ZONE.dtDb, indoor.tDb + COMFORT_ZONE.dtDb];
  const rh: [number, number] = [
    Math.max(0, indoor.rh - COMFORT_ZONE.drh),
    Math.min(1, indoor.rh + COMFORT_ZONE.drh),
  ];
  const n = 2 * COMFORT_ZONE.dtDb * SAMPLES_PER_K;
  const edge = (rhEdge: number) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = tDb[0] + ((tDb[1] - tDb[0]) * i) / n;
      return toChart(t, geometry.w(t, rhEdge));
    });
  const lower = edge(rh[0]);
  const upper = edge(rh[1]).reverse();
  return { tDb, rh, outline: [...lower, ...upper, lower[0] as ChartPoint] };
}
