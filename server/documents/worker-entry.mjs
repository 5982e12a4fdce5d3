// The document worker thread's entry (plain JavaScript, so any Node can start it): it makes documents with the
// TypeScript generators of documents/generate.ts.
import { Piscina } from 'piscina';

// Loader hooks are per thread and a worker does not inherit the parent's, so tsx's loader is registered here
// (under Vitest as under `tsx server/main.ts`).
const { register } = await import('tsx/esm/api');
register();

const { runWorkerJob } = await import('./generate.ts');

/** One job: a document's bytes, moved (not copied) back to the main thread, or data (the alternatives), cloned. */
export default async function run(job) {
  const result = await runWorkerJob(job);
  if (!(result instanceof Uint8Array)) {
    return result;
  }
  // A fresh buffer of exactly the document (pdfkit's may be a slice of a shared pool), handed over without a copy.
  return Piscina.move(new Uint8Array(result));
}
