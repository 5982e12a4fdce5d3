import type { z } from 'zod';
import { HttpError } from '../errors';

/**
 * A failed look-up at an external data provider: 503 when it did not answer (timeout, unreachable, rate limited),
 * 502 when it answered wrongly. The message names the provider and what happened; the web falls back to manual entry.
 */
export class ProviderError extends HttpError {
  constructor(
    statusCode: 502 | 503,
    readonly provider: string,
    message: string,
  ) {
    super(statusCode, message);
  }
}

export interface HttpClientOptions {
  /** The provider's name in messages: 'Nominatim', 'Open-Meteo air quality'. */
  provider: string;
  timeoutMs: number;
  userAgent: string;
}

/**
 * GETs `url` and parses the JSON answer with `schema`, within the timeout (AbortSignal.timeout). Every failure becomes
 * a ProviderError with a clear message: a timeout, no connection, a 429, any other non-2xx, or an unexpected body.
 */
export async function getJson<S extends z.ZodType>(
  url: URL,
  schema: S,
  { provider, timeoutMs, userAgent }: HttpClientOptions,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(
      503,
      provider,
      timedOut
        ? `${provider} did not answer within ${timeoutMs} ms: please try again later or enter the values by hand`
        : `${provider} cannot be reached: please try again later or enter the values by hand`,
    );
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new ProviderError(
      503,
      provider,
      `${provider} refuses more requests for now (HTTP 429): please try again later or enter the values by hand`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(
      502,
      provider,
      `${provider} answered with an error (HTTP ${response.status}): please try again later or enter the values by hand`,
    );
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ProviderError(502, provider, `${provider} answered in an unexpected format`);
  }
  return parsed.data;
}

/**
 * Serialises calls so that starts are at least `intervalMs` apart, in arrival order: Nominatim's usage policy allows
 * at most one request per second (https://operations.osmfoundation.org/policies/nominatim/).
 */
export class IntervalLimiter {
  private last = Promise.resolve();
  private nextStart = 0;

  constructor(private readonly intervalMs: number) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.last.then(async () => {
      const wait = this.nextStart - Date.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      this.nextStart = Date.now() + this.intervalMs;
    });
    this.last = turn;
    return turn.then(work);
  }
}
