/**
 * Issue 26 acceptance 2, by fast-check: for random coils (size, rows, fin pitch, feeds, fluid) the leaving air of the
 * rating is continuous and monotone in the fluid flow; for random duties on random sizes, every refused target lies
 * outside the one interval the refusal names, and a target just inside that interval is met.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { EngineDutyError } from '../errors';
import { airState } from '../psychro';
import { coolerDesign, heaterDesign } from './coils';
import type { CoilInput } from './coils';
import { fluidTable } from './fluids';
import type { Medium } from './fluids';
import { prepareCoil, rateCoil } from './rating';

const P = 101_325;
const sizes = CATALOGUE.unitTypes.filter((t) => t.family === 'Plate').map((t) => t.sizeData);
const fluids: readonly [Medium, number][] = [
  ['water', 0],
  ['ethylene', 20],
  ['ethylene', 40],
  ['propylene', 20],
  ['propylene', 40],
];
const RUNS = 60;

const coilArbitrary = fc.record({
  size: fc.constantFrom(...sizes),
  kind: fc.constantFrom('heater' as const, 'cooler' as const),
  rows: fc.integer({ min: 1, max: 8 }),
  finPitchMm: fc.constantFrom(1.6, 2, 2.5, 3.2, 4),
  feedShare: fc.double({ min: 0.05, max: 1, noNaN: true }),
  fluid: fc.constantFrom(...fluids),
  flowShare: fc.double({ min: 0, max: 1, noNaN: true }),
  rh: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
});

describe(
  'the rating: leaving air continuous and monotone in the fluid flow (every geometry)',
  { timeout: 120_000 },
  () => {
    it('holds on a sweep of 0.01..5 kg/s for random coils', () => {
      fc.assert(
        fc.property(coilArbitrary, (c) => {
          const cooler = c.kind === 'cooler';
          const tubesPerRow = Math.floor(c.size.cooler.faceHeightMm / 25);
          const model = {
            ...c.size[c.kind],
            geometry: { ...c.size[c.kind].geometry, rows: c.rows, finPitchM: c.finPitchMm / 1000 },
            circuits: Math.max(1, Math.round(c.feedShare * tubesPerRow)),
          };
          const flowM3h = c.size.minFlowM3h + c.flowShare * (c.size.maxFlowM3h - c.size.minFlowM3h);
          const airIn = airState({ tDb: cooler ? 30 : 5, rh: c.rh, pressure: P });
          const coil = prepareCoil({
            kind: c.kind,
            coil: model,
            airIn,
            massFlow: flowM3h / 3600 / 0.85,
            table: fluidTable(c.fluid[0], c.fluid[1]),
            fluidTIn: cooler ? 6 : 60,
          });
          let previous = rateCoil(coil, 0.01).tDbOut;
          for (let m = 0.01; m < 5; m *= 1.08) {
            const t = rateCoil(coil, m).tDbOut;
            // Continuous: a 1e-6 relative step in the flow moves the air by less than 1e-3 K, a 1e-8 step by less than
            // 1e-5 K (a jump would not shrink with the step).
            expect(Math.abs(rateCoil(coil, m * (1 + 1e-6)).tDbOut - t)).toBeLessThan(1e-3);
            expect(Math.abs(rateCoil(coil, m * (1 + 1e-8)).tDbOut - t)).toBeLessThan(1e-5);
            // Monotone: more fluid cools (heats) the air further, never less.
            if (cooler) {
              expect(t).toBeLessThanOrEqual(previous + 1e-9);
            } else {
              expect(t).toBeGreaterThanOrEqual(previous - 1e-9);
            }
            previous = t;
          }
        }),
        { numRuns: RUNS, seed: 26 },
      );
    });
  },
);

const dutyArbitrary = fc.record({
  size: fc.constantFrom(...sizes),
  kind: fc.constantFrom('heater' as const, 'cooler' as const),
  fluid: fc.constantFrom(...fluids),
  flowShare: fc.double({ min: 0, max: 1, noNaN: true }),
  rh: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
  targetShare: fc.double({ min: 0.05, max: 0.98, noNaN: true }),
  fixRows: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
});

describe(
  'the selection: every refused target lies outside the one interval named',
  { timeout: 120_000 },
  () => {
    it('for random duties on random sizes; a target just inside the interval is met', () => {
      let refused = 0;
      fc.assert(
        fc.property(dutyArbitrary, (d) => {
          const cooler = d.kind === 'cooler';
          const airIn = airState({ tDb: cooler ? 30 : 5, rh: d.rh, pressure: P });
          const fluidTIn = cooler ? 6 : 60;
          const target = cooler ? 30 - d.targetShare * 24 : 5 + d.targetShare * 55;
          const flowM3h = d.size.minFlowM3h + d.flowShare * (d.size.maxFlowM3h - d.size.minFlowM3h);
          const input = (tDb: number): CoilInput => ({
            coil: d.size[d.kind],
            airIn,
            massFlow: flowM3h / 3600 / 0.85,
            medium: d.fluid[0],
            concentrationPct: d.fluid[1],
            tWinterOutdoor: -5,
            fluidTIn,
            target: { tDb },
            fluid: { tOut: cooler ? 12 : 40 },
            ...(d.fixRows === undefined ? {} : { rows: d.fixRows }),
          });
          const design = (tDb: number) => (cooler ? coolerDesign(input(tDb)) : heaterDesign(input(tDb)));
          try {
            const r = design(target);
            expect(r.reserve).toBeGreaterThanOrEqual(1 - 1e-6);
          } catch (error) {
            expect(error).toBeInstanceOf(EngineDutyError);
            const { min, max, quantity } = error as EngineDutyError;
            expect(quantity).toBe(`${d.kind}.tDb`);
            expect(target < min || target > max, `${target} in ${min}..${max}`).toBe(true);
            expect(error instanceof Error ? error.message.split('out of reach').length : 0).toBe(2);
            refused++;
            // The interval is reachable: a target 0.05 K inside it is met (unless the interval is that narrow).
            const inside = cooler ? min + 0.05 : max - 0.05;
            if (max - min > 0.1) {
              expect(design(inside).reserve).toBeGreaterThanOrEqual(1 - 1e-6);
            }
          }
        }),
        { numRuns: RUNS, seed: 26 },
      );
      expect(refused).toBeGreaterThan(0);
    });
  },
);
