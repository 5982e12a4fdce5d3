/**
 * Effectiveness-NTU relations of two-stream heat exchangers: Kays & London, Compact Heat Exchangers, 3rd ed. (1984),
 * ch. 2; Incropera & DeWitt, Fundamentals of Heat and Mass Transfer, 6th ed. (2007), Tables 11.3 and 11.4.
 *
 * Notation: NTU = UA / C_min, Cr = C_min / C_max (0..1), effectiveness = q / q_max with q_max = C_min (t_hot,in -
 * t_cold,in). Every function here is dimensionless.
 */
import { checkRange } from '../errors';
import { solveBracketed } from '../solve';

/** Largest NTU the relations accept: beyond 50 every arrangement has reached its limit to 1e-20. */
export const NTU_MAX = 50;

/** Below this distance from Cr = 1 the balanced-flow limit is used (the general form cancels there). */
const BALANCED = 1e-7;

function checkNtuCr(ntu: number, cr: number): void {
  checkRange('ntu', ntu, 0, NTU_MAX, '');
  checkRange('cr', cr, 0, 1, '');
}

/**
 * Counterflow effectiveness, eps = (1 - exp(-NTU (1 - Cr))) / (1 - Cr exp(-NTU (1 - Cr))), and its balanced limit
 * eps = NTU / (1 + NTU) at Cr = 1 (Incropera Table 11.3, eq. 11.29a and 11.29b).
 * @param ntu number of transfer units, 0..50
 * @param cr capacity-rate ratio C_min / C_max, 0..1
 * @returns effectiveness 0..1 (0.75 at NTU 3, Cr 1)
 * @throws EngineRangeError for ntu or cr out of range
 */
export function counterflowEffectiveness(ntu: number, cr: number): number {
  checkNtuCr(ntu, cr);
  if (1 - cr < BALANCED) {
    return ntu / (1 + ntu);
  }
  const e = Math.exp(-ntu * (1 - cr));
  return (1 - e) / (1 - cr * e);
}

/**
 * NTU of a counterflow exchanger from its effectiveness, the inverse of counterflowEffectiveness:
 * NTU = ln((1 - eps Cr) / (1 - eps)) / (1 - Cr), NTU = eps / (1 - eps) at Cr = 1 (Incropera eq. 11.30a, 11.30b).
 * @param effectiveness 0..1 (exclusive of 1: infinite NTU)
 * @param cr capacity-rate ratio, 0..1
 * @returns NTU >= 0
 * @throws EngineRangeError for an effectiveness outside 0..<1 or cr outside 0..1
 */
export function counterflowNtu(effectiveness: number, cr: number): number {
  checkRange('effectiveness', effectiveness, 0, 1 - 1e-12, '');
  checkRange('cr', cr, 0, 1, '');
  if (1 - cr < BALANCED) {
    return effectiveness / (1 - effectiveness);
  }
  return Math.log((1 - effectiveness * cr) / (1 - effectiveness)) / (1 - cr);
}

/**
 * Single-pass cross flow with one stream mixed (the tube fluid of one tube row) and the other unmixed (the air
 * between the fins), Incropera Table 11.3:
 * C_max mixed: eps = (1 / Cr) (1 - exp(-Cr (1 - exp(-NTU)))); C_min mixed: eps = 1 - exp(-(1 - exp(-Cr NTU)) / Cr).
 * @param ntu 0..50
 * @param cr 0..1
 * @param minIsMixed true when the stream of C_min is the mixed one
 * @returns effectiveness 0..1
 */
export function crossflowOneMixedEffectiveness(ntu: number, cr: number, minIsMixed: boolean): number {
  checkNtuCr(ntu, cr);
  if (cr === 0) {
    return 1 - Math.exp(-ntu);
  }
  return minIsMixed
    ? 1 - Math.exp(-(1 - Math.exp(-cr * ntu)) / cr)
    : (1 - Math.exp(-cr * (1 - Math.exp(-ntu)))) / cr;
}

/**
 * Effectiveness of a finned-tube coil of `rows` tube rows in cross-counterflow: each row a cross-flow pass (air
 * unmixed, tube fluid mixed) with NTU / rows, the passes in overall counterflow (Kays & London 1984, eq. 2-13 for
 * passes in counterflow arrangement): eps = (X^n - 1) / (X^n - Cr) with X = (1 - eps_p Cr) / (1 - eps_p), and
 * eps = n eps_p / (1 + (n - 1) eps_p) at Cr = 1.
 * @param ntu of the whole coil, UA / C_min, 0..50
 * @param cr C_min / C_max, 0..1
 * @param rows tube rows, 1..12
 * @param airIsMin true when the air has the smaller capacity rate (the fluid is then C_max, mixed)
 * @returns effectiveness 0..1
 */
export function coilEffectiveness(ntu: number, cr: number, rows: number, airIsMin: boolean): number {
  checkRange('rows', rows, 1, 12, '');
  const pass = crossflowOneMixedEffectiveness(ntu / rows, cr, !airIsMin);
  if (rows === 1) {
    return pass;
  }
  if (1 - cr < BALANCED) {
    return (rows * pass) / (1 + (rows - 1) * pass);
  }
  const x = Math.pow((1 - pass * cr) / (1 - pass), rows);
  return (x - 1) / (x - cr);
}

/**
 * The NTU at which an arrangement reaches a required effectiveness: the inverse of a monotonic effectiveness
 * function by bisection to 1e-9 on 0..50.
 * @param effectiveness required, 0..1
 * @param relation NTU -> effectiveness of the arrangement
 * @returns the NTU, or Infinity when the arrangement cannot reach it even at NTU 50 (the duty is impossible)
 */
export function ntuForEffectiveness(effectiveness: number, relation: (ntu: number) => number): number {
  checkRange('effectiveness', effectiveness, 0, 1, '');
  if (effectiveness === 0) {
    return 0;
  }
  if (relation(NTU_MAX) < effectiveness) {
    return Number.POSITIVE_INFINITY;
  }
  return solveBracketed((ntu) => relation(ntu) - effectiveness, 0, NTU_MAX, 1e-9, 'ntuForEffectiveness');
}
