import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './launch';

const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-first-start-'));
// The embedded PostgreSQL (the default) runs as the system user postgres when started as root: it must reach the folder.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** Starts the server on the data folder until it serves, stops it, and gives back what it printed. */
async function startAndStop(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: 'https://sizer.example.org',
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('AirSizer is serving')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return output;
}

describe('the first start', () => {
  it('creates an administrator and prints its password once, outside the log; later starts print nothing', async () => {
    const first = await startAndStop();
    const password = /^ {2}password: (\S+)$/m.exec(first)?.[1];
    expect(first).toMatch(/^ {2}e-mail: {3}admin@sizer\.example\.org$/m);
    expect(password).toBeDefined();
    expect(first.split(password!)).toHaveLength(2);
    const logLines = first.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(password!);

    const second = await startAndStop();
    expect(second).not.toContain('password:');
  }, 120_000);
});
