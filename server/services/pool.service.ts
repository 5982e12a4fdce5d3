import {
  POOL_MANDATORY_MESSAGE,
  POOL_NAME_MAX,
  type PoolPosition,
  type PoolPositionInput,
  type PoolUnitRow,
} from '../../contracts/pool';
import { missingPoolFields } from '../../domain/pool';
import {
  POOL_CATALOGUE,
  poolCalculation,
  poolUnit,
  poolUnitsFor,
  type PoolCatalogue,
} from '../../engine/pool';
import type { Database } from '../db/client';
import { copyName } from '../../domain/copies';
import { badRequest, calculate, HttpError, notFound } from '../errors';
import { copyPoolPosition } from '../repositories/copies.repository';
import {
  deletePoolPosition,
  findPoolPosition,
  insertPoolPosition,
  listPoolPositions,
  updatePoolPosition,
  type NewPoolPosition,
  type PoolPositionRecord,
} from '../repositories/pool-positions.repository';
import { authorize, type Caller } from '../policies/access.policy';
import { poolPositionOf, poolUnitRowOf } from '../presenters/pool.presenter';

/**
 * The pool calculator's calls (docs/rules.md#pool-calculator): save, read, list and delete pool positions of the caller's
 * projects, and the unit catalogue look-up. Who may reach which pool position is the access policy's decision (another
 * user's answers 404; the admin variant of the list reads any owner's).
 */
export class PoolService {
  constructor(
    private readonly db: Database,
    /** The pool units offered (the demo HYDRApro unless POOL_CATALOGUE_FILE names another). */
    private readonly catalogue: PoolCatalogue = POOL_CATALOGUE,
  ) {}

  async create(caller: Caller, input: PoolPositionInput): Promise<PoolPosition> {
    const userId = authorize(caller, 'change', 'poolPosition');
    const saved = await insertPoolPosition(this.db, valuesOf(input, this.catalogue), userId);
    if (!saved) {
      throw notFound('Project');
    }
    return this.toPosition(saved);
  }

  async edit(caller: Caller, id: number, input: PoolPositionInput): Promise<PoolPosition> {
    const userId = authorize(caller, 'change', 'poolPosition');
    const saved = await updatePoolPosition(this.db, id, valuesOf(input, this.catalogue), userId);
    if (!saved) {
      throw notFound('Pool position');
    }
    return this.toPosition(saved);
  }

  async one(caller: Caller, id: number): Promise<PoolPosition> {
    const found = await findPoolPosition(this.db, id, authorize(caller, 'read', 'poolPosition'));
    if (!found) {
      throw notFound('Pool position');
    }
    return this.toPosition(found);
  }

  /**
   * POST /project/item/hydra/copy (issue 30): pool position `id` stored again as "<name> (copy)" in the caller's project
   * `targetProjectId` (its own when left out); a position or project not the caller's answers 404.
   */
  async copy(caller: Caller, id: number, targetProjectId?: number): Promise<PoolPosition> {
    const userId = authorize(caller, 'change', 'poolPosition');
    const copied = await copyPoolPosition(this.db, id, userId, targetProjectId, (name) =>
      copyName(name, POOL_NAME_MAX),
    );
    if (!copied) {
      throw notFound(targetProjectId === undefined ? 'Pool position' : 'Pool position or project');
    }
    return this.toPosition(copied);
  }

  async remove(caller: Caller, id: number): Promise<void> {
    if (!(await deletePoolPosition(this.db, id, authorize(caller, 'change', 'poolPosition')))) {
      throw notFound('Pool position');
    }
  }

  /** The pool positions of a project: the caller's own, or anyone's on the admin variant (the admin panel's view). */
  async list(caller: Caller, projectId: number): Promise<PoolPosition[]> {
    const rows = await listPoolPositions(this.db, projectId, authorize(caller, 'read', 'poolPosition'));
    if (!rows) {
      throw notFound('Project');
    }
    return rows.map((row) => this.toPosition(row));
  }

  /**
   * A stored position as the API answers it: its unit named by this server's catalogue, and the evaporation check
   * recomputed from its pool data (the engine is deterministic).
   */
  private toPosition(p: PoolPositionRecord): PoolPosition {
    return poolPositionOf(p, poolCalculation(p), this.catalogue.name, poolUnit(p.unitTypeId, this.catalogue));
  }

  /** Catalogue entries whose maximum air volume covers `maxRequiredAir` m3/h. */
  types(maxRequiredAir: number): PoolUnitRow[] {
    return poolUnitsFor(maxRequiredAir, this.catalogue).map(poolUnitRowOf);
  }
}

/**
 * The row to store: the mandatory rule first (docs/rules.md#pool-mandatory) (400 with the mandatory-fields message),
 * then the derived air volumes and the price recomputed by the engine, so a saved position always agrees with its
 * pool data and the catalogue whatever the client sent.
 */
function valuesOf(input: PoolPositionInput, catalogue: PoolCatalogue): NewPoolPosition {
  const missing = missingPoolFields(input);
  if (missing.length > 0) {
    throw new HttpError(400, POOL_MANDATORY_MESSAGE, missing.join(', '));
  }
  const {
    projectId,
    name,
    poolName,
    typeOfPool,
    poolVolume,
    waterSurface,
    airTemperature,
    waterTemperature,
    airHumidity,
    unitTypeId,
    numOfUnits,
  } = input as { [K in keyof PoolPositionInput]-?: NonNullable<PoolPositionInput[K]> };
  const pool = {
    ...input,
    typeOfPool,
    poolVolume,
    waterSurface,
    airTemperature,
    waterTemperature,
    airHumidity,
    numOfUnits,
  };
  const state = calculate(() => poolCalculation(pool), 'pool');
  const unit = poolUnit(unitTypeId, catalogue);
  if (!unit) {
    const ids = catalogue.units.map((u) => u.id);
    throw badRequest('body.unitTypeId', `must be a catalogue id ${Math.min(...ids)}-${Math.max(...ids)}`);
  }
  if (unit.maxAirVolumeM3h < state.airFlowPerUnit) {
    throw badRequest(
      'body.unitTypeId',
      `${unit.type} ${unit.unit} moves at most ${unit.maxAirVolumeM3h} m3/h, not ${state.airFlowPerUnit} m3/h per unit`,
    );
  }
  if (state.maxRequiredAir === 0) {
    // The model rounds the required air down to hundreds: a pool evaporating almost nothing (water much colder than
    // the hall, a tiny surface) needs no dehumidifier, which is the inputs' fault rather than a missing field.
    throw badRequest(
      'body.waterTemperature',
      'gives a required air volume under 100 m3/h with this water surface, air temperature and humidity: the pool needs no dehumidification unit',
    );
  }
  return {
    ...pool,
    projectId,
    name,
    poolName,
    maxRequiredAir: state.maxRequiredAir,
    minRequiredFreshAir: state.minRequiredFreshAir,
    numOfAirChanges: state.numOfAirChanges,
    unitTypeId,
    price: unit.priceEur * numOfUnits,
  };
}
