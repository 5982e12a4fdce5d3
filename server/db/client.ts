import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseKind } from '../../contracts/system';
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedStatus, type EmbeddedSupervision } from './embedded-postgres';
import { copyPgliteData } from './pglite-import';
import * as schema from './schema';

/** The drizzle database both drivers give; repositories take this and never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * Where the errors of lost connections go (the app's log); until set, standard error. Such an error never ends the
   * process: the pool drops the connection and opens a new one for the next query.
   */
  onConnectionError(report: (error: Error) => void): void;
  /** Issue 28: the embedded PostgreSQL's supervised state (only on the embedded database). */
  embeddedStatus?(): EmbeddedStatus;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      migrations?: string;
      /** How long a request waits for a pooled connection before its 503 (default 5 s). */
      connectTimeoutMs?: number;
    }
  /** A PostgreSQL the product starts itself, its cluster in dataDir/postgres (the default, issue 19). */
  | { kind: 'embedded'; dataDir: string; log?: (line: string) => void; supervision?: EmbeddedSupervision }
  /** dataDir undefined = in memory (tests). `migrations`: another folder (tests of an upgrade from an older schema). */
  | { kind: 'pglite'; dataDir?: string; migrations?: string };

/**
 * The configured database: PostgreSQL at DATABASE_URL; else the embedded PostgreSQL in DATA_DIR, or PGlite in
 * DATA_DIR when EMBEDDED_DATABASE=pglite.
 */
export function databaseTargetFor(config: Config, log?: (line: string) => void): DatabaseTarget {
  if (config.DATABASE_URL) {
    return { kind: 'postgres', url: config.DATABASE_URL };
  }
  return config.EMBEDDED_DATABASE === 'pglite'
    ? { kind: 'pglite', dataDir: config.DATA_DIR }
    : { kind: 'embedded', dataDir: config.DATA_DIR, log };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies every pending migration; the same migrations serve both engines. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'embedded') {
    const embedded = await startEmbeddedPostgres(target.dataDir, target.log, target.supervision);
    try {
      const handle = await openDatabase({ kind: 'postgres', url: embedded.url });
      await copyPgliteData(target.dataDir, handle.db, target.log);
      return {
        ...handle,
        embeddedStatus: () => embedded.status(),
        close: async () => {
          await handle.close();
          await embedded.stop();
        },
      };
    } catch (error) {
      await embedded.stop();
      throw error;
    }
  }
  if (target.kind === 'postgres') {
    // A connection that cannot be made in 5 s fails the query (a 503) rather than holding the request.
    const pool = new ConnectionReturningPool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    let report = (error: Error) => console.error(`database connection lost: ${error.message}`);
    // A server restart, failover or pg_terminate_backend emits 'error' on idle pooled clients (through the pool)
    // and on checked-out ones (through the client): unhandled, either would end the process.
    pool.on('error', (error) => report(error));
    pool.on('connect', (client) => client.on('error', (error) => report(error)));
    try {
      const db = drizzlePg(pool, { schema });
      await migrateAlone(pool, () =>
        migratePg(db, { migrationsFolder: target.migrations ?? migrationsFolder }),
      );
      return {
        db: db as unknown as Database,
        kind: 'postgres',
        close: () => pool.end(),
        onConnectionError: (next) => {
          report = next;
        },
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  if (target.dataDir !== undefined) {
    mkdirSync(target.dataDir, { recursive: true });
  }
  // PGlite (its WASM and driver) loads only when it is the database: a start on PostgreSQL skips it (issue 19).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = target.dataDir === undefined ? new PGlite() : new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: target.migrations ?? migrationsFolder });
  // In-process: there is no connection to lose.
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    onConnectionError: () => {},
  };
}

/**
 * drizzle-orm 0.45's transaction() checks a client out and sends BEGIN before its try/finally: when BEGIN fails on a
 * connection that died while idle (the embedded PostgreSQL killed and restarted, issue 28), that client is never
 * released. Each such death kept one of the pool's ten clients for good, and pool.end() then waited for ever (a
 * server that did not stop on SIGTERM). Here a client checked out with connect() goes back to the pool, which
 * discards it, as soon as its connection ends; its holder's own release afterwards does nothing. pool.query checks
 * out with a callback and releases on every path: that way is left as it is.
 */
class ConnectionReturningPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then((client) => {
      // pg-pool sets a fresh release for every check-out, which throws when called twice.
      const release = client.release.bind(client);
      let released = false;
      const giveBack = (error?: Error | boolean) => {
        if (!released) {
          released = true;
          client.removeListener('end', onEnd);
          release(error);
        }
      };
      const onEnd = () => giveBack(new Error('the connection ended while the client was checked out'));
      client.once('end', onEnd);
      client.release = giveBack;
      return client;
    });
  }
}

/** PostgreSQL's codes of a lost or refused connection: admin or crash shutdown, cannot connect now, class 08. */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres' own messages for a connection that died or could not be made in time. */
const LOST_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether an error (or one it wraps: drizzle wraps the driver's errors as `cause`) means the database could not be
 * reached, rather than that the query was wrong: the API answers those 503 and the client may try again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_LOST_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))
    ) {
      return true;
    }
    if (LOST_MESSAGES.test(current.message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** Any fixed number: the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 7_319_019;

/**
 * Runs `migrate` while holding a session advisory lock, so processes started together (N servers behind a proxy,
 * a new release rolled out) migrate one after the other: the first applies what is pending, the others find nothing
 * left instead of failing on half-created tables.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

/** A cheap round trip, used by the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
