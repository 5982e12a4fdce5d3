/**
 * One selection: from a position's parameters (docs/rules.md#position-fields) to everything the technical data sheet
 * shows (docs/rules.md#data-sheet), with the engine version. Pure and deterministic: the same input and
 * ENGINE_VERSION give the same output to the last digit.
 *
 * Order of the supply path: outdoor air, damper, filter, heat recovery, cooler, heater, supply fan; exhaust path:
 * extract air, filter, heat recovery, exhaust fan, damper. Both fans draw through the components before them, so
 * each fan's heat warms the air after the last component (fanHeat) and the supply target holds after the fan.
 */
import {
  attenuate,
  casingBreakout,
  fanBands,
  levelSum,
  measurementSurface,
  soundPressureFromPower,
  UNIT_OCTAVE_BANDS_HZ,
  unitSoundPower,
} from './acoustics';
import { CATALOGUE, unitType } from './catalogue/catalogue';
import type {
  CasingData,
  CasingQuality,
  Catalogue,
  CoilModel,
  FanType,
  FilterClass,
  HeatRecoveryFamily,
  UnitType,
} from './catalogue/types';
import { coolerDesign, heaterDesign } from './coils/coils';
import type { CoilInput, CoilResult } from './coils/coils';
import type { Medium } from './coils/fluids';
import { coilAirSide } from './coils/surface';
import { energyClass, erpVerdict, velocityClass } from './ecodesign/ecodesign';
import type { EnergyClassResult, ErpVerdict } from './ecodesign/ecodesign';
import { checkRange, EngineDutyError, EngineInputError } from './errors';
import { fanOperatingPoint, sfpCategory } from './fans/fans';
import type { FanOperatingPoint, SoundPower } from './fans/fans';
import { filterSection } from './filters/filters';
import type { FilterResult } from './filters/filters';
import { moistAirSpecificHeat } from './heat-transfer/transport';
import { listPrice } from './pricing/pricing';
import { heat } from './processes';
import { solveBracketed } from './solve';
import type { PriceResult } from './pricing/pricing';
import { airState, densityFromVolume, specificVolume, standardPressure } from './psychro';
import type { AirState } from './psychro';
import { matrixSide } from './recovery/matrix';
import { frostPreheater } from './recovery/frost-preheater';
import type { FrostPreheater } from './recovery/frost-preheater';
import { dryAirMassFlow, dryReferenceRecovery, FLOW_REFERENCE_T, recover } from './recovery/recovery';
import type { RecoveryResult } from './recovery/recovery';
import { ENGINE_VERSION } from './version';

/** Dry bulb, C, and relative humidity, 0..1. */
export interface AirCondition {
  tDb: number;
  rh: number;
}

/** One season's design conditions. */
export interface SeasonInput {
  outdoor: AirCondition;
  indoor: AirCondition;
  /** Supply air setpoint, C: the coil's target unless the coil gives its own. */
  supplyTDb: number;
}

/** A coil as the configurator's step 5 defines it. */
export interface CoilSpec {
  medium: Medium;
  /** Glycol mass fraction, % (a table row); omitted = the rule of docs/rules.md#glycol-concentration from the winter
   * outdoor temperature. */
  concentrationPct?: number;
  /** Fluid inlet temperature, C. */
  fluidTIn: number;
  /** Air side: the leaving dry bulb, C (omitted = the season's supply temperature), or the capacity, W. */
  supplyTDb?: number;
  capacityW?: number;
  /** Fluid side: the outlet temperature, C, or the volume flow, m3/h (exactly one). */
  fluidTOut?: number;
  fluidFlowM3h?: number;
  /** "Manual change": the air entering the coil instead of the heat recovery's outlet. */
  airIn?: AirCondition;
  /** Advanced: tube rows and fin pitch (mm) fixed by the user, each one of the size's choice set; omitted = the
   * smallest coil that meets the duty (issue 26). */
  rows?: number;
  finPitchMm?: number;
  /** Circuits of a coil already built, with its rows and fin pitch (the annual hour rates the coil a selection chose,
   * unitHourModel); a position leaves it out. */
  circuits?: number;
}

/** What the fans, filters and the EU 1253/2014 check depend on: the air side of a position, weather aside. */
export interface AirSideInput {
  /** The unit type code, 1..15 (the original's sizeOfUnit, docs/rules.md#size-codes). */
  unitTypeId: number;
  /** Volume flows at 20 C and the site's pressure, m3/h, 600..6800 and within the type's range. */
  flowSupplyM3h: number;
  flowReturnM3h: number;
  /** External pressure drops of the duct systems, Pa, 0..2000. */
  dropSupplyPa: number;
  dropReturnPa: number;
  /** Site elevation, m, -5000..11000. */
  elevationM: number;
  coils: 'without' | 'heater' | 'cooler' | 'both';
  filters: { supply: FilterClass; return: FilterClass };
  /** 'auto' (fan advanced settings Off, docs/rules.md#filter-and-fan-settings): Standard when it meets the duty, else
   * Premium. */
  fanType: FanType | 'auto';
  casing: CasingQuality;
}

/** A position's parameters (docs/rules.md#position-fields), SI but for the flows (m3/h, as the wizard enters them). */
export interface SelectionInput extends AirSideInput {
  summer: SeasonInput;
  winter: SeasonInput;
  heater?: CoilSpec;
  cooler?: CoilSpec;
  installation: 'indoor' | 'outdoor';
  transportSections: 1 | 3;
  controls: boolean;
  /** 1..4 for a wheel, 1..2 for plates. */
  airflowDirection: number;
  ecoDesign: 'compliant' | 'notCompliant';
}

/** The pressure drops one fan works against, Pa. */
export interface PressureBreakdown {
  externalPa: number;
  damperPa: number;
  /** The filter at its design (mean) pressure drop. */
  filterPa: number;
  recoveryPa: number;
  coolerPa: number;
  heaterPa: number;
  casingPa: number;
  internalPa: number;
  totalPa: number;
}

