/**
 * The full state of moist air from dry bulb, one humidity quantity and the pressure (or the altitude).
 * ASHRAE Handbook Fundamentals 2017 ch. 1.
 */
import { checkRange, EngineInputError, EngineRangeError } from '../errors';
import { solveBracketed } from '../solve';
import { standardPressure } from './atmosphere';
import { PRESSURE_MAX, PRESSURE_MIN, T_MAX, T_MIN } from './constants';
import {
  densityFromVolume,
  dryBulbFromEnthalpy,
  enthalpy,
  humidityRatioFromEnthalpy,
  humidityRatioFromVapourPressure,
  specificVolume,
  vapourPressureFromHumidityRatio,
} from './moist-air';
import { dewPointFromVapourPressure, lnSaturationPressure, PWS_MAX, PWS_MIN } from './saturation';
import { humidityRatioFromWetBulb, wetBulbFromHumidityRatio } from './wet-bulb';

/** A state of moist air. Every quantity is per kg of dry air where that applies. */
export interface AirState {
  /** Dry bulb, C. */
  tDb: number;
  /** Thermodynamic wet bulb, C (eq. 33 / 35). */
  tWb: number;
  /** Dew point (frost point below 0.01 C), C. */
  tDp: number;
  /** Relative humidity, 0..1 (eq. 22: p_w / p_ws). */
  rh: number;
  /** Humidity ratio, kg water / kg dry air. */
  w: number;
  /** Specific enthalpy, J/kg dry air. */
  h: number;
  /** Specific volume, m3/kg dry air. */
  v: number;
  /** Density of the moist air, kg/m3. */
  rho: number;
  /** Saturation pressure at the dry bulb, Pa. */
  pws: number;
  /** Partial pressure of water vapour, Pa. */
  pw: number;
  /** Barometric pressure, Pa. */
  pressure: number;
}

/** The humidity quantity that, with the dry bulb, fixes the state: exactly one of them. */
export type HumidityInput =
  | { rh: number; tWb?: undefined; tDp?: undefined; w?: undefined; h?: undefined }
  | { tWb: number; rh?: undefined; tDp?: undefined; w?: undefined; h?: undefined }
  | { tDp: number; rh?: undefined; tWb?: undefined; w?: undefined; h?: undefined }
  | { w: number; rh?: undefined; tWb?: undefined; tDp?: undefined; h?: undefined }
  | { h: number; rh?: undefined; tWb?: undefined; tDp?: undefined; w?: undefined };

/** The barometric pressure, Pa, or the altitude, m, from which the standard atmosphere gives it. */
export type PressureInput =
  { pressure: number; altitude?: undefined } | { altitude: number; pressure?: undefined };

/** Input of airState: dry bulb (C), one humidity quantity, and pressure (Pa) or altitude (m). */
export type AirStateInput = { tDb: number } & HumidityInput & PressureInput;

type HumidityKey = 'rh' | 'tWb' | 'tDp' | 'w' | 'h';

/**
 * Relative slack above saturation that a computed humidity ratio may carry from rounding (a process that ends
 * on the saturation line) before it counts as supersaturated.
 */
const SATURATION_SLACK = 1 + 1e-9;

/**
 * Full psychrometric state from the dry bulb, exactly one of relative humidity, wet bulb, dew point, humidity
 * ratio or enthalpy, and the pressure or the altitude. ASHRAE Handbook Fundamentals 2017 ch. 1: saturation
 * pressure eqs. 5/6, W eq. 20, rh eq. 22, v eq. 26, rho eq. 11, h eq. 30, wet bulb eqs. 33/35, dew point
 * eq. 36 inverted, standard atmosphere eq. 3.
 *
 * Ranges: tDb -100..200 C; rh 0..1; tWb and tDp -100..tDb C; w and h any value whose vapour pressure lies between
 * p_ws(-100 C) and the saturation pressure at tDb (and below the barometric pressure), or exactly dry air (rh = 0,
 * w = 0: tDp is then -Infinity, dry air having no dew point); pressure
 * 10 000..200 000 Pa; altitude -5000..11000 m. The given quantities are returned unchanged.
 *
 * @returns the state: tDb, tWb, tDp (C), rh (0..1), w (kg/kg), h (J/kg), v (m3/kg), rho (kg/m3),
 *   pws, pw, pressure (Pa)
 * @throws EngineRangeError naming the first quantity out of range; EngineInputError unless exactly one
 *   humidity quantity and exactly one of pressure and altitude are given
 */
