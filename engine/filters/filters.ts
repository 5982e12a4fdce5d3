/**
 * ISO 16890 rigid-bag filters (docs/rules.md#engine-filters): pressure drops by face velocity, the EN 779 equivalent
 * and the energy class.
 */
import type { FilterCell, FilterGrade } from '../catalogue/types';
import { checkRange } from '../errors';

/** A filter section at its flow. */
export interface FilterResult {
  filterClass: FilterGrade['filterClass'];
  iso16890: string;
  en779: string;
  type: string;
  /** Volume flow, m3/s. */
  qV: number;
  /** Face area of the cells, m2. */
  faceArea: number;
  faceVelocity: number;
  /** Clean filter, Pa. */
  initialDpPa: number;
  /** Recommended final (change) pressure drop, Pa. */
  finalDpPa: number;
  /** Design value for the fan: mean of initial and final, Pa. */
  designDpPa: number;
  energyClass: FilterGrade['energyClass'];
  annualEnergyKwh: number;
  /** Cells as printed on the card, e.g. '592x592x600 mm x 2'. */
  dimension: string;
}

/** Face velocities the rigid-bag data hold for, m/s. */
const VELOCITY_MAX = 5;

/**
 * Pressure drops of a filter section. Initial: dp_0(v) = dp_ref [a (v / v_ref) + (1 - a)(v / v_ref)^2], a the
 * linear (media) share; the rest grows with the dynamic pressure (frame and pockets). Final: the smaller of
 * dp_0 + increment and factor x dp_0 (EN 13053:2019, 6.6: for ISO ePM1 and ePM10 filters initial + 100 Pa or 3 x
 * initial); design: (dp_0 + dp_final) / 2 (EN 13053's mean pressure drop for fan sizing).
 * @param grade the filter grade; cells the section's cells
 * @param qV volume flow, m3/s, >= 0, at density rho (kg/m3; the data hold for 1.2 kg/m3, the quadratic part scales
 *   with rho / 1.2)
 * @throws EngineRangeError for a face velocity above 5 m/s (filter.faceVelocity)
 */
export function filterSection(
  grade: FilterGrade,
  cells: readonly FilterCell[],
  qV: number,
  rho: number,
): FilterResult {
  const faceArea = cells.reduce((sum, c) => sum + (c.widthMm * c.heightMm * c.count) / 1e6, 0);
  const faceVelocity = checkRange('filter.faceVelocity', qV / faceArea, 0, VELOCITY_MAX, 'm/s');
  const x = faceVelocity / grade.referenceVelocity;
  const initialDpPa =
    grade.initialDpPa * (grade.linearShare * x + (1 - grade.linearShare) * x * x * (rho / 1.2));
  const finalDpPa = Math.min(initialDpPa + grade.finalIncrementPa, grade.finalFactor * initialDpPa);
  return {
    filterClass: grade.filterClass,
    iso16890: grade.iso16890,
    en779: grade.en779,
    type: grade.type,
    qV,
    faceArea,
    faceVelocity,
    initialDpPa,
    finalDpPa,
    designDpPa: (initialDpPa + finalDpPa) / 2,
    energyClass: grade.energyClass,
    annualEnergyKwh: grade.annualEnergyKwh,
    dimension: cells.map((c) => `${c.widthMm}x${c.heightMm}x${grade.depthMm} mm x ${c.count}`).join(' + '),
  };
}
