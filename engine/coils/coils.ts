/**
 * The heater and the cooler of a position (docs/rules.md#engine-coils, issue 26): the design point from the air side
 * (target supply temperature or capacity) and the fluid side (outlet temperature or flow), and the coil geometry that
 * carries it, chosen the way a coil maker's program chooses: from the size's choice set (catalogue CoilChoices: rows,
 * fin pitches; tubes per row from the face height; feeds from the fluid flow), the smallest coil (fewest rows, then the
 * widest fin pitch) that meets the duty within the air and fluid pressure-drop limits.
 *
 * Reading: the design point is what the user asks for (four terminal temperatures and the fluid flow by the energy
 * balance); a geometry meets it when, throttled by its valve to the target, it needs no more fluid than the design
 * flow (rating.ts rates a geometry at a fluid flow). An impossible duty throws EngineDutyError naming the requested
 * quantity and the one interval the largest coil reaches, with the geometries tried.
 */
import type { CoilModel } from '../catalogue/types';
import { checkRange, EngineConvergenceError, EngineDutyError, EngineInputError } from '../errors';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import { roundTo } from '../numbers';
import { cool, heat } from '../processes';
import type { ProcessResult } from '../processes';
import {
  condensedWaterEnthalpy,
  densityFromVolume,
  enthalpy,
  humidityRatioFromVapourPressure,
  saturationPressure,
  specificVolume,
} from '../psychro';
import type { AirState } from '../psychro';
import { solveBrent } from '../solve';
import { FLUID_TABLES, fluidProperties, fluidTable, glycolConcentration } from './fluids';
import type { FluidProperties, FluidTable, Medium } from './fluids';
import { dryAirSide, prepareCoil, rateCoil } from './rating';
import type { CoilRating, PreparedCoil } from './rating';
import { coilAirSide, coilAreas, coilFluidSide } from './surface';
import type { CoilAirSide, CoilAreas, CoilFluidSide } from './surface';

/** The air side's target: the leaving dry bulb, C, or the capacity, W (> 0). */
export type CoilAirTarget = { tDb: number; capacityW?: undefined } | { capacityW: number; tDb?: undefined };

/** The fluid side's second value: the outlet temperature, C, or the volume flow at the inlet, m3/h. */
export type CoilFluidTarget = { tOut: number; flowM3h?: undefined } | { flowM3h: number; tOut?: undefined };

/** What a coil calculation starts from. */
export interface CoilInput {
  /** The size's coil: face, reference geometry and the choice set. */
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
  /** Tube rows fixed by the user (advanced), one of the choice set's; omitted = selected. */
  rows?: number;
  /** Fin pitch fixed by the user (advanced), mm, one of the choice set's; omitted = selected. */
  finPitchMm?: number;
  /** Circuits (feeds) of a coil already built, 1..tubes per row, with its rows and fin pitch: the annual hour rates the
   * coil a selection chose (omitted = the fewest that keep the design flow within the makers' velocity and
   * pressure-drop limits). */
  circuits?: number;
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
  /** Velocity in the tubes at the design flow, m/s, and the pressure drop of a circuit, Pa. */
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
  /** The selected geometry: tube rows, fin pitch (mm), tubes per row (face height / tube pitch) and circuits (feeds). */
  rows: number;
  finPitchMm: number;
  tubesPerRow: number;
  circuits: number;
}

/** Fixed-point passes of the fluid outlet temperature (cp at the mean temperature). */
const MAX_FLUID_PASSES = 30;

/** A cooler target within this of the entering air, K, is met by the idle coil: the throttled flow of so small a duty
 * (an annual hour whose air enters a hair above the target) lies below the tube correlations' Reynolds range. */
const IDLE_COOLING_K = 1e-6;

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
  const { rows, finPitchesMm } = input.coil.choices;
  if (input.rows !== undefined) {
    checkChoice(`${kind}.rows`, input.rows, rows, '');
  }
  if (input.finPitchMm !== undefined) {
    checkChoice(`${kind}.finPitchMm`, input.finPitchMm, finPitchesMm, 'mm');
  }
  if (input.circuits !== undefined) {
    checkRange(`${kind}.circuits`, input.circuits, 1, coilAreas(input.coil).tubesPerRow, '');
    if (!Number.isInteger(input.circuits)) {
      throw new EngineInputError(`${kind}.circuits: must be a whole number (got ${input.circuits})`);
    }
  }
}

