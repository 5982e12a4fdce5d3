/**
 * One operating hour of a selected unit, by the selection's own engine functions (issue 25): the heat recovery with
 * its frost protection (`recoveryAt`, the function behind `select`'s seasons: plates and membrane keep the cold corner
 * at the frost limit by bypass, then preheater; a wheel slows down), the supply-temperature control (the exchanger's
 * bypass takes back what would overshoot the target), the fans on their own curves and motor efficiency at the hour's
 * flow with the filters at their mean drop (`airSideAt`, the function behind `select`'s fans), the supply fan's heat
 * (`fanRise`), the heater (sensible heating, process 10, as `select`'s heater coil), the cooler the selection chose
 * (its rows, fin pitch, tubes and circuits, `builtCooler`) throttled by its valve to the hour's target by `select`'s
 * own cooler function (`designCoilBeforeFan`) and, when the supply must be drier than the coil leaves it,
 * cooling to the dew point needed and reheating. Latent recovery of wheels and membranes follows from the recovery's
 * outlet humidity. One function serves every hour; `select` at the same conditions and flow gives the same values
 * (engine/energy/unit-hour.test.ts walks that grid).
 */
import { unitType } from '../catalogue/catalogue';
import type { Catalogue, UnitType } from '../catalogue/types';
import type { CoilResult } from '../coils';
import { EngineDutyError } from '../errors';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import { cool, heat } from '../processes';
import {
  airState,
  dewPointFromVapourPressure,
  humidityRatioFromVapourPressure,
  saturationPressure,
  vapourPressureFromHumidityRatio,
  type AirState,
} from '../psychro';
import { dryAirMassFlow } from '../recovery/recovery';
import {
  airSideAt,
  airSideAtFlowShare,
  designCoilBeforeFan,
  fanRise,
  recoveryAt,
  selectedCoils,
  type CoilSpec,
  type SelectionResult,
} from '../select';

/** A selected unit at one flow share, ready for its hours: what does not change from hour to hour. */
export interface UnitHourModel {
  type: UnitType;
  catalogue: Catalogue;
  family: SelectionResult['unit']['family'];
  pressure: number;
  /** The hour's flow as a share of the position's design flows. */
  flowShare: number;
  /** Volume flows at the share, m3/h at 20 C. */
  flowSupplyM3h: number;
  flowReturnM3h: number;
  /** Fans' electrical input at the share (their own curves, motor efficiency, filters at their mean drop), W. */
  fanPowerW: { supply: number; exhaust: number };
  /** The room air's relative humidity while heating and while cooling (the position's indoor states), 0..1. */
  roomRh: { winter: number; summer: number };
  /** The cooler the selection chose, as built (builtCooler; null: the unit has none); the winter design outdoor
   * temperature (the glycol rule, which the built coil's concentration already answers); the design's apparatus dew
   * point, C, for an hour the coil cannot bring to its target with its valve open. */
  cooler: { spec: CoilSpec; tWinterOutdoor: number; apparatusDewPointC: number } | null;
}

/**
 * The unit of `selection` at `flowShare` of its design flows: the fans' operating points by the selection's air-side
 * function at the scaled flows, the duct system's external drops scaled with the square of the flow (a fixed system
 * curve, dp ~ q^2), the fan type the selection chose.
 * @throws EngineDutyError when the fans cannot carry the scaled flow
 */
export function unitHourModel(
  selection: SelectionResult,
  catalogue: Catalogue,
  flowShare: number,
): UnitHourModel {
  const { input } = selection;
  const type = unitType(input.unitTypeId, catalogue);
  const air = airSideAt(
    { ...airSideAtFlowShare(input, flowShare), fanType: selection.fans.fanType },
    type,
    catalogue,
    // The coils the selection chose (issue 26): their air drops, and the cooler's geometry for the hours.
    selectedCoils(selection, type),
  );
  const cooler =
    selection.cooler !== null && input.cooler !== undefined
      ? {
          spec: builtCooler(selection.cooler),
          tWinterOutdoor: input.winter.outdoor.tDb,
          apparatusDewPointC: selection.cooler.apparatusDewPoint ?? input.cooler.fluidTIn,
        }
      : null;
  return {
    type,
    catalogue,
    family: selection.unit.family,
    pressure: selection.site.pressure,
    flowShare,
    flowSupplyM3h: input.flowSupplyM3h * flowShare,
    flowReturnM3h: input.flowReturnM3h * flowShare,
    fanPowerW: { supply: air.fans.supply.electricalPower, exhaust: air.fans.exhaust.electricalPower },
    roomRh: { winter: input.winter.indoor.rh, summer: input.summer.indoor.rh },
    cooler,
  };
}

