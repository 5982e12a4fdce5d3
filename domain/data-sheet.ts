import type {
  CoilSection,
  DataSheet,
  ErpSection,
  FanHeatSection,
  FanSection,
  FilterSection,
  FrostPreheaterSection,
  RecSection,
  SheetAirState,
} from '../contracts/calc';
import type { CoilResult } from '../engine/coils';
import type { FanOperatingPoint } from '../engine/fans';
import type { FilterResult } from '../engine/filters';
import type { AirState } from '../engine/psychro';
import type { FrostPreheater, RecoveryResult } from '../engine/recovery';
import type { FanHeat, FanSelection, PressureBreakdown, SelectionResult } from '../engine/select';

/**
 * The technical data sheet record (contracts/calc.ts DataSheet) of an engine result: the engine's SI values in the
 * units the data sheet prints (m3/h, C, %, g/kg, kW, kg/h, Pa, kPa for fluids). Shared: the server stores it with
 * every revision and the web app's tests build the record the server would.
 */

const kW = (w: number) => w / 1000;
const gPerKg = (w: number) => w * 1000;
const perHour = (perSecond: number) => perSecond * 3600;
const pct = (ratio: number) => ratio * 100;

/**
 * One season of the recovery in the data sheet's units.
 * @param r the engine's recovery result; flows the position's supply and return flows, m3/h
 */
export function recSection(r: RecoveryResult, flows: { supplyM3h: number; returnM3h: number }): RecSection {
  return {
    recoveryMode: r.supplyPower > 0 ? 'heating' : r.supplyPower < 0 ? 'cooling' : 'none',
    sup_AirVolumeFlow: flows.supplyM3h,
    sup_AirTempIn: r.supplyIn.tDb,
    sup_AirTempOut: r.supplyOut.tDb,
    sup_HumidityIn: pct(r.supplyIn.rh),
    sup_HumidityOut: pct(r.supplyOut.rh),
    sup_AbsHumidityIn: gPerKg(r.supplyIn.w),
    sup_AbsHumidityOut: gPerKg(r.supplyOut.w),
    sup_TotalHeat: kW(Math.abs(r.supplyPower)),
    sup_SensibleHeat: kW(Math.abs(r.sensiblePower)),
    sup_PressureDrop: r.supplySide.dpPa,
    sup_FaceVelocity: r.supplySide.faceVelocity,
    eha_AirVolumeFlow: flows.returnM3h,
    eha_AirTempIn: r.exhaustIn.tDb,
    eha_AirTempOut: r.exhaustOut.tDb,
    eha_HumidityIn: pct(r.exhaustIn.rh),
    eha_HumidityOut: pct(r.exhaustOut.rh),
    eha_AbsHumidityIn: gPerKg(r.exhaustIn.w),
    eha_AbsHumidityOut: gPerKg(r.exhaustOut.w),
    eha_PressureDrop: r.exhaustSide.dpPa,
    eha_FaceVelocity: r.exhaustSide.faceVelocity,
    moistureRecovery: perHour(Math.abs(r.moistureToSupply)),
    condensate: perHour(r.condensate),
    condensingSide: r.condensingSide,
    frostRisk: r.frostRisk,
    temperatureEfficiency: r.temperatureEfficiency === null ? null : pct(r.temperatureEfficiency),
    humidityEfficiency: r.humidityEfficiency === null ? null : pct(r.humidityEfficiency),
    moistureTransfer: r.effectiveness.latent > 0,
    frost: {
      wallUnprotected: r.frost.wallUnprotectedC,
      wall: r.frost.wallC,
      limit: r.frost.limitC,
      protection: r.frost.protection,
      bypass: pct(r.frost.bypassFraction),
      rotorSpeed: pct(r.frost.rotorSpeedShare),
      preheaterPower: kW(r.frost.preheaterPowerW),
      preheatedTo: r.frost.preheatedTDb,
      unprotectedEfficiency:
        r.frost.unprotectedEfficiency === null ? null : pct(r.frost.unprotectedEfficiency),
    },
  };
}

/** An air state in the data sheet's units. */
function sheetAirState(a: AirState): SheetAirState {
  return { tDb: a.tDb, rh: pct(a.rh), x: gPerKg(a.w) };
}

function fanHeatSection(f: FanHeat): FanHeatSection {
  return { airOut: sheetAirState(f.airOut), power: kW(f.powerW), rise: f.riseK };
}

