/**
 * The heater and the cooler of a position (docs/rules.md#engine-coils): the design point from the air side (target
 * supply temperature or capacity) and the fluid side (outlet temperature or flow), and whether the coil's geometry
 * can carry that duty (effectiveness-NTU; Braun's wet effectiveness for the cooler).
 *
 * Reading: the card fixes the heater at two tube rows and 2.5 mm fins; the design point is what the user asks for
 * (four terminal temperatures and the fluid flow by the energy balance), and the coil is feasible when its geometry
 * transfers at least that heat at that fluid flow (the valve then throttles). An impossible duty throws
 * EngineDutyError naming the requested quantity and the range the coil reaches.
 */
import type { CoilModel } from '../catalogue/types';
import { checkRange, EngineConvergenceError, EngineDutyError, EngineInputError } from '../errors';
import { coilEffectiveness } from '../heat-transfer/effectiveness';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import { saturationSpecificHeat } from '../heat-transfer/wet-surface';
import { roundTo } from '../numbers';
import { cool, heat } from '../processes';
import type { ProcessResult } from '../processes';
import { densityFromVolume, specificVolume } from '../psychro';
import type { AirState } from '../psychro';
import { solveBracketed } from '../solve';
import { FLUID_TABLES, fluidProperties, fluidTable, glycolConcentration } from './fluids';
import type { FluidProperties, FluidTable, Medium } from './fluids';
import { coilAirSide, coilFluidSide } from './surface';
import type { CoilAirSide, CoilFluidSide } from './surface';

/** The air side's target: the leaving dry bulb, C, or the capacity, W (> 0). */
export type CoilAirTarget = { tDb: number; capacityW?: undefined } | { capacityW: number; tDb?: undefined };

/** The fluid side's second value: the outlet temperature, C, or the volume flow at the inlet, m3/h. */
export type CoilFluidTarget = { tOut: number; flowM3h?: undefined } | { flowM3h: number; tOut?: undefined };

/** What a coil calculation starts from. */
export interface CoilInput {
  coil: CoilModel;
  /** Air entering the coil (the recovery outlet, or the user's manual values). */
  airIn: AirState;
  /** Dry air, kg/s, > 0. */
  massFlow: number;
  medium: Medium;
  /** Glycol mass fraction, %: a row of the table; omitted = the rule of docs/rules.md#glycol-concentration from
   * tWinterOutdoor. */
  concentrationPct?: number;
  /** Winter design outdoor temperature, C: the concentration rule's input. */
  tWinterOutdoor: number;
  /** Fluid inlet temperature, C. */
  fluidTIn: number;
  target: CoilAirTarget;
  fluid: CoilFluidTarget;
}

/** A coil's design point. */
export interface CoilResult {
  kind: 'heater' | 'cooler';
  airIn: AirState;
  airOut: AirState;
  /** Dry air, kg/s. */
  massFlow: number;
  /** Heat exchanged with the fluid, W, >= 0: m_da (h_out - h_in) for a heater; m_da (h_in - h_out) - condensate
   * enthalpy for a cooler. Equals the fluid's m cp |dt|. */
  capacity: number;
  /** Sensible part, m_da cp(W_out) |t_out - t_in|, W. */
  sensibleCapacity: number;
  /** Condensate, kg/s (cooler). */
  condensate: number;
  medium: Medium;
  concentrationPct: number;
  freezingPointC: number;
  fluidTIn: number;
  fluidTOut: number;
  /** Fluid mass flow, kg/s, and volume flow at the inlet temperature, m3/s. */
  fluidMassFlow: number;
  fluidQV: number;
  /** m_fluid cp |t_out - t_in|, W (the fluid-side heat flow). */
  fluidHeat: number;
  fluidVelocity: number;
  fluidDpPa: number;
  airDpPa: number;
  faceVelocity: number;
  /** Whether the surface condenses (cooler below the entering dew point). */
  wet: boolean;
  /** The coil's bypass factor exp(-eta_o h A / (m cp)) and the apparatus dew point of the design point (cooler). */
  bypassFactor: number;
  apparatusDewPoint: number | null;
  /** NTU of the coil at the design fluid flow (NTU* of the wet coil). */
  ntu: number;
  /** Heat the geometry transfers at the design fluid flow / the duty (>= 1 when feasible). */
  reserve: number;
  rows: number;
  finPitchMm: number;
}

