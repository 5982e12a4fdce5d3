import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACADEMIC_TITLES, JOB_FIELDS, JOB_TITLES, LANGUAGES, ROLES, TITLES } from '../../contracts/users';

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
 * Companies users register under (part 1, section 3). The tax id (`tin`) is unique: a second member registers with
 * "already registered company" and the tin alone.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    index('users_company_id_idx').on(table.companyId),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each login starts a family; each refresh revokes the token it used and
 * adds its successor (`replaced_by`) to the family. A revoked token shown again means it was stolen, so the whole
 * family is revoked (part 5, accounts and security).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
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

/** Signatures of solved ALTCHA challenges, kept until the challenge expires so each answer counts once. */
export const captchaUsed = pgTable(
  'captcha_used',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_used_expires_at_idx').on(table.expiresAt)],
);
