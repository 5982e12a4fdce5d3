/**
 * The air side and the fluid side of a finned-tube coil (Cu tubes, Al plain fins, staggered): areas, heat transfer
 * coefficients, fin efficiency and pressure drops, from the catalogue's geometry.
 *
 * Air side: Gray & Webb, "Heat transfer and friction correlations for plate finned-tube heat exchangers having plain
 * fins", Proc. 8th Int. Heat Transfer Conf., 1986: j and the fin friction factor for four or more rows, with their
 * row correction for fewer rows; the tube-bank share of the friction from Jakob (1938) as they use it. Fin efficiency
 * by Schmidt's equivalent circular fin for hexagonal (staggered) fins (Schmidt 1949, as in VDI Heat Atlas 2010 M1).
 * A fin pattern other than plain multiplies j and the fin friction by the catalogue's enhancement ratios.
 * Fluid side: tubeNusselt and tubeFriction (Hausen, Gnielinski, VDI Heat Atlas G1), return bends as loss coefficients.
 */
import type { CoilModel } from '../catalogue/types';
import { checkRange } from '../errors';
import {
  airConductivity,
  airViscosity,
  moistAirSpecificHeat,
  tubeFriction,
  tubeNusselt,
} from '../heat-transfer/transport';
import type { FluidProperties } from './fluids';

/** Areas of a coil, m2, and its tube count. */
export interface CoilAreas {
  faceArea: number;
  /** Smallest free-flow area of the air, m2. */
  minFlowArea: number;
  /** Air-side area: fins and bare tube between them, m2. */
  airSideArea: number;
  finArea: number;
  /** Inside area of all tubes, m2. */
  tubeInsideArea: number;
  tubesPerRow: number;
  tubes: number;
  /** Finned length of one tube (the face width), m. */
  tubeLength: number;
}

/**
 * Areas of a coil from its geometry: fins 2 (S_t S_l - pi d^2 / 4) per fin per tube, bare tube pi d (1 - t / p) per
 * metre, free-flow ratio (1 - d / S_t)(1 - t / p).
 */
export function coilAreas(coil: CoilModel): CoilAreas {
  const g = coil.geometry;
  const width = coil.faceWidthMm / 1000;
  const height = coil.faceHeightMm / 1000;
  const tubesPerRow = Math.floor(height / g.transversePitchM);
  const tubes = tubesPerRow * g.rows;
  const d = g.tubeOuterDiameterM;
  const finsPerMetre = 1 / g.finPitchM;
  const openFins = 1 - g.finThicknessM / g.finPitchM;
  const finArea =
    tubes * width * finsPerMetre * 2 * (g.transversePitchM * g.longitudinalPitchM - (Math.PI * d * d) / 4);
  const bareArea = tubes * width * Math.PI * d * openFins;
  return {
    faceArea: width * height,
    minFlowArea: width * height * (1 - d / g.transversePitchM) * openFins,
    airSideArea: finArea + bareArea,
    finArea,
    tubeInsideArea: tubes * width * Math.PI * g.tubeInnerDiameterM,
    tubesPerRow,
    tubes,
    tubeLength: width,
  };
}

/** The air side at a flow. */
export interface CoilAirSide {
  faceVelocity: number;
  /** Reynolds number on the collar diameter at the smallest section. */
  reynolds: number;
  /** Heat transfer coefficient, W/(m2 K). */
  h: number;
  finEfficiency: number;
  /** eta_o = 1 - (A_fin / A)(1 - eta_fin). */
  surfaceEfficiency: number;
  /** eta_o h A, W/K. */
  hA: number;
  /** Dry air pressure drop, Pa. */
  dpDryPa: number;
}

/** Gray & Webb's correlations were fitted for Re_D 500..24 700. */
const RE_RANGE = { min: 300, max: 25_000 };

