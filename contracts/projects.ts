import { z } from 'zod';
import { DashboardFilterQuery } from './dashboard';
import { EditVersion, envelope } from './envelope';
import { recordId, recordIdParam, text } from './fields';
import { pageQuery, totalField, type PageRequest } from './paging';
import {
  AIR_QUALITY_INDEX,
  DESIGN_TEMPERATURE_C,
  ENERGY_PRICE_EUR_PER_KWH,
  HUMIDITY_RATIO_G_PER_KG,
} from './limits';
import { MonthlyDesignSchema } from './locations';

/**
 * Projects (docs/rules.md#project-fields; the dashboard). The server applies the form's rules
 * (docs/rules.md#project-rules) to every create and edit, with the messages below.
 */

/** Defaults of a new project (docs/rules.md#project-fields). */
/** A project's elevation above sea level, m: from the Dead Sea shore to above the highest summits. */
export const ELEVATION_RANGE_M = { min: -500, max: 9000 } as const;

export const PROJECT_DEFAULTS = { number: 'AHU1', costDriver: '22R&D0006' } as const;

/** docs/rules.md#project-rules: the characters a project name must not contain. */
export const FORBIDDEN_NAME_CHARACTERS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;
export const NAME_MAX = 50;
/** Typed outdoor temperatures strictly between -31 and 56 C, i.e. -30..55 C; humidity 0..100 %. */
export const OUTDOOR_TEMPERATURE_RANGE = { min: -30, max: 55 } as const;
export const HUMIDITY_RANGE = { min: 0, max: 100 } as const;

export const PROJECT_MESSAGES = {
  name: `must be 1 to ${NAME_MAX} characters without any of ${FORBIDDEN_NAME_CHARACTERS.join(' ')}`,
  temperature: `must be from ${OUTDOOR_TEMPERATURE_RANGE.min} to ${OUTDOOR_TEMPERATURE_RANGE.max} C`,
  humidity: `must be from ${HUMIDITY_RANGE.min} to ${HUMIDITY_RANGE.max} %`,
  required: 'is required',
} as const;

/** True when `name` is a valid project name (the form and the server share the rule). */
export function isValidProjectName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length >= 1 &&
    trimmed.length <= NAME_MAX &&
    !FORBIDDEN_NAME_CHARACTERS.some((character) => trimmed.includes(character))
  );
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const numberError = (issue: { input?: unknown }) =>
  isMissing(issue.input) ? PROJECT_MESSAGES.required : 'must be a number';

/** A number the form requires (docs/rules.md#project-rules, the save check: not empty, not a lone '-'). */
const requiredNumber = () => z.number({ error: numberError });
const inRange = (min: number, max: number, message: string) =>
  requiredNumber().min(min, message).max(max, message);
/** A number within one of the stored limits of contracts/limits.ts, the message naming the range and unit. */
const within = (range: { min: number; max: number }, unit: string) =>
  inRange(range.min, range.max, `must be from ${range.min} to ${range.max}${unit}`);
const temperature = () =>
  inRange(OUTDOOR_TEMPERATURE_RANGE.min, OUTDOOR_TEMPERATURE_RANGE.max, PROJECT_MESSAGES.temperature);
const humidity = () => inRange(HUMIDITY_RANGE.min, HUMIDITY_RANGE.max, PROJECT_MESSAGES.humidity);
const dayCount = () =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(366).default(0);
const optionalText = (max: number, multiLine = false) =>
  text({ error: 'must be a text', multiLine })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const ProjectNameSchema = text({ error: () => PROJECT_MESSAGES.required })
  .trim()
  .refine(isValidProjectName, PROJECT_MESSAGES.name);

