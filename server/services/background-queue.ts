import type { FastifyBaseLogger } from 'fastify';

/** A job of the queue: `signal` aborts when the queue closes (check it between slow steps). */
export type BackgroundJob = (signal: AbortSignal) => Promise<void>;

/**
 * Work off the request path, one job at a time in the order offered (issue 25: a reference year's archive calls). A
 * key already waiting or running is not taken again, and at most `limit` jobs wait (one offered beyond is dropped: the
 * read that offered it offers it again later), so memory stays bounded. A failing job is logged and empties the queue
 * (the provider is likely down: later reads offer their work again). The first job starts after the offering request's
 * own work of that turn of the event loop.
 */
export class BackgroundQueue<K extends string | number> {
  private readonly waiting = new Map<K, BackgroundJob>();
  private running: { key: K; done: Promise<void> } | undefined;
  private readonly stop = new AbortController();

  constructor(
    /** Jobs that may wait at once. */
    private readonly limit: number,
    /** What the jobs do, for the log ('reference year'). */
    private readonly what: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Runs `job` once its turn comes, unless `key` is waiting or running, the queue is full or closed. */
  offer(key: K, job: BackgroundJob): void {
    if (
      this.stop.signal.aborted ||
      this.waiting.has(key) ||
      this.running?.key === key ||
      this.waiting.size >= this.limit
    ) {
      return;
    }
    this.waiting.set(key, job);
    if (!this.running) {
      this.next();
    }
  }

  /** Stops taking jobs, aborts the running one and waits for it to end. */
  async close(): Promise<void> {
    this.stop.abort();
    this.waiting.clear();
    await this.running?.done;
  }

  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done || this.stop.signal.aborted) {
      this.running = undefined;
      return;
    }
    const [key, job] = first.value;
    this.waiting.delete(key);
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => job(this.stop.signal))
      .catch((error: unknown) => {
        this.waiting.clear();
        if (!this.stop.signal.aborted) {
          this.log.warn(
            { err: error, key },
            `${this.what} failed in the background; a later read tries again`,
          );
        }
      })
      .finally(() => this.next());
    this.running = { key, done };
  }
}