/** Fixed-point passes of the fluid outlet temperature (cp at the mean temperature). */
const MAX_FLUID_PASSES = 30;

interface FluidDesign {
  massFlow: number;
  tOut: number;
  /** Properties at the mean fluid temperature. */
  properties: FluidProperties;
}

/**
 * The fluid's flow and outlet for a heat flow q (W, >= 0) taken from (heater, sign -1) or given to (cooler, +1) it:
 * m = q / (cp (t_out - t_in) sign) from an outlet temperature, or t_out = t_in + sign q / (m cp) from a flow, cp at
 * the mean temperature.
 */
function fluidDesign(
  kind: 'heater' | 'cooler',
  table: FluidTable,
  tIn: number,
  fluid: CoilFluidTarget,
  q: number,
): FluidDesign {
  const sign = kind === 'heater' ? -1 : 1;
  if (fluid.tOut !== undefined) {
    const properties = fluidProperties(table, (tIn + fluid.tOut) / 2);
    return {
      massFlow: q / (properties.specificHeat * sign * (fluid.tOut - tIn)),
      tOut: fluid.tOut,
      properties,
    };
  }
  const massFlow = (fluid.flowM3h / 3600) * fluidProperties(table, tIn).density;
  let tOut = tIn;
  for (let pass = 0; pass < MAX_FLUID_PASSES; pass++) {
    const properties = fluidProperties(table, (tIn + tOut) / 2);
    const next = tIn + (sign * q) / (massFlow * properties.specificHeat);
    if (Math.abs(next - tOut) < 1e-10) {
      return { massFlow, tOut: next, properties: fluidProperties(table, (tIn + next) / 2) };
    }
    tOut = next;
  }
  throw new EngineConvergenceError(`${kind} fluid outlet`, MAX_FLUID_PASSES, 0);
}

/** The concentration (given, or by the rule of docs/rules.md#glycol-concentration) and the fluid table. */
function fluidOf(kind: 'heater' | 'cooler', input: CoilInput): FluidTable {
  const concentration = input.concentrationPct ?? glycolConcentration(input.medium, input.tWinterOutdoor);
  if (concentration === null) {
    throw new EngineDutyError(
      kind,
      `${kind}.tWinterOutdoor`,
      input.tWinterOutdoor,
      FLUID_TABLES[input.medium].at(-1)?.freezingPointC ?? 0,
      60,
      'C',
      `no ${input.medium} glycol concentration of the table protects the coil at this winter temperature`,
    );
  }
  if (input.medium === 'water' && concentration !== 0) {
    throw new EngineInputError(`water has no glycol concentration (got ${concentration} %)`);
  }
  return fluidTable(input.medium, concentration);
}

/** Air density and the dry-air side of the coil at the mean air state. */
function airSide(input: CoilInput, airOut: AirState, wetFactor = 1): CoilAirSide {
  const tMean = (input.airIn.tDb + airOut.tDb) / 2;
  const v = specificVolume(tMean, input.airIn.w, input.airIn.pressure);
  return coilAirSide(
    input.coil,
    input.massFlow,
    input.airIn.w,
    densityFromVolume(v, input.airIn.w),
    tMean,
    wetFactor,
  );
}

function checkCommon(kind: 'heater' | 'cooler', input: CoilInput): void {
  checkRange(`${kind}.massFlow`, input.massFlow, 1e-6, 1000, 'kg/s');
  if (input.target.capacityW !== undefined) {
    checkRange(`${kind}.capacityW`, input.target.capacityW, 0, 10_000_000, 'W');
  }
  if (input.fluid.flowM3h !== undefined) {
    checkRange(`${kind}.fluidFlowM3h`, input.fluid.flowM3h, 0.001, 1000, 'm3/h');
  }
}

