import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_NODE_ARGS } from '../launch';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
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

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What the process wrote, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `server/main.ts` as its own process (as `npm start` runs it) on a free port of 127.0.0.1, answering /api/health
 * before this resolves. `env` adds to and overrides the current environment. SERVER_PROFILE_ARGS adds Node options
 * (say `--cpu-prof --cpu-prof-dir=/tmp/profile` to see where a benchmark's server spends its time).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.SERVER_PROFILE_ARGS?.split(' ') ?? []), ...SERVER_NODE_ARGS],
    {
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, process: child, output: () => output, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms:\n${output}`);
}
