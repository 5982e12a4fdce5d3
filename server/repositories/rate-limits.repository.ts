import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Counts one call of `key` in a window of `windowMs` and answers the count so far and the milliseconds left in the
 * window. One statement, so concurrent calls from any number of processes count each call exactly once.
 */
export async function countCall(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const window = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`cast(greatest(ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000), 0) as integer)`,
    });
  return row!;
}

/**
 * Drops the counters whose window ended over an hour ago (an hour: a login streak, takeTurn, outlives its last wait by
 * that long; an ended window counts from 1 again anyway).
 */
export async function dropEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

/** Every this many counted calls a process drops ended windows, which keeps the table to the clients of the hour. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store on the database: every server process on it shares the counters, so N processes allow
 * the limit once, not N times (issue 19). Each limited route counts under its own key prefix, as the Redis store does.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) {
        void dropEndedWindows(db).catch(() => {});
      }
      countCall(db, `${this.prefix}${key}`, timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(
        {},
        `${this.prefix}${route?.method ?? ''}${route?.url ?? routeOptions.path}-`,
      );
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Takes a turn of `key` (one account's login attempts, issue 28) in one statement, so concurrent attempts from any
 * number of processes each count: the first `free` attempts of a streak pass at once, each later one sets a wait of
 * 1, 2, 4 ... seconds (at most `maxWaitS`) before the next may pass. A streak ends after `streakS` seconds without an
 * attempt, or with dropKeys (a successful login). Answers 0 when the turn was taken, else the milliseconds to wait.
 */
export async function takeTurn(
  db: Database,
  key: string,
  settings: { free: number; maxWaitS: number; streakS: number },
): Promise<number> {
  const { free, maxWaitS, streakS } = settings;
  const freeCount = sql`cast(${free} as integer)`;
  const waitAfter = (attempt: SQL) =>
    sql`now() + make_interval(secs => least(cast(${maxWaitS} as double precision), case when ${attempt} <= ${freeCount} then 0 else power(2, ${attempt} - ${freeCount} - 1) end))`;
  const fresh = sql`${rateLimits.resetAt} < now() - make_interval(secs => cast(${streakS} as double precision))`;
  const next = sql`case when ${fresh} then 1 else ${rateLimits.count} + 1 end`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: waitAfter(sql`1`) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: next, resetAt: waitAfter(next) },
      setWhere: sql`${rateLimits.resetAt} <= now()`,
    })
    .returning({ count: rateLimits.count });
  return taken.length > 0 ? 0 : Math.max(1, await heldForMs(db, key));
}

/** Milliseconds left of `key`'s window or hold; 0 when there is none or it has ended. */
export async function heldForMs(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<number>`cast(greatest(ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000), 0) as integer)`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.ms ?? 0;
}

/** Forgets the counters and holds of `keys` (a successful login clears its account's failures). */
export async function dropKeys(db: Database, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
