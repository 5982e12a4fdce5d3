/**
 * The coil correlations as published, transcribed here a second time and compared with the model to 1e-9 at points of
 * every regime (issue 26: a 10 % change of any coefficient fails a test; scripts/mutation-check.ts makes those edits).
 * The published-data checks with their tolerances live in surface.test.ts (Kays & London, Wang & Chi) and
 * rating.test.ts (Mitchell & Braun SM-2-1); this file pins the transcription itself.
 *
 * - Gray & Webb (1986): j_4 = 0.14 Re^-0.328 (S_t / S_l)^-0.502 (s / d)^0.0312; j_N / j_4 = 0.991 [2.24 Re^-0.092
 *   (N / 4)^-0.031]^(0.607 (4 - N)); f_fin = 0.508 Re^-0.521 (S_t / d)^1.318.
 * - Jakob (1938) tube bank: f' = [0.25 + 0.118 / ((S_t - d) / d)^1.08] Re^-0.16.
 * - Schmidt (1949): R_eq / r = 1.27 psi (beta - 0.3)^0.5, phi = (R_eq / r - 1)(1 + 0.35 ln(R_eq / r)).
 * - The fluid side: the circuit's tubes in series, the tube wall under the fin collars, return bends of 1.5 dynamic
 *   pressures (the card's value).
 * - VDI Heat Atlas 2010 G1: Hausen 3.66 + 0.0668 Gz / (1 + 0.04 Gz^(2/3)); Gnielinski (f / 8) Re Pr / (1 + 12.7
 *   (f / 8)^0.5 (Pr^(2/3) - 1)) (1 + (d / L)^(2/3)), f = (0.79 ln Re - 1.64)^-2; linear in Re between 2300 and 1e4.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import type { CoilModel } from '../catalogue/types';
import {
  airConductivity,
  airViscosity,
  moistAirSpecificHeat,
  tubeFriction,
  tubeNusselt,
} from '../heat-transfer/transport';
import { fluidProperties, fluidTable } from './fluids';
import { coilAirSide, coilAreas, coilFinEfficiency, coilFluidSide } from './surface';

const RELATIVE = 1e-9;
const close = (model: number, published: number) =>
  expect(Math.abs(model / published - 1)).toBeLessThan(RELATIVE);

const size = CATALOGUE.unitTypes[0]?.sizeData;
if (!size) {
  throw new Error('no size');
}
const coilOf = (rows: number): CoilModel => ({
  ...size.cooler,
  geometry: { ...size.cooler.geometry, rows, heatTransferEnhancement: 1, frictionEnhancement: 1 },
});

/** Gray & Webb and Jakob as published, on the model's areas. */
function published(coil: CoilModel, re: number) {
  const g = coil.geometry;
  const d = g.tubeOuterDiameterM;
  const areas = coilAreas(coil);
  let j = 0.14 * re ** -0.328 * (g.transversePitchM / g.longitudinalPitchM) ** -0.502;
  j *= ((g.finPitchM - g.finThicknessM) / d) ** 0.0312;
  if (g.rows < 4) {
    j *= 0.991 * (2.24 * re ** -0.092 * (g.rows / 4) ** -0.031) ** (0.607 * (4 - g.rows));
  }
  const finShare = areas.finArea / areas.airSideArea;
  const fFin = 0.508 * re ** -0.521 * (g.transversePitchM / d) ** 1.318;
  const jakob = (0.25 + 0.118 / ((g.transversePitchM - d) / d) ** 1.08) * re ** -0.16;
  const fTube = (4 / Math.PI) * jakob * (g.transversePitchM / d - 1);
  const f = fFin * finShare + fTube * (1 - finShare) * (1 - g.finThicknessM / g.finPitchM);
  return { j, f };
}