/**
 * The heater: W constant (process 10, engine/processes heat) from the entering air to the target dry bulb or by the
 * capacity; the fluid flow (or outlet) by the energy balance; feasible when the coil's dry effectiveness
 * (coilEffectiveness: rows in cross-counterflow) at that fluid flow transfers at least the capacity:
 * q <= eps(NTU, Cr) C_min (t_fluid,in - t_air,in).
 * @param input coil, air in and its dry-air flow, medium, concentration, fluid inlet, targets
 * @throws EngineDutyError (heater.tDb, heater.capacityW or heater.fluidTOut) when the coil cannot carry the duty;
 *   EngineRangeError for a value outside its range
 */
export function heaterDesign(input: CoilInput): CoilResult {
  checkCommon('heater', input);
  const table = fluidOf('heater', input);
  const { airIn, massFlow, fluidTIn } = input;
  if (input.fluid.tOut !== undefined) {
    checkRange('heater.fluidTOut', input.fluid.tOut, table.freezingPointC, fluidTIn, 'C');
  }
  const capacityOf = (target: CoilAirTarget): ProcessResult =>
    heat(
      airIn,
      massFlow,
      target.tDb !== undefined ? { tDb: target.tDb } : { heatingPower: target.capacityW },
    );
  const air = capacityOf(input.target);
  const q = air.power;
  const cAir = massFlow * moistAirSpecificHeat(airIn.w);

  /** The heat the geometry transfers at the fluid flow of duty q, and its NTU. */
  const available = (duty: number) => {
    const fluid = fluidDesign('heater', table, fluidTIn, input.fluid, duty);
    const sideAir = airSide(input, capacityOf({ capacityW: duty }).state);
    const sideFluid = coilFluidSide(input.coil, fluid.massFlow, fluid.properties);
    const cFluid = fluid.massFlow * fluid.properties.specificHeat;
    const cMin = Math.min(cAir, cFluid);
    const ntu = 1 / (1 / sideAir.hA + 1 / sideFluid.hA) / cMin;
    const eps = coilEffectiveness(
      Math.min(ntu, 50),
      cMin / Math.max(cAir, cFluid),
      input.coil.geometry.rows,
      cAir <= cFluid,
    );
    return { heat: eps * cMin * (fluidTIn - airIn.tDb), ntu, fluid, sideAir, sideFluid };
  };

  if (!(fluidTIn > airIn.tDb) && q > 0) {
    throw dutyError(
      'heater',
      input,
      q,
      0,
      `the fluid enters at ${fluidTIn} C, not above the air's ${roundTo(airIn.tDb, 1)} C`,
    );
  }
  if (q === 0) {
    return idleCoil('heater', input, table, air);
  }
  const design = available(q);
  if (design.heat < q * (1 - 1e-9)) {
    // The duties the coil carries: where the geometry's heat meets the duty. With the fluid's outlet fixed, a smaller
    // duty needs less fluid and the tube flow may turn laminar, so they can be two intervals with a gap (as for the
    // cooler); the error names the interval nearest the target and lists all.
    const lo = q * 1e-6;
    const duties = reachableIntervals((duty) => available(duty).heat - duty, lo, q, false);
    const reason = `${input.coil.geometry.rows}-row coil, ${input.medium} entering at ${fluidTIn} C, ${describeFluid(input.fluid)}`;
    const leaving = (duty: number) =>
      duty <= lo ? airIn.tDb : heat(airIn, massFlow, { heatingPower: duty }).state.tDb;
    const [quantity, value, intervals, unit, digits] =
      input.target.tDb !== undefined
        ? ([
            'heater.tDb',
            input.target.tDb,
            duties.map(([a, b]): [number, number] => [leaving(a), leaving(b)]),
            'C',
            2,
          ] as const)
        : ([
            'heater.capacityW',
            q,
            duties.map(([a, b]): [number, number] => [a <= lo ? 0 : a, b]),
            'W',
            0,
          ] as const);
    // Even a trickle fails: the coil reaches nothing beyond the entering air.
    const none: [number, number] = unit === 'C' ? [airIn.tDb, airIn.tDb] : [0, 0];
    const [min, max] = nearestInterval(intervals, value) ?? none;
    const listed = intervals
      .map(([a, b]) => `${roundTo(a, digits)}..${roundTo(b, digits)} ${unit}`)
      .join(', ');
    throw new EngineDutyError(
      'heater',
      quantity,
      value,
      min,
      max,
      unit,
      intervals.length > 1 ? `${reason}; reachable: ${listed}` : reason,
    );
  }
  return {
    ...common('heater', input, table, air, design.fluid, design.sideFluid),
    sensibleCapacity: q,
    airDpPa: design.sideAir.dpDryPa,
    faceVelocity: design.sideAir.faceVelocity,
    wet: false,
    bypassFactor: Math.exp(-design.sideAir.hA / cAir),
    apparatusDewPoint: null,
    ntu: design.ntu,
    reserve: design.heat / q,
  };
}

