import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../contracts/admin';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin -- <args>` on a PGlite database of its own (in process: quicker than starting a PostgreSQL). */
function admin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_DATABASE: 'pglite',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
    },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run admin', () => {
  it('creates an administrator and prints its password once; refuses the same address again', async () => {
    const created = await admin('create', 'Boss@Example.com');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Administrator boss@example\.com created\. This password is shown only now:\n {2}\S{24,}\n$/,
    );

    const again = await admin('create', 'boss@example.com');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('email: boss@example.com already has an account');
  }, 120_000);

  it('disables and enables an account, never the last administrator, and says so when there is none', async () => {
    const last = await admin('disable', 'boss@example.com');
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe(ADMIN_MESSAGES.lastAdministrator);
    expect((await admin('create', 'deputy@example.com')).code).toBe(0);
    expect((await admin('disable', 'boss@example.com')).stdout.trim()).toBe('boss@example.com disabled');
    expect((await admin('enable', 'boss@example.com')).stdout.trim()).toBe('boss@example.com enabled');
    const missing = await admin('disable', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('User not found');
  }, 120_000);

  it('turns a lost second factor off (an account without one: nothing to change)', async () => {
    const reset = await admin('reset-second-factor', 'deputy@example.com');
    expect(reset.code).toBe(0);
    expect(reset.stdout.trim()).toBe('The second factor of deputy@example.com is off; its sessions ended');
    const missing = await admin('reset-second-factor', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('User not found');
  }, 120_000);

  it('prints its usage for a wrong command', async () => {
    const res = await admin('promote', 'x@example.com');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run admin -- <command> <email>');
  });
});
