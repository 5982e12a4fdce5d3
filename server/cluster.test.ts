import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdmin } from './test/database';
import { startServerProcess, type ServerProcess } from './test/server-process';

/**
 * SERVER_PROCESSES on PostgreSQL (server/start.mjs): a supervisor and its node:cluster workers sharing one port
 * (issue 19). PostgreSQL only, like the two-process test: CI sets TEST_DATABASE_URL; without it this file skips.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && adminUrl !== undefined;

/** The processes whose parent is `pid` (Linux /proc): the supervisor's workers. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) {
        children.push(Number(entry));
      }
    } catch {
      // it ended meanwhile
    }
  }
  return children.sort((a, b) => a - b);
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)('SERVER_PROCESSES: workers sharing the port', () => {
  const name = `airsizer_cluster_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let server: ServerProcess;

  beforeAll(async () => {
    await withAdmin(adminUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      SERVER_PROCESSES: '2',
      // Each worker says when it serves.
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await withAdmin(adminUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 60_000);

  it('starts two workers, serves while one is killed and replaces it', async () => {
    const pid = server.process.pid!;
    // The second starts once the first serves.
    const serving = await until(
      () => server.output().match(/AirSizer is serving/g)?.length ?? 0,
      (count) => count === 2,
    );
    expect(serving, server.output()).toBe(2);
    const workers = childrenOf(pid);
    expect(workers, server.output()).toHaveLength(2);

    process.kill(workers[0]!, 'SIGKILL');
    // Once the supervisor knows (a connection handed to the worker as it died is lost with it), the other worker
    // answers: every call, each on a new connection, is a 200 while the replacement starts.
    const ended = 'A server process ended (SIGKILL): starting another.';
    await until(
      () => server.output().includes(ended),
      (found) => found,
    );
    const statuses: number[] = [];
    const deadline = Date.now() + 60_000;
    do {
      statuses.push(await healthOnNewConnection(server.url));
    } while ((server.output().match(/AirSizer is serving/g)?.length ?? 0) < 3 && Date.now() < deadline);
    const replaced = childrenOf(pid);
    expect(replaced, server.output()).toHaveLength(2);
    expect(replaced).toContain(workers[1]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(server.output().match(/AirSizer is serving/g), server.output()).toHaveLength(3);
  }, 90_000);

  it('ends with its workers on SIGTERM', async () => {
    const pid = server.process.pid!;
    const workers = childrenOf(pid);
    expect(workers).toHaveLength(2);
    await server.stop();
    expect(server.process.exitCode).toBe(0);
    expect(workers.filter((worker) => readdirSync('/proc').includes(String(worker)))).toEqual([]);
  }, 60_000);

  it('ends non-zero when a worker cannot start, with the worker naming why', async () => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}_missing`;
    await expect(
      startServerProcess({ DATABASE_URL: url.toString(), SERVER_PROCESSES: '2' }, 60_000),
    ).rejects.toThrow(/exited with 1 before answering[\s\S]*does not exist/);
  }, 90_000);
});

function healthOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}/api/health`, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}
