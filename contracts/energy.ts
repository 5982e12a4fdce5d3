import { z } from 'zod';
import { envelope } from './envelope';
import { listValue, recordIdParam, requiredLine } from './fields';
import { CO2_FACTOR_G_PER_KWH, ENERGY_PRICE_EUR_PER_KWH } from './limits';

/**
 * Annual energy and life-cycle cost of a position's revision (issue 20): the operating profile, the energy prices and
 * the life-cycle settings a caller may give (each has a default the answer shows), and the answer.
 */

const hour = (min: number, max: number) => z.number().int('must be a whole hour').min(min).max(max);
const celsius = (min: number, max: number) =>
  z.number().min(min, `must be at least ${min} C`).max(max, `must be at most ${max} C`);

export const OperatingProfileSchema = z
  .object({
    startHour: hour(0, 23).describe('first operating hour of the day, local time'),
    endHour: hour(0, 24).describe('the hour operation ends (exclusive; = startHour: the unit does not run)'),
    daysPerWeek: z
      .number()
      .int()
      .min(0)
      .max(7)
      .describe('operating days a week, from Monday (0: the unit does not run; the year is zero)'),
    roomWinterC: celsius(10, 30).describe('room (extract) temperature while heating'),
    roomSummerC: celsius(15, 35).describe('room (extract) temperature while cooling'),
    supplyRule: z.enum(['fixed', 'compensated']),
    supplyHeatC: celsius(10, 50).describe(
      'supply temperature while heating (at outdoorLowC when compensated)',
    ),
    supplyCoolC: celsius(8, 30).describe(
      'supply temperature while cooling (and at outdoorHighC when compensated)',
    ),
    outdoorLowC: celsius(-40, 20),
    outdoorHighC: celsius(-20, 40),
    supplyMaxW: z
      .number()
      .min(0.002)
      .max(0.03)
      .nullable()
      .describe('kg/kg, the driest supply the cooler keeps'),
    flowShare: z.number().min(0.2).max(1.2).describe('flow while running as a share of the design flow'),
  })
  .refine((p) => p.endHour >= p.startHour, { path: ['endHour'], message: 'must not be before startHour' })
  .refine((p) => p.outdoorHighC > p.outdoorLowC, {
    path: ['outdoorHighC'],
    message: 'must be above outdoorLowC',
  });
export type OperatingProfileInput = z.infer<typeof OperatingProfileSchema>;

const eurPerKWh = z
  .number()
  .min(ENERGY_PRICE_EUR_PER_KWH.min, `must be at least ${ENERGY_PRICE_EUR_PER_KWH.min}`)
  .max(ENERGY_PRICE_EUR_PER_KWH.max, `must be at most ${ENERGY_PRICE_EUR_PER_KWH.max} EUR/kWh`);
const gCo2PerKWh = z
  .number()
  .min(CO2_FACTOR_G_PER_KWH.min, `must be at least ${CO2_FACTOR_G_PER_KWH.min}`)
  .max(CO2_FACTOR_G_PER_KWH.max, `must be at most ${CO2_FACTOR_G_PER_KWH.max} gCO2/kWh`);

/**
 * How heat and cold are bought: a price per kWh, or made from fuel or electricity with an efficiency. The CO2 of
 * heat and cold follows the carrier: a boiler's fuel (natural gas unless given), electricity through the COP or EER;
 * bought heat or cold counts only with its own factor.
 */
