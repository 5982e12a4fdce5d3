/**
 * Golden fixtures of select(): the cases (every unit type x fan type at three flows in two climates), the projection
 * of a result that the fixtures hold, and the comparison of a live result with its fixture. The fixtures live in
 * engine/test/golden/*.json; `npm run golden` (scripts/regenerate-golden.ts) writes them, on purpose only
 * (docs/engine.md, "Golden fixtures and the engine version").
 *
 * The cases use the public select() input only, so they outlive a change of the catalogue's module structure; the
 * flows are the demo catalogue's ranges written out (docs/engine.md section 8).
 */
import { select } from '../select';
import type { SelectionInput } from '../select';
import { defaultSelection } from './selection';

/** One golden case: its id (also its place in the fixture) and the select() input. */
export interface GoldenCase {
  id: string;
  input: SelectionInput;
}

/** What a fixture stores per case: the projected result, or the error select() threw. */
export type GoldenOutcome = { result: unknown } | { error: string };

/** Flow ranges of the demo sizes, m3/h: lowest, nominal, highest (codes 1-5, 6-10 and 11-15 share a size each). */
const SIZE_FLOWS_M3H: readonly (readonly [number, number, number])[] = [
  [600, 1500, 2000],
  [1200, 2500, 3100],
  [1500, 3000, 3800],
  [2300, 4500, 5500],
  [3000, 6000, 6800],
];

/** Two climates: Belgrade (the wizard's defaults but for a 50/35 C heater: the default 35/28 C water does not reach
 * 22 C at the larger flows) and a cold, humid one at 600 m with an ethylene glycol heater. */
const CLIMATES: readonly { name: string; over: Partial<SelectionInput> }[] = [
  { name: 'belgrade', over: { heater: { medium: 'water', fluidTIn: 50, fluidTOut: 35 } } },
  {
    name: 'cold-humid',
    over: {
      elevationM: 600,
      summer: { outdoor: { tDb: 31, rh: 0.55 }, indoor: { tDb: 24, rh: 0.5 }, supplyTDb: 18 },
      winter: { outdoor: { tDb: -20, rh: 0.85 }, indoor: { tDb: 21, rh: 0.45 }, supplyTDb: 21 },
      heater: { medium: 'ethylene', fluidTIn: 70, fluidTOut: 55 },
      cooler: { medium: 'water', fluidTIn: 6, fluidTOut: 12 },
      filters: { supply: 'F7', return: 'M6' },
      casing: 'RW',
    },
  },
];

/** Every unit type (1-15) x fan type (Standard, Premium) x lowest / nominal / highest flow x climate: 180 cases. */
export function goldenCases(): GoldenCase[] {
  const cases: GoldenCase[] = [];
  for (let code = 1; code <= 15; code++) {
    const flows = SIZE_FLOWS_M3H[(code - 1) % 5] ?? [];
    for (const fanType of ['Standard', 'Premium'] as const) {
      for (const [flowName, flow] of flows.map((f, i) => [['low', 'nominal', 'high'][i], f] as const)) {
        for (const climate of CLIMATES) {
          cases.push({
            id: `${code}-${fanType}-${flowName}-${climate.name}`,
            input: defaultSelection({
              unitTypeId: code,
              fanType,
              flowSupplyM3h: flow,
              flowReturnM3h: flow,
              ...climate.over,
            }),
          });
        }
      }
    }
  }
  return cases;
}

/** Keys left out of a fixture: the input (stored beside it), the fan charts (drawn from the curve and the operating
 * point, both kept) and catalogue texts the data sheet copies unchanged. */
const SKIPPED_KEYS = new Set(['input', 'chart', 'drive', 'casingClasses', 'bandsHz']);

/** A full air state is (tDb, w, pressure) and psychrometrics (pinned by its own tests); the fixture keeps four. */
const AIR_STATE_KEYS = ['tDb', 'rh', 'w', 'h'] as const;

function isAirState(value: object): boolean {
  return 'tWb' in value && 'pws' in value && 'tDb' in value;
}

/**
 * The part of a select() result a fixture holds: every number, string and flag but the skipped keys; air states as
 * tDb, rh, w and h. Numbers keep full precision (JSON round-trips a double exactly).
 */
export function goldenProjection(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(goldenProjection);
  }
  if (value !== null && typeof value === 'object') {
    if (isAirState(value)) {
      const state = value as Record<(typeof AIR_STATE_KEYS)[number], number>;
      return Object.fromEntries(AIR_STATE_KEYS.map((k) => [k, state[k]]));
    }
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SKIPPED_KEYS.has(k))
        .map(([k, v]) => [k, goldenProjection(v)]),
    );
  }
  return value;
}

/** Relative tolerance of the golden comparison: far below any model change, above nothing but rounding. */
export const GOLDEN_RELATIVE_TOLERANCE = 1e-9;

/**
 * The differences between a fixture and a live value, as 'path: fixture -> live' lines: numbers beyond the relative
 * tolerance (absolute 1e-12 around zero), strings, flags and nulls not identical, keys present on one side only.
 */
export function goldenDifferences(expected: unknown, actual: unknown, path = ''): string[] {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const scale = Math.max(Math.abs(expected), Math.abs(actual));
    const close =
      Object.is(expected, actual) ||
      Math.abs(expected - actual) <= Math.max(GOLDEN_RELATIVE_TOLERANCE * scale, 1e-12);
    return close ? [] : [`${path}: ${expected} -> ${actual}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      return [`${path}: ${expected.length} items -> ${actual.length}`];
    }
    return expected.flatMap((e, i) => goldenDifferences(e, actual[i], `${path}[${i}]`));
  }
  if (
    expected !== null &&
    actual !== null &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    !Array.isArray(expected) &&
    !Array.isArray(actual)
  ) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])];
    return keys.flatMap((k) => {
      const sub = path === '' ? k : `${path}.${k}`;
      if (!(k in a)) {
        return [`${sub}: missing in the live result`];
      }
      if (!(k in e)) {
        return [`${sub}: new in the live result`];
      }
      return goldenDifferences(e[k], a[k], sub);
    });
  }
  return expected === actual ? [] : [`${path}: ${JSON.stringify(expected)} -> ${JSON.stringify(actual)}`];
}

/** The outcome of one case as a fixture stores it. */
export function goldenOutcome(input: SelectionInput): GoldenOutcome {
  try {
    return { result: goldenProjection(select(input)) };
  } catch (error) {
    if (error instanceof Error) {
      return { error: `${error.name}: ${error.message}` };
    }
    throw error;
  }
}

/** A fixture file: the cases of one unit type. */
export interface GoldenFile {
  engineVersion: string;
  unitTypeId: number;
  cases: { id: string; input: SelectionInput; outcome: GoldenOutcome }[];
}

/** The fixture file name of a unit type. */
export function goldenFileName(unitTypeId: number): string {
  return `select-${String(unitTypeId).padStart(2, '0')}.json`;
}
