import { z } from 'zod';
import type { Catalogue } from '../engine/catalogue/types';
import type { PoolCatalogue } from '../engine/pool/units';

/**
 * The schema of a catalogue file (engine/catalogue/types.ts and engine/pool/units.ts in JSON): what a manufacturer
 * gives in CATALOGUE_FILE / POOL_CATALOGUE_FILE to replace the demo Compact PRO and HYDRApro data. Quantities are SI
 * unless the name says otherwise (Mm, Eur, M3h, Kg). The server parses the file with it at start-up, then checks the
 * physical rules (engine/catalogue/consistency.ts).
 */

const positive = z.number().positive();
const nonNegative = z.number().nonnegative();
const ratio = z.number().min(0).max(1);
const text = z.string().min(1);
/** Seven octave bands, 125..8000 Hz, dB. */
const octaves = z.array(z.number()).length(7);

const FilterClass = z.enum(['M6', 'F7', 'F8', 'F9']);
const FanType = z.enum(['Standard', 'Premium']);
const CasingQuality = z.enum(['XPS', 'RW']);

const ExchangerMatrixSchema = z.strictObject({
  kind: z.enum(['rotary wheel', 'counterflow plate', 'enthalpy plate']),
  model: text,
  material: text,
  faceAreaM2: positive,
  porosity: z.number().gt(0).lt(1),
  hydraulicDiameterM: positive,
  flowLengthM: positive,
  nusselt: positive,
  frictionRe: positive,
  entryExitLoss: nonNegative,
  latentNtuRatio: nonNegative,
  rotor: z
    .strictObject({
      diameterMm: positive,
      matrixMassKg: positive,
      matrixSpecificHeat: positive,
      speedRpm: positive,
    })
    .optional(),
  iceFormationLimitC: z.number().min(-50).max(20),
  drive: z.strictObject({
    controller: z.string(),
    speedRegulator: z.string(),
    bypass: z.string(),
    torqueNm: positive.nullable(),
    stepMotor: z.string().nullable(),
  }),
});

const CoilGeometrySchema = z
  .strictObject({
    rows: z.number().int().min(1).max(12),
    tubeOuterDiameterM: positive,
    tubeInnerDiameterM: positive,
    transversePitchM: positive,
    longitudinalPitchM: positive,
    finPitchM: positive,
    finThicknessM: positive,
    finConductivity: positive,
    tubeConductivity: positive,
    finMaterial: text,
    tubeMaterial: text,
    finPattern: text,
    heatTransferEnhancement: positive,
    frictionEnhancement: positive,
    bendLoss: nonNegative,
    wetPressureDropFactor: z.number().min(1),
  })
  .refine(
    (g) => g.tubeInnerDiameterM < g.tubeOuterDiameterM,
    'tubeInnerDiameterM must be below tubeOuterDiameterM',
  )
  .refine((g) => g.finThicknessM < g.finPitchM, 'finThicknessM must be below finPitchM')
  .refine(
    (g) => g.tubeOuterDiameterM < Math.min(g.transversePitchM, g.longitudinalPitchM),
    'the tubes must fit their pitch',
  );

const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > (values[i - 1] ?? v));

const CoilChoicesSchema = z
  .strictObject({
    rows: z.array(z.number().int().min(1).max(12)).min(1).refine(ascending, 'rows must ascend'),
    finPitchesMm: z.array(positive).min(1).refine(ascending, 'finPitchesMm must ascend'),
    fluidVelocityMin: positive,
    fluidVelocityMax: positive,
    fluidDpMaxPa: positive,
    airDpMaxPa: positive,
  })
  .refine((c) => c.fluidVelocityMin < c.fluidVelocityMax, 'fluidVelocityMin must be below fluidVelocityMax');

const CoilModelSchema = z.strictObject({
  geometry: CoilGeometrySchema,
  faceWidthMm: positive,
  faceHeightMm: positive,
  circuits: z.number().int().positive(),
  choices: CoilChoicesSchema,
});

const FanModelSchema = z.strictObject({
  name: text,
  type: FanType,
  impellerDiameterMm: positive,
  maxSpeedRpm: positive,
  kFactor: positive,
  curve: z
    .array(z.strictObject({ qV: positive, dpPa: nonNegative, efficiency: z.number().gt(0).lt(1) }))
    .min(3),
  motor: z.strictObject({
    type: text,
    ratedPowerW: positive,
    ratedCurrentA: positive,
    ratedSpeedRpm: positive,
    efficiency: z.number().gt(0).max(1),
    partLoadCoefficient: nonNegative,
    supply: text,
    protectionClass: text,
  }),
  sound: z.strictObject({
    specificLevelDb: z.number(),
    inletSpectrumDb: octaves,
    outletSpectrumDb: octaves,
  }),
});

const FilterGradeSchema = z.strictObject({
  filterClass: FilterClass,
  iso16890: text,
  en779: text,
  group: z.enum(['ePM1', 'ePM10']),
  type: text,
  initialDpPa: positive,
  referenceVelocity: positive,
  linearShare: ratio,
  finalIncrementPa: positive,
  finalFactor: z.number().min(1),
  energyClass: z.enum(['A+', 'A', 'B', 'C', 'D', 'E']),
  annualEnergyKwh: positive,
  depthMm: positive,
  replacementEurPerM2: positive.optional(),
});

