/**
 * The shape of a unit catalogue (docs/rules.md#engine-catalogue): what a manufacturer supplies to replace the demo
 * Compact PRO data in compact-pro.ts. Every quantity is SI unless its name says otherwise (Mm = millimetres, Eur =
 * euro, M3h = m3/h). docs/engine.md, "The demo catalogue", states the assumptions behind the demo values.
 */

export type HeatRecoveryFamily = 'Rotary' | 'Plate' | 'Enthalpy';
export type SizeLabel = '03' | '05' | '06' | '09' | '12';
export type FilterClass = 'M6' | 'F7' | 'F8' | 'F9';
export type FanType = 'Standard' | 'Premium';
export type CasingQuality = 'XPS' | 'RW';
/** Eurovent 4/21 filter energy classes. */
export type FilterEnergyClass = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E';

/**
 * A heat-recovery matrix as parallel laminar channels (plates or the wheel's corrugated foil): what fixes its
 * heat transfer (NTU) and pressure drop on each side. Both air streams see the same geometry.
 */
export interface ExchangerMatrix {
  /** The card's recovery type, model and material. */
  kind: 'rotary wheel' | 'counterflow plate' | 'enthalpy plate';
  model: string;
  material: string;
  /** Frontal area each air stream enters, m2 (for the wheel: half the rotor face, less the hub). */
  faceAreaM2: number;
  /** Free-flow area / frontal area, 0..1. */
  porosity: number;
  /** Hydraulic diameter of the channels, m (twice the gap of parallel plates). */
  hydraulicDiameterM: number;
  /** Channel length in the flow direction, m (the wheel's depth; the plate's effective counterflow length). */
  flowLengthM: number;
  /** Fully developed laminar Nusselt number of the channel, h d_h / k (Shah & London 1978). */
  nusselt: number;
  /** Darcy friction factor times Reynolds number of the channel, laminar (Shah & London 1978). */
  frictionRe: number;
  /** Sum of the entry, exit and header loss coefficients, in channel dynamic pressures. */
  entryExitLoss: number;
  /** Moisture transfer: NTU_latent / NTU_sensible (0 for a plate that passes no moisture). */
  latentNtuRatio: number;
  /** The rotor of a wheel: its matrix heat capacity enters the Kays & London rotation correction. */
  rotor?: { diameterMm: number; matrixMassKg: number; matrixSpecificHeat: number; speedRpm: number };
  /** Below this exhaust outlet temperature ice forms, C (the card's ice formation limit). */
  iceFormationLimitC: number;
  /** What the card prints about the exchanger's drive and bypass. */
  drive: {
    controller: string;
    speedRegulator: string;
    bypass: string;
    torqueNm: number | null;
    stepMotor: string | null;
  };
}

/** The fin-and-tube geometry of a coil (Cu tubes, Al plain fins). */
export interface CoilGeometry {
  rows: number;
  /** Outer tube diameter over the fin collar, m. */
  tubeOuterDiameterM: number;
  tubeInnerDiameterM: number;
  /** Tube pitch across the air flow and along it (staggered), m. */
  transversePitchM: number;
  longitudinalPitchM: number;
  finPitchM: number;
  finThicknessM: number;
  /** W/(m K). */
  finConductivity: number;
  tubeConductivity: number;
  finMaterial: string;
  tubeMaterial: string;
  /** The fin's pattern, and its heat transfer (j) and friction (f) over plain fins of the same geometry: the plain-fin
   * correlation times these (1 and 1 for plain fins). */
  finPattern: string;
  heatTransferEnhancement: number;
  frictionEnhancement: number;
  /** Return-bend loss per tube pass, in tube dynamic pressures (Idelchik, U-bend r/d ~ 1.5). */
  bendLoss: number;
  /** Air pressure drop of the wet coil / dry coil (condensate on the fins). */
  wetPressureDropFactor: number;
}

/**
 * The geometries a coil of one size is built in (issue 26): the selection picks the smallest (fewest rows, then the
 * widest fin pitch) that meets the duty within the pressure-drop limits; tubes per row follow from the face height, the
 * circuits (feeds) from the fluid flow.
 */
export interface CoilChoices {
  /** Tube rows the maker builds, ascending (1..12). */
  rows: readonly number[];
  /** Fin pitches the maker builds, mm, ascending. */
  finPitchesMm: readonly number[];
  /** The makers' range of the fluid velocity in the tubes, m/s: the feeds keep the design flow at or below the top. */
  fluidVelocityMin: number;
  fluidVelocityMax: number;
  /** Largest fluid pressure drop of a circuit at the design flow, Pa. */
  fluidDpMaxPa: number;
  /** Largest air pressure drop at the design point (wet for a condensing cooler), Pa. */
  airDpMaxPa: number;
}

/** A coil of one size: the reference geometry (the card's, used where no duty is known), face, circuiting and the
 * geometries it is built in. */
export interface CoilModel {
  geometry: CoilGeometry;
  faceWidthMm: number;
  faceHeightMm: number;
  /** Parallel fluid circuits (feeds): each runs through tubes / circuits tubes in series (the mean circuit). */
  circuits: number;
  choices: CoilChoices;
}

