/**
 * The standard atmosphere, ASHRAE Handbook Fundamentals 2017 ch. 1 eqs. 3 and 4 (valid in the troposphere).
 */
import { checkRange } from '../errors';
import { ALTITUDE_MAX, ALTITUDE_MIN, PRESSURE_SEA_LEVEL } from './constants';

/**
 * Barometric pressure of the standard atmosphere, p = 101 325 (1 - 2.25577e-5 Z)^5.2559 (eq. 3).
 * @param altitude height above sea level Z, m, valid -5000..11000 (docs/rules.md#physical-constants)
 * @returns pressure, Pa (177 700 at -5000 m, 89 875 at 1000 m, 22 630 at 11 000 m)
 * @throws EngineRangeError for an altitude outside -5000..11000 m
 */
export function standardPressure(altitude: number): number {
  checkRange('altitude', altitude, ALTITUDE_MIN, ALTITUDE_MAX, 'm');
  return PRESSURE_SEA_LEVEL * Math.pow(1 - 2.25577e-5 * altitude, 5.2559);
}

/**
 * Temperature of the standard atmosphere, t = 15 - 0.0065 Z (eq. 4).
 * @param altitude height above sea level Z, m, valid -5000..11000
 * @returns t, C
 * @throws EngineRangeError for an altitude outside -5000..11000 m
 */
export function standardTemperature(altitude: number): number {
  checkRange('altitude', altitude, ALTITUDE_MIN, ALTITUDE_MAX, 'm');
  return 15 - 0.0065 * altitude;
}
