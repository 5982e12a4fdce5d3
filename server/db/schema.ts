import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
