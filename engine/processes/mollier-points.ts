/**
 * The Mollier tool's point list and its operations (docs/rules.md#mollier-processes), as pure functions: each takes a
 * list and returns a new one, recalculated, and never changes its argument.
 *
 * Readings taken (docs/engine.md, "Mollier point list"):
 * - The list is [outdoor, indoor, up to 4 process points] (database mode inserts fixed points instead). The
 *   indoor point is room air, not part of the supply chain: a process works on the nearest earlier point that is
 *   not the indoor point, so the first process treats the outdoor air.
 * - Mixing (30) mixes that chain air with the indoor point. At the first process this is the original's "two prior
 *   points", outdoor and indoor. While the list holds a mixing process, the configured air flow is split: outdoor
 *   gets round(airflow x mixingRatio / 100) m3/h and indoor the remainder; without one, each keeps its own.
 * - Recalculation recomputes every point in order from its stored input. Since the engine is deterministic, points
 *   that do not depend on a change come out identical, which is the original's rule (docs/rules.md#mollier-processes)
 * (later points follow an earlier   change; changing the indoor point moves nothing unless a mixing process uses it;
 * altitude moves everything).
 */
import { checkRange, EngineInputError, EngineRangeError } from '../errors';
import { airState, PRESSURE_SEA_LEVEL } from '../psychro';
import { fixedPoint, processedPoint, resultPoint, runProcess } from './air-point';
import type { AirPoint, FixedPointRole, ProcessCode, ProcessInput, ResultFlows } from './air-point';

export type Season = 'summer' | 'winter';

/** The chart configuration values the point list depends on (docs/rules.md#mollier-defaults). */
export interface MollierContext {
  /** Barometric pressure, Pa (from the altitude: standardPressure). */
  pressure: number;
  /** The configured air flow, m3/h: the total of outdoor and indoor air while a mixing process exists. */
  airflowM3h: number;
  /** Outdoor share of the mixed air, %, 0..100. */
  mixingRatio: number;
  /** Cooler surface temperature, C (coolerSurfaceTemperature). */
  tSurface: number;
  /** Highest relative humidity a process may leave, 0..1 (maximalHumidityInProcess / 100). */
  rhMax: number;
}

/** docs/rules.md#mollier-defaults: altitude 0 (101 325 Pa), 10 000 m3/h, mixing ratio 100, max humidity 100 %, cooler
 * surface 10 C. */
export const MOLLIER_DEFAULT_CONTEXT: MollierContext = {
  pressure: PRESSURE_SEA_LEVEL,
  airflowM3h: 10_000,
  mixingRatio: 100,
  tSurface: 10,
  rhMax: 1,
};

/** At most 4 processes can be added (docs/rules.md#mollier-processes). */
export const MAX_PROCESSES = 4;

/** The default outdoor and indoor air of each season (docs/rules.md#mollier-points): dry bulb C, rh 0..1. */
export const SEASON_DEFAULTS: Record<Season, Record<'outdoor' | 'indoor', { tDb: number; rh: number }>> = {
  summer: { outdoor: { tDb: 35, rh: 0.4 }, indoor: { tDb: 22, rh: 0.4 } },
  winter: { outdoor: { tDb: -20, rh: 0.9 }, indoor: { tDb: 20, rh: 0.4 } },
};

/** Positions at which database mode inserts a point (0-based list index, as the original splices), or the end. */
export type InsertPosition = 1 | 2 | 4 | 'end';

/**
 * Reset: the season's default outdoor and indoor points, recomputed from dry bulb and rh (the original's other
 * default fields were rounded outputs of the original's formulas, so they are not copied).
 * @param season summer or winter
 * @param context pressure and air flow; the defaults of docs/rules.md#mollier-defaults unless given
 * @returns [outdoor, indoor]
 */
export function defaultPoints(season: Season, context: MollierContext = MOLLIER_DEFAULT_CONTEXT): AirPoint[] {
  const { outdoor, indoor } = SEASON_DEFAULTS[season];
  return [
    fixedPoint(1, 'outdoor', outdoor, context.airflowM3h, context.pressure),
    fixedPoint(2, 'indoor', indoor, context.airflowM3h, context.pressure),
  ];
}

/**
 * Sets the outdoor or indoor point, or edits one of its fields (dry bulb C, rh 0..1, air flow m3/h), recomputing
 * it and every later point.
 * @throws EngineInputError when the list has no such point, or for an air flow while a mixing process fixes it;
 *   EngineRangeError for a value out of range
 */
export function editFixedPoint(
  points: readonly AirPoint[],
  role: 'outdoor' | 'indoor',
  changes: { tDb?: number; rh?: number; airflowM3h?: number },
  context: MollierContext,
): AirPoint[] {
  const index = points.findIndex((p) => p.process === role);
  const point = points[index];
  if (point === undefined) {
    throw new EngineInputError(`the list has no ${role} point`);
  }
  if (changes.airflowM3h !== undefined && hasMixing(points)) {
    throw new EngineInputError('the air flow is set by the mixing ratio while a mixing process exists');
  }
  const edited = fixedPoint(
    point.id,
    role,
    { tDb: changes.tDb ?? point.tDb, rh: changes.rh ?? point.rh },
    changes.airflowM3h ?? point.airflowM3h,
    context.pressure,
  );
  return recalculate(replaceAt(points, index, edited), context);
}

