import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { providerCache } from '../db/schema';

/** The cached answer under `key`, unless it has expired. */
export async function readCached(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: providerCache.value })
    .from(providerCache)
    .where(and(eq(providerCache.key, key), gt(providerCache.expiresAt, sql`now()`)));
  return row?.value;
}

/** Stores (or replaces) an answer until `expiresAt`; expired entries are dropped on the way. */
export async function writeCached(
  db: Database,
  entry: { key: string; provider: string; value: unknown; expiresAt: Date },
): Promise<void> {
  await db.delete(providerCache).where(lt(providerCache.expiresAt, sql`now()`));
  await db
    .insert(providerCache)
    .values(entry)
    .onConflictDoUpdate({
      target: providerCache.key,
      set: {
        value: entry.value,
        provider: entry.provider,
        expiresAt: entry.expiresAt,
        fetchedAt: sql`now()`,
      },
    });
}

/**
 * Claims `key` until `expiresAt`, unless an unexpired claim on it is held: true when the caller holds it now. A row of
 * the cache table, so server processes sharing the database take turns (issue 25: one reference year per location at
 * a time); releaseClaim ends it, and a process that dies holding one holds it only until `expiresAt`.
 */
export async function claim(
  db: Database,
  entry: { key: string; provider: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(providerCache)
    .values({ ...entry, value: { claimed: true } })
    .onConflictDoUpdate({
      target: providerCache.key,
      set: { provider: entry.provider, expiresAt: entry.expiresAt, fetchedAt: sql`now()` },
      setWhere: lt(providerCache.expiresAt, sql`now()`),
    })
    .returning({ key: providerCache.key });
  return rows.length > 0;
}

export async function releaseClaim(db: Database, key: string): Promise<void> {
  await db.delete(providerCache).where(eq(providerCache.key, key));
}
