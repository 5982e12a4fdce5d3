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

/**
 * Root of f on a bracket by Brent's method (R. P. Brent, Algorithms for Minimization without Derivatives, 1973, ch. 4;
 * as zbrent in Press et al., Numerical Recipes, 3rd ed., section 9.3): inverse quadratic interpolation or the secant
 * where they stay well inside the bracket, else bisection, so it converges superlinearly on a smooth f and never
 * slower than bisection. Returns a point where f was evaluated, within the tolerance of the root.
 * @param f continuous on [a, b] with a sign change
 * @param tolerance the bracket's final width
 * @param fa f(a) and fb f(b) when the caller has them
 * @throws EngineConvergenceError when f has no sign change on [a, b]
 */
export function solveBrent(
  f: (x: number) => number,
  a: number,
  b: number,
  tolerance: number,
  routine: string,
  fa: number = f(a),
  fb: number = f(b),
): number {
  if (fa === 0) {
    return a;
  }
  if (fb === 0) {
    return b;
  }
  if (!(fa * fb < 0)) {
    throw new EngineConvergenceError(`${routine} (no sign change on ${a}..${b})`, 0, b - a);
  }
  let c = b;
  let fc = fb;
  let d = 0;
  let e = 0;
  for (let i = 0; i < MAX_BISECTIONS; i++) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol1 = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tolerance;
    const xm = 0.5 * (c - b);
    if (Math.abs(xm) <= tol1 || fb === 0) {
      return b;
    }
    if (Math.abs(e) >= tol1 && Math.abs(fa) > Math.abs(fb)) {
      // Interpolation: the secant (two points) or inverse quadratic (three).
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * xm * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * xm * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) {
        q = -q;
      }
      p = Math.abs(p);
      if (2 * p < Math.min(3 * xm * q - Math.abs(tol1 * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = xm;
        e = d;
      }
    } else {
      d = xm;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol1 ? d : xm >= 0 ? tol1 : -tol1;
    fb = f(b);
  }
  throw new EngineConvergenceError(routine, MAX_BISECTIONS, Math.abs(c - b));
}