/** The air side of a unit: filters, pressure drops, fans, specific fan power and the EU 1253/2014 verdict. */
export interface FanSelection {
  site: { elevationM: number; pressure: number; fanAirDensity: number };
  airflow: {
    supply: { flowM3h: number; qV: number; casingVelocity: number };
    exhaust: { flowM3h: number; qV: number; casingVelocity: number };
    /** EN 13053 velocity class of the larger casing velocity. */
    velocityClass: string;
  };
  filters: { supply: FilterResult; return: FilterResult };
  pressureDrops: { supply: PressureBreakdown; exhaust: PressureBreakdown };
  fans: {
    fanType: FanType;
    supply: FanOperatingPoint;
    exhaust: FanOperatingPoint;
    /** (P_supply + P_exhaust) / max(q_supply, q_exhaust), W/(m3/s), and its EN 16798-3 category. */
    sfpUnit: number;
    sfpUnitClass: string;
    /** Internal SFP of EU 1253/2014: dp_int,sup / eta_sup + dp_int,eha / eta_eha, W/(m3/s). */
    sfpInt: number;
    /** The internal drops of the reference configuration (casing, recovery, clean filters), Pa. */
    sfpIntDropSupplyPa: number;
    sfpIntDropExhaustPa: number;
  };
  /** The dry, balanced EN 308 recovery at the supply flow behind the EU 1253/2014 thermal efficiency. */
  dryReference: RecoveryResult;
  erp: ErpVerdict;
  casing: CasingData;
}

/** A fan's heat in its air stream (EC plug fan, motor in the air: the whole electrical input). */
export interface FanHeat {
  /** Air entering the fan (after the last component before it) and leaving it. */
  airIn: AirState;
  airOut: AirState;
  /** Heat given to the air, W (the fan's electrical power), and the air's temperature rise, K. */
  powerW: number;
  riseK: number;
}

/** The air leaving the unit in one season: supply after the supply fan, exhaust after the exhaust fan. */
export interface SeasonFanHeat {
  supply: FanHeat;
  exhaust: FanHeat;
}

/** The complete result behind the technical data sheet. */
export interface SelectionResult {
  engineVersion: string;
  input: SelectionInput;
  /** The catalogue the unit was selected from: its series name, and whether it is the invented demo data. */
  catalogue: { name: string; demo: boolean };
  unit: {
    code: number;
    label: string;
    family: HeatRecoveryFamily;
    size: string;
    nominalFlowM3h: number;
    minFlowM3h: number;
    maxFlowM3h: number;
    dimensions: {
      lengthMm: number;
      externalWidthMm: number;
      externalHeightMm: number;
      internalWidthMm: number;
      internalHeightMm: number;
      fanInstallationWidthMm: number;
      fanInstallationHeightMm: number;
      damperWidthMm: number;
      damperHeightMm: number;
      coilsWidthMm: number;
      coilsHeightMm: number;
      ductWidthMm: number;
      ductHeightMm: number;
    };
    weightKg: number;
    transportSections: 1 | 3;
    installation: 'indoor' | 'outdoor';
    casing: CasingData;
    airflowDirection: number;
    /** Where the supply path runs (rotary directions 1 and 2: lower; otherwise upper). */
    supplyZone: 'lower' | 'upper';
    recovery: {
      kind: string;
      model: string;
      material: string;
      rotorSpeedRpm: number | null;
      drive: UnitType['exchanger']['drive'];
      /** The catalogue's frost protection of the exchanger. */
      frostProtection: string;
    };
  };
  site: FanSelection['site'];
  airflow: FanSelection['airflow'];
  recovery: {
    summer: RecoveryResult;
    winter: RecoveryResult;
    dryReference: RecoveryResult;
    /** The outdoor temperature below which frost protection acts at the position's winter indoor state and flows, C
     * (plates and membrane: bypass then preheater; a wheel: speed reduction); null: none needed down to -50 C. */
    frostProtectionStartC: number | null;
  };
  /** The fans' heat and the air leaving the unit in summer and winter. */
  fanHeat: { summer: SeasonFanHeat; winter: SeasonFanHeat };
  /** The electric frost preheater the winter design point needs (plates and membrane), null when none acts. */
  frostPreheater: FrostPreheater | null;
  heater: CoilResult | null;
  cooler: CoilResult | null;
  filters: FanSelection['filters'];
  pressureDrops: FanSelection['pressureDrops'];
  fans: FanSelection['fans'];
  ecodesign: {
    erp: ErpVerdict;
    /** The position asked for a compliant unit; whether it got one. */
    required: boolean;
    requirementMet: boolean;
    energyClass: { summer: EnergyClassResult; winter: EnergyClassResult };
    velocityClass: string;
    casingClasses: CasingData['classes'];
  };
  noise: {
    /** 63..8000 Hz. */
    bandsHz: readonly number[];
    /** Sound power at the four duct connections after the unit's components, dB per band. */
    outdoorInlet: SoundPower;
    supplyOutlet: SoundPower;
    extractInlet: SoundPower;
    exhaustOutlet: SoundPower;
    /** The bare fans' in-duct sound power, before any component. */
    bareFan: {
      supplyInlet: SoundPower;
      supplyOutlet: SoundPower;
      exhaustInlet: SoundPower;
      exhaustOutlet: SoundPower;
    };
    /** Sound power radiated by the casing (EN 12354-4 with the panels' R), and the A-weighted sound pressure
     * averaged over the ISO 3744 measurement surface at 1 m from the casing on a reflecting floor. */
    casingRadiated: SoundPower;
    measurementSurfaceM2: number;
    soundPressureAt1mDbA: number;
  };
  price: PriceResult;
}

/** The coils a selection chose (issue 26), whose air drops the fans then work against; omitted = the size's
 * reference coil (the card's geometry: fanVal and step 3 know no duty). */
export interface SelectedCoils {
  heater?: CoilModel;
  cooler?: CoilModel;
}

/** The coils a selection chose, as fanSelection and the annual hour take them. */
export function selectedCoils(
  selection: Pick<SelectionResult, 'heater' | 'cooler'>,
  type: UnitType,
): SelectedCoils {
  return {
    ...(selection.heater ? { heater: chosenCoil(type.sizeData.heater, selection.heater) } : {}),
    ...(selection.cooler ? { cooler: chosenCoil(type.sizeData.cooler, selection.cooler) } : {}),
  };
}