/** A value fixed by the user must be one the maker builds: in the list's range, and one of its entries. */
function checkChoice(quantity: string, value: number, list: readonly number[], unit: string): void {
  checkRange(quantity, value, list[0] ?? 0, list.at(-1) ?? 0, unit);
  if (!list.includes(value)) {
    throw new EngineInputError(
      `${quantity}: must be one of ${list.join(', ')}${unit === '' ? '' : ` ${unit}`}`,
    );
  }
}

/** How the design fluid flow follows from the duty: the fluid outlet fixed (m = q / (cp |t_out - t_in|), cp at the
 * mean temperature) or the flow given. */
type FluidPlan = { outlet: true; cp: number; deltaT: number } | { outlet: false; massFlow: number };

/** What every geometry is asked for. */
interface Request {
  kind: 'heater' | 'cooler';
  input: CoilInput;
  table: FluidTable;
  plan: FluidPlan;
  /** The duty at the target, W: exact for a heater or a capacity; for a cooler's dry bulb an estimate (the water the
   * coil removes depends on the coil). It sets the feeds and the flow the searches start from. */
  qEstimate: number;
  /** Bounds of the duty, W (equal to it for a heater or a capacity): a cooler's leaving air holds at most its own W
   * or saturation at the target, and at least the W on the line to saturated air at the fluid inlet (the coldest
   * surface). */
  qLow: number;
  qHigh: number;
  /** Whether a rating reaches the target (leaves the air at or beyond it, or carries the capacity). */
  reaches: (rating: CoilRating) => boolean;
  /** How far a rating is short of the target (> 0 short, < 0 beyond): K for a dry bulb, W for a capacity. */
  shortfall: (rating: CoilRating) => number;
  /** The geometries built for this request, by rows / fin pitch: the searches come back to some. */
  candidates: Map<string, Candidate>;
  shapes: Map<string, Shape>;
}

/** The design fluid flow of a duty, kg/s. */
function designFlow(plan: FluidPlan, q: number): number {
  return plan.outlet ? q / (plan.cp * plan.deltaT) : plan.massFlow;
}

function fluidPlan(table: FluidTable, input: CoilInput): FluidPlan {
  const { fluidTIn, fluid } = input;
  if (fluid.tOut !== undefined) {
    return {
      outlet: true,
      cp: fluidProperties(table, (fluidTIn + fluid.tOut) / 2).specificHeat,
      deltaT: Math.abs(fluid.tOut - fluidTIn),
    };
  }
  return { outlet: false, massFlow: (fluid.flowM3h / 3600) * fluidProperties(table, fluidTIn).density };
}

/** A geometry tried: the prepared coil and whether its feeds keep the fluid within the pressure-drop limit. */
interface Candidate {
  coil: PreparedCoil;
  hydraulicOk: boolean;
}

/**
 * The coil of rows x fin pitch with its feeds: the fewest that keep the velocity of the design flow at or below the
 * makers' top (fluidVelocityMax), more while a circuit's drop exceeds fluidDpMaxPa, at most one per tube of the
 * first row. The feeds follow the duty, not the geometry's reach, so every geometry of a request has the same. A coil
 * already built (input.circuits) keeps its own.
 */