/**
 * Air side of a coil.
 * j_4 = 0.14 Re^-0.328 (S_t / S_l)^-0.502 (s / d)^0.0312, j_N / j_4 = 0.991 [2.24 Re^-0.092 (N / 4)^-0.031]^(0.607 (4 - N))
 * for N < 4; h = j G cp / Pr^(2/3). Friction f = f_f A_f / A + f_t (1 - A_f / A)(1 - t / p) with
 * f_f = 0.508 Re^-0.521 (S_t / d)^1.318 and f_t = (4 / pi) [0.25 + 0.118 / ((S_t - d) / d)^1.08] Re^-0.16 (S_t / d - 1);
 * dp = f (A / A_min) G^2 / (2 rho).
 * @param coil the coil
 * @param massFlow dry air, kg/s; w its humidity ratio, kg/kg; rho its density, kg/m3; tMean mean air temperature, C
 * @param wetFactor c_s / cp on a wet fin (Threlkeld's wet fin: m = sqrt(2 h c_s / (cp k t))), 1 when dry
 * @param areas the coil's areas (coilAreas), when the caller has them
 * @throws EngineRangeError for a Reynolds number outside the correlation's range (coil.reynolds)
 */
export function coilAirSide(
  coil: CoilModel,
  massFlow: number,
  w: number,
  rho: number,
  tMean: number,
  wetFactor = 1,
  areas: CoilAreas = coilAreas(coil),
): CoilAirSide {
  const g = coil.geometry;
  const d = g.tubeOuterDiameterM;
  const mu = airViscosity(tMean);
  const cp = moistAirSpecificHeat(w);
  const pr = (mu * cp) / airConductivity(tMean);
  const gMax = (massFlow * (1 + w)) / areas.minFlowArea;
  const re = checkRange('coil.reynolds', (gMax * d) / mu, RE_RANGE.min, RE_RANGE.max, '');
  const spacing = g.finPitchM - g.finThicknessM;
  let j = 0.14 * Math.pow(re, -0.328) * Math.pow(g.transversePitchM / g.longitudinalPitchM, -0.502);
  j *= Math.pow(spacing / d, 0.0312);
  if (g.rows < 4) {
    j *= 0.991 * Math.pow(2.24 * Math.pow(re, -0.092) * Math.pow(g.rows / 4, -0.031), 0.607 * (4 - g.rows));
  }
  j *= g.heatTransferEnhancement;
  const h = (j * gMax * cp) / Math.pow(pr, 2 / 3);

  const finEfficiency = coilFinEfficiency(coil, h, wetFactor);
  const finShare = areas.finArea / areas.airSideArea;
  const surfaceEfficiency = 1 - finShare * (1 - finEfficiency);

  const fFin = 0.508 * Math.pow(re, -0.521) * Math.pow(g.transversePitchM / d, 1.318) * g.frictionEnhancement;
  // Jakob's tube-bank factor is per row (dp = 4 f' N G^2 / (2 rho)); on the area basis of dp = f (A / A_min) G^2 /
  // (2 rho) it is f_t = 4 f' A_min / A_tube per row = (4 / pi) f' (S_t / d - 1). Without that conversion (before
  // engine 1.1.0) the coil's friction came out 25..40 % above Wang & Chi (2000); with it they agree within 5 %.
  const fTube =
    (4 / Math.PI) *
    (0.25 + 0.118 / Math.pow((g.transversePitchM - d) / d, 1.08)) *
    Math.pow(re, -0.16) *
    (g.transversePitchM / d - 1);
  const f = fFin * finShare + fTube * (1 - finShare) * (1 - g.finThicknessM / g.finPitchM);
  return {
    faceVelocity: (massFlow * (1 + w)) / rho / areas.faceArea,
    reynolds: re,
    h,
    finEfficiency,
    surfaceEfficiency,
    hA: surfaceEfficiency * h * areas.airSideArea,
    dpDryPa: ((f * areas.airSideArea) / areas.minFlowArea) * ((gMax * gMax) / (2 * rho)),
  };
}