/** The size's coil in the geometry a design chose: its rows, fin pitch and circuits. */
export function chosenCoil(model: CoilModel, result: CoilResult): CoilModel {
  return {
    ...model,
    geometry: { ...model.geometry, rows: result.rows, finPitchM: result.finPitchMm / 1000 },
    circuits: result.circuits,
  };
}

/**
 * The air side of a unit (what fanVal answers): filters at the supply and return flows, the pressure each fan works
 * against, the fans' operating points, SFP, SFPint and the EU 1253/2014 verdict. Weather does not enter: the fans
 * see air at 20 C and the site's pressure, the cooler counted wet (the worst case of the year), the filters at their
 * design (mean) drop, the exchanger at 20 C.
 * @param input the air side of the position (ranges in AirSideInput); catalogue the catalogue (default the demo)
 * @param coils the coils a selection chose (select passes them; omitted = the size's reference coils)
 * @throws EngineRangeError for a value out of range; EngineDutyError for flows outside the type's range or fans that
 *   cannot meet the duty
 */
export function fanSelection(
  input: AirSideInput,
  catalogue: Catalogue = CATALOGUE,
  coils: SelectedCoils = {},
): FanSelection {
  const type = unitType(input.unitTypeId, catalogue);
  checkAirSide(input, type, catalogue);
  return airSideAt(input, type, catalogue, coils);
}

/**
 * The air side of a unit type at any flows, without the selection's range checks: what fanSelection computes once the
 * position's flows are known to lie in the type's range, and what the annual hour uses at a part-load flow (the
 * duct system's drops scaled by the caller, the fans on their own curves and motor efficiency at that flow, the
 * filters at their mean drop at its face velocity).
 * @param coils the coils a selection chose (omitted = the size's reference coils)
 * @throws EngineDutyError when the fans cannot meet the duty; EngineRangeError for a filter or matrix out of range
 */
/**
 * The air side at `flowShare` of its design flows: both flows times the share, the duct systems' external drops on
 * their fixed curve, dp_ext = dp_ext,design s^2 (turbulent duct flow, losses with the square of the velocity: ASHRAE
 * Handbook Fundamentals, duct design, Darcy-Weisbach with a constant friction factor). What an annual hour's unit
 * runs at (engine/energy/unit-hour.ts).
 */
export function airSideAtFlowShare<T extends AirSideInput>(input: T, flowShare: number): T {
  const onSystemCurve = (pa: number) => pa * flowShare ** 2;
  return {
    ...input,
    flowSupplyM3h: input.flowSupplyM3h * flowShare,
    flowReturnM3h: input.flowReturnM3h * flowShare,
    dropSupplyPa: onSystemCurve(input.dropSupplyPa),
    dropReturnPa: onSystemCurve(input.dropReturnPa),
  };
}

/** The same external drop on the supply and the return duct system, Pa. */
export const equalExternalDrops = (pa: number) => ({ dropSupplyPa: pa, dropReturnPa: pa });

export function airSideAt(
  input: AirSideInput,
  type: UnitType,
  catalogue: Catalogue,
  coils: SelectedCoils = {},
): FanSelection {
  const size = type.sizeData;
  const pressure = standardPressure(input.elevationM);
  const qSupply = input.flowSupplyM3h / 3600;
  const qExhaust = input.flowReturnM3h / 3600;
  const fanAirDensity = densityFromVolume(specificVolume(FLOW_REFERENCE_T, 0, pressure), 0);
  const filters = {
    supply: filterSection(catalogue.filters[input.filters.supply], size.filterCells, qSupply, fanAirDensity),
    return: filterSection(catalogue.filters[input.filters.return], size.filterCells, qExhaust, fanAirDensity),
  };
  const pathArea = (size.internalWidthMm * size.internalHeightMm) / 1e6;
  const damperArea = (size.damperWidthMm * size.damperHeightMm) / 1e6;
  const dynamic = (velocity: number) => (fanAirDensity * velocity * velocity) / 2;
  const coilDrop = (present: boolean, coil: typeof size.heater, wet: boolean) =>
    present
      ? coilAirSide(coil, qSupply * fanAirDensity, 0, fanAirDensity, FLOW_REFERENCE_T).dpDryPa *
        (wet ? coil.geometry.wetPressureDropFactor : 1)
      : 0;
  const breakdown = (
    q: number,
    external: number,
    filter: FilterResult,
    coils: { cooler: number; heater: number },
  ): PressureBreakdown => {
    const parts = {
      damperPa: size.damperLossCoefficient * dynamic(q / damperArea),
      filterPa: filter.designDpPa,
      recoveryPa: matrixSide(type.exchanger, q, fanAirDensity, FLOW_REFERENCE_T).dpPa,
      coolerPa: coils.cooler,
      heaterPa: coils.heater,
      casingPa: size.casingLossCoefficient * dynamic(q / pathArea),
    };
    const internalPa = Object.values(parts).reduce((sum, dp) => sum + dp, 0);
    return { externalPa: external, ...parts, internalPa, totalPa: external + internalPa };
  };
  const hasHeater = input.coils === 'heater' || input.coils === 'both';
  const hasCooler = input.coils === 'cooler' || input.coils === 'both';
  const supplyDrops = breakdown(qSupply, input.dropSupplyPa, filters.supply, {
    cooler: coilDrop(hasCooler, coils.cooler ?? size.cooler, true),
    heater: coilDrop(hasHeater, coils.heater ?? size.heater, false),
  });
  const exhaustDrops = breakdown(qExhaust, input.dropReturnPa, filters.return, { cooler: 0, heater: 0 });
  const { fanType, supplyFan, exhaustFan } = selectFans(
    input.fanType,
    type,
    { q: qSupply, dpPa: supplyDrops.totalPa },
    { q: qExhaust, dpPa: exhaustDrops.totalPa },
    fanAirDensity,
  );

  // EU 1253/2014: the reference configuration's internal drops (casing, recovery, clean filters).
  const sfpIntDropSupplyPa = supplyDrops.casingPa + supplyDrops.recoveryPa + filters.supply.initialDpPa;
  const sfpIntDropExhaustPa = exhaustDrops.casingPa + exhaustDrops.recoveryPa + filters.return.initialDpPa;
  const sfpInt =
    sfpIntDropSupplyPa / supplyFan.systemEfficiency + sfpIntDropExhaustPa / exhaustFan.systemEfficiency;
  const sfpUnit = (supplyFan.electricalPower + exhaustFan.electricalPower) / Math.max(qSupply, qExhaust);
  const dryReference = dryReferenceRecovery(type.exchanger, qSupply);
  const casingVelocity = Math.max(qSupply, qExhaust) / pathArea;
  return {
    site: { elevationM: input.elevationM, pressure, fanAirDensity },
    airflow: {
      supply: { flowM3h: input.flowSupplyM3h, qV: qSupply, casingVelocity: qSupply / pathArea },
      exhaust: { flowM3h: input.flowReturnM3h, qV: qExhaust, casingVelocity: qExhaust / pathArea },
      velocityClass: velocityClass(casingVelocity),
    },
    filters,
    pressureDrops: { supply: supplyDrops, exhaust: exhaustDrops },
    fans: {
      fanType,
      supply: supplyFan,
      exhaust: exhaustFan,
      sfpUnit,
      sfpUnitClass: sfpCategory(sfpUnit),
      sfpInt,
      sfpIntDropSupplyPa,
      sfpIntDropExhaustPa,
    },
    dryReference,
    erp: erpVerdict(
      dryReference.temperatureEfficiency ?? 0,
      qSupply,
      catalogue.filters[input.filters.supply].group === 'ePM1',
      // Every return filter of the catalogue is at least a medium filter (M5).
      true,
      sfpInt,
    ),
    casing: catalogue.casings[input.casing],
  };
}