/** The create payload (docs/rules.md#project-fields) (jwt is not read: the bearer token says who calls). */
export const ProjectInputSchema = z.object({
  number: text().trim().max(50).default(PROJECT_DEFAULTS.number),
  costDriver: text().trim().max(50).default(PROJECT_DEFAULTS.costDriver),
  name: ProjectNameSchema,
  description: optionalText(500, true),
  country: text({ error: () => PROJECT_MESSAGES.required })
    .trim()
    .min(1, PROJECT_MESSAGES.required)
    .max(100),
  countryCode: text()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .nullish()
    .transform((value) => value ?? null),
  /** docs/rules.md#project-rules: city is mandatory for a location. */
  city: text({ error: () => PROJECT_MESSAGES.required })
    .trim()
    .min(1, PROJECT_MESSAGES.required)
    .max(100),
  address: text({ error: () => PROJECT_MESSAGES.required })
    .trim()
    .max(300),
  markerPosition: z.object({
    lat: requiredNumber().min(-90).max(90),
    lng: requiredNumber().min(-180).max(180),
  }),
  elevation: requiredNumber().min(ELEVATION_RANGE_M.min).max(ELEVATION_RANGE_M.max),
  summerOutdoorTemperature: temperature(),
  summerWetBulbTemperature: within(DESIGN_TEMPERATURE_C, ' C'),
  summerDewPointTemperature: within(DESIGN_TEMPERATURE_C, ' C'),
  summerOutdoorHumidity: humidity(),
  winterOutdoorTemperature: temperature(),
  winterOutdoorHumidity: humidity(),
  winterOutdoorHumidityRatio: within(HUMIDITY_RATIO_G_PER_KG, ' g/kg'),
  // Issue 28: the annual answer takes the business price as its default electricity price, capped there as here.
  elPriceBusiness: within(ENERGY_PRICE_EUR_PER_KWH, ' EUR/kWh'),
  elPriceHome: within(ENERGY_PRICE_EUR_PER_KWH, ' EUR/kWh'),
  status: text()
    .trim()
    .max(50)
    .nullish()
    .transform((value) => value ?? null),
  aqiCurrent: within(AIR_QUALITY_INDEX, ''),
  aqiYearlyAverage: within(AIR_QUALITY_INDEX, ''),
  qualityGood: dayCount(),
  qualityModerate: dayCount(),
  qualitySensitive: dayCount(),
  qualityUnhealthy: dayCount(),
  qualityUnhealthyV: dayCount(),
  qualityHazardous: dayCount(),
  distanceTemperature: z
    .number()
    .min(0)
    .nullish()
    .transform((value) => value ?? null),
  distance: z
    .number()
    .min(0)
    .nullish()
    .transform((value) => value ?? null),
  monthlyDesign: MonthlyDesignSchema.nullish().transform((value) => value ?? null),
  /** The browser's local time when saved; informational. */
  localDateTime: text().max(40).nullish(),
  /** The browser's time-zone offset in minutes as Date.getTimezoneOffset gives it (CET: -60). */
  timeZone: z.number().int().min(-840).max(840).default(0),
  ERPId: optionalText(50),
  customerName: optionalText(100),
  customerRepresentative: optionalText(100),
  customerPhone: optionalText(50),
  customerEmail: optionalText(200),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;
/** What the form sends (defaults may be left out). */
export type ProjectInputBody = z.input<typeof ProjectInputSchema>;

export const ProjectEditSchema = ProjectInputSchema.extend({ id: recordId(), version: EditVersion });
export type ProjectEdit = z.infer<typeof ProjectEditSchema>;

export const ProjectIdQuery = z.object({ id: recordIdParam() });
export const AdminProjectQuery = z.object({ projectId: recordIdParam() });

export const CustomerSchema = z.object({
  id: z.number().int(),
  erpId: z.string().nullable(),
  name: z.string().nullable(),
  representative: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** The project as read back (docs/rules.md#project-fields), with every stored value so the edit form can fill itself. */
export const ProjectSchema = z.object({
  id: z.number().int(),
  ownerUserId: z.string(),
  number: z.string(),
  costDriver: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  country: z.string(),
  countryCode: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number(),
  summerOutdoorTemperature: z.number(),
  summerWetBulbTemperature: z.number(),
  summerDewPointTemperature: z.number(),
  summerOutdoorHumidity: z.number(),
  winterOutdoorTemperature: z.number(),
  winterOutdoorHumidity: z.number(),
  winterOutdoorHumidityRatio: z.number(),
  elPriceBusiness: z.number(),
  elPriceHome: z.number(),
  status: z.string().nullable(),
  aqiCurrent: z.number(),
  aqiYearlyAverage: z.number(),
  aqiQualityGood: z.number(),
  aqiQualityModerate: z.number(),
  aqiQualitySensitive: z.number(),
  aqiQualityUnhealthy: z.number(),
  aqiQualityUnhealthyV: z.number(),
  aqiQualityHazardous: z.number(),
  distanceTemperature: z.number().nullable(),
  distance: z.number().nullable(),
  monthlyDesign: MonthlyDesignSchema.nullable(),
  totalPrice: z.number().describe('EUR; the sum of the active positions and the pool positions'),
  numberOfUnits: z.number().int().describe('Units of the positions and the pool positions'),
  createdAt: z.string().describe('ISO 8601, UTC'),
  timeZone: z.number().int(),
  version: z.number().int().describe('Send it back with an edit: a stale one answers 409'),
  customer: CustomerSchema.nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectResponse = envelope(ProjectSchema);

/** A project list row (docs/rules.md#projects-table) (plus the map's coordinates and the description). */
export const ProjectRowSchema = ProjectSchema.pick({
  id: true,
  ownerUserId: true,
  number: true,
  name: true,
  description: true,
  createdAt: true,
  timeZone: true,
  address: true,
  city: true,
  country: true,
  countryCode: true,
  latitude: true,
  longitude: true,
  numberOfUnits: true,
  totalPrice: true,
});
export type ProjectRow = z.infer<typeof ProjectRowSchema>;
export const ProjectListResponse = envelope(
  z.object({ data: z.array(ProjectRowSchema), total: totalField.optional() }),
);
/** The projects grid sorts by these columns (server-side paging, issue 19). */
export const PROJECT_SORT_COLUMNS = [
  'id',
  'name',
  'createdAt',
  'address',
  'city',
  'country',
  'numberOfUnits',
  'totalPrice',
] as const;
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];
/** A page of the projects grid under the dashboard's filter (col, op, val). */
export const ProjectListQuery = pageQuery(PROJECT_SORT_COLUMNS).and(DashboardFilterQuery);
export type ProjectListRequest = PageRequest<ProjectSortColumn>;
export const ProjectCreatedResponse = envelope(z.object({ id: z.number().int() }));
export const ProjectEditedResponse = envelope(z.object({ data: ProjectSchema }));
export const ProjectDeletedResponse = envelope(z.object({ id: z.number().int() }));
/** POST /project/copy (issue 30): the project to copy, with its positions' active revisions and its pool positions. */
export const ProjectCopyBody = z.object({ projectId: recordId().describe('The project to copy') });
/** The copy's id. */
export const ProjectCopiedResponse = envelope(z.object({ id: z.number().int() }));
