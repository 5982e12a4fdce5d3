/**
 * Heater and cooler design points (docs/rules.md#engine-coils; acceptance 1): the capacity equals the air-side and
 * the fluid-side heat flow within 0.5 % (the model closes them to 1e-6), no air outlet passes the fluid inlet, and an
 * impossible duty is an EngineDutyError naming the limit. Published values: the water side from the NIST Chemistry
 * WebBook (IAPWS-95, 0.1 MPa: cp 4181.3 J/(kg K) at 50 C, density 983.2 kg/m3 at 60 C); the coil's air side is
 * pinned to Kays & London and Wang & Chi in surface.test.ts, Braun's wet exchange to Mitchell & Braun's example
 * SM-2-1 in heat-transfer/wet-surface.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { EngineDutyError } from '../errors';
import { airState, condensedWaterEnthalpy } from '../psychro';
import { coolerDesign, heaterDesign } from './coils';
import type { CoilInput, CoilResult } from './coils';

const P = 101_325;
const size03 = CATALOGUE.unitTypes[0]?.sizeData;
if (!size03) {
  throw new Error('no size 03');
}
const massFlow = 0.5;

const heaterInput = (over: Partial<CoilInput> = {}): CoilInput => ({
  coil: size03.heater,
  airIn: airState({ tDb: 12, rh: 0.3, pressure: P }),
  massFlow,
  medium: 'water',
  tWinterOutdoor: -12,
  fluidTIn: 60,
  target: { tDb: 22 },
  fluid: { tOut: 40 },
  ...over,
});

const coolerInput = (over: Partial<CoilInput> = {}): CoilInput => ({
  coil: size03.cooler,
  airIn: airState({ tDb: 28, rh: 0.5, pressure: P }),
  massFlow,
  medium: 'water',
  tWinterOutdoor: -12,
  fluidTIn: 7,
  target: { tDb: 18 },
  fluid: { tOut: 12 },
  ...over,
});

/** Air-side heat flow of a result, W: enthalpy change less the condensate's enthalpy. */
function airSideHeat(r: CoilResult): number {
  return Math.abs(
    r.massFlow * (r.airOut.h - r.airIn.h) + r.condensate * condensedWaterEnthalpy(r.airOut.tDb),
  );
}

function expectBalanced(r: CoilResult): void {
  expect(r.capacity).toBeGreaterThan(0);
  expect(Math.abs(airSideHeat(r) - r.capacity)).toBeLessThanOrEqual(0.005 * r.capacity);
  expect(Math.abs(r.fluidHeat - r.capacity)).toBeLessThanOrEqual(0.005 * r.capacity);
  expect(Math.abs(r.fluidHeat - r.capacity)).toBeLessThan(1e-6 * r.capacity);
}

