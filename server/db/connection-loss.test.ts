import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNREACHABLE } from '../plugins/errors';
import { bearer, confirmedUser, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { openTestDatabase } from '../test/database';
import { isDatabaseUnreachable, openDatabase, type DatabaseHandle } from './client';

/**
 * Issue 14: the server survives lost database connections (a PostgreSQL restart, failover, pg_terminate_backend).
 * Calls made while the database cannot be reached answer a clean 503, /api/health says so, and once the database is
 * back the pool's new connections answer again; an unhandled pool 'error' would end this process and fail the run.
 */

const onPostgres = process.env.TEST_DB === 'postgres';

describe('isDatabaseUnreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a lost or refused connection, also wrapped as the cause of a query error', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
    }
  });

  it('leaves query faults alone: a unique violation, a syntax error, a plain error', () => {
    for (const error of [withCode('23505'), withCode('42601'), new Error('boom'), 'not an error']) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });
});

/** The name of the database a handle is connected to. */
async function databaseName(handle: DatabaseHandle): Promise<string> {
  const result: unknown = await handle.db.execute(sql`select current_database() as name`);
  return (result as { rows: { name: string }[] }).rows[0]!.name;
}

/** Polls `probe` until it answers 200, for at most `withinMs`; returns how long that took. */
async function untilOk(probe: () => Promise<{ statusCode: number }>, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await probe();
    if (res.statusCode === 200) {
      return Date.now() - started;
    }
    expect(res.statusCode).toBe(503);
    if (Date.now() - started > withinMs) {
      throw new Error(`no 200 within ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(onPostgres)('PostgreSQL terminating the server’s connections', () => {
  let t: TestApp;
  let user: TestAccount;
  let name: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await confirmedUser(t);
    name = await databaseName(t.database);
  });
  afterAll(() => t.close());

  const profile = () =>
    t.app.inject({ method: 'GET', url: '/api/users/jwt', headers: bearer(user.tokens.token) });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('keeps running, answers calls in flight 200 or 503 (never 500), and answers normally again within seconds', async () => {
    // Fill the pool with connections, then kill them all while calls are under way.
    await Promise.all(Array.from({ length: 10 }, profile));
    const inFlight = Array.from({ length: 20 }, profile);
    const terminated = await terminateBackends();
    expect(terminated).toBeGreaterThan(0);
    for (const res of await Promise.all(inFlight)) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.json()).toEqual({ status: 503, message: DATABASE_UNREACHABLE, data: null });
      }
    }
    const tookMs = await untilOk(health, 5_000);
    console.log(
      `connection loss: ${terminated} backends terminated, /api/health 200 again after ${tookMs} ms`,
    );
    expect((await profile()).statusCode).toBe(200);

    // And again: the pool's fresh connections are as mortal as the first ones.
    await terminateBackends();
    await untilOk(profile, 5_000);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones, as a database host that is
 * down would, and let them through again.
 */
class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private down = false;
  readonly server: Server;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) {
      socket.destroy();
    }
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A fresh test database, and a handle on it whose connections pass a CuttableProxy. */
async function openThroughProxy(): Promise<{
  direct: DatabaseHandle;
  proxy: CuttableProxy;
  database: DatabaseHandle;
}> {
  const direct = await openTestDatabase();
  const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
  const proxy = new CuttableProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${await proxy.listen()}`;
  url.pathname = `/${await databaseName(direct)}`;
  return { direct, proxy, database: await openDatabase({ kind: 'postgres', url: url.toString() }) };
}

describe.runIf(onPostgres)('PostgreSQL unreachable for a while', () => {
  let direct: DatabaseHandle;
  let proxy: CuttableProxy;
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    let database: DatabaseHandle;
    ({ direct, proxy, database } = await openThroughProxy());
    t = await createTestApp({ database });
    user = await confirmedUser(t);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await direct.close();
  });

  const profile = () =>
    t.app.inject({ method: 'GET', url: '/api/users/jwt', headers: bearer(user.tokens.token) });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 saying the database is unreachable while it is, then 200 again once it is back', async () => {
    expect((await health()).statusCode).toBe(200);
    proxy.cut();
    for (const res of [await health(), await profile(), await health()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, message: DATABASE_UNREACHABLE, data: null });
    }
    proxy.restore();
    await untilOk(health, 5_000);
    expect((await profile()).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('transactions on connections that died while idle', () => {
  let direct: DatabaseHandle;
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ direct, proxy, database: handle } = await openThroughProxy());
  });
  afterAll(async () => {
    await proxy.close();
    await direct.close();
  });

  it('give their connections back: the pool does not run dry and closes (issue 28: the server hung on SIGTERM)', async () => {
    // Ten idle connections in the pool (its size), then every one of them cut. The transactions check the dead
    // ones out before the pool has noticed, and their BEGIN fails.
    await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    proxy.cut();
    proxy.restore();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => handle.db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').length).toBeGreaterThan(0);
    // A leaked client each would leave none: this query would wait for one and fail after 5 s.
    const result: unknown = await handle.db.execute(sql`select 1 as one`);
    expect((result as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    await handle.close();
  });
});
