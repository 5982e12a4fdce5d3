/**
 * The closed-form moist-air relations of ASHRAE Handbook Fundamentals 2017 ch. 1 (ideal-gas mixture, SI).
 * These functions do not check ranges: they are the arithmetic that airState and the processes build on, and
 * the callers validate the state they assemble. Their valid range is airState's: tDb -100..200 C, W from 0 to
 * saturation, pressure 10 000..200 000 Pa.
 */
import {
  CP_AIR,
  CP_ICE,
  CP_VAPOUR,
  CP_WATER,
  EPSILON,
  H_ICE_0C,
  H_VAPOUR_0C,
  KELVIN,
  R_DA,
  VOLUME_VAPOUR_FACTOR,
} from './constants';

/**
 * Humidity ratio from the partial pressure of water vapour, W = 0.621945 p_w / (p - p_w) (eq. 20).
 * @param pw partial pressure of water vapour, Pa, 0 <= pw < pressure
 * @param pressure barometric pressure, Pa
 * @returns W, kg water / kg dry air
 */
export function humidityRatioFromVapourPressure(pw: number, pressure: number): number {
  return (EPSILON * pw) / (pressure - pw);
}

/**
 * Partial pressure of water vapour from the humidity ratio, eq. 20 solved for p_w.
 * @param w humidity ratio, kg/kg dry air, >= 0
 * @param pressure barometric pressure, Pa
 * @returns p_w, Pa
 */
export function vapourPressureFromHumidityRatio(w: number, pressure: number): number {
  return (pressure * w) / (EPSILON + w);
}

/**
 * Specific enthalpy of moist air per kg of dry air, h = 1006 t + W (2 501 000 + 1860 t) (eq. 30).
 * @param tDb dry bulb, C
 * @param w humidity ratio, kg/kg dry air
 * @returns h, J/kg dry air (zero for dry air at 0 C)
 */
export function enthalpy(tDb: number, w: number): number {
  return CP_AIR * tDb + w * (H_VAPOUR_0C + CP_VAPOUR * tDb);
}

/**
 * Dry bulb from enthalpy and humidity ratio, eq. 30 solved for t.
 * @param h specific enthalpy, J/kg dry air
 * @param w humidity ratio, kg/kg dry air
 * @returns tDb, C
 */
export function dryBulbFromEnthalpy(h: number, w: number): number {
  return (h - H_VAPOUR_0C * w) / (CP_AIR + CP_VAPOUR * w);
}

/**
 * Humidity ratio from enthalpy and dry bulb, eq. 30 solved for W.
 * @param tDb dry bulb, C
 * @param h specific enthalpy, J/kg dry air
 * @returns W, kg/kg dry air
 */
export function humidityRatioFromEnthalpy(tDb: number, h: number): number {
  return (h - CP_AIR * tDb) / (H_VAPOUR_0C + CP_VAPOUR * tDb);
}

/**
 * Specific volume of moist air per kg of dry air, v = 287.042 (t + 273.15)(1 + 1.607858 W) / p (eq. 26).
 * @param tDb dry bulb, C
 * @param w humidity ratio, kg/kg dry air
 * @param pressure barometric pressure, Pa
 * @returns v, m3/kg dry air
 */
export function specificVolume(tDb: number, w: number, pressure: number): number {
  return (R_DA * (tDb + KELVIN) * (1 + VOLUME_VAPOUR_FACTOR * w)) / pressure;
}

/**
 * Density of moist air, rho = (1 + W) / v (eq. 11).
 * @param v specific volume, m3/kg dry air
 * @param w humidity ratio, kg/kg dry air
 * @returns rho, kg moist air / m3
 */
export function densityFromVolume(v: number, w: number): number {
  return (1 + w) / v;
}

/**
 * Specific enthalpy of condensed water: liquid at or above 0 C (h_w = 4186 t), ice below
 * (h_i = -333 400 + 2100 t), the forms ASHRAE 2017 ch. 1 uses in eqs. 33 and 35. Same reference state as
 * enthalpy() (liquid water at 0 C), so energy balances with water streams close exactly.
 * @param t water temperature, C
 * @returns h_w, J/kg water
 */
export function condensedWaterEnthalpy(t: number): number {
  return t >= 0 ? CP_WATER * t : H_ICE_0C + CP_ICE * t;
}
