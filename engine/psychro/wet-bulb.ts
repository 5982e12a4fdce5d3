/**
 * Thermodynamic wet bulb from the psychrometric equation, ASHRAE Handbook Fundamentals 2017 ch. 1:
 * eq. 33 for a wet bulb at or above 0 C (liquid water), eq. 35 below 0 C (ice), both of the form
 *   W = ((A - a t*) W_s* - 1006 (t - t*)) / (A + 1860 t - b t*)   [J/kg],
 * where W_s* is the saturation humidity ratio at the wet bulb t*.
 */
import { checkRange, EngineConvergenceError, EngineRangeError } from '../errors';
import { CP_AIR, CP_VAPOUR, EPSILON, T_MIN } from './constants';
import { dewPointFromVapourPressure, dLnSaturationPressure, lnSaturationPressure } from './saturation';
import { vapourPressureFromHumidityRatio } from './moist-air';

/** Eq. 33: A = 2 501 000 J/kg, a = 2326 J/(kg K), b = 4186 J/(kg K). */
const WATER_A = 2_501_000;
const WATER_a = 2326;
const WATER_b = 4186;
/** Eq. 35: A = 2 830 000 J/kg, a = 240 J/(kg K), b = 2100 J/(kg K). */
const ICE_A = 2_830_000;
const ICE_a = 240;
const ICE_b = 2100;

/** Saturation pressure at 0 C (eq. 5, since 0 C is below the triple point), Pa: where eqs. 33 and 35 meet. */
const PWS_0C = Math.exp(lnSaturationPressure(0));

/**
 * Humidity ratio from dry bulb and wet bulb, the psychrometric equation (ASHRAE 2017 ch. 1 eq. 33 for
 * tWb >= 0 C, eq. 35 below).
 * @param tDb dry bulb, C
 * @param tWb thermodynamic wet bulb, C, valid -100..tDb and below the boiling point at the pressure
 * @param pressure barometric pressure, Pa
 * @returns W, kg/kg dry air (negative when tWb is too low for any real air at tDb; airState rejects that)
 * @throws EngineRangeError for tWb outside -100..tDb or at or above the boiling point
 */
export function humidityRatioFromWetBulb(tDb: number, tWb: number, pressure: number): number {
  checkRange('tWb', tWb, T_MIN, tDb, 'C');
  const pws = Math.exp(lnSaturationPressure(tWb));
  if (!(pws < pressure)) {
    throw new EngineRangeError('tWb', tWb, T_MIN, dewPointFromVapourPressure(pressure), 'C');
  }
  const wsStar = (EPSILON * pws) / (pressure - pws);
  return tWb >= 0
    ? ((WATER_A - WATER_a * tWb) * wsStar - CP_AIR * (tDb - tWb)) /
        (WATER_A + CP_VAPOUR * tDb - WATER_b * tWb)
    : ((ICE_A - ICE_a * tWb) * wsStar - CP_AIR * (tDb - tWb)) / (ICE_A + CP_VAPOUR * tDb - ICE_b * tWb);
}

/**
 * Newton stops after a step below 1e-4 K: convergence is quadratic with a constant below 0.1 /K, so the error
 * left is under 1e-9 K (the tests check 1e-6 K against a bisection to 1e-12 K). A bisection fallback stops when
 * the bracket is narrower than 1e-6 K.
 */
const NEWTON_STEP = 1e-4;
const BRACKET_WIDTH = 1e-6;
const WET_BULB_MAX_ITERATIONS = 40;

/**
 * Thermodynamic wet bulb from dry bulb and humidity ratio: eq. 33 or 35 solved for t* by Newton's method with
 * the analytic derivative, safeguarded by bisection inside the bracket [t_dp, t_db] (the wet bulb lies
 * between dew point and dry bulb). Accurate to 1e-9 K.
 *
 * The two equations do not meet at 0 C: for a narrow band of dry air above 0 C both an ice-bulb root below 0 C
 * and a water root above it exist. There the engine takes the root that ASHRAE's reference procedure (bisection of
 * [t_dp, t_db], as PsychroLib implements it) reaches, so the two agree everywhere (docs/engine.md, "Wet bulb").
 *
 * @param tDb dry bulb, C, -100..200
 * @param w humidity ratio, kg/kg dry air, not above saturation at tDb
 * @param pressure barometric pressure, Pa
 * @param tDp the dew point, C, when the caller already has it (saves one solve)
 * @returns tWb, C
 * @throws EngineRangeError via the dew point for a humidity outside the valid range;
 *   EngineConvergenceError after 40 iterations
 */
