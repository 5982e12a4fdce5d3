import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, currentServerBundle } from './bundle.mjs';
import { freePort } from './test/server-process';

// Inside the checkout, as dist/server is: the bundle imports its packages from node_modules above it.
mkdirSync('dist', { recursive: true });
const dir = mkdtempSync(join('dist', 'bundle-test-'));
let inputs: string[] = [];
beforeAll(async () => {
  inputs = (await buildServerBundle(dir)).inputs;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest = () => JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8')) as { builtAt: number };

describe('the server bundle (issue 29: restart to healthy under 2 s)', () => {
  it('lists the sources it was built from and is current until one of them is newer', () => {
    expect(inputs).toContain('server/main.ts');
    expect(inputs).toContain('engine/select.ts');
    expect(currentServerBundle(dir)).toBe(pathToFileURL(join(dir, 'main.mjs')).href);
    const { builtAt } = manifest();
    // A source saved after the build (here: a build said to be older than every source) makes it stale.
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify({ builtAt: 0, inputs }));
    expect(currentServerBundle(dir)).toBeUndefined();
    // So does a source that is gone.
    writeFileSync(
      join(dir, 'inputs.json'),
      JSON.stringify({ builtAt, inputs: [...inputs, 'server/gone.ts'] }),
    );
    expect(currentServerBundle(dir)).toBeUndefined();
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify({ builtAt, inputs }));
    expect(currentServerBundle(dir)).toBeDefined();
  });

  it('serves from the bundle: the migrations found beside their sources, not beside the bundle', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-bundle-data-'));
    const child = spawn(process.execPath, [join(dir, 'main.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EMBEDDED_DATABASE: 'pglite',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      let health: Response | undefined;
      for (let waited = 0; waited < 90_000 && child.exitCode === null && !health; waited += 200) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status, output).toBe(200);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