export const HeatSupplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    eurPerKWh,
    gCo2PerKWh: gCo2PerKWh.optional().describe('per kWh of heat bought; without it the heat counts no CO2'),
  }),
  z.object({
    kind: z.literal('boiler'),
    fuelEurPerKWh: eurPerKWh,
    efficiency: z.number().min(0.5).max(1.1),
    fuelGCo2PerKWh: gCo2PerKWh
      .optional()
      .describe('per kWh of fuel (net calorific value); default: natural gas, IPCC 2006'),
  }),
  z.object({
    kind: z.literal('heatPump'),
    cop: z.number().min(1).max(8).optional().describe('a flat COP; ignored when copPoints are given'),
    copPoints: z
      .array(z.object({ tOutdoorC: celsius(-30, 40), cop: z.number().min(1).max(8) }))
      .min(1)
      .max(12)
      .refine((points) => new Set(points.map((p) => p.tOutdoorC)).size === points.length, {
        message: 'outdoor temperatures must differ',
      })
      .optional()
      .describe(
        'COP by outdoor temperature (EN 14825 test points A -7, B 2, C 7, D 12 C), straight lines between; neither cop nor copPoints: the default curve',
      ),
  }),
]);
export const ColdSupplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    eurPerKWh,
    gCo2PerKWh: gCo2PerKWh.optional().describe('per kWh of cold bought; without it the cold counts no CO2'),
  }),
  z.object({
    kind: z.literal('chiller'),
    eer: z.number().min(1).max(10).optional().describe('a flat EER; ignored when eerPoints are given'),
    eerPoints: z
      .array(z.object({ tOutdoorC: celsius(0, 50), eer: z.number().min(1).max(10) }))
      .min(1)
      .max(12)
      .refine((points) => new Set(points.map((p) => p.tOutdoorC)).size === points.length, {
        message: 'outdoor temperatures must differ',
      })
      .optional()
      .describe(
        'EER by outdoor temperature (EN 14825 test points A 35, B 30, C 25, D 20 C); neither: the default curve',
      ),
  }),
]);
export const EnergyPricesSchema = z.object({
  electricityEurPerKWh: eurPerKWh.describe("default: the project's business electricity price"),
  electricityGCo2PerKWh: gCo2PerKWh
    .optional()
    .describe("default: the project's country from the bundled table (answered in co2.factors)"),
  heat: HeatSupplySchema,
  cold: ColdSupplySchema,
});
export type EnergyPrices = z.infer<typeof EnergyPricesSchema>;

/** The defaults the answer names when the caller gives no life-cycle settings (sources in docs/engine.md). */
export const LIFE_CYCLE_DEFAULTS = {
  years: 15,
  discountRate: 0.04,
  energyPriceEscalation: 0.02,
  /** VDI 6022-1:2018 section 5.4.8: the first filter stage is changed at the latest after one year. */
  filterChangesPerYear: 1,
  /**
   * Yearly maintenance other than filters as a share of the investment: EN 15459-1's informative Annex lists such
   * shares by component, but its figure for air handling units could not be verified here, so it is the caller's
   * input and 0 unless given (docs/engine.md).
   */
  maintenanceShare: 0,
  maintenancePriceEscalation: 0.02,
} as const;

export const LifeCycleSettingsSchema = z.object({
  years: z.number().int().min(1).max(50),
  discountRate: z.number().min(0).max(0.2),
  energyPriceEscalation: z.number().min(-0.1).max(0.2),
  unitLifeYears: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe(
      "the unit's lifespan, years: EN 15459-1 replacement within the period and residual value at its end; default: the period (neither)",
    ),
  investmentPriceEscalation: z
    .number()
    .min(-0.1)
    .max(0.2)
    .optional()
    .describe("price development of the unit's replacement a year; default 0"),
  filterChangesPerYear: z
    .number()
    .min(0)
    .max(12)
    .default(LIFE_CYCLE_DEFAULTS.filterChangesPerYear)
    .describe('filter sets changed a year, both air sides'),
  maintenanceShare: z
    .number()
    .min(0)
    .max(0.1)
    .default(LIFE_CYCLE_DEFAULTS.maintenanceShare)
    .describe(
      'yearly maintenance other than filters, share of the investment (EN 15459-1 Annex A kind); default 0',
    ),
  maintenancePriceEscalation: z
    .number()
    .min(-0.1)
    .max(0.2)
    .default(LIFE_CYCLE_DEFAULTS.maintenancePriceEscalation),
});
export type LifeCycleSettings = z.infer<typeof LifeCycleSettingsSchema>;