export function airState(input: AirStateInput): AirState {
  const tDb = checkRange('tDb', input.tDb, T_MIN, T_MAX, 'C');
  const pressure = pressureOf(input);
  const key = humidityKeyOf(input);
  const pws = Math.exp(lnSaturationPressure(tDb));

  // Defined: humidityKeyOf found it.
  const value = input[key] as number;
  let w: number;
  let pw: number;
  switch (key) {
    case 'rh':
      pw = checkRange('rh', value, 0, 1, '') * pws;
      w = humidityRatioFromVapourPressure(pw, pressure);
      break;
    case 'tDp':
      pw = Math.exp(lnSaturationPressure(checkRange('tDp', value, T_MIN, tDb, 'C')));
      w = humidityRatioFromVapourPressure(pw, pressure);
      break;
    case 'tWb':
      w = humidityRatioFromWetBulb(tDb, value, pressure);
      pw = vapourPressureFromHumidityRatio(w, pressure);
      break;
    case 'w':
      w = value;
      pw = vapourPressureFromHumidityRatio(w, pressure);
      break;
    case 'h':
      w = humidityRatioFromEnthalpy(tDb, value);
      pw = vapourPressureFromHumidityRatio(w, pressure);
      break;
  }
  // Dry air (W = 0, rh = 0) is a valid state: it has no dew point (reported as -Infinity).
  const dry = pw === 0 && w === 0;
  if (!(dry || (pw >= PWS_MIN && pw <= pws * SATURATION_SLACK && pw < pressure))) {
    throw humidityRangeError(key, value, tDb, pressure, pws);
  }

  const tDp = input.tDp ?? (dry ? -Infinity : Math.min(dewPointFromVapourPressure(pw), tDb));
  const v = specificVolume(tDb, w, pressure);
  return {
    tDb,
    // Dry air's wet bulb: the bracket of the solve starts at the lowest valid temperature instead of the dew point.
    tWb: input.tWb ?? wetBulbFromHumidityRatio(tDb, w, pressure, dry ? T_MIN : tDp),
    tDp,
    rh: input.rh ?? Math.min(pw / pws, 1),
    w,
    h: input.h ?? enthalpy(tDb, w),
    v,
    rho: densityFromVolume(v, w),
    pws,
    pw,
    pressure,
  };
}

function pressureOf(input: PressureInput): number {
  if (input.pressure !== undefined) {
    if (input.altitude !== undefined) {
      throw new EngineInputError('give either pressure or altitude, not both');
    }
    return checkRange('pressure', input.pressure, PRESSURE_MIN, PRESSURE_MAX, 'Pa');
  }
  if (input.altitude === undefined) {
    throw new EngineInputError('give pressure (Pa) or altitude (m)');
  }
  return standardPressure(input.altitude);
}

function humidityKeyOf(input: HumidityInput): HumidityKey {
  // Plain property tests rather than a loop over the keys: this runs for every state.
  const given =
    (input.rh === undefined ? 0 : 1) +
    (input.tWb === undefined ? 0 : 1) +
    (input.tDp === undefined ? 0 : 1) +
    (input.w === undefined ? 0 : 1) +
    (input.h === undefined ? 0 : 1);
  if (given !== 1) {
    const names = (['rh', 'tWb', 'tDp', 'w', 'h'] as const).filter((key) => input[key] !== undefined);
    throw new EngineInputError(
      `give exactly one of rh, tWb, tDp, w, h with tDb (got ${names.join(', ') || 'none'})`,
    );
  }
  return input.rh !== undefined
    ? 'rh'
    : input.tWb !== undefined
      ? 'tWb'
      : input.tDp !== undefined
        ? 'tDp'
        : input.w !== undefined
          ? 'w'
          : 'h';
}