/** The electric frost preheater in the data sheet's units. */
function frostPreheaterSection(p: FrostPreheater): FrostPreheaterSection {
  return {
    duty: kW(p.dutyW),
    ratedPower: kW(p.ratedPowerW),
    steps: p.steps,
    stepPower: kW(p.stepPowerW),
    current: p.currentA,
    supplyVoltage: p.supplyVoltageV,
    airIn: sheetAirState(p.airIn),
    airOut: sheetAirState(p.airOut),
  };
}

/** A coil in the data sheet's units; flowM3h the position's supply flow. */
export function coilSection(c: CoilResult, flowM3h: number): CoilSection {
  return {
    volumeFlow: flowM3h,
    temperatureIn: c.airIn.tDb,
    temperatureOut: c.airOut.tDb,
    relativeHumidityIn: pct(c.airIn.rh),
    relativeHumidityOut: pct(c.airOut.rh),
    absoluteHumidityIn: gPerKg(c.airIn.w),
    absoluteHumidityOut: gPerKg(c.airOut.w),
    capacity: kW(c.capacity),
    sensibleCapacity: kW(c.sensibleCapacity),
    condensate: perHour(c.condensate),
    airPressureDrop: c.airDpPa,
    faceVelocity: c.faceVelocity,
    mediumType: c.medium,
    concentration: c.concentrationPct,
    mediumTemperatureIn: c.fluidTIn,
    mediumTemperatureOut: c.fluidTOut,
    fluidFlow: perHour(c.fluidQV),
    fluidPressureDrop: c.fluidDpPa / 1000,
    fluidVelocity: c.fluidVelocity,
    rows: c.rows,
    finSpacing: c.finPitchMm,
    tubesPerRow: c.tubesPerRow,
    circuits: c.circuits,
    apparatusDewPoint: c.apparatusDewPoint,
    bypassFactor: c.bypassFactor,
    reserve: c.reserve,
  };
}

/** A fan with the drops it works against, in the data sheet's units. */
export function fanSection(f: FanOperatingPoint, drops: PressureBreakdown): FanSection {
  return {
    type: f.name,
    fanType: f.type,
    airVolumeFlow: perHour(f.qV),
    externalPressDrop: drops.externalPa,
    internalPressDrop: drops.internalPa,
    totalPressDrop: drops.totalPa,
    internalDrops: {
      damper: drops.damperPa,
      filter: drops.filterPa,
      recovery: drops.recoveryPa,
      cooler: drops.coolerPa,
      heater: drops.heaterPa,
      casing: drops.casingPa,
    },
    kFactor: f.kFactor,
    nozzlePressure: f.nozzleDpPa,
    rotationSpeed: f.speedRpm,
    speedPercent: pct(f.speedRatio),
    efficiency: pct(f.systemEfficiency),
    absorbedPower: kW(f.electricalPower),
    current: f.currentA,
    sfpValue: f.sfp,
    sfpClass: f.sfpClass,
    motor_type: f.motor.type,
    protectionClass: f.motor.protectionClass,
    power: kW(f.motor.ratedPowerW),
    ratedCurrent: f.motor.ratedCurrentA,
    motorRotSpeed: f.motor.ratedSpeedRpm,
    powerSupply: f.motor.supply,
    fanChart: JSON.stringify(f.chart),
    bandsHz: [125, 250, 500, 1000, 2000, 4000, 8000],
    soundPowerIn: f.inlet.bandsDb,
    soundPowerOut: f.outlet.bandsDb,
    soundPowerInTotal: f.inlet.totalDb,
    soundPowerOutTotal: f.outlet.totalDb,
    soundPowerInTotalA: f.inlet.totalDbA,
    soundPowerOutTotalA: f.outlet.totalDbA,
  };
}

/** A filter section in the data sheet's units. */
export function filterSectionOf(f: FilterResult): FilterSection {
  return {
    type: f.type,
    classEN779: f.en779,
    classISO16890: f.iso16890,
    initPressureDrop: f.initialDpPa,
    recFinalPressDrop: f.finalDpPa,
    designPressDrop: f.designDpPa,
    airFlow: perHour(f.qV),
    surface: f.faceArea,
    faceVelocity: f.faceVelocity,
    energyClass: f.energyClass,
    annualEnergy: f.annualEnergyKwh,
    dimension: f.dimension,
  };
}

