/**
 * A coil of fixed geometry (rows, fin pitch, circuits) rated at a fluid flow (issue 26): the heat it exchanges and
 * the air it leaves, for the entering air and the fluid's inlet temperature. The selection (coils.ts) asks this of
 * every geometry it tries.
 *
 * Heater: the dry effectiveness of the rows in cross-counterflow (coilEffectiveness, Kays & London eq. 2-13).
 * Cooler: the effectiveness model of Braun, Klein & Mitchell (ASHRAE Transactions 95(2), 1989) in enthalpy units,
 * with the surface enthalpy of wet-surface.ts (saturated below the air's dew point, the air's own humidity above it)
 * so that one continuous model covers the dry, the partly wet and the wet coil; the wet fins by Threlkeld's c_s / cp.
 * The leaving air lies on the straight line from the entering state to the effective surface state, at the bypass
 * factor exp(-eta_o h A / (m cp)) (process 20, engine/processes cool). The leaving temperature is continuous and
 * monotone in the fluid flow (coils.property.test.ts).
 */
import type { CoilModel } from '../catalogue/types';
import { coilEffectiveness, NTU_MAX } from '../heat-transfer/effectiveness';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import {
  surfaceEnthalpy,
  surfaceSpecificHeat,
  surfaceTemperatureFromEnthalpy,
} from '../heat-transfer/wet-surface';
import {
  condensedWaterEnthalpy,
  densityFromVolume,
  dryBulbFromEnthalpy,
  enthalpy,
  humidityRatioFromVapourPressure,
  saturationPressure,
  specificVolume,
} from '../psychro';
import type { AirState } from '../psychro';
import { fluidProperties } from './fluids';
import type { FluidTable } from './fluids';
import { coilAirSide, coilAreas, coilFinEfficiency, coilFluidSide } from './surface';
import type { CoilAirSide, CoilAreas, CoilFluidSide } from './surface';

/** A coil of fixed geometry in its air stream, with its fluid. */
export interface CoilOperation {
  kind: 'heater' | 'cooler';
  /** The geometry: rows and fin pitch in coil.geometry, the feeds in coil.circuits. */
  coil: CoilModel;
  airIn: AirState;
  /** Dry air, kg/s. */
  massFlow: number;
  table: FluidTable;
  /** Fluid inlet temperature, C. */
  fluidTIn: number;
}

/** An operation with what does not depend on the fluid flow worked out once: areas, the dry air side, m cp. */
export interface PreparedCoil extends CoilOperation {
  areas: CoilAreas;
  /** The dry air side, properties at the entering air (viscosity and conductivity change < 3 % across a coil). */
  air: CoilAirSide;
  /** Heat capacity rate of the air, m_da cp(W_in), W/K. */
  cAir: number;
  /** A cooler's exchange at its fluid inlet, the same at every flow: worked out at its first rating (null before). */
  inlet: CoolingInlet | null;
}

/** The coil at one fluid flow. */
export interface CoilRating {
  /** Fluid mass flow, kg/s. */
  fluidMassFlow: number;
  /** Heat exchanged, W, >= 0 (heater m_da (h_2 - h_1); cooler m_da (h_1 - h_2) less the condensate's enthalpy). */
  heat: number;
  /** The leaving air's dry bulb, C, and humidity ratio, kg/kg (process 20's line, as engine/processes cool). */
  tDbOut: number;
  wOut: number;
  /** Fluid outlet, C (cp at the mean fluid temperature). */
  fluidTOut: number;
  /** Effective surface temperature (the apparatus dew point), C; null for a heater. */
  tSurface: number | null;
  /** exp(-eta_o h A / (m cp)). */
  bypassFactor: number;
  /** NTU of the exchange (NTU* in enthalpy units for a cooler). */
  ntu: number;
  fluid: CoilFluidSide;
}

/** Passes on the fluid's mean temperature (its properties) and, for the cooler, the surface slope c_s: a third pass
 * changes the heat by under 0.3 %. A fixed count keeps the rating a continuous function of the flow. */
const PROPERTY_PASSES = 2;

