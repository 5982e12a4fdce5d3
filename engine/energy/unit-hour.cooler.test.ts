/**
 * The hour's cooler is the coil the selection chose (issue 25 with issue 26): its rows, fin pitch, tubes per row and
 * circuits, throttled by its valve to the hour's target, "beyond design" only where that coil with its valve open
 * (the design's fluid flow) cannot reach the target. Regression: the hour used to design a coil of its own at each
 * hour (rows and fin pitch fixed, the circuits picked anew for the hour's duty, the fluid to leave at the design's
 * outlet), so the cooler load stepped by about 2 % between neighbouring hours where the circuits changed, and light
 * loads were refused (the position defaults on a P 03: 19.76 C / 9.7 g/kg entering refused, 20 C accepted) and fell
 * back to the beyond-design air side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { unitType } from '../catalogue/catalogue';
import { coilAreas, fluidTable } from '../coils';
import { prepareCoil, rateCoil } from '../coils/rating';
import { airState, humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { dryAirMassFlow } from '../recovery/recovery';
import { chosenCoil, fanRise, select } from '../select';
import { defaultSelection } from '../test/selection';
import { coolerTable } from './cooler-table';
import { rateCoolerExactly, unitHourModel, type UnitHourModel } from './unit-hour';

/** The position defaults (engine/test/selection.ts) on a plate P 03: 7 / 12 C water, supply 18 C. */
const selection = select(defaultSelection({ unitTypeId: 6 }));
const chosen = selection.cooler!;
const type = unitType(6, CATALOGUE);
const SUPPLY_C = 18;

/** The cooler's rating of `model` for air entering at tDb, C, and w, kg/kg. */
function rate(model: UnitHourModel, tDb: number, w: number, target = SUPPLY_C) {
  const airIn = airState({ tDb, w, pressure: model.pressure });
  const massFlow = dryAirMassFlow(model.flowSupplyM3h / 3600, w, model.pressure);
  return { airIn, massFlow, rating: rateCoolerExactly(model, airIn, massFlow, target) };
}

/** Loads along a sweep of the entering dry bulb, W, each rated within the coil's reach. */
function sweep(model: UnitHourModel, from: number, to: number, step: number, w: number): number[] {
  const loads: number[] = [];
  for (let k = 0; from + k * step <= to + 1e-9; k++) {
    const { rating } = rate(model, from + k * step, w);
    expect(rating.beyondDesign, `${(from + k * step).toFixed(2)} C`).toBe(false);
    loads.push(rating.coolerW);
  }
  return loads;
}

/** Each load above the one before, and no step between neighbours more than `ratio` times another (no jumps). */
function expectSmoothRise(loads: readonly number[], ratio: number): void {
  const steps = loads.slice(1).map((load, k) => load - loads[k]!);
  expect(Math.min(...steps)).toBeGreaterThan(0);
  expect(Math.max(...steps) / Math.min(...steps)).toBeLessThan(ratio);
}

describe('the hour rates the cooler the selection chose', () => {
  const model = unitHourModel(selection, CATALOGUE, 1);

  it('is built as select chose it: rows, fin pitch, tubes per row, circuits, the design fluid flow', () => {
    const spec = model.cooler!.spec;
    expect(spec).toMatchObject({
      medium: chosen.medium,
      concentrationPct: chosen.concentrationPct,
      fluidTIn: chosen.fluidTIn,
      rows: chosen.rows,
      finPitchMm: chosen.finPitchMm,
      circuits: chosen.circuits,
    });
    expect(spec.fluidFlowM3h! / 3600).toBeCloseTo(chosen.fluidQV, 12);
    // Neither the design's target, its capacity nor its fluid outlet: the hour throttles to its own target.
    expect(spec.supplyTDb).toBeUndefined();
    expect(spec.capacityW).toBeUndefined();
    expect(spec.fluidTOut).toBeUndefined();
    expect(coilAreas(chosenCoil(type.sizeData.cooler, chosen)).tubesPerRow).toBe(chosen.tubesPerRow);
  });

  it('equals select at the design point (same coil, same throttled flow)', () => {
    const hour = rateCoolerExactly(model, chosen.airIn, chosen.massFlow, selection.input.summer.supplyTDb);
    expect(hour.beyondDesign).toBe(false);
    expect(hour.coolerW / chosen.capacity - 1).toBeCloseTo(0, 6);
    expect(hour.airOut.w - chosen.airOut.w).toBeCloseTo(0, 9);
  });

  it('is continuous and monotone across 19.5..20.5 C at 9.7 g/kg (19.76 C was refused)', () => {
    expect(rate(model, 19.76, 0.0097).rating.beyondDesign).toBe(false);
    expectSmoothRise(sweep(model, 19.5, 20.5, 0.01, 0.0097), 1.2);
  });

  it('has no step where the coil wets (10 g/kg, 24.5..25.2 C: the circuits changed at 24.85 C, +2 %)', () => {
    expectSmoothRise(sweep(model, 24.5, 25.2, 0.05, 0.01), 1.2);
  });

  it('throttles at light loads rather than refusing them, wet or dry, at full and half flow', () => {
    for (const share of [1, 0.5]) {
      const at = unitHourModel(selection, CATALOGUE, share);
      for (const w of [0.006, 0.0085, 0.0097, 0.011, 0.012]) {
        const lowest = SUPPLY_C + 0.02;
        // From just above the target (the fan's rise below it: the coil idles there) to 4 K above it.
        for (let tDb = lowest; tDb <= SUPPLY_C + 4; tDb += 0.1) {
          if (w > 0.95 * humidityRatioFromVapourPressure(saturationPressure(tDb), at.pressure)) {
            continue;
          }
          const { rating } = rate(at, tDb, w);
          expect(rating.beyondDesign, `${share}, ${tDb.toFixed(2)} C, ${w * 1000} g/kg`).toBe(false);
        }
      }
    }
  });
});

