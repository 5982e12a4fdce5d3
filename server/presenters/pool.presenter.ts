import type { PoolPosition, PoolUnitRow } from '../../contracts/pool';
import type { PoolState, PoolUnit } from '../../engine/pool';
import type { PoolPositionRecord } from '../repositories/pool-positions.repository';

/**
 * Stored pool positions and catalogue units in the shapes the pool calculator's answers carry (contracts/pool.ts):
 * nothing here reads or decides, it only shapes.
 */

/** A stored position with its evaporation check (recomputed by the service) and its unit, named by `series`. */
export function poolPositionOf(
  p: PoolPositionRecord,
  state: PoolState,
  series: string,
  unit: PoolUnit | undefined,
): PoolPosition {
  return {
    ...p,
    positionId: p.id,
    createdAt: p.createdAt.toISOString(),
    evaporationLoad: state.totalMassFlowWaterUsedPool,
    dehumidificationCapacity: state.dehumidificationCapacity,
    airForEvaporationLoad: state.airForEvaporationLoad,
    airForEvaporationLoadRoundedUp: state.airForEvaporationLoadRoundedUp,
    airBelowEvaporationLoad: state.airBelowEvaporationLoad,
    unit: unit ? { series, type: unit.type, size: unit.unit } : null,
  };
}

/** A catalogue unit as the unit list shows it. */
export function poolUnitRowOf(u: PoolUnit): PoolUnitRow {
  return {
    id: u.id,
    type: u.type,
    unit: u.unit,
    width: u.widthMm,
    length: u.lengthMm,
    height: u.heightMm,
    weight: u.weightKg,
    price: u.priceEur,
    maxAirVolume: u.maxAirVolumeM3h,
  };
}
