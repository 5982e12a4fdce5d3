/**
 * Load on the API as users feel it (issue 19): the server runs as its own process (as `npm start` runs it) on the
 * embedded default database and on PostgreSQL at 127.0.0.1:5432 (BENCH_DATABASE_URL overrides; skipped when it does
 * not answer), seeded with 200 projects and a project of 50 positions, and autocannon drives each call with 50
 * connections from this machine for DURATION_S seconds (BENCH_LOAD_SECONDS; BENCH_LOAD_CONNECTIONS changes the 50)
 * after WARM_UP_S seconds of the same load (BENCH_LOAD_WARM_UP_SECONDS). Printed per call: requests a second, the 50th,
 * 95th and 99th percentile and the slowest response, the warm-up's slowest, and non-2xx answers or errors. The load generator shares the machine's
 * cores with the server, as in the measurements. To look at one call (profiling, say), BENCH_LOAD_CALLS keeps
 * the calls whose names contain one of its comma-separated words and BENCH_LOAD_DATABASES=embedded or postgres one
 * database; SERVER_PROFILE_ARGS passes Node options to the server (docs/operations.md#speed-under-load-issue-19).
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { TokenPairResponse } from '../contracts/auth';
import { CaptchaChallengeResponse } from '../contracts/captcha';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import type { BenchResult } from './bench';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/**
 * Seconds of the same load before each call's measured run: the percentiles are of the steady state, not of V8
 * compiling the call's code in the first burst. The warm-up's slowest answer still counts against the 1 s goal.
 */
const WARM_UP_S = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 2);
const PROJECTS = 200;
const POSITIONS = 50;
const ADMIN = { email: 'bench@example.com', password: 'Secret#2024x' };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_EMBEDDED_DATABASE=pglite measures the earlier embedded default instead (the comparison behind the choice). */
const EMBEDDED = process.env.BENCH_EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';

const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ALTCHA_COST: '1',
  ALTCHA_MAX_NUMBER: '20',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
};

interface CallFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The slowest answer of the warm-up before the measured run. */
  warmUpMax: number;
  failures: number;
}

/** Goals of issue 19's acceptance 1, per database; undefined = printed only. */
const P95_GOALS_MS: Record<string, Record<string, number | undefined>> = {
  PostgreSQL: { 'project list, page of 50': 60, 'positions list, page of 50': 60, 'dashboard charts': 60 },
  'embedded default': { 'project list, page of 50': 150, 'positions list, page of 50': 150 },
};
const SLOWEST_GOAL_MS = 1000;
const CALL_FILTER = process.env.BENCH_LOAD_CALLS?.split(',').map((word) => word.trim());
const DATABASE_FILTER = process.env.BENCH_LOAD_DATABASES;

export async function run(): Promise<BenchResult> {
  const figures: Record<string, number | string> = {};
  const checks: { requirement: string; ok: boolean }[] = [];
  const targets: { label: string; env: Record<string, string>; cleanUp: () => Promise<void> }[] = [];
  if (DATABASE_FILTER !== 'postgres') {
    targets.push({
      label: EMBEDDED === 'pglite' ? 'PGlite' : 'embedded default',
      ...(await embeddedTarget()),
    });
  }
  const postgres = DATABASE_FILTER === 'embedded' ? undefined : await postgresTarget();
  if (postgres) {
    targets.push({ label: 'PostgreSQL', ...postgres });
  } else if (DATABASE_FILTER !== 'embedded') {
    figures['PostgreSQL'] = `not reachable at ${POSTGRES_URL}: skipped`;
  }
  for (const target of targets) {
    const server = await startServerProcess({ ...SERVER_ENV, ...target.env }, 180_000);
    try {
      const results = await measure(server);
      for (const [call, result] of Object.entries(results)) {
        const prefix = `${target.label}, ${call}`;
        figures[`${prefix}: req/s`] = result.requestsPerSecond;
        figures[`${prefix}: p50 / p95 / p99 / max ms`] =
          `${[result.p50, result.p95, result.p99, result.max].map((v) => v.toFixed(1)).join(' / ')}` +
          (result.failures > 0 ? ` (${result.failures} non-2xx or errors)` : '');
        figures[`${prefix}: slowest in the warm-up, ms`] = result.warmUpMax.toFixed(1);
        const goal = P95_GOALS_MS[target.label]?.[call];
        if (goal !== undefined) {
          checks.push({ requirement: `${prefix}: p95 < ${goal} ms`, ok: result.p95 < goal });
        }
        checks.push({
          requirement: `${prefix}: no request over ${SLOWEST_GOAL_MS} ms, none failed`,
          ok: Math.max(result.max, result.warmUpMax) < SLOWEST_GOAL_MS && result.failures === 0,
        });
      }
    } finally {
      await server.stop();
      await target.cleanUp();
    }
  }
  return {
    name: `API under load: ${CONNECTIONS} connections, ${DURATION_S} s per call, ${PROJECTS} projects, ${POSITIONS} positions`,
    figures,
    checks,
  };
}