const SizeDataSchema = z.strictObject({
  size: z.enum(['03', '05', '06', '09', '12']),
  nominalFlowM3h: positive,
  minFlowM3h: positive,
  maxFlowM3h: positive,
  transportSections: z.array(z.union([z.literal(1), z.literal(3)])).min(1),
  internalWidthMm: positive,
  internalHeightMm: positive,
  externalWidthMm: positive,
  externalHeightMm: positive,
  fanInstallationWidthMm: positive,
  fanInstallationHeightMm: positive,
  damperWidthMm: positive,
  damperHeightMm: positive,
  ductWidthMm: positive,
  ductHeightMm: positive,
  casingLossCoefficient: nonNegative,
  damperLossCoefficient: nonNegative,
  filterCells: z
    .array(z.strictObject({ widthMm: positive, heightMm: positive, count: z.number().int().positive() }))
    .min(1),
  heater: CoilModelSchema,
  cooler: CoilModelSchema,
  fans: z.strictObject({ Standard: FanModelSchema, Premium: FanModelSchema }),
  prices: z.strictObject({
    heaterEur: nonNegative,
    coolerEur: nonNegative,
    filterEur: z.strictObject({ M6: nonNegative, F7: nonNegative, F8: nonNegative, F9: nonNegative }),
    premiumFansEur: nonNegative,
    rockWoolEur: nonNegative,
    outdoorEur: nonNegative,
    onePieceEur: nonNegative,
    controlsEur: nonNegative,
  }),
  weights: z.strictObject({
    heaterKg: nonNegative,
    coolerKg: nonNegative,
    rockWoolKg: nonNegative,
    outdoorKg: nonNegative,
  }),
});

const UnitTypeSchema = z.strictObject({
  code: z.number().int().positive(),
  label: text,
  family: z.enum(['Rotary', 'Plate', 'Enthalpy']),
  sizeData: SizeDataSchema,
  exchanger: ExchangerMatrixSchema,
  lengthMm: positive,
  weightKg: positive,
  basePriceEur: positive,
});

const CasingDataSchema = z.strictObject({
  quality: CasingQuality,
  description: text,
  classes: z.strictObject({
    thermalTransmittance: text,
    thermalBridging: text,
    leakage: text,
    deflection: text,
    filterBypass: text,
  }),
  insertionLossDb: octaves,
});

/** A Compact unit catalogue: the demo's shape (engine/catalogue/types.ts Catalogue). */
/** Octave bands 63..8000 Hz, dB (issue 16's sound data). */
const band = z.number();
const bands8 = z.tuple([band, band, band, band, band, band, band, band]);
const byExchanger = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ 'rotary wheel': schema, 'counterflow plate': schema, 'enthalpy plate': schema });

const FrostProtectionSchema = z.strictObject({
  stages: z.array(z.enum(['faceAndBypass', 'preheater', 'speedReduction'])),
  wallLimitC: z.number().min(-30).max(10),
  maxBypassShare: ratio,
  description: text,
});

const FrostPreheaterSchema = z.strictObject({
  stepPowerW: positive,
  framePriceEur: z.number().min(0),
  stepPriceEur: z.number().min(0),
  supplyVoltageV: positive,
});

const PanelAcousticsSchema = z.strictObject({ soundReductionDb: bands8, interiorAbsorption: bands8 });
const AcousticsSchema = z.strictObject({
  fan63HzRelativeTo125Db: z.strictObject({ inlet: z.number(), outlet: z.number() }),
  insertionLossDb: z.strictObject({
    heater: bands8,
    cooler: bands8,
    filter: bands8,
    exchanger: byExchanger(bands8),
    outletPlenum: bands8,
    inletPlenum: bands8,
  }),
  panels: z.strictObject({ XPS: PanelAcousticsSchema, RW: PanelAcousticsSchema }),
});

export const CatalogueSchema = z.strictObject({
  name: text,
  demo: z.boolean(),
  unitTypes: z.array(UnitTypeSchema).min(1),
  filters: z.strictObject({
    M6: FilterGradeSchema,
    F7: FilterGradeSchema,
    F8: FilterGradeSchema,
    F9: FilterGradeSchema,
  }),
  casings: z.strictObject({ XPS: CasingDataSchema, RW: CasingDataSchema }),
  frostProtection: byExchanger(FrostProtectionSchema),
  frostPreheater: FrostPreheaterSchema,
  acoustics: AcousticsSchema,
  flowMinM3h: positive,
  flowMaxM3h: positive,
});

const PoolUnitSchema = z.strictObject({
  id: z.number().int().positive(),
  type: z.enum(['COMPACT BASIC', 'COMPACT GENIUS', 'BASIC', 'GENIUS']),
  unit: text,
  widthMm: positive,
  lengthMm: positive,
  heightMm: positive,
  weightKg: positive,
  priceEur: positive,
  maxAirVolumeM3h: positive,
});

/** A pool unit catalogue (engine/pool/units.ts PoolCatalogue): ids unique and rising. */
export const PoolCatalogueSchema = z.strictObject({
  name: text,
  demo: z.boolean(),
  units: z
    .array(PoolUnitSchema)
    .min(1)
    .superRefine((units, context) => {
      units.forEach((u, i) => {
        const before = units[i - 1];
        if (before && u.id <= before.id) {
          context.addIssue({ code: 'custom', path: [i, 'id'], message: 'ids must rise through the list' });
        }
      });
    }),
});

// The schemas describe exactly the engine's types: a drift fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DeepMutable<T> = T extends readonly unknown[]
  ? number extends T['length']
    ? DeepMutable<T[number]>[]
    : { -readonly [K in keyof T]: DeepMutable<T[K]> }
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;
export const CATALOGUE_SCHEMA_MATCHES: Same<z.infer<typeof CatalogueSchema>, DeepMutable<Catalogue>> = true;
export const POOL_CATALOGUE_SCHEMA_MATCHES: Same<
  z.infer<typeof PoolCatalogueSchema>,
  DeepMutable<PoolCatalogue>
> = true;