/** The EU 1253/2014 verdict of an air side in the data sheet's units. */
export function erpSection(air: FanSelection): ErpSection {
  const { erp } = air;
  return {
    regulation: erp.regulation,
    tier: erp.tier,
    compliant: erp.compliant,
    thermalEfficiency: pct(erp.etaT),
    thermalEfficiencyMin: pct(erp.etaTMin),
    thermalEfficiencyPass: erp.etaTPass,
    nominalFlow: erp.qNom,
    efficiencyBonus: erp.bonus,
    fineFilter: erp.fineFilter,
    mediumFilter: erp.mediumFilter,
    filterCorrection: erp.filterCorrection,
    sfpInt: erp.sfpInt,
    sfpIntLimit: erp.sfpIntLimit,
    sfpIntPass: erp.sfpIntPass,
    velocityClass: air.airflow.velocityClass,
    casingClasses: air.casing.classes,
  };
}

const FAMILY_LABELS = {
  Rotary: 'Rotary heat exchanger',
  Plate: 'Counterflow plate heat exchanger (condensing)',
  Enthalpy: 'Enthalpy plate heat exchanger (membrane)',
};

/** The technical data sheet record of a selection. */
export function dataSheet(r: SelectionResult): DataSheet {
  const flows = { supplyM3h: r.airflow.supply.flowM3h, returnM3h: r.airflow.exhaust.flowM3h };
  const d = r.unit.dimensions;
  const air: FanSelection = {
    site: r.site,
    airflow: r.airflow,
    filters: r.filters,
    pressureDrops: r.pressureDrops,
    fans: r.fans,
    dryReference: r.recovery.dryReference,
    erp: r.ecodesign.erp,
    casing: r.unit.casing,
  };
  const sound = (s: { bandsDb: number[]; totalDb: number; totalDbA: number }) => ({
    bands: s.bandsDb,
    total: s.totalDb,
    totalA: s.totalDbA,
  });
  const lowerSupply = r.unit.supplyZone === 'lower';
  return {
    engineVersion: r.engineVersion,
    catalogue: r.catalogue,
    generalProductSpec: {
      unit: r.unit.label,
      model: `${r.catalogue.name} ${r.unit.label}`,
      height: d.externalHeightMm,
      width: d.externalWidthMm,
      length: d.lengthMm,
      weight: r.unit.weightKg,
      arrangement: lowerSupply
        ? 'supply air lower, exhaust air upper'
        : 'exhaust air lower, supply air upper',
      insulation: r.unit.casing.description,
      installation: r.unit.installation,
      transportSections: r.unit.transportSections,
      supplySide: { type: 'Supply air', airVolumeFlow: flows.supplyM3h },
      exhaustSide: { type: 'Exhaust air', airVolumeFlow: flows.returnM3h },
      connectingSections: { flexibleConnection: `${d.ductWidthMm} x ${d.ductHeightMm} mm`, count: 4 },
    },
    euroventCalculation: {
      altitude: r.site.elevationM,
      airPressure: r.site.pressure,
      airDensity: r.site.fanAirDensity,
    },
    supplyFanCalculation: fanSection(r.fans.supply, r.pressureDrops.supply),
    exhaustFanCalculation: fanSection(r.fans.exhaust, r.pressureDrops.exhaust),
    supplyFilterCalculation: filterSectionOf(r.filters.supply),
    exhaustFilterCalculation: filterSectionOf(r.filters.return),
    summerRecCalculation: recSection(r.recovery.summer, flows),
    winterRecCalculation: recSection(r.recovery.winter, flows),
    heating: r.heater ? coilSection(r.heater, flows.supplyM3h) : null,
    cooling: r.cooler ? coilSection(r.cooler, flows.supplyM3h) : null,
    frostPreheater: r.frostPreheater ? frostPreheaterSection(r.frostPreheater) : null,
    fanHeat: {
      summer: {
        supply: fanHeatSection(r.fanHeat.summer.supply),
        exhaust: fanHeatSection(r.fanHeat.summer.exhaust),
      },
      winter: {
        supply: fanHeatSection(r.fanHeat.winter.supply),
        exhaust: fanHeatSection(r.fanHeat.winter.exhaust),
      },
    },
    recovery: {
      type: FAMILY_LABELS[r.unit.family],
      model: r.unit.recovery.model,
      material: r.unit.recovery.material,
      controller: r.unit.recovery.drive.controller,
      speedRegulator: r.unit.recovery.drive.speedRegulator,
      bypass: r.unit.recovery.drive.bypass,
      torque: r.unit.recovery.drive.torqueNm,
      stepMotor: r.unit.recovery.drive.stepMotor,
      rotorSpeed: r.unit.recovery.rotorSpeedRpm,
      airflowDirection: r.unit.airflowDirection,
      supplyZone: r.unit.supplyZone,
      frostProtection: r.unit.recovery.frostProtection,
      frostProtectionStart: r.recovery.frostProtectionStartC,
    },
    noiseLevels: {
      bandsHz: [...r.noise.bandsHz],
      outdoorInlet: sound(r.noise.outdoorInlet),
      supplyOutlet: sound(r.noise.supplyOutlet),
      extractInlet: sound(r.noise.extractInlet),
      exhaustOutlet: sound(r.noise.exhaustOutlet),
      bareFan: {
        supplyInlet: sound(r.noise.bareFan.supplyInlet),
        supplyOutlet: sound(r.noise.bareFan.supplyOutlet),
        exhaustInlet: sound(r.noise.bareFan.exhaustInlet),
        exhaustOutlet: sound(r.noise.bareFan.exhaustOutlet),
      },
      casingRadiated: sound(r.noise.casingRadiated),
      measurementSurface: r.noise.measurementSurfaceM2,
      soundPressureAt1m: r.noise.soundPressureAt1mDbA,
    },
    ecodesign: {
      ...erpSection(air),
      required: r.ecodesign.required,
      requirementMet: r.ecodesign.requirementMet,
      energyClassSummer: r.ecodesign.energyClass.summer.energyClass,
      energyClassWinter: r.ecodesign.energyClass.winter.energyClass,
      sfpUnit: r.fans.sfpUnit,
      sfpUnitClass: r.fans.sfpUnitClass,
    },
    price: {
      items: r.price.items.map((i) => ({ code: i.code, label: i.label, price: i.priceEur })),
      total: r.price.totalEur,
      currency: r.price.currency,
    },
  };
}

