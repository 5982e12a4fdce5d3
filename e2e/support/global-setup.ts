import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** Where the test server writes its mails (OUTBOX_DIR). */
    outboxDir: string;
  }
}

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with ${server.exitCode} before answering`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * The browser tests run against the built web app served by the real server, as `npm start` serves it: on a
 * fresh PGlite data folder, on a free port.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) {
      throw new Error('vite build failed');
    }
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-e2e-'));
  const outboxDir = join(dataDir, 'outbox');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: 'warn',
      // Test-only costs and limits: every browser test signs in from 127.0.0.1 within a minute.
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '20',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
      RATE_LIMIT_MAIL_PER_MINUTE: '10000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(`http://127.0.0.1:${port}`, server, 60_000);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('outboxDir', outboxDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
