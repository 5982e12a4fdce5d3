/**
 * Heat recovery in one season (docs/rules.md#engine-heat-recovery): the supply and exhaust air out of a rotary wheel,
 * a counterflow plate ("Condensing") or an enthalpy (membrane) plate, with the EN 308 efficiencies, the recovered
 * power and moisture, condensate, frost risk and the pressure drops of both sides.
 *
 * EN 308 notation: 21 outdoor air entering the supply side, 22 supply air leaving it, 11 extract air entering the
 * exhaust side, 12 exhaust air leaving it.
 */
import type { ExchangerMatrix, FrostProtection } from '../catalogue/types';
import { checkRange } from '../errors';
import { counterflowEffectiveness } from '../heat-transfer/effectiveness';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import {
  saturatedEnthalpy,
  saturationSpecificHeat,
  saturationTemperatureFromEnthalpy,
  wetExchange,
} from '../heat-transfer/wet-surface';
import { cool, heat, MASS_FLOW_MAX, mix } from '../processes';
import {
  airState,
  condensedWaterEnthalpy,
  CP_VAPOUR,
  CP_WATER,
  densityFromVolume,
  dewPointFromVapourPressure,
  dryBulbFromEnthalpy,
  enthalpy,
  H_VAPOUR_0C,
  humidityRatioFromVapourPressure,
  PRESSURE_SEA_LEVEL,
  saturationPressure,
  T_MIN,
  specificVolume,
  vapourPressureFromHumidityRatio,
} from '../psychro';
import type { AirState } from '../psychro';
import { solveBracketed, solveRegulaFalsi } from '../solve';
import { matrixEffectiveness, matrixSide } from './matrix';
import type { MatrixEffectiveness, MatrixSide } from './matrix';

/** The temperature at which the position's volume flows are taken, C: flows are m3/h of air at 20 C and the site's
 * pressure (the reading the project chose; the original does not say). */
export const FLOW_REFERENCE_T = 20;

/**
 * Dry-air mass flow of a volume flow given at 20 C and the site's pressure: m = qV / v(20 C, W, p)
 * (ASHRAE 2017 ch. 1 eq. 26).
 * @param qV volume flow, m3/s, >= 0
 * @param w humidity ratio of the stream, kg/kg
 * @param pressure barometric pressure, Pa
 * @returns dry air, kg/s
 */
export function dryAirMassFlow(qV: number, w: number, pressure: number): number {
  return qV / specificVolume(FLOW_REFERENCE_T, w, pressure);
}

/** What a recovery calculation starts from. */
export interface RecoveryInput {
  matrix: ExchangerMatrix;
  /** Outdoor air entering the supply side (21). */
  supplyIn: AirState;
  /** Extract air entering the exhaust side (11), at the same pressure. */
  exhaustIn: AirState;
  /** Dry air through each side, kg/s, > 0. */
  supplyMassFlow: number;
  exhaustMassFlow: number;
  /** The unit's frost protection (catalogue); omitted = none acts (the frost check still runs). */
  frostProtection?: FrostProtection;
}

/** The frost check at the cold corner and what the protection did (issue 16). */
export interface FrostState {
  /** Plates and membrane: the wall temperature at the cold corner (outdoor air entering, exhaust leaving) without
   * protection and with it acting, C; null for a wheel (checked on its exhaust outlet instead). */
  wallUnprotectedC: number | null;
  wallC: number | null;
  /** Frost limit at the corner: the lower of the catalogue's wall limit and the leaving exhaust's dew point, C. */
  limitC: number;
  /** The stage acting at this point. */
  protection: 'none' | 'faceAndBypass' | 'preheater' | 'speedReduction';
  /** Share of the outdoor air led around the matrix, 0..1. */
  bypassFraction: number;
  /** Electric frost preheater: its power, W, and the air it leaves, C (null when off). */
  preheaterPowerW: number;
  preheatedTDb: number | null;
  /** EN 308 temperature efficiency the unprotected exchanger would show, null when t11 = t21. */
  unprotectedEfficiency: number | null;
  /** A wheel: its speed as a share of the card's speed, 0..1 (1: full speed; below 1 the speed reduction acts);
   * 1 for plates. */
  rotorSpeedShare: number;
}