/** The rows of the air-state table, in the order the air passes the components. */
export type AirStateKey =
  | 'outdoor'
  | 'afterPreheater'
  | 'afterRecovery'
  | 'afterCooler'
  | 'afterHeater'
  | 'supply'
  | 'extract'
  | 'exhaust';

/** One row of the air-state table: the state in summer and in winter (data sheet units). */
export interface AirStateRow {
  key: AirStateKey;
  summer: SheetAirState;
  winter: SheetAirState;
}

/**
 * The air's states through the unit in summer and winter: outdoor -> frost preheater -> heat recovery -> cooler ->
 * heater -> supply fan -> supply, extract -> heat recovery -> exhaust fan -> exhaust. The heater and the frost
 * preheater are winter components and the cooler the summer one (the data sheet sizes each for its season), so in the
 * other season the air passes them unchanged; a component the unit lacks has no row. Shared by the data sheet PDF and
 * the revision page.
 */
export function airStates(ds: DataSheet): AirStateRow[] {
  const recIn = (r: RecSection): SheetAirState => ({
    tDb: r.sup_AirTempIn,
    rh: r.sup_HumidityIn,
    x: r.sup_AbsHumidityIn,
  });
  const recOut = (r: RecSection): SheetAirState => ({
    tDb: r.sup_AirTempOut,
    rh: r.sup_HumidityOut,
    x: r.sup_AbsHumidityOut,
  });
  const coilOut = (c: CoilSection): SheetAirState => ({
    tDb: c.temperatureOut,
    rh: c.relativeHumidityOut,
    x: c.absoluteHumidityOut,
  });
  const s = ds.summerRecCalculation;
  const w = ds.winterRecCalculation;
  const rows: AirStateRow[] = [{ key: 'outdoor', summer: recIn(s), winter: recIn(w) }];
  if (ds.frostPreheater) {
    rows.push({ key: 'afterPreheater', summer: recIn(s), winter: ds.frostPreheater.airOut });
  }
  rows.push({ key: 'afterRecovery', summer: recOut(s), winter: recOut(w) });
  let summer = recOut(s);
  let winter = recOut(w);
  if (ds.cooling) {
    summer = coilOut(ds.cooling);
    rows.push({ key: 'afterCooler', summer, winter });
  }
  if (ds.heating) {
    winter = coilOut(ds.heating);
    rows.push({ key: 'afterHeater', summer, winter });
  }
  // The fans draw through the unit: the supply and the exhaust leave after their fan, warmed by its heat.
  rows.push(
    { key: 'supply', summer: ds.fanHeat.summer.supply.airOut, winter: ds.fanHeat.winter.supply.airOut },
    {
      key: 'extract',
      summer: { tDb: s.eha_AirTempIn, rh: s.eha_HumidityIn, x: s.eha_AbsHumidityIn },
      winter: { tDb: w.eha_AirTempIn, rh: w.eha_HumidityIn, x: w.eha_AbsHumidityIn },
    },
    { key: 'exhaust', summer: ds.fanHeat.summer.exhaust.airOut, winter: ds.fanHeat.winter.exhaust.airOut },
  );
  return rows;
}
