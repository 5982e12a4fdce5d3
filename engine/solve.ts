import { EngineConvergenceError } from './errors';

/** Iteration bound of solveBracketed: 200 halvings shrink any double-precision bracket to nothing. */
const MAX_BISECTIONS = 200;

/**
 * Root of a continuous function on a bracket, by bisection: slow but unconditionally convergent, so it serves
 * the engine's cold paths (process targets, chart intersections). The hot psychrometric solvers use their own
 * safeguarded Newton iterations instead.
 *
 * @param f function whose sign differs at lo and hi (a zero at either end is accepted)
 * @param lo lower end of the bracket
 * @param hi upper end of the bracket, hi >= lo
 * @param tolerance absolute width of the final bracket, in the unit of x
 * @param routine name reported if the bracket holds no sign change or the bound is reached
 * @returns x with |x - root| <= tolerance / 2
 * @throws EngineConvergenceError when f(lo) and f(hi) have the same sign or after 200 halvings
 */
export function solveBracketed(
  f: (x: number) => number,
  lo: number,
  hi: number,
  tolerance: number,
  routine: string,
): number {
  let fLo = f(lo);
  const fHi = f(hi);
  if (fLo === 0) {
    return lo;
  }
  if (fHi === 0) {
    return hi;
  }
  if (!(fLo * fHi < 0)) {
    throw new EngineConvergenceError(`${routine} (no sign change on ${lo}..${hi})`, 0, hi - lo);
  }
  for (let i = 0; i < MAX_BISECTIONS; i++) {
    const mid = 0.5 * (lo + hi);
    if (hi - lo <= tolerance || mid === lo || mid === hi) {
      return mid;
    }
    const fMid = f(mid);
    if (fMid === 0) {
      return mid;
    }
    if (fMid * fLo < 0) {
      hi = mid;
    } else {
      lo = mid;
      fLo = fMid;
    }
  }
  throw new EngineConvergenceError(routine, MAX_BISECTIONS, hi - lo);
}

/**
 * Root of a continuous function on a bracket by regula falsi with the Illinois modification (Dowell & Jarratt,
 * BIT 11 (1971) 168-174: the retained end's value is halved when the same end is kept twice, which restores
 * superlinear convergence). Each step keeps a bracket, so it converges wherever bisection does; when a false-position
 * step moves less than the tolerance, the two points tolerance / 2 either side close the bracket. Used where a
 * root is needed many times (frost protection, hour by hour over a year): about 8 evaluations instead of 30 to 40.
 *
 * @param f function whose sign differs at lo and hi (a zero at either end is accepted)
 * @param lo lower end of the bracket; hi upper end, hi >= lo
 * @param tolerance absolute width of the final bracket, in the unit of x
 * @param routine name reported if the bracket holds no sign change or the bound is reached
 * @returns x with |x - root| <= tolerance / 2
 * @throws EngineConvergenceError when f(lo) and f(hi) have the same sign or after 200 steps
 */
export function solveRegulaFalsi(
  f: (x: number) => number,
  lo: number,
  hi: number,
  tolerance: number,
  routine: string,
): number {
  let fLo = f(lo);
  let fHi = f(hi);
  if (fLo === 0) {
    return lo;
  }
  if (fHi === 0) {
    return hi;
  }
  if (!(fLo * fHi < 0)) {
    throw new EngineConvergenceError(`${routine} (no sign change on ${lo}..${hi})`, 0, hi - lo);
  }
  let kept: 'lo' | 'hi' | null = null;
  let previous = Number.NaN;
  let width = hi - lo;
  for (let i = 0; i < MAX_BISECTIONS; i++) {
    if (hi - lo <= tolerance) {
      return 0.5 * (lo + hi);
    }
    // Safeguard: when three steps have not halved the bracket, a bisection step (the bound of bisection holds).
    const stalled = i % 3 === 2 && hi - lo > 0.5 * width;
    if (i % 3 === 2) {
      width = hi - lo;
    }
    let x = stalled ? 0.5 * (lo + hi) : (lo * fHi - hi * fLo) / (fHi - fLo);
    if (!(x > lo && x < hi)) {
      x = 0.5 * (lo + hi);
    }
    if (Math.abs(x - previous) < tolerance) {
      // Converging from one side: test the points half a tolerance either side of the estimate.
      const a = Math.max(lo, x - tolerance / 2);
      const b = Math.min(hi, x + tolerance / 2);
      const fa = f(a);
      const fb = f(b);
      if (fa * fLo > 0 && fb * fHi > 0) {
        return 0.5 * (a + b);
      }
      if (fa * fLo <= 0) {
        hi = a;
        fHi = fa;
      } else {
        lo = b;
        fLo = fb;
      }
      if (fLo === 0 || fHi === 0) {
        return fLo === 0 ? lo : hi;
      }
      previous = Number.NaN;
      kept = null;
      continue;
    }
    previous = x;
    const fx = f(x);
    if (fx === 0) {
      return x;
    }
    if (fx * fLo < 0) {
      hi = x;
      fHi = fx;
      if (kept === 'lo') {
        fLo /= 2;
      }
      kept = 'lo';
    } else {
      lo = x;
      fLo = fx;
      if (kept === 'hi') {
        fHi /= 2;
      }
      kept = 'hi';
    }
  }
  throw new EngineConvergenceError(routine, MAX_BISECTIONS, hi - lo);
}