function candidate(request: Request, rows: number, finPitchMm: number): Candidate {
  const key = `${rows}/${finPitchMm}`;
  const known = request.candidates.get(key);
  if (known !== undefined) {
    return known;
  }
  const { input, table, plan } = request;
  const { coil: shaped, areas, air } = shapeOf(request, rows, finPitchMm);
  const choices = shaped.choices;
  const tIn = input.fluidTIn;
  const tMean = input.fluid.tOut !== undefined ? (tIn + input.fluid.tOut) / 2 : tIn;
  const properties = fluidProperties(table, tMean);
  const tubeArea = (Math.PI * shaped.geometry.tubeInnerDiameterM ** 2) / 4;
  const flow = designFlow(plan, request.qEstimate);
  const feeds =
    input.circuits ??
    Math.min(
      Math.max(Math.ceil(flow / (properties.density * tubeArea * choices.fluidVelocityMax)), 1),
      areas.tubesPerRow,
    );
  // One coil whose feeds the loop raises while a circuit drops more than the limit.
  const fed: CoilModel = { ...shaped, circuits: feeds };
  let dp = flow > 0 ? coilFluidSide(fed, flow, properties, areas).dpPa : 0;
  while (input.circuits === undefined && fed.circuits < areas.tubesPerRow && dp > choices.fluidDpMaxPa) {
    fed.circuits++;
    dp = coilFluidSide(fed, flow, properties, areas).dpPa;
  }
  const coil = prepareCoil(
    {
      kind: request.kind,
      coil: fed,
      airIn: input.airIn,
      massFlow: input.massFlow,
      table,
      fluidTIn: tIn,
    },
    areas,
    air,
  );
  const built = { coil, hydraulicOk: dp <= choices.fluidDpMaxPa };
  request.candidates.set(key, built);
  return built;
}

/** A geometry of rows x fin pitch before its feeds: the coil, its areas and its dry air side. */
interface Shape {
  coil: CoilModel;
  areas: CoilAreas;
  air: CoilAirSide;
}

/** The shape of rows x fin pitch (the air side decides which pitches the air limit allows, before any feeds). */
function shapeOf(request: Request, rows: number, finPitchMm: number): Shape {
  const key = `${rows}/${finPitchMm}`;
  const known = request.shapes.get(key);
  if (known !== undefined) {
    return known;
  }
  const { input } = request;
  const coil: CoilModel = {
    ...input.coil,
    geometry: { ...input.coil.geometry, rows, finPitchM: finPitchMm / 1000 },
  };
  const areas = coilAreas(coil);
  const shape = { coil, areas, air: dryAirSide(coil, input.airIn, input.massFlow, areas) };
  request.shapes.set(key, shape);
  return shape;
}

/** Air pressure drop of a shape at the design point, Pa: wet when the fluid enters below the air's dew point. */
function airDrop(request: Request, shape: Shape): number {
  const wet = request.kind === 'cooler' && request.input.fluidTIn < request.input.airIn.tDp;
  return shape.air.dpDryPa * (wet ? shape.coil.geometry.wetPressureDropFactor : 1);
}

/** Width of the flow searches' final bracket in ln(flow): 1e-9 of the flow, well below 1e-6 K of leaving air. */
const LOG_FLOW_TOLERANCE = 1e-9;

/** Bracket steps of the flow searches (factor 1.25 each: 60 span a factor of 6e5 either way). */
const FLOW_BRACKET_STEPS = 60;
const FLOW_BRACKET_FACTOR = 1.25;

/**
 * A root in the logarithm of the fluid flow of g, decreasing in the flow: between the known points (flows already
 * rated, with their g) when they bracket it, else from a start near it, the bracket growing by factors of 1.25 (up
 * while g >= 0, down while g < 0); then Brent's method (solveBrent). Returns the flow, or null when g keeps its sign
 * over the whole span.
 */
function flowRoot(
  g: (flow: number) => number,
  start: number,
  routine: string,
  seeds: readonly (readonly [number, number])[] = [],
): number | null {
  // In ln(flow), each value once: the bracket's ends are where Brent's method starts.
  const known = new Map<number, number>();
  // Flows already rated around the root (g >= 0 below it, < 0 above): the tightest pair is the bracket.
  let seedLo = Number.NEGATIVE_INFINITY;
  let seedHi = Number.POSITIVE_INFINITY;
  for (const [flow, value] of seeds) {
    const x = Math.log(flow);
    known.set(x, value);
    if (value >= 0 && x > seedLo) {
      seedLo = x;
    }
    if (value < 0 && x < seedHi) {
      seedHi = x;
    }
  }
  const gOf = (x: number) => {
    let value = known.get(x);
    if (value === undefined) {
      value = g(Math.exp(x));
      known.set(x, value);
    }
    return value;
  };
  if (seedLo < seedHi && Number.isFinite(seedLo) && Number.isFinite(seedHi)) {
    return Math.exp(solveBrent(gOf, seedLo, seedHi, LOG_FLOW_TOLERANCE, routine));
  }
  const step = Math.log(FLOW_BRACKET_FACTOR);
  let lo = Math.log(start);
  let hi = lo;
  let gLo = gOf(lo);
  let gHi = gLo;
  if (gLo >= 0) {
    for (let i = 0; i < FLOW_BRACKET_STEPS && gHi >= 0; i++) {
      lo = hi;
      gLo = gHi;
      hi += step;
      gHi = gOf(hi);
    }
  } else {
    for (let i = 0; i < FLOW_BRACKET_STEPS && gLo < 0; i++) {
      hi = lo;
      gHi = gLo;
      lo -= step;
      gLo = gOf(lo);
    }
  }
  if (gLo < 0 || gHi >= 0) {
    return null;
  }
  return Math.exp(solveBrent(gOf, lo, hi, LOG_FLOW_TOLERANCE, routine));
}

