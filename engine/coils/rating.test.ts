/**
 * The cooler's rating (rating.ts, issue 26 acceptance 3) against Mitchell & Braun (2012) example SM-2-1 (Principles of
 * Heating, Ventilation and Air Conditioning in Buildings; stored results of Modelica Buildings'
 * WetCoilEffectivenessNTU validation, /work/shared/references.md): water 3.78 kg/s at 42 F (cp 4200 J/(kg K)), air
 * 2.646 kg/s at 80 F, UA 4748 W/K split equally, (hA)_air = (hA)_water = 9495.5 W/K; inlet water mass fraction
 * 0.0035383 (dry coil) and 0.01765 (wet coil). Published: Q = 44 234 W dry and 82 722 W wet. The example is one
 * cross-flow pass (one row here); the cross-counterflow of four rows lies within 5 % too.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { airState } from '../psychro';
import { fluidTable } from './fluids';
import { coolingExchange, prepareCoil, rateCoil } from './rating';

const P = 101_325;
const T_AIR = (80 - 32) / 1.8;
const T_WATER = (42 - 32) / 1.8;
const HA = 9495.5;
const C_WATER = 3.78 * 4200;

function example(massFraction: number, rows: number) {
  const w = massFraction / (1 - massFraction);
  const air = airState({ tDb: T_AIR, w, pressure: P });
  return coolingExchange(
    air,
    2.646 * (1 - massFraction),
    { airHA: () => HA, coolant: () => ({ capacity: C_WATER, hA: HA }) },
    T_WATER,
    rows,
  );
}

describe('Mitchell & Braun (2012) example SM-2-1 (within 5 %)', () => {
  it('dry coil (W 0.00355): Q = 44 234 W (one cross-flow pass: -1.2 %)', () => {
    const q = example(0.0035383, 1).airHeat;
    expect(Math.abs(q / 44_234 - 1)).toBeLessThan(0.05);
    expect(q / 44_234 - 1).toBeCloseTo(-0.0117, 3);
  });

  it('wet coil (W 0.01797): Q = 82 722 W (one cross-flow pass: -0.02 %)', () => {
    const wet = example(0.01765, 1);
    expect(Math.abs(wet.airHeat / 82_722 - 1)).toBeLessThan(0.05);
    expect(wet.airHeat / 82_722 - 1).toBeCloseTo(-0.0002, 3);
    expect(wet.tSurface).toBeGreaterThan(T_WATER);
    expect(wet.tDbOut).toBeLessThan(T_AIR);
  });

  it('four rows in cross-counterflow: dry +2.1 %, wet +3.6 %, both within 5 %', () => {
    expect(Math.abs(example(0.0035383, 4).airHeat / 44_234 - 1)).toBeLessThan(0.05);
    expect(Math.abs(example(0.01765, 4).airHeat / 82_722 - 1)).toBeLessThan(0.05);
  });
});

describe('rating of a demo coil', () => {
  const size = CATALOGUE.unitTypes[8]?.sizeData;
  if (!size) {
    throw new Error('no size');
  }
  const coil = (airRh: number) =>
    prepareCoil({
      kind: 'cooler',
      coil: { ...size.cooler, circuits: 11 },
      airIn: airState({ tDb: 28, rh: airRh, pressure: P }),
      massFlow: 1.5,
      table: fluidTable('water', 0),
      fluidTIn: 6,
    });

  it('balances: the fluid outlet carries the heat within 1 % (cp at the mean temperature, two passes)', () => {
    const r = rateCoil(coil(0.45), 0.8);
    expect(Math.abs((0.8 * 4195 * (r.fluidTOut - 6)) / r.heat - 1)).toBeLessThan(0.01);
  });

  it('goes from dry to wet without a jump: entering air whose dew point crosses the surface', () => {
    // At 28 C the dew point passes the coil's surface near rh 30 %: the leaving dry bulb moves by less than 1e-3 K
    // for a 1e-5 step in rh all the way through.
    let previous = rateCoil(coil(0.2), 0.8).tDbOut;
    for (let rh = 0.2; rh < 0.5; rh += 1e-3) {
      const t = rateCoil(coil(rh + 1e-5), 0.8).tDbOut;
      const tHere = rateCoil(coil(rh), 0.8).tDbOut;
      expect(Math.abs(t - tHere)).toBeLessThan(1e-3);
      expect(Math.abs(tHere - previous)).toBeLessThan(0.1);
      previous = tHere;
    }
  });
});