/**
 * The cooler a selection chose, as built (issue 25 with issue 26): its geometry (rows, fin pitch, circuits; the tubes
 * per row follow from the size's face), its fluid and concentration, and its valve open at the design's fluid flow.
 * An hour throttles that valve to its own target (designCoil with the fluid flow given: the throttled flow, at most
 * the open valve's, and the leaving air on the line to the coil's apparatus dew point there, as select's design
 * point); neither the design's target nor its capacity or fluid outlet enter. At the design conditions the throttled
 * flow is the design's own, so the hour equals select.
 */
export function builtCooler(cooler: CoilResult): CoilSpec {
  return {
    medium: cooler.medium,
    concentrationPct: cooler.concentrationPct,
    fluidTIn: cooler.fluidTIn,
    fluidFlowM3h: cooler.fluidQV * 3600,
    rows: cooler.rows,
    finPitchMm: cooler.finPitchMm,
    circuits: cooler.circuits,
  };
}

/** What one hour asks of the unit: outdoor air, room temperature, the supply targets. */
export interface HourDemand {
  /** Outdoor dry bulb, C, and humidity ratio, kg/kg. */
  tOut: number;
  wOut: number;
  /** true: the supply is heated to supplyTargetC; false: cooled to it (when the unit has a cooler). */
  heating: boolean;
  /** The room (extract) air's dry bulb, C. */
  roomC: number;
  /** The supply air after the supply fan, C. */
  supplyTargetC: number;
  /** The driest supply the cooler keeps, kg/kg (null: no humidity limit). */
  supplyMaxW: number | null;
}

/** One hour's figures, W (positive) unless said. */
export interface UnitHour {
  /** Heat to the supply air by the heater, including any reheat after dehumidification. */
  heaterW: number;
  /** Of it, the reheat after cooling to the dew point. */
  reheatW: number;
  /** Heat removed by the cooler (sensible and latent, the condensate leaving at the coil's leaving temperature). */
  coolerW: number;
  /** Fans' electrical input. */
  fansW: number;
  supplyFanW: number;
  exhaustFanW: number;
  /** Electric frost preheater. */
  preheaterW: number;
  /** Sensible heat the exchanger gives the supply air while heating (from the preheater's outlet), W. */
  recoveredHeatW: number;
  /** Enthalpy the exchanger takes from the supply air while cooling (sensible and latent), W. */
  recoveredCoolingW: number;
  /** The heat the supply air would need without recovery and fan heat, m cp (t_target - t_out), W. */
  ventilationHeatDemandW: number;
  /** The stage of the frost protection acting ('none' when it does not). */
  frostStage: 'none' | 'faceAndBypass' | 'preheater' | 'speedReduction';
  /** Supply air after the exchanger (and its control), C; its humidity ratio, kg/kg. */
  tAfterRecovery: number;
  wAfterRecovery: number;
  /** The supply fan's temperature rise, K. */
  supplyFanRiseK: number;
  /** Dry air through the supply side, kg/s. */
  supplyMassFlow: number;
  /** The cooler, its valve open, cannot bring the air to the hour's target (its air side was taken towards the
   * design's apparatus dew point). */
  coolerBeyondDesign: boolean;
}

/**
 * One hour of the unit (see the module's comment). Heating: the exchanger runs when the room is warmer than the
 * outdoor air; when it would lift the supply above the target less the fan's rise, the bypass takes the surplus back
 * (the supply after the exchanger is the target less the rise; a wheel or membrane passes the same share of its
 * moisture); the heater heats the rest at constant W. Cooling: the exchanger pre-cools when the outdoor air is warmer
 * than the room, else it is bypassed; the cooler the selection chose, throttled by its valve, brings the air to the
 * target less the fan's rise; when the supply must not be wetter than supplyMaxW and the coil leaves it wetter, the
 * cooler takes the air to the dew point of supplyMaxW (saturated there, process 20 with the surface at that dew point)
 * and the heater reheats it.
 * @param rateCooler the cooler's rating (default: the coil's own, rateCoolerExactly; a year passes its cooler table,
 *   coolerTable, which holds that rating within its tolerance)
 */
