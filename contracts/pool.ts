import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_ID, recordId, recordIdParam, text } from './fields';
import { MANDATORY_FIELDS_MESSAGE } from './positions';

/**
 * Pool (HYDRApro) positions (docs/rules.md#pool-calculator). The mandatory rule (docs/rules.md#pool-mandatory) is one function both sides
 * run (domain/pool.ts missingPoolFields): the form shows the message and sends nothing, the server answers 400 with
 * the same message and writes nothing.
 */

/** docs/rules.md#pool-mandatory: saved only when each of these is given and not zero (a zero temperature included). */
export const POOL_MANDATORY_FIELDS = [
  'projectId',
  'name',
  'poolName',
  'typeOfPool',
  'poolVolume',
  'waterSurface',
  'airTemperature',
  'waterTemperature',
  'maxRequiredAir',
  'minRequiredFreshAir',
  'numOfAirChanges',
  'airHumidity',
  'unitTypeId',
  'numOfUnits',
  'price',
] as const;
export type PoolMandatoryField = (typeof POOL_MANDATORY_FIELDS)[number];

/** The message of a save that misses a mandatory field (the key snackbar.mandatoryFields). */
export const POOL_TEMPERATURE_RULE = 'must be from 0 to 60 C';
/** One wording for every form (issue 31): the positions' message. */
export const POOL_MANDATORY_MESSAGE = MANDATORY_FIELDS_MESSAGE;

/** A number the mandatory rule checks: '' and null reach the service as missing instead of as a type error. */
const checkedNumber = () =>
  z.preprocess((v) => (v === '' ? null : v), z.number({ error: 'must be a number' }).nullish());
/** C; the pool model's saturation pressure holds from 0 to 60 C (engine/pool). */
const poolTemperature = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: 'must be a number' })
      .min(0, POOL_TEMPERATURE_RULE)
      .max(60, POOL_TEMPERATURE_RULE)
      .nullish(),
  );
const checkedText = (max: number) =>
  text({ error: 'must be a text' }).trim().max(max, `must be at most ${max} characters`).nullish();
const count = () =>
  z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(10_000).default(0);

/** A pool position's name and its pool's name: at most this many characters. */
export const POOL_NAME_MAX = 100;

/** The saved pool fields (docs/rules.md#pool-calculator); revisionNumber is always 0 and positionId is the id. */
export const PoolPositionInputSchema = z.object({
  projectId: z.preprocess(
    (v) => (v === '' ? null : v),
    // 0 passes here so the mandatory rule words it, as for every other mandatory field.
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(MAX_ID, `must be at most ${MAX_ID}`)
      .nullish(),
  ),
  name: checkedText(POOL_NAME_MAX),
  poolName: checkedText(POOL_NAME_MAX),
  /** 1-7 (engine/pool POOL_TYPES). */
  typeOfPool: checkedNumber(),
  /** m3, m2, C, C */
  poolVolume: checkedNumber(),
  waterSurface: checkedNumber(),
  airTemperature: poolTemperature(),
  waterTemperature: poolTemperature(),
  /** m3/h, m3/h, 1/h: recomputed by the server from the pool data. */
  maxRequiredAir: checkedNumber(),
  minRequiredFreshAir: checkedNumber(),
  numOfAirChanges: checkedNumber(),
  /** % */
  airHumidity: checkedNumber(),
  /** Outside (supply) air, kg/kg. */
  absoluteHumidityAir: z.number({ error: 'must be a number' }).min(0).max(0.0143).default(0.009),
  wildWaterChannels: count(),
  waterMushrooms: count(),
  /** m */
  waterMushroomsMeters: count(),
  neckMassageShowers: count(),
  underwaterJets: count(),
  bubbleFountains: count(),
  childrenSeats: count(),
  childrenSlides: count(),
  massageAreas: count(),
  loungersSeats: count(),
  simultaneityFactorAttraction: z.number({ error: 'must be a number' }).min(0).max(1).default(1),
  numberOfVisitors: count(),
  /** Catalogue id 1-36. */
  unitTypeId: checkedNumber(),
  numOfUnits: checkedNumber(),
  /** EUR, the position's price: recomputed by the server as the catalogue price times the units. */
  price: checkedNumber(),
});
export type PoolPositionInput = z.infer<typeof PoolPositionInputSchema>;
export type PoolPositionInputBody = z.input<typeof PoolPositionInputSchema>;