/** The outcome in one season. */
export interface RecoveryResult {
  supplyIn: AirState;
  /** Supply air leaving the exchanger (22). */
  supplyOut: AirState;
  exhaustIn: AirState;
  /** Exhaust air leaving the exchanger (12). */
  exhaustOut: AirState;
  supplyMassFlow: number;
  exhaustMassFlow: number;
  supplySide: MatrixSide;
  exhaustSide: MatrixSide;
  effectiveness: MatrixEffectiveness;
  /** EN 308 temperature efficiency (t22 - t21) / (t11 - t21); null when t11 = t21. */
  temperatureEfficiency: number | null;
  /** EN 308 humidity efficiency (x22 - x21) / (x11 - x21); null when x11 = x21. */
  humidityEfficiency: number | null;
  /** Heat delivered to the supply stream, m_s (h22 - h21), W: positive in winter, negative when it cools. */
  supplyPower: number;
  /** Its sensible part, m_s cp (t22 - t21), W. */
  sensiblePower: number;
  /** Water taken up by the supply air, m_s (x22 - x21), kg/s (negative: dried). */
  moistureToSupply: number;
  /** Water condensed out of the cooled stream (liquid, or ice below 0 C), kg/s. */
  condensate: number;
  /** Which stream condenses, if any. */
  condensingSide: 'supply' | 'exhaust' | null;
  /** Frost would form without protection: plates and membrane, the cold-corner wall below the frost limit; a wheel,
   * the exhaust leaving below the card's ice formation limit. */
  frostRisk: boolean;
  frost: FrostState;
}

/** One air stream through the exchanger. */
interface Stream {
  state: AirState;
  massFlow: number;
  capacity: number;
  side: MatrixSide;
}

/**
 * The exchange of heat (and, for a wheel or a membrane, moisture) between supply and exhaust air.
 *
 * Sensible heat: q = eps C_min (t11 - t21) with C = m_da (1006 + 1860 W), so each outlet follows
 * t_out = t_in + eps (C_min / C)(t_other - t_in), the spec's formula with m read as the heat capacity rate.
 *
 * - Plate (latentNtuRatio 0): no moisture passes. The warm stream is checked for condensation: when its dew point lies
 *   above the cold inlet, the fully wet exchange of Braun et al. (1989) is computed; the heat flow is the larger of
 *   the dry and the wet one (their rule for partly wet surfaces), and the warm stream condenses when the wet one is
 *   larger or the dry outlet would fall below its dew point. It then leaves on the bypass line towards the effective
 *   surface state (process 20, engine/processes cool); the cold stream
 *   is heated at constant W by exactly the heat the warm one gave up (process 10, heat). In winter the warm stream is
 *   the exhaust; the supply then keeps its humidity ratio.
 * - Wheel and membrane (latentNtuRatio > 0): moisture m_w = eps_lat m_min (x11 - x21) passes with the sensible heat;
 *   the vapour carries h_v = 2 501 000 + 1860 t_mean J/kg, so each outlet has h_out = h_in +- (q + m_w h_v) / m and
 *   W_out = W_in +- m_w / m. Supersaturated outlets form condensate (fog or frost) as in mix(): saturated air with the
 *   excess as liquid or ice at the same enthalpy.
 *
 * Energy balances exactly: the heat the supply stream gains is the heat the exhaust stream (air and condensate)
 * loses.
 * @param input matrix, entering states (same pressure, tDb -60..150 C) and dry-air mass flows, kg/s, 0..1000
 * @throws EngineRangeError for a mass flow out of range or a flow beyond the matrix's laminar range
 */
