/**
 * The API under load against an anchor (issues 19 and 29). On PostgreSQL at 127.0.0.1:5432 (BENCH_DATABASE_URL
 * overrides; skipped when it does not answer) and on the embedded default, the product runs as its own processes (as
 * `npm start` runs it) beside the anchor (bench/anchor.mjs: a bare Fastify + pg + jose server answering the same
 * project-list page from the same table with as many processes). The data: 10 000 projects, one user with 1 000 of
 * them, a project of 50 positions, a position with 50 revisions, a user with 10 projects (the chart's small case).
 * autocannon drives each call with 50 connections (BENCH_LOAD_CONNECTIONS) for DURATION_S seconds
 * (BENCH_LOAD_SECONDS) after WARM_UP_S seconds of the same load (BENCH_LOAD_WARM_UP_SECONDS), the anchor's list right
 * before the product's calls in each round, and every figure is printed as a ratio against the anchor's list: the
 * goals are ratios, so they mean the same on any machine. BENCH_LOAD_ROUNDS rounds (default 1) give min / median /
 * max. The lists are measured with the default process count and with one process each.
 *
 * To look at one call: BENCH_LOAD_CALLS keeps the calls whose names contain one of its comma-separated words,
 * BENCH_LOAD_DATABASES=embedded or postgres one database, BENCH_LOAD_ONE_PROCESS=0 skips the one-process round;
 * SERVER_PROFILE_ARGS passes Node options to the server (docs/operations.md#speed-under-load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import pg from 'pg';
import { TokenPairResponse } from '../contracts/auth';
import { CaptchaChallengeResponse } from '../contracts/captcha';
import { loadConfig } from '../server/config';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { positionPayload } from '../server/test/positions';
import { projectPayload } from '../server/test/projects';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import type { BenchResult } from './bench';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Seconds of the same load before each measured run: the percentiles are of the steady state. */
const WARM_UP_S = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 1);
const ONE_PROCESS_ROUND = process.env.BENCH_LOAD_ONE_PROCESS !== '0';
const CALL_FILTER = process.env.BENCH_LOAD_CALLS?.split(',').map((word) => word.trim());
const DATABASE_FILTER = process.env.BENCH_LOAD_DATABASES;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PROJECTS = 10_000;
const USER_PROJECTS = 1_000;
const SMALL_USER_PROJECTS = 10;
/** The rest of the projects belong to this many other users. */
const OTHER_USERS = 9;
const POSITIONS = 50;
const REVISIONS = 50;
const ADMIN = { email: 'bench@example.com', password: 'Secret#2024x' };
const SMALL_USER = 'bench.small@example.com';
/** The product's and the anchor's tokens are checked with the same key. */
const JWT_SECRET = 'bench-secret-0123456789-0123456789-0123456789';

const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Issue 28: this set-up's administrator signs in with a password alone (a test set-up, not the default).
  ADMIN_TOTP_REQUIRED: 'false',
  ALTCHA_COST: '1',
  ALTCHA_MAX_NUMBER: '20',
  JWT_SECRET,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
  // The climate provider is down (a refused port): the annual call must not depend on it.
  OPEN_METEO_ARCHIVE_URL: 'http://127.0.0.1:9/archive',
};

/**
 * The product closes a kept-alive connection after MAX_REQUESTS_PER_SOCKET requests (issue 28): its last answer says
 * `Connection: close`. autocannon does not heed that header and Node answers every later request on that connection
 * 503 at once (the bursts of tens of thousands of sub-millisecond 503s the table's runs of session 14 met), so each
 * connection reconnects after that many requests, as a browser would, on the anchor as on the product: both pay the
 * same reconnections.
 */
const REQUESTS_PER_CONNECTION = loadConfig(SERVER_ENV).MAX_REQUESTS_PER_SOCKET;

