/**
 * The demo Compact PRO catalogue: 15 unit types (codes as docs/rules.md#size-codes: 1-5 R rotary wheel, 6-10 P
 * counterflow plate "Condensing", 11-15 EV enthalpy membrane plate), their exchangers, coils, EC plug fans, filters,
 * casings and list prices. It is data only: a manufacturer replaces this file with its own catalogue of the same
 * shape (types.ts). docs/engine.md, "The demo catalogue", states how the values were chosen; catalogue.test.ts checks
 * that they agree with each other (face velocity, fan duty, efficiencies).
 */
import type {
  Catalogue,
  CasingData,
  CoilChoices,
  CoilGeometry,
  ExchangerMatrix,
  FanModel,
  FilterGrade,
  SizeData,
  UnitType,
} from './types';
import { ACOUSTICS, FROST_PREHEATER, FROST_PROTECTION } from './compact-pro-physics';

/** The card's ice formation limit, C. */
const ICE_FORMATION_LIMIT = -7;

/** Loss coefficients of the casing path and of an open damper (Idelchik-type estimates). */
const CASING_LOSS = 4;
const DAMPER_LOSS = 0.5;

/** The card's coil: 2.5 mm fins, Cu/Al; 3/8" tubes on a 25 x 21.65 mm staggered pitch. The heater has the card's two
 * rows, the cooler four (the card's coil data are the heater's, medium PWW). */
const HEATER_GEOMETRY: CoilGeometry = {
  rows: 2,
  tubeOuterDiameterM: 0.01,
  tubeInnerDiameterM: 0.009,
  transversePitchM: 0.025,
  longitudinalPitchM: 0.02165,
  finPitchM: 0.0025,
  finThicknessM: 0.00012,
  finConductivity: 200,
  tubeConductivity: 390,
  finMaterial: 'Al',
  tubeMaterial: 'Cu',
  finPattern: 'herringbone wavy',
  heatTransferEnhancement: 1.5,
  frictionEnhancement: 1.8,
  bendLoss: 1.5,
  wetPressureDropFactor: 1.3,
};

const COOLER_GEOMETRY: CoilGeometry = { ...HEATER_GEOMETRY, rows: 4 };

/** What the demo maker builds (issue 26): 1-8 rows, fins 1.6-4.0 mm, 0.4-1.5 m/s in the tubes (turbulent water; the
 * usual makers' range), 50 kPa per circuit, and air drops of 150 Pa (heater, dry) and 250 Pa (cooler, wet): the fans
 * of every size meet their largest flow with both coils at these limits (consistency.ts). */
const COIL_ROWS = [1, 2, 3, 4, 5, 6, 7, 8];
const FIN_PITCHES_MM = [1.6, 1.8, 2, 2.2, 2.5, 2.8, 3.2, 3.6, 4];
const HEATER_CHOICES: CoilChoices = {
  rows: COIL_ROWS,
  finPitchesMm: FIN_PITCHES_MM,
  fluidVelocityMin: 0.4,
  fluidVelocityMax: 1.5,
  fluidDpMaxPa: 50_000,
  airDpMaxPa: 150,
};
const COOLER_CHOICES: CoilChoices = { ...HEATER_CHOICES, airDpMaxPa: 250 };

/** The wheel's drive: a stepper motor on the controller modulates the speed (no bypass needed). */
const ROTOR_DRIVE: ExchangerMatrix['drive'] = {
  controller: 'rotor controller, 0-10 V',
  speedRegulator: 'variable speed 0.5-10 rpm',
  bypass: 'none (speed control)',
  torqueNm: 3,
  stepMotor: 'stepper motor 24 V',
};

/** The plates' face-and-bypass damper with its actuator. */
const PLATE_DRIVE: ExchangerMatrix['drive'] = {
  controller: 'bypass damper actuator, 0-10 V',
  speedRegulator: '-',
  bypass: 'integrated face and bypass damper',
  torqueNm: 5,
  stepMotor: null,
};

/** Octave spectra of the plug fans relative to their total sound power, 125..8000 Hz, dB. */
const INLET_SPECTRUM = [-4, -5, -7, -10, -14, -19, -25];
const OUTLET_SPECTRUM = [-3, -4, -6, -9, -13, -18, -24];

// Size 03: 1500 m3/h nominal, 600-2000 m3/h.