describe('air side: Gray & Webb j and f, Jakob tube bank (transcription to 1e-9)', () => {
  it.each([
    [4, 800],
    [4, 3000],
    [2, 1500],
    [1, 5000],
    [6, 2000],
  ])('%d rows at Re_D %d', (rows, re) => {
    const coil = coilOf(rows);
    const t = 20;
    const rho = 1.2;
    const mu = airViscosity(t);
    const cp = moistAirSpecificHeat(0);
    const pr = (mu * cp) / airConductivity(t);
    const areas = coilAreas(coil);
    const gMax = (re * mu) / coil.geometry.tubeOuterDiameterM;
    const side = coilAirSide(coil, gMax * areas.minFlowArea, 0, rho, t, 1, areas);
    const expected = published(coil, re);
    close((side.h * pr ** (2 / 3)) / (gMax * cp), expected.j);
    close(side.dpDryPa / ((areas.airSideArea / areas.minFlowArea) * ((gMax * gMax) / (2 * rho))), expected.f);
  });

  it("Schmidt's fin efficiency (dry and wet fin) at h 60 W/(m2 K)", () => {
    const coil = coilOf(4);
    const g = coil.geometry;
    const r = g.tubeOuterDiameterM / 2;
    const xM = g.transversePitchM / 2;
    const xL = Math.sqrt(xM ** 2 + g.longitudinalPitchM ** 2) / 2;
    const ratio = 1.27 * (xM / r) * (xL / xM - 0.3) ** 0.5;
    const phi = (ratio - 1) * (1 + 0.35 * Math.log(ratio));
    for (const wet of [1, 2.4]) {
      const m = Math.sqrt((2 * 60 * wet) / (g.finConductivity * g.finThicknessM));
      close(coilFinEfficiency(coil, 60, wet), Math.tanh(m * r * phi) / (m * r * phi));
    }
  });
});

describe('tube side: Hausen, Gnielinski and the VDI G1 transition (transcription to 1e-9)', () => {
  const hausen = (re: number, pr: number, dl: number) => {
    const gz = re * pr * dl;
    return 3.66 + (0.0668 * gz) / (1 + 0.04 * gz ** (2 / 3));
  };
  const friction = (re: number) => (0.79 * Math.log(re) - 1.64) ** -2;
  const gnielinski = (re: number, pr: number, dl: number) => {
    const f = friction(re);
    return (((f / 8) * re * pr) / (1 + 12.7 * Math.sqrt(f / 8) * (pr ** (2 / 3) - 1))) * (1 + dl ** (2 / 3));
  };

  it.each([
    [800, 7, 0.002],
    [2000, 30, 0.001],
    [4000, 12, 0.0015],
    [8000, 7, 0.001],
    [30_000, 5, 0.002],
  ])('Re %d, Pr %d, d/L %d', (re, pr, dl) => {
    const gamma = (re - 2300) / (10_000 - 2300);
    const nu =
      re <= 2300
        ? hausen(re, pr, dl)
        : re >= 10_000
          ? gnielinski(re, pr, dl)
          : (1 - gamma) * hausen(2300, pr, dl) + gamma * gnielinski(10_000, pr, dl);
    close(tubeNusselt(re, pr, dl), nu);
    const f =
      re <= 2300
        ? 64 / re
        : re >= 10_000
          ? friction(re)
          : (1 - gamma) * (64 / 2300) + gamma * friction(10_000);
    close(tubeFriction(re), f);
  });
});

describe('fluid side: the circuit, its wall and its return bends (transcription to 1e-9)', () => {
  // dp = f (L_circuit / d_i) rho u^2 / 2 + (passes - 1) K_bend rho u^2 / 2; hA = 1 / (1 / (h_i A_i) + ln(d_bare / d_i)
  // / (2 pi k_tube L_tubes)), d_bare = d_o - 2 t_fin (the tube under the fin collars).
  it.each([
    [2, 0.3],
    [4, 1.2],
    [6, 0.05],
  ])('%d rows at %d kg/s of water at 10 C', (rows, massFlow) => {
    const coil = { ...coilOf(rows), circuits: 3 };
    const g = coil.geometry;
    const areas = coilAreas(coil);
    const water = fluidProperties(fluidTable('water', 0), 10);
    const side = coilFluidSide(coil, massFlow, water, areas);
    const di = g.tubeInnerDiameterM;
    const passes = areas.tubes / coil.circuits;
    const length = passes * areas.tubeLength;
    const u = massFlow / (water.density * coil.circuits * ((Math.PI * di * di) / 4));
    const re = (water.density * u * di) / water.viscosity;
    const pr = (water.viscosity * water.specificHeat) / water.conductivity;
    const h = (tubeNusselt(re, pr, di / length) * water.conductivity) / di;
    const wall =
      Math.log((g.tubeOuterDiameterM - 2 * g.finThicknessM) / di) /
      (2 * Math.PI * g.tubeConductivity * areas.tubes * areas.tubeLength);
    const dynamic = (water.density * u * u) / 2;
    close(side.hA, 1 / (1 / (h * areas.tubeInsideArea) + wall));
    close(side.dpPa, tubeFriction(re) * (length / di) * dynamic + (passes - 1) * 1.5 * dynamic);
    expect(g.bendLoss).toBe(1.5);
  });
});