/**
 * Appends an empty process point: heating to the dry bulb it already has (no change), ready to be renamed or
 * given a target.
 * @throws EngineRangeError when the list already holds 4 processes
 */
export function appendPoint(points: readonly AirPoint[], context: MollierContext): AirPoint[] {
  const processes = points.filter(isProcessPoint).length;
  if (processes >= MAX_PROCESSES) {
    throw new EngineRangeError('processes', processes + 1, 0, MAX_PROCESSES, '');
  }
  const chain = points[chainIndex(points, points.length)];
  if (chain === undefined) {
    throw new EngineInputError('a process needs an outdoor point before it');
  }
  const placeholder: AirPoint = {
    ...chain,
    id: points.length + 1,
    process: 10,
    input: { code: 10, tDb: chain.tDb },
  };
  return recalculate([...points, placeholder], context);
}

/**
 * Changes a process point's process (the original's rename). The new process starts neutral: heating or cooling to
 * the entering dry bulb, humidifying to the entering rh; mixing uses the configured ratio.
 * @param id the point's 1-based id
 */
export function renamePoint(
  points: readonly AirPoint[],
  id: number,
  code: ProcessCode,
  context: MollierContext,
): AirPoint[] {
  const index = processIndex(points, id);
  const chain = points[chainIndex(points, index)] as AirPoint;
  const input: ProcessInput =
    code === 10 || code === 20 ? { code, tDb: chain.tDb } : code === 30 ? { code } : { code, rh: chain.rh };
  return applyProcess(points, id, input, context);
}

/**
 * Computes a process point from the air before it (apply a process: heating from a target temperature or power,
 * cooling from a target temperature or power, mixing, humidifying to a target rh), then every later point.
 * @param id the point's 1-based id (a process point, not a fixed one)
 * @throws EngineInputError for a fixed point; EngineRangeError for a target out of range
 */
export function applyProcess(
  points: readonly AirPoint[],
  id: number,
  input: ProcessInput,
  context: MollierContext,
): AirPoint[] {
  const index = processIndex(points, id);
  const changed = replaceAt(points, index, { ...(points[index] as AirPoint), process: input.code, input });
  return commit(points, changed, context);
}

/**
 * Deletes a point other than outdoor and indoor; later ids move down by one and later points are recalculated.
 * @throws EngineInputError for the outdoor or indoor point or an unknown id
 */
export function deletePoint(points: readonly AirPoint[], id: number, context: MollierContext): AirPoint[] {
  const index = id - 1;
  const point = points[index];
  if (point === undefined || point.process === 'outdoor' || point.process === 'indoor') {
    throw new EngineInputError(`point ${id} cannot be deleted (only points after outdoor and indoor can)`);
  }
  return commit(
    points,
    points.filter((_, i) => i !== index),
    context,
  );
}

/**
 * Inserts a fixed point (database mode: supply and exhaust after heat recovery, cooler and heater outlets) at a
 * list index 1, 2 or 4, or at the end; later ids move up by one.
 * @param given the point's role, dry bulb C and rh 0..1; it carries the configured air flow
 * @throws EngineInputError for a position beyond the end of the list
 */
export function insertPoint(
  points: readonly AirPoint[],
  position: InsertPosition,
  given: { role: Exclude<FixedPointRole, 'outdoor' | 'indoor'>; tDb: number; rh: number },
  context: MollierContext,
): AirPoint[] {
  const index = position === 'end' ? points.length : position;
  if (index > points.length) {
    throw new EngineInputError(`cannot insert at position ${index} of a list of ${points.length} points`);
  }
  const point = fixedPoint(index + 1, given.role, given, context.airflowM3h, context.pressure);
  return recalculate([...points.slice(0, index), point, ...points.slice(index)], context);
}

/**
 * Recomputes the whole list in order: fixed points from their dry bulb and rh at context.pressure, process points
 * from the air before them and their stored input. Use it when the altitude, air flow, mixing ratio, cooler
 * surface or humidity cap changes. Ids are renumbered 1..n.
 * @throws EngineRangeError when a stored target no longer fits (e.g. heating below the new entering dry bulb)
 */