/**
 * The most a geometry carries with the fluid plan for every lighter duty too (its rating at that flow): at the given
 * flow; with the outlet fixed, at the lowest flow where its rated heat falls to the plan's m cp dT (below it the fluid
 * leaves at or beyond the outlet asked for at every flow). The heat per flow need not fall monotonically (the tubes'
 * transition from laminar flow raises it), so the flows are walked up from a sixty-fourth of the duty's in steps of
 * `step` to the first that fails (at the latest at `failing`, a flow known to fail), and the root refined there.
 */
function reachOf(
  request: Request,
  coil: PreparedCoil,
  step = 2,
  failing = Number.POSITIVE_INFINITY,
): CoilRating {
  const { plan } = request;
  if (!plan.outlet) {
    return rateCoil(coil, plan.massFlow);
  }
  const carried = (m: number) => rateCoil(coil, m).heat / (plan.cp * plan.deltaT) - m;
  let lo = designFlow(plan, request.qEstimate) / 64;
  for (let i = 0; i < FLOW_BRACKET_STEPS && carried(lo) < 0; i++) {
    lo /= 4;
  }
  let hi = Math.min(lo * step, failing);
  for (let i = 0; i < MAX_WALK && hi < failing && carried(hi) >= 0; i++) {
    lo = hi;
    hi = Math.min(hi * step, failing);
  }
  if (carried(lo) < 0 || carried(hi) >= 0) {
    return rateCoil(coil, lo);
  }
  const x = solveBrent((v) => carried(Math.exp(v)), Math.log(lo), Math.log(hi), LOG_FLOW_TOLERANCE, 'reach');
  return rateCoil(coil, Math.exp(x));
}

/** Steps of reachOf's walk: 400 steps of 1.05 span a factor of 3e8. */
const MAX_WALK = 400;

/** The ratings meets and the design ask for, per prepared coil (the design asks again for a flow meets rated). */
const RATED = new WeakMap<PreparedCoil, CoilRating[]>();

/** Ratings kept per prepared coil: the throttled flow's search rates a coil five to ten times. */
const RATED_KEPT = 16;

/** rateCoil, remembering the last few flows of each prepared coil. */
function ratedAt(coil: PreparedCoil, flow: number): CoilRating {
  let list = RATED.get(coil);
  if (list === undefined) {
    list = [];
    RATED.set(coil, list);
  }
  for (const known of list) {
    if (known.fluidMassFlow === flow) {
      return known;
    }
  }
  const rating = rateCoil(coil, flow);
  if (list.length === RATED_KEPT) {
    list.pop();
  }
  list.unshift(rating);
  return rating;
}

/** Throttled flows found, per prepared coil (each request prepares its own), so that meets and the design share it. */
const THROTTLED = new WeakMap<PreparedCoil, number>();

/**
 * Where the throttled flow's search starts, kg/s: the design flow of the estimated duty; with the fluid flow given (a
 * coil already built, its valve open at that flow), at most that flow and at most the least flow that could carry the
 * lightest duty (the fluid leaving at the air's entering temperature), so that a light load, which needs a small part
 * of the open valve's flow, is bracketed from near its root.
 */
