/**
 * The Mollier tool's air point (docs/rules.md#mollier-points) and the process inputs that produce one.
 */
import { checkRange, EngineInputError } from '../errors';
import { airState } from '../psychro';
import type { AirState } from '../psychro';
import { cool, heat, humidifyAdiabatic, humidifySteam, mix } from './air-processes';
import type { CoolerSurface, ProcessResult } from './air-processes';

/** 10 heating, 20 cooling, 30 mixing, 40 adiabatic humidification, 50 steam humidification. */
export type ProcessCode = 10 | 20 | 30 | 40 | 50;

/** Points given as a state rather than computed by a process (the last three come from database mode). */
/** A fixed point's role: outdoor and indoor air, and in database mode the air after the heat recovery (DLL), a coil or
 * a fan (its motor's heat). */
export type FixedPointRole =
  'outdoor' | 'indoor' | 'DLL point' | 'Cooler point' | 'Heater point' | 'Fan point';

/** The `process` field (docs/rules.md#mollier-points): a fixed point's role or a process code. */
export type PointProcess = FixedPointRole | ProcessCode;

/**
 * What a process point is computed from, besides the air before it. Temperatures C, powers W, rh 0..1.
 * Cooling takes its surface temperature and humidity cap from the chart configuration; mixing its ratio too.
 */
export type ProcessInput =
  | { code: 10; tDb: number; heatingPower?: undefined }
  | { code: 10; heatingPower: number; tDb?: undefined }
  | { code: 20; tDb: number; coolingPower?: undefined }
  | { code: 20; coolingPower: number; tDb?: undefined }
  | { code: 30 }
  | { code: 40; rh: number }
  | { code: 50; rh: number };

/** A stream of air: its state and its mass flow of dry air, kg/s. */
export interface AirStream {
  state: AirState;
  massFlow: number;
}

/** What a process needs beyond the air it treats. */
export interface ProcessEnvironment {
  /** The cooler's surface temperature and humidity cap (process 20). */
  surface: CoolerSurface;
  /** The stream mixed in by process 30 (the indoor air in the Mollier tool). */
  other?: AirStream;
}

/**
 * Runs one process on a stream: the dispatch from a process input to engine/processes/air-processes.
 * @param from entering stream (state and dry-air mass flow, kg/s)
 * @param input the process code and its target
 * @param environment cooler surface (for 20) and the second stream (for 30)
 * @returns leaving air, power W (+ heating, - cooling), water and condensate kg/s
 * @throws EngineRangeError for a target out of range; EngineInputError for mixing without a second stream
 */
export function runProcess(
  from: AirStream,
  input: ProcessInput,
  environment: ProcessEnvironment,
): ProcessResult {
  const { state, massFlow } = from;
  switch (input.code) {
    case 10:
      return heat(state, massFlow, input);
    case 20:
      return cool(state, massFlow, input, environment.surface);
    case 30:
      if (environment.other === undefined) {
        throw new EngineInputError('mixing (process 30) needs a second stream');
      }
      return mix(state, massFlow, environment.other.state, environment.other.massFlow);
    case 40:
      return humidifyAdiabatic(state, massFlow, input.rh);
    case 50:
      return humidifySteam(state, massFlow, input.rh);
  }
}

/**
 * An air point of the Mollier tool: the state (all of AirState, so a point can feed the next process directly)
 * plus the flow and consumption fields of docs/rules.md#mollier-points.
 */
export interface AirPoint extends AirState {
  /** Position in the list, 1-based; renumbered when points are inserted or deleted. */
  id: number;
  process: PointProcess;
  /** Nominal air flow, m3/h: as entered for outdoor and indoor, carried along the chain by processes. */
  airflowM3h: number;
  /** The same in m3/s: m3/h / 3600 (the reading taken, docs/rules.md#airflow-units). */
  airflowM3s: number;
  /** Mass flow of dry air, kg/s: airflow / v at the point where the flow is entered, conserved by processes. */
  massFlow: number;
  /** Actual volume flow at this point's state, m3/h: massFlow v 3600. */
  realFlowM3h: number;
  /** Heat delivered to the air by this point's process, W: + heating or steam, - cooling. */
  usedPower: number;
  /** Water added by this point's process, kg/s; negative for condensate (or fog) removed. */
  usedWater: number;
  /** 10 temperature-driven, 20 power-driven (heating and cooling only). */
  calcParameter?: 10 | 20;
  /** The process input this point was computed from (process points only), kept for recalculation. */
  input?: ProcessInput;
  /** Ids of the points whose air this process took: the air before it, and the indoor point for mixing. */
  sourceIds?: number[];
  /** A point of a stored selection (database mode): its mass flow, power and water are the result's, and
   * recalculation keeps them. */
  fromResult?: true;
}

