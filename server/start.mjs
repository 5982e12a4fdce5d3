// The product's entry (`npm start`; plain JavaScript, so a supervisor starts without TypeScript's loader). It serves
// from this process, or, with more than one server process, supervises node:cluster workers that share the port:
// one Node process uses one core, and on two cores two answered the lists' calls 40 % faster (issue 19).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { currentServerBundle } from './bundle.mjs';

/**
 * SERVER_PROCESSES: `auto` (or unset) is one per core on PostgreSQL (DATABASE_URL) and one on the embedded database,
 * which belongs to the process that starts it. A value server/config.ts refuses gives one process, whose start then
 * names the fault.
 * @param {Record<string, string | undefined>} env
 */
function serverProcesses(env) {
  const value = env.SERVER_PROCESSES || 'auto';
  if (!env.DATABASE_URL) {
    return 1;
  }
  if (value === 'auto') {
    return availableParallelism();
  }
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 1;
}

/**
 * Starts `count` workers one after another, each once the one before listens: the first serves as soon as a single
 * process would, and start-up's one-time work (migrations, the first administrator) is done before the next begins.
 * A worker that ends before it listens ends the whole, as a failed start of one process would; one that ends later is
 * replaced. SIGTERM or SIGINT passes to every worker, and the supervisor ends when they have.
 * @param {number} count
 */
function supervise(count) {
  let stopping = false;
  const live = () => Object.keys(cluster.workers ?? {}).length;
  const start = () => {
    const worker = cluster.fork();
    let served = false;
    worker.once('listening', () => {
      served = true;
      if (live() < count) {
        start();
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (live() === 0) {
          process.exit();
        }
        return;
      }
      if (!served) {
        // It said why on its way out.
        process.exitCode = code || 1;
        stop();
        return;
      }
      console.error(`A server process ended (${signal ?? `exit code ${code}`}): starting another.`);
      start();
    });
  };
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) {
      process.exit();
    }
    for (const worker of workers) {
      worker?.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  start();
}

const processes = serverProcesses(process.env);
if (cluster.isPrimary && processes > 1) {
  supervise(processes);
} else {
  // The bundle when it is current (server/bundle.mjs), else the sources through TypeScript's loader, as `--import tsx`
  // would register it (the document workers do the same).
  const bundle = currentServerBundle();
  if (bundle) {
    await import(bundle);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import('./main.ts');
  }
}
