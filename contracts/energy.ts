import { z } from 'zod';
import { envelope } from './envelope';

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
    endHour: hour(1, 24).describe('the hour operation ends (exclusive)'),
    daysPerWeek: z.number().int().min(1).max(7).describe('operating days a week, from Monday'),
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
  .refine((p) => p.endHour > p.startHour, { path: ['endHour'], message: 'must be after startHour' })
  .refine((p) => p.outdoorHighC > p.outdoorLowC, {
    path: ['outdoorHighC'],
    message: 'must be above outdoorLowC',
  });
export type OperatingProfileInput = z.infer<typeof OperatingProfileSchema>;

const eurPerKWh = z.number().min(0, 'must be at least 0').max(5, 'must be at most 5 EUR/kWh');

/** How heat and cold are bought: a price per kWh, or made from fuel or electricity with an efficiency. */
export const HeatSupplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), eurPerKWh }),
  z.object({ kind: z.literal('boiler'), fuelEurPerKWh: eurPerKWh, efficiency: z.number().min(0.5).max(1.1) }),
  z.object({ kind: z.literal('heatPump'), cop: z.number().min(1).max(8) }),
]);
export const ColdSupplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), eurPerKWh }),
  z.object({ kind: z.literal('chiller'), eer: z.number().min(1).max(10) }),
]);
export const EnergyPricesSchema = z.object({
  electricityEurPerKWh: eurPerKWh.describe("default: the project's business electricity price"),
  heat: HeatSupplySchema,
  cold: ColdSupplySchema,
});
export type EnergyPrices = z.infer<typeof EnergyPricesSchema>;

export const LifeCycleSettingsSchema = z.object({
  years: z.number().int().min(1).max(50),
  discountRate: z.number().min(0).max(0.2),
  energyPriceEscalation: z.number().min(-0.1).max(0.2),
});
export type LifeCycleSettings = z.infer<typeof LifeCycleSettingsSchema>;

/** The defaults the answer names when the caller gives no life-cycle settings: EN 15459-1's usual ranges. */
export const LIFE_CYCLE_DEFAULTS: LifeCycleSettings = {
  years: 15,
  discountRate: 0.04,
  energyPriceEscalation: 0.02,
};

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
  heaterKWh: z.number(),
  coolerKWh: z.number(),
  fansKWh: z.number(),
  recoveredHeatKWh: z.number(),
  recoveredCoolingKWh: z.number(),
  ventilationHeatDemandKWh: z.number(),
});

export const AnnualData = z.object({
  positionId: z.number().int(),
  revisionNumber: z.number().int(),
  weather: z.object({
    source: z.enum(['era5', 'synthetic']),
    year: z.number().int().nullable(),
    method: z.string(),
  }),
  profile: OperatingProfileSchema,
  prices: EnergyPricesSchema,
  lifeCycle: LifeCycleSettingsSchema,
  unit: z.object({
    temperatureEfficiency: z.number(),
    fanPowerW: z.number(),
    exhaustOutMinC: z.number().nullable(),
  }),
  months: z.array(Totals).length(12),
  year: Totals,
  frostProtectionHours: z.number().int(),
  /** EUR a year at today's prices. */
  costs: z.object({ heatEur: z.number(), coldEur: z.number(), fansEur: z.number(), totalEur: z.number() }),
  lifeCycleCost: z.object({
    investmentEur: z.number(),
    energyPresentValueEur: z.number(),
    totalEur: z.number(),
  }),
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
  recoveredHeatKWh: z.number(),
  energyCostEurPerYear: z.number(),
  lifeCycleCostEur: z.number(),
  /** Years until the extra price over the cheapest alternative is paid back by lower energy costs; null: never. */
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
  alternatives: z.array(AlternativeSchema),
  /** Combinations the unit range offers for the flows but the engine cannot make (family, size, fan: reason). */
  refused: z.array(z.object({ label: z.string(), reason: z.string() })),
});
export type AlternativesData = z.infer<typeof AlternativesData>;
export const AlternativesResponse = envelope(AlternativesData);
