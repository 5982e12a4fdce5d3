/**
 * The heat-recovery matrix as parallel laminar channels: heat transfer and pressure drop of one side, and the
 * sensible and latent effectiveness of the pair (docs/rules.md#engine-heat-recovery).
 */
import type { ExchangerMatrix } from '../catalogue/types';
import { checkRange } from '../errors';
import { counterflowEffectiveness } from '../heat-transfer/effectiveness';
import { airConductivity, airViscosity } from '../heat-transfer/transport';

/** One side of the matrix at its flow. */
export interface MatrixSide {
  /** Volume flow through the side, m3/s. */
  qV: number;
  /** Velocity on the side's frontal area, m/s. */
  faceVelocity: number;
  /** Mean velocity in the channels, m/s. */
  channelVelocity: number;
  /** Channel Reynolds number, rho u d_h / mu. */
  reynolds: number;
  /** Heat transfer coefficient, W/(m2 K). */
  h: number;
  /** Conductance of the side, h A, W/K. */
  hA: number;
  /** Static pressure drop, Pa. */
  dpPa: number;
}

/** Laminar channels stay laminar up to here; beyond, the constant-Nu model would not hold. */
const RE_MAX = 2300;

/**
 * One side of a matrix: fully developed laminar flow in channels of hydraulic diameter d_h (Shah & London,
 * Laminar Flow Forced Convection in Ducts, 1978): h = Nu k / d_h, heat transfer area A = 4 A_free L / d_h,
 * dp = (f Re / Re) (L / d_h) rho u^2 / 2 + K rho u^2 / 2. With constant Nu, h does not depend on the velocity, so
 * NTU = hA / C falls as the face velocity rises.
 * @param matrix the catalogue's matrix
 * @param qV volume flow through the side, m3/s, > 0
 * @param rho air density on the side, kg/m3
 * @param tMean mean air temperature in the matrix, C (for viscosity and conductivity)
 * @throws EngineRangeError for a flow whose channel Reynolds number leaves the laminar range (Re > 2300)
 */
export function matrixSide(matrix: ExchangerMatrix, qV: number, rho: number, tMean: number): MatrixSide {
  const freeArea = matrix.faceAreaM2 * matrix.porosity;
  const u = qV / freeArea;
  const dh = matrix.hydraulicDiameterM;
  const mu = airViscosity(tMean);
  const reynolds = checkRange('matrix.reynolds', (rho * u * dh) / mu, 0, RE_MAX, '');
  const h = (matrix.nusselt * airConductivity(tMean)) / dh;
  const area = (4 * freeArea * matrix.flowLengthM) / dh;
  const dynamic = (rho * u * u) / 2;
  return {
    qV,
    faceVelocity: qV / matrix.faceAreaM2,
    channelVelocity: u,
    reynolds,
    h,
    hA: h * area,
    dpPa:
      reynolds > 0
        ? (matrix.frictionRe / reynolds) * (matrix.flowLengthM / dh) * dynamic +
          matrix.entryExitLoss * dynamic
        : 0,
  };
}

/** Effectiveness of the pair of sides. */
export interface MatrixEffectiveness {
  /** NTU = UA / C_min with 1 / UA = 1 / (hA)_supply + 1 / (hA)_exhaust. */
  ntu: number;
  /** C_min / C_max of the heat capacity rates. */
  cr: number;
  /** Sensible effectiveness, 0..1. */
  sensible: number;
  /** Latent (moisture) effectiveness, 0..1 (0 for a plate that passes no moisture). */
  latent: number;
  /** Kays & London's rotation factor of a wheel (1 for plates). */
  rotationFactor: number;
}

/**
 * Sensible and latent effectiveness of a matrix. Plates and the wheel both as counterflow (the wheel's regenerator
 * tends to it at high matrix capacity), eps = counterflowEffectiveness(NTU, Cr); a wheel times the rotation factor
 * 1 - 1 / (9 Cr*^1.93), Cr* = C_matrix / C_min with C_matrix = M c n / 60 (Kays & London 1984, eq. 5-27, the
 * Lambertson/Kays correction). Moisture: NTU_lat = latentNtuRatio x NTU on the ratio of the dry-air mass flows.
 * @param matrix the catalogue's matrix
 * @param supply supply side (matrixSide); capacitySupply its heat capacity rate m cp, W/K
 * @param exhaust exhaust side; capacityExhaust its heat capacity rate, W/K
 * @param massRatio min / max of the two dry-air mass flows, 0..1
 */
export function matrixEffectiveness(
  matrix: ExchangerMatrix,
  supply: MatrixSide,
  capacitySupply: number,
  exhaust: MatrixSide,
  capacityExhaust: number,
  massRatio: number,
): MatrixEffectiveness {
  const cMin = Math.min(capacitySupply, capacityExhaust);
  const cr = cMin / Math.max(capacitySupply, capacityExhaust);
  const ntu = 1 / (1 / supply.hA + 1 / exhaust.hA) / cMin;
  let rotationFactor = 1;
  if (matrix.rotor) {
    const { matrixMassKg, matrixSpecificHeat, speedRpm } = matrix.rotor;
    const crStar = (matrixMassKg * matrixSpecificHeat * speedRpm) / 60 / cMin;
    rotationFactor = 1 - 1 / (9 * Math.pow(crStar, 1.93));
  }
  return {
    ntu,
    cr,
    sensible: counterflowEffectiveness(ntu, cr) * rotationFactor,
    latent:
      matrix.latentNtuRatio > 0
        ? counterflowEffectiveness(matrix.latentNtuRatio * ntu, massRatio) * rotationFactor
        : 0,
    rotationFactor,
  };
}