/**
 * Fin efficiency by Schmidt's equivalent circular fin for hexagonal (staggered) fins, R_eq / r = 1.27 psi
 * (beta - 0.3)^0.5 with psi = (S_t / 2) / r and beta = X_L / X_M (Schmidt 1949, VDI Heat Atlas 2010 M1):
 * eta = tanh(m r phi) / (m r phi), phi = (R_eq / r - 1)(1 + 0.35 ln(R_eq / r)), m = sqrt(2 h c / (k t)).
 * @param coil the coil; h the air-side coefficient, W/(m2 K)
 * @param wetFactor c_s / cp on a wet fin (Threlkeld), 1 when dry
 */
export function coilFinEfficiency(coil: CoilModel, h: number, wetFactor = 1): number {
  const g = coil.geometry;
  const r = g.tubeOuterDiameterM / 2;
  const xM = g.transversePitchM / 2;
  const xL = Math.sqrt(xM * xM + g.longitudinalPitchM * g.longitudinalPitchM) / 2;
  const ratio = 1.27 * (xM / r) * Math.sqrt(xL / xM - 0.3);
  const phi = (ratio - 1) * (1 + 0.35 * Math.log(ratio));
  const m = Math.sqrt((2 * h * wetFactor) / (g.finConductivity * g.finThicknessM));
  return Math.tanh(m * r * phi) / (m * r * phi);
}

/** The fluid side at a flow. */
export interface CoilFluidSide {
  /** Velocity in the tubes, m/s. */
  velocity: number;
  reynolds: number;
  /** Heat transfer coefficient inside the tubes, W/(m2 K). */
  h: number;
  /** Conductance of the fluid film and the tube wall, W/K. */
  hA: number;
  /** Fluid pressure drop of one circuit (tubes and return bends), Pa. */
  dpPa: number;
}

/**
 * Fluid side of a coil: the flow split over the circuits, each circuit running through tubes / circuits tubes in
 * series. h_i = Nu k / d_i (tubeNusselt), wall ln(d_o / d_i) / (2 pi k_t L); dp = f (L / d_i) rho u^2 / 2 + (passes - 1)
 * K_bend rho u^2 / 2 (tubeFriction; the headers are not counted).
 * @param coil the coil
 * @param massFlow fluid mass flow, kg/s, > 0
 * @param fluid properties at the mean fluid temperature
 * @param areas the coil's areas (coilAreas), when the caller has them
 */
export function coilFluidSide(
  coil: CoilModel,
  massFlow: number,
  fluid: FluidProperties,
  areas: CoilAreas = coilAreas(coil),
): CoilFluidSide {
  const g = coil.geometry;
  const di = g.tubeInnerDiameterM;
  const passes = areas.tubes / coil.circuits;
  const circuitLength = passes * areas.tubeLength;
  const velocity = massFlow / (fluid.density * coil.circuits * ((Math.PI * di * di) / 4));
  const reynolds = (fluid.density * velocity * di) / fluid.viscosity;
  const pr = (fluid.viscosity * fluid.specificHeat) / fluid.conductivity;
  const h = (tubeNusselt(reynolds, pr, di / circuitLength) * fluid.conductivity) / di;
  // The bare tube under the collar: outer diameter less two fin thicknesses.
  const dBare = g.tubeOuterDiameterM - 2 * g.finThicknessM;
  const wall = Math.log(dBare / di) / (2 * Math.PI * g.tubeConductivity * areas.tubes * areas.tubeLength);
  const dynamic = (fluid.density * velocity * velocity) / 2;
  return {
    velocity,
    reynolds,
    h,
    hA: 1 / (1 / (h * areas.tubeInsideArea) + wall),
    dpPa: tubeFriction(reynolds) * (circuitLength / di) * dynamic + (passes - 1) * g.bendLoss * dynamic,
  };
}