/** Highest air flow the Mollier tool accepts, m3/h (about 330 kg/s of air). */
export const AIRFLOW_MAX_M3H = 1_000_000;

const SECONDS_PER_HOUR = 3600;

/**
 * An air point from its dry bulb and relative humidity: outdoor, indoor, or a point of database mode.
 * @param id 1-based position
 * @param role the point's process field
 * @param given dry bulb, C, -100..200, and relative humidity, 0..1
 * @param airflowM3h nominal air flow at this state, m3/h, 0..1 000 000
 * @param pressure barometric pressure, Pa
 * @throws EngineRangeError for a value out of range
 */
export function fixedPoint(
  id: number,
  role: FixedPointRole,
  given: { tDb: number; rh: number },
  airflowM3h: number,
  pressure: number,
): AirPoint {
  checkRange('airflowM3h', airflowM3h, 0, AIRFLOW_MAX_M3H, 'm3/h');
  const state = airState({ tDb: given.tDb, rh: given.rh, pressure });
  const massFlow = airflowM3h / SECONDS_PER_HOUR / state.v;
  return { ...state, id, process: role, ...flows(airflowM3h, massFlow, state), usedPower: 0, usedWater: 0 };
}

/** What a stored selection gives a point besides its state: the stream's dry-air mass flow, kg/s, the heat and water
 * its step gave the air, W and kg/s, and the point before it on the stream (the process line). */
export interface ResultFlows {
  massFlow: number;
  usedPower: number;
  usedWater: number;
  sourceIds: number[];
}

/**
 * A point of a stored selection (Mollier database mode): the state from its dry bulb and humidity ratio, the
 * stream's one dry-air mass flow (not airflow / v at this state: a stream keeps its dry air from point to point) and
 * the step's power and water.
 * @param given dry bulb, C, and humidity ratio, kg/kg; airflowM3h the stream's nominal flow, m3/h
 */
export function resultPoint(
  id: number,
  role: FixedPointRole,
  given: { tDb: number; w: number },
  airflowM3h: number,
  result: ResultFlows,
  pressure: number,
): AirPoint {
  checkRange('airflowM3h', airflowM3h, 0, AIRFLOW_MAX_M3H, 'm3/h');
  checkRange('massFlow', result.massFlow, 0, AIRFLOW_MAX_M3H, 'kg/s');
  const state = airState({ tDb: given.tDb, w: given.w, pressure });
  return {
    ...state,
    id,
    process: role,
    ...flows(airflowM3h, result.massFlow, state),
    usedPower: result.usedPower,
    usedWater: result.usedWater,
    ...(result.sourceIds.length > 0 ? { sourceIds: result.sourceIds } : {}),
    fromResult: true,
  };
}

/**
 * The air point a process produces, without the list's bookkeeping (id and sources), which the Mollier list adds.
 * @param input the process and its target
 * @param result the process outcome (runProcess)
 * @param airflowM3h nominal air flow carried to this point, m3/h
 */
export function processedPoint(
  input: ProcessInput,
  result: ProcessResult,
  airflowM3h: number,
): Omit<AirPoint, 'id' | 'sourceIds'> {
  const { state, massFlow } = result;
  const calcParameter =
    input.code === 10 || input.code === 20 ? (input.tDb === undefined ? 20 : 10) : undefined;
  return {
    ...state,
    process: input.code,
    ...flows(airflowM3h, massFlow, state),
    usedPower: result.power,
    usedWater: result.water - result.condensate,
    ...(calcParameter === undefined ? {} : { calcParameter }),
    input,
  };
}

function flows(airflowM3h: number, massFlow: number, state: AirState) {
  return {
    airflowM3h,
    airflowM3s: airflowM3h / SECONDS_PER_HOUR,
    massFlow,
    realFlowM3h: massFlow * state.v * SECONDS_PER_HOUR,
  };
}
