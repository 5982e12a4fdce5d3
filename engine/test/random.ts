/**
 * Seeded pseudo-random numbers for the engine's randomized tests and the benchmarks, so every run draws the
 * same cases (mulberry32, a 32-bit generator of T. Ettinger, public domain).
 */

/** Returns a generator of uniform numbers in [0, 1), fully determined by seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random air condition: dry bulb C, relative humidity 0..1, altitude m. */
export interface RandomCondition {
  tDb: number;
  rh: number;
  altitude: number;
}

/**
 * count conditions with tDb uniform in -40..60 C, rh in 0.01..1 and altitude in 0..3000 m: the range of the
 * psychrolib agreement test and the psychrometric benchmark.
 */
export function randomConditions(seed: number, count: number): RandomCondition[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => ({
    tDb: -40 + 100 * next(),
    rh: 0.01 + 0.99 * next(),
    altitude: 3000 * next(),
  }));
}