export function recover(input: RecoveryInput): RecoveryResult {
  const bare = exchange(input);
  const { matrix } = input;
  if (matrix.rotor) {
    return wheelFrost(input, bare, matrix.rotor);
  }
  const wallLimitC = input.frostProtection?.wallLimitC ?? 0;
  const margin = (p: { wallC: number; limitC: number }) => p.wallC - p.limitC;
  const bareCorner = corner(bare, bare.supplyIn.tDb, wallLimitC);
  const unprotected = {
    wallUnprotectedC: bareCorner.wallC,
    limitC: bareCorner.limitC,
    unprotectedEfficiency: bare.temperatureEfficiency,
  };
  const none = {
    ...unprotected,
    wallC: unprotected.wallUnprotectedC,
    protection: 'none' as const,
    bypassFraction: 0,
    preheaterPowerW: 0,
    preheatedTDb: null,
    rotorSpeedShare: 1,
  };
  if (margin(bareCorner) >= 0) {
    return { ...bare, frostRisk: false, frost: none };
  }
  const stages = input.frostProtection?.stages ?? [];
  if (stages.includes('faceAndBypass')) {
    const bypassed = (b: number) => withBypass(input, b, wallLimitC);
    // NTU grows as 1 / (1 - b) on the supply side; the effectiveness relation holds to NTU 50.
    const bMax = Math.min(input.frostProtection?.maxBypassShare ?? 0, 1 - bare.effectiveness.ntu / 45);
    if (bMax > 0 && margin(bypassed(bMax)) >= 0) {
      const b = solveRegulaFalsi((x) => margin(bypassed(x)), 0, bMax, 1e-9, 'frost bypass');
      // The protected state keeps the corner at the limit or just above it.
      const p = margin(bypassed(b)) >= 0 ? bypassed(b) : bypassed(Math.min(b + 1e-9, bMax));
      return protectedResult(p, bare, { ...none, protection: 'faceAndBypass', bypassFraction: b });
    }
  }
  if (stages.includes('preheater')) {
    const preheated = (t: number) => withPreheater(input, t, wallLimitC);
    const tHi = input.exhaustIn.tDb;
    const t = solveRegulaFalsi((x) => margin(preheated(x)), input.supplyIn.tDb, tHi, 1e-7, 'frost preheater');
    const tSafe = margin(preheated(t)) >= 0 ? t : Math.min(t + 1e-7, tHi);
    const heated = heat(input.supplyIn, input.supplyMassFlow, { tDb: tSafe });
    return protectedResult(preheated(tSafe), bare, {
      ...none,
      protection: 'preheater',
      preheaterPowerW: heated.power,
      preheatedTDb: tSafe,
    });
  }
  return { ...bare, frostRisk: true, frost: none };
}

/**
 * A wheel's frost check and its speed reduction: ice forms in the matrix when the exhaust leaves below the card's ice
 * formation limit (iceFormationLimitC). With the catalogue's 'speedReduction' stage the rotor controller slows the
 * wheel until the exhaust leaves at the limit: the matrix capacity rate C_r = M c n / 60 falls with the speed n, and
 * the Kays & London rotation factor 1 - 1 / (9 Cr*^1.93) with it (matrixEffectiveness; ASHRAE HVAC Systems and
 * Equipment 2020 ch. 26, "Rotary air-to-air energy exchangers": speed control is the wheel's frost protection and
 * capacity control). The speed share is solved by regula falsi to 1e-9 between the speed where the rotation factor
 * reaches 0 and the card's speed. Without the stage the frost risk is reported and nothing acts.
 */
function wheelFrost(
  input: RecoveryInput,
  bare: RecoveryResult,
  rotor: NonNullable<ExchangerMatrix['rotor']>,
): RecoveryResult {
  const limitC = input.matrix.iceFormationLimitC;
  const none: FrostState = {
    wallUnprotectedC: null,
    wallC: null,
    limitC,
    protection: 'none',
    bypassFraction: 0,
    preheaterPowerW: 0,
    preheatedTDb: null,
    unprotectedEfficiency: bare.temperatureEfficiency,
    rotorSpeedShare: 1,
  };
  const frostRisk = bare.exhaustOut.tDb < limitC;
  if (!frostRisk || !(input.frostProtection?.stages ?? []).includes('speedReduction')) {
    return { ...bare, frostRisk, frost: none };
  }
  const at = (share: number) =>
    exchange({
      ...input,
      matrix: { ...input.matrix, rotor: { ...rotor, speedRpm: rotor.speedRpm * share } },
    });
  // The rotation factor is 0 at Cr* = 9^(-1/1.93): below that speed the wheel transfers nothing.
  const cMin = Math.min(bare.supplyMassFlow, bare.exhaustMassFlow) * moistAirSpecificHeat(bare.supplyIn.w);
  const crStarFull = (rotor.matrixMassKg * rotor.matrixSpecificHeat * rotor.speedRpm) / 60 / cMin;
  const shareLow = Math.min(1, Math.pow(9, -1 / 1.93) / crStarFull) * (1 + 1e-9);
  const margin = (share: number) => at(share).exhaustOut.tDb - limitC;
  if (margin(shareLow) < 0) {
    return { ...bare, frostRisk, frost: none };
  }
  const share = solveRegulaFalsi(margin, shareLow, 1, 1e-9, 'wheel speed reduction');
  const slowed = at(share);
  return {
    ...slowed,
    frostRisk,
    frost: { ...none, protection: 'speedReduction', rotorSpeedShare: share },
  };
}