/**
 * One season's heat recovery of a unit type: outdoor air on the supply side, indoor air on the exhaust side, the
 * flows taken at 20 C and the site's pressure.
 * @param type the unit type; season the season's conditions (tDb -50..60 C, rh 0..1)
 * @param flowSupplyM3h, flowReturnM3h flows, m3/h; pressure barometric pressure, Pa
 * @param protect whether the catalogue's frost protection acts (default), or the bare exchanger is computed
 */
export function seasonRecovery(
  type: UnitType,
  season: Pick<SeasonInput, 'outdoor' | 'indoor'>,
  flowSupplyM3h: number,
  flowReturnM3h: number,
  pressure: number,
  protect = true,
  catalogue: Catalogue = CATALOGUE,
): RecoveryResult {
  const supplyIn = airState({ tDb: season.outdoor.tDb, rh: season.outdoor.rh, pressure });
  const exhaustIn = airState({ tDb: season.indoor.tDb, rh: season.indoor.rh, pressure });
  return recoveryAt(type, supplyIn, exhaustIn, flowSupplyM3h, flowReturnM3h, protect, catalogue);
}

/**
 * The heat recovery of a unit type between two air states (seasonRecovery's core, and the annual hour's): the dry-air
 * mass flows of the volume flows at 20 C with each stream's humidity, the catalogue's frost protection when `protect`.
 * @param supplyIn outdoor air; exhaustIn extract air (same pressure); flows m3/h
 */
export function recoveryAt(
  type: UnitType,
  supplyIn: AirState,
  exhaustIn: AirState,
  flowSupplyM3h: number,
  flowReturnM3h: number,
  protect: boolean,
  catalogue: Catalogue,
): RecoveryResult {
  const { pressure } = supplyIn;
  return recover({
    matrix: type.exchanger,
    supplyIn,
    exhaustIn,
    supplyMassFlow: dryAirMassFlow(flowSupplyM3h / 3600, supplyIn.w, pressure),
    exhaustMassFlow: dryAirMassFlow(flowReturnM3h / 3600, exhaustIn.w, pressure),
    ...(protect ? { frostProtection: catalogue.frostProtection[type.exchanger.kind] } : {}),
  });
}

/**
 * The heater or the cooler of a unit type at a design point (what coilVal answers).
 * @param type the unit type; kind which coil
 * @param spec the coil as the position defines it; airIn the air entering the coil; massFlow its dry air, kg/s
 * @param tWinterOutdoor winter design outdoor temperature, C (the glycol rule)
 * @param seasonSupplyTDb the season's supply temperature, C: the target when the spec gives neither target nor capacity
 * @throws EngineDutyError when the coil cannot carry the duty; EngineInputError for a spec without its fluid target
 */
export function designCoil(
  type: UnitType,
  kind: 'heater' | 'cooler',
  spec: CoilSpec,
  airIn: AirState,
  massFlow: number,
  tWinterOutdoor: number,
  seasonSupplyTDb: number,
): CoilResult {
  const input: CoilInput = {
    coil: kind === 'heater' ? type.sizeData.heater : type.sizeData.cooler,
    airIn,
    massFlow,
    medium: spec.medium,
    ...(spec.concentrationPct === undefined ? {} : { concentrationPct: spec.concentrationPct }),
    tWinterOutdoor,
    fluidTIn: spec.fluidTIn,
    target:
      spec.capacityW !== undefined
        ? { capacityW: spec.capacityW }
        : { tDb: spec.supplyTDb ?? seasonSupplyTDb },
    fluid: fluidTarget(spec, kind),
    ...(spec.rows === undefined ? {} : { rows: spec.rows }),
    ...(spec.finPitchMm === undefined ? {} : { finPitchMm: spec.finPitchMm }),
    ...(spec.circuits === undefined ? {} : { circuits: spec.circuits }),
  };
  return kind === 'heater' ? heaterDesign(input) : coolerDesign(input);
}

/**
 * A coil followed by the supply fan (draw-through): the coil aims the fan's temperature rise below the supply target,
 * so the supply air after the fan meets it. The rise P_el / (m cp(W_out)) depends on the coil's leaving W only, so a
 * bounded fixed point (5 passes; two or three settle it to 1e-12 kg/kg) finds it. A coil given by its capacity keeps
 * its capacity. Duty errors name the supply target and the reachable range after the fan.
 * @param fanPowerW the supply fan's electrical power, W (0: no fan heat)
 * @param start a design of the same coil before, with another fan power: its leaving W starts the passes
 * @param settle false: the first pass only (select chooses the geometry with it, then settles with the final fans)
 * @see designCoil for the other parameters
 */
