import { z } from 'zod';
import { envelope } from './envelope';
import { text } from './fields';

/**
 * Location look-ups for the project form (docs/rules.md#project-form, docs/rules.md#external-data): geocoding,
 * elevation, design conditions, air quality and electricity prices. The browser asks our API only; it caches and
 * proxies.
 */

const latitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, 'must be from -90 to 90')
  .max(90, 'must be from -90 to 90');
const longitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, 'must be from -180 to 180')
  .max(180, 'must be from -180 to 180');

export const LatLngQuery = z.object({ lat: latitude, lng: longitude });
export type LatLngQuery = z.infer<typeof LatLngQuery>;

export const GeoSearchQuery = z.object({
  q: text({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});

/** An address as the geocoder gives it. */
export const PlaceSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The whole address in one line, as shown in the form. */
  displayName: z.string(),
  address: z.string().describe('Street and number'),
  city: z.string().nullable().describe('City, town or village; null when the place has none'),
  postcode: z.string().nullable(),
  country: z.string(),
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  countryCode: z.string().nullable(),
});
export type Place = z.infer<typeof PlaceSchema>;
export const GeoSearchResponse = envelope(z.array(PlaceSchema));
export const GeoReverseResponse = envelope(PlaceSchema.nullable());

export const ElevationSchema = z.object({ elevation: z.number().describe('m above sea level') });
export const ElevationResponse = envelope(ElevationSchema);

export const SummerDesignSchema = z.object({
  outdoorTemperature: z.number().describe('0.4 % cooling dry bulb, C'),
  wetBulbTemperature: z.number().describe('mean coincident wet bulb, C'),
  dewPointTemperature: z.number().describe('mean coincident dew point, C'),
  outdoorHumidity: z.number().describe('relative humidity at the design point, %'),
});
export const WinterDesignSchema = z.object({
  outdoorTemperature: z.number().describe('99.6 % heating dry bulb, C'),
  outdoorHumidity: z.number().describe('mean coincident relative humidity, %'),
  outdoorHumidityRatio: z.number().describe('mean coincident humidity ratio, g/kg'),
});

/** docs/rules.md#project-fields: 12 values each, January to December. */
export const MonthlyDesignSchema = z.object({
  dryBulbTemperatures: z.array(z.number()).length(12),
  wetBulbTemperatures: z.array(z.number()).length(12),
  meanDailyTemperatureRange: z.array(z.number()).length(12),
});
export type MonthlyDesign = z.infer<typeof MonthlyDesignSchema>;

export const ConditionsSchema = z.object({
  basicDesignConditions: z.object({
    summerDesignConditions: SummerDesignSchema,
    winterDesignConditions: WinterDesignSchema,
    distance: z.number().describe('km from the location to the centre of the weather grid cell'),
    elevation: z.number().describe('m, of the grid cell'),
    year: z.number().int().describe('the calendar year the values were computed from'),
  }),
  monthlyDesign: MonthlyDesignSchema,
});
export type Conditions = z.infer<typeof ConditionsSchema>;
export const ConditionsResponse = envelope(ConditionsSchema);

export const AqiCurrentSchema = z.object({
  usAqi: z.number().nullable().describe('US AQI now (0..500); the form stores it as aqiCurrent'),
  europeanAqi: z.number().nullable().describe('European AQI now'),
  time: z.string(),
});
export type AqiCurrent = z.infer<typeof AqiCurrentSchema>;
export const AqiCurrentResponse = envelope(AqiCurrentSchema);

export const AqiYearlySchema = z.object({
  yearlyAverage: z.number(),
  qualityGood: z.number().int(),
  qualityModerate: z.number().int(),
  qualitySensitive: z.number().int(),
  qualityUnhealthy: z.number().int(),
  qualityUnhealthyV: z.number().int(),
  qualityHazardous: z.number().int(),
  distance: z.number().describe('km from the location to the grid cell'),
  /** The daily values behind it, for the history chart: date 'YYYY-MM-DD' and US AQI (null = no data). */
  history: z.array(z.object({ date: z.string(), aqi: z.number().nullable() })),
});
export type AqiYearly = z.infer<typeof AqiYearlySchema>;
/** docs/rules.md#external-data: data may be null (no history at the location). */
export const AqiYearlyResponse = envelope(AqiYearlySchema.nullable());

export const ElectricityQuery = z.object({
  countryShortCode: text({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
});
export const ElectricitySchema = z.object({
  electricityCost: z.number().describe('business (non-household) price, EUR/kWh'),
  electricityCostHome: z.number().describe('household price, EUR/kWh'),
  period: z.string().describe("Eurostat's semester, e.g. 2024-S2"),
  source: z.string(),
});
export type Electricity = z.infer<typeof ElectricitySchema>;
export const ElectricityResponse = envelope(ElectricitySchema);
