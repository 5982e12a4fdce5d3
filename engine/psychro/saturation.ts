/**
 * Saturation pressure of water vapour (Hyland-Wexler) and its inverse, the dew point.
 * ASHRAE Handbook Fundamentals 2017 ch. 1, eq. 5 (over ice) and eq. 6 (over liquid water).
 */
import { checkRange, EngineConvergenceError } from '../errors';
import { KELVIN, T_MAX, T_MIN, T_TRIPLE } from './constants';

/** ln p_ws over ice, eq. 5; tK in K, result ln(Pa). */
function lnPwsIce(tK: number): number {
  return (
    -5.6745359e3 / tK +
    6.3925247 +
    tK * (-9.677843e-3 + tK * (6.2215701e-7 + tK * (2.0747825e-9 + tK * -9.484024e-13))) +
    4.1635019 * Math.log(tK)
  );
}

/** d ln p_ws / dT over ice, eq. 5 differentiated; 1/K. */
function dLnPwsIce(tK: number): number {
  return (
    5.6745359e3 / (tK * tK) -
    9.677843e-3 +
    tK * (2 * 6.2215701e-7 + tK * (3 * 2.0747825e-9 + tK * 4 * -9.484024e-13)) +
    4.1635019 / tK
  );
}

/** ln p_ws over liquid water, eq. 6; tK in K, result ln(Pa). */
function lnPwsWater(tK: number): number {
  return (
    -5.8002206e3 / tK +
    1.3914993 +
    tK * (-4.8640239e-2 + tK * (4.1764768e-5 + tK * -1.4452093e-8)) +
    6.5459673 * Math.log(tK)
  );
}

/** d ln p_ws / dT over liquid water, eq. 6 differentiated; 1/K. */
function dLnPwsWater(tK: number): number {
  return (
    5.8002206e3 / (tK * tK) - 4.8640239e-2 + tK * (2 * 4.1764768e-5 + tK * 3 * -1.4452093e-8) + 6.5459673 / tK
  );
}

/**
 * Natural logarithm of the saturation pressure, without range check (for the engine's own solvers, which keep
 * their iterates inside the valid range).
 * @param t temperature, C, valid -100..200 (ice at or below 0.01 C, eq. 5; water above, eq. 6)
 * @returns ln(p_ws / 1 Pa)
 */
export function lnSaturationPressure(t: number): number {
  return t <= T_TRIPLE ? lnPwsIce(t + KELVIN) : lnPwsWater(t + KELVIN);
}

/**
 * Derivative of lnSaturationPressure with respect to temperature (eqs. 5 and 6 differentiated, for Newton
 * iterations), without range check.
 * @param t temperature, C, valid -100..200
 * @returns d ln(p_ws) / dt, 1/K
 */
export function dLnSaturationPressure(t: number): number {
  return t <= T_TRIPLE ? dLnPwsIce(t + KELVIN) : dLnPwsWater(t + KELVIN);
}

/**
 * Saturation pressure of water vapour, Hyland-Wexler: over ice at or below the triple point 0.01 C (eq. 5),
 * over liquid water above it (eq. 6). ASHRAE Handbook Fundamentals 2017 ch. 1.
 * @param t temperature, C, valid -100..200
 * @returns p_ws, Pa
 * @throws EngineRangeError for t outside -100..200 C
 */
export function saturationPressure(t: number): number {
  checkRange('t', t, T_MIN, T_MAX, 'C');
  return Math.exp(lnSaturationPressure(t));
}

/** Saturation pressure at the ends of the valid range and over ice at the triple point, Pa. */
export const PWS_MIN = Math.exp(lnSaturationPressure(T_MIN));
export const PWS_MAX = Math.exp(lnSaturationPressure(T_MAX));
const PWS_TRIPLE_ICE = Math.exp(lnSaturationPressure(T_TRIPLE));

/**
 * Newton stops after a step below 1e-4 K: ln p_ws is smooth and nearly linear in 1/T, convergence is quadratic
 * with a constant of about 1/T (0.004 /K), so the error left is below 1e-10 K.
 */
const DEW_POINT_STEP = 1e-4;
const DEW_POINT_MAX_ITERATIONS = 20;
/** ln of the Magnus formula's 611.2 Pa (its p_ws at 0 C). */
const LN_MAGNUS_PW0 = Math.log(611.2);

/**
 * Dew point (frost point below 0.01 C) from the partial pressure of water vapour: eq. 5 or 6 inverted,
 * p_w = p_ws(t_dp) (ASHRAE 2017 ch. 1 eq. 36), by Newton's method on ln p_ws with the analytic derivative.
 * A Magnus-type formula (Sonntag 1990) gives a first guess within a few tenths of a kelvin, so two or three
 * steps reach 1e-9 K.
 * @param pw partial pressure of water vapour, Pa, valid p_ws(-100 C)..p_ws(200 C) (0.0014..1.555e6 Pa)
 * @returns t_dp, C, -100..200, accurate to 1e-9 K
 * @throws EngineRangeError for pw outside the range; EngineConvergenceError after 20 steps
 */
export function dewPointFromVapourPressure(pw: number): number {
  checkRange('pw', pw, PWS_MIN, PWS_MAX, 'Pa');
  const lnPw = Math.log(pw);
  // The branch is chosen once from pw (not per iterate) so that the tiny step between eqs. 5 and 6 at the
  // triple point cannot make the iteration oscillate.
  const ice = pw <= PWS_TRIPLE_ICE;
  const a = lnPw - LN_MAGNUS_PW0;
  let tK = KELVIN + (ice ? (272.62 * a) / (22.46 - a) : (243.12 * a) / (17.62 - a));
  let step = Number.NaN;
  for (let i = 1; i <= DEW_POINT_MAX_ITERATIONS; i++) {
    step = ice ? (lnPwsIce(tK) - lnPw) / dLnPwsIce(tK) : (lnPwsWater(tK) - lnPw) / dLnPwsWater(tK);
    tK -= step;
    if (Math.abs(step) < DEW_POINT_STEP) {
      return tK - KELVIN;
    }
  }
  throw new EngineConvergenceError('dewPointFromVapourPressure', DEW_POINT_MAX_ITERATIONS, step);
}