function throttleStart(request: Request): number {
  const { plan, input, table } = request;
  if (plan.outlet) {
    return designFlow(plan, request.qEstimate);
  }
  const cp = fluidProperties(table, input.fluidTIn).specificHeat;
  return Math.min(plan.massFlow, request.qLow / (cp * (input.airIn.tDb - input.fluidTIn)));
}

/** The fluid flow at which a geometry, throttled by its valve, just reaches the target, kg/s. */
function throttledFlow(request: Request, coil: PreparedCoil, rated: readonly CoilRating[] = []): number {
  const known = THROTTLED.get(coil);
  if (known !== undefined) {
    return known;
  }
  const flow = flowRoot(
    (m) => request.shortfall(ratedAt(coil, m)),
    throttleStart(request),
    `${request.kind} throttled flow`,
    rated.map((r) => [r.fluidMassFlow, request.shortfall(r)] as const),
  );
  if (flow === null) {
    throw new EngineConvergenceError(`${request.kind} throttled flow`, FLOW_BRACKET_STEPS, 0);
  }
  THROTTLED.set(coil, flow);
  return flow;
}

/**
 * Whether a geometry meets the duty: throttled to the target, it needs no more fluid than the design flow of the
 * duty it then carries. The duty's bounds decide most geometries with one or two ratings (reaching the target at the
 * lower bound's flow, or missing it at the upper's); between them the throttled flow is solved.
 */
function meets(request: Request, coil: PreparedCoil): boolean {
  const { plan } = request;
  const high = ratedAt(coil, designFlow(plan, request.qHigh));
  if (!request.reaches(high)) {
    return false;
  }
  if (request.qLow === request.qHigh || !plan.outlet) {
    return true;
  }
  const low = ratedAt(coil, designFlow(plan, request.qLow));
  if (request.reaches(low)) {
    return true;
  }
  // The two ratings bracket the throttled flow: its search starts between them.
  const flow = throttledFlow(request, coil, [high, low]);
  return flow <= designFlow(plan, ratedAt(coil, flow).heat) * (1 + 1e-9);
}

/** What the selection found: the coil chosen (or none), the largest tried and the ranges tried. */
interface Choice {
  chosen: Candidate | null;
  largest: Candidate | null;
  rows: readonly number[];
  finPitchesMm: readonly number[];
}

/**
 * The smallest geometry that meets the duty. Within the air pressure-drop limit, a coil of given rows does the most
 * at the densest fin pitch allowed (the drop falls as the fins open up, so the allowed pitches are a top range of
 * the list). The largest coil is the most rows with an allowed pitch and the fluid within its limit; if it fails,
 * nothing does. Otherwise the fewest rows that meet at their densest allowed pitch (bisection: more rows never carry
 * less), then the widest pitch of those rows that still meets (bisection: more fin area never carries less).
 */
function choose(request: Request): Choice {
  const { input } = request;
  const choices = input.coil.choices;
  const rows = input.rows !== undefined ? [input.rows] : choices.rows;
  const pitches = input.finPitchMm !== undefined ? [input.finPitchMm] : choices.finPitchesMm;
  const userFixed = input.rows !== undefined && input.finPitchMm !== undefined;
  /** The densest allowed pitch of n rows (its index and candidate), or null. */
  const densest = (n: number): { index: number; candidate: Candidate } | null => {
    for (let index = 0; index < pitches.length; index++) {
      const pitch = pitches[index] ?? 0;
      if (userFixed || airDrop(request, shapeOf(request, n, pitch)) <= choices.airDpMaxPa) {
        const c = candidate(request, n, pitch);
        return c.hydraulicOk || userFixed ? { index, candidate: c } : null;
      }
    }
    return null;
  };
  let top = rows.length - 1;
  let largest = densest(rows[top] ?? 0);
  while (largest === null && top > 0) {
    top--;
    largest = densest(rows[top] ?? 0);
  }
  const none = { chosen: null, largest: largest?.candidate ?? null, rows, finPitchesMm: pitches };
  if (largest === null || !meets(request, largest.candidate.coil)) {
    return none;
  }
  let lo = -1;
  let hi = top;
  let best = largest;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const d = densest(rows[mid] ?? 0);
    if (d !== null && meets(request, d.candidate.coil)) {
      hi = mid;
      best = d;
    } else {
      lo = mid;
    }
  }
  const n = rows[hi] ?? 0;
  let first = best.index;
  let last = pitches.length;
  let chosen = best.candidate;
  while (last - first > 1) {
    const mid = (first + last) >> 1;
    const c = candidate(request, n, pitches[mid] ?? 0);
    if (meets(request, c.coil)) {
      first = mid;
      chosen = c;
    } else {
      last = mid;
    }
  }
  return { ...none, chosen };
}