/** Fixed-point passes of the cooler's surface temperature (it settles to 1e-7 K in under ten, else bisection). */
const MAX_SURFACE_PASSES = 40;

/**
 * The cooler, apparatus dew point / bypass factor model (ASHRAE Handbook Fundamentals 2017 ch. 1, "Moist-Air Cooling
 * and Dehumidification"; HVAC Systems and Equipment 2016 ch. 23). The coil's effective surface (its apparatus dew
 * point) sits above the mean fluid temperature by the fluid film and the tube wall: t_s = t_fluid,mean + q / (hA)_fluid;
 * the leaving air lies on the straight line from the entering state to the saturated surface state (process 20,
 * engine/processes cool: dry when t_s is above the entering dew point, condensing below it), at the target dry bulb
 * or at the dry bulb whose duty is the capacity. q, the fluid flow and t_s are solved together (fixed point).
 * Feasible when the air side reaches that close to the surface: the design's bypass factor
 * BF = (t_2 - t_s) / (t_1 - t_s) is at least the coil's, exp(-eta_o h A / (m cp)) (wet fins by Threlkeld's c_s / cp);
 * reserve = ln BF_coil / ln BF, the ratio of the air-side transfer units the coil has to those the duty needs.
 * @param input coil, air in and its dry-air flow, medium, concentration, fluid inlet, targets
 * @throws EngineDutyError (cooler.tDb, cooler.capacityW) when the coil cannot carry the duty; EngineRangeError for a
 *   value outside its range; EngineConvergenceError if the surface temperature does not settle
 */