export function wetBulbFromHumidityRatio(
  tDb: number,
  w: number,
  pressure: number,
  tDp: number = dewPointFromVapourPressure(vapourPressureFromHumidityRatio(w, pressure)),
): number {
  const ws0 = (EPSILON * PWS_0C) / (pressure - PWS_0C);
  const waterRoot = tDb > 0 && (WATER_A * ws0 - CP_AIR * tDb) / (WATER_A + CP_VAPOUR * tDb) <= w;
  const iceRoot = (ICE_A * ws0 - CP_AIR * tDb) / (ICE_A + CP_VAPOUR * tDb) > w;
  const water = waterRoot && (!iceRoot || bisectionReachesWater(tDb, w, pressure, tDp));
  const A = water ? WATER_A : ICE_A;
  const a = water ? WATER_a : ICE_a;
  const b = water ? WATER_b : ICE_b;
  let lo = water ? Math.max(tDp, 0) : tDp;
  let hi = water ? tDb : Math.min(tDb, 0);
  // First guess: the psychrometric equation with W_s* replaced by its tangent at the dew point, where
  // W_s = w; the tangent needs only d ln p_ws / dt there, so the guess costs no exp or log.
  const pw = (pressure * w) / (EPSILON + w);
  const slope = (EPSILON * pressure * pw * dLnSaturationPressure(tDp)) / ((pressure - pw) * (pressure - pw));
  const hfgDp = A - a * tDp;
  const guess =
    (w * (a * tDp + CP_VAPOUR * tDb) + CP_AIR * tDb + hfgDp * slope * tDp) / (hfgDp * slope + CP_AIR + w * b);
  let t = guess > lo && guess < hi ? guess : 0.5 * (lo + hi);
  for (let i = 1; i <= WET_BULB_MAX_ITERATIONS; i++) {
    const ps = Math.exp(lnSaturationPressure(t));
    const q = pressure - ps;
    const ws = (EPSILON * ps) / q;
    const dws = (EPSILON * pressure * ps * dLnSaturationPressure(t)) / (q * q);
    const hfg = A - a * t;
    const num = hfg * ws - CP_AIR * (tDb - t);
    const den = A + CP_VAPOUR * tDb - b * t;
    const f = num / den - w;
    // W(t*) rises with t*, so the sign of f tells which side of the root t lies on.
    if (f > 0) {
      hi = t;
    } else {
      lo = t;
    }
    const next = t - (f * den * den) / ((hfg * dws - a * ws + CP_AIR) * den + b * num);
    if (next >= lo && next <= hi) {
      if (Math.abs(next - t) < NEWTON_STEP) {
        return next;
      }
      t = next;
    } else {
      t = 0.5 * (lo + hi);
      if (hi - lo < BRACKET_WIDTH) {
        return t;
      }
    }
  }
  throw new EngineConvergenceError('wetBulbFromHumidityRatio', WET_BULB_MAX_ITERATIONS, hi - lo);
}

/**
 * In the band where eqs. 33 and 35 both have a root: whether bisecting [t_dp, t_db] (ASHRAE 2017 ch. 1's reference
 * procedure, PsychroLib's GetTWetBulbFromHumRatio) ends on the water side. Only the first steps matter: the
 * bracket leaves 0 C after a few halvings, and from then on its side is fixed.
 */
function bisectionReachesWater(tDb: number, w: number, pressure: number, tDp: number): boolean {
  let lo = tDp;
  let hi = tDb;
  for (let i = 0; i < WET_BULB_MAX_ITERATIONS && lo < 0 && hi >= 0; i++) {
    const mid = 0.5 * (lo + hi);
    if (humidityRatioFromWetBulb(tDb, mid, pressure) > w) {
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return lo >= 0;
}