export function designCoilBeforeFan(
  type: UnitType,
  kind: 'heater' | 'cooler',
  spec: CoilSpec,
  airIn: AirState,
  massFlow: number,
  tWinterOutdoor: number,
  seasonSupplyTDb: number,
  fanPowerW: number,
  start?: CoilResult,
  settle = true,
): CoilResult {
  const target = spec.supplyTDb ?? seasonSupplyTDb;
  const design = (coilTarget: number) => {
    try {
      return designCoil(
        type,
        kind,
        spec.capacityW === undefined ? { ...spec, supplyTDb: coilTarget } : spec,
        airIn,
        massFlow,
        tWinterOutdoor,
        coilTarget,
      );
    } catch (error) {
      // The coil's own target sits the fan's rise below the supply target: say it in the user's terms.
      if (error instanceof EngineDutyError && error.quantity === `${kind}.tDb` && fanPowerW > 0) {
        const rise = target - coilTarget;
        throw new EngineDutyError(
          kind,
          error.quantity,
          target,
          error.min + rise,
          error.max + rise,
          'C',
          `${error.reason}; supply air after the fan's ${rise.toFixed(2)} K`,
        );
      }
      throw error;
    }
  };
  if (spec.capacityW !== undefined) {
    return design(target);
  }
  // From the leaving W of a design before (select's second pass), the loop settles in one pass.
  let w = start?.airOut.w ?? airIn.w;
  let result = design(target - fanRise(fanPowerW, massFlow, w));
  if (!settle) {
    return result;
  }
  // The geometry chosen in the first pass stays: the fan's rise moves the target by hundredths of a kelvin.
  const fixed = { ...spec, rows: result.rows, finPitchMm: result.finPitchMm };
  for (let pass = 0; pass < MAX_FAN_HEAT_PASSES && Math.abs(result.airOut.w - w) > 1e-9; pass++) {
    w = result.airOut.w;
    const coilTarget = target - fanRise(fanPowerW, massFlow, w);
    result = designCoil(
      type,
      kind,
      { ...fixed, supplyTDb: coilTarget },
      airIn,
      massFlow,
      tWinterOutdoor,
      coilTarget,
    );
  }
  return result;
}

/** What the heat recovery of a position depends on (recVal). */
export interface RecoveryPositionInput {
  unitTypeId: number;
  flowSupplyM3h: number;
  flowReturnM3h: number;
  elevationM: number;
  summer: Pick<SeasonInput, 'outdoor' | 'indoor'>;
  winter: Pick<SeasonInput, 'outdoor' | 'indoor'>;
}

/**
 * The heat recovery of a position in both seasons and at EN 308's dry reference (what recVal answers).
 * @param input unit type, flows (m3/h, within the type's range), elevation (m) and the seasons' outdoor and indoor
 *   conditions (tDb C, rh 0..1)
 * @throws EngineDutyError for flows outside the type's range; EngineRangeError for a value out of range
 */
export function recoverySelection(
  input: RecoveryPositionInput,
  catalogue: Catalogue = CATALOGUE,
): {
  summer: RecoveryResult;
  winter: RecoveryResult;
  dryReference: RecoveryResult;
} {
  const type = unitType(input.unitTypeId, catalogue);
  checkFlows(input, type, catalogue);
  const pressure = standardPressure(input.elevationM);
  return {
    summer: seasonRecovery(
      type,
      input.summer,
      input.flowSupplyM3h,
      input.flowReturnM3h,
      pressure,
      true,
      catalogue,
    ),
    winter: seasonRecovery(
      type,
      input.winter,
      input.flowSupplyM3h,
      input.flowReturnM3h,
      pressure,
      true,
      catalogue,
    ),
    dryReference: dryReferenceRecovery(type.exchanger, input.flowSupplyM3h / 3600),
  };
}

/** A coil with the air entering it, as coilVal receives it. */
export interface CoilPositionSpec extends CoilSpec {
  airIn: AirCondition;
}

/** What the coils of a position depend on (coilVal). */
export interface CoilPositionInput {
  unitTypeId: number;
  flowSupplyM3h: number;
  elevationM: number;
  /** Winter design outdoor temperature, C: the glycol rule's input. */
  tWinterOutdoor: number;
  coils: AirSideInput['coils'];
  heater?: CoilPositionSpec;
  cooler?: CoilPositionSpec;
  /** The supply fan's electrical power, W, when known (fanVal): its heat after the coils; omitted = 0. */
  supplyFanPowerW?: number;
}

/**
 * The coils of a position at their design points (what coilVal answers): each coil takes the air the client gives
 * (the recovery outlet or the manual values), its dry-air flow is the supply flow at 20 C with that air's humidity.
 * A coil without a target and without a capacity is refused.
 * @throws EngineDutyError when a coil cannot carry its duty; EngineInputError for a missing coil or target
 */
export function coilSelection(
  input: CoilPositionInput,
  catalogue: Catalogue = CATALOGUE,
): {
  heater: CoilResult | null;
  cooler: CoilResult | null;
} {
  const type = unitType(input.unitTypeId, catalogue);
  checkRange('flowSupplyM3h', input.flowSupplyM3h, catalogue.flowMinM3h, catalogue.flowMaxM3h, 'm3/h');
  const pressure = standardPressure(input.elevationM);
  const coil = (kind: 'heater' | 'cooler'): CoilResult | null => {
    if (input.coils !== kind && input.coils !== 'both') {
      return null;
    }
    const spec = input[kind];
    if (spec === undefined) {
      throw new EngineInputError(`coils '${input.coils}' needs the ${kind}'s data`);
    }
    if (spec.supplyTDb === undefined && spec.capacityW === undefined) {
      throw new EngineInputError(`${kind}: give the supply temperature or the capacity`);
    }
    const airIn = airState({ tDb: spec.airIn.tDb, rh: spec.airIn.rh, pressure });
    const massFlow = dryAirMassFlow(input.flowSupplyM3h / 3600, airIn.w, pressure);
    return designCoilBeforeFan(
      type,
      kind,
      spec,
      airIn,
      massFlow,
      input.tWinterOutdoor,
      spec.supplyTDb ?? airIn.tDb,
      checkRange('supplyFanPowerW', input.supplyFanPowerW ?? 0, 0, 100_000, 'W'),
    );
  };
  return { heater: coil('heater'), cooler: coil('cooler') };
}

