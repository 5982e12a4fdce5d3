/**
 * The air processes of the Mollier tool and the configurator (docs/rules.md#engine-psychrometrics), as energy and
 * mass balances on a stream of dry air at constant pressure: ASHRAE Handbook Fundamentals 2017 ch. 1, section
 * "Typical Air-Conditioning Processes".
 *
 * Sign convention: `power` is the heat the component delivers to the air stream, W: positive for heaters and
 * steam generators, negative for coolers. `water` is liquid or steam added to the air, `condensate` is water
 * removed from it (or, after mixing, fog), both kg/s and never negative.
 *
 * Targets are setpoints: one the entering air already meets (heating to a lower dry bulb, cooling to a higher
 * one, humidifying to a lower rh) leaves the component idle and the air unchanged, as a controlled coil or
 * humidifier would, so a chain of processes stays valid when an earlier point changes. Targets no component can
 * reach (beyond the validity range, below the cooler surface) throw EngineRangeError.
 */
import { checkRange, EngineInputError } from '../errors';
import {
  airState,
  condensedWaterEnthalpy,
  CP_AIR,
  CP_VAPOUR,
  dewPointFromVapourPressure,
  dryBulbFromEnthalpy,
  enthalpy,
  H_STEAM_100C,
  H_VAPOUR_0C,
  humidityRatioFromVapourPressure,
  humidityRatioFromWetBulb,
  saturationPressure,
  T_MAX,
  T_MIN,
  vapourPressureFromHumidityRatio,
} from '../psychro';
import type { AirState } from '../psychro';
import { solveBracketed } from '../solve';

/** The outcome of a process on a stream of dry air. */
export interface ProcessResult {
  /** The leaving air. */
  state: AirState;
  /** Leaving mass flow of dry air, kg/s. */
  massFlow: number;
  /** Heat delivered to the air by the component, W (negative: removed). */
  power: number;
  /** Water or steam added to the air, kg/s. */
  water: number;
  /** Water removed from the air (condensate, or fog after mixing), kg/s. */
  condensate: number;
}

/** Largest dry-air mass flow the processes accept, kg/s (about 3 million m3/h, beyond any air handling unit). */
export const MASS_FLOW_MAX = 1000;

/** Temperatures of process targets are solved to this, K. */
const T_TOLERANCE = 1e-9;

function checkMassFlow(massFlow: number): number {
  return checkRange('massFlow', massFlow, 0, MASS_FLOW_MAX, 'kg/s');
}

/** The result of a component whose setpoint the air already meets: the entering state, copied field by field
 * (the caller may pass a richer object, such as an AirPoint, whose other fields must not leak into the result). */
function idle(from: AirState, massFlow: number): ProcessResult {
  const { tDb, tWb, tDp, rh, w, h, v, rho, pws, pw, pressure } = from;
  return {
    state: { tDb, tWb, tDp, rh, w, h, v, rho, pws, pw, pressure },
    massFlow,
    power: 0,
    water: 0,
    condensate: 0,
  };
}

/** Target of a heater: the leaving dry bulb (C) or the heating power (W, >= 0). */
export type HeatingTarget =
  { tDb: number; heatingPower?: undefined } | { heatingPower: number; tDb?: undefined };

/**
 * Sensible heating (process 10): W stays constant, P = m_da (h2 - h1) (ASHRAE 2017 ch. 1, "Moist-Air Sensible
 * Heating or Cooling").
 * @param from entering air
 * @param massFlow dry air, kg/s, 0..1000
 * @param target leaving dry bulb setpoint, C, -100..200 (idle at or below from.tDb); or heating power, W, 0 up to
 *   the power that reaches 200 C
 * @returns leaving air, power >= 0 W, no water
 * @throws EngineRangeError for a target outside its range
 */