/**
 * Wall temperature at the cold corner of a counterflow plate: where the outdoor air enters (t21) and the exhaust
 * leaves (t12). With the wall's own resistance negligible, the wall sits between the two films in the ratio of their
 * coefficients, t_w = (h_s t21 + h_e t12) / (h_s + h_e) (VDI Heat Atlas 2010, B1 / ASHRAE HVAC S&E 2020 ch. 26,
 * "Frosting": the coldest plate surface decides). Face velocity does not change h in the laminar channels.
 */
function corner(r: RecoveryResult, tMatrixIn: number, wallLimitC: number): { wallC: number; limitC: number } {
  const hs = r.supplySide.h;
  const out = r.exhaustOut;
  // Where the wall lies below the leaving exhaust's dew point, water condenses on it and heat reaches it by
  // convection and by the latent heat of that water: the flux is (h / cp)(h_air - h_s(t_w)) in enthalpy terms
  // (Threlkeld, Thermal Environmental Engineering 1970; Braun et al. 1989), with h_air - h_s(t_w) =
  // c_s (t_air - t_w) - (h_s(t_air) - h_air), c_s the slope of the saturation enthalpy between the wall and the air.
  // Saturated air has no deficit h_s(t_air) - h_air; air leaving unsaturated condenses at the wall all the same (the
  // film bends continuously from the dry one at t_w = t_dp: before engine 2.6.0 it took the dry film unless the air
  // left saturated, so a plate's frost margin jumped where the bypass warmed the exhaust out of saturation and the
  // stage flipped between bypass and preheater as the outdoor air warmed). Three passes settle the wall to well
  // under 0.01 K.
  const he = r.exhaustSide.h;
  let wall = (hs * tMatrixIn + he * out.tDb) / (hs + he);
  if (out.w > 0 && wall < out.tDp) {
    const cp = moistAirSpecificHeat(out.w);
    const deficit = Math.max(0, saturatedEnthalpy(out.tDb, out.pressure) - out.h);
    for (let pass = 0; pass < CORNER_PASSES; pass++) {
      const heWet = (he * saturationSpecificHeat(out.tDb, Math.min(wall, out.tDb), out.pressure)) / cp;
      wall = (hs * tMatrixIn + heWet * out.tDb - (he / cp) * deficit) / (hs + heWet);
    }
  }
  return {
    wallC: wall,
    // Frost forms where the wall is below 0 C (the catalogue's limit) and below the exhaust air's dew point there.
    limitC: Math.min(wallLimitC, out.w > 0 ? out.tDp : -Infinity),
  };
}

/** Fixed-point passes of the condensing corner's wall temperature. */
const CORNER_PASSES = 3;

/** A protected state and its cold corner. */
interface Protected {
  result: RecoveryResult;
  wallC: number;
  limitC: number;
}

/** A protected result: the frost fields and frostRisk (protection needed) on the protected state. */
function protectedResult(p: Protected, bare: RecoveryResult, frost: FrostState): RecoveryResult {
  return {
    ...p.result,
    frostRisk: true,
    frost: { ...frost, wallC: p.wallC, limitC: p.limitC },
    effectiveness: bare.effectiveness,
  };
}

/**
 * Face and bypass: a share b of the outdoor air passes the matrix, the rest (1 - b) goes through it; the two mix
 * after it (adiabatic mixing, engine/processes mix). The EN 308 efficiency is the mixed outlet's.
 */
