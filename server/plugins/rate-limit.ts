import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { databaseRateLimitStore } from '../repositories/rate-limits.repository';

/**
 * Rate limits per client address on the calls worth abusing (login, registration, password mails, captcha), set
 * per route with `config: perMinute(n)`; other routes are not limited. The counters live in the database
 * (rate-limits.repository.ts), so every server process on it counts against the same limit.
 * The client address honours X-Forwarded-For only from TRUST_PROXY, so a caller cannot pick its own.
 */
export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests: please try again in ${context.after}`),
  });
}

/** The route option of a limit of `max` calls a minute per client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