export function heat(from: AirState, massFlow: number, target: HeatingTarget): ProcessResult {
  checkMassFlow(massFlow);
  let tDb: number;
  if (target.tDb !== undefined) {
    if (checkRange('tDb', target.tDb, T_MIN, T_MAX, 'C') <= from.tDb) {
      return idle(from, massFlow);
    }
    tDb = target.tDb;
  } else {
    const maxPower = massFlow * (enthalpy(T_MAX, from.w) - from.h);
    const power = checkRange('heatingPower', target.heatingPower, 0, maxPower, 'W');
    tDb = massFlow > 0 ? dryBulbFromEnthalpy(from.h + power / massFlow, from.w) : from.tDb;
  }
  const state = airState({ tDb, w: from.w, pressure: from.pressure });
  return { state, massFlow, power: massFlow * (state.h - from.h), water: 0, condensate: 0 };
}

/** Target of a cooler: the leaving dry bulb (C) or the cooling power (W, >= 0, heat removed from the air). */
export type CoolingTarget =
  { tDb: number; coolingPower?: undefined } | { coolingPower: number; tDb?: undefined };

/** The cooler's surface: its temperature, C, and the humidity cap on the leaving air, 0..1. */
export interface CoolerSurface {
  /** Cooler surface (apparatus dew point) temperature, C, -100..200 (at or above the entering dry bulb it cannot
   * cool at all). */
  tSurface: number;
  /** Highest relative humidity of the leaving air, 0..1 (the original's maximalHumidityInProcess). */
  rhMax: number;
}

/**
 * Cooling (process 20), apparatus-dew-point / bypass-factor model. The leaving state lies on the straight line in
 * (t, W) from the entering state towards the surface state S, with the bypass factor
 * BF = (t2 - tS) / (t1 - tS) = (W2 - WS) / (W1 - WS). S is saturated at the surface temperature when the surface is
 * below the entering dew point (the coil dehumidifies); otherwise S = (tS, W1) and the coil cools dry. The
 * humidity cap then limits the leaving air to rh <= rhMax at its dry bulb (more water condenses).
 * Energy: P = m_da [(h2 - h1) + (W1 - W2) h_w(t2)], the condensate leaving at the leaving-air temperature
 * (ASHRAE 2017 ch. 1, "Moist-Air Cooling and Dehumidification").
 * @param from entering air
 * @param massFlow dry air, kg/s, 0..1000
 * @param target leaving dry bulb setpoint, C, min(tSurface, from.tDb)..200 (idle at or above from.tDb); or cooling
 *   power, W, between the power of the cap alone
 *   (zero unless the entering air is above the cap) and the power that reaches the surface temperature
 * @param surface cooler surface temperature, C, and humidity cap, 0..1
 * @returns leaving air, power <= 0 W, condensate kg/s
 * @throws EngineRangeError for a target, surface temperature or cap outside its range
 */
export function cool(
  from: AirState,
  massFlow: number,
  target: CoolingTarget,
  surface: CoolerSurface,
): ProcessResult {
  checkMassFlow(massFlow);
  const { tDb: t1, w: w1, pressure } = from;
  // A surface warmer than the air cannot cool it: the only state it reaches is the entering one.
  const tS = Math.min(checkRange('tSurface', surface.tSurface, T_MIN, T_MAX, 'C'), t1);
  const rhMax = checkRange('rhMax', surface.rhMax, 0, 1, '');
  const wS = tS < from.tDp ? humidityRatioFromVapourPressure(saturationPressure(tS), pressure) : w1;

  // Leaving humidity ratio at a leaving dry bulb t: the bypass line, capped at rhMax.
  const leavingW = (t: number): number => {
    const wLine = t1 > tS ? wS + ((w1 - wS) * (t - tS)) / (t1 - tS) : wS;
    const wCap = humidityRatioFromVapourPressure(rhMax * saturationPressure(t), pressure);
    return Math.min(wLine, wCap);
  };
  // Heat removed at a leaving dry bulb t, W (the cooling duty, positive).
  const duty = (t: number): number => {
    const w2 = leavingW(t);
    return massFlow * (from.h - enthalpy(t, w2) - (w1 - w2) * condensedWaterEnthalpy(t));
  };

  let t2: number;
  if (target.tDb !== undefined) {
    t2 = Math.min(checkRange('tDb', target.tDb, tS, T_MAX, 'C'), t1);
  } else {
    const coolingPower = checkRange('coolingPower', target.coolingPower, duty(t1), duty(tS), 'W');
    t2 =
      massFlow > 0
        ? solveBracketed((t) => duty(t) - coolingPower, tS, t1, T_TOLERANCE, 'cool (cooling power)')
        : t1;
  }
  if (t2 >= t1 && from.rh <= rhMax) {
    return idle(from, massFlow);
  }
  const state = airState({ tDb: t2, w: leavingW(t2), pressure });
  const condensate = massFlow * (w1 - state.w);
  return {
    state,
    massFlow,
    power: massFlow * (state.h - from.h) + condensate * condensedWaterEnthalpy(t2),
    water: 0,
    condensate,
  };
}

