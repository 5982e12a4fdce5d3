import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
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

/** Drops the counters whose window has ended. */
export async function dropEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
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
