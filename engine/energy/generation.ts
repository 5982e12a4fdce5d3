/**
 * Heat and cold generation by outdoor temperature (issue 25): a heat pump's COP and a chiller's EER at the EN 14825
 * test points, straight lines between them and beyond the end points (held at 1 or above: a generator never gives
 * less than it takes). EN 14825:2018 rates heat pumps and chillers at part load at fixed outdoor temperatures: for
 * heating in the average climate A -7 C, B +2 C, C +7 C, D +12 C, with the part-load ratio
 * PLR = (T_j - 16) / (T_designh - 16), T_designh = -10 C (88, 54, 35, 15 %); for cooling A 35 C, B 30 C, C 25 C,
 * D 20 C with PLR = (T_j - 16) / (T_designc - 16), T_designc = 35 C (100, 74, 47, 21 %). A declared COP or EER at
 * each point (the maker's data sheet, EU 813/2013 and 2016/2281 product information) gives the curve; the defaults
 * below are the user's to replace.
 */
import { EngineInputError } from '../errors';

/** One point of a performance curve: outdoor dry bulb, C, and useful heat (cold) per kWh of electricity. */
export interface PerformancePoint {
  tOutdoorC: number;
  value: number;
}

/** EN 14825:2018 average-climate heating test temperatures A, B, C, D, C, and its design temperature. */
export const EN14825_HEATING_POINTS_C = [-7, 2, 7, 12] as const;
export const EN14825_HEATING_DESIGN_C = -10;
/** EN 14825:2018 cooling test temperatures A, B, C, D, C, and its design temperature. */
export const EN14825_COOLING_POINTS_C = [35, 30, 25, 20] as const;
export const EN14825_COOLING_DESIGN_C = 35;

/**
 * EN 14825's part-load ratio at outdoor temperature tj: (tj - 16) / (tDesign - 16) (the building's load falls to
 * zero at 16 C), 0..1.
 */
export function en14825PartLoadRatio(tjC: number, tDesignC: number): number {
  return Math.min(1, Math.max(0, (tjC - 16) / (tDesignC - 16)));
}

/**
 * Default heat pump curve: an air-to-water heat pump for the low-temperature application (water 35 C) at EN 14825's
 * average-climate points, COP 2.7 / 3.4 / 4.2 / 5.0 at A -7 / B 2 / C 7 / D 12 C: the order of the declared values
 * of current air-to-water units (their SCOP at 35 C lies near 4). A default to be replaced by the maker's points.
 */
export const DEFAULT_HEAT_PUMP_COP: readonly PerformancePoint[] = [
  { tOutdoorC: -7, value: 2.7 },
  { tOutdoorC: 2, value: 3.4 },
  { tOutdoorC: 7, value: 4.2 },
  { tOutdoorC: 12, value: 5.0 },
];

/**
 * Default chiller curve: an air-cooled chiller (water 12/7 C) at EN 14825's cooling points, EER 3.0 / 3.7 / 4.5 /
 * 5.3 at A 35 / B 30 / C 25 / D 20 C (part load raises the EER as the condensing temperature falls). A default to be
 * replaced by the maker's points.
 */
export const DEFAULT_CHILLER_EER: readonly PerformancePoint[] = [
  { tOutdoorC: 20, value: 5.3 },
  { tOutdoorC: 25, value: 4.5 },
  { tOutdoorC: 30, value: 3.7 },
  { tOutdoorC: 35, value: 3.0 },
];

/**
 * The curve through `points` (any order, distinct temperatures, values 1..15) as a function of the outdoor
 * temperature: straight lines between neighbours, the end segments extended, never below 1.
 * @throws EngineInputError for no point, a repeated temperature or a value outside 1..15
 */
export function performanceCurve(points: readonly PerformancePoint[]): (tOutdoorC: number) => number {
  const sorted = [...points].sort((a, b) => a.tOutdoorC - b.tOutdoorC);
  if (sorted.length === 0 || sorted.some((p) => !(p.value >= 1 && p.value <= 15))) {
    throw new EngineInputError('a performance curve needs points with values 1..15');
  }
  if (sorted.some((p, i) => i > 0 && p.tOutdoorC === sorted[i - 1]!.tOutdoorC)) {
    throw new EngineInputError('a performance curve needs distinct outdoor temperatures');
  }
  if (sorted.length === 1) {
    const only = sorted[0]!.value;
    return () => only;
  }
  const ts = sorted.map((p) => p.tOutdoorC);
  const vs = sorted.map((p) => p.value);
  const last = ts.length - 1;
  return (t: number) => {
    let i = 0;
    while (i < last - 1 && t > ts[i + 1]!) {
      i++;
    }
    const value = vs[i]! + ((t - ts[i]!) / (ts[i + 1]! - ts[i]!)) * (vs[i + 1]! - vs[i]!);
    return Math.max(1, value);
  };
}