/** One point of a fan's curve at maximum speed and the reference density 1.2 kg/m3. */
export interface FanCurvePoint {
  /** Volume flow, m3/s. */
  qV: number;
  /** Static pressure rise, Pa. */
  dpPa: number;
  /** Static efficiency of the impeller (air power / shaft power), 0..1. */
  efficiency: number;
}

/** An EC plug fan with its motor. */
export interface FanModel {
  name: string;
  type: FanType;
  impellerDiameterMm: number;
  /** Maximum speed, rpm: the curve's speed. */
  maxSpeedRpm: number;
  /** Inlet-nozzle k-factor, m3/h per sqrt(Pa): q = k sqrt(dp_nozzle). */
  kFactor: number;
  /** The stable part of the curve at maximum speed, flow increasing, pressure falling. */
  curve: readonly FanCurvePoint[];
  motor: {
    type: string;
    ratedPowerW: number;
    ratedCurrentA: number;
    ratedSpeedRpm: number;
    /** Motor and controller efficiency at rated power, 0..1. */
    efficiency: number;
    /** Part-load shape c of eta(load) = eta_rated load (1 + c) / (load + c): an EC drive keeps its efficiency
     * to low loads (small c). */
    partLoadCoefficient: number;
    supply: string;
    protectionClass: string;
  };
  sound: {
    /** Specific sound power level L_Ws at best efficiency, dB (VDI 2081-1 eq. 1, re 1 m3/s and 1 Pa). */
    specificLevelDb: number;
    /** Octave levels relative to the total, 125..8000 Hz, dB. */
    inletSpectrumDb: readonly number[];
    outletSpectrumDb: readonly number[];
  };
}

/** A filter grade: ISO 16890 class, its EN 779 equivalent and its pressure drop. */
export interface FilterGrade {
  filterClass: FilterClass;
  iso16890: string;
  en779: string;
  /** The ISO 16890 group: ePM1 filters count as 'fine' and ePM10 as 'medium' for EU 1253/2014. */
  group: 'ePM1' | 'ePM10';
  type: string;
  /** Initial (clean) pressure drop at the reference face velocity, Pa. */
  initialDpPa: number;
  referenceVelocity: number;
  /** Share of the initial drop that is linear in velocity (the media); the rest is quadratic (frame, pleats). */
  linearShare: number;
  /** Final drop = min(initial + finalIncrementPa, finalFactor x initial) (EN 13053:2019 section 6.6). */
  finalIncrementPa: number;
  finalFactor: number;
  /** Eurovent 4/21 energy class as certified by the filter maker. */
  energyClass: FilterEnergyClass;
  /** Annual energy consumption of Eurovent 4/21's test, kWh/a (0.944 m3/s, 6000 h, fan efficiency 0.5). */
  annualEnergyKwh: number;
  depthMm: number;
  /**
   * List price of replacement cells per m2 of face area, EUR (the annual maintenance's filter changes); absent: the
   * catalogue gives none and filter changes are not priced.
   */
  replacementEurPerM2?: number;
}

/** Filter cells of a size: frame sizes in mm and how many of each. */
export interface FilterCell {
  widthMm: number;
  heightMm: number;
  count: number;
}

/** What the shared parts of one size are. */
export interface SizeData {
  size: SizeLabel;
  nominalFlowM3h: number;
  minFlowM3h: number;
  maxFlowM3h: number;
  transportSections: readonly (1 | 3)[];
  /** One air path's internal cross-section (the two paths are stacked), mm. */
  internalWidthMm: number;
  internalHeightMm: number;
  externalWidthMm: number;
  externalHeightMm: number;
  fanInstallationWidthMm: number;
  fanInstallationHeightMm: number;
  damperWidthMm: number;
  damperHeightMm: number;
  /** The duct connection (flexible connection) of each of the four spigots, mm. */
  ductWidthMm: number;
  ductHeightMm: number;
  /** Loss coefficient of the casing path (inlet, plenums, outlet) on the casing's dynamic pressure. */
  casingLossCoefficient: number;
  /** Loss coefficient of the open damper on the damper's dynamic pressure. */
  damperLossCoefficient: number;
  filterCells: readonly FilterCell[];
  heater: CoilModel;
  cooler: CoilModel;
  fans: Record<FanType, FanModel>;
  /** Option prices of the size, euro. */
  prices: {
    heaterEur: number;
    coolerEur: number;
    /** Surcharge of a filter class over M6, per air side. */
    filterEur: Record<FilterClass, number>;
    premiumFansEur: number;
    rockWoolEur: number;
    outdoorEur: number;
    /**
     * Surcharge for shipping the unit whole instead of in its three transport sections (issue 31 point 17: one section
     * costs more than three): the sections are joined, wired and tested in the factory rather than on site, and the
     * one-piece unit travels on a larger vehicle. 0 for a size that ships in sections only.
     */
    onePieceEur: number;
    controlsEur: number;
  };
  /** Added weights of options, kg. */
  weights: { heaterKg: number; coolerKg: number; rockWoolKg: number; outdoorKg: number };
}