/**
 * The error for a humidity quantity whose vapour pressure falls outside p_ws(-100 C)..min(p_ws(tDb), p):
 * the range is restated in the quantity's own terms at this dry bulb and pressure (cold path, errors only).
 */
function humidityRangeError(
  key: HumidityKey,
  value: number,
  tDb: number,
  pressure: number,
  pws: number,
): EngineRangeError {
  const pwMax = Math.min(pws, pressure);
  const wMin = humidityRatioFromVapourPressure(PWS_MIN, pressure);
  const wMax = humidityRatioFromVapourPressure(pwMax, pressure);
  switch (key) {
    case 'rh':
      return new EngineRangeError(key, value, PWS_MIN / pws, pwMax / pws, '');
    case 'tDp':
      return new EngineRangeError(key, value, T_MIN, Math.min(tDb, dewPointFromVapourPressure(pwMax)), 'C');
    case 'tWb':
      return new EngineRangeError(key, value, wetBulbFromHumidityRatio(tDb, wMin, pressure), tDb, 'C');
    case 'w':
      return new EngineRangeError(key, value, wMin, wMax, 'kg/kg');
    case 'h':
      return new EngineRangeError(key, value, enthalpy(tDb, wMin), enthalpy(tDb, wMax), 'J/kg');
  }
}

/** The six properties any two of which (with the pressure) fix a state. */
export const STATE_PROPERTIES = ['tDb', 'tWb', 'tDp', 'rh', 'w', 'h'] as const;
export type StateProperty = (typeof STATE_PROPERTIES)[number];

/** Input of airStateFromPair: exactly two of the six properties, and pressure (Pa) or altitude (m). */
export type AirStatePairInput = Partial<Record<StateProperty, number>> & PressureInput;

/** Bracketing tolerance of the pair solvers, K. */
const PAIR_TOLERANCE = 1e-10;

/**
 * Full psychrometric state from any two of dry bulb, wet bulb, dew point, relative humidity, humidity ratio and
 * enthalpy, and the pressure or the altitude (ASHRAE Handbook Fundamentals 2017 ch. 1, the same equations as
 * airState). The pair is turned into (tDb, W) and airState finishes:
 * - with tDb: airState directly;
 * - tDp fixes W (eq. 20 at p_ws(tDp)), then as with W;
 * - W + rh: p_ws(tDb) = p_w / rh, tDb its saturation temperature (eq. 5/6 inverted);
 * - W + h: tDb from eq. 30;
 * - W + tWb, rh + tWb, rh + h: tDb by bisection (engine/solve, bounded to 200 halvings) on the monotonic
 *   relation: W(tDb, tWb) of eq. 33/35 falls with tDb, rh at fixed tWb falls with tDb, h at fixed rh rises with it.
 * Pairs that do not fix a state are refused, naming the pair: tDp with W (both fix only the moisture), h with tWb
 * (the lines of constant h and constant wet bulb are nearly parallel: eq. 33 differs from h = const only by the
 * sensible heat of the water, so the intersection is ill-conditioned), and rh = 0 with W = 0 or tDp.
 * @returns the state; the two given quantities are returned as given
 * @throws EngineInputError unless exactly two of the six and exactly one of pressure and altitude are given, or for
 *   a pair that does not fix a state; EngineRangeError for a value outside the valid range
 */