/**
 * Adiabatic mixing of two streams (process 30): dry air, water and enthalpy are conserved, so W and h are the
 * mass-weighted means (ASHRAE 2017 ch. 1, "Adiabatic Mixing of Two Moist Airstreams"). Where the mixture would be
 * supersaturated, the excess water forms fog: the air leaves saturated at the temperature that conserves
 * enthalpy with the fog as liquid water, and the fog is reported as condensate.
 * @param a first stream; massFlowA its dry air, kg/s, 0..1000
 * @param b second stream at the same pressure; massFlowB its dry air, kg/s, 0..1000
 * @returns mixed air with massFlow = massFlowA + massFlowB (> 0), power 0, fog as condensate
 * @throws EngineInputError for streams at different pressures or no flow at all; EngineRangeError for a mass flow
 *   out of range
 */
export function mix(a: AirState, massFlowA: number, b: AirState, massFlowB: number): ProcessResult {
  checkMassFlow(massFlowA);
  checkMassFlow(massFlowB);
  if (a.pressure !== b.pressure) {
    throw new EngineInputError(`mixed streams must share one pressure (${a.pressure} Pa, ${b.pressure} Pa)`);
  }
  const massFlow = massFlowA + massFlowB;
  if (!(massFlow > 0)) {
    throw new EngineInputError('mixing needs a mass flow in at least one stream');
  }
  const { pressure } = a;
  const w = (massFlowA * a.w + massFlowB * b.w) / massFlow;
  const h = (massFlowA * a.h + massFlowB * b.h) / massFlow;
  const tDb = dryBulbFromEnthalpy(h, w);
  if (vapourPressureFromHumidityRatio(w, pressure) <= saturationPressure(tDb)) {
    return { state: airState({ tDb, w, pressure }), massFlow, power: 0, water: 0, condensate: 0 };
  }
  // Fog: saturated air at t plus liquid (w - Ws(t)) holds the mixture's enthalpy; t lies between the mixture's
  // dry bulb (too cold: all the water as vapour) and the dew point of w (too warm: no water left to condense).
  const wSat = (t: number) => humidityRatioFromVapourPressure(saturationPressure(t), pressure);
  const tFog = solveBracketed(
    (t) => enthalpy(t, wSat(t)) + (w - wSat(t)) * condensedWaterEnthalpy(t) - h,
    tDb,
    dewPointFromVapourPressure(vapourPressureFromHumidityRatio(w, pressure)),
    T_TOLERANCE,
    'mix (fog)',
  );
  const state = airState({ tDb: tFog, rh: 1, pressure });
  return { state, massFlow, power: 0, water: 0, condensate: massFlow * (w - state.w) };
}

/**
 * Adiabatic (spray or evaporative) humidification to a target relative humidity (process 40), along the
 * entering air's thermodynamic wet bulb t*. By the definition behind eqs. 33 and 35 (adiabatic saturation), every
 * state on that line satisfies h + (W_s* - W) h_w(t*) = h_s*, so h2 - h1 = (W2 - W1) h_w(t*): the enthalpy rises
 * only by the enthalpy of the evaporated water, supplied at t* (ASHRAE 2017 ch. 1, "Adiabatic Mixing of Water
 * Injected into Moist Air"). No heat is supplied: power = m_da (h2 - h1) - water h_w(t*), zero to rounding for
 * t* >= 0 (eq. 33) and within 0.2 % of the water's enthalpy below 0 C (eq. 35's rounded 2830 kJ/kg).
 * @param from entering air
 * @param massFlow dry air, kg/s, 0..1000
 * @param rh target relative humidity, 0..1 (idle at or below from.rh)
 * @returns leaving air (cooler and more humid), water kg/s
 * @throws EngineRangeError for rh outside 0..1
 */