describe('an hour whose air enters a hair above the coil’s target', () => {
  it('idles the coil instead of throwing (its throttled flow would leave the tube correlations’ range)', () => {
    const model = unitHourModel(selection, CATALOGUE, 1);
    const w = 0.012;
    const massFlow = dryAirMassFlow(model.flowSupplyM3h / 3600, w, model.pressure);
    const coilTarget = SUPPLY_C - fanRise(model.fanPowerW.supply, massFlow, w);
    for (const above of [1e-10, 1e-9, 1e-7]) {
      const airIn = airState({ tDb: coilTarget + above, w, pressure: model.pressure });
      const rating = rateCoolerExactly(model, airIn, massFlow, SUPPLY_C);
      expect(rating.beyondDesign).toBe(false);
      expect(rating.coolerW).toBeLessThan(1e-3);
    }
  });
});

describe(
  'property: an hour the coil reaches with its valve open is never beyond design',
  { timeout: 120_000 },
  () => {
    const models = [1, 0.7, 0.5].map((share) => unitHourModel(selection, CATALOGUE, share));
    const tables = models.map((model) => coolerTable(model));
    const table = fluidTable(chosen.medium, chosen.concentrationPct);
    /** The built coil with its valve open (the design's fluid flow): its leaving dry bulb for this air, C. */
    const openValve = (airIn: ReturnType<typeof airState>, massFlow: number) =>
      rateCoil(
        prepareCoil({
          kind: 'cooler',
          coil: chosenCoil(type.sizeData.cooler, chosen),
          airIn,
          massFlow,
          table,
          fluidTIn: chosen.fluidTIn,
        }),
        chosen.fluidMassFlow,
      ).tDbOut;

    it('holds for random entering air, targets and flows, by the coil and by the year’s table', () => {
      const seen = { reached: 0, beyond: 0 };
      fc.assert(
        fc.property(
          fc.record({
            model: fc.integer({ min: 0, max: models.length - 1 }),
            target: fc.constantFrom(16, 18, 20),
            // Light loads (a few tenths of a kelvin above the target) as often as heavy ones.
            excessK: fc.oneof(
              fc.double({ min: 0.6, max: 2, noNaN: true }),
              fc.double({ min: 2, max: 16, noNaN: true }),
            ),
            rh: fc.double({ min: 0.2, max: 0.9, noNaN: true }),
          }),
          (c) => {
            const model = models[c.model]!;
            const tDb = c.target + c.excessK;
            const w = airState({ tDb, rh: c.rh, pressure: model.pressure }).w;
            const { airIn, massFlow, rating } = rate(model, tDb, w, c.target);
            const coilTarget = c.target - fanRise(model.fanPowerW.supply, massFlow, w);
            const open = openValve(airIn, massFlow);
            const tabled = tables[c.model]!(airIn, massFlow, c.target);
            if (open < coilTarget - 0.05) {
              expect(rating.beyondDesign).toBe(false);
              expect(tabled.beyondDesign).toBe(false);
              // Throttled to the target: the supply after the fan's rise is the target.
              const rise = fanRise(model.fanPowerW.supply, massFlow, rating.airOut.w);
              expect(rating.airOut.tDb + rise).toBeCloseTo(c.target, 6);
              seen.reached++;
            } else if (open > coilTarget + 0.05) {
              expect(rating.beyondDesign).toBe(true);
              seen.beyond++;
            }
          },
        ),
        { numRuns: 150, seed: 25 },
      );
      // Both sides of the coil's reach were drawn.
      expect(seen.reached).toBeGreaterThan(30);
      expect(seen.beyond).toBeGreaterThan(10);
    });
  },
);
