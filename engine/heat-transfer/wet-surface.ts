/**
 * Heat exchange at a wet (condensing) surface by the enthalpy-potential method of Braun, Klein & Mitchell,
 * "Effectiveness models for cooling towers and cooling coils", ASHRAE Transactions 95(2), 1989 (also ASHRAE Handbook
 * HVAC Systems and Equipment 2016, ch. 23, "Coil performance, wet surface"): the air is driven by its enthalpy towards
 * the saturation enthalpy of the surface, and the other stream (coolant, or the cold air of a plate exchanger) is
 * written in enthalpy units through the saturation specific heat c_s = dh_s / dt, so the dry effectiveness relations
 * apply to the wet exchanger with m* = C_coolant / c_s and UA* = 1 / (cp / (hA)_air + c_s / (hA)_coolant).
 */
import { EngineInputError } from '../errors';
import {
  CP_AIR,
  CP_VAPOUR,
  dewPointFromVapourPressure,
  dryBulbFromEnthalpy,
  enthalpy,
  EPSILON,
  H_VAPOUR_0C,
  humidityRatioFromVapourPressure,
  saturationPressure,
} from '../psychro';
import { dLnSaturationPressure } from '../psychro/saturation';
import type { AirState } from '../psychro';
import { solveBracketed } from '../solve';
import { moistAirSpecificHeat } from './transport';

/** Range in which saturation enthalpies are inverted, C: from -60 C up to where the vapour takes half the
 * barometric pressure (81 C at sea level), so W_s stays finite. */
const T_SAT_MIN = -60;

/**
 * Enthalpy of saturated air, h_s(t) = h(t, W_s(t)) (ASHRAE 2017 ch. 1 eqs. 20, 30).
 * @param t temperature, C, -100..100
 * @param pressure barometric pressure, Pa
 * @returns h_s, J/kg dry air
 */
export function saturatedEnthalpy(t: number, pressure: number): number {
  return enthalpy(t, humidityRatioFromVapourPressure(saturationPressure(t), pressure));
}

/**
 * Temperature at which saturated air has the enthalpy h: the inverse of saturatedEnthalpy by bisection to 1e-9 K.
 * @param h enthalpy, J/kg dry air, between h_s(-60 C) and h_s at the temperature where p_ws = p / 2
 * @param pressure barometric pressure, Pa
 * @returns t, C
 * @throws EngineConvergenceError for an enthalpy outside that range
 */
export function saturationTemperatureFromEnthalpy(h: number, pressure: number): number {
  return solveBracketed(
    (t) => saturatedEnthalpy(t, pressure) - h,
    T_SAT_MIN,
    dewPointFromVapourPressure(pressure / 2),
    1e-9,
    'saturationTemperatureFromEnthalpy',
  );
}

/**
 * Saturation specific heat between two temperatures, c_s = (h_s(t1) - h_s(t2)) / (t1 - t2) (Braun et al. 1989 eq. 13).
 * @param t1 temperature, C
 * @param t2 temperature, C (the slope at t1 is used when |t1 - t2| < 1e-3 K)
 * @param pressure barometric pressure, Pa
 * @returns c_s, J/(kg K)
 */
export function saturationSpecificHeat(t1: number, t2: number, pressure: number): number {
  const span = Math.abs(t1 - t2) < 1e-3 ? 1e-3 : t1 - t2;
  return (saturatedEnthalpy(t1, pressure) - saturatedEnthalpy(t1 - span, pressure)) / span;
}

/** The wet exchanger in enthalpy units (Braun et al. 1989). */
export interface WetParameters {
  /** Saturation specific heat over the coolant's temperatures, J/(kg K). */
  cs: number;
  /** The coolant's capacity rate in enthalpy units, C_coolant / c_s, kg/s. */
  mStar: number;
  /** NTU* = UA* / min(m_air, m*). */
  ntu: number;
  /** Cr* = min(m_air, m*) / max(m_air, m*). */
  cr: number;
  /** True when the air has the smaller rate. */
  airIsMin: boolean;
  /** The largest possible air enthalpy flow removed, min(m_air, m*) (h_air,in - h_s(t_coolant,in)), W. */
  potential: number;
}