export function coolerDesign(input: CoilInput): CoilResult {
  checkCommon('cooler', input);
  const table = fluidOf('cooler', input);
  const { airIn, massFlow, fluidTIn } = input;
  if (input.fluid.tOut !== undefined) {
    checkRange('cooler.fluidTOut', input.fluid.tOut, fluidTIn, 100, 'C');
  }
  const cAir = massFlow * moistAirSpecificHeat(airIn.w);
  const idleResult = () =>
    idleCoil(
      'cooler',
      input,
      table,
      cool(airIn, massFlow, { tDb: airIn.tDb }, { tSurface: airIn.tDb, rhMax: 1 }),
    );
  if (!(fluidTIn < airIn.tDb)) {
    if (input.target.capacityW === 0 || (input.target.tDb ?? -Infinity) >= airIn.tDb) {
      return idleResult();
    }
    throw dutyError(
      'cooler',
      input,
      0,
      0,
      `the fluid enters at ${fluidTIn} C, not below the air's ${roundTo(airIn.tDb, 1)} C`,
      {
        tDb: input.target.tDb,
        tLowest: airIn.tDb,
      },
    );
  }

  /** The coil leaving the air at t2: surface, air, fluid, and the design's and the coil's bypass factors. */
  const at = (t2: number) => {
    /** One pass: the air, duty and fluid with the surface at tSurface, and the surface they give. */
    const pass = (tSurface: number) => {
      const air = cool(airIn, massFlow, { tDb: t2 }, { tSurface: Math.min(tSurface, t2), rhMax: 1 });
      const q = -air.power;
      if (!(q > 0)) {
        return undefined;
      }
      const fluid = fluidDesign('cooler', table, fluidTIn, input.fluid, q);
      const sideFluid = coilFluidSide(input.coil, fluid.massFlow, fluid.properties);
      return { air, q, fluid, sideFluid, next: (fluidTIn + fluid.tOut) / 2 + q / sideFluid.hA };
    };
    const settled = (point: NonNullable<ReturnType<typeof pass>>) => {
      const { air, next } = point;
      const wetFactor =
        air.condensate > 0
          ? saturationSpecificHeat(airIn.tDp, next, airIn.pressure) / moistAirSpecificHeat(airIn.w)
          : 1;
      const sideAir = airSide(input, air.state, wetFactor);
      const bypassCoil = Math.exp(-sideAir.hA / cAir);
      const bypass = next < t2 ? (t2 - next) / (airIn.tDb - next) : 0;
      return { ...point, sideAir, tSurface: next, bypass, bypassCoil };
    };
    let tSurface = fluidTIn;
    for (let i = 0; i < MAX_SURFACE_PASSES; i++) {
      const point = pass(tSurface);
      if (point === undefined) {
        return undefined;
      }
      if (Math.abs(point.next - tSurface) < 1e-7) {
        return settled(point);
      }
      tSurface = point.next;
    }
    // The fixed point can cycle where the tube flow changes regime (the fluid's h jumps with the duty): bisection on
    // next(t_s) - t_s between the fluid inlet (the surface is never colder) and the air inlet (never warmer).
    const gap = (t: number) => {
      const point = pass(t);
      return point === undefined ? 0 : point.next - t;
    };
    if (!(gap(fluidTIn) * gap(airIn.tDb) < 0)) {
      throw new EngineConvergenceError('cooler surface temperature', MAX_SURFACE_PASSES, 0);
    }
    const root = solveBracketed(gap, fluidTIn, airIn.tDb, 1e-9, 'cooler surface temperature');
    const point = pass(root);
    return point === undefined ? undefined : settled(point);
  };
  /** How far the design stays from the coil's limit, K: t2 - t_s - BF_coil (t1 - t_s) >= 0 when feasible. */
  const margin = (t2: number) => {
    const point = at(t2);
    return point === undefined
      ? airIn.tDb
      : t2 - point.tSurface - point.bypassCoil * (airIn.tDb - point.tSurface);
  };
  const tLowest = fluidTIn + 1e-6;

  let t2: number;
  if (input.target.tDb !== undefined) {
    t2 = Math.min(input.target.tDb, airIn.tDb);
    checkRange('cooler.tDb', t2, -50, 100, 'C');
  } else {
    const capacity = input.target.capacityW;
    const qMax = at(tLowest)?.q ?? 0;
    if (capacity > qMax) {
      throw dutyError('cooler', input, capacity, limitDuty(), `the fluid entering at ${fluidTIn} C`);
    }
    t2 = solveBracketed((t) => (at(t)?.q ?? 0) - capacity, tLowest, airIn.tDb, 1e-9, 'cooler capacity');
  }
  const design = t2 < airIn.tDb ? at(t2) : undefined;
  if (design === undefined) {
    return idleResult();
  }
  if (margin(t2) < 0) {
    const reason = `${input.coil.geometry.rows}-row coil, ${input.medium} entering at ${fluidTIn} C, ${describeFluid(input.fluid)}`;
    if (input.target.tDb !== undefined) {
      // The margin need not be monotonic in t2: with the fluid's outlet fixed, a smaller duty needs less fluid, and
      // the tube flow may fall from turbulent to laminar (VDI Heat Atlas G1), so the reachable targets can be two
      // intervals with a gap. The error names the reachable interval nearest to the target and lists all of them.
      const reachable = reachableIntervals(margin, tLowest, airIn.tDb);
      const nearest = nearestInterval(reachable, t2);
      const listed = reachable.map(([lo, hi]) => `${roundTo(lo, 2)}..${roundTo(hi, 2)} C`).join(', ');
      throw new EngineDutyError(
        'cooler',
        'cooler.tDb',
        input.target.tDb,
        nearest?.[0] ?? airIn.tDb,
        nearest?.[1] ?? airIn.tDb,
        'C',
        reachable.length > 1 ? `${reason}; reachable: ${listed}` : reason,
      );
    }
    throw dutyError('cooler', input, design.q, limitDuty(), reason);
  }
  return {
    ...common('cooler', input, table, design.air, design.fluid, design.sideFluid),
    sensibleCapacity:
      massFlow * moistAirSpecificHeat(design.air.state.w) * (airIn.tDb - design.air.state.tDb),
    airDpPa:
      design.sideAir.dpDryPa * (design.air.condensate > 0 ? input.coil.geometry.wetPressureDropFactor : 1),
    faceVelocity: design.sideAir.faceVelocity,
    wet: design.air.condensate > 0,
    bypassFactor: design.bypassCoil,
    apparatusDewPoint: design.tSurface,
    ntu: -Math.log(design.bypassCoil),
    reserve: design.bypass > 0 ? Math.log(design.bypassCoil) / Math.log(design.bypass) : Number.MAX_VALUE,
  };

  /** The lowest leaving dry bulb the coil reaches: where the margin closes. */
  function limitT(): number {
    return reachableIntervals(margin, tLowest, airIn.tDb)[0]?.[0] ?? airIn.tDb;
  }
  /** The largest duty the coil carries, W. */
  function limitDuty(): number {
    return at(limitT())?.q ?? 0;
  }
}

