/**
 * The cooler of a year's cooling hours from a table over the entering air (issue 25, acceptance 5: a year in
 * milliseconds). The cooler's own rating (rateCoolerExactly: the coil the selection chose, throttled by its valve to
 * the target, the throttled flow a root of its rating, the fan's rise settled in two or three passes) costs about a
 * millisecond per hour; within a year its air flow and supply target are fixed, so what the coil does depends on the
 * entering air only. Its leaving air lies on the straight line towards its effective surface (process 20 with the
 * surface at the rated apparatus dew point), and that surface temperature is smooth in the entering dry bulb and
 * humidity ratio on either side of the edge where the coil starts to wet (surface at the air's dew point), where its
 * slope bends. The table rates the coil (one pass, at the rise of the entering W) on a grid of TABLE_T_K x TABLE_W
 * once per node and year, as its nodes are first needed; an hour takes the surface of the dry cells (its own or the
 * one below) and of the wet cells (its own, on the plane through its three wet nodes where only the driest cools dry,
 * or the one above), bilinear or extrapolated linearly in W, on the plane through three nodes where the fourth lies
 * beyond saturation; dry if the dry surface stays at or above the air's dew
 * point, wet if the wet one lies below it, else at the dew point itself; then runs process 20 itself, with the fan's
 * rise settled on the leaving W as the rating does. The wet/dry edge of the leaving air is so exact.
 *
 * The coil keeps its geometry (rows, fin pitch, tubes, circuits) at every node, so the surface has no steps: the
 * table holds the hour's cooler load within 0.5 % of the coil's own rating off the wet edge; in the cells the edge
 * crosses, where the table runs straight across the bend, within 1.5 % (the most at light loads, where a few
 * hundredths of a kelvin of the surface are a per cent of the duty); a year's cooler energy stays within 0.5 % of
 * the rating hour by hour (cooler-table.test.ts). Cells the table cannot serve are rated by the coil itself: a node
 * where the coil idles (entering air at or below the target) or one it cannot bring to the target with its valve
 * open beside one it rates; a cell whose nodes it cannot bring there (those below saturation) is refused as a whole,
 * its hours on the refused air side (coolerBeyondDesign).
 */
import { EngineDutyError } from '../errors';
import { cool } from '../processes';
import { airState, humidityRatioFromVapourPressure, saturationPressure, type AirState } from '../psychro';
import { dryAirMassFlow } from '../recovery/recovery';
import { designCoilBeforeFan, fanRise } from '../select';
import {
  coolerBeyondDesign,
  rateCoolerExactly,
  type CoolerRating,
  type RateCooler,
  type UnitHourModel,
} from './unit-hour';

/** The table's grid: entering dry bulb, K, and humidity ratio, kg/kg. */
export const TABLE_T_K = 2;
export const TABLE_W = 0.002;

/** A node's rating: the coil's apparatus dew point, C, and whether it condenses; or why the table has none. */
type Node = { tSurface: number; wet: boolean } | 'idle' | 'refused' | 'saturated';

/** Whether the coil rated a node (its surface known). */
const rated = (value: Node): value is Exclude<Node, string> => typeof value === 'object';

/** Fixed-point passes for the fan's rise (as designCoilBeforeFan: two or three settle it). */
const RISE_PASSES = 5;

/**
 * A cooler rating for the hours of one year of `model` (the same flow throughout): the table described in the
 * module's comment, its nodes rated as they are first needed. Without a cooler it rates nothing.
 */
