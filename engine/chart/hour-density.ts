/**
 * A location's hourly year on the Mollier chart (issue 20): the hours counted in cells of humidity ratio and enthalpy,
 * the chart's own coordinates, so a cell is a parallelogram between two verticals (x) and two enthalpy lines (h), the
 * same on the screen and in the PDF; and the share of the hours inside a comfort zone.
 */
import { EngineInputError } from '../errors';
import {
  CP_AIR,
  enthalpy,
  H_VAPOUR_0C,
  saturationPressure,
  vapourPressureFromHumidityRatio,
} from '../psychro';
import type { ChartPoint, ComfortZone } from './mollier-chart';

/** The default cell: 0.5 g/kg by 2 kJ/kg (about 40 x 65 cells over the screen's default chart). */
export const DENSITY_CELL = { xGPerKg: 0.5, hJPerKg: 2000 } as const;

export interface DensityCell {
  /** Lower left corner of the cell: humidity ratio, g/kg, and enthalpy, J/kg. */
  x: number;
  h: number;
  hours: number;
  /** The cell's outline in chart coordinates (four corners). */
  outline: ChartPoint[];
}

export interface HourDensity {
  cell: { xGPerKg: number; hJPerKg: number };
  /** The occupied cells only. */
  cells: DensityCell[];
  /** Hours of the fullest cell (the colour scale's top). */
  maxHours: number;
  hours: number;
}

/**
 * The chart ordinate of humidity ratio x (g/kg) and enthalpy h (J/kg): y = (h - h_fg,0 W) / cp_a, the inverse of the
 * moist-air enthalpy h = cp_a t + W (h_fg,0 + cp_v t) (ASHRAE Fundamentals 2017 ch. 1 eq. 32) in toChart's scale.
 */
const chartY = (xGPerKg: number, h: number) => (h - (H_VAPOUR_0C * xGPerKg) / 1000) / CP_AIR;

/**
 * The hours of a year binned in x-h cells.
 * @param tDb dry bulb of each hour, C
 * @param w humidity ratio of each hour, kg/kg (as many as tDb)
 * @param cell cell size: humidity ratio g/kg (0.05..5) and enthalpy J/kg (100..20 000)
 * @throws EngineInputError for lists of different lengths or a cell size out of range
 */
export function hourDensity(
  tDb: readonly number[],
  w: readonly number[],
  cell: { xGPerKg: number; hJPerKg: number } = DENSITY_CELL,
): HourDensity {
  if (tDb.length !== w.length) {
    throw new EngineInputError(
      `hourDensity needs as many humidity ratios as dry bulbs (${w.length} / ${tDb.length})`,
    );
  }
  const { xGPerKg, hJPerKg } = cell;
  if (!(xGPerKg >= 0.05 && xGPerKg <= 5 && hJPerKg >= 100 && hJPerKg <= 20_000)) {
    throw new EngineInputError('hourDensity: cell size out of range (0.05..5 g/kg, 100..20 000 J/kg)');
  }
  const counts = new Map<string, { i: number; j: number; hours: number }>();
  for (let k = 0; k < tDb.length; k++) {
    const i = Math.floor((1000 * w[k]!) / xGPerKg);
    const j = Math.floor(enthalpy(tDb[k]!, w[k]!) / hJPerKg);
    if (!Number.isFinite(i) || !Number.isFinite(j)) {
      throw new EngineInputError(`hourDensity: hour ${k} is not a number`);
    }
    const key = `${i}:${j}`;
    const found = counts.get(key);
    if (found) {
      found.hours += 1;
    } else {
      counts.set(key, { i, j, hours: 1 });
    }
  }
  const cells = [...counts.values()].map(({ i, j, hours }) => {
    const x0 = i * xGPerKg;
    const x1 = x0 + xGPerKg;
    const h0 = j * hJPerKg;
    const h1 = h0 + hJPerKg;
    return {
      x: x0,
      h: h0,
      hours,
      outline: [
        { x: x0, y: chartY(x0, h0) },
        { x: x1, y: chartY(x1, h0) },
        { x: x1, y: chartY(x1, h1) },
        { x: x0, y: chartY(x0, h1) },
      ],
    };
  });
  return {
    cell: { xGPerKg, hJPerKg },
    cells,
    maxHours: cells.reduce((max, c) => Math.max(max, c.hours), 0),
    hours: tDb.length,
  };
}

/**
 * The share of the hours whose state lies inside the comfort zone (its dry bulb and relative humidity ranges, ends
 * included), 0..1; 0 for no hours.
 * @param tDb dry bulb, C; @param w humidity ratio, kg/kg; @param pressure Pa (the relative humidity's)
 */
export function shareInComfortZone(
  tDb: readonly number[],
  w: readonly number[],
  zone: Pick<ComfortZone, 'tDb' | 'rh'>,
  pressure: number,
): number {
  if (tDb.length !== w.length) {
    throw new EngineInputError('shareInComfortZone needs as many humidity ratios as dry bulbs');
  }
  let inside = 0;
  for (let k = 0; k < tDb.length; k++) {
    const t = tDb[k]!;
    if (t < zone.tDb[0] || t > zone.tDb[1]) {
      continue;
    }
    const rh = vapourPressureFromHumidityRatio(w[k]!, pressure) / saturationPressure(t);
    if (rh >= zone.rh[0] && rh <= zone.rh[1]) {
      inside += 1;
    }
  }
  return tDb.length === 0 ? 0 : inside / tDb.length;
}