/** Grid points of the scan for the reachable leaving temperatures (each crossing then refined by bisection). */
const REACH_SCAN_POINTS = 64;

/**
 * The intervals where a coil's margin is >= 0 (reachable), lowest first: a scan of REACH_SCAN_POINTS + 1 points from
 * tLo to tHi (leaving dry bulbs of a cooler, duties of a heater), each sign change refined by bisection to 1e-6. For the
 * cooler the top end (the entering dry bulb, no duty) is always reachable (topReachable).
 */
function reachableIntervals(
  margin: (t: number) => number,
  tLo: number,
  tHi: number,
  topReachable = true,
): [number, number][] {
  const intervals: [number, number][] = [];
  const step = (tHi - tLo) / REACH_SCAN_POINTS;
  let start: number | null = null;
  let previousT = tLo;
  let previousOk = margin(tLo) >= 0;
  if (previousOk) {
    start = tLo;
  }
  for (let i = 1; i <= REACH_SCAN_POINTS; i++) {
    // The cooler's top end is the entering air itself (no duty): the scan stops just short of it.
    const t = i === REACH_SCAN_POINTS ? (topReachable ? tHi - 1e-6 : tHi) : tLo + i * step;
    const ok = margin(t) >= 0;
    if (ok !== previousOk) {
      const edge = solveBracketed(margin, previousT, t, 1e-6, 'cooler reach');
      // Keep the edge on the reachable side of the bracket so that the interval's ends are met.
      const inner = ok ? Math.min(edge + 1e-6, t) : Math.max(edge - 1e-6, previousT);
      if (ok) {
        start = inner;
      } else if (start !== null) {
        intervals.push([start, inner]);
        start = null;
      }
    }
    previousT = t;
    previousOk = ok;
  }
  if (start !== null || topReachable) {
    intervals.push([start ?? tHi, tHi]);
  }
  return intervals;
}

/** The interval nearest to t (the one containing it, else the one with the closest end). */
function nearestInterval(intervals: [number, number][], t: number): [number, number] | undefined {
  const distance = ([lo, hi]: [number, number]) => (t < lo ? lo - t : t > hi ? t - hi : 0);
  return [...intervals].sort((a, b) => distance(a) - distance(b))[0];
}