const FAN_STANDARD_03: FanModel = {
  name: 'PF 280 S',
  type: 'Standard',
  impellerDiameterMm: 280,
  maxSpeedRpm: 3950,
  kFactor: 75,
  curve: [
    { qV: 0.2, dpPa: 1380, efficiency: 0.505 },
    { qV: 0.3, dpPa: 1286, efficiency: 0.591 },
    { qV: 0.4, dpPa: 1170, efficiency: 0.643 },
    { qV: 0.5, dpPa: 1031, efficiency: 0.66 },
    { qV: 0.6, dpPa: 870, efficiency: 0.643 },
    { qV: 0.7, dpPa: 686, efficiency: 0.591 },
    { qV: 0.8, dpPa: 480, efficiency: 0.505 },
    { qV: 0.9, dpPa: 251, efficiency: 0.385 },
    { qV: 1, dpPa: 0, efficiency: 0.25 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 900,
    ratedCurrentA: 4.7,
    ratedSpeedRpm: 3950,
    efficiency: 0.87,
    partLoadCoefficient: 0.05,
    supply: '1~ 230 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 33, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const FAN_PREMIUM_03: FanModel = {
  name: 'PF 315 P',
  type: 'Premium',
  impellerDiameterMm: 315,
  maxSpeedRpm: 3450,
  kFactor: 93,
  curve: [
    { qV: 0.23, dpPa: 1334, efficiency: 0.567 },
    { qV: 0.345, dpPa: 1243, efficiency: 0.663 },
    { qV: 0.46, dpPa: 1131, efficiency: 0.721 },
    { qV: 0.575, dpPa: 997, efficiency: 0.74 },
    { qV: 0.69, dpPa: 841, efficiency: 0.721 },
    { qV: 0.805, dpPa: 663, efficiency: 0.663 },
    { qV: 0.92, dpPa: 464, efficiency: 0.567 },
    { qV: 1.035, dpPa: 243, efficiency: 0.432 },
    { qV: 1.15, dpPa: 0, efficiency: 0.259 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 900,
    ratedCurrentA: 4.5,
    ratedSpeedRpm: 3450,
    efficiency: 0.91,
    partLoadCoefficient: 0.03,
    supply: '1~ 230 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 31, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const SIZE_03: SizeData = {
  size: '03',
  nominalFlowM3h: 1500,
  minFlowM3h: 600,
  maxFlowM3h: 2000,
  transportSections: [1, 3],
  internalWidthMm: 700,
  internalHeightMm: 320,
  externalWidthMm: 800,
  externalHeightMm: 880,
  fanInstallationWidthMm: 700,
  fanInstallationHeightMm: 320,
  damperWidthMm: 600,
  damperHeightMm: 160,
  ductWidthMm: 600,
  ductHeightMm: 160,
  casingLossCoefficient: CASING_LOSS,
  damperLossCoefficient: DAMPER_LOSS,
  filterCells: [{ widthMm: 335, heightMm: 305, count: 2 }],
  heater: {
    geometry: HEATER_GEOMETRY,
    faceWidthMm: 700,
    faceHeightMm: 320,
    circuits: 4,
    choices: HEATER_CHOICES,
  },
  cooler: {
    geometry: COOLER_GEOMETRY,
    faceWidthMm: 700,
    faceHeightMm: 320,
    circuits: 6,
    choices: COOLER_CHOICES,
  },
  fans: { Standard: FAN_STANDARD_03, Premium: FAN_PREMIUM_03 },
  prices: {
    heaterEur: 640,
    coolerEur: 980,
    filterEur: { M6: 0, F7: 45, F8: 85, F9: 135 },
    premiumFansEur: 820,
    rockWoolEur: 420,
    outdoorEur: 880,
    onePieceEur: 340,
    controlsEur: 1450,
  },
  weights: { heaterKg: 10, coolerKg: 20, rockWoolKg: 40, outdoorKg: 30 },
};

// Size 05: 2500 m3/h nominal, 1200-3100 m3/h.

const FAN_STANDARD_05: FanModel = {
  name: 'PF 355 S',
  type: 'Standard',
  impellerDiameterMm: 355,
  maxSpeedRpm: 3300,
  kFactor: 116,
  curve: [
    { qV: 0.31, dpPa: 1426, efficiency: 0.513 },
    { qV: 0.465, dpPa: 1329, efficiency: 0.6 },
    { qV: 0.62, dpPa: 1209, efficiency: 0.653 },
    { qV: 0.775, dpPa: 1066, efficiency: 0.67 },
    { qV: 0.93, dpPa: 899, efficiency: 0.653 },
    { qV: 1.085, dpPa: 709, efficiency: 0.6 },
    { qV: 1.24, dpPa: 496, efficiency: 0.513 },
    { qV: 1.395, dpPa: 260, efficiency: 0.391 },
    { qV: 1.55, dpPa: 0, efficiency: 0.25 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 1450,
    ratedCurrentA: 2.5,
    ratedSpeedRpm: 3300,
    efficiency: 0.87,
    partLoadCoefficient: 0.05,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 33, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const FAN_PREMIUM_05: FanModel = {
  name: 'PF 400 P',
  type: 'Premium',
  impellerDiameterMm: 400,
  maxSpeedRpm: 2900,
  kFactor: 148,
  curve: [
    { qV: 0.36, dpPa: 1380, efficiency: 0.574 },
    { qV: 0.54, dpPa: 1286, efficiency: 0.672 },
    { qV: 0.72, dpPa: 1170, efficiency: 0.73 },
    { qV: 0.9, dpPa: 1031, efficiency: 0.75 },
    { qV: 1.08, dpPa: 870, efficiency: 0.73 },
    { qV: 1.26, dpPa: 686, efficiency: 0.672 },
    { qV: 1.44, dpPa: 480, efficiency: 0.574 },
    { qV: 1.62, dpPa: 251, efficiency: 0.438 },
    { qV: 1.8, dpPa: 0, efficiency: 0.262 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 1450,
    ratedCurrentA: 2.4,
    ratedSpeedRpm: 2900,
    efficiency: 0.91,
    partLoadCoefficient: 0.03,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 31, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const SIZE_05: SizeData = {
  size: '05',
  nominalFlowM3h: 2500,
  minFlowM3h: 1200,
  maxFlowM3h: 3100,
  transportSections: [1, 3],
  internalWidthMm: 900,
  internalHeightMm: 420,
  externalWidthMm: 1000,
  externalHeightMm: 1080,
  fanInstallationWidthMm: 900,
  fanInstallationHeightMm: 420,
  damperWidthMm: 800,
  damperHeightMm: 200,
  ductWidthMm: 800,
  ductHeightMm: 200,
  casingLossCoefficient: CASING_LOSS,
  damperLossCoefficient: DAMPER_LOSS,
  filterCells: [
    { widthMm: 592, heightMm: 410, count: 1 },
    { widthMm: 287, heightMm: 410, count: 1 },
  ],
  heater: {
    geometry: HEATER_GEOMETRY,
    faceWidthMm: 900,
    faceHeightMm: 420,
    circuits: 8,
    choices: HEATER_CHOICES,
  },
  cooler: {
    geometry: COOLER_GEOMETRY,
    faceWidthMm: 900,
    faceHeightMm: 420,
    circuits: 8,
    choices: COOLER_CHOICES,
  },
  fans: { Standard: FAN_STANDARD_05, Premium: FAN_PREMIUM_05 },
  prices: {
    heaterEur: 780,
    coolerEur: 1180,
    filterEur: { M6: 0, F7: 60, F8: 110, F9: 170 },
    premiumFansEur: 1060,
    rockWoolEur: 540,
    outdoorEur: 1080,
    onePieceEur: 420,
    controlsEur: 1550,
  },
  weights: { heaterKg: 20, coolerKg: 40, rockWoolKg: 55, outdoorKg: 40 },
};

// Size 06: 3000 m3/h nominal, 1500-3800 m3/h.

const FAN_STANDARD_06: FanModel = {
  name: 'PF 400 S',
  type: 'Standard',
  impellerDiameterMm: 400,
  maxSpeedRpm: 3000,
  kFactor: 148,
  curve: [
    { qV: 0.37, dpPa: 1426, efficiency: 0.513 },
    { qV: 0.555, dpPa: 1329, efficiency: 0.6 },
    { qV: 0.74, dpPa: 1209, efficiency: 0.653 },
    { qV: 0.925, dpPa: 1066, efficiency: 0.67 },
    { qV: 1.11, dpPa: 899, efficiency: 0.653 },
    { qV: 1.295, dpPa: 709, efficiency: 0.6 },
    { qV: 1.48, dpPa: 496, efficiency: 0.513 },
    { qV: 1.665, dpPa: 260, efficiency: 0.391 },
    { qV: 1.85, dpPa: 0, efficiency: 0.25 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 1700,
    ratedCurrentA: 3,
    ratedSpeedRpm: 3000,
    efficiency: 0.87,
    partLoadCoefficient: 0.05,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 33, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const FAN_PREMIUM_06: FanModel = {
  name: 'PF 450 P',
  type: 'Premium',
  impellerDiameterMm: 450,
  maxSpeedRpm: 2600,
  kFactor: 188,
  curve: [
    { qV: 0.43, dpPa: 1380, efficiency: 0.574 },
    { qV: 0.645, dpPa: 1286, efficiency: 0.672 },
    { qV: 0.86, dpPa: 1170, efficiency: 0.73 },
    { qV: 1.075, dpPa: 1031, efficiency: 0.75 },
    { qV: 1.29, dpPa: 870, efficiency: 0.73 },
    { qV: 1.505, dpPa: 686, efficiency: 0.672 },
    { qV: 1.72, dpPa: 480, efficiency: 0.574 },
    { qV: 1.935, dpPa: 251, efficiency: 0.438 },
    { qV: 2.15, dpPa: 0, efficiency: 0.262 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 1700,
    ratedCurrentA: 2.8,
    ratedSpeedRpm: 2600,
    efficiency: 0.91,
    partLoadCoefficient: 0.03,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 31, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const SIZE_06: SizeData = {
  size: '06',
  nominalFlowM3h: 3000,
  minFlowM3h: 1500,
  maxFlowM3h: 3800,
  transportSections: [3],
  internalWidthMm: 1000,
  internalHeightMm: 465,
  externalWidthMm: 1100,
  externalHeightMm: 1170,
  fanInstallationWidthMm: 1000,
  fanInstallationHeightMm: 465,
  damperWidthMm: 900,
  damperHeightMm: 220,
  ductWidthMm: 900,
  ductHeightMm: 220,
  casingLossCoefficient: CASING_LOSS,
  damperLossCoefficient: DAMPER_LOSS,
  filterCells: [
    { widthMm: 592, heightMm: 455, count: 1 },
    { widthMm: 390, heightMm: 455, count: 1 },
  ],
  heater: {
    geometry: HEATER_GEOMETRY,
    faceWidthMm: 1000,
    faceHeightMm: 465,
    circuits: 6,
    choices: HEATER_CHOICES,
  },
  cooler: {
    geometry: COOLER_GEOMETRY,
    faceWidthMm: 1000,
    faceHeightMm: 465,
    circuits: 9,
    choices: COOLER_CHOICES,
  },
  fans: { Standard: FAN_STANDARD_06, Premium: FAN_PREMIUM_06 },
  prices: {
    heaterEur: 860,
    coolerEur: 1310,
    filterEur: { M6: 0, F7: 70, F8: 125, F9: 195 },
    premiumFansEur: 1180,
    rockWoolEur: 610,
    outdoorEur: 1190,
    onePieceEur: 0,
    controlsEur: 1600,
  },
  weights: { heaterKg: 25, coolerKg: 45, rockWoolKg: 65, outdoorKg: 50 },
};

// Size 09: 4500 m3/h nominal, 2300-5500 m3/h.

const FAN_STANDARD_09: FanModel = {
  name: 'PF 450 S',
  type: 'Standard',
  impellerDiameterMm: 450,
  maxSpeedRpm: 2900,
  kFactor: 188,
  curve: [
    { qV: 0.54, dpPa: 1472, efficiency: 0.521 },
    { qV: 0.81, dpPa: 1372, efficiency: 0.609 },
    { qV: 1.08, dpPa: 1248, efficiency: 0.662 },
    { qV: 1.35, dpPa: 1100, efficiency: 0.68 },
    { qV: 1.62, dpPa: 928, efficiency: 0.662 },
    { qV: 1.89, dpPa: 732, efficiency: 0.609 },
    { qV: 2.16, dpPa: 512, efficiency: 0.521 },
    { qV: 2.43, dpPa: 268, efficiency: 0.397 },
    { qV: 2.7, dpPa: 0, efficiency: 0.25 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 2500,
    ratedCurrentA: 4.4,
    ratedSpeedRpm: 2900,
    efficiency: 0.87,
    partLoadCoefficient: 0.05,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 33, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const FAN_PREMIUM_09: FanModel = {
  name: 'PF 500 P',
  type: 'Premium',
  impellerDiameterMm: 500,
  maxSpeedRpm: 2500,
  kFactor: 240,
  curve: [
    { qV: 0.62, dpPa: 1426, efficiency: 0.582 },
    { qV: 0.93, dpPa: 1329, efficiency: 0.681 },
    { qV: 1.24, dpPa: 1209, efficiency: 0.74 },
    { qV: 1.55, dpPa: 1066, efficiency: 0.76 },
    { qV: 1.86, dpPa: 899, efficiency: 0.74 },
    { qV: 2.17, dpPa: 709, efficiency: 0.681 },
    { qV: 2.48, dpPa: 496, efficiency: 0.582 },
    { qV: 2.79, dpPa: 260, efficiency: 0.444 },
    { qV: 3.1, dpPa: 0, efficiency: 0.266 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 2500,
    ratedCurrentA: 4.2,
    ratedSpeedRpm: 2500,
    efficiency: 0.91,
    partLoadCoefficient: 0.03,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 31, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const SIZE_09: SizeData = {
  size: '09',
  nominalFlowM3h: 4500,
  minFlowM3h: 2300,
  maxFlowM3h: 5500,
  transportSections: [3],
  internalWidthMm: 1250,
  internalHeightMm: 570,
  externalWidthMm: 1350,
  externalHeightMm: 1380,
  fanInstallationWidthMm: 1250,
  fanInstallationHeightMm: 570,
  damperWidthMm: 1100,
  damperHeightMm: 260,
  ductWidthMm: 1100,
  ductHeightMm: 260,
  casingLossCoefficient: CASING_LOSS,
  damperLossCoefficient: DAMPER_LOSS,
  filterCells: [{ widthMm: 592, heightMm: 560, count: 2 }],
  heater: {
    geometry: HEATER_GEOMETRY,
    faceWidthMm: 1250,
    faceHeightMm: 570,
    circuits: 11,
    choices: HEATER_CHOICES,
  },
  cooler: {
    geometry: COOLER_GEOMETRY,
    faceWidthMm: 1250,
    faceHeightMm: 570,
    circuits: 22,
    choices: COOLER_CHOICES,
  },
  fans: { Standard: FAN_STANDARD_09, Premium: FAN_PREMIUM_09 },
  prices: {
    heaterEur: 1080,
    coolerEur: 1640,
    filterEur: { M6: 0, F7: 95, F8: 170, F9: 260 },
    premiumFansEur: 1520,
    rockWoolEur: 760,
    outdoorEur: 1480,
    onePieceEur: 0,
    controlsEur: 1700,
  },
  weights: { heaterKg: 40, coolerKg: 70, rockWoolKg: 90, outdoorKg: 65 },
};

// Size 12: 6000 m3/h nominal, 3000-6800 m3/h.

const FAN_STANDARD_12: FanModel = {
  name: 'PF 500 S',
  type: 'Standard',
  impellerDiameterMm: 500,
  maxSpeedRpm: 2700,
  kFactor: 240,
  curve: [
    { qV: 0.68, dpPa: 1472, efficiency: 0.521 },
    { qV: 1.02, dpPa: 1372, efficiency: 0.609 },
    { qV: 1.36, dpPa: 1248, efficiency: 0.662 },
    { qV: 1.7, dpPa: 1100, efficiency: 0.68 },
    { qV: 2.04, dpPa: 928, efficiency: 0.662 },
    { qV: 2.38, dpPa: 732, efficiency: 0.609 },
    { qV: 2.72, dpPa: 512, efficiency: 0.521 },
    { qV: 3.06, dpPa: 268, efficiency: 0.397 },
    { qV: 3.4, dpPa: 0, efficiency: 0.25 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 3150,
    ratedCurrentA: 5.5,
    ratedSpeedRpm: 2700,
    efficiency: 0.87,
    partLoadCoefficient: 0.05,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 33, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const FAN_PREMIUM_12: FanModel = {
  name: 'PF 560 P',
  type: 'Premium',
  impellerDiameterMm: 560,
  maxSpeedRpm: 2300,
  kFactor: 302,
  curve: [
    { qV: 0.8, dpPa: 1426, efficiency: 0.59 },
    { qV: 1.2, dpPa: 1329, efficiency: 0.69 },
    { qV: 1.6, dpPa: 1209, efficiency: 0.75 },
    { qV: 2, dpPa: 1066, efficiency: 0.77 },
    { qV: 2.4, dpPa: 899, efficiency: 0.75 },
    { qV: 2.8, dpPa: 709, efficiency: 0.69 },
    { qV: 3.2, dpPa: 496, efficiency: 0.59 },
    { qV: 3.6, dpPa: 260, efficiency: 0.45 },
    { qV: 4, dpPa: 0, efficiency: 0.269 },
  ],
  motor: {
    type: 'EC, permanent-magnet external rotor, integrated controller',
    ratedPowerW: 3200,
    ratedCurrentA: 5.3,
    ratedSpeedRpm: 2300,
    efficiency: 0.91,
    partLoadCoefficient: 0.03,
    supply: '3~ 400 V 50/60 Hz',
    protectionClass: 'IP55',
  },
  sound: { specificLevelDb: 31, inletSpectrumDb: INLET_SPECTRUM, outletSpectrumDb: OUTLET_SPECTRUM },
};

const SIZE_12: SizeData = {
  size: '12',
  nominalFlowM3h: 6000,
  minFlowM3h: 3000,
  maxFlowM3h: 6800,
  transportSections: [3],
  internalWidthMm: 1450,
  internalHeightMm: 665,
  externalWidthMm: 1550,
  externalHeightMm: 1570,
  fanInstallationWidthMm: 1450,
  fanInstallationHeightMm: 665,
  damperWidthMm: 1300,
  damperHeightMm: 300,
  ductWidthMm: 1300,
  ductHeightMm: 300,
  casingLossCoefficient: CASING_LOSS,
  damperLossCoefficient: DAMPER_LOSS,
  filterCells: [
    { widthMm: 592, heightMm: 655, count: 2 },
    { widthMm: 250, heightMm: 655, count: 1 },
  ],
  heater: {
    geometry: HEATER_GEOMETRY,
    faceWidthMm: 1450,
    faceHeightMm: 665,
    circuits: 13,
    choices: HEATER_CHOICES,
  },
  cooler: {
    geometry: COOLER_GEOMETRY,
    faceWidthMm: 1450,
    faceHeightMm: 665,
    circuits: 26,
    choices: COOLER_CHOICES,
  },
  fans: { Standard: FAN_STANDARD_12, Premium: FAN_PREMIUM_12 },
  prices: {
    heaterEur: 1290,
    coolerEur: 1960,
    filterEur: { M6: 0, F7: 115, F8: 205, F9: 315 },
    premiumFansEur: 1890,
    rockWoolEur: 900,
    outdoorEur: 1760,
    onePieceEur: 0,
    controlsEur: 1800,
  },
  weights: { heaterKg: 55, coolerKg: 95, rockWoolKg: 115, outdoorKg: 75 },
};

// Exchangers of size 03: a wheel of 680 mm (about 2.3 m/s on its face at nominal flow); plates with
// 0.16 / 0.17 m2 free flow per side (2.6 / 2.45 m/s in the channels at nominal flow).
const ROTOR_03: ExchangerMatrix = {
  kind: 'rotary wheel',
  model: 'RHX 680/200 sorption',
  material: 'aluminium foil, sorption coating',
  faceAreaM2: 0.1798,
  porosity: 0.9,
  hydraulicDiameterM: 0.0016,
  flowLengthM: 0.2,
  nusselt: 2.5,
  frictionRe: 56,
  entryExitLoss: 0.5,
  latentNtuRatio: 0.75,
  rotor: { diameterMm: 680, matrixMassKg: 19.6, matrixSpecificHeat: 900, speedRpm: 10 },
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: ROTOR_DRIVE,
};

const PLATE_03: ExchangerMatrix = {
  kind: 'counterflow plate',
  model: 'CPX 700/1100',
  material: 'aluminium',
  faceAreaM2: 0.3561,
  porosity: 0.45,
  hydraulicDiameterM: 0.005,
  flowLengthM: 1.1,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

const MEMBRANE_03: ExchangerMatrix = {
  kind: 'enthalpy plate',
  model: 'EPX 700/1000',
  material: 'polymer membrane',
  faceAreaM2: 0.3779,
  porosity: 0.45,
  hydraulicDiameterM: 0.006,
  flowLengthM: 1.0,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0.5,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

// Exchangers of size 05: a wheel of 880 mm (about 2.3 m/s on its face at nominal flow); plates with
// 0.267 / 0.283 m2 free flow per side (2.6 / 2.45 m/s in the channels at nominal flow).
const ROTOR_05: ExchangerMatrix = {
  kind: 'rotary wheel',
  model: 'RHX 880/200 sorption',
  material: 'aluminium foil, sorption coating',
  faceAreaM2: 0.3011,
  porosity: 0.9,
  hydraulicDiameterM: 0.0016,
  flowLengthM: 0.2,
  nusselt: 2.5,
  frictionRe: 56,
  entryExitLoss: 0.5,
  latentNtuRatio: 0.75,
  rotor: { diameterMm: 880, matrixMassKg: 32.8, matrixSpecificHeat: 900, speedRpm: 10 },
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: ROTOR_DRIVE,
};

const PLATE_05: ExchangerMatrix = {
  kind: 'counterflow plate',
  model: 'CPX 900/1100',
  material: 'aluminium',
  faceAreaM2: 0.5935,
  porosity: 0.45,
  hydraulicDiameterM: 0.005,
  flowLengthM: 1.1,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

const MEMBRANE_05: ExchangerMatrix = {
  kind: 'enthalpy plate',
  model: 'EPX 900/1000',
  material: 'polymer membrane',
  faceAreaM2: 0.6299,
  porosity: 0.45,
  hydraulicDiameterM: 0.006,
  flowLengthM: 1.0,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0.5,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

// Exchangers of size 06: a wheel of 970 mm (about 2.3 m/s on its face at nominal flow); plates with
// 0.321 / 0.34 m2 free flow per side (2.6 / 2.45 m/s in the channels at nominal flow).
const ROTOR_06: ExchangerMatrix = {
  kind: 'rotary wheel',
  model: 'RHX 970/200 sorption',
  material: 'aluminium foil, sorption coating',
  faceAreaM2: 0.3658,
  porosity: 0.9,
  hydraulicDiameterM: 0.0016,
  flowLengthM: 0.2,
  nusselt: 2.5,
  frictionRe: 56,
  entryExitLoss: 0.5,
  latentNtuRatio: 0.75,
  rotor: { diameterMm: 970, matrixMassKg: 39.9, matrixSpecificHeat: 900, speedRpm: 10 },
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: ROTOR_DRIVE,
};

const PLATE_06: ExchangerMatrix = {
  kind: 'counterflow plate',
  model: 'CPX 1000/1100',
  material: 'aluminium',
  faceAreaM2: 0.7123,
  porosity: 0.45,
  hydraulicDiameterM: 0.005,
  flowLengthM: 1.1,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

const MEMBRANE_06: ExchangerMatrix = {
  kind: 'enthalpy plate',
  model: 'EPX 1000/1000',
  material: 'polymer membrane',
  faceAreaM2: 0.7559,
  porosity: 0.45,
  hydraulicDiameterM: 0.006,
  flowLengthM: 1.0,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0.5,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

// Exchangers of size 09: a wheel of 1180 mm (about 2.3 m/s on its face at nominal flow); plates with
// 0.481 / 0.51 m2 free flow per side (2.6 / 2.45 m/s in the channels at nominal flow).
const ROTOR_09: ExchangerMatrix = {
  kind: 'rotary wheel',
  model: 'RHX 1180/200 sorption',
  material: 'aluminium foil, sorption coating',
  faceAreaM2: 0.5413,
  porosity: 0.9,
  hydraulicDiameterM: 0.0016,
  flowLengthM: 0.2,
  nusselt: 2.5,
  frictionRe: 56,
  entryExitLoss: 0.5,
  latentNtuRatio: 0.75,
  rotor: { diameterMm: 1180, matrixMassKg: 59.1, matrixSpecificHeat: 900, speedRpm: 10 },
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: ROTOR_DRIVE,
};

const PLATE_09: ExchangerMatrix = {
  kind: 'counterflow plate',
  model: 'CPX 1250/1100',
  material: 'aluminium',
  faceAreaM2: 1.0684,
  porosity: 0.45,
  hydraulicDiameterM: 0.005,
  flowLengthM: 1.1,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

const MEMBRANE_09: ExchangerMatrix = {
  kind: 'enthalpy plate',
  model: 'EPX 1250/1000',
  material: 'polymer membrane',
  faceAreaM2: 1.1338,
  porosity: 0.45,
  hydraulicDiameterM: 0.006,
  flowLengthM: 1.0,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0.5,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

// Exchangers of size 12: a wheel of 1370 mm (about 2.3 m/s on its face at nominal flow); plates with
// 0.641 / 0.68 m2 free flow per side (2.6 / 2.45 m/s in the channels at nominal flow).
const ROTOR_12: ExchangerMatrix = {
  kind: 'rotary wheel',
  model: 'RHX 1370/200 sorption',
  material: 'aluminium foil, sorption coating',
  faceAreaM2: 0.7297,
  porosity: 0.9,
  hydraulicDiameterM: 0.0016,
  flowLengthM: 0.2,
  nusselt: 2.5,
  frictionRe: 56,
  entryExitLoss: 0.5,
  latentNtuRatio: 0.75,
  rotor: { diameterMm: 1370, matrixMassKg: 79.6, matrixSpecificHeat: 900, speedRpm: 10 },
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: ROTOR_DRIVE,
};

const PLATE_12: ExchangerMatrix = {
  kind: 'counterflow plate',
  model: 'CPX 1450/1100',
  material: 'aluminium',
  faceAreaM2: 1.4245,
  porosity: 0.45,
  hydraulicDiameterM: 0.005,
  flowLengthM: 1.1,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

const MEMBRANE_12: ExchangerMatrix = {
  kind: 'enthalpy plate',
  model: 'EPX 1450/1000',
  material: 'polymer membrane',
  faceAreaM2: 1.5117,
  porosity: 0.45,
  hydraulicDiameterM: 0.006,
  flowLengthM: 1.0,
  nusselt: 7.54,
  frictionRe: 96,
  entryExitLoss: 2,
  latentNtuRatio: 0.5,
  iceFormationLimitC: ICE_FORMATION_LIMIT,
  drive: PLATE_DRIVE,
};

/**
 * ISO 16890 rigid-bag filters (EN 779 equivalents); pressure drops at 2.7 m/s (3400 m3/h on a 592 x 592 cell). The
 * replacement prices are the demo catalogue's list prices per m2 of face (a 592 x 592 M6 cell: about 42 EUR).
 */
const FILTERS: Record<FilterGrade['filterClass'], FilterGrade> = {
  M6: {
    filterClass: 'M6',
    iso16890: 'ISO ePM10 70%',
    en779: 'M6',
    group: 'ePM10',
    type: 'Rigid bag filter',
    initialDpPa: 70,
    referenceVelocity: 2.7,
    linearShare: 0.85,
    finalIncrementPa: 100,
    finalFactor: 3,
    energyClass: 'A+',
    annualEnergyKwh: 560,
    depthMm: 300,
    replacementEurPerM2: 120,
  },
  F7: {
    filterClass: 'F7',
    iso16890: 'ISO ePM1 60%',
    en779: 'F7',
    group: 'ePM1',
    type: 'Rigid bag filter',
    initialDpPa: 90,
    referenceVelocity: 2.7,
    linearShare: 0.85,
    finalIncrementPa: 100,
    finalFactor: 3,
    energyClass: 'A',
    annualEnergyKwh: 830,
    depthMm: 300,
    replacementEurPerM2: 150,
  },
  F8: {
    filterClass: 'F8',
    iso16890: 'ISO ePM1 70%',
    en779: 'F8',
    group: 'ePM1',
    type: 'Rigid bag filter',
    initialDpPa: 110,
    referenceVelocity: 2.7,
    linearShare: 0.85,
    finalIncrementPa: 100,
    finalFactor: 3,
    energyClass: 'A',
    annualEnergyKwh: 1050,
    depthMm: 300,
    replacementEurPerM2: 180,
  },
  F9: {
    filterClass: 'F9',
    iso16890: 'ISO ePM1 80%',
    en779: 'F9',
    group: 'ePM1',
    type: 'Rigid bag filter',
    initialDpPa: 130,
    referenceVelocity: 2.7,
    linearShare: 0.85,
    finalIncrementPa: 100,
    finalFactor: 3,
    energyClass: 'B',
    annualEnergyKwh: 1380,
    depthMm: 300,
    replacementEurPerM2: 220,
  },
};

/** The card's EN 1886 casing classes for both insulations; insertion loss of the 50 mm panels. */
const CASINGS: Record<CasingData['quality'], CasingData> = {
  XPS: {
    quality: 'XPS',
    description: 'TB50 XPS: 50 mm extruded polystyrene sandwich panels, thermally broken frame',
    classes: {
      thermalTransmittance: 'T2',
      thermalBridging: 'TB2',
      leakage: 'L1(M)',
      deflection: 'D1(M)',
      filterBypass: 'F9',
    },
    insertionLossDb: [12, 16, 20, 24, 28, 30, 30],
  },
  RW: {
    quality: 'RW',
    description: 'RW50: 50 mm rock wool sandwich panels (non-combustible A1), thermally broken frame',
    classes: {
      thermalTransmittance: 'T2',
      thermalBridging: 'TB2',
      leakage: 'L1(M)',
      deflection: 'D1(M)',
      filterBypass: 'F9',
    },
    insertionLossDb: [16, 22, 28, 33, 37, 40, 40],
  },
};

/** The 15 unit types, codes 1-15. */
const UNIT_TYPES: readonly UnitType[] = [
  {
    code: 1,
    label: 'R 03',
    family: 'Rotary',
    sizeData: SIZE_03,
    exchanger: ROTOR_03,
    lengthMm: 1750,
    weightKg: 220,
    basePriceEur: 6900,
  },
  {
    code: 2,
    label: 'R 05',
    family: 'Rotary',
    sizeData: SIZE_05,
    exchanger: ROTOR_05,
    lengthMm: 1900,
    weightKg: 300,
    basePriceEur: 8600,
  },
  {
    code: 3,
    label: 'R 06',
    family: 'Rotary',
    sizeData: SIZE_06,
    exchanger: ROTOR_06,
    lengthMm: 2000,
    weightKg: 345,
    basePriceEur: 9600,
  },
  {
    code: 4,
    label: 'R 09',
    family: 'Rotary',
    sizeData: SIZE_09,
    exchanger: ROTOR_09,
    lengthMm: 2200,
    weightKg: 450,
    basePriceEur: 12300,
  },
  {
    code: 5,
    label: 'R 12',
    family: 'Rotary',
    sizeData: SIZE_12,
    exchanger: ROTOR_12,
    lengthMm: 2400,
    weightKg: 555,
    basePriceEur: 14900,
  },
  {
    code: 6,
    label: 'P 03',
    family: 'Plate',
    sizeData: SIZE_03,
    exchanger: PLATE_03,
    lengthMm: 2150,
    weightKg: 260,
    basePriceEur: 7450,
  },
  {
    code: 7,
    label: 'P 05',
    family: 'Plate',
    sizeData: SIZE_05,
    exchanger: PLATE_05,
    lengthMm: 2350,
    weightKg: 360,
    basePriceEur: 9250,
  },
  {
    code: 8,
    label: 'P 06',
    family: 'Plate',
    sizeData: SIZE_06,
    exchanger: PLATE_06,
    lengthMm: 2500,
    weightKg: 420,
    basePriceEur: 10350,
  },
  {
    code: 9,
    label: 'P 09',
    family: 'Plate',
    sizeData: SIZE_09,
    exchanger: PLATE_09,
    lengthMm: 2800,
    weightKg: 555,
    basePriceEur: 13300,
  },
  {
    code: 10,
    label: 'P 12',
    family: 'Plate',
    sizeData: SIZE_12,
    exchanger: PLATE_12,
    lengthMm: 3050,
    weightKg: 685,
    basePriceEur: 16100,
  },
  {
    code: 11,
    label: 'EV 03',
    family: 'Enthalpy',
    sizeData: SIZE_03,
    exchanger: MEMBRANE_03,
    lengthMm: 2050,
    weightKg: 245,
    basePriceEur: 7950,
  },
  {
    code: 12,
    label: 'EV 05',
    family: 'Enthalpy',
    sizeData: SIZE_05,
    exchanger: MEMBRANE_05,
    lengthMm: 2250,
    weightKg: 340,
    basePriceEur: 9850,
  },
  {
    code: 13,
    label: 'EV 06',
    family: 'Enthalpy',
    sizeData: SIZE_06,
    exchanger: MEMBRANE_06,
    lengthMm: 2400,
    weightKg: 395,
    basePriceEur: 11000,
  },
  {
    code: 14,
    label: 'EV 09',
    family: 'Enthalpy',
    sizeData: SIZE_09,
    exchanger: MEMBRANE_09,
    lengthMm: 2650,
    weightKg: 515,
    basePriceEur: 14150,
  },
  {
    code: 15,
    label: 'EV 12',
    family: 'Enthalpy',
    sizeData: SIZE_12,
    exchanger: MEMBRANE_12,
    lengthMm: 2900,
    weightKg: 640,
    basePriceEur: 17100,
  },
];

export const COMPACT_PRO: Catalogue = {
  name: 'Compact PRO',
  demo: true,
  unitTypes: UNIT_TYPES,
  filters: FILTERS,
  casings: CASINGS,
  frostProtection: FROST_PROTECTION,
  frostPreheater: FROST_PREHEATER,
  acoustics: ACOUSTICS,
  flowMinM3h: 600,
  flowMaxM3h: 6800,
};
