import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { MonthlyDesign } from '../../../../contracts/locations';
import {
  ELEVATION_RANGE_M,
  HUMIDITY_RANGE,
  OUTDOOR_TEMPERATURE_RANGE,
  PROJECT_MESSAGES,
  ProjectInputSchema,
  type Project,
  type ProjectInput,
  type ProjectInputBody,
} from '../../../../contracts/projects';
import type { AqiCategory } from '../../../../engine/climate';
import { parseTyped, summerDerived, winterHumidityRatio } from '../../../lib/psychro';

/** Where the project is: the marker and the address shown (typed by hand when the geocoder fails). */
export interface FormLocation {
  lat: number;
  lng: number;
  address: string;
  city: string;
  country: string;
  countryCode: string | null;
}

export type QualityDays = Record<AqiCategory, number>;

/**
 * What the project form holds. Typed numbers stay text ('' and a lone '-' stand while typing, docs/rules.md#project-rules) and
 * are named as the request field they become; the location and the values fetched with it ride along, so the saved
 * body is a function of the form alone.
 */
export interface ProjectFormValues {
  name: string;
  ERPId: string;
  customerName: string;
  customerRepresentative: string;
  customerPhone: string;
  customerEmail: string;
  elevation: string;
  summerOutdoorTemperature: string;
  summerOutdoorHumidity: string;
  winterOutdoorTemperature: string;
  winterOutdoorHumidity: string;
  elPriceBusiness: string;
  elPriceHome: string;
  aqiCurrent: string;
  aqiYearlyAverage: string;
  location: FormLocation | null;
  qualityDays: QualityDays | null;
  monthlyDesign: MonthlyDesign | null;
  /** km to the weather grid cell, and to the air-quality one. */
  distanceTemperature: number | null;
  distance: number | null;
  /** Kept from the project being edited; a new project takes the contract's defaults. */
  number?: string;
  costDriver?: string;
}

/** The form's state and methods: values as held, the contract's parsed body on submit. */
export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectInput>;

/** The typed number fields, one per request field. */
export type TypedField = {
  [K in keyof ProjectFormValues]-?: ProjectFormValues[K] extends string ? K : never;
}[keyof ProjectFormValues];

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  ERPId: '',
  customerName: '',
  customerRepresentative: '',
  customerPhone: '',
  customerEmail: '',
  elevation: '',
  summerOutdoorTemperature: '',
  summerOutdoorHumidity: '',
  winterOutdoorTemperature: '',
  winterOutdoorHumidity: '',
  elPriceBusiness: '',
  elPriceHome: '',
  aqiCurrent: '',
  aqiYearlyAverage: '',
  location: null,
  qualityDays: null,
  monthlyDesign: null,
  distanceTemperature: null,
  distance: null,
};

/** A number as the form shows it; nothing shows as ''. */
export const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The edit form filled from the stored project. */
export function formValuesOfProject(p: Project): ProjectFormValues {
  return {
    name: p.name,
    ERPId: p.customer?.erpId ?? '',
    customerName: p.customer?.name ?? '',
    customerRepresentative: p.customer?.representative ?? '',
    customerPhone: p.customer?.phone ?? '',
    customerEmail: p.customer?.email ?? '',
    elevation: asText(p.elevation),
    summerOutdoorTemperature: asText(p.summerOutdoorTemperature),
    summerOutdoorHumidity: asText(p.summerOutdoorHumidity),
    winterOutdoorTemperature: asText(p.winterOutdoorTemperature),
    winterOutdoorHumidity: asText(p.winterOutdoorHumidity),
    elPriceBusiness: asText(p.elPriceBusiness),
    elPriceHome: asText(p.elPriceHome),
    aqiCurrent: asText(p.aqiCurrent),
    aqiYearlyAverage: asText(p.aqiYearlyAverage),
    location: {
      lat: p.latitude,
      lng: p.longitude,
      address: p.address,
      city: p.city,
      country: p.country,
      countryCode: p.countryCode,
    },
    qualityDays: {
      good: p.aqiQualityGood,
      moderate: p.aqiQualityModerate,
      sensitive: p.aqiQualitySensitive,
      unhealthy: p.aqiQualityUnhealthy,
      veryUnhealthy: p.aqiQualityUnhealthyV,
      hazardous: p.aqiQualityHazardous,
    },
    monthlyDesign: p.monthlyDesign,
    distanceTemperature: p.distanceTemperature,
    distance: p.distance,
    number: p.number,
    costDriver: p.costDriver,
  };
}

/**
 * The derived design values (docs/rules.md#project-form): summer wet bulb and dew point, winter humidity ratio, from the typed
 * temperatures, humidities and elevation; null while one is missing or out of the engine's range.
 */
export function derivedDesign(
  values: Pick<
    ProjectFormValues,
    | 'elevation'
    | 'summerOutdoorTemperature'
    | 'summerOutdoorHumidity'
    | 'winterOutdoorTemperature'
    | 'winterOutdoorHumidity'
  >,
) {
  const elevation = parseTyped(values.elevation);
  return {
    summer: summerDerived(
      parseTyped(values.summerOutdoorTemperature),
      parseTyped(values.summerOutdoorHumidity),
      elevation,
    ),
    winterHumidityRatio: winterHumidityRatio(
      parseTyped(values.winterOutdoorTemperature),
      parseTyped(values.winterOutdoorHumidity),
      elevation,
    ),
  };
}

