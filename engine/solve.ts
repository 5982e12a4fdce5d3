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
