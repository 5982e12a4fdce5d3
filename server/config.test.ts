import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', CORS_ORIGINS: [] });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      /^Invalid configuration: PORT must be an integer from 1 to 65535/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('splits CORS_ORIGINS and checks each', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'nope' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('server start-up with a wrong variable', () => {
  const run = promisify(execFile);
  const start = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('exits non-zero with one line naming PORT', async () => {
    const { code, stderr } = await start({ PORT: 'abc' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });

  it('exits non-zero with one line naming DATABASE_URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres//broken' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL /),
    ]);
  });
});