export function humidifyAdiabatic(from: AirState, massFlow: number, rh: number): ProcessResult {
  checkMassFlow(massFlow);
  if (checkRange('rh', rh, 0, 1, '') <= from.rh) {
    return idle(from, massFlow);
  }
  const { tDb: t1, tWb, pressure } = from;
  const rhOnLine = (t: number) =>
    vapourPressureFromHumidityRatio(humidityRatioFromWetBulb(t, tWb, pressure), pressure) /
    saturationPressure(t);
  // rh falls from 1 at t = t* to from.rh at t = t1 along the line; a target the air already meets is t1.
  const tDb =
    rhOnLine(t1) >= rh
      ? t1
      : solveBracketed((t) => rhOnLine(t) - rh, tWb, t1, T_TOLERANCE, 'humidifyAdiabatic');
  const state = airState({ tDb, w: humidityRatioFromWetBulb(tDb, tWb, pressure), pressure });
  const water = massFlow * (state.w - from.w);
  return {
    state,
    massFlow,
    power: massFlow * (state.h - from.h) - water * condensedWaterEnthalpy(tWb),
    water,
    condensate: 0,
  };
}

/** Highest entering dry bulb of the steam humidifier, C: the steam line must stay well below 94 C, where adding
 * 100 C steam stops warming the air (h_g = 2501 + 1.86 t kJ/kg there). */
const STEAM_T_MAX = 60;
/** How far above the entering dry bulb the steam line is searched, K: it meets saturation within about 10 K. */
const STEAM_SEARCH_SPAN = 25;

/**
 * Steam humidification to a target relative humidity (process 50): saturated steam at 100 C
 * (h_g = 2 676 000 J/kg, ASHRAE 2017 ch. 1 Table 3) is added, so h2 - h1 = (W2 - W1) h_g and the dry bulb rises
 * a little (about 0.2 K per g/kg at 20 C). The steam generator's power raises its feed water from the enthalpy
 * reference (liquid at 0 C) to steam: power = steam h_g = m_da (h2 - h1).
 * @param from entering air, dry bulb -100..60 C
 * @param massFlow dry air, kg/s, 0..1000
 * @param rh target relative humidity, 0..1 (idle at or below from.rh)
 * @returns leaving air, power >= 0 W, steam as water kg/s
 * @throws EngineRangeError for rh outside 0..1 or an entering dry bulb above 60 C
 */
export function humidifySteam(from: AirState, massFlow: number, rh: number): ProcessResult {
  checkMassFlow(massFlow);
  if (checkRange('rh', rh, 0, 1, '') <= from.rh) {
    return idle(from, massFlow);
  }
  const t1 = checkRange('tDb', from.tDb, T_MIN, STEAM_T_MAX, 'C');
  const { w: w1, h: h1, pressure } = from;
  // W on the steam line at dry bulb t: h1 + (W - W1) h_g = 1006 t + W (2 501 000 + 1860 t), solved for W.
  const wOnLine = (t: number) =>
    (h1 - w1 * H_STEAM_100C - CP_AIR * t) / (H_VAPOUR_0C + CP_VAPOUR * t - H_STEAM_100C);
  const rhOnLine = (t: number) =>
    vapourPressureFromHumidityRatio(wOnLine(t), pressure) / saturationPressure(t);
  // rh rises along the line from from.rh at t1; a target the air already meets is t1.
  const tDb =
    rhOnLine(t1) >= rh
      ? t1
      : solveBracketed((t) => rhOnLine(t) - rh, t1, t1 + STEAM_SEARCH_SPAN, T_TOLERANCE, 'humidifySteam');
  const state = airState({ tDb, w: wOnLine(tDb), pressure });
  const water = massFlow * (state.w - w1);
  return { state, massFlow, power: massFlow * (state.h - h1), water, condensate: 0 };
}