export function unitHour(
  model: UnitHourModel,
  demand: HourDemand,
  rateCooler: RateCooler = (airIn, massFlow, target) => rateCoolerExactly(model, airIn, massFlow, target),
): UnitHour {
  const { pressure } = model;
  // The weather's humidity ratio at the site's pressure may sit a hair above saturation: capped there.
  const wSaturated = humidityRatioFromVapourPressure(saturationPressure(demand.tOut), pressure);
  const outdoor = airState({ tDb: demand.tOut, w: Math.min(demand.wOut, wSaturated), pressure });
  const room = airState({
    tDb: demand.roomC,
    rh: demand.heating ? model.roomRh.winter : model.roomRh.summer,
    pressure,
  });
  const supplyMassFlow = dryAirMassFlow(model.flowSupplyM3h / 3600, outdoor.w, pressure);
  const cp = moistAirSpecificHeat(outdoor.w);
  const fansW = model.fanPowerW.supply + model.fanPowerW.exhaust;
  const recoveryWanted = demand.heating ? room.tDb > outdoor.tDb : outdoor.tDb > room.tDb;
  const recovery = recoveryWanted
    ? recoveryAt(model.type, outdoor, room, model.flowSupplyM3h, model.flowReturnM3h, true, model.catalogue)
    : null;
  let after: AirState = recovery?.supplyOut ?? outdoor;
  const preheaterW = recovery?.frost.preheaterPowerW ?? 0;
  const tMatrixIn = recovery?.frost.preheatedTDb ?? outdoor.tDb;
  const riseAt = (w: number) => fanRise(model.fanPowerW.supply, supplyMassFlow, w);
  const result = {
    heaterW: 0,
    reheatW: 0,
    coolerW: 0,
    fansW,
    supplyFanW: model.fanPowerW.supply,
    exhaustFanW: model.fanPowerW.exhaust,
    preheaterW,
    recoveredHeatW: 0,
    recoveredCoolingW: 0,
    ventilationHeatDemandW: 0,
    frostStage: recovery?.frost.protection ?? 'none',
    supplyFanRiseK: 0,
    supplyMassFlow,
    coolerBeyondDesign: false,
  };

  if (demand.heating) {
    const coilTarget = demand.supplyTargetC - riseAt(after.w);
    if (recovery !== null && after.tDb > coilTarget) {
      // Supply temperature control: the bypass leads a share of the air around the exchanger (linear mixing).
      const kept = Math.max(0, (coilTarget - tMatrixIn) / (after.tDb - tMatrixIn));
      after = airState({
        tDb: tMatrixIn + kept * (after.tDb - tMatrixIn),
        w: outdoor.w + kept * (after.w - outdoor.w),
        pressure,
      });
    }
    const rise = riseAt(after.w);
    return {
      ...result,
      heaterW: heat(after, supplyMassFlow, { tDb: demand.supplyTargetC - rise }).power,
      recoveredHeatW: recovery === null ? 0 : supplyMassFlow * cp * (after.tDb - tMatrixIn),
      ventilationHeatDemandW: Math.max(0, supplyMassFlow * cp * (demand.supplyTargetC - outdoor.tDb)),
      tAfterRecovery: after.tDb,
      wAfterRecovery: after.w,
      supplyFanRiseK: rise,
    };
  }

  const recoveredCoolingW = recovery === null ? 0 : Math.max(0, supplyMassFlow * (outdoor.h - after.h));
  const cooling = coolingHour(model, after, supplyMassFlow, demand, rateCooler);
  return {
    ...result,
    ...cooling,
    recoveredCoolingW,
    tAfterRecovery: after.tDb,
    wAfterRecovery: after.w,
  };
}

/** What the cooler does to the air entering it at an hour's flow, aiming the supply fan's rise below the target. */
export interface CoolerRating {
  /** The air leaving the coil. */
  airOut: AirState;
  /** Heat removed, W (sensible and latent). */
  coolerW: number;
  /** The coil, its valve open, cannot bring the air to the target (its air side was taken towards the design's
   * apparatus dew point). */
  beyondDesign: boolean;
}

