/**
 * A state from any two of the six properties (issue 16, acceptance 3), checked against PsychroLib 2.5.0 (npm
 * psychrolib 1.1.1, ASHRAE 2017 ch. 1's reference implementation) over a grid, and dry air against ASHRAE's
 * dry-air density.
 */
import psychrolib from 'psychrolib';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { standardPressure } from './atmosphere';
import { airState, airStateFromPair, STATE_PROPERTIES } from './state';
import type { StateProperty } from './state';

psychrolib.SetUnitSystem(psychrolib.SI);

/** The grid: dry bulb -20..55 C, rh 5..95 %, sea level and 2000 m. */
const GRID = [-20, -5, 2, 10, 25, 40, 55].flatMap((tDb) =>
  [0.05, 0.3, 0.6, 0.95].flatMap((rh) => [0, 2000].map((altitude) => ({ tDb, rh, altitude }))),
);

const NOT_A_STATE = new Set(['tDp+w', 'tWb+h']);
const PAIRS = STATE_PROPERTIES.flatMap((a, i) =>
  STATE_PROPERTIES.slice(i + 1).map((b) => [a, b] as [StateProperty, StateProperty]),
).filter(([a, b]) => !NOT_A_STATE.has(`${a}+${b}`));

describe('airStateFromPair', () => {
  it('has 13 pairs that fix a state (15 pairs of six, less tDp with w and tWb with h)', () => {
    expect(PAIRS).toHaveLength(13);
  });

  it.each(PAIRS)(
    '%s and %s: dry bulb within 0.005 K and W within 1e-4 (relative) of PsychroLib over the grid',
    (a, b) => {
      for (const { tDb, rh, altitude } of GRID) {
        const pressure = standardPressure(altitude);
        const [w, tWb, tDp, , h] = psychrolib.CalcPsychrometricsFromRelHum(tDb, rh, pressure);
        const reference: Record<StateProperty, number> = { tDb, tWb, tDp, rh, w, h };
        const state = airStateFromPair({ [a]: reference[a], [b]: reference[b], pressure });
        expect(Math.abs(state.tDb - tDb), `${a}, ${b} at ${tDb} C ${rh}`).toBeLessThan(0.005);
        // W within 1e-4 relative, or 1e-6 kg/kg where W is tiny (cold dry air: there PsychroLib's own wet bulb,
        // converged to 0.001 K, moves W by more than 1e-4 of itself).
        expect(Math.abs(state.w - w), `${a}, ${b} at ${tDb} C ${rh}`).toBeLessThan(1e-6 + 1e-4 * w);
        // The given pair comes back as given.
        expect(state[a]).toBe(reference[a]);
        expect(state[b]).toBe(reference[b]);
      }
    },
  );

  it.each([
    [{ tDp: 10, w: 0.008 }, 'tDp and w do not fix a state: both fix only the moisture content'],
    [
      { tWb: 15, h: 40_000 },
      'tWb and h do not fix a state: lines of constant enthalpy and constant wet bulb are nearly parallel',
    ],
    [{ rh: 0, w: 0 }, 'rh and w do not fix a state: dry air has rh = 0 at every dry bulb'],
    [{ tDb: 20 }, 'give exactly two of tDb, tWb, tDp, rh, w, h (got tDb)'],
    [{ tDb: 20, rh: 0.5, w: 0.01 }, 'give exactly two of tDb, tWb, tDp, rh, w, h (got tDb, rh, w)'],
  ])('%o is refused, naming the pair', (pair, message) => {
    expect(() => airStateFromPair({ ...pair, pressure: 101_325 })).toThrow(new EngineInputError(message));
  });

  it('dry air (w = 0 or rh = 0) is a state: density at 20 C and 101 325 Pa within 1e-4 of ASHRAE 1.20415 kg/m3', () => {
    // ASHRAE Handbook Fundamentals 2017 ch. 1 Table 2 / eq. 28: rho of dry air at 20 C, 101.325 kPa.
    for (const state of [
      airState({ tDb: 20, w: 0, pressure: 101_325 }),
      airState({ tDb: 20, rh: 0, pressure: 101_325 }),
      airStateFromPair({ tDb: 20, w: 0, pressure: 101_325 }),
      airStateFromPair({ w: 0, h: 20_120, pressure: 101_325 }),
    ]) {
      expect(Math.abs(state.rho - 1.20415)).toBeLessThan(1e-4);
      expect(state.w).toBe(0);
      expect(state.rh).toBe(0);
      expect(state.tDp).toBe(-Infinity);
      // The wet bulb of dry air at 20 C agrees with PsychroLib's.
      expect(Math.abs(state.tWb - psychrolib.GetTWetBulbFromHumRatio(20, 0, 101_325))).toBeLessThan(0.002);
    }
  });
});
