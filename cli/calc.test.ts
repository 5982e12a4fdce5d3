// The test runs the CLI as a child process, as a user would.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npx tsx cli/calc.ts <op>` with input on stdin. */
function calc(op: string, input: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/calc.ts', op], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  // npm may print its own warnings on stderr; the CLI's error is the last line.
  const errorLine = run.stderr.trim().split('\n').at(-1) ?? '';
  return {
    status: run.status,
    stdout: run.stdout,
    error: run.status === 0 ? undefined : JSON.parse(errorLine),
  };
}

describe('cli/calc.ts', { timeout: 60_000 }, () => {
  it('state: prints the full state as one JSON object (tWb(7 C, 61 %, 100 000 Pa) = 3.92667 C, relative 1e-3)', () => {
    const run = calc('state', JSON.stringify({ tDb: 7, rh: 0.61, pressure: 100_000 }));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, number>;
    expect(Object.keys(out)).toEqual([
      'tDb',
      'tWb',
      'tDp',
      'rh',
      'w',
      'h',
      'v',
      'rho',
      'pws',
      'pw',
      'pressure',
    ]);
    expect(Math.abs((out.tWb ?? 0) / 3.92667 - 1)).toBeLessThan(1e-3);
  });

  it.each([
    [{ tDb: 'abc', rh: 0.5, altitude: 0 }, 'tDb = "abc" is not a number (C, -100..200)'],
    [{ tDb: 20, rh: 1.5, altitude: 0 }, 'rh = 1.5 is out of range 0..1'],
    [{ tDb: 500, rh: 0.5, altitude: 0 }, 'tDb = 500 C is out of range -100..200 C'],
  ])('state: %o fails with {"error": ...} on stderr and exit code 1', (input, message) => {
    const run = calc('state', JSON.stringify(input));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.error).toEqual({ error: message });
  });

  it('process: cools the summer outdoor air to 16 C and reports power and condensate', () => {
    const input = {
      point: { tDb: 35, rh: 0.4, altitude: 0, airflowM3h: 10_000 },
      process: { code: 20, tDb: 16 },
    };
    const run = calc('process', JSON.stringify(input));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      point: { tDb: number; calcParameter: number };
      power: number;
      condensate: number;
    };
    expect(out.point).toMatchObject({ tDb: 16, calcParameter: 10 });
    expect(out.power).toBeLessThan(0);
    expect(out.condensate).toBeGreaterThan(0);
  });
});