/**
 * The wet exchanger's parameters at given coolant temperatures (the coolant outlet enters only through c_s).
 * @param air entering air; massFlow its dry air, kg/s
 * @param hAAir air-side conductance with the surface efficiency, eta_o h_o A_o, W/K
 * @param tCoolantIn coolant inlet, C; tCoolantOut coolant outlet, C
 * @param coolantCapacity coolant capacity rate, W/K
 * @param hACoolant coolant-side conductance with the wall, W/K
 */
export function wetParameters(
  air: AirState,
  massFlow: number,
  hAAir: number,
  tCoolantIn: number,
  tCoolantOut: number,
  coolantCapacity: number,
  hACoolant: number,
): WetParameters {
  const cp = moistAirSpecificHeat(air.w);
  const cs = saturationSpecificHeat(tCoolantOut, tCoolantIn, air.pressure);
  const mStar = coolantCapacity / cs;
  const uaStar = 1 / (cp / hAAir + cs / hACoolant);
  const mMin = Math.min(massFlow, mStar);
  return {
    cs,
    mStar,
    ntu: uaStar / mMin,
    cr: mMin / Math.max(massFlow, mStar),
    airIsMin: massFlow <= mStar,
    potential: mMin * (air.h - saturatedEnthalpy(tCoolantIn, air.pressure)),
  };
}

/** The outcome of a wet exchange. */
export interface WetExchange {
  /** Air enthalpy flow removed, m_air (h_in - h_out), W (condensate enthalpy not deducted). */
  airHeat: number;
  /** Effective surface temperature (the apparatus dew point of the bypass model), C. */
  tSurface: number;
  /** Air-side NTU, (hA)_air / (m_air cp): the bypass factor is exp(-ntuAir). */
  ntuAir: number;
}

/** Fixed-point passes on c_s: its change after the second pass is below 0.1 %. */
const CS_PASSES = 3;

/**
 * A fully wet exchange between air and a colder stream (Braun et al. 1989): q = eps* min(m, m*) (h_in - h_s(t_c,in)),
 * with c_s taken over the coolant's inlet and outlet temperatures (three fixed-point passes), and the effective surface
 * state h_s,eff = h_in - (h_in - h_out) / (1 - exp(-NTU_air)), from which the leaving air lies on the bypass line.
 * The caller compares with the dry exchange and keeps the larger heat flow (the coil is then treated as fully wet or
 * fully dry, Braun et al. section 4).
 * @param air entering air; massFlow its dry air, kg/s, > 0
 * @param hAAir air-side conductance with the surface efficiency, W/K
 * @param tCoolantIn coolant inlet, C, below the air's dry bulb
 * @param coolantCapacity coolant capacity rate, W/K, > 0
 * @param hACoolant coolant-side conductance with the wall, W/K
 * @param relation the arrangement's effectiveness (ntu, cr, airIsMin)
 * @throws EngineInputError when the coolant is not colder than the air
 */
export function wetExchange(
  air: AirState,
  massFlow: number,
  hAAir: number,
  tCoolantIn: number,
  coolantCapacity: number,
  hACoolant: number,
  relation: (ntu: number, cr: number, airIsMin: boolean) => number,
): WetExchange {
  if (!(tCoolantIn < air.tDb)) {
    throw new EngineInputError(
      `a wet exchange needs a coolant below the air (${tCoolantIn} C, air ${air.tDb} C)`,
    );
  }
  let tCoolantOut = Math.min(air.tDp, air.tDb);
  let airHeat = 0;
  for (let pass = 0; pass < CS_PASSES; pass++) {
    const p = wetParameters(air, massFlow, hAAir, tCoolantIn, tCoolantOut, coolantCapacity, hACoolant);
    airHeat = Math.max(0, relation(p.ntu, p.cr, p.airIsMin) * p.potential);
    tCoolantOut = tCoolantIn + airHeat / coolantCapacity;
  }
  const ntuAir = hAAir / (massFlow * moistAirSpecificHeat(air.w));
  const hOut = air.h - airHeat / massFlow;
  const hSurface = air.h - (air.h - hOut) / (1 - Math.exp(-ntuAir));
  return {
    airHeat,
    tSurface: saturationTemperatureFromEnthalpy(hSurface, air.pressure),
    ntuAir,
  };
}