async function embeddedTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-'));
  // As root the embedded PostgreSQL runs as the user postgres, who must reach the folder.
  chmodSync(dataDir, 0o755);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_DATABASE: EMBEDDED },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget() {
  const name = `airsizer_bench_${Date.now().toString(36)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-pg-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    cleanUp: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Seeds the data, then drives each call in turn. */
async function measure(server: ServerProcess): Promise<Record<string, CallFigures>> {
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: unknown };
    if (!res.ok) {
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    }
    return json.data;
  };
  const challenge = CaptchaChallengeResponse.parse({
    status: 200,
    message: '',
    data: await api('GET', '/captcha/challenge'),
  }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { token } = TokenPairResponse.parse({
    status: 200,
    message: '',
    data: await api('POST', '/auth', { ...ADMIN, captcha }),
  }).data;

  const monthlyDesign = {
    dryBulbTemperatures: [2, 4, 9, 14, 19, 23, 25, 25, 20, 14, 8, 3],
    wetBulbTemperatures: [1, 2, 6, 10, 14, 17, 19, 19, 16, 11, 6, 2],
    meanDailyTemperatureRange: [7, 8, 10, 11, 11, 12, 13, 13, 12, 10, 8, 7],
  };
  const projectIds: number[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const created = (await api(
      'POST',
      '/project/create-project',
      projectPayload({ name: `Project ${i + 1}`, monthlyDesign }),
      token,
    )) as { id: number };
    projectIds.push(created.id);
  }
  const listed = projectIds[0]!;
  for (let i = 0; i < POSITIONS; i++) {
    await api('POST', '/project/item/calculate', positionPayload(listed, { name: `AHU ${i + 1}` }), token);
  }
  // New positions go to another project, so the listed one keeps its 50.
  const createInto = projectIds[1]!;
  const selectBody = {
    unitTypeId: 1,
    flowSupplyM3h: 1120,
    flowReturnM3h: 1120,
    elevationM: 117,
    summer: { outdoor: { tDb: 34.6, rh: 0.3 }, indoor: { tDb: 26, rh: 0.5 } },
    winter: { outdoor: { tDb: -12, rh: 0.9 }, indoor: { tDb: 20, rh: 0.4 } },
    coils: 'both',
    heater: {},
    cooler: {},
  };
  const authorization = { authorization: `Bearer ${token}` };
  const json = { ...authorization, 'content-type': 'application/json' };
  const calls: Record<string, autocannon.Options> = {
    'project list, page of 50': {
      url: `${server.url}/api/project/all?pageSize=50`,
      headers: authorization,
    },
    'positions list, page of 50': {
      url: `${server.url}/api/project/items?id=${listed}&pageSize=50`,
      headers: authorization,
    },
    'dashboard charts': { url: `${server.url}/api/home/unitTypesChart`, headers: authorization },
    'POST /api/calc/select': {
      url: `${server.url}/api/calc/select`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(selectBody),
    },
    'create position': {
      url: `${server.url}/api/project/item/calculate`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(positionPayload(createInto)),
    },
  };
  const results: Record<string, CallFigures> = {};
  for (const [call, options] of Object.entries(calls)) {
    if (CALL_FILTER && !CALL_FILTER.some((word) => call.includes(word))) {
      continue;
    }
    const warmUp = WARM_UP_S > 0 ? await drive(options, WARM_UP_S) : undefined;
    const measured = await drive(options, DURATION_S);
    results[call] = {
      ...measured,
      warmUpMax: warmUp?.max ?? 0,
      failures: measured.failures + (warmUp?.failures ?? 0),
    };
  }
  return results;
}

/** autocannon on one call; the percentiles from every response time (autocannon's summary has no p95). */
async function drive(options: autocannon.Options, seconds: number): Promise<Omit<CallFigures, 'warmUpMax'>> {
  const times: number[] = [];
  let failures = 0;
  const instance = autocannon({ ...options, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      failures += 1;
    }
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
  return {
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1) ?? Number.NaN,
    failures: failures + result.errors + result.timeouts,
  };
}