const positiveId = z.number().int().positive().max(2_147_483_647);
export const AnnualRequest = z.object({
  id: positiveId.describe('the position'),
  revNum: positiveId.optional().describe('the revision (default: the active one)'),
  profile: OperatingProfileSchema.optional(),
  prices: EnergyPricesSchema.optional(),
  lifeCycle: LifeCycleSettingsSchema.optional(),
});
export type AnnualRequest = z.infer<typeof AnnualRequest>;

const Totals = z.object({
  operatingHours: z.number(),
  heaterKWh: z.number().describe('heat to the supply air after recovery, reheat included'),
  reheatKWh: z.number().describe('of heaterKWh, reheat after cooling to the dew point'),
  coolerKWh: z.number(),
  fansKWh: z.number(),
  preheaterKWh: z.number().describe('electric frost preheater, kWh of electricity'),
  recoveredHeatKWh: z.number(),
  recoveredCoolingKWh: z.number(),
  ventilationHeatDemandKWh: z.number(),
  heatInputKWh: z
    .number()
    .describe('what the heat generator takes: fuel, electricity (COP(t)) or heat bought'),
  coldInputKWh: z.number().describe('what the cold generator takes: electricity (EER(t)) or cold bought'),
  frostProtectionHours: z.number(),
});

/** Where the hourly year came from. */
export const WEATHER_YEAR_KINDS = ['era5', 'reference', 'monthly', 'design', 'uploaded'] as const;
export type WeatherYearKind = (typeof WEATHER_YEAR_KINDS)[number];
export const WeatherYearInfoSchema = z.object({
  source: z
    .enum(['era5', 'synthetic', 'uploaded'])
    .describe("era5, synthetic (kind says from what), or uploaded (the user's EPW or CSV file)"),
  kind: z
    .enum(WEATHER_YEAR_KINDS)
    .describe(
      "era5: one ERA5 calendar year; reference: the EN ISO 15927-4 reference year of the ten ERA5 years up to the last complete one (made in the background after the first answer at a location, then in its place); monthly: synthetic from the stored monthly design data; design: synthetic from the design conditions alone (no climate data was reachable), a conservative estimate; uploaded: the user's own file (EPW or CSV)",
    ),
  label: z
    .string()
    .describe(
      "short, for a screen: 'ERA5 2025', 'Reference year (ISO 15927-4, years 2016-2025)', 'Synthetic (monthly design data, day-to-day variation)', 'Design-only (conservative estimate)', 'uploaded: <file name>'",
    ),
  year: z.number().int().nullable(),
  method: z.string(),
});
export type WeatherYearInfo = z.infer<typeof WeatherYearInfoSchema>;

/** The CO2 factors an answer used, with where each came from. */
export const Co2FactorsSchema = z.object({
  electricityGPerKWh: z.number(),
  /** The table and period of the electricity factor, or 'given' when the caller sent it. */
  electricitySource: z.string(),
  /** The country the factor is for (ISO 3166 alpha-2); null: the table's world average (country unknown or not listed). */
  electricityCountry: z.string().nullable(),
  /** Per kWh of useful heat from the heater, and of cold from the cooler; null: not counted (bought, no factor). */
  heatGPerKWh: z.number().nullable(),
  coldGPerKWh: z.number().nullable(),
  /** Per kWh the generators take (fuel, electricity, heat or cold bought); null: not counted. */
  heatInputGPerKWh: z.number().nullable(),
  coldInputGPerKWh: z.number().nullable(),
  /** One line each for heat and cold: how the factor follows from the carrier. */
  basis: z.array(z.string()),
});
export type Co2Factors = z.infer<typeof Co2FactorsSchema>;

const Co2Year = z.object({
  heatKg: z.number(),
  coldKg: z.number(),
  fansKg: z.number(),
  preheaterKg: z.number(),
  totalKg: z.number(),
});