export function recalculate(points: readonly AirPoint[], context: MollierContext): AirPoint[] {
  checkRange('mixingRatio', context.mixingRatio, 0, 100, '%');
  const mixing = hasMixing(points);
  const outdoorShare = Math.round((context.airflowM3h * context.mixingRatio) / 100);
  const surface = { tSurface: context.tSurface, rhMax: context.rhMax };
  const result: AirPoint[] = [];
  points.forEach((point, index) => {
    const id = index + 1;
    if (point.input === undefined) {
      if (typeof point.process === 'number') {
        throw new EngineInputError(`process point ${id} carries no process input`);
      }
      const role = point.process;
      if (point.fromResult) {
        // A stored selection's point: its flows and power are the result's; only the pressure may change.
        const flows = { ...point, sourceIds: point.sourceIds ?? [] };
        result.push(resultPoint(id, role, point, point.airflowM3h, flows, context.pressure));
        return;
      }
      const airflowM3h = !mixing
        ? point.airflowM3h
        : role === 'outdoor'
          ? outdoorShare
          : role === 'indoor'
            ? context.airflowM3h - outdoorShare
            : point.airflowM3h;
      result.push(fixedPoint(id, role, point, airflowM3h, context.pressure));
      return;
    }
    const chain = result[chainIndex(result, index)];
    if (chain === undefined) {
      throw new EngineInputError(`process point ${id} has no outdoor point before it`);
    }
    const indoor = result.find((p) => p.process === 'indoor');
    const outcome = runProcess({ state: chain, massFlow: chain.massFlow }, point.input, {
      surface,
      ...(indoor === undefined ? {} : { other: { state: indoor, massFlow: indoor.massFlow } }),
    });
    const mixesIndoor = point.input.code === 30 && indoor !== undefined;
    const airflowM3h = chain.airflowM3h + (mixesIndoor ? indoor.airflowM3h : 0);
    const sourceIds = mixesIndoor ? [chain.id, indoor.id] : [chain.id];
    result.push({ id, ...processedPoint(point.input, outcome, airflowM3h), sourceIds });
  });
  return result;
}

/**
 * The air a process point treats: the nearest earlier point that is not the indoor point.
 * @param id the process point's 1-based id
 * @returns that point, or undefined when there is none (no outdoor point before it)
 */
export function enteringPoint(points: readonly AirPoint[], id: number): AirPoint | undefined {
  return points[chainIndex(points, id - 1)];
}

function isProcessPoint(point: AirPoint): boolean {
  return point.input !== undefined;
}

function hasMixing(points: readonly AirPoint[]): boolean {
  return points.some((p) => p.input?.code === 30);
}

/** Index of the air a point at `index` treats: the nearest earlier point that is not the indoor point (or -1). */
function chainIndex(points: readonly AirPoint[], index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    if (points[i]?.process !== 'indoor') {
      return i;
    }
  }
  return -1;
}

/** The list index of process point `id`, or EngineInputError. */
function processIndex(points: readonly AirPoint[], id: number): number {
  const point = points[id - 1];
  if (point === undefined || !isProcessPoint(point)) {
    throw new EngineInputError(`point ${id} is not a process point`);
  }
  return id - 1;
}

function replaceAt(points: readonly AirPoint[], index: number, point: AirPoint): AirPoint[] {
  return points.map((p, i) => (i === index ? point : p));
}

/**
 * Recalculates a changed list. When the change removed the last mixing process, outdoor and indoor get the
 * configured air flow back (they carried the mixing split until then).
 */
function commit(
  before: readonly AirPoint[],
  after: readonly AirPoint[],
  context: MollierContext,
): AirPoint[] {
  const leftMixing = hasMixing(before) && !hasMixing(after);
  return recalculate(
    leftMixing
      ? after.map((p) =>
          p.process === 'outdoor' || p.process === 'indoor' ? { ...p, airflowM3h: context.airflowM3h } : p,
        )
      : after,
    context,
  );
}

/**
 * How a user defined a point: a fixed point by its dry bulb (C), rh (0..1) and air flow (m3/h), or a process. A point
 * of a stored selection (database mode) also carries the result's flows (`result`), kept as they are.
 */
export type PointDefinition =
  | { process: FixedPointRole; tDb: number; rh: number; airflowM3h: number; result?: ResultFlows }
  | { process: 'process'; input: ProcessInput };

/**
 * Rebuilds a whole list from its definitions (what a saved or exported chart keeps): every state is computed anew.
 * @throws EngineInputError when a process comes before any fixed point; EngineRangeError for a value out of range
 */
export function pointsFromDefinitions(
  definitions: readonly PointDefinition[],
  context: MollierContext,
): AirPoint[] {
  const list: AirPoint[] = [];
  definitions.forEach((definition, index) => {
    if (definition.process !== 'process') {
      const { result } = definition;
      list.push(
        result === undefined
          ? fixedPoint(index + 1, definition.process, definition, definition.airflowM3h, context.pressure)
          : resultPoint(
              index + 1,
              definition.process,
              {
                tDb: definition.tDb,
                w: airState({ tDb: definition.tDb, rh: definition.rh, pressure: context.pressure }).w,
              },
              definition.airflowM3h,
              result,
              context.pressure,
            ),
      );
      return;
    }
    const before = list.at(-1);
    if (before === undefined) {
      throw new EngineInputError('a process needs a fixed point before it');
    }
    // A placeholder state: recalculate computes the point from the air before it and its input.
    list.push({ ...before, id: index + 1, process: definition.input.code, input: definition.input });
  });
  return recalculate(list, context);
}