/**
 * The dry air side and the areas of a coil in its air stream.
 * @param operation coil, entering air and its dry-air flow (kg/s), fluid and its inlet (C)
 * @param areas the coil's areas (coilAreas) and air its dry air side (dryAirSide), when the caller has them
 * @throws EngineRangeError when the air's Reynolds number leaves the correlation's range
 */
export function prepareCoil(
  operation: CoilOperation,
  areas: CoilAreas = coilAreas(operation.coil),
  air: CoilAirSide = dryAirSide(operation.coil, operation.airIn, operation.massFlow, areas),
): PreparedCoil {
  return {
    ...operation,
    areas,
    air,
    cAir: operation.massFlow * moistAirSpecificHeat(operation.airIn.w),
    inlet: null,
  };
}

/**
 * A coil's dry air side at the entering air (what prepareCoil takes; the feeds do not enter it).
 * @param coil the coil; airIn the entering air; massFlow its dry air, kg/s; areas the coil's areas
 * @throws EngineRangeError when the air's Reynolds number leaves the correlation's range
 */
export function dryAirSide(
  coil: CoilModel,
  airIn: AirState,
  massFlow: number,
  areas: CoilAreas,
): CoilAirSide {
  const rho = densityFromVolume(specificVolume(airIn.tDb, airIn.w, airIn.pressure), airIn.w);
  return coilAirSide(coil, massFlow, airIn.w, rho, airIn.tDb, 1, areas);
}

/**
 * The coil at a fluid flow.
 * @param coil a prepared coil (prepareCoil)
 * @param fluidMassFlow kg/s, > 0
 */
export function rateCoil(coil: PreparedCoil, fluidMassFlow: number): CoilRating {
  return coil.kind === 'heater' ? rateHeater(coil, fluidMassFlow) : rateCooler(coil, fluidMassFlow);
}

/** q = eps(NTU, Cr, rows) C_min (t_fluid,in - t_air,in), UA = 1 / (1 / (eta_o h A)_air + 1 / (hA)_fluid+wall). */
function rateHeater(c: PreparedCoil, m: number): CoilRating {
  const { airIn, fluidTIn, table } = c;
  let tOut = fluidTIn;
  let q = 0;
  let ntu = 0;
  let fluid: CoilFluidSide | undefined;
  for (let pass = 0; pass < PROPERTY_PASSES; pass++) {
    const properties = fluidProperties(table, (fluidTIn + tOut) / 2);
    fluid = coilFluidSide(c.coil, m, properties, c.areas);
    const cFluid = m * properties.specificHeat;
    const cMin = Math.min(c.cAir, cFluid);
    ntu = 1 / (1 / c.air.hA + 1 / fluid.hA) / cMin;
    const eps = coilEffectiveness(
      Math.min(ntu, NTU_MAX),
      cMin / Math.max(c.cAir, cFluid),
      c.coil.geometry.rows,
      c.cAir <= cFluid,
    );
    q = eps * cMin * Math.max(fluidTIn - airIn.tDb, 0);
    tOut = fluidTIn - q / cFluid;
  }
  return {
    fluidMassFlow: m,
    heat: q,
    tDbOut: dryBulbFromEnthalpy(airIn.h + q / c.massFlow, airIn.w),
    wOut: airIn.w,
    fluidTOut: tOut,
    tSurface: null,
    bypassFactor: Math.exp(-c.air.hA / c.cAir),
    ntu,
    fluid: fluid as CoilFluidSide,
  };
}

/** The fluid side of a cooling exchange at a mean fluid temperature: its capacity rate and conductance, W/K. */
export interface CoolantSide {
  capacity: number;
  hA: number;
}

/** The two sides of a cooling exchange as its passes ask for them. */
export interface CoolingSides {
  /** eta_o h A of the air side, W/K, for a wet-fin factor c_s / cp (1 dry). */
  airHA(wetFactor: number): number;
  /** The fluid side at a mean fluid temperature, C. */
  coolant(tMean: number): CoolantSide;
}