/** A cooler's rating for the air entering it (after the recovery), its dry-air mass flow, kg/s, and the supply target
 * after the fan, C. */
export type RateCooler = (airIn: AirState, massFlow: number, supplyTargetC: number) => CoolerRating;

/**
 * The cooler of `model`, the coil the selection chose (builtCooler), by select's own cooler function
 * (`designCoilBeforeFan`: the throttled fluid flow that brings the air to the fan's rise below the supply target, the
 * rise settled by the leaving W, the leaving air on the line to the coil's apparatus dew point there). A light load
 * throttles the valve far down (the tubes' flow laminar or in transition, modelled continuously): still rated. Only
 * when the coil with its valve open (the design's fluid flow) cannot reach the target (air hotter or wetter than it
 * was sized for), its air side towards the design's apparatus dew point, so the hour still counts the cold the supply
 * needs. The caller has checked that the air needs cooling and that the unit has a cooler.
 */
export function rateCoolerExactly(
  model: UnitHourModel,
  airIn: AirState,
  massFlow: number,
  supplyTargetC: number,
): CoolerRating {
  const cooler = model.cooler!;
  try {
    const coil = designCoilBeforeFan(
      model.type,
      'cooler',
      cooler.spec,
      airIn,
      massFlow,
      cooler.tWinterOutdoor,
      supplyTargetC,
      model.fanPowerW.supply,
    );
    return { airOut: coil.airOut, coolerW: coil.capacity, beyondDesign: false };
  } catch (error) {
    if (!(error instanceof EngineDutyError)) {
      throw error;
    }
    return coolerBeyondDesign(model, airIn, massFlow, supplyTargetC);
  }
}

/** The air side of a cooler that cannot bring the air to the target with its valve open: towards the design's
 * apparatus dew point (see rateCoolerExactly). */
export function coolerBeyondDesign(
  model: UnitHourModel,
  airIn: AirState,
  massFlow: number,
  supplyTargetC: number,
): CoolerRating {
  const target = supplyTargetC - fanRise(model.fanPowerW.supply, massFlow, airIn.w);
  const air = cool(
    airIn,
    massFlow,
    { tDb: target },
    { tSurface: Math.min(model.cooler!.apparatusDewPointC, target), rhMax: 1 },
  );
  return { airOut: air.state, coolerW: -air.power, beyondDesign: true };
}

/** The cooler (and the reheat) of a cooling hour; see unitHour. */
function coolingHour(
  model: UnitHourModel,
  after: AirState,
  massFlow: number,
  demand: HourDemand,
  rateCooler: RateCooler,
): Pick<UnitHour, 'coolerW' | 'heaterW' | 'reheatW' | 'supplyFanRiseK' | 'coolerBeyondDesign'> {
  const rise = fanRise(model.fanPowerW.supply, massFlow, after.w);
  const idle = { coolerW: 0, heaterW: 0, reheatW: 0, supplyFanRiseK: rise, coolerBeyondDesign: false };
  if (model.cooler === null || after.tDb <= demand.supplyTargetC - rise) {
    return idle;
  }
  const coil = rateCooler(after, massFlow, demand.supplyTargetC);
  const coilOut = coil.airOut;
  const wMax = demand.supplyMaxW;
  if (wMax === null || coilOut.w <= wMax) {
    return {
      ...idle,
      coolerW: coil.coolerW,
      supplyFanRiseK: fanRise(model.fanPowerW.supply, massFlow, coilOut.w),
      coolerBeyondDesign: coil.beyondDesign,
    };
  }
  // Dehumidification: cool to the dew point of wMax (saturated leaving air), then reheat to the target less the rise.
  const dewPoint = dewPointFromVapourPressure(vapourPressureFromHumidityRatio(wMax, after.pressure));
  const dried = cool(after, massFlow, { tDb: dewPoint }, { tSurface: dewPoint, rhMax: 1 });
  const riseDried = fanRise(model.fanPowerW.supply, massFlow, dried.state.w);
  const reheatW = heat(dried.state, massFlow, { tDb: demand.supplyTargetC - riseDried }).power;
  return {
    coolerW: -dried.power,
    heaterW: reheatW,
    reheatW,
    supplyFanRiseK: riseDried,
    coolerBeyondDesign: coil.beyondDesign,
  };
}
