import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throw-away database on
 * the PostgreSQL server of TEST_DATABASE_URL, dropped again by close().
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ kind: 'pglite' });
  }
  const { url, drop } = await createPostgresDatabase();
  // The browser tests and the rest run side by side on two cores with a server each: a connection can take longer than
  // the product's 5 s to come (a 503 once failed a suite's set-up on a slow day). The 5 s answer itself is held by
  // server/db/connection-loss.test.ts, which opens its database directly.
  const handle = await openDatabase({ kind: 'postgres', url, connectTimeoutMs: 60_000 });
  return { ...handle, close: () => handle.close().then(drop) };
}

/** An older release's database and the upgrade a newer release's start makes of it. */
export interface UpgradableDatabase {
  /** The database at the schema of the first migrations only (the older release's). */
  old: DatabaseHandle;
  /** Closes `old` and opens the same database with every migration, as a start of this release does. */
  upgrade(): Promise<DatabaseHandle>;
}

/**
 * A throw-away database (PGlite in a temporary folder, or one on TEST_DATABASE_URL's server) migrated with the first
 * `count` migrations only, for tests that fill it as an older release did and then upgrade it.
 */
export async function openTestDatabaseAt(count: number): Promise<UpgradableDatabase> {
  const migrations = firstMigrations(count);
  let target: DatabaseTarget;
  let remove: () => Promise<void>;
  if (process.env.TEST_DB === 'postgres') {
    const created = await createPostgresDatabase();
    target = { kind: 'postgres', url: created.url };
    remove = created.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-upgrade-'));
    target = { kind: 'pglite', dataDir };
    remove = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const old = await openDatabase({ ...target, migrations });
  rmSync(migrations, { recursive: true, force: true });
  return {
    old,
    upgrade: async () => {
      await old.close();
      const handle = await openDatabase(target);
      return { ...handle, close: () => handle.close().then(remove) };
    },
  };
}

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A temporary migrations folder holding the first `count` of ours (drizzle reads the journal and the SQL files). */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'airsizer-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, count);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return folder;
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL: its URL, and how to drop it. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  }
  const name = `airsizer_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** `work` on a connection of the PostgreSQL at `url` (creating and dropping test databases), closed after. */
export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
