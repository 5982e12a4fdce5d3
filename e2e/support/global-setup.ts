import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startFakeProviders } from '../../server/test/fake-providers';
import { E2E_ADMIN } from './admin-account';
import { SERVER_NODE_ARGS } from '../../server/launch';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** Where the local SMTP server stores every mail the app server sent it, one .eml file each. */
    outboxDir: string;
    /** The local fake of the data providers; `POST ${url}/__control?mode=500` makes every look-up fail. */
    fakeProvidersUrl: string;
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
 * A real SMTP server on loopback (plain, no TLS, no login) that stores each message it receives as an .eml file in
 * `dir`, written whole before it gets its name so a reader never sees half a mail. Names sort by arrival.
 */
async function startSmtpServer(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const file = join(
          dir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(received).padStart(4, '0')}.eml`,
        );
        writeFileSync(`${file}.part`, Buffer.concat(chunks));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/**
 * The browser tests run against the built web app served by the real server, as `npm start` serves it: on a
 * fresh data folder (the embedded PostgreSQL, the default), on a free port, sending its mails over SMTP to a local mail server.
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
  // The embedded PostgreSQL runs as the user postgres when the tests run as root: it must reach the folder.
  chmodSync(dataDir, 0o755);
  const outboxDir = join(dataDir, 'outbox');
  const smtp = await startSmtpServer(outboxDir);
  const providers = await startFakeProviders();
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Issue 28: this set-up's administrator signs in with a password alone (a test set-up, not the default).
      ADMIN_TOTP_REQUIRED: 'false',
      // Test-only costs and limits: every browser test signs in from 127.0.0.1 within a minute.
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '20',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
      RATE_LIMIT_MAIL_PER_MINUTE: '10000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
      // Data providers and map tiles: a local fake, so no browser test reaches the internet.
      ...providers.env,
      PROVIDER_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  // Four minutes: at a load of 30 on 2 cores the server and its embedded PostgreSQL took three to answer.
  await waitForHealth(`http://127.0.0.1:${port}`, server, 240_000);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('outboxDir', outboxDir);
  project.provide('fakeProvidersUrl', providers.url);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    await providers.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