export const PoolPositionEditSchema = PoolPositionInputSchema.extend({ id: recordId() });

/** A saved pool position as read back (its fields and the project's hydra row, docs/rules.md#pool-position-view). */
export const PoolPositionSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  projectId: z.number().int(),
  revisionNumber: z.number().int(),
  name: z.string(),
  poolName: z.string(),
  typeOfPool: z.number().int(),
  poolVolume: z.number(),
  waterSurface: z.number(),
  airTemperature: z.number(),
  waterTemperature: z.number(),
  maxRequiredAir: z.number(),
  minRequiredFreshAir: z.number(),
  numOfAirChanges: z.number(),
  airHumidity: z.number(),
  absoluteHumidityAir: z.number(),
  wildWaterChannels: z.number(),
  waterMushrooms: z.number(),
  waterMushroomsMeters: z.number(),
  neckMassageShowers: z.number(),
  underwaterJets: z.number(),
  bubbleFountains: z.number(),
  childrenSeats: z.number(),
  childrenSlides: z.number(),
  massageAreas: z.number(),
  loungersSeats: z.number(),
  simultaneityFactorAttraction: z.number(),
  numberOfVisitors: z.number(),
  unitTypeId: z.number().int(),
  numOfUnits: z.number().int(),
  price: z.number().describe('EUR'),
  createdAt: z.string().describe('ISO 8601, UTC'),
  /** Recomputed from the pool data on every read (engine/pool), not stored. */
  evaporationLoad: z.number().describe('Design evaporation, kg/h'),
  dehumidificationCapacity: z.number().describe('Of maxRequiredAir, kg/h'),
  airForEvaporationLoad: z.number().describe('The unrounded air volume that carries the evaporation, m3/h'),
  airForEvaporationLoadRoundedUp: z.number().describe('The same rounded up to hundreds, m3/h'),
  airBelowEvaporationLoad: z
    .boolean()
    .describe('maxRequiredAir (rounded down to hundreds) carries less than the evaporation load'),
  /** The unit as the server's catalogue names it (the web app holds no catalogue); null: not in the catalogue. */
  unit: z
    .object({
      series: z.string().describe('HYDRApro'),
      type: z.string().describe('COMPACT BASIC, COMPACT GENIUS, BASIC, GENIUS'),
      size: z.string().describe('The size code, 06.03 ...'),
    })
    .nullable()
    .default(null),
});
export type PoolPosition = z.infer<typeof PoolPositionSchema>;

export const PoolIdQuery = z.object({ id: recordIdParam() });
export const PoolProjectQuery = z.object({ projectId: recordIdParam() });
/** POST /project/item/hydra/copy (issue 30): a pool position copied into its own or another of the caller's projects. */
export const PoolCopyBody = z.object({
  id: recordId().describe('The pool position to copy'),
  targetProjectId: recordId()
    .optional()
    .describe('One of the caller’s projects to copy it into; the position’s own project when left out'),
});
export const PoolTypesQuery = z.object({
  maxRequiredAir: z.coerce.number({ error: 'must be a number' }).min(0).max(1_000_000),
});

/** A catalogue entry (docs/rules.md#pool-catalogue) (dimensions mm, weight kg, price EUR, air m3/h). */
export const PoolUnitSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  unit: z.string(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  weight: z.number(),
  price: z.number(),
  maxAirVolume: z.number(),
});
export type PoolUnitRow = z.infer<typeof PoolUnitSchema>;

export const PoolPositionResponse = envelope(z.object({ data: PoolPositionSchema }));
export const PoolPositionListResponse = envelope(z.object({ data: z.array(PoolPositionSchema) }));
export const PoolDeletedResponse = envelope(z.object({ id: z.number().int() }));
export const PoolTypesResponse = envelope(z.object({ data: z.array(PoolUnitSchema) }));