function range(values: readonly number[], unit: string): string {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? first;
  return first === last ? `${first}${unit}` : `${first}..${last}${unit}`;
}

/** The refusal: the target, the one interval the largest geometry reaches, the geometries tried. */
function refusal(request: Request, choice: Choice): EngineDutyError {
  const { kind, input } = request;
  const { airIn } = input;
  const tried = `tried ${range(choice.rows, ' rows')} x ${range(choice.finPitchesMm, ' mm')} fins`;
  const fluid = `${input.medium} entering at ${input.fluidTIn} C, ${describeFluid(input.fluid)}`;
  const largest = choice.largest;
  if (largest === null) {
    const why = `${tried}: none within the ${input.coil.choices.airDpMaxPa} Pa air and ${input.coil.choices.fluidDpMaxPa / 1000} kPa fluid pressure-drop limits; ${fluid}`;
    return input.target.tDb !== undefined
      ? new EngineDutyError(kind, `${kind}.tDb`, input.target.tDb, airIn.tDb, airIn.tDb, 'C', why)
      : new EngineDutyError(kind, `${kind}.capacityW`, input.target.capacityW, 0, 0, 'W', why);
  }
  const g = largest.coil.coil;
  let reach = reachOf(request, largest.coil);
  if (request.plan.outlet && request.reaches(reach)) {
    // Refused, yet within the reach: the walk stepped over a narrow band where the heat per flow dips below the
    // plan's. Walk again in 5 % steps up to the flow the target fails at (its throttled flow; for a known duty, its
    // design flow).
    const failing =
      request.qLow === request.qHigh
        ? designFlow(request.plan, request.qLow)
        : throttledFlow(request, largest.coil);
    reach = reachOf(request, largest.coil, 1.05, failing);
  }
  const why = `${tried}; the largest, ${g.geometry.rows} rows at ${roundTo(g.geometry.finPitchM * 1000, 2)} mm with ${g.circuits} circuits, reaches this; ${fluid}`;
  if (input.target.tDb !== undefined) {
    const [min, max] = kind === 'heater' ? [airIn.tDb, reach.tDbOut] : [reach.tDbOut, airIn.tDb];
    return new EngineDutyError(kind, `${kind}.tDb`, input.target.tDb, min, max, 'C', why);
  }
  return new EngineDutyError(kind, `${kind}.capacityW`, input.target.capacityW, 0, reach.heat, 'W', why);
}

/** The design point on the chosen geometry. */
function designOn(request: Request, chosen: PreparedCoil): CoilResult {
  const { kind, input, table } = request;
  const { airIn, massFlow, fluidTIn } = input;
  if (kind === 'heater') {
    const air = heat(
      airIn,
      massFlow,
      input.target.tDb !== undefined ? { tDb: input.target.tDb } : { heatingPower: input.target.capacityW },
    );
    const q = air.power;
    const fluid = fluidDesign('heater', table, fluidTIn, input.fluid, q);
    const rated = ratedAt(chosen, fluid.massFlow);
    return {
      ...common('heater', input, table, air, fluid, rated.fluid, chosen),
      sensibleCapacity: q,
      airDpPa: chosen.air.dpDryPa,
      faceVelocity: chosen.air.faceVelocity,
      wet: false,
      bypassFactor: rated.bypassFactor,
      apparatusDewPoint: null,
      ntu: rated.ntu,
      reserve: rated.heat / q,
    };
  }
  // The valve throttles the coil to the target: the leaving air is the coil's own at that flow.
  const flow = throttledFlow(request, chosen);
  const throttled = ratedAt(chosen, flow);
  const surface = { tSurface: throttled.tSurface ?? airIn.tDb, rhMax: 1 };
  const air =
    input.target.tDb !== undefined
      ? cool(airIn, massFlow, { tDb: input.target.tDb }, surface)
      : cool(airIn, massFlow, { coolingPower: input.target.capacityW }, surface);
  const q = -air.power;
  const fluid = fluidDesign('cooler', table, fluidTIn, input.fluid, q);
  const rated = ratedAt(chosen, fluid.massFlow);
  const wet = air.condensate > 0;
  return {
    ...common('cooler', input, table, air, fluid, rated.fluid, chosen),
    sensibleCapacity: massFlow * moistAirSpecificHeat(air.state.w) * (airIn.tDb - air.state.tDb),
    airDpPa: chosen.air.dpDryPa * (wet ? chosen.coil.geometry.wetPressureDropFactor : 1),
    faceVelocity: chosen.air.faceVelocity,
    wet,
    bypassFactor: throttled.bypassFactor,
    apparatusDewPoint: throttled.tSurface,
    ntu: rated.ntu,
    reserve: rated.heat / q,
  };
}

