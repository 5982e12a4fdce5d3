import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { documentFixture } from './fixture';
import { generateDocument } from './generate';
import { DOCUMENT_MESSAGES, DocumentWorkers } from './workers';

/** Documents in worker threads (issue 14: made on the event loop, zips held every other request for seconds). */
const workers = new DocumentWorkers({ threads: 1, perCaller: 1, perCallerWaiting: 1 });
afterAll(() => workers.close());

const ctx = documentFixture({ language: 'de' });

describe('DocumentWorkers', () => {
  it('makes in a worker thread the same bytes as the generator in process', async () => {
    const inWorker = await workers.make('a', { kind: 'specification', ctx });
    const inProcess = await generateDocument({ kind: 'specification', ctx });
    expect(inWorker.toString('utf8')).toBe(Buffer.from(inProcess).toString('utf8'));
    const pdf = await workers.make('a', { kind: 'dataSheet', ctx });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lets a caller wait their turn, refuses them past their line with 429, and serves another caller', async () => {
    const job = { kind: 'drawingPdf' as const, ctx };
    const results = await Promise.allSettled([
      workers.make('busy', job), // in the pool
      workers.make('busy', job), // waits its turn
      workers.make('busy', job), // past the line
      workers.make('other', job), // another caller has a share of their own
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const refused = (results[2] as PromiseRejectedResult).reason as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe(DOCUMENT_MESSAGES.tooMany);
    // The line is free again once the jobs are done.
    await expect(workers.make('busy', job)).resolves.toBeInstanceOf(Buffer);
  });

  it('warms every thread up with a data sheet of the fixture and keeps it (issue 29: the first document after a start)', async () => {
    const warmed = new DocumentWorkers({ threads: 2 });
    try {
      await warmed.warmUp();
      expect(warmed.threadsRunning()).toBe(2);
    } finally {
      await warmed.close();
    }
  });
});
