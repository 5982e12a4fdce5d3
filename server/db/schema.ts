import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { SelectionResult } from '../../engine/select';
import type { MonthlyDesign } from '../../contracts/locations';
import type { PositionInput } from '../../contracts/positions';
import { ADMIN_AUDIT_ACTIONS } from '../../contracts/admin';
import {
  ACADEMIC_TITLES,
  JOB_FIELDS,
  JOB_TITLES,
  LANGUAGES,
  ROLES,
  TITLES,
  UNIT_SYSTEMS,
} from '../../contracts/users';

/**
 * The database schema. Migrations are generated from it with `npm run db:generate` (drizzle-kit) into
 * server/db/migrations and applied at start-up, unchanged on PGlite and PostgreSQL.
 */

/** Answers of external data providers (geocoding, climate, air quality), so a second look-up is local. */
export const providerCache = pgTable(
  'provider_cache',
  {
    key: text('key').primaryKey(),
    provider: text('provider').notNull(),
    value: jsonb('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('provider_cache_expires_at_idx').on(table.expiresAt)],
);

/**
 * Companies users register under (docs/rules.md#registration). The tax id (`tin`) is unique: a second member
 * registers with "already registered company" and the tin alone.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tin: text('tin').notNull().unique(),
  streetNumber: text('street_number').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts. E-mail addresses are stored lower-cased (contracts/users.ts), so the unique constraint is one address,
 * one account. The address fields are an individual's; a company member's address is the company's.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    disabled: boolean('disabled').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    unitSystem: text('unit_system', { enum: UNIT_SYSTEMS }).notNull().default('si'),
    title: text('title', { enum: TITLES }).notNull(),
    academicTitle: text('academic_title', { enum: ACADEMIC_TITLES }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title', { enum: JOB_TITLES }),
    jobField: text('job_field', { enum: JOB_FIELDS }),
    companyId: uuid('company_id').references(() => companies.id),
    streetNumber: text('street_number'),
    postcode: text('postcode'),
    city: text('city'),
    country: text('country'),
    /** The user's saved map position in degrees (WGS 84), where new projects open; null until one is saved. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Issue 28: the TOTP second factor (RFC 6238, base32 secret). `totp_pending_secret` is one being set up, until a
     * first code confirms it into `totp_secret`; `totp_last_step` is the last time step accepted, so a code works once.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_unit_system_check', sql`${table.unitSystem} in ('si', 'ip')`),
    index('users_company_id_idx').on(table.companyId),
  ],
);

/**
 * Sessions: one per login, ended by logout, a password change or reset, or disabling the account. Every access token
 * names its session (`sid`), and every authenticated call reads this row with its user by primary key, so an ended
 * session or a disabled account is refused at the next call (issue 14). The id is the refresh-token family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Issue 28: the login or the last refresh; the idle timeout counts from it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 28: the device as the server words it from the User-Agent ("Chrome on Windows"), and the address. */
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Issue 28: recovery codes (ASVS look-up secrets) of an account with a second factor: each single use, stored as a
 * SHA-256 of a random salt and the code, shown once when made; making new ones deletes the old.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * Issue 28: a sign-in half done: the password was right and the account needs its second factor (`totp`) or, an
 * administrator without one, to set it up (`enrol`). No session exists until then; the token is single use, short
 * lived and stored as a SHA-256 hash.
 */
export const LOGIN_CHALLENGE_KINDS = ['totp', 'enrol'] as const;
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOGIN_CHALLENGE_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('login_challenges_kind_check', sql`${table.kind} in ('totp', 'enrol')`),
    index('login_challenges_user_id_idx').on(table.userId),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each login starts a family; each refresh revokes the token it used and
 * adds its successor (`replaced_by`) to the family. A revoked token shown again means it was stolen, so the whole
 * family is revoked (docs/rules.md#security).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.family),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

/** Why a mailed link was issued. */
export const EMAIL_TOKEN_PURPOSES = ['confirm', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** The tokens of mailed links (e-mail confirmation, password reset): SHA-256 hashes, single use, expiring. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('email_tokens_purpose_check', sql`${table.purpose} in ('confirm', 'reset')`),
    index('email_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Secrets the server makes itself when the environment gives none (the JWT key, the ALTCHA key): the first process
 * to start stores one, and every later or parallel process reads the same, so tokens survive restarts and scaling.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every server process on this database (issue 19): one row per client address and
 * limited route, counting calls until reset_at, when the window starts again.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

/** Signatures of solved ALTCHA challenges, kept until the challenge expires so each answer counts once. */
export const captchaUsed = pgTable(
  'captcha_used',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_used_expires_at_idx').on(table.expiresAt)],
);

/** A project's customer (docs/rules.md#project-fields: ERP id, name, representative, phone, e-mail), shown for one
 * brand. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  erpId: text('erp_id'),
  name: text('name'),
  representative: text('representative'),
  phone: text('phone'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Projects at a map location (docs/rules.md#project-fields). The values fetched for the location are stored with the
 * project, so a later provider outage never changes a saved project (docs/rules.md#external-data). Numbers carry
 * their unit in the comment: C, %, g/kg, m, EUR/kWh, km. total_price and number_of_units follow the project's
 * positions.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    costDriver: text('cost_driver').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    country: text('country').notNull(),
    countryCode: text('country_code'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** m */
    elevation: doublePrecision('elevation').notNull(),
    /** C, C, C, % */
    summerOutdoorTemperature: doublePrecision('summer_outdoor_temperature').notNull(),
    summerWetBulbTemperature: doublePrecision('summer_wet_bulb_temperature').notNull(),
    summerDewPointTemperature: doublePrecision('summer_dew_point_temperature').notNull(),
    summerOutdoorHumidity: doublePrecision('summer_outdoor_humidity').notNull(),
    /** C, %, g/kg */
    winterOutdoorTemperature: doublePrecision('winter_outdoor_temperature').notNull(),
    winterOutdoorHumidity: doublePrecision('winter_outdoor_humidity').notNull(),
    winterOutdoorHumidityRatio: doublePrecision('winter_outdoor_humidity_ratio').notNull(),
    /** EUR/kWh */
    elPriceBusiness: doublePrecision('el_price_business').notNull(),
    elPriceHome: doublePrecision('el_price_home').notNull(),
    status: text('status'),
    aqiCurrent: doublePrecision('aqi_current').notNull(),
    aqiYearlyAverage: doublePrecision('aqi_yearly_average').notNull(),
    /** Days per US AQI category in the year before the look-up. */
    qualityGood: integer('quality_good').notNull().default(0),
    qualityModerate: integer('quality_moderate').notNull().default(0),
    qualitySensitive: integer('quality_sensitive').notNull().default(0),
    qualityUnhealthy: integer('quality_unhealthy').notNull().default(0),
    qualityUnhealthyV: integer('quality_unhealthy_v').notNull().default(0),
    qualityHazardous: integer('quality_hazardous').notNull().default(0),
    /** km from the location to the weather and the air-quality grid cells. */
    distanceTemperature: doublePrecision('distance_temperature'),
    distance: doublePrecision('distance'),
    monthlyDesign: jsonb('monthly_design').$type<MonthlyDesign>(),
    /** EUR */
    totalPrice: doublePrecision('total_price').notNull().default(0),
    numberOfUnits: integer('number_of_units').notNull().default(0),
    /**
     * Kept like the totals, in the transaction of each position write: the sums of the positions' active revisions'
     * supply and return flows (m3/h) and how many of those revisions are of each heat recovery family, so the
     * dashboard's unit-types chart reads one table (issue 19). Pool positions are in neither.
     */
    activeSupplyFlow: doublePrecision('active_supply_flow').notNull().default(0),
    activeReturnFlow: doublePrecision('active_return_flow').notNull().default(0),
    activeRotaryUnits: integer('active_rotary_units').notNull().default(0),
    activePlateUnits: integer('active_plate_units').notNull().default(0),
    activeEnthalpyUnits: integer('active_enthalpy_units').notNull().default(0),
    /** The browser's offset in minutes when saved (Date.getTimezoneOffset), for showing createdAt. */
    timeZone: integer('time_zone').notNull().default(0),
    /** Moves by one with each edit of the project's own values: an edit read at an older version is stale (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's projects newest first, as the dashboard lists them: a page of the default order reads only its own
  // rows, and the list's total counts index entries (issue 19). NULLS FIRST is what a plain DESC in ORDER BY means.
  (table) => [
    index('projects_owner_created_idx').on(
      table.ownerUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every change an administrator makes to an account: who (null: the `npm run admin` command line), whom, what, the
 * old and the new value, when. A deleted account leaves its rows, with its id set to null.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admin_audit_action_check', sql`${table.action} in ('role', 'disabled', 'secondFactor')`),
    index('admin_audit_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Pool (HYDRApro) positions of a project (docs/rules.md#pool-calculator). revision_number is always 0 (pool positions
 * have no revisions). Units: m3, m2, C, %, kg/kg, m3/h, 1/h, EUR; attraction fields are counts
 * (water_mushrooms_meters in m). The price is in the project's total_price and num_of_units in its number_of_units
 * while the row exists.
 */
export const poolPositions = pgTable(
  'pool_positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    revisionNumber: integer('revision_number').notNull().default(0),
    name: text('name').notNull(),
    poolName: text('pool_name').notNull(),
    typeOfPool: integer('type_of_pool').notNull(),
    poolVolume: doublePrecision('pool_volume').notNull(),
    waterSurface: doublePrecision('water_surface').notNull(),
    airTemperature: doublePrecision('air_temperature').notNull(),
    waterTemperature: doublePrecision('water_temperature').notNull(),
    maxRequiredAir: doublePrecision('max_required_air').notNull(),
    minRequiredFreshAir: doublePrecision('min_required_fresh_air').notNull(),
    numOfAirChanges: doublePrecision('num_of_air_changes').notNull(),
    airHumidity: doublePrecision('air_humidity').notNull(),
    absoluteHumidityAir: doublePrecision('absolute_humidity_air').notNull(),
    wildWaterChannels: doublePrecision('wild_water_channels').notNull().default(0),
    waterMushrooms: doublePrecision('water_mushrooms').notNull().default(0),
    waterMushroomsMeters: doublePrecision('water_mushrooms_meters').notNull().default(0),
    neckMassageShowers: doublePrecision('neck_massage_showers').notNull().default(0),
    underwaterJets: doublePrecision('underwater_jets').notNull().default(0),
    bubbleFountains: doublePrecision('bubble_fountains').notNull().default(0),
    childrenSeats: doublePrecision('children_seats').notNull().default(0),
    childrenSlides: doublePrecision('children_slides').notNull().default(0),
    massageAreas: doublePrecision('massage_areas').notNull().default(0),
    loungersSeats: doublePrecision('loungers_seats').notNull().default(0),
    simultaneityFactorAttraction: doublePrecision('simultaneity_factor_attraction').notNull(),
    numberOfVisitors: doublePrecision('number_of_visitors').notNull(),
    unitTypeId: integer('unit_type_id').notNull(),
    numOfUnits: integer('num_of_units').notNull(),
    price: doublePrecision('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pool_positions_project_id_idx').on(table.projectId),
    check('pool_positions_num_of_units', sql`${table.numOfUnits} between 1 and 8`),
  ],
);

/**
 * Positions (project items) of the Compact line (docs/rules.md#position-fields, docs/rules.md#revisions). A position
 * is a name and a series of revisions; the active one is in the project's total_price (its price) and number_of_units
 * (1) while the row exists. revision_count is the highest revision number made, so numbers never repeat.
 */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Made when the wizard starts; the same for every revision. */
    guid: uuid('guid').notNull(),
    activeRevisionNumber: integer('active_revision_number').notNull(),
    revisionCount: integer('revision_count').notNull(),
    /** Moves by one with each new revision and activation: a save read at an older version is stale (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('positions_project_id_idx').on(table.projectId)],
);

/**
 * One calculation of a position: the checked input, the whole engine result and its data sheet, never changed
 * afterwards (a trigger refuses every UPDATE; rows go only with their position). The columns beside the JSON are
 * what lists and the dashboard read: price in EUR, flows in m3/h, time_zone in minutes (Date.getTimezoneOffset).
 */
export const positionRevisions = pgTable(
  'position_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    revisionNumber: integer('revision_number').notNull(),
    input: jsonb('input').$type<PositionInput>().notNull(),
    /** The engine result of engineVersion's shape: read through services/stored-result.ts, never cast. */
    selection: jsonb('selection').$type<unknown>().notNull(),
    /** The data sheet record of engineVersion's shape (contracts' DataSheet when it parses). */
    dataSheet: jsonb('data_sheet').$type<unknown>().notNull(),
    engineVersion: text('engine_version').notNull(),
    /** EUR */
    price: doublePrecision('price').notNull(),
    unitTypeId: integer('unit_type_id').notNull(),
    heatRecoveryFamily: text('heat_recovery_family').$type<HeatRecoveryFamily>().notNull(),
    /** m3/h */
    supplyFlow: doublePrecision('supply_flow').notNull(),
    returnFlow: doublePrecision('return_flow').notNull(),
    /** What the lists show of the selection, kept beside it so a list never reads the selection (issue 19). */
    unitLabel: text('unit_label').notNull(),
    fanType: text('fan_type').notNull(),
    dimensions: jsonb('dimensions').$type<SelectionResult['unit']['dimensions']>().notNull(),
    timeZone: integer('time_zone').notNull().default(0),
    localDateTime: text('local_date_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('position_revisions_position_revision_unique').on(table.positionId, table.revisionNumber),
    check(
      'position_revisions_family_check',
      sql`${table.heatRecoveryFamily} in ('Rotary', 'Plate', 'Enthalpy')`,
    ),
  ],
);

/**
 * The hourly weather year of a project's annual energy (issue 20), stored with the project so a later provider
 * outage never changes its figures: ERA5 or synthetic (from the monthly design data, or the design conditions alone), with the coordinates it was
 * made for (a moved project gets a new one). Hours from 1 January 0:00 local time: C and kg/kg.
 */
/** Binary data: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const projectWeatherYears = pgTable('project_weather_years', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The year's kind: 'era5', 'reference' (ISO 15927-4 from ERA5 years), 'monthly', 'design' or 'uploaded' ('synthetic'
   * in rows written before: monthly). */
  source: text('source')
    .$type<'era5' | 'reference' | 'synthetic' | 'monthly' | 'design' | 'uploaded'>()
    .notNull(),
  year: integer('year'),
  method: text('method').notNull(),
  /**
   * The 8760 hours as big-endian float32 (4 bytes an hour: 35 kB a series where JSON took about 70 kB and a parse of
   * both on every read, issue 29); weather-years.repository.ts encodes and decodes them.
   */
  tDb: bytea('t_db').notNull(),
  w: bytea('w').notNull(),
  /** Pa */
  pressure: doublePrecision('pressure').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A wizard left half-way (issue 30): its values as typed and its step, one per user, project and position (none for
 * a new one), kept until the position is saved or the draft is discarded, so another visit or browser offers it.
 */
export const wizardDrafts = pgTable(
  'wizard_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wizard_drafts_owner_position').on(
      table.userId,
      table.projectId,
      sql`coalesce(${table.positionId}, 0)`,
    ),
    check('wizard_drafts_step', sql`${table.step} between 1 and 8`),
  ],
);