/** The request for a heater whose duty q > 0 is known. */
function heaterRequest(input: CoilInput, table: FluidTable, q: number): Request {
  return {
    kind: 'heater',
    input,
    table,
    plan: fluidPlan(table, input),
    qEstimate: q,
    qLow: q,
    qHigh: q,
    reaches: (r) => r.heat >= q * (1 - 1e-9),
    shortfall: (r) => q - r.heat,
    candidates: new Map(),
    shapes: new Map(),
  };
}

/** The request for a cooler at a leaving dry bulb below the entering air, or at a capacity. */
function coolerRequest(input: CoilInput, table: FluidTable): Request {
  const { airIn, massFlow } = input;
  const plan = fluidPlan(table, input);
  if (input.target.capacityW !== undefined) {
    const q = input.target.capacityW;
    return {
      kind: 'cooler',
      input,
      table,
      plan,
      qEstimate: q,
      qLow: q,
      qHigh: q,
      reaches: (r) => r.heat >= q * (1 - 1e-9),
      shortfall: (r) => q - r.heat,
      candidates: new Map(),
      shapes: new Map(),
    };
  }
  const t2 = input.target.tDb;
  const saturated = (t: number) => humidityRatioFromVapourPressure(saturationPressure(t), airIn.pressure);
  /** W at t2 on the line from the entering air to the surface state at tSurface (saturated below the dew point). */
  const onLine = (tSurface: number) => {
    const wSurface = tSurface < airIn.tDp ? saturated(tSurface) : airIn.w;
    const w = wSurface + ((airIn.w - wSurface) * (t2 - tSurface)) / (airIn.tDb - tSurface);
    return Math.min(w, saturated(t2), airIn.w);
  };
  const dutyAt = (w2: number) =>
    massFlow * (airIn.h - enthalpy(t2, w2) - (airIn.w - w2) * condensedWaterEnthalpy(t2));
  // The estimate: the apparatus dew point at the fluid's mean temperature, what the coil's throttled state comes
  // within a few per cent of.
  const tMean = input.fluid.tOut !== undefined ? (input.fluidTIn + input.fluid.tOut) / 2 : input.fluidTIn;
  return {
    kind: 'cooler',
    input,
    table,
    plan,
    qEstimate: dutyAt(onLine(Math.min(tMean, t2 - 1e-3))),
    qLow: dutyAt(Math.min(airIn.w, saturated(t2))),
    qHigh: dutyAt(onLine(input.fluidTIn)),
    reaches: (r) => r.tDbOut <= t2 + 1e-9,
    shortfall: (r) => r.tDbOut - t2,
    candidates: new Map(),
    shapes: new Map(),
  };
}

/**
 * The heater: W constant (process 10, engine/processes heat) from the entering air to the target dry bulb or by the
 * capacity; the fluid flow (or outlet) by the energy balance; the geometry the smallest of the choice set whose dry
 * effectiveness (rating.ts) at that fluid flow transfers at least the capacity.
 * @param input coil (its choice set), air in and its dry-air flow, medium, concentration, fluid inlet, targets, and
 *   rows / fin pitch when the user fixes them
 * @throws EngineDutyError (heater.tDb, heater.capacityW) when no geometry carries the duty, naming the interval the
 *   largest reaches; EngineRangeError for a value outside its range
 */
