/** The part of autocannon 8's programmatic API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      /** Each connection closes and opens anew after this many requests. */
      reconnectRate?: number;
    }
    interface Result {
      requests: { average: number; total: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