/** What a cooling exchange has at its fluid inlet, whatever the flow: the first pass's c_s and air side. */
export interface CoolingInlet {
  /** Surface enthalpy at the fluid inlet temperature, J/kg dry air. */
  hSurface: number;
  /** c_s at the fluid inlet (the slope over the 1e-3 K below it), J/(kg K). */
  cs: number;
  /** eta_o h A of the air side with that c_s, W/K. */
  hAAir: number;
}

/**
 * The parts of a cooling exchange that do not depend on the fluid flow (a coil rated at many flows works them out once).
 * @param air entering air; tCoolantIn fluid inlet, C; sides the air side (its coolant is not asked)
 */
export function coolingInlet(air: AirState, tCoolantIn: number, sides: CoolingSides): CoolingInlet {
  const cs = surfaceSpecificHeat(tCoolantIn, tCoolantIn, air);
  return {
    hSurface: surfaceEnthalpy(tCoolantIn, air),
    cs,
    hAAir: sides.airHA(cs / moistAirSpecificHeat(air.w)),
  };
}

/** What a cooling exchange gives. */
export interface CoolingExchange {
  /** Air enthalpy flow removed, m_a (h_in - h_out), W (the condensate's enthalpy not deducted). */
  airHeat: number;
  tCoolantOut: number;
  /** NTU* = UA* / min(m_a, m*). */
  ntu: number;
  /** exp(-eta_o h A / (m_a cp)) with the wet fins. */
  bypassFactor: number;
  /** Effective surface temperature, C, and the leaving dry bulb t_s + BF (t_1 - t_s), C. */
  tSurface: number;
  tDbOut: number;
  coolant: CoolantSide;
}

/**
 * A cooling coil's exchange by Braun, Klein & Mitchell (1989) with the surface enthalpy h_s(t) of wet-surface.ts:
 * c_s = (h_s(t_f,out) - h_s(t_f,in)) / (t_f,out - t_f,in), m* = C_fluid / c_s, UA* = 1 / (cp / (eta_o h A)_air +
 * c_s / (hA)_fluid), q = eps*(NTU*, Cr*, rows) min(m_a, m*) (h_in - h_s(t_f,in)), two passes on the fluid outlet.
 * Leaving state: h_out = h_in - q / m_a, the effective surface h_s,eff = h_in - (h_in - h_out) / (1 - BF),
 * t_2 = t_s + BF (t_1 - t_s). Dry (the surface above the dew point) it is the dry effectiveness method exactly.
 * @param air entering air; massFlow its dry air, kg/s
 * @param sides the air side (eta_o h A for a wet-fin factor c_s / cp) and the fluid side at a mean temperature
 * @param tCoolantIn fluid inlet, C
 * @param rows tube rows (the effectiveness of the rows in cross-counterflow, coilEffectiveness)
 * @param inlet coolingInlet(air, tCoolantIn, sides), when the caller has it
 */
export function coolingExchange(
  air: AirState,
  massFlow: number,
  sides: CoolingSides,
  tCoolantIn: number,
  rows: number,
  inlet: CoolingInlet = coolingInlet(air, tCoolantIn, sides),
): CoolingExchange {
  const cpAir = moistAirSpecificHeat(air.w);
  const potential = Math.max(air.h - inlet.hSurface, 0);
  let tOut = tCoolantIn;
  let q = 0;
  let ntu = 0;
  let hAAir = inlet.hAAir;
  let coolant: CoolantSide = { capacity: 0, hA: 0 };
  for (let pass = 0; pass < PROPERTY_PASSES; pass++) {
    coolant = sides.coolant((tCoolantIn + tOut) / 2);
    // c_s over the fluid's temperatures (the first pass, at the inlet, is the inlet's).
    let cs = inlet.cs;
    if (pass > 0) {
      cs =
        tOut - tCoolantIn >= 1e-3
          ? (surfaceEnthalpy(tOut, air) - inlet.hSurface) / (tOut - tCoolantIn)
          : surfaceSpecificHeat(tOut, tCoolantIn, air);
      hAAir = sides.airHA(cs / cpAir);
    }
    const mStar = coolant.capacity / cs;
    const mMin = Math.min(massFlow, mStar);
    ntu = 1 / (cpAir / hAAir + cs / coolant.hA) / mMin;
    const eps = coilEffectiveness(
      Math.min(ntu, NTU_MAX),
      mMin / Math.max(massFlow, mStar),
      rows,
      massFlow <= mStar,
    );
    q = eps * mMin * potential;
    tOut = tCoolantIn + q / coolant.capacity;
  }
  const bypassFactor = Math.exp(-hAAir / (massFlow * cpAir));
  const hSurface = air.h - q / massFlow / (1 - bypassFactor);
  const tSurface = Math.min(surfaceTemperatureFromEnthalpy(hSurface, air), air.tDb);
  return {
    airHeat: q,
    tCoolantOut: tOut,
    ntu,
    bypassFactor,
    tSurface,
    tDbOut: tSurface + bypassFactor * (air.tDb - tSurface),
    coolant,
  };
}