/** One unit type of the catalogue. */
export interface UnitType {
  /** The size code, 1-15 (docs/rules.md#size-codes). */
  code: number;
  /** 'R 03' ... 'EV 12'. */
  label: string;
  family: HeatRecoveryFamily;
  sizeData: SizeData;
  exchanger: ExchangerMatrix;
  lengthMm: number;
  /** Weight of the base unit (XPS casing, indoor, no coils), kg. */
  weightKg: number;
  basePriceEur: number;
}

/** Casing of one insulation: the card's EN 1886 classes and the radiated-sound insertion loss. */
export interface CasingData {
  quality: CasingQuality;
  description: string;
  /** EN 1886 classes: thermal transmittance, thermal bridging, air leakage, deflection, filter bypass. */
  classes: {
    thermalTransmittance: string;
    thermalBridging: string;
    leakage: string;
    deflection: string;
    filterBypass: string;
  };
  /** Sound insertion loss of the panels, 125..8000 Hz, dB. */
  insertionLossDb: readonly number[];
}

/** The whole catalogue. */
export interface Catalogue {
  /** The series name printed on documents ('Compact PRO'). */
  name: string;
  /** True for the invented demo data: every document and the configurator then say it is not a manufacturer's data. */
  demo: boolean;
  unitTypes: readonly UnitType[];
  filters: Readonly<Record<FilterClass, FilterGrade>>;
  casings: Readonly<Record<CasingQuality, CasingData>>;
  /** Frost protection of each exchanger kind (issue 16). */
  frostProtection: Readonly<Record<ExchangerMatrix['kind'], FrostProtection>>;
  /** The electric frost preheater of the stage 'preheater': its steps and price rule (issue 25). */
  frostPreheater: FrostPreheaterData;
  /** Octave-band sound data of the components and panels (issue 16). */
  acoustics: AcousticData;
  /** Flows of the whole series, m3/h (the configurator's 600..6800). */
  flowMinM3h: number;
  flowMaxM3h: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Frost protection and acoustics (issue 16): separate tables of the catalogue (Catalogue.frostProtection,
// Catalogue.acoustics), kept apart from the unit data so that a catalogue file adds them as blocks of their own.

/** One step of frost protection, in the order the controller uses them. */
export type FrostProtectionStage = 'faceAndBypass' | 'preheater' | 'speedReduction';

/** How an exchanger kind is kept free of ice. */
export interface FrostProtection {
  /** The stages the unit has, first used first: face-and-bypass (the plates' damper), then the electric frost
   * preheater in the outdoor air when the bypass alone cannot hold; speed reduction for a wheel. */
  stages: readonly FrostProtectionStage[];
  /** Wall temperature below which the exhaust side freezes, C (water freezes at 0 C; ice forms only where the wall is
   * also below the exhaust air's dew point). */
  wallLimitC: number;
  /** Largest share of the outdoor air the face-and-bypass damper leads around the matrix before the next stage
   * takes over, 0..1. */
  maxBypassShare: number;
  /** The card's text for the data sheet. */
  description: string;
}

/**
 * The electric frost preheater in the outdoor air (stage 'preheater'): heating elements switched in equal steps, so
 * the installed power is the design duty rounded up to whole steps. Price rule: a frame price (casing, overheat
 * cut-outs, step controller) plus a price per step.
 */
export interface FrostPreheaterData {
  /** Power of one step, W, > 0. */
  stepPowerW: number;
  /** Price of the frame with its safety devices and controller, euro. */
  framePriceEur: number;
  /** Price of one step of elements, euro. */
  stepPriceEur: number;
  /** Three-phase supply voltage, V (the line current the data sheet prints). */
  supplyVoltageV: number;
}

/** Octave band data 63..8000 Hz (8 bands), dB. */
export type OctaveBandsDb = readonly [number, number, number, number, number, number, number, number];

/** Sound data of the unit's components (per octave band 63..8000 Hz). */
export interface AcousticData {
  /** The 63 Hz band of a plug fan relative to its 125 Hz band, dB, for inlet and outlet (the fans' catalogue
   * spectra start at 125 Hz). */
  fan63HzRelativeTo125Db: { inlet: number; outlet: number };
  /** Insertion loss of the components between a fan and a duct connection, dB per band. */
  insertionLossDb: {
    heater: OctaveBandsDb;
    cooler: OctaveBandsDb;
    filter: OctaveBandsDb;
    exchanger: Readonly<Record<ExchangerMatrix['kind'], OctaveBandsDb>>;
    /** The fan chamber (plenum) on the fan's outlet side and the inlet chamber on its suction side. */
    outletPlenum: OctaveBandsDb;
    inletPlenum: OctaveBandsDb;
  };
  /** Per casing (panel) type: the panels' sound reduction index R and the mean absorption coefficient of the
   * casing's interior. */
  panels: Readonly<
    Record<CasingQuality, { soundReductionDb: OctaveBandsDb; interiorAbsorption: OctaveBandsDb }>
  >;
}