function withBypass(input: RecoveryInput, b: number, wallLimitC: number): Protected {
  const through = (1 - b) * input.supplyMassFlow;
  const r = exchange({ ...input, supplyMassFlow: through });
  const mixed = mix(r.supplyOut, through, input.supplyIn, b * input.supplyMassFlow).state;
  const dt = input.exhaustIn.tDb - input.supplyIn.tDb;
  const dw = input.exhaustIn.w - input.supplyIn.w;
  const result: RecoveryResult = {
    ...r,
    supplyIn: input.supplyIn,
    supplyOut: mixed,
    supplyMassFlow: input.supplyMassFlow,
    temperatureEfficiency: dt === 0 ? null : (mixed.tDb - input.supplyIn.tDb) / dt,
    humidityEfficiency:
      input.matrix.latentNtuRatio > 0 && dw !== 0 ? (mixed.w - input.supplyIn.w) / dw : r.humidityEfficiency,
    sensiblePower:
      input.supplyMassFlow * moistAirSpecificHeat(input.supplyIn.w) * (mixed.tDb - input.supplyIn.tDb),
    moistureToSupply:
      input.matrix.latentNtuRatio > 0 ? input.supplyMassFlow * (mixed.w - input.supplyIn.w) : 0,
  };
  return { result, ...corner(r, input.supplyIn.tDb, wallLimitC) };
}

/**
 * Electric frost preheater: the outdoor air is heated at constant W to tPre before the matrix (process 10). The
 * recovery is what the matrix adds after it: supplyPower and the EN 308 efficiency count from tPre, on the outdoor
 * span t11 - t21 (the preheater's heat is not recovered heat).
 */
function withPreheater(input: RecoveryInput, tPre: number, wallLimitC: number): Protected {
  const pre = heat(input.supplyIn, input.supplyMassFlow, { tDb: tPre }).state;
  const r = exchange({ ...input, supplyIn: pre });
  const dt = input.exhaustIn.tDb - input.supplyIn.tDb;
  const dw = input.exhaustIn.w - input.supplyIn.w;
  const result: RecoveryResult = {
    ...r,
    supplyIn: input.supplyIn,
    temperatureEfficiency: dt === 0 ? null : (r.supplyOut.tDb - pre.tDb) / dt,
    humidityEfficiency:
      input.matrix.latentNtuRatio > 0 && dw !== 0 ? (r.supplyOut.w - pre.w) / dw : r.humidityEfficiency,
  };
  return { result, ...corner(r, pre.tDb, wallLimitC) };
}

/** The exchange without frost protection (see recover). */
function exchange(input: RecoveryInput): RecoveryResult {
  const { matrix, supplyIn, exhaustIn } = input;
  const supplyMassFlow = checkRange('supplyMassFlow', input.supplyMassFlow, 1e-9, MASS_FLOW_MAX, 'kg/s');
  const exhaustMassFlow = checkRange('exhaustMassFlow', input.exhaustMassFlow, 1e-9, MASS_FLOW_MAX, 'kg/s');
  const { pressure } = supplyIn;
  const tMean = (supplyIn.tDb + exhaustIn.tDb) / 2;
  const sideAt = (state: AirState, massFlow: number): Stream => {
    const v = specificVolume(tMean, state.w, pressure);
    return {
      state,
      massFlow,
      capacity: massFlow * moistAirSpecificHeat(state.w),
      side: matrixSide(matrix, massFlow * v, densityFromVolume(v, state.w), tMean),
    };
  };
  const supply = sideAt(supplyIn, supplyMassFlow);
  const exhaust = sideAt(exhaustIn, exhaustMassFlow);
  const massRatio = Math.min(supplyMassFlow, exhaustMassFlow) / Math.max(supplyMassFlow, exhaustMassFlow);
  const effectiveness = matrixEffectiveness(
    matrix,
    supply.side,
    supply.capacity,
    exhaust.side,
    exhaust.capacity,
    massRatio,
  );

  const outcome =
    matrix.latentNtuRatio > 0
      ? exchangeWithMoisture(supply, exhaust, effectiveness)
      : exchangeSensible(supply, exhaust, effectiveness);
  const { supplyOut, exhaustOut } = outcome;

  const dt = exhaustIn.tDb - supplyIn.tDb;
  const dw = exhaustIn.w - supplyIn.w;
  // A plate moves no water between the streams: condensate on either side is condensate, not recovered moisture.
  const movesWater = matrix.latentNtuRatio > 0;
  return {
    supplyIn,
    supplyOut,
    exhaustIn,
    exhaustOut,
    supplyMassFlow,
    exhaustMassFlow,
    supplySide: supply.side,
    exhaustSide: exhaust.side,
    effectiveness,
    temperatureEfficiency: dt === 0 ? null : (supplyOut.tDb - supplyIn.tDb) / dt,
    humidityEfficiency: dw === 0 ? null : movesWater ? (supplyOut.w - supplyIn.w) / dw : 0,
    supplyPower: outcome.supplyPower,
    sensiblePower: supplyMassFlow * moistAirSpecificHeat(supplyIn.w) * (supplyOut.tDb - supplyIn.tDb),
    moistureToSupply: movesWater ? supplyMassFlow * (supplyOut.w - supplyIn.w) : 0,
    condensate: outcome.condensate,
    condensingSide: outcome.condensingSide,
    frostRisk: false,
    frost: {
      wallUnprotectedC: null,
      wallC: null,
      limitC: 0,
      protection: 'none',
      bypassFraction: 0,
      preheaterPowerW: 0,
      preheatedTDb: null,
      unprotectedEfficiency: null,
      rotorSpeedShare: 1,
    },
  };
}