/**
 * The whole selection of one position: heat recovery in summer and winter, the coils on the recovery's outlet (or
 * the manual inlet), the air side (fanSelection), the energy classes, the noise, the weight and the price.
 * @param input the position's parameters (ranges: flows 600..6800 m3/h and within the type's range, drops 0..2000 Pa,
 *   elevation -5000..11000 m, temperatures -50..60 C, rh 0..1)
 * @param catalogue the catalogue to select from (default the demo Compact PRO; the server passes a manufacturer's file)
 * @returns every section the technical data sheet needs, with the engine version and the catalogue's name
 * @throws EngineRangeError for a value out of range; EngineInputError for contradictory input; EngineDutyError when
 *   the unit cannot meet the duty (flows outside the type's range, a coil or a fan at its limit)
 */
export function select(input: SelectionInput, catalogue: Catalogue = CATALOGUE): SelectionResult {
  const type = unitType(input.unitTypeId, catalogue);
  const size = type.sizeData;
  checkPosition(input, type);
  const pressure = standardPressure(input.elevationM);
  const { flowSupplyM3h, flowReturnM3h } = input;
  const summer = seasonRecovery(type, input.summer, flowSupplyM3h, flowReturnM3h, pressure, true, catalogue);
  const winter = seasonRecovery(type, input.winter, flowSupplyM3h, flowReturnM3h, pressure, true, catalogue);

  const coil = (
    kind: 'heater' | 'cooler',
    recovered: RecoveryResult,
    supplyFanPowerW: number,
    geometry?: CoilResult | null,
  ): CoilResult | null => {
    const present = input.coils === kind || input.coils === 'both';
    if (!present) {
      return null;
    }
    const spec = input[kind];
    if (spec === undefined) {
      throw new EngineInputError(`coils '${input.coils}' needs the ${kind}'s data`);
    }
    const airIn = spec.airIn
      ? airState({ tDb: spec.airIn.tDb, rh: spec.airIn.rh, pressure })
      : recovered.supplyOut;
    const seasonSupply = kind === 'heater' ? input.winter.supplyTDb : input.summer.supplyTDb;
    const design = (chosen: CoilSpec) =>
      designCoilBeforeFan(
        type,
        kind,
        chosen,
        airIn,
        recovered.supplyMassFlow,
        input.winter.outdoor.tDb,
        seasonSupply,
        supplyFanPowerW,
        geometry ?? undefined,
        geometry !== undefined,
      );
    if (geometry) {
      try {
        return design({ ...spec, rows: geometry.rows, finPitchMm: geometry.finPitchMm });
      } catch (error) {
        // The final fans' heat moved a coil at its limit past it: choose again.
        if (!(error instanceof EngineDutyError)) {
          throw error;
        }
      }
    }
    return design(spec);
  };
  // The coils are chosen with the heat of the fans sized for the size's reference coils (none where those fans fall
  // short: the chosen coils may drop less); the fans are then sized for the coils chosen, and the coils designed
  // again, in the geometry chosen, with those fans' heat.
  const firstFanPowerW = referenceFanPower(input, catalogue);
  const firstHeater = coil('heater', winter, firstFanPowerW);
  const firstCooler = coil('cooler', summer, firstFanPowerW);
  const air = fanSelection(
    input,
    catalogue,
    selectedCoils({ heater: firstHeater, cooler: firstCooler }, type),
  );
  const supplyFanPowerW = air.fans.supply.electricalPower;
  const exhaustFanPowerW = air.fans.exhaust.electricalPower;
  const heater = coil('heater', winter, supplyFanPowerW, firstHeater);
  const cooler = coil('cooler', summer, supplyFanPowerW, firstCooler);
  const preheater = frostPreheater(winter, catalogue.frostPreheater);
  // The air leaving the unit: the supply after the last coil that acts in the season, the exhaust after the
  // recovery, each warmed by its fan.
  const seasonFanHeat = (recovered: RecoveryResult, coilOut: AirState | null): SeasonFanHeat => ({
    supply: fanHeat(coilOut ?? recovered.supplyOut, recovered.supplyMassFlow, supplyFanPowerW),
    exhaust: fanHeat(recovered.exhaustOut, recovered.exhaustMassFlow, exhaustFanPowerW),
  });
  const fanHeatOf = {
    summer: seasonFanHeat(summer, cooler?.airOut ?? null),
    winter: seasonFanHeat(winter, heater?.airOut ?? null),
  };

  const { supply: supplyFan, exhaust: exhaustFan } = air.fans;
  const seasonClass = (r: RecoveryResult) =>
    energyClass({
      velocity: Math.max(air.airflow.supply.casingVelocity, air.airflow.exhaust.casingVelocity),
      etaT: r.temperatureEfficiency ?? 0,
      deltaT: r.exhaustIn.tDb - r.supplyIn.tDb,
      recoveryDpSupplyPa: r.supplySide.dpPa,
      recoveryDpExhaustPa: r.exhaustSide.dpPa,
      fans: [supplyFan, exhaustFan],
      density: air.site.fanAirDensity,
      specificHeat: moistAirSpecificHeat(0),
    });
  const { casing } = air;

  return {
    engineVersion: ENGINE_VERSION,
    input,
    catalogue: { name: catalogue.name, demo: catalogue.demo },
    unit: {
      code: type.code,
      label: type.label,
      family: type.family,
      size: size.size,
      nominalFlowM3h: size.nominalFlowM3h,
      minFlowM3h: size.minFlowM3h,
      maxFlowM3h: size.maxFlowM3h,
      dimensions: {
        lengthMm: type.lengthMm,
        externalWidthMm: size.externalWidthMm,
        externalHeightMm: size.externalHeightMm,
        internalWidthMm: size.internalWidthMm,
        internalHeightMm: size.internalHeightMm,
        fanInstallationWidthMm: size.fanInstallationWidthMm,
        fanInstallationHeightMm: size.fanInstallationHeightMm,
        damperWidthMm: size.damperWidthMm,
        damperHeightMm: size.damperHeightMm,
        coilsWidthMm: size.heater.faceWidthMm,
        coilsHeightMm: size.heater.faceHeightMm,
        ductWidthMm: size.ductWidthMm,
        ductHeightMm: size.ductHeightMm,
      },
      weightKg:
        type.weightKg +
        (heater ? size.weights.heaterKg : 0) +
        (cooler ? size.weights.coolerKg : 0) +
        (input.casing === 'RW' ? size.weights.rockWoolKg : 0) +
        (input.installation === 'outdoor' ? size.weights.outdoorKg : 0),
      transportSections: input.transportSections,
      installation: input.installation,
      casing,
      airflowDirection: input.airflowDirection,
      supplyZone: type.family === 'Rotary' && input.airflowDirection <= 2 ? 'lower' : 'upper',
      recovery: {
        kind: type.exchanger.kind,
        model: type.exchanger.model,
        material: type.exchanger.material,
        rotorSpeedRpm: type.exchanger.rotor?.speedRpm ?? null,
        drive: type.exchanger.drive,
        frostProtection: catalogue.frostProtection[type.exchanger.kind].description,
      },
    },
    site: air.site,
    airflow: air.airflow,
    recovery: {
      summer,
      winter,
      dryReference: air.dryReference,
      frostProtectionStartC: frostProtectionStart(type, input, pressure),
    },
    fanHeat: fanHeatOf,
    frostPreheater: preheater,
    heater,
    cooler,
    filters: air.filters,
    pressureDrops: air.pressureDrops,
    fans: air.fans,
    ecodesign: {
      erp: air.erp,
      required: input.ecoDesign === 'compliant',
      requirementMet: input.ecoDesign !== 'compliant' || air.erp.compliant,
      energyClass: { summer: seasonClass(summer), winter: seasonClass(winter) },
      velocityClass: air.airflow.velocityClass,
      casingClasses: casing.classes,
    },
    noise: noise(type, input, supplyFan, exhaustFan, catalogue),
    price: listPrice(
      type,
      {
        heater: heater !== null,
        cooler: cooler !== null,
        supplyFilter: input.filters.supply,
        returnFilter: input.filters.return,
        fanType: air.fans.fanType,
        casing: input.casing,
        installation: input.installation,
        transportSections: input.transportSections,
        controls: input.controls,
        frostPreheaterSteps: preheater?.steps ?? 0,
      },
      catalogue,
    ),
  };
}

