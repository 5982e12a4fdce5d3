/**
 * Transport properties of air and the convection and friction relations of ducts and tubes, shared by the heat
 * recovery matrices and the coils.
 */
import { checkRange } from '../errors';
import { CP_AIR, CP_VAPOUR, KELVIN } from '../psychro';

/** Temperatures at which the transport relations are used, C (Sutherland's laws hold far beyond). */
const T_MIN = -60;
const T_MAX = 150;

/**
 * Dynamic viscosity of air by Sutherland's law, mu = 1.716e-5 (T / 273) ^ 1.5 (273 + 111) / (T + 111)
 * (White, Viscous Fluid Flow, 3rd ed. 2006, eq. 1-36 and Table 1-2; within 2 % for 170..1900 K).
 * @param tDb air temperature, C, -60..150
 * @returns mu, Pa s (1.81e-5 at 20 C)
 */
export function airViscosity(tDb: number): number {
  const t = checkRange('tDb', tDb, T_MIN, T_MAX, 'C') + KELVIN;
  return 1.716e-5 * Math.pow(t / 273, 1.5) * ((273 + 111) / (t + 111));
}

/**
 * Thermal conductivity of air by Sutherland's law, k = 0.0241 (T / 273) ^ 1.5 (273 + 194) / (T + 194)
 * (White 2006, eq. 1-41 and Table 1-3; within 2 % for 160..2000 K).
 * @param tDb air temperature, C, -60..150
 * @returns k, W/(m K) (0.0257 at 20 C)
 */
export function airConductivity(tDb: number): number {
  const t = checkRange('tDb', tDb, T_MIN, T_MAX, 'C') + KELVIN;
  return 0.0241 * Math.pow(t / 273, 1.5) * ((273 + 194) / (t + 194));
}

/**
 * Specific heat of moist air per kg of dry air at constant humidity ratio, cp = 1006 + 1860 W (the slope of ASHRAE
 * 2017 ch. 1 eq. 30 in t): the heat capacity rate of a stream is m_da cp.
 * @param w humidity ratio, kg/kg dry air
 * @returns cp, J/(kg K) per kg dry air
 */
export function moistAirSpecificHeat(w: number): number {
  return CP_AIR + CP_VAPOUR * w;
}

/** Reynolds numbers of the laminar-turbulent transition in tubes (VDI Heat Atlas 2010, G1 section 4.2). */
const RE_LAMINAR = 2300;
const RE_TURBULENT = 10_000;

/** Darcy friction factor of smooth tubes in turbulent flow (Filonenko / Petukhov, VDI Heat Atlas G1 eq. 27). */
function turbulentFriction(re: number): number {
  return Math.pow(0.79 * Math.log(re) - 1.64, -2);
}

/** Gnielinski's Nusselt number for turbulent flow in tubes (VDI Heat Atlas G1 eq. 26, 1e4 <= Re <= 1e6). */
function gnielinski(re: number, pr: number, dOverL: number): number {
  const f = turbulentFriction(re);
  return (
    (((f / 8) * re * pr) / (1 + 12.7 * Math.sqrt(f / 8) * (Math.pow(pr, 2 / 3) - 1))) *
    (1 + Math.pow(dOverL, 2 / 3))
  );
}

/** Laminar flow in a tube with constant wall temperature, thermally developing: Hausen's mean Nusselt number
 * Nu = 3.66 + 0.0668 Gz / (1 + 0.04 Gz^(2/3)), Gz = Re Pr d / L (Incropera 2007 eq. 8.57). */
function hausen(re: number, pr: number, dOverL: number): number {
  const gz = re * pr * dOverL;
  return 3.66 + (0.0668 * gz) / (1 + 0.04 * Math.pow(gz, 2 / 3));
}

/**
 * Mean Nusselt number of flow in a circular tube: Hausen (laminar, Re <= 2300), Gnielinski (turbulent,
 * Re >= 10 000) and the linear interpolation between them of VDI Heat Atlas 2010, G1 eq. 30 (transition).
 * @param re Reynolds number from the inner diameter, > 0
 * @param pr Prandtl number of the fluid, 0.5..2000
 * @param dOverL inner diameter / tube length, 0..1
 * @returns Nu = h d / k
 */
export function tubeNusselt(re: number, pr: number, dOverL: number): number {
  checkRange('re', re, 1e-6, 1e7, '');
  checkRange('pr', pr, 0.5, 2000, '');
  if (re <= RE_LAMINAR) {
    return hausen(re, pr, dOverL);
  }
  if (re >= RE_TURBULENT) {
    return gnielinski(re, pr, dOverL);
  }
  const gamma = (re - RE_LAMINAR) / (RE_TURBULENT - RE_LAMINAR);
  return (1 - gamma) * hausen(RE_LAMINAR, pr, dOverL) + gamma * gnielinski(RE_TURBULENT, pr, dOverL);
}

/**
 * Darcy friction factor of a smooth circular tube: 64 / Re (laminar), Filonenko (turbulent) and the same linear
 * interpolation in the transition as tubeNusselt.
 * @param re Reynolds number, > 0
 * @returns f, the Darcy friction factor (dp = f L / d rho u^2 / 2)
 */
export function tubeFriction(re: number): number {
  checkRange('re', re, 1e-6, 1e7, '');
  if (re <= RE_LAMINAR) {
    return 64 / re;
  }
  if (re >= RE_TURBULENT) {
    return turbulentFriction(re);
  }
  const gamma = (re - RE_LAMINAR) / (RE_TURBULENT - RE_LAMINAR);
  return (1 - gamma) * (64 / RE_LAMINAR) + gamma * turbulentFriction(RE_TURBULENT);
}