/** The life-cycle cost split as the comparison chart stacks it, EUR today. */
export const LifeCycleCostSchema = z.object({
  investmentEur: z.number(),
  energyPresentValueEur: z.number(),
  maintenancePresentValueEur: z.number(),
  /** EN 15459-1: replacements of the unit within the period, and its residual value at the end (subtracted). */
  replacementPresentValueEur: z.number(),
  residualValueEur: z.number(),
  totalEur: z.number(),
});

export const MaintenanceSchema = z.object({
  filterChangesPerYear: z.number(),
  /** One change of both air sides' filter sets at the catalogue's replacement price; null: the catalogue has none. */
  filterSetEur: z.number().nullable(),
  filtersEurPerYear: z.number(),
  maintenanceShare: z.number(),
  /** maintenanceShare x investment. */
  fixedEurPerYear: z.number(),
  totalEurPerYear: z.number(),
});

export const AnnualData = z.object({
  positionId: z.number().int(),
  revisionNumber: z.number().int(),
  weather: WeatherYearInfoSchema,
  profile: OperatingProfileSchema,
  prices: EnergyPricesSchema,
  lifeCycle: LifeCycleSettingsSchema,
  unit: z.object({
    temperatureEfficiency: z
      .number()
      .describe('EN 308 eta_t of the unprotected exchanger at the design winter point'),
    fanPowerW: z.number().describe("both fans' electrical input at the profile's flow"),
    exhaustOutMinC: z
      .number()
      .nullable()
      .describe('frost limit (wheel: exhaust leaving; plates: cold-corner wall), C'),
    frostProtectionStartC: z
      .number()
      .nullable()
      .describe(
        'outdoor temperature below which frost protection acts at the design point; null: not down to -50 C',
      ),
    frostProtection: z.string().describe("the catalogue's frost protection"),
    preheaterPowerW: z
      .number()
      .describe('electric frost preheater at the winter design point, W (0: none acts)'),
  }),
  months: z.array(Totals).length(12),
  year: Totals,
  frostProtectionHours: z.number().int(),
  method: z.object({
    kind: z.enum(['bins', 'hourly']),
    evaluations: z.number().int().describe("unit hours evaluated (the bin method's bins)"),
  }),
  seasonal: z.object({
    heatPerInput: z.number().nullable().describe('heat per kWh the heat generator took over the year (SCOP)'),
    coldPerInput: z.number().nullable().describe('cold per kWh the chiller took (SEER)'),
  }),
  /** EUR a year at today's prices. */
  costs: z.object({
    heatEur: z.number(),
    coldEur: z.number(),
    fansEur: z.number(),
    preheaterEur: z.number(),
    totalEur: z.number(),
  }),
  maintenance: MaintenanceSchema,
  co2: z.object({
    factors: Co2FactorsSchema,
    /** kg CO2 by month, January first. */
    monthsKg: z.array(z.number()).length(12),
    year: Co2Year,
    /** The year's CO2 times the life in years (factors held), kg. */
    lifeKg: z.number(),
  }),
  /** EN 15459-1 global cost: investment + energy + maintenance, discounted. */
  lifeCycleCost: LifeCycleCostSchema,
});
export type AnnualData = z.infer<typeof AnnualData>;
export const AnnualResponse = envelope(AnnualData);