/**
 * Enthalpy of the air film at a surface of temperature t, for air of humidity W: saturated where the surface lies
 * below the air's dew point (the surface condenses, Braun et al. 1989), h(t, W) above it (no mass transfer). One
 * continuous, increasing potential for the dry, the partly wet and the wet coil: above the dew point its slope is
 * cp = dh/dt at constant W, and the enthalpy method reduces to the dry effectiveness method exactly.
 * @param t surface temperature, C
 * @param air the air (its W, dew point and pressure)
 * @returns h_surface, J/kg dry air
 */
export function surfaceEnthalpy(t: number, air: AirState): number {
  return t < air.tDp ? saturatedEnthalpy(t, air.pressure) : enthalpy(t, air.w);
}

/**
 * The surface temperature of a surface enthalpy: the inverse of surfaceEnthalpy (closed form above the dew point,
 * saturationTemperatureFromEnthalpy below it).
 * @param h enthalpy, J/kg dry air
 * @param air the air
 * @returns t, C
 */
export function surfaceTemperatureFromEnthalpy(h: number, air: AirState): number {
  const hDewPoint = enthalpy(air.tDp, air.w);
  if (h >= hDewPoint) {
    return dryBulbFromEnthalpy(h, air.w);
  }
  // Newton on the convex h_s(t) from the dew point (the hot path of the cooler's rating): from above the root the
  // tangent never overshoots, so the iterates fall monotonically; bisection backs up a step that leaves the range.
  // The slope is h_s's own derivative (one saturation pressure a step, where a difference quotient took two).
  const p = air.pressure;
  let t = air.tDp;
  for (let i = 0; i < NEWTON_STEPS; i++) {
    const pws = saturationPressure(t);
    const ws = humidityRatioFromVapourPressure(pws, p);
    const hT = enthalpy(t, ws);
    // dh_s/dt = cp_a + cp_v W_s + (h_fg,0 + cp_v t) dW_s/dt, dW_s/dt = 0.621945 p p_ws' / (p - p_ws)^2 (ASHRAE 2017
    // ch. 1 eqs. 20 and 30 differentiated; p_ws' = p_ws d ln p_ws / dt).
    const dws = (EPSILON * p * pws * dLnSaturationPressure(t)) / ((p - pws) * (p - pws));
    const slope = CP_AIR + CP_VAPOUR * ws + (H_VAPOUR_0C + CP_VAPOUR * t) * dws;
    const next = t - (hT - h) / slope;
    if (!(next > T_SAT_MIN) || !(next <= t)) {
      break;
    }
    if (t - next < 1e-9) {
      return next;
    }
    t = next;
  }
  return saturationTemperatureFromEnthalpy(h, air.pressure);
}

/** Newton steps of surfaceTemperatureFromEnthalpy (it settles to 1e-9 K in four to six). */
const NEWTON_STEPS = 20;

/**
 * Slope of the surface enthalpy between two temperatures, (h_s(t1) - h_s(t2)) / (t1 - t2): Braun's c_s on a wet
 * surface, cp on a dry one, the secant across the dew point on a partly wet one.
 * @param t1 temperature, C; t2 temperature, C (the slope below t1 over 1e-3 K when they meet)
 * @param air the air
 */
export function surfaceSpecificHeat(t1: number, t2: number, air: AirState): number {
  const span = Math.abs(t1 - t2) < 1e-3 ? 1e-3 : t1 - t2;
  return (surfaceEnthalpy(t1, air) - surfaceEnthalpy(t1 - span, air)) / span;
}