/** Goals of issue 29, as ratios against the anchor's list in the same round. */
interface Goal {
  /** The product's req/s at least this share of the anchor's. */
  minThroughput?: number;
  /** The product's p95 at most this multiple of the anchor's. */
  maxP95?: number;
}
const LIST_GOAL: Goal = { minThroughput: 0.8, maxP95: 1.5 };
const GOALS: Record<string, Goal> = {
  'project list, page of 50': LIST_GOAL,
  'positions list, page of 50': LIST_GOAL,
  'revision list, 50 revisions': { maxP95: 3 },
  'unit-types chart, 1 000 projects': {},
  'POST /api/calc/select': { maxP95: 5 },
  annual: { maxP95: 3 },
};
const CHART_SIZE_GOAL = 2;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  /** What the failures were: each non-2xx status, 'errors' (connection) and 'timeouts', with their counts. */
  failureKinds: Record<string, number>;
  bytes: number;
}

interface Target {
  label: string;
  serverEnv: Record<string, string>;
  /** The database's URL once the product has started (the embedded one is made by its start). */
  databaseUrl: () => Promise<string>;
  /** The product's default process count on this database (server/start.mjs). */
  processes: number;
  cleanUp: () => Promise<void>;
}

export async function run(): Promise<BenchResult> {
  const figures: Record<string, number | string> = {};
  const checks: { requirement: string; ok: boolean }[] = [];
  const targets: Target[] = [];
  if (DATABASE_FILTER !== 'embedded') {
    const postgres = await postgresTarget();
    if (postgres) {
      targets.push(postgres);
    } else {
      figures['PostgreSQL'] = `not reachable at ${POSTGRES_URL}: skipped`;
    }
  }
  if (DATABASE_FILTER !== 'postgres') {
    targets.push(embeddedTarget());
  }
  for (const target of targets) {
    try {
      await measureTarget(target, figures, checks);
    } finally {
      await target.cleanUp();
    }
  }
  return {
    name:
      `API under load against the anchor: ${CONNECTIONS} connections, ${WARM_UP_S} + ${DURATION_S} s per call, ` +
      `${ROUNDS} round(s); ${PROJECTS} projects, a user with ${USER_PROJECTS}, ${POSITIONS} positions, ` +
      `${REVISIONS} revisions`,
    figures,
    checks,
  };
}

async function measureTarget(
  target: Target,
  figures: Record<string, number | string>,
  checks: { requirement: string; ok: boolean }[],
) {
  const processes = [target.processes, ...(ONE_PROCESS_ROUND && target.processes > 1 ? [1] : [])];
  let data: BenchData | undefined;
  for (const count of processes) {
    const label = `${target.label}, ${count} process${count > 1 ? 'es' : ''}`;
    const server = await startServerProcess(
      { ...SERVER_ENV, ...target.serverEnv, SERVER_PROCESSES: String(count) },
      180_000,
    );
    const databaseUrl = await target.databaseUrl();
    const anchor = await startAnchor(databaseUrl, count);
    try {
      data ??= await seed(server, databaseUrl);
      figures[`${target.label}: seeded, s`] = data.seedSeconds;
      const token = await login(server, ADMIN.email);
      const calls = callsOf(server.url, token, data);
      // The one-process round measures the lists only (acceptance 1).
      const measured = Object.entries(calls).filter(
        ([call]) =>
          (count === target.processes || call.includes('list')) &&
          (!CALL_FILTER || CALL_FILTER.some((word) => call.includes(word))),
      );
      const rounds: { anchor: Figures; calls: Record<string, Figures> }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [call, options] of measured) {
          // The anchor right before each call, so each ratio compares the same moment of this machine.
          const anchorFigures = await measureCall({
            url: `${anchor.url}/api/project/all?pageSize=50`,
            headers: { authorization: `Bearer ${token}` },
          });
          rounds.push({ anchor: anchorFigures, calls: { [call]: await measureCall(options) } });
        }
      }
      report(label, rounds, figures, checks);
      // A call that failed: what the server said about it (its warnings and errors), to see why.
      if (rounds.some((round) => Object.values(round.calls).some((call) => call.failures > 0))) {
        figures[`${label}: the server's log at the failures (its last lines)`] =
          `\n${server.output().trim().split('\n').slice(-20).join('\n')}`;
      }
      if (
        count === target.processes &&
        (!CALL_FILTER || CALL_FILTER.some((word) => 'chart'.includes(word)))
      ) {
        const small = await bytesOf(`${server.url}/api/home/unitTypesChart`, await login(server, SMALL_USER));
        const large = await bytesOf(`${server.url}/api/home/unitTypesChart`, token);
        figures[
          `${target.label}: unit-types chart bytes at ${SMALL_USER_PROJECTS} / ${USER_PROJECTS} projects`
        ] = `${small} / ${large} (x${(large / small).toFixed(2)})`;
        checks.push({
          requirement: `${target.label}: unit-types chart answer at ${USER_PROJECTS} projects <= ${CHART_SIZE_GOAL}x its size at ${SMALL_USER_PROJECTS}`,
          ok: large <= CHART_SIZE_GOAL * small,
        });
      }
    } finally {
      await anchor.stop();
      await server.stop();
    }
  }
}