export function heaterDesign(input: CoilInput): CoilResult {
  checkCommon('heater', input);
  const table = fluidOf('heater', input);
  const { airIn, massFlow, fluidTIn } = input;
  if (input.fluid.tOut !== undefined) {
    checkRange('heater.fluidTOut', input.fluid.tOut, table.freezingPointC, fluidTIn, 'C');
  }
  const air = heat(
    airIn,
    massFlow,
    input.target.tDb !== undefined ? { tDb: input.target.tDb } : { heatingPower: input.target.capacityW },
  );
  const q = air.power;
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
  const request = heaterRequest(input, table, q);
  const choice = choose(request);
  if (choice.chosen === null) {
    throw refusal(request, choice);
  }
  return designOn(request, choice.chosen.coil);
}

/**
 * The cooler (Braun, Klein & Mitchell's effectiveness model in enthalpy units, rating.ts): the geometry the smallest
 * of the choice set that, throttled to the target dry bulb (or capacity), needs no more fluid than the design flow of
 * its duty; the leaving air is the coil's own at that flow (on the line to its effective surface, the apparatus dew
 * point), the fluid flow (or outlet) from the duty by the energy balance.
 * @param input coil (its choice set), air in and its dry-air flow, medium, concentration, fluid inlet, targets, and
 *   rows / fin pitch when the user fixes them
 * @throws EngineDutyError (cooler.tDb, cooler.capacityW) when no geometry carries the duty, naming the interval the
 *   largest reaches; EngineRangeError for a value outside its range
 */
export function coolerDesign(input: CoilInput): CoilResult {
  checkCommon('cooler', input);
  const table = fluidOf('cooler', input);
  const { airIn, massFlow, fluidTIn } = input;
  if (input.fluid.tOut !== undefined) {
    checkRange('cooler.fluidTOut', input.fluid.tOut, fluidTIn, 100, 'C');
  }
  const idleResult = () =>
    idleCoil(
      'cooler',
      input,
      table,
      cool(airIn, massFlow, { tDb: airIn.tDb }, { tSurface: airIn.tDb, rhMax: 1 }),
    );
  if (input.target.capacityW === 0 || (input.target.tDb ?? -Infinity) >= airIn.tDb - IDLE_COOLING_K) {
    return idleResult();
  }
  if (input.target.tDb !== undefined) {
    checkRange('cooler.tDb', input.target.tDb, -50, 100, 'C');
  }
  if (!(fluidTIn < airIn.tDb)) {
    throw dutyError(
      'cooler',
      input,
      0,
      0,
      `the fluid enters at ${fluidTIn} C, not below the air's ${roundTo(airIn.tDb, 1)} C`,
      { tDb: input.target.tDb, tLowest: airIn.tDb },
    );
  }
  if (input.target.tDb !== undefined && input.target.tDb <= fluidTIn) {
    // No surface is colder than the fluid: a target at or below its inlet is out of reach for any geometry (the
    // interval named is the largest coil's for a target just above the inlet).
    const request = coolerRequest({ ...input, target: { tDb: fluidTIn + 0.5 } }, table);
    throw refusal({ ...request, input }, { ...choose(request), chosen: null });
  }
  const request = coolerRequest(input, table);
  const choice = choose(request);
  if (choice.chosen === null) {
    throw refusal(request, choice);
  }
  return designOn(request, choice.chosen.coil);
}

/** The fields heater and cooler share. */
function common(
  kind: 'heater' | 'cooler',
  input: CoilInput,
  table: FluidTable,
  air: ProcessResult,
  fluid: FluidDesign,
  sideFluid: CoilFluidSide,
  chosen: PreparedCoil,
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
    rows: chosen.coil.geometry.rows,
    finPitchMm: roundTo(chosen.coil.geometry.finPitchM * 1000, 6),
    tubesPerRow: chosen.areas.tubesPerRow,
    circuits: chosen.coil.circuits,
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
    finPitchMm: roundTo(input.coil.geometry.finPitchM * 1000, 6),
    tubesPerRow: coilAreas(input.coil).tubesPerRow,
    circuits: input.coil.circuits,
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