export function airStateFromPair(input: AirStatePairInput): AirState {
  const given = STATE_PROPERTIES.filter((key) => input[key] !== undefined);
  if (given.length !== 2) {
    throw new EngineInputError(
      `give exactly two of ${STATE_PROPERTIES.join(', ')} (got ${given.join(', ') || 'none'})`,
    );
  }
  const pressure = pressureOf(input);
  const pair = `${given[0]} and ${given[1]}`;
  const has = (key: StateProperty) => input[key] !== undefined;
  const value = (key: StateProperty) => input[key] as number;
  if (has('tDb')) {
    const other = given.find((key) => key !== 'tDb') as Exclude<StateProperty, 'tDb'>;
    return airState({ tDb: value('tDb'), [other]: value(other), pressure } as unknown as AirStateInput);
  }
  if (has('tDp') && has('w')) {
    throw new EngineInputError(`${pair} do not fix a state: both fix only the moisture content`);
  }
  if (has('h') && has('tWb')) {
    throw new EngineInputError(
      `${pair} do not fix a state: lines of constant enthalpy and constant wet bulb are nearly parallel`,
    );
  }
  let w: number | undefined = has('w') ? value('w') : undefined;
  if (has('tDp')) {
    const tDp = checkRange('tDp', value('tDp'), T_MIN, T_MAX, 'C');
    w = humidityRatioFromVapourPressure(Math.exp(lnSaturationPressure(tDp)), pressure);
  }
  const tDb = dryBulbOfPair(input, w, pressure, pair);
  // Without W (or tDp) the pair holds rh: rh + h or rh + tWb.
  const state =
    w === undefined ? airState({ tDb, rh: value('rh'), pressure }) : airState({ tDb, w, pressure });
  return { ...state, ...Object.fromEntries(given.map((key) => [key, value(key)])) };
}

/** The dry bulb of a pair without tDb (W known when the pair holds W or tDp). */
function dryBulbOfPair(
  input: AirStatePairInput,
  w: number | undefined,
  pressure: number,
  pair: string,
): number {
  const { rh, tWb, h } = input;
  if (w !== undefined) {
    if (!(w >= 0)) {
      throw new EngineRangeError('w', w, 0, humidityRatioFromVapourPressure(pressure / 2, pressure), 'kg/kg');
    }
    if (h !== undefined) {
      return dryBulbFromEnthalpy(h, w);
    }
    if (rh !== undefined) {
      checkRange('rh', rh, 0, 1, '');
      if (rh === 0 || w === 0) {
        throw new EngineInputError(`${pair} do not fix a state: dry air has rh = 0 at every dry bulb`);
      }
      const pws = vapourPressureFromHumidityRatio(w, pressure) / rh;
      return dewPointFromVapourPressure(checkRange('p_ws', pws, PWS_MIN, PWS_MAX, 'Pa'));
    }
    const wetBulb = checkRange('tWb', tWb as number, T_MIN, T_MAX, 'C');
    return bracket(
      (t) => humidityRatioFromWetBulb(t, wetBulb, pressure) - w,
      wetBulb,
      T_MAX,
      'airStateFromPair (w, tWb)',
    );
  }
  const relative = checkRange('rh', rh as number, 0, 1, '');
  // Above this dry bulb the vapour pressure rh p_ws would reach the barometric pressure.
  const tTop =
    relative > 0
      ? Math.min(T_MAX, dewPointFromVapourPressure(Math.min(PWS_MAX, pressure / relative))) - 1e-6
      : T_MAX;
  const wAt = (t: number) =>
    humidityRatioFromVapourPressure(relative * Math.exp(lnSaturationPressure(t)), pressure);
  if (h !== undefined) {
    return bracket((t) => enthalpy(t, wAt(t)) - h, T_MIN, tTop, 'airStateFromPair (rh, h)');
  }
  const wetBulb = checkRange('tWb', tWb as number, T_MIN, T_MAX, 'C');
  if (relative === 1) {
    return wetBulb;
  }
  return bracket(
    (t) =>
      vapourPressureFromHumidityRatio(humidityRatioFromWetBulb(t, wetBulb, pressure), pressure) /
        Math.exp(lnSaturationPressure(t)) -
      relative,
    wetBulb,
    tTop,
    'airStateFromPair (rh, tWb)',
  );
}

/** Bisection on a bracket; a pair with no root inside the valid range is a range error of the pair. */
function bracket(f: (t: number) => number, lo: number, hi: number, routine: string): number {
  const fLo = f(lo);
  const fHi = f(hi);
  if (!(fLo * fHi <= 0)) {
    throw new EngineInputError(
      `${routine.replace('airStateFromPair ', '')}: no state with these values at this pressure`,
    );
  }
  return solveBracketed(f, lo, hi, PAIR_TOLERANCE, routine);
}