/** Prints each call's ratios against the anchor (min / median / max over the rounds) and checks their goals. */
function report(
  label: string,
  rounds: { anchor: Figures; calls: Record<string, Figures> }[],
  figures: Record<string, number | string>,
  checks: { requirement: string; ok: boolean }[],
) {
  const byCall = new Map<string, { anchor: Figures; call: Figures }[]>();
  for (const round of rounds) {
    for (const [call, result] of Object.entries(round.calls)) {
      byCall.set(call, [...(byCall.get(call) ?? []), { anchor: round.anchor, call: result }]);
    }
  }
  for (const [call, pairs] of byCall) {
    const prefix = `${label}, ${call}`;
    const throughput = spread(pairs.map((p) => p.call.requestsPerSecond / p.anchor.requestsPerSecond));
    const p95 = spread(pairs.map((p) => p.call.p95 / p.anchor.p95));
    figures[`${prefix}: req/s / anchor (min / median / max)`] = throughput.text;
    figures[`${prefix}: p95 / anchor`] = p95.text;
    figures[`${prefix}: req/s, p50 / p95 / p99 / max ms (anchor's)`] = pairs
      .map(
        ({ call: c, anchor: a }) =>
          `${c.requestsPerSecond.toFixed(0)}, ${[c.p50, c.p95, c.p99, c.max].map((v) => v.toFixed(0)).join(' / ')}` +
          ` (${a.requestsPerSecond.toFixed(0)}, ${a.p95.toFixed(0)})` +
          (c.failures > 0 ? ` ${c.failures} non-2xx or errors (${kindsText(c.failureKinds)})` : ''),
      )
      .join('; ');
    figures[`${prefix}: answer bytes`] = pairs[0]!.call.bytes;
    const goal = GOALS[call] ?? LIST_GOAL;
    if (goal.minThroughput !== undefined) {
      checks.push({
        requirement: `${prefix}: req/s >= ${goal.minThroughput}x the anchor's (median)`,
        ok: throughput.median >= goal.minThroughput,
      });
    }
    if (goal.maxP95 !== undefined) {
      checks.push({
        requirement: `${prefix}: p95 <= ${goal.maxP95}x the anchor's (median)`,
        ok: p95.median <= goal.maxP95,
      });
    }
    checks.push({
      requirement: `${prefix}: every answer 2xx`,
      ok: pairs.every((p) => p.call.failures === 0 && p.anchor.failures === 0),
    });
  }
}

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const text =
    sorted.length === 1
      ? sorted[0]!.toFixed(2)
      : `${sorted[0]!.toFixed(2)} / ${median.toFixed(2)} / ${sorted.at(-1)!.toFixed(2)}`;
  return { median, text };
}

function embeddedTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-'));
  // As root the embedded PostgreSQL runs as the user postgres, who must reach the folder.
  chmodSync(dataDir, 0o755);
  return {
    label: 'embedded default',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_DATABASE: 'postgres' },
    // The server started the cluster; this joins it (the credentials are in the data folder).
    databaseUrl: async () => (await startEmbeddedPostgres(dataDir)).url,
    processes: 1,
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  const name = `airsizer_bench_${Date.now().toString(36)}`;
  try {
    await adminQuery(POSTGRES_URL, `create database ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bench-pg-'));
  return {
    label: 'PostgreSQL',
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    databaseUrl: async () => url.toString(),
    processes: availableParallelism(),
    cleanUp: async () => {
      await adminQuery(POSTGRES_URL, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, query: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

/** bench/anchor.mjs with `processes` workers on a free port, answering /api/health. */
async function startAnchor(databaseUrl: string, processes: number) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['bench/anchor.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      PORT: String(port),
      ANCHOR_PROCESSES: String(processes),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let waited = 0; waited < 30_000; waited += 50) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('the anchor did not start');
}

interface BenchData {
  projectId: number;
  positionId: number;
  seedSeconds: number;
}

async function api(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
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
}

export async function login(server: ServerProcess, email: string): Promise<string> {
  const challenge = CaptchaChallengeResponse.parse({
    status: 200,
    message: '',
    data: await api(server, 'GET', '/captcha/challenge'),
  }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return TokenPairResponse.parse({
    status: 200,
    message: '',
    data: await api(server, 'POST', '/auth', { email, password: ADMIN.password, captcha }),
  }).data.token;
}

/**
 * The data through the API where the product computes it (a project, its 50 positions, a position's 50 revisions),
 * the rest as copies in SQL: the other projects copy the first (their totals included), the other users the
 * administrator (so they log in with the same password).
 */
export async function seed(server: ServerProcess, databaseUrl: string): Promise<BenchData> {
  const started = performance.now();
  const token = await login(server, ADMIN.email);
  const monthlyDesign = {
    dryBulbTemperatures: [2, 4, 9, 14, 19, 23, 25, 25, 20, 14, 8, 3],
    wetBulbTemperatures: [1, 2, 6, 10, 14, 17, 19, 19, 16, 11, 6, 2],
    meanDailyTemperatureRange: [7, 8, 10, 11, 11, 12, 13, 13, 12, 10, 8, 7],
  };
  const { id: projectId } = (await api(
    server,
    'POST',
    '/project/create-project',
    projectPayload({ name: 'Project 1', monthlyDesign }),
    token,
  )) as { id: number };
  let positionId = 0;
  for (let i = 0; i < POSITIONS; i++) {
    const saved = (await api(
      server,
      'POST',
      '/project/item/calculate',
      positionPayload(projectId, { name: `AHU ${i + 1}` }),
      token,
    )) as { data: number };
    positionId ||= saved.data;
  }
  const payload = positionPayload(projectId, { name: 'AHU 1' });
  for (let revision = 2; revision <= REVISIONS; revision++) {
    await api(
      server,
      'PUT',
      '/project/item/configurator',
      {
        ...payload,
        id: positionId,
        version: revision - 1,
        flowSupplyM3h: 1000 + revision,
        flowReturnM3h: 1000 + revision,
      },
      token,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = async (table: string, except: string[]) =>
      (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_name = $1
             and (is_generated = 'NEVER' and is_identity = 'NO') order by ordinal_position`,
          [table],
        )
      ).rows
        .map((row) => `"${row.column_name}"`)
        .filter((name) => !except.includes(name));
    const userColumns = await columns('users', ['"id"', '"email"']);
    const emails = [
      SMALL_USER,
      ...Array.from({ length: OTHER_USERS }, (_, i) => `bench.other${i}@example.com`),
    ];
    await client.query(
      `insert into users ("id", "email", ${userColumns.join(', ')})
         select gen_random_uuid(), e, ${userColumns.map((c) => `u.${c}`).join(', ')}
         from users u, unnest($1::text[]) e where u.email = $2`,
      [emails, ADMIN.email],
    );
    const projectColumns = await columns('projects', ['"owner_user_id"', '"name"', '"created_at"']);
    const copy = async (email: string, count: number) =>
      client.query(
        `insert into projects ("owner_user_id", "name", "created_at", ${projectColumns.join(', ')})
           select (select id from users where email = $1), 'Project ' || g,
                  p.created_at - g * interval '1 minute', ${projectColumns.map((c) => `p.${c}`).join(', ')}
           from projects p, generate_series(1, $2::integer) g where p.id = $3`,
        [email, count, projectId],
      );
    await copy(ADMIN.email, USER_PROJECTS - 1);
    await copy(SMALL_USER, SMALL_USER_PROJECTS);
    const others = PROJECTS - USER_PROJECTS - SMALL_USER_PROJECTS;
    for (let i = 0; i < OTHER_USERS; i++) {
      await copy(emails[i + 1]!, Math.floor(others / OTHER_USERS) + (i < others % OTHER_USERS ? 1 : 0));
    }
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return { projectId, positionId, seedSeconds: (performance.now() - started) / 1000 };
}