/** The supply fan's electrical power with the size's reference coils, W; 0 when those fans cannot meet the duty. */
function referenceFanPower(input: SelectionInput, catalogue: Catalogue): number {
  try {
    return fanSelection(input, catalogue).fans.supply.electricalPower;
  } catch (error) {
    if (error instanceof EngineDutyError && error.component === 'fan') {
      return 0;
    }
    throw error;
  }
}

/** The fluid side's second value: exactly one of the outlet temperature and the flow. */
function fluidTarget(spec: CoilSpec, kind: 'heater' | 'cooler'): CoilInput['fluid'] {
  if ((spec.fluidTOut === undefined) === (spec.fluidFlowM3h === undefined)) {
    throw new EngineInputError(`${kind}: give exactly one of fluidTOut and fluidFlowM3h`);
  }
  return spec.fluidTOut !== undefined ? { tOut: spec.fluidTOut } : { flowM3h: spec.fluidFlowM3h ?? 0 };
}

/** Ranges of the air side and the flows the type serves. */
function checkAirSide(input: AirSideInput, type: UnitType, catalogue: Catalogue): void {
  checkFlows(input, type, catalogue);
  checkRange('dropSupplyPa', input.dropSupplyPa, 0, 2000, 'Pa');
  checkRange('dropReturnPa', input.dropReturnPa, 0, 2000, 'Pa');
}

/** Flows within the series (600..6800 m3/h) and within the type's range (else a duty error of the airflow). */
function checkFlows(
  input: { flowSupplyM3h: number; flowReturnM3h: number },
  type: UnitType,
  catalogue: Catalogue,
): void {
  const { minFlowM3h, maxFlowM3h } = type.sizeData;
  for (const [name, flow] of [
    ['flowSupplyM3h', input.flowSupplyM3h],
    ['flowReturnM3h', input.flowReturnM3h],
  ] as const) {
    checkRange(name, flow, catalogue.flowMinM3h, catalogue.flowMaxM3h, 'm3/h');
    if (flow < minFlowM3h || flow > maxFlowM3h) {
      throw new EngineDutyError(
        'airflow',
        name,
        flow,
        minFlowM3h,
        maxFlowM3h,
        'm3/h',
        `the flow range of ${type.label}`,
      );
    }
  }
}

/** Ranges of the position's other parameters and the choices that depend on the type. */
function checkPosition(input: SelectionInput, type: UnitType): void {
  const directions = type.family === 'Rotary' ? 4 : 2;
  checkRange('airflowDirection', input.airflowDirection, 1, directions, '');
  if (!Number.isInteger(input.airflowDirection)) {
    throw new EngineInputError(`airflowDirection must be a whole number 1..${directions}`);
  }
  if (!type.sizeData.transportSections.includes(input.transportSections)) {
    throw new EngineInputError(
      `transportSections: ${type.label} ships in ${type.sizeData.transportSections.join(' or ')} sections`,
    );
  }
  for (const s of ['summer', 'winter'] as const) {
    for (const place of ['outdoor', 'indoor'] as const) {
      checkRange(`${s}.${place}.tDb`, input[s][place].tDb, -50, 60, 'C');
      checkRange(`${s}.${place}.rh`, input[s][place].rh, 0, 1, '');
    }
    checkRange(`${s}.supplyTDb`, input[s].supplyTDb, -50, 60, 'C');
  }
}

/** The fan pair of the chosen type, or for 'auto' the Standard fans when both meet their duty, else Premium. */
function selectFans(
  choice: FanType | 'auto',
  type: UnitType,
  supply: { q: number; dpPa: number },
  exhaust: { q: number; dpPa: number },
  density: number,
): { fanType: FanType; supplyFan: FanOperatingPoint; exhaustFan: FanOperatingPoint } {
  const pair = (fanType: FanType) => {
    const fan = type.sizeData.fans[fanType];
    return {
      fanType,
      supplyFan: fanOperatingPoint(fan, supply.q, supply.dpPa, density, 'supplyFan'),
      exhaustFan: fanOperatingPoint(fan, exhaust.q, exhaust.dpPa, density, 'exhaustFan'),
    };
  };
  if (choice !== 'auto') {
    return pair(choice);
  }
  try {
    return pair('Standard');
  } catch (error) {
    if (error instanceof EngineDutyError) {
      return pair('Premium');
    }
    throw error;
  }
}

