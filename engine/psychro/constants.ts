/**
 * Constants of the moist-air model, all from ASHRAE Handbook Fundamentals 2017 ch. 1 (SI, ideal-gas mixture).
 */

/** 0 C in kelvin. */
export const KELVIN = 273.15;

/** Ratio of the molar masses of water and dry air, Mw / Mda (eq. 20). */
export const EPSILON = 0.621945;

/** Gas constant of dry air, J/(kg K) (eq. 26; the 287.042 of ASHRAE's ideal-gas specific volume). */
export const R_DA = 287.042;

/** 1 / EPSILON, the 1.607858 of eq. 26. */
export const VOLUME_VAPOUR_FACTOR = 1.607858;

/** Specific heat of dry air, J/(kg K) (eq. 30, the 1.006 kJ/(kg K)). */
export const CP_AIR = 1006;

/** Specific heat of water vapour, J/(kg K) (eq. 30, the 1.86 kJ/(kg K)). */
export const CP_VAPOUR = 1860;

/** Enthalpy of saturated water vapour at 0 C, J/kg (eq. 30, the 2501 kJ/kg). */
export const H_VAPOUR_0C = 2_501_000;

/** Specific heat of liquid water, J/(kg K) (eq. 33, the 4.186 kJ/(kg K)). */
export const CP_WATER = 4186;

/** Enthalpy of ice at 0 C, J/kg, and its specific heat, J/(kg K) (eq. 35, h_i = -333.4 + 2.1 t kJ/kg). */
export const H_ICE_0C = -333_400;
export const CP_ICE = 2100;

/**
 * Enthalpy of saturated steam at 100 C, J/kg: the steam humidifier's supply (ASHRAE 2017 ch. 1 Table 3,
 * h_g = 2675.6 kJ/kg at 100 C, rounded to 2676 kJ/kg). Same reference state as eq. 30 (liquid water at 0 C).
 */
export const H_STEAM_100C = 2_676_000;

/** Triple point of water, C: Hyland-Wexler switches from ice (eq. 5) to water (eq. 6) here. */
export const T_TRIPLE = 0.01;

/** Validity of the Hyland-Wexler saturation pressure (eqs. 5 and 6), C. */
export const T_MIN = -100;
export const T_MAX = 200;

/** Barometric pressures the engine accepts, Pa: the standard atmosphere of -5000..11000 m with a margin. */
export const PRESSURE_MIN = 10_000;
export const PRESSURE_MAX = 200_000;

/** The valid range of altitude, m (docs/rules.md#physical-constants). */
export const ALTITUDE_MIN = -5000;
export const ALTITUDE_MAX = 11_000;

/** Sea-level standard pressure, Pa (ASHRAE 2017 ch. 1 Table 1). */
export const PRESSURE_SEA_LEVEL = 101_325;