/** A prepared coil's two sides at a fluid flow (a class, not closures: the rating runs some eighty times a selection). */
class CoilSides implements CoolingSides {
  readonly coil: PreparedCoil;
  /** Fluid mass flow, kg/s. */
  readonly massFlow: number;
  /** The fluid side of the last coolant() asked. */
  fluid: CoilFluidSide | null = null;

  constructor(coil: PreparedCoil, massFlow: number) {
    this.coil = coil;
    this.massFlow = massFlow;
  }

  airHA(wetFactor: number): number {
    const c = this.coil;
    const finShare = c.areas.finArea / c.areas.airSideArea;
    return (
      (1 - finShare * (1 - coilFinEfficiency(c.coil, c.air.h, wetFactor))) * c.air.h * c.areas.airSideArea
    );
  }

  coolant(tMean: number): CoolantSide {
    const properties = fluidProperties(this.coil.table, tMean);
    this.fluid = coilFluidSide(this.coil.coil, this.massFlow, properties, this.coil.areas);
    return { capacity: this.massFlow * properties.specificHeat, hA: this.fluid.hA };
  }
}

/** Humidity ratio of saturated air, kg/kg. */
function saturatedHumidity(t: number, pressure: number): number {
  return humidityRatioFromVapourPressure(saturationPressure(t), pressure);
}

/**
 * W on the line from the entering air to the surface state (saturated below the dew point), capped at saturation:
 * what engine/processes cool gives at that dry bulb (ASHRAE 2017 ch. 1, "Moist-Air Cooling and Dehumidification").
 */
function leavingHumidity(air: AirState, tSurface: number, tDb: number): number {
  const wSurface = tSurface < air.tDp ? saturatedHumidity(tSurface, air.pressure) : air.w;
  const wLine =
    air.tDb > tSurface ? wSurface + ((air.w - wSurface) * (tDb - tSurface)) / (air.tDb - tSurface) : wSurface;
  return Math.min(wLine, saturatedHumidity(tDb, air.pressure));
}

/** The cooler: coolingExchange on the coil's geometry, the leaving air by process 20 (cool) to the surface. */
function rateCooler(c: PreparedCoil, m: number): CoilRating {
  const { airIn, fluidTIn, massFlow } = c;
  const sides = new CoilSides(c, m);
  c.inlet ??= coolingInlet(airIn, fluidTIn, sides);
  const exchange = coolingExchange(airIn, massFlow, sides, fluidTIn, c.coil.geometry.rows, c.inlet);
  const { tSurface, tDbOut } = exchange;
  const wOut = leavingHumidity(airIn, tSurface, tDbOut);
  return {
    fluidMassFlow: m,
    heat: massFlow * (airIn.h - enthalpy(tDbOut, wOut) - (airIn.w - wOut) * condensedWaterEnthalpy(tDbOut)),
    tDbOut,
    wOut,
    fluidTOut: exchange.tCoolantOut,
    tSurface,
    bypassFactor: exchange.bypassFactor,
    ntu: exchange.ntu,
    fluid: sides.fluid as CoilFluidSide,
  };
}
