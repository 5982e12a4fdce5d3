/**
 * A restart as `npm start` does it with a current build (issue 19, acceptance 3): the web build's staleness check
 * (scripts/build-web-if-stale.mjs, which builds nothing when dist/web and the server's bundle are current), then
 * `node server/start.mjs` with its default process count on PostgreSQL (127.0.0.1:5432; BENCH_DATABASE_URL overrides;
 * skipped when it does not answer),
 * timed until /api/health answers 200. The database is made and migrated by a first start that is not counted, as a
 * restart finds it. RUNS restarts; printed: the median and slowest of each part and of the whole.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../server/test/server-process';
import type { BenchResult } from './bench';
import { SERVER_NODE_ARGS } from '../server/launch';

const RUNS = 5;
const GOAL_MS = 2000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function run(): Promise<BenchResult> {
  const name = `airsizer_bench_restart_${Date.now().toString(36)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const title = `restart with a current build on PostgreSQL, ${RUNS} runs`;
  try {
    await admin(`create database ${name}`);
  } catch {
    return { name: title, figures: { PostgreSQL: `not reachable at ${POSTGRES_URL}: skipped` } };
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-restart-'));
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Secret#2024x',
    // Issue 28: this set-up's administrator signs in with a password alone (a test set-up, not the default).
    ADMIN_TOTP_REQUIRED: 'false',
  };
  try {
    await serverStart(env); // the first start migrates and makes the administrator
    const checks: number[] = [];
    const servers: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
        stdio: 'inherit',
      });
      if (build.status !== 0) {
        throw new Error('the web build failed');
      }
      checks.push(performance.now() - started);
      servers.push(await serverStart(env));
    }
    const totals = checks.map((check, i) => check + servers[i]!);
    const figure = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`;
    };
    const median = [...totals].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    return {
      name: title,
      figures: {
        'web build check (builds nothing), median / slowest ms': figure(checks),
        'server start to /api/health 200, median / slowest ms': figure(servers),
        'whole restart, median / slowest ms': figure(totals),
      },
      checks: [{ requirement: `restart healthy in under ${GOAL_MS} ms (median)`, ok: median < GOAL_MS }],
    };
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the server as `npm start` does, waits for /api/health 200, stops it; the time to healthy, ms. */
async function serverStart(env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${child.exitCode} before answering`);
      }
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