function callsOf(url: string, token: string, data: BenchData): Record<string, autocannon.Options> {
  const authorization = { authorization: `Bearer ${token}` };
  const json = { ...authorization, 'content-type': 'application/json' };
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
  return {
    'project list, page of 50': { url: `${url}/api/project/all?pageSize=50`, headers: authorization },
    'positions list, page of 50': {
      url: `${url}/api/project/items?id=${data.projectId}&pageSize=50`,
      headers: authorization,
    },
    'revision list, 50 revisions': {
      url: `${url}/api/project/items/revision/all?id=${data.positionId}`,
      headers: authorization,
    },
    'unit-types chart, 1 000 projects': { url: `${url}/api/home/unitTypesChart`, headers: authorization },
    'POST /api/calc/select': {
      url: `${url}/api/calc/select`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(selectBody),
    },
    annual: {
      url: `${url}/api/project/item/annual`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: data.positionId }),
    },
  };
}

/** The bytes of one answer as a client that takes no compression receives it. */
async function bytesOf(url: string, token: string): Promise<number> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (!res.ok) {
    throw new Error(`${url}: ${res.status}`);
  }
  return (await res.arrayBuffer()).byteLength;
}

/** '429 x12, errors x3': what a call's failures were. */
const kindsText = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .map(([kind, count]) => `${kind} x${count}`)
    .join(', ');

/** A warm-up, then the measured run. */
async function measureCall(options: autocannon.Options): Promise<Figures> {
  const warmUp = WARM_UP_S > 0 ? await drive(options, WARM_UP_S) : undefined;
  const measured = await drive(options, DURATION_S);
  const failureKinds = { ...measured.failureKinds };
  for (const [kind, count] of Object.entries(warmUp?.failureKinds ?? {})) {
    failureKinds[kind] = (failureKinds[kind] ?? 0) + count;
  }
  return { ...measured, failures: measured.failures + (warmUp?.failures ?? 0), failureKinds };
}

/** autocannon on one call; the percentiles from every response time (autocannon's summary has no p95). */
async function drive(options: autocannon.Options, seconds: number): Promise<Figures> {
  const times: number[] = [];
  let failures = 0;
  const failureKinds: Record<string, number> = {};
  let bytes = 0;
  const instance = autocannon({
    ...options,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    reconnectRate: REQUESTS_PER_CONNECTION,
  });
  instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
    times.push(responseTime);
    bytes = responseBytes;
    if (statusCode < 200 || statusCode >= 300) {
      failures += 1;
      failureKinds[statusCode] = (failureKinds[statusCode] ?? 0) + 1;
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
    failureKinds: {
      ...failureKinds,
      ...(result.errors > 0 ? { errors: result.errors } : {}),
      ...(result.timeouts > 0 ? { timeouts: result.timeouts } : {}),
    },
    bytes,
  };
}
