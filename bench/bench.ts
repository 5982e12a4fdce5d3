/**
 * What a benchmark module exports, and the timing helper they share. A module bench/<name>.bench.ts exports
 * `run(): BenchResult | Promise<BenchResult>`; bench/run.ts runs them all.
 */

/** The figures a benchmark reports, and the acceptance checks it makes. */
export interface BenchResult {
  name: string;
  /** Label -> value, printed in order (numbers are rounded to 3 significant digits when printed). */
  figures: Record<string, number | string>;
  /** Acceptance checks: a failed one makes `npm run bench` exit with 1. */
  checks?: { requirement: string; ok: boolean }[];
}

/**
 * Throughput of a function over a batch of cases, in cases per second: the median of `rounds` timed passes
 * after one untimed warm-up pass (so the JIT has compiled the hot path).
 * @param cases the inputs, each handed to fn
 * @param fn returns a number so the work cannot be optimised away
 */
export function throughput<T>(cases: readonly T[], fn: (c: T) => number, rounds = 7): number {
  let sink = 0;
  const pass = () => {
    const start = performance.now();
    for (const c of cases) {
      sink += fn(c);
    }
    return performance.now() - start;
  };
  pass();
  const times = Array.from({ length: rounds }, pass).sort((a, b) => a - b);
  const median = times[Math.floor(rounds / 2)] ?? Number.NaN;
  if (Number.isNaN(sink)) {
    throw new Error('benchmark produced NaN');
  }
  return (cases.length / median) * 1000;
}