export function coolerTable(
  model: UnitHourModel,
): RateCooler & { nodesRated: () => number; exactCalls: () => number } {
  const nodes = new Map<string, Node>();
  let exactCalls = 0;
  const exactly: RateCooler = (airIn, massFlow, target) => rateCoolerExactly(model, airIn, massFlow, target);
  const cooler = model.cooler;

  const node = (i: number, j: number, target: number): Node => {
    const key = `${i},${j},${target}`;
    const known = nodes.get(key);
    if (known !== undefined) {
      return known;
    }
    const tDb = i * TABLE_T_K;
    const w = j * TABLE_W;
    let value: Node;
    if (
      cooler === null ||
      w <= 0 ||
      w > humidityRatioFromVapourPressure(saturationPressure(tDb), model.pressure)
    ) {
      value = 'saturated';
    } else {
      const airIn = airState({ tDb, w, pressure: model.pressure });
      const massFlow = dryAirMassFlow(model.flowSupplyM3h / 3600, w, model.pressure);
      try {
        // One design at the rise of the entering W (settle false): the rise moves the coil's target by hundredths
        // of a kelvin, which the hour settles itself.
        const coil = designCoilBeforeFan(
          model.type,
          'cooler',
          cooler.spec,
          airIn,
          massFlow,
          cooler.tWinterOutdoor,
          target,
          model.fanPowerW.supply,
          undefined,
          false,
        );
        value =
          coil.apparatusDewPoint === null ? 'idle' : { tSurface: coil.apparatusDewPoint, wet: coil.wet };
      } catch (error) {
        if (!(error instanceof EngineDutyError)) {
          throw error;
        }
        value = 'refused';
      }
    }
    nodes.set(key, value);
    return value;
  };

  /**
   * The surface temperature on the cell (i, j) of `kind` (all its rated nodes dry, or all wet) at the cell's fractions
   * fx, fy (outside 0..1: extrapolated, linear): bilinear, or on the plane through three nodes when the cell's corner
   * at the lowest temperature and highest humidity lies beyond saturation; null when the cell is not all `kind`.
   */
  const surfaceOn = (
    i: number,
    j: number,
    fx: number,
    fy: number,
    target: number,
    wet: boolean,
  ): number | null => {
    const lowDry = node(i, j, target);
    const highDry = node(i + 1, j, target);
    const lowWet = node(i, j + 1, target);
    const highWet = node(i + 1, j + 1, target);
    if (typeof lowDry !== 'object' || typeof highDry !== 'object' || typeof highWet !== 'object') {
      return null;
    }
    const rated =
      typeof lowWet === 'object' ? [lowDry, highDry, lowWet, highWet] : [lowDry, highDry, highWet];
    if (
      !(typeof lowWet === 'object' || lowWet === 'saturated') ||
      rated.some((corner) => corner.wet !== wet)
    ) {
      return null;
    }
    return typeof lowWet === 'object'
      ? (1 - fy) * ((1 - fx) * lowDry.tSurface + fx * highDry.tSurface) +
          fy * ((1 - fx) * lowWet.tSurface + fx * highWet.tSurface)
      : lowDry.tSurface +
          fx * (highDry.tSurface - lowDry.tSurface) +
          fy * (highWet.tSurface - highDry.tSurface);
  };

  /**
   * The wet surface on the plane through a cell's three wet nodes when its fourth, the node of the lowest temperature
   * and humidity (the warmest surface, the lowest dew point), still cools dry: the edge where the coil starts to wet
   * crosses the cell there, and the three wet nodes bound the hour closer than the cell above. null otherwise.
   */
  const wetPlane = (i: number, j: number, fx: number, fy: number, target: number): number | null => {
    const lowDry = node(i, j, target);
    const highDry = node(i + 1, j, target);
    const lowWet = node(i, j + 1, target);
    const highWet = node(i + 1, j + 1, target);
    if (
      !rated(lowDry) ||
      lowDry.wet ||
      !rated(highDry) ||
      !highDry.wet ||
      !rated(lowWet) ||
      !lowWet.wet ||
      !rated(highWet) ||
      !highWet.wet
    ) {
      return null;
    }
    return (
      highWet.tSurface +
      (1 - fx) * (lowWet.tSurface - highWet.tSurface) +
      (1 - fy) * (highDry.tSurface - highWet.tSurface)
    );
  };

  const rate: RateCooler = (airIn, massFlow, target) => {
    const x = airIn.tDb / TABLE_T_K;
    const y = airIn.w / TABLE_W;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = x - i;
    const fy = y - j;
    const corners = [
      node(i, j, target),
      node(i + 1, j, target),
      node(i, j + 1, target),
      node(i + 1, j + 1, target),
    ];
    if (
      corners[0] === 'refused' &&
      corners.every((corner) => corner === 'refused' || corner === 'saturated')
    ) {
      return coolerBeyondDesign(model, airIn, massFlow, target);
    }
    // The coil cools dry while its surface stays above the air's dew point, and wets below it (process 20); the
    // surface temperature bends where the coil starts to wet, so each side has its own cells: the dry surface from
    // this cell or the one below it (drier air), the wet from this cell or the one above it.
    const dry = surfaceOn(i, j, fx, fy, target, false) ?? surfaceOn(i, j - 1, fx, fy + 1, target, false);
    const wet =
      surfaceOn(i, j, fx, fy, target, true) ??
      wetPlane(i, j, fx, fy, target) ??
      surfaceOn(i, j + 1, fx, fy - 1, target, true);
    let tSurface: number | null = null;
    if (dry !== null && (dry >= airIn.tDp || wet === null)) {
      tSurface = dry >= airIn.tDp ? dry : null;
    } else if (wet !== null && wet < airIn.tDp) {
      tSurface = wet;
    } else if (dry !== null && wet !== null) {
      // Between the two: the surface at the dew point, where the coil starts to wet.
      tSurface = airIn.tDp;
    }
    if (tSurface === null) {
      exactCalls++;
      return exactly(airIn, massFlow, target);
    }
    return settle(model, airIn, massFlow, target, tSurface) ?? exactly(airIn, massFlow, target);
  };
  return Object.assign(rate, { nodesRated: () => nodes.size, exactCalls: () => exactCalls });
}

/**
 * The coil with its surface at `tSurface`: process 20 to the fan's rise below the target, the rise settled by the
 * leaving W (as designCoilBeforeFan). null when the surface is not below the coil's target (the table's nodes do not
 * bound this air).
 */
function settle(
  model: UnitHourModel,
  airIn: AirState,
  massFlow: number,
  target: number,
  tSurface: number,
): CoolerRating | null {
  let w = airIn.w;
  let coilTarget = target - fanRise(model.fanPowerW.supply, massFlow, w);
  if (!(tSurface < coilTarget && coilTarget < airIn.tDb)) {
    return null;
  }
  let air = cool(airIn, massFlow, { tDb: coilTarget }, { tSurface, rhMax: 1 });
  for (let pass = 0; pass < RISE_PASSES && Math.abs(air.state.w - w) > 1e-9; pass++) {
    w = air.state.w;
    coilTarget = target - fanRise(model.fanPowerW.supply, massFlow, w);
    air = cool(airIn, massFlow, { tDb: coilTarget }, { tSurface, rhMax: 1 });
  }
  return { airOut: air.state, coolerW: -air.power, beyondDesign: false };
}
