import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Tables of request bookkeeping rather than data: the rate limits count every request, refused ones too (that is their
 * job), so they are left out of "a refused request wrote nothing".
 */
const BOOKKEEPING_TABLES = ['rate_limits'];

/**
 * Test-only SQL: the row count and a checksum of the rows of every table of the public schema (new tables are
 * included without a change here, bookkeeping tables left out), so a suite can prove that a refused request wrote
 * nothing.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const parts = tables
    .filter(({ name }) => !BOOKKEEPING_TABLES.includes(name))
    .map(
      ({ name }) =>
        sql`select ${name} as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(row_value::text), '' order by md5(row_value::text))), '') as sum
          from ${sql.identifier(name)} as row_value`,
    );
  if (parts.length === 0) {
    return {};
  }
  const sums = rowsOf<{ name: string; sum: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(sums.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

/** node-postgres answers { rows }, PGlite too; drizzle types them differently. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
