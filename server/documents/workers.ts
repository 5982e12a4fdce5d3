import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../errors';
import type { AlternativesData } from '../../contracts/energy';
import type { AlternativesJobInput } from '../services/energy-alternatives';
import type { DocumentJob, WorkerJob, WorkerResult } from './generate';
import type { MollierPdfInput } from './mollier-pdf';
import type { ComparisonPdfInput } from './comparison/comparison-pdf';

/** How documents are made off the event loop: threads, the shared queue and each caller's share of it. */
export interface DocumentWorkerOptions {
  /** Worker threads; by default one core is left to the event loop. */
  threads?: number;
  /** Jobs waiting for a thread beyond which new ones answer 503. */
  maxQueue?: number;
  /** Jobs one caller may have in the pool at once; their further jobs wait their turn. */
  perCaller?: number;
  /** Jobs of one caller that may wait their turn; more answer 429. */
  perCallerWaiting?: number;
}

export const DOCUMENT_MESSAGES = {
  busy: 'The document service is busy: please try again in a moment',
  tooMany: 'You have too many documents in the making: please wait for them to finish',
} as const;

/** One caller's jobs in the pool and the ones waiting for a place. */
interface CallerShare {
  inPool: number;
  waiting: (() => void)[];
}

/**
 * Documents are CPU work of 20-300 ms each (fonts, layout, compression): made on the event loop, one user downloading
 * zips on 8 connections held every other request for seconds. Here they run in a small pool of worker threads
 * (piscina) with a bounded queue. One caller holds at most `perCaller` places in the pool; their further jobs wait
 * in their own line (a documentation page's burst of downloads succeeds) so no one caller can crowd out the others;
 * past `perCallerWaiting` they answer 429. The shares are per process: each process has its own threads.
 */
export class DocumentWorkers {
  private readonly pool: Piscina;
  private readonly perCaller: number;
  private readonly perCallerWaiting: number;
  private readonly shares = new Map<string, CallerShare>();
  private readonly threads: number;

  constructor(options: DocumentWorkerOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.perCaller = options.perCaller ?? 2;
    this.perCallerWaiting = options.perCallerWaiting ?? 16;
    this.threads = threads;
    this.pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      // Threads start with the first document (or warmUp) and stop after a minute idle, the warmed ones excepted.
      minThreads: 0,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? 64,
      idleTimeout: 60_000,
    });
  }

  /**
   * Starts every thread and has each make a document of the fixture, so the first document after a start is as fast
   * as later ones (issue 29: the first data sheet took 4.6 s, loading the generators and parsing the fonts). The
   * server calls it a second after it listens, off the path to healthy; the warmed threads stay (minThreads).
   */
  async warmUp(): Promise<void> {
    this.pool.options.minThreads = this.threads;
    await Promise.all(
      Array.from({ length: this.threads }, () => this.pool.run({ kind: 'warmUp' } satisfies WorkerJob)),
    );
  }

  /** The threads started (and not stopped for idleness). */
  threadsRunning(): number {
    return this.pool.threads.length;
  }

  /** Makes one document for `caller` (their account id): waits for their turn; 429 past their line, 503 when full. */
  async make(caller: string, job: DocumentJob): Promise<Buffer> {
    return asBuffer(await this.run(caller, job));
  }

  /** The Mollier chart PDF, as a document (issue 28: it was made on the request thread). */
  async mollierPdf(caller: string, mollier: MollierPdfInput): Promise<Buffer> {
    return asBuffer(await this.run(caller, { kind: 'mollierPdf', mollier }));
  }

  /** A project's quotation or its documents' zip (issue 30): many documents in one job, in the caller's places. */
  async project(
    caller: string,
    job: Extract<WorkerJob, { kind: 'projectQuotation' | 'projectBundle' }>,
  ): Promise<Buffer> {
    return asBuffer(await this.run(caller, job));
  }

  /** The comparison of two revisions as a PDF (issue 30), within the caller's places like a document. */
  async comparisonPdf(caller: string, comparison: ComparisonPdfInput): Promise<Buffer> {
    return asBuffer(await this.run(caller, { kind: 'comparisonPdf', comparison }));
  }

  /** A revision's alternatives (up to 18 selections and annual runs), within the caller's places like a document. */
  async alternatives(
    caller: string,
    alternatives: AlternativesJobInput,
  ): Promise<Pick<AlternativesData, 'alternatives' | 'refused'>> {
    const result = await this.run(caller, { kind: 'alternatives', alternatives });
    if (result instanceof Uint8Array) {
      throw new Error('the alternatives job answered bytes');
    }
    return result;
  }

  private async run(caller: string, job: WorkerJob): Promise<WorkerResult> {
    const share = this.shares.get(caller) ?? { inPool: 0, waiting: [] };
    this.shares.set(caller, share);
    if (share.inPool < this.perCaller) {
      share.inPool += 1;
    } else if (share.waiting.length < this.perCallerWaiting) {
      await new Promise<void>((resolve) => share.waiting.push(resolve));
    } else {
      throw new HttpError(429, DOCUMENT_MESSAGES.tooMany);
    }
    try {
      if (this.pool.queueSize >= this.pool.options.maxQueue) {
        throw new HttpError(503, DOCUMENT_MESSAGES.busy);
      }
      return (await this.pool.run(job)) as WorkerResult;
    } finally {
      // The place passes to the caller's next waiting job, or is given back.
      const next = share.waiting.shift();
      if (next) {
        next();
      } else if (--share.inPool === 0) {
        this.shares.delete(caller);
      }
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

function asBuffer(result: WorkerResult): Buffer {
  if (!(result instanceof Uint8Array)) {
    throw new Error('a document job answered data instead of bytes');
  }
  return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
}
