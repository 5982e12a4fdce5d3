/**
 * The API stays responsive while documents are made (issue 14): the real server in its own process (tsx, its
 * embedded database in a temporary folder), one user downloading a position's zip on 8 connections back to back for DURATION_MS, while
 * `/api/health` is called every 20 ms. Prints the health latencies and the zips made; the goal is health p95 < 50 ms
 * (documents run in worker threads: server/documents/workers.ts), on the embedded default database.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import type { BenchResult } from './bench';
import { SERVER_NODE_ARGS } from '../server/launch';

const CONNECTIONS = 8;
const DURATION_MS = 10_000;
const HEALTH_EVERY_MS = 20;
const GOAL_P95_MS = 50;
const ADMIN = { email: 'bench@example.com', password: 'Bench#2024xy' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-'));
  // The embedded PostgreSQL runs as the system user postgres when started as root: it must reach the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '20',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null || i > 300) {
        throw new Error('the server did not start');
      }
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      ) {
        break;
      }
      await sleep(100);
    }
    const json = async (path: string, init?: RequestInit) => {
      const res = await fetch(`${base}${path}`, init);
      if (!res.ok) {
        throw new Error(`${path}: ${res.status} ${await res.text()}`);
      }
      return (await res.json()) as { data: unknown };
    };
    const challenge = (await json('/captcha/challenge')).data as Parameters<
      typeof solveChallenge
    >[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const login = (await json('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, captcha }),
    })) as { data: { token: string } };
    const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
    const project = (await json('/project/create-project', {
      method: 'POST',
      headers,
      body: JSON.stringify(projectPayload()),
    })) as { data: { id: number } };
    const position = (await json('/project/item/calculate', {
      method: 'POST',
      headers,
      body: JSON.stringify(positionPayload(project.data.id)),
    })) as { data: { data: number } };
    const zipUrl = `${base}/project/items/document/zip?id=${position.data.data}&revNum=1`;

    const idleHealth: number[] = [];
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      await fetch(`${base}/health`).then((r) => r.arrayBuffer());
      idleHealth.push(performance.now() - start);
    }

    const end = Date.now() + DURATION_MS;
    let zips = 0;
    let refused = 0;
    const downloader = async () => {
      while (Date.now() < end) {
        const res = await fetch(zipUrl, { headers });
        await res.arrayBuffer();
        if (res.ok) {
          zips += 1;
        } else {
          refused += 1;
        }
      }
    };
    const health: number[] = [];
    const prober = async () => {
      while (Date.now() < end) {
        const start = performance.now();
        await fetch(`${base}/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - start);
        await sleep(HEALTH_EVERY_MS);
      }
    };
    await Promise.all([...Array.from({ length: CONNECTIONS }, downloader), prober()]);
    health.sort((a, b) => a - b);
    idleHealth.sort((a, b) => a - b);
    const p95 = percentile(health, 0.95);
    return {
      name: `/api/health while one user downloads zips on ${CONNECTIONS} connections for ${DURATION_MS / 1000} s`,
      figures: {
        'health idle p50 ms': percentile(idleHealth, 0.5),
        'health p50 ms': percentile(health, 0.5),
        'health p95 ms': p95,
        'health max ms': health.at(-1) ?? Number.NaN,
        'health calls': health.length,
        'zips made': zips,
        'zips refused (429/503: over the per-user share)': refused,
        'zips per second': zips / (DURATION_MS / 1000),
      },
      checks: [{ requirement: `health p95 < ${GOAL_P95_MS} ms`, ok: p95 < GOAL_P95_MS }],
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