describe('heaterDesign', () => {
  it('heats at constant W to the target; capacity = air side = fluid side; fluid flow from 60/40 C', () => {
    const r = heaterDesign(heaterInput());
    expect(r.airOut.tDb).toBe(22);
    expect(r.airOut.w).toBe(r.airIn.w);
    expectBalanced(r);
    expect(r.airOut.tDb).toBeLessThanOrEqual(r.fluidTIn);
    expect(r.reserve).toBeGreaterThan(1);
    expect(r.fluidDpPa).toBeGreaterThan(0);
    expect(r.airDpPa).toBeGreaterThan(0);
  });

  it('takes the water flow of a 60/40 C heater from NIST water (cp at 50 C, density at 60 C) within 0.1 %', () => {
    const r = heaterDesign(heaterInput({ target: { capacityW: 5000 } }));
    expect(Math.abs(r.fluidMassFlow / (5000 / (4181.3 * 20)) - 1)).toBeLessThan(0.001);
    expect(Math.abs(r.fluidQV / (r.fluidMassFlow / 983.2) - 1)).toBeLessThan(0.001);
  });

  it('takes a capacity instead of a target, and a fluid flow instead of the outlet temperature', () => {
    const r = heaterDesign(heaterInput({ target: { capacityW: 4000 }, fluid: { flowM3h: 0.3 } }));
    expect(r.capacity).toBeCloseTo(4000, 6);
    expectBalanced(r);
    expect(r.fluidQV * 3600).toBeCloseTo(0.3, 9);
    expect(r.fluidTOut).toBeLessThan(60);
  });

  it('with glycol takes the concentration of the glycol rule and needs more flow for the same duty', () => {
    const water = heaterDesign(heaterInput({ fluid: { tOut: 50 } }));
    const glycol = heaterDesign(heaterInput({ medium: 'ethylene', fluid: { tOut: 50 } }));
    expect(glycol.concentrationPct).toBe(30);
    expect(glycol.fluidMassFlow).toBeGreaterThan(water.fluidMassFlow);
    expectBalanced(glycol);
  });

  it('refuses a duty the 2-row coil cannot carry, naming the reachable range', () => {
    const fixed = { rows: 2, finPitchMm: 2.5 };
    const attempt = () =>
      heaterDesign(heaterInput({ ...fixed, fluidTIn: 35, fluid: { tOut: 28 }, target: { tDb: 30 } }));
    expect(attempt).toThrow(EngineDutyError);
    expect(attempt).toThrow(
      /^heater\.tDb = 30 C is out of reach: 12\.\.\d+(\.\d+)? C \(tried 2 rows x 2\.5 mm fins; the largest, 2 rows at 2\.5 mm with \d+ circuits, reaches this; water entering at 35 C, leaving at 28 C\)$/,
    );
    const limit = (() => {
      try {
        attempt();
      } catch (error) {
        return error as EngineDutyError;
      }
      return undefined;
    })();
    expect(limit?.quantity).toBe('heater.tDb');
    expect(limit?.max).toBeGreaterThan(12);
    expect(limit?.max).toBeLessThan(30);
    // The limit is the duty the coil just carries: a target just below it passes.
    expect(
      heaterDesign(
        heaterInput({
          ...fixed,
          fluidTIn: 35,
          fluid: { tOut: 28 },
          target: { tDb: (limit?.max ?? 0) - 0.01 },
        }),
      ).reserve,
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses a glycol no concentration of the table protects at the winter temperature', () => {
    expect(() => heaterDesign(heaterInput({ medium: 'ethylene', tWinterOutdoor: -60 }))).toThrow(
      'heater.tWinterOutdoor = -60 C is out of reach: -51.2..60 C (no ethylene glycol concentration of the table',
    );
  });

  it('stays idle for a target the air already meets', () => {
    const r = heaterDesign(heaterInput({ target: { tDb: 10 } }));
    expect(r.capacity).toBe(0);
    expect(r.fluidMassFlow).toBe(0);
    expect(r.airOut.tDb).toBe(12);
  });
});

describe('coolerDesign', () => {
  it('dehumidifies along the bypass line: total and sensible capacity, condensate, RH out, balanced', () => {
    const r = coolerDesign(coolerInput());
    expect(r.airOut.tDb).toBeCloseTo(18, 9);
    expect(r.wet).toBe(true);
    expect(r.condensate).toBeCloseTo(massFlow * (r.airIn.w - r.airOut.w), 12);
    expect(r.sensibleCapacity).toBeLessThan(r.capacity);
    expect(r.apparatusDewPoint ?? 0).toBeGreaterThan(r.fluidTIn);
    expect(r.airOut.rh).toBeGreaterThan(r.airIn.rh);
    expect(r.airOut.tDb).toBeGreaterThanOrEqual(r.fluidTIn);
    expectBalanced(r);
  });

  it('cools dry above the dew point', () => {
    const r = coolerDesign(
      coolerInput({ airIn: airState({ tDb: 28, rh: 0.2, pressure: P }), target: { tDb: 22 } }),
    );
    expect(r.wet).toBe(false);
    expect(r.condensate).toBe(0);
    expect(r.airOut.w).toBe(r.airIn.w);
    expectBalanced(r);
  });

  it('solves the leaving state from a capacity', () => {
    const r = coolerDesign(coolerInput({ target: { capacityW: 4000 } }));
    expect(r.capacity).toBeCloseTo(4000, 3);
    expectBalanced(r);
  });

  it('refuses a target below what the coil reaches with its fluid, naming the cooler limit', () => {
    // No surface is colder than the fluid's 7 C (an 8-row coil at 1.6 mm reaches 8 C since issue 26).
    expect(() => coolerDesign(coolerInput({ target: { tDb: 7 } }))).toThrow(
      /^cooler\.tDb = 7 C is out of reach: /,
    );
    expect(() =>
      coolerDesign(coolerInput({ fluidTIn: 16, fluid: { tOut: 20 }, rows: 2, finPitchMm: 4 })),
    ).toThrow(EngineDutyError);
  });
});