/** The fields heater and cooler share. */
function common(
  kind: 'heater' | 'cooler',
  input: CoilInput,
  table: FluidTable,
  air: ProcessResult,
  fluid: FluidDesign,
  sideFluid: CoilFluidSide,
) {
  const inlet = fluidProperties(table, input.fluidTIn);
  return {
    kind,
    airIn: input.airIn,
    airOut: air.state,
    massFlow: input.massFlow,
    capacity: Math.abs(air.power),
    condensate: air.condensate,
    medium: input.medium,
    concentrationPct: table.concentrationPct,
    freezingPointC: table.freezingPointC,
    fluidTIn: input.fluidTIn,
    fluidTOut: fluid.tOut,
    fluidMassFlow: fluid.massFlow,
    fluidQV: fluid.massFlow / inlet.density,
    fluidHeat: fluid.massFlow * fluid.properties.specificHeat * Math.abs(fluid.tOut - input.fluidTIn),
    fluidVelocity: sideFluid.velocity,
    fluidDpPa: sideFluid.dpPa,
    rows: input.coil.geometry.rows,
    finPitchMm: input.coil.geometry.finPitchM * 1000,
  };
}

/** A coil whose target the entering air already meets: no heat, no fluid flow unless one is given. */
function idleCoil(
  kind: 'heater' | 'cooler',
  input: CoilInput,
  table: FluidTable,
  air: ProcessResult,
): CoilResult {
  const side = airSide(input, air.state);
  const massFlowFluid =
    input.fluid.flowM3h !== undefined
      ? (input.fluid.flowM3h / 3600) * fluidProperties(table, input.fluidTIn).density
      : 0;
  const properties = fluidProperties(table, input.fluidTIn);
  const sideFluid =
    massFlowFluid > 0 ? coilFluidSide(input.coil, massFlowFluid, properties) : { velocity: 0, dpPa: 0 };
  return {
    kind,
    airIn: input.airIn,
    airOut: air.state,
    massFlow: input.massFlow,
    capacity: 0,
    sensibleCapacity: 0,
    condensate: 0,
    medium: input.medium,
    concentrationPct: table.concentrationPct,
    freezingPointC: table.freezingPointC,
    fluidTIn: input.fluidTIn,
    fluidTOut: input.fluid.tOut ?? input.fluidTIn,
    fluidMassFlow: massFlowFluid,
    fluidQV: massFlowFluid / properties.density,
    fluidHeat: 0,
    fluidVelocity: sideFluid.velocity,
    fluidDpPa: sideFluid.dpPa,
    airDpPa: side.dpDryPa,
    faceVelocity: side.faceVelocity,
    wet: false,
    bypassFactor: Math.exp(-side.hA / (input.massFlow * moistAirSpecificHeat(input.airIn.w))),
    apparatusDewPoint: null,
    ntu: 0,
    reserve: Number.MAX_VALUE,
    rows: input.coil.geometry.rows,
    finPitchMm: input.coil.geometry.finPitchM * 1000,
  };
}

function describeFluid(fluid: CoilFluidTarget): string {
  return fluid.tOut !== undefined ? `leaving at ${fluid.tOut} C` : `${fluid.flowM3h} m3/h`;
}

/**
 * The duty error in the terms the user gave: the target dry bulb (its reachable range) or the capacity (0 up to the
 * largest the coil carries).
 * @param q requested capacity, W; qMax the largest capacity the coil carries, W
 * @param tRange for a cooler's dry-bulb target: the target and the lowest reachable leaving dry bulb
 */
function dutyError(
  kind: 'heater' | 'cooler',
  input: CoilInput,
  q: number,
  qMax: number,
  reason: string,
  tRange?: { tDb: number | undefined; tLowest: number },
): EngineDutyError {
  const { airIn, massFlow } = input;
  if (input.target.tDb !== undefined) {
    if (kind === 'heater') {
      const tMax = heat(airIn, massFlow, { heatingPower: Math.max(qMax, 0) }).state.tDb;
      return new EngineDutyError(kind, 'heater.tDb', input.target.tDb, airIn.tDb, tMax, 'C', reason);
    }
    return new EngineDutyError(
      kind,
      'cooler.tDb',
      input.target.tDb,
      tRange?.tLowest ?? airIn.tDb,
      airIn.tDb,
      'C',
      reason,
    );
  }
  return new EngineDutyError(
    kind,
    `${kind}.capacityW`,
    input.target.capacityW ?? q,
    0,
    Math.max(qMax, 0),
    'W',
    reason,
  );
}