/** One alternative of a position: another recovery family, size or fan type, on the same year and prices. */
export const AlternativeSchema = z.object({
  label: z.string().describe("e.g. 'P 06, Premium fans'"),
  unitTypeId: z.number().int(),
  unitTypeName: z.string(),
  family: z.enum(['Rotary', 'Plate', 'Enthalpy']),
  fanType: z.enum(['Standard', 'Premium']),
  /** The revision this position has now. */
  current: z.boolean(),
  priceEur: z.number(),
  etaT: z.number().describe('EU 1253/2014 thermal efficiency, 0..1'),
  sfpUnit: z.number().describe('W/(m3/s)'),
  ecodesignCompliant: z.boolean(),
  heaterKWh: z.number(),
  coolerKWh: z.number(),
  fansKWh: z.number(),
  preheaterKWh: z.number(),
  frostProtectionHours: z.number(),
  recoveredHeatKWh: z.number(),
  recoveredCoolingKWh: z.number(),
  energyCostEurPerYear: z.number(),
  maintenanceEurPerYear: z.number(),
  co2KgPerYear: z.number(),
  co2LifeKg: z.number(),
  lifeCycleCostEur: z.number(),
  lifeCycleCost: LifeCycleCostSchema,
  /**
   * Years until the extra price over the cheapest alternative is paid back by lower running costs (energy and
   * maintenance); null: never.
   */
  paybackYears: z.number().nullable(),
  /** The position as this alternative: send it to PUT /project/item/configurator to make it the next revision. */
  input: z.record(z.string(), z.unknown()),
});
export type Alternative = z.infer<typeof AlternativeSchema>;

export const AlternativesData = z.object({
  positionId: z.number().int(),
  revisionNumber: z.number().int(),
  weather: AnnualData.shape.weather,
  profile: OperatingProfileSchema,
  prices: EnergyPricesSchema,
  lifeCycle: LifeCycleSettingsSchema,
  co2Factors: Co2FactorsSchema,
  alternatives: z.array(AlternativeSchema),
  /** Combinations the unit range offers for the flows but the engine cannot make (family, size, fan: reason). */
  refused: z.array(z.object({ label: z.string(), reason: z.string() })),
});
export type AlternativesData = z.infer<typeof AlternativesData>;
export const AlternativesResponse = envelope(AlternativesData);

/** The position whose project's hourly year is read (GET /project/item/annual/weather?id=). */
export const WeatherYearQuery = z.object({ id: recordIdParam().describe('the position') });

/**
 * A project's hourly year as the annual energy uses it, for the Mollier chart's density cloud: 8760 hours from
 * 1 January 0:00 local time, dry bulb rounded to 0.01 C and humidity ratio to 0.00001 kg/kg (finer than any chart
 * cell and a third of the full-precision answer).
 */
export const WeatherYearData = z.object({
  positionId: z.number().int(),
  weather: AnnualData.shape.weather,
  pressurePa: z.number(),
  tDbC: z.array(z.number()).length(8760),
  wKgPerKg: z.array(z.number()).length(8760),
});
export type WeatherYearData = z.infer<typeof WeatherYearData>;
export const WeatherYearResponse = envelope(WeatherYearData);

/** The longest weather file taken, characters (an EPW year is about 1.6 million). */
export const WEATHER_FILE_MAX_CHARS = 3_000_000;

/**
 * A user's own hourly year for the project of position `id` (POST /project/item/annual/weather): an EPW file or a CSV
 * with the header `dry_bulb_c,relative_humidity_pct` and 8760 rows (engine/energy/weather-file.ts), as text. It
 * replaces the project's year for its location; a bad file answers 400 naming the line and the rule and stores
 * nothing.
 */
export const WeatherUploadRequest = z.object({
  id: z.number().int().positive().describe('the position whose project gets the year'),
  fileName: requiredLine(200),
  format: listValue(['epw', 'csv']),
  content: z.string().min(1).max(WEATHER_FILE_MAX_CHARS),
});
export type WeatherUploadRequest = z.infer<typeof WeatherUploadRequest>;
export const WeatherUploadData = z.object({ positionId: z.number().int(), weather: WeatherYearInfoSchema });
export type WeatherUploadData = z.infer<typeof WeatherUploadData>;
export const WeatherUploadResponse = envelope(WeatherUploadData);
/**
 * The JSON export of a revision's annual figures: the annual answer itself (the same engine result and presenter as
 * the screen and the data sheet's energy page), with what made it.
 */
export const AnnualExport = z.object({
  kind: z.literal('airsizer.annual'),
  engineVersion: z.string(),
  exportedAt: z.string().describe('ISO 8601, UTC'),
  annual: AnnualData,
});
export type AnnualExport = z.infer<typeof AnnualExport>;