/** Passes of the coil target against the fan's temperature rise (cp of the leaving W; two or three suffice). */
const MAX_FAN_HEAT_PASSES = 5;

/**
 * Temperature rise of air through a fan whose motor sits in the air stream, K: dT = P_el / (m_da cp(W)). An EC plug
 * fan has its motor and electronics in the air stream, so the whole electrical input ends up as heat in the air
 * (ASHRAE Handbook Fundamentals 2017 ch. 18, Table 4 and eq. 4, "motor and driven equipment in the air stream":
 * q = P / E_M, the full input; ASHRAE HVAC Systems and Equipment 2020 ch. 21: fan heat in draw-through units).
 * @param powerW the fan's electrical power, W; massFlow dry air, kg/s; w the air's humidity ratio, kg/kg
 */
export function fanRise(powerW: number, massFlow: number, w: number): number {
  return powerW / (massFlow * moistAirSpecificHeat(w));
}

/** The air after a fan: sensible heating at constant W by its electrical power (process 10, engine/processes heat). */
function fanHeat(airIn: AirState, massFlow: number, powerW: number): FanHeat {
  const airOut = heat(airIn, massFlow, { heatingPower: powerW }).state;
  return { airIn, airOut, powerW, riseK: airOut.tDb - airIn.tDb };
}

/**
 * The outdoor temperature at which the frost protection starts, C, at the position's winter indoor state, outdoor
 * humidity and flows (bisection to 0.01 K): plates and membrane where the unprotected cold-corner wall meets the frost
 * limit, a wheel where the exhaust leaving the unslowed wheel meets the card's ice formation limit. Null when no
 * protection is needed down to -50 C.
 */
function frostProtectionStart(type: UnitType, input: SelectionInput, pressure: number): number | null {
  const { indoor, outdoor } = input.winter;
  const margin = (tOutdoor: number) => {
    const r = seasonRecovery(
      type,
      { outdoor: { tDb: tOutdoor, rh: outdoor.rh }, indoor },
      input.flowSupplyM3h,
      input.flowReturnM3h,
      pressure,
      false,
    );
    return type.exchanger.rotor
      ? r.exhaustOut.tDb - type.exchanger.iceFormationLimitC
      : (r.frost.wallUnprotectedC ?? 0) - r.frost.limitC;
  };
  const tLow = -50;
  const tHigh = indoor.tDb - 1;
  if (margin(tLow) >= 0 || margin(tHigh) < 0) {
    return null;
  }
  return solveBracketed(margin, tLow, tHigh, 0.01, 'frost protection start');
}

/**
 * Sound at the four duct connections, the casing and 1 m (issue 16): each fan side's in-duct spectrum 63..8000 Hz
 * less the insertion losses between the fan and the connection (supply fan inlet: coils present, exchanger, supply
 * filter, inlet chamber; extract side: exchanger, return filter, inlet chamber; both outlets: the fan chamber), the
 * breakout of all four fan sides through the panels (EN 12354-4), and the A-weighted sound pressure over the
 * ISO 3744 surface at 1 m. Sound passing from one air path to the other is not modelled.
 */
function noise(
  type: UnitType,
  input: SelectionInput,
  supplyFan: FanOperatingPoint,
  exhaustFan: FanOperatingPoint,
  catalogue: Catalogue,
): SelectionResult['noise'] {
  const { acoustics } = catalogue;
  const loss = acoustics.insertionLossDb;
  const offset = acoustics.fan63HzRelativeTo125Db;
  const bare = {
    supplyInlet: fanBands(supplyFan.inlet, offset.inlet),
    supplyOutlet: fanBands(supplyFan.outlet, offset.outlet),
    exhaustInlet: fanBands(exhaustFan.inlet, offset.inlet),
    exhaustOutlet: fanBands(exhaustFan.outlet, offset.outlet),
  };
  const hasHeater = input.coils === 'heater' || input.coils === 'both';
  const hasCooler = input.coils === 'cooler' || input.coils === 'both';
  const exchanger = loss.exchanger[type.exchanger.kind];
  const supplyInletPath = [
    ...(hasHeater ? [loss.heater] : []),
    ...(hasCooler ? [loss.cooler] : []),
    exchanger,
    loss.filter,
    loss.inletPlenum,
  ];
  const panels = acoustics.panels[input.casing];
  const inside = bare.supplyInlet.map((_, i) =>
    levelSum([
      bare.supplyInlet[i] ?? -Infinity,
      bare.supplyOutlet[i] ?? -Infinity,
      bare.exhaustInlet[i] ?? -Infinity,
      bare.exhaustOutlet[i] ?? -Infinity,
    ]),
  );
  const casingRadiated = unitSoundPower(
    casingBreakout(inside, panels.soundReductionDb, panels.interiorAbsorption),
  );
  const size = type.sizeData;
  const surface = measurementSurface(
    type.lengthMm / 1000,
    size.externalWidthMm / 1000,
    size.externalHeightMm / 1000,
    1,
  );
  return {
    bandsHz: UNIT_OCTAVE_BANDS_HZ,
    outdoorInlet: unitSoundPower(attenuate(bare.supplyInlet, supplyInletPath)),
    supplyOutlet: unitSoundPower(attenuate(bare.supplyOutlet, [loss.outletPlenum])),
    extractInlet: unitSoundPower(attenuate(bare.exhaustInlet, [exchanger, loss.filter, loss.inletPlenum])),
    exhaustOutlet: unitSoundPower(attenuate(bare.exhaustOutlet, [loss.outletPlenum])),
    bareFan: {
      supplyInlet: unitSoundPower(bare.supplyInlet),
      supplyOutlet: unitSoundPower(bare.supplyOutlet),
      exhaustInlet: unitSoundPower(bare.exhaustInlet),
      exhaustOutlet: unitSoundPower(bare.exhaustOutlet),
    },
    casingRadiated,
    measurementSurfaceM2: surface,
    soundPressureAt1mDbA: soundPressureFromPower(casingRadiated.totalDbA, surface),
  };
}