interface Outcome {
  supplyOut: AirState;
  exhaustOut: AirState;
  supplyPower: number;
  condensate: number;
  condensingSide: 'supply' | 'exhaust' | null;
}

/** Plate without moisture transfer: dry or condensing on the warm side (see recover). */
function exchangeSensible(supply: Stream, exhaust: Stream, effectiveness: MatrixEffectiveness): Outcome {
  const exhaustIsWarm = exhaust.state.tDb >= supply.state.tDb;
  const warm = exhaustIsWarm ? exhaust : supply;
  const cold = exhaustIsWarm ? supply : exhaust;
  const cMin = Math.min(warm.capacity, cold.capacity);
  const qDry = effectiveness.sensible * cMin * (warm.state.tDb - cold.state.tDb);
  const tWarmOutDry = warm.state.tDb - qDry / warm.capacity;

  let warmResult;
  let condensing = false;
  if (warm.state.tDp > cold.state.tDb) {
    const wet = wetExchange(
      warm.state,
      warm.massFlow,
      warm.side.hA,
      cold.state.tDb,
      cold.capacity,
      cold.side.hA,
      (ntu, cr) => counterflowEffectiveness(ntu, cr) * effectiveness.rotationFactor,
    );
    if (wet.airHeat > qDry || tWarmOutDry < warm.state.tDp) {
      // Braun et al.: the larger of the dry and the fully wet heat flow. The leaving air lies on the bypass line
      // towards the effective surface, h and W both keeping exp(-NTU_air) of their distance to the surface state.
      const { pressure } = warm.state;
      const hOut = warm.state.h - Math.max(wet.airHeat, qDry) / warm.massFlow;
      const bypass = Math.exp(-wet.ntuAir);
      const tSurface = saturationTemperatureFromEnthalpy(
        warm.state.h - (warm.state.h - hOut) / (1 - bypass),
        pressure,
      );
      const wSurface = humidityRatioFromVapourPressure(saturationPressure(tSurface), pressure);
      const wOut = wSurface + (warm.state.w - wSurface) * bypass;
      const tOut = Math.max(dryBulbFromEnthalpy(hOut, wOut), tSurface);
      warmResult = cool(warm.state, warm.massFlow, { tDb: tOut }, { tSurface, rhMax: 1 });
      condensing = warmResult.condensate > 0;
    }
  }
  // Dry: a surface at the warm stream's own dew point keeps W constant (process 20 without dehumidification); dry air
  // has no dew point (-Infinity), the lowest valid temperature serves.
  warmResult ??= cool(
    warm.state,
    warm.massFlow,
    { tDb: tWarmOutDry },
    { tSurface: Math.max(warm.state.tDp, T_MIN), rhMax: 1 },
  );
  // Condensate below 0 C is booked as (supercooled) liquid: ice that builds up is a store, not a steady heat gain,
  // so its heat of fusion never warms the other stream (frost protection keeps the wall above the frost limit).
  const tOut = warmResult.state.tDb;
  const fusion = warmResult.condensate * (condensedWaterEnthalpy(tOut) - CP_WATER * tOut);
  const coldResult = heat(cold.state, cold.massFlow, {
    heatingPower: Math.max(-warmResult.power + fusion, 0),
  });
  const supplyOut = exhaustIsWarm ? coldResult.state : warmResult.state;
  const exhaustOut = exhaustIsWarm ? warmResult.state : coldResult.state;
  return {
    supplyOut,
    exhaustOut,
    supplyPower: exhaustIsWarm ? coldResult.power : -coldResult.power,
    condensate: warmResult.condensate,
    condensingSide: condensing ? (exhaustIsWarm ? 'exhaust' : 'supply') : null,
  };
}

