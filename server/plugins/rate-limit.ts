import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * Rate limits per client address on the calls worth abusing (login, registration, password mails, captcha), set
 * per route with `config: perMinute(n)`; other routes are not limited. The counters live in this process's memory:
 * with several processes each counts alone, so a shared store (PostgreSQL or Redis) is the step for scaling out.
 * The client address honours X-Forwarded-For only from TRUST_PROXY, so a caller cannot pick its own.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests: please try again in ${context.after}`),
  });
}

/** The route option of a limit of `max` calls a minute per client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
