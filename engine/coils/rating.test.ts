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
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import { airState } from '../psychro';
import { fluidTable } from './fluids';
import { saturatedEnthalpy } from '../heat-transfer/wet-surface';
import { coolingExchange, prepareCoil, rateCoil } from './rating';
import { coilFinEfficiency } from './surface';

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

  it('wets its fins by Threlkeld: the bypass factor is exp(-eta_o h A / (m cp)) with the fin at c_s / cp', () => {
    // c_s over the fluid's temperatures (the rating's last pass takes it at the first pass's outlet: 0.5 % here); a
    // dry fin would leave 26 % less air bypassed, a 10 % larger wet factor 3.9 % more.
    const c = coil(0.6);
    const r = rateCoil(c, 0.8);
    const cs = (saturatedEnthalpy(r.fluidTOut, P) - saturatedEnthalpy(6, P)) / (r.fluidTOut - 6);
    const cp = moistAirSpecificHeat(c.airIn.w);
    const finShare = c.areas.finArea / c.areas.airSideArea;
    const eta = coilFinEfficiency(c.coil, c.air.h, cs / cp);
    const hA = (1 - finShare * (1 - eta)) * c.air.h * c.areas.airSideArea;
    expect(r.tSurface).toBeLessThan(c.airIn.tDp);
    expect(Math.abs(r.bypassFactor / Math.exp(-hA / (c.massFlow * cp)) - 1)).toBeLessThan(0.015);
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

/**
 * The fan-coil rating table of /work/shared/references.md (Modelica Buildings,
 * Buildings/Fluid/HeatExchangers/Validation/WetCoilEffectivenessNTU_FCU.mo, "manufacturers data for cooling mode", maker
 * unnamed): air 27 C with water mass fraction 0.010203 (27 C db / 19 C wb), m3/h at 1.2 kg/m3 as the file converts
 * them; water entering at 7 C, its flow the total over cp 5 K. The table gives no geometry, so the test takes:
 * - the engine's own card surface (3/8" Cu tubes on 25 x 21.65 mm, 0.12 mm Al fins at 2.5 mm, the card's fin
 *   pattern), three rows (a fan coil's usual depth), 250 mm face height;
 * - the finned length solved so that the coil carries the table's nominal rating (485 m3/h, 2934 W): the one number
 *   taken from the table to size the coil, as a maker sizes a coil to its rating;
 * - one circuit: the table's capacity falls smoothly down to its lowest speed (1018 W at a quarter of the nominal
 *   air, 35 % of the nominal heat), which its tubes do only when the water stays out of laminar flow; one circuit of
 *   9 mm keeps the table's water flows (0.049..0.14 kg/s) at Re 5000..15 000, two would put the lowest at Re 2600.
 * Every other point, and the sensible heat at all five, is the model's prediction: within 5 % (measured: total
 * -0.2..+4.5 %, sensible -3.0..+4.3 %). The table's dry rating at 16 C water (second column of the file) is not held:
 * the same coil rates 12..17 % above it, as every constant-conductance model sized on the wet rating does (the
 * library's authors met the same cross-validation gap, ibpsa/modelica-ibpsa issue 1109).
 */
describe('fan-coil rating table, 27 C / 19 C wb, water 7 C with 5 K (within 5 %)', () => {
  const massFraction = 0.010203;
  const air = airState({ tDb: 27, w: massFraction / (1 - massFraction), pressure: P });
  const water = fluidTable('water', 0);
  const cpWater = 4195.5 + ((4184.1 - 4195.5) * (9.5 - 10)) / 10; // NIST at the mean 9.5 C, as the engine's table
  const card = CATALOGUE.unitTypes[0]?.sizeData.cooler;
  if (!card) {
    throw new Error('no size');
  }
  // [m3/h, sensible W, total W]
  const table: [number, number, number][] = [
    [485, 2176, 2934],
    [420, 1948, 2657],
    [330, 1600, 2209],
    [236, 1158, 1618],
    [123, 720, 1018],
  ];
  const dryAir = (m3h: number) => (m3h * 1.2) / 3600 / (1 + air.w);
  const rate = (widthM: number, m3h: number, total: number) =>
    rateCoil(
      prepareCoil({
        kind: 'cooler',
        coil: {
          ...card,
          faceWidthMm: widthM * 1000,
          faceHeightMm: 250,
          circuits: 1,
          geometry: { ...card.geometry, rows: 3, finPitchM: 0.0025 },
        },
        airIn: air,
        massFlow: dryAir(m3h),
        table: water,
        fluidTIn: 7,
      }),
      total / (cpWater * 5),
    );
  // The finned length that carries the nominal rating (bisection; the heat rises with the length).
  let lo = 0.1;
  let hi = 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (rate(mid, 485, 2934).heat < 2934) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  const width = (lo + hi) / 2;

  it('sizes to a fan coil: about 0.42 m finned length, 1.3 m/s face velocity', () => {
    expect(width).toBeGreaterThan(0.3);
    expect(width).toBeLessThan(0.6);
  });

  it.each(table)('%d m3/h: sensible %d W, total %d W', (m3h, sensible, total) => {
    const r = rate(width, m3h, total);
    const sensibleModel = dryAir(m3h) * moistAirSpecificHeat(air.w) * (air.tDb - r.tDbOut);
    expect(Math.abs(r.heat / total - 1)).toBeLessThan(0.05);
    expect(Math.abs(sensibleModel / sensible - 1)).toBeLessThan(0.05);
  });
});

/**
 * A maker's rating with its whole geometry (AHRI 410 style rating sheet from the maker's selection program): Emergent
 * Coils, rating sheets 5S39X48-110-HR and 5S39X120-110-FR ("Total Package II", 2018; cdn.shopify.com/.../Steam-39x48_-_PR.pdf
 * and Steam-39x120_-_PR.pdf): one row of 5/8" Cu tubes, 0.025" wall, on 1.5 x 1.299", Al fins 0.006" at 10 per inch
 * (waffle), 39" finned height, 48" and 120" finned length, 500 fpm standard air (6500 and 16 250 SCFM), entering 55 F,
 * 5 psig steam at 227.1 F. Published: leaving 109.7 F and 107.2 F, air drop 0.08 in WG.
 *
 * The steam is a fluid of unbounded capacity whose condensing film is far stronger than the air side: the heater is
 * rated with water at 99 C and 100 kg/s (C_fluid / C_air > 100) and its effectiveness applied to the steam's 108.4 C.
 * The engine models plain fins (Gray & Webb); a waffle fin carries more, and no enhancement ratio for it is published,
 * so the plain-fin heater must come out below the sheets, by less than 12 % of the heat (measured -9.7 % and -5.4 %;
 * the two sheets themselves differ by 4.6 % at the same face velocity, the maker's program counting the tube length),
 * and its air drop below the sheets' 0.08 in WG too (measured 0.055 in WG, -31 %: the waffle's friction is the larger
 * gain). A heater within 5 % of a published geometric rating was not found for plain fins; this pins the plain-fin
 * surface from below.
 */
describe('published steam coil rating with its geometry (heater, plain-fin bound)', () => {
  const inch = 0.0254;
  const card = CATALOGUE.unitTypes[0]?.sizeData.heater;
  if (!card) {
    throw new Error('no size');
  }
  const fahrenheit = (f: number) => (f - 32) / 1.8;
  const tIn = fahrenheit(55);
  const tSteam = fahrenheit(227.1);
  it.each([
    [48, 6500, 109.7],
    [120, 16_250, 107.2],
  ])('%d in finned length, %d SCFM: leaving %d F', (lengthIn, scfm, leavingF) => {
    const coil = prepareCoil({
      kind: 'heater',
      coil: {
        ...card,
        faceWidthMm: lengthIn * inch * 1000,
        faceHeightMm: 39 * inch * 1000,
        circuits: 26,
        geometry: {
          ...card.geometry,
          rows: 1,
          tubeOuterDiameterM: 0.625 * inch,
          tubeInnerDiameterM: (0.625 - 2 * 0.025) * inch,
          transversePitchM: 1.5 * inch,
          longitudinalPitchM: 1.299 * inch,
          finPitchM: inch / 10,
          finThicknessM: 0.006 * inch,
          heatTransferEnhancement: 1,
          frictionEnhancement: 1,
        },
      },
      // Standard air: 0.075 lb/ft3 (1.2014 kg/m3), dry.
      airIn: airState({ tDb: tIn, w: 0, pressure: P }),
      massFlow: (scfm * 0.028_316_85 * 1.2014) / 60,
      table: fluidTable('water', 0),
      fluidTIn: 99,
    });
    expect(coil.areas.tubesPerRow).toBe(26);
    const r = rateCoil(coil, 100);
    const effectiveness = (r.tDbOut - tIn) / (99 - tIn);
    const heatRatio = (effectiveness * (tSteam - tIn)) / (fahrenheit(leavingF) - tIn);
    expect(heatRatio).toBeLessThan(1);
    expect(heatRatio).toBeGreaterThan(0.88);
    const dpRatio = coil.air.dpDryPa / (0.08 * 249.09);
    expect(dpRatio).toBeLessThan(1);
    expect(dpRatio).toBeGreaterThan(0.6);
  });
});