/** Wheel or membrane: sensible heat and moisture pass together (see recover). */
function exchangeWithMoisture(supply: Stream, exhaust: Stream, effectiveness: MatrixEffectiveness): Outcome {
  const cMin = Math.min(supply.capacity, exhaust.capacity);
  const mMin = Math.min(supply.massFlow, exhaust.massFlow);
  const q = effectiveness.sensible * cMin * (exhaust.state.tDb - supply.state.tDb);
  const water = effectiveness.latent * mMin * (exhaust.state.w - supply.state.w);
  const vapourEnthalpy = H_VAPOUR_0C + CP_VAPOUR * ((supply.state.tDb + exhaust.state.tDb) / 2);
  const transfer = q + water * vapourEnthalpy;
  const supplyOut = outletState(
    supply.state.h + transfer / supply.massFlow,
    supply.state.w + water / supply.massFlow,
    supply.state.pressure,
  );
  const exhaustOut = outletState(
    exhaust.state.h - transfer / exhaust.massFlow,
    exhaust.state.w - water / exhaust.massFlow,
    exhaust.state.pressure,
  );
  const supplyCondensate = supply.massFlow * supplyOut.condensate;
  const exhaustCondensate = exhaust.massFlow * exhaustOut.condensate;
  return {
    supplyOut: supplyOut.state,
    exhaustOut: exhaustOut.state,
    supplyPower: transfer,
    condensate: supplyCondensate + exhaustCondensate,
    condensingSide: exhaustCondensate > 0 ? 'exhaust' : supplyCondensate > 0 ? 'supply' : null,
  };
}

/**
 * The air leaving with enthalpy h and water content w per kg of dry air: unsaturated air when it can hold w, else
 * saturated air at the temperature where air and condensed water together hold h (the fog balance of mix()).
 * @returns the air and the condensate, kg per kg of dry air
 */
function outletState(h: number, w: number, pressure: number): { state: AirState; condensate: number } {
  const tDb = dryBulbFromEnthalpy(h, w);
  if (vapourPressureFromHumidityRatio(w, pressure) <= saturationPressure(tDb)) {
    return { state: airState({ tDb, w, pressure }), condensate: 0 };
  }
  const wSat = (t: number) => humidityRatioFromVapourPressure(saturationPressure(t), pressure);
  const tFog = solveBracketed(
    // The fog booked as liquid water, also below 0 C (no heat of fusion as a steady gain; see exchangeSensible).
    (t) => enthalpy(t, wSat(t)) + (w - wSat(t)) * CP_WATER * t - h,
    tDb,
    dewPointFromVapourPressure(vapourPressureFromHumidityRatio(w, pressure)),
    1e-9,
    'recover (condensate)',
  );
  const state = airState({ tDb: tFog, rh: 1, pressure });
  return { state, condensate: w - state.w };
}

/** EN 308 dry reference conditions: outdoor 5 C, extract 25 C, equal humidity ratio low enough not to condense. */
const REFERENCE = { tSupply: 5, tExhaust: 25, w: 0.003 };

/**
 * The dry, balanced reference efficiency EU 1253/2014 asks for (thermal efficiency of the heat recovery system at
 * EN 308's dry conditions: t21 = 5 C, t11 = 25 C, no condensation, balanced mass flows, sea-level pressure, at the
 * nominal flow): the same model as recover(), with both streams at W = 0.003 kg/kg (dew point -1.7 C, below t21, and
 * no moisture gradient).
 * @param matrix the catalogue's matrix
 * @param qV nominal flow of each side, m3/s at 20 C
 * @returns the recovery result; its temperatureEfficiency is eta_t
 */
export function dryReferenceRecovery(matrix: ExchangerMatrix, qV: number): RecoveryResult {
  const pressure = PRESSURE_SEA_LEVEL;
  const massFlow = dryAirMassFlow(qV, REFERENCE.w, pressure);
  return recover({
    matrix,
    supplyIn: airState({ tDb: REFERENCE.tSupply, w: REFERENCE.w, pressure }),
    exhaustIn: airState({ tDb: REFERENCE.tExhaust, w: REFERENCE.w, pressure }),
    supplyMassFlow: massFlow,
    exhaustMassFlow: massFlow,
  });
}