/** True when a typed elevation lies outside what a project may have (its own message, issue 18). */
export function elevationOutOfRange(elevationText: string): boolean {
  const elevation = parseTyped(elevationText);
  return elevation !== null && (elevation < ELEVATION_RANGE_M.min || elevation > ELEVATION_RANGE_M.max);
}

/** A request body that may still miss values: what the contract is asked to check. */
type ProjectBodyDraft = { [K in keyof ProjectInputBody]?: ProjectInputBody[K] | null };

/**
 * The request body the form stands for, before the contract checks it: a missing number is null (the contract's "is
 * required"), the customer fields as typed, the browser's clock and time zone at the moment of saving.
 */
export function projectBodyOf(values: ProjectFormValues, now: Date): ProjectBodyDraft {
  const { summer, winterHumidityRatio } = derivedDesign(values);
  const days = values.qualityDays;
  const location = values.location;
  return {
    number: values.number,
    costDriver: values.costDriver,
    name: values.name,
    country: location?.country,
    countryCode: location?.countryCode ?? null,
    city: location?.city,
    address: location?.address,
    markerPosition: location ? { lat: location.lat, lng: location.lng } : undefined,
    elevation: parseTyped(values.elevation),
    summerOutdoorTemperature: parseTyped(values.summerOutdoorTemperature),
    summerWetBulbTemperature: summer?.wetBulb ?? null,
    summerDewPointTemperature: summer?.dewPoint ?? null,
    summerOutdoorHumidity: parseTyped(values.summerOutdoorHumidity),
    winterOutdoorTemperature: parseTyped(values.winterOutdoorTemperature),
    winterOutdoorHumidity: parseTyped(values.winterOutdoorHumidity),
    winterOutdoorHumidityRatio: winterHumidityRatio,
    elPriceBusiness: parseTyped(values.elPriceBusiness),
    elPriceHome: parseTyped(values.elPriceHome),
    aqiCurrent: parseTyped(values.aqiCurrent),
    aqiYearlyAverage: parseTyped(values.aqiYearlyAverage),
    qualityGood: days?.good ?? 0,
    qualityModerate: days?.moderate ?? 0,
    qualitySensitive: days?.sensitive ?? 0,
    qualityUnhealthy: days?.unhealthy ?? 0,
    qualityUnhealthyV: days?.veryUnhealthy ?? 0,
    qualityHazardous: days?.hazardous ?? 0,
    distanceTemperature: values.distanceTemperature,
    distance: values.distance,
    monthlyDesign: values.monthlyDesign,
    localDateTime: now.toISOString(),
    timeZone: now.getTimezoneOffset(),
    ERPId: values.ERPId,
    customerName: values.customerName,
    customerRepresentative: values.customerRepresentative,
    customerPhone: values.customerPhone,
    customerEmail: values.customerEmail,
  };
}

/**
 * The form's schema: the form's values become the request body, which the contract's ProjectInputSchema checks (the
 * server applies the same schema); what the submit handler receives is the body the contract parsed.
 */
export const projectFormSchema = z
  .custom<ProjectFormValues>()
  .transform((values): unknown => projectBodyOf(values, new Date()))
  .pipe(ProjectInputSchema);

/**
 * Which message a refused save shows (docs/rules.md#project-rules): an elevation out of bounds its own; a missing value
 * (a number, the derived summer values, the city) mandatoryFields; anything else, an invalid name or a winter humidity
 * ratio the engine cannot compute, createProjectError.
 */
export function saveRefusal(errors: FieldErrors): 'elevation' | 'mandatory' | 'invalid' {
  const message = (field: string) => errors[field]?.message;
  if (message('elevation') !== undefined && message('elevation') !== PROJECT_MESSAGES.required) {
    return 'elevation';
  }
  const missing = Object.keys(errors).some(
    (field) => field !== 'winterOutdoorHumidityRatio' && message(field) === PROJECT_MESSAGES.required,
  );
  return missing ? 'mandatory' : 'invalid';
}

/** The outdoor fields that refuse a typed value out of range (section 5), with their message keys. */
const TYPED_RANGES = {
  summerOutdoorTemperature: ['temperature', 'validationSummerTemperature'],
  winterOutdoorTemperature: ['temperature', 'validationWinterTemperature'],
  summerOutdoorHumidity: ['humidity', 'validationSummerHumidity'],
  winterOutdoorHumidity: ['humidity', 'validationWinterHumidity'],
} as const;
export type OutdoorField = keyof typeof TYPED_RANGES;

/**
 * The message key (under projects.) of a typed outdoor value the form refuses, the previous value staying: a
 * temperature strictly between -31 and 56 C, a humidity strictly between -1 and 101 %; null when it is taken ('' and
 * '-' are, while typing).
 */
export function refusedOutdoorValue(field: OutdoorField, text: string): string | null {
  const value = parseTyped(text);
  const [kind, key] = TYPED_RANGES[field];
  const range = kind === 'temperature' ? OUTDOOR_TEMPERATURE_RANGE : HUMIDITY_RANGE;
  return value === null || (value > range.min - 1 && value < range.max + 1) ? null : key;
}
