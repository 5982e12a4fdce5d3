import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Until issue 19 the embedded default was PGlite, its cluster directly in DATA_DIR. At the first start on the
 * embedded PostgreSQL, such data is copied over table by table (after both are migrated to the same schema) and a
 * marker file records it; the PGlite files stay untouched, so going back (EMBEDDED_DATABASE=pglite) loses nothing
 * written before. A copy into a database that already has accounts is refused with a message instead of merged.
 */

const MARKER = 'pglite-imported';
const BATCH_ROWS = 500;
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type Target = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export async function copyPgliteData(
  dataDir: string,
  target: Target,
  log: (line: string) => void = () => {},
): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION')) || existsSync(join(dataDir, MARKER))) {
    return;
  }
  const counted = await rowsOf<{ accounts: number }>(
    target.execute(sql`select cast(count(*) as integer) as accounts from users`),
  );
  if (counted[0]!.accounts > 0) {
    throw new Error(
      `${dataDir} holds PGlite data from an earlier version and the embedded PostgreSQL already has accounts: ` +
        `not merging them. Start with EMBEDDED_DATABASE=pglite to keep using the PGlite data, or create the ` +
        `file ${join(dataDir, MARKER)} to keep the PostgreSQL data and ignore the PGlite files.`,
    );
  }
  log(`Copying the PGlite data in ${dataDir} into the embedded PostgreSQL`);
  // Loaded only for this one-time copy: a start without PGlite data does not load PGlite (start-up time, issue 19).
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const source = new PGlite(dataDir);
  try {
    await migrate(drizzle(source), { migrationsFolder });
    const tables = (
      await source.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).rows.map((row) => row.name);
    await target.transaction(async (tx) => {
      // Rows arrive in any table order: foreign keys and triggers wait (the copy is whole or nothing).
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of tables) {
        const name = sql.identifier(table);
        for (let offset = 0; ; offset += BATCH_ROWS) {
          const batch = await source.query<{ rows: unknown }>(
            `select coalesce(json_agg(t), '[]'::json) as rows from (select * from "${table.replace(/"/g, '""')}" order by 1 limit ${BATCH_ROWS} offset ${offset}) t`,
          );
          const rows = (batch.rows[0] as { rows: unknown[] }).rows;
          if (rows.length === 0) {
            break;
          }
          await tx.execute(
            sql`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
          );
        }
      }
      // Identity columns continue after the copied ids.
      const identities = await rowsOf<{ table: string; column: string }>(
        tx.execute(
          sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
        ),
      );
      for (const { table, column } of identities) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
        );
      }
    });
  } finally {
    await source.close();
  }
  writeFileSync(join(dataDir, MARKER), `${new Date().toISOString()}\n`);
  log('The PGlite data was copied; its files in DATA_DIR are no longer read and may be removed');
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
