import { type DataSheet } from '../../contracts/calc';
import { dataSheet } from '../../domain/data-sheet';
import {
  ECODESIGN_NOT_MET_MESSAGE,
  PositionFieldsSchema,
  type ChainPoint,
  type SeasonChain,
  type CalculationsData,
  type MollierPositionData,
  type Position,
  type PositionInput,
  type PositionListRequest,
  type PositionListRow,
  type Revision,
  type RevisionFields,
} from '../../contracts/positions';
import { revisionFieldsOf, stepProblem, toSelectionInput } from '../../domain/positions';
import { airflowCalculator } from '../../engine/catalogue';
import { ecodesignFailureText, erpFailures } from '../../engine/ecodesign';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import { EngineDutyError } from '../../engine/errors';
import { roundTo } from '../../engine/numbers';
import type { CoilResult } from '../../engine/coils/coils';
import type { AirState } from '../../engine/psychro/state';
import type { RecoveryResult } from '../../engine/recovery/recovery';
import { select, type FanHeat, type SelectionResult } from '../../engine/select';
import type { Database } from '../db/client';
import { badRequest, calculate, HttpError, notFound, staleAsConflict } from '../errors';
import {
  activateRevision,
  deletePosition,
  findPosition,
  insertPosition,
  insertRevision,
  listPositions,
  listRevisions,
  projectOfPosition,
  type ListedPosition,
  type ListedRevision,
  type NewRevision,
  type PositionRow,
  type PositionView,
  type RevisionRow,
} from '../repositories/positions.repository';
import { authorize, type Caller } from '../policies/access.policy';
import { revisionResult } from './stored-result';

/** A saved calculation: the position and the revision number it made active. */
export interface SavedRevision {
  positionId: number;
  revisionNumber: number;
}

/**
 * Positions of the Compact line and their revisions (docs/rules.md#revisions): every save runs the engine on the
 * whole position and stores the result as a new, immutable revision. Who may reach which position or revision is the
 * access policy's decision (another user's answers 404; the admin variants read any owner's).
 */
export class PositionsService {
  constructor(
    private readonly db: Database,
    /** The catalogue the engine selects from (the demo unless CATALOGUE_FILE names another). */
    private readonly catalogue: Catalogue = CATALOGUE,
  ) {}

  /**
   * POST /project/item/preview: what saving this position would calculate, without saving it. The wizard shows its
   * steps' results from this, so every figure before saving is the revision's (the same function, the same input).
   */
  preview(input: PositionInput): DataSheet {
    return calculated(input, this.catalogue).dataSheet;
  }

  /** POST /project/item/calculate: a new position with revision 1. */
  async create(caller: Caller, input: PositionInput): Promise<SavedRevision> {
    const userId = authorize(caller, 'change', 'position');
    const revision = calculated(input, this.catalogue);
    const positionId = await insertPosition(
      this.db,
      input.projId,
      userId,
      { name: input.name, guid: input.guid },
      revision,
    );
    if (positionId === undefined) {
      throw notFound('Project');
    }
    return { positionId, revisionNumber: 1 };
  }

  /**
   * PUT /project/item/configurator: revision n + 1 of position `id`, made active. `version` is the position's version
   * the edit was read at: when another save or activation came in between, 409 (the caller reloads); without it,
   * concurrent saves queue up and each makes the next revision.
   */
  async edit(caller: Caller, id: number, input: PositionInput, version?: number): Promise<SavedRevision> {
    const userId = authorize(caller, 'change', 'position');
    const projectId = await projectOfPosition(this.db, id, userId);
    if (projectId === undefined) {
      throw notFound('Position');
    }
    if (projectId !== input.projId) {
      throw badRequest('body.projId', "must be the position's project");
    }
    const revisionNumber = await staleAsConflict('position', () =>
      insertRevision(this.db, id, userId, input.name, calculated(input, this.catalogue), version),
    );
    if (revisionNumber === undefined) {
      throw notFound('Position');
    }
    return { positionId: id, revisionNumber };
  }

  /** A project's positions: one page with the total when a page size is given, else all of them. */
  async list(
    caller: Caller,
    projectId: number,
    page?: PositionListRequest,
  ): Promise<{ data: PositionListRow[]; total: number }> {
    const listed = await listPositions(this.db, projectId, authorize(caller, 'read', 'position'), page);
    if (!listed) {
      throw notFound('Project');
    }
    return { data: listed.rows.map(toListRow), total: listed.total };
  }

  async one(caller: Caller, id: number): Promise<Position> {
    const { position, revision, project } = await this.view(caller, id);
    return toPosition({ position, revision, project });
  }

  async remove(caller: Caller, id: number): Promise<void> {
    if (!(await deletePosition(this.db, id, authorize(caller, 'change', 'position')))) {
      throw notFound('Position');
    }
  }

  /**
   * The revisions of position `id`: the active one first, then by number descending, each with its facts and the
   * input fields of the grid's column group `fields` (REVISION_GROUPS).
   */
  async revisions(caller: Caller, id: number, fields: RevisionFields = 'info'): Promise<Revision[]> {
    const rows = await listRevisions(this.db, id, authorize(caller, 'read', 'revision'), omittedOf(fields));
    if (!rows) {
      throw notFound('Position');
    }
    return rows.map(toRevision);
  }

  async activate(caller: Caller, revisionId: number): Promise<SavedRevision> {
    const activated = await activateRevision(this.db, revisionId, authorize(caller, 'change', 'revision'));
    if (!activated) {
      throw notFound('Revision');
    }
    return activated;
  }

  /**
   * The data sheet of one revision: as stored (a revision shows what was calculated then), unless its engine version's
   * result is read by recomputing it (services/stored-result.ts), which the answer says.
   */
  async calculations(caller: Caller, id: number, revisionNumber: number): Promise<CalculationsData> {
    const { position, revision, project } = await this.view(caller, id, revisionNumber);
    const result = revisionResult(revision, this.catalogue);
    return {
      positionId: position.id,
      positionName: position.name,
      revisionNumber: revision.revisionNumber,
      engineVersion: revision.engineVersion,
      createdAt: revision.createdAt.toISOString(),
      project,
      dataSheet: result.dataSheet,
      recomputedWith: result.recomputedWith,
    };
  }

  /**
   * The recuperator results (docs/rules.md#mollier-database-mode) for the Mollier chart's database mode: the air
   * leaving the heat recovery on both sides in summer and winter, and the coils' leaving air when the position has
   * them, from the stored selection.
   */
  async mollier(caller: Caller, id: number, revisionNumber: number): Promise<MollierPositionData> {
    const { position, revision, project } = await this.view(caller, id, revisionNumber);
    const { recovery, cooler, heater, fanHeat } = revisionResult(revision, this.catalogue).selection;
    return {
      projectName: project.name,
      location: `${project.city}, ${project.country}`,
      positionName: position.name,
      revisionNumber: revision.revisionNumber,
      elevation: revision.input.elevationM,
      summer_Sup: pointOut(recovery.summer.supplyOut),
      summer_Exa: pointOut(recovery.summer.exhaustOut),
      winter_Sup: pointOut(recovery.winter.supplyOut),
      winter_Exa: pointOut(recovery.winter.exhaustOut),
      // The engine sizes a coil only when the position has it (null otherwise).
      cooler_Sup: cooler ? pointOut(cooler.airOut) : null,
      heater_Sup: heater ? pointOut(heater.airOut) : null,
      chains: {
        summer: seasonChain(
          recovery.summer,
          [...coilSteps(cooler), ...fanSteps(fanHeat.summer.supply)],
          fanSteps(fanHeat.summer.exhaust),
        ),
        winter: seasonChain(
          recovery.winter,
          [...coilSteps(heater), ...fanSteps(fanHeat.winter.supply)],
          fanSteps(fanHeat.winter.exhaust),
        ),
      },
      // The fans heat their air: the supply and the exhaust leave after their fan.
      summer_SupFan: pointOut(fanHeat.summer.supply.airOut),
      winter_SupFan: pointOut(fanHeat.winter.supply.airOut),
      summer_ExaFan: pointOut(fanHeat.summer.exhaust.airOut),
      winter_ExaFan: pointOut(fanHeat.winter.exhaust.airOut),
    };
  }

  private async view(caller: Caller, id: number, revisionNumber?: number): Promise<PositionView> {
    const owner = authorize(caller, 'read', revisionNumber === undefined ? 'position' : 'revision');
    const found = await findPosition(this.db, id, owner, revisionNumber);
    if (!found) {
      throw notFound(revisionNumber === undefined ? 'Position' : 'Revision');
    }
    return found;
  }
}

const pointOut = (air: AirState) => ({ temperatureOut: air.tDb, humidityOut: air.rh * 100 });

/** A step of a stream after the heat recovery: the air entering and leaving it and the heat given to the air, W. */
interface ChainStep {
  step: ChainPoint['step'];
  airIn: AirState;
  airOut: AirState;
  power: number;
}

/** A coil as a chain step: its capacity (the data sheet's number) as the heat given to the air, negative for a cooler. */
/** A fan's heat as a chain step (the fans sit after the other components). */
const fanSteps = (fan: FanHeat): ChainStep[] => [
  { step: 'fan', airIn: fan.airIn, airOut: fan.airOut, power: fan.powerW },
];

const coilSteps = (coil: CoilResult | null): ChainStep[] =>
  coil
    ? [
        {
          step: coil.kind,
          airIn: coil.airIn,
          airOut: coil.airOut,
          power: coil.kind === 'cooler' ? -coil.capacity : coil.capacity,
        },
      ]
    : [];

/**
 * A season's process chain from the stored result: the supply stream from the outdoor air through the heat recovery
 * and then `supplySteps` in the unit's order (the season's coil; a fan's heat once the result carries it), the exhaust
 * stream from the extract air through the heat recovery and then `exhaustSteps`. Each stream carries its one dry-air
 * mass flow (the engine's). A step whose entering air is not the state before it (a coil fed with typed air, "manual
 * change") starts from its own entering air, not joined.
 */
function seasonChain(
  recovery: RecoveryResult,
  supplySteps: readonly ChainStep[],
  exhaustSteps: readonly ChainStep[] = [],
): SeasonChain {
  const point = (
    step: ChainPoint['step'],
    air: AirState,
    massFlow: number,
    power: number,
    joined: boolean,
  ) => ({
    step,
    tDb: air.tDb,
    w: air.w,
    massFlow,
    power,
    joined,
  });
  const stream = (start: ChainPoint[], steps: readonly ChainStep[], massFlow: number) => {
    const points = [...start];
    for (const s of steps) {
      const last = points[points.length - 1] as ChainPoint;
      if (Math.abs(last.tDb - s.airIn.tDb) > 1e-9 || Math.abs(last.w - s.airIn.w) > 1e-12) {
        points.push(point(s.step, s.airIn, massFlow, 0, false));
      }
      points.push(point(s.step, s.airOut, massFlow, s.power, true));
    }
    return points;
  };
  const m = recovery.supplyMassFlow;
  const me = recovery.exhaustMassFlow;
  const exhaustPower = me * (recovery.exhaustOut.h - recovery.exhaustIn.h);
  return {
    supply: stream(
      [
        point('outdoor', recovery.supplyIn, m, 0, false),
        point('recovery', recovery.supplyOut, m, recovery.supplyPower, true),
      ],
      supplySteps,
      m,
    ),
    exhaust: stream(
      [
        point('indoor', recovery.exhaustIn, me, 0, false),
        point('recovery', recovery.exhaustOut, me, exhaustPower, true),
      ],
      exhaustSteps,
      me,
    ),
  };
}

/** Unit type codes whose flow range holds both flows (the airflow calculator's list; none = empty). */
function unitTypesServing(supplyM3h: number, returnM3h: number, catalogue: Catalogue): number[] {
  try {
    return airflowCalculator(supplyM3h, returnM3h, catalogue).map((match) => match.id);
  } catch (error) {
    if (error instanceof EngineDutyError) {
      return [];
    }
    throw error;
  }
}

/**
 * The revision a checked position makes: the unit type must serve both flows (step 3's rule with the airflow
 * calculator, 400), then the engine runs (a duty the unit cannot meet: 422, nothing written); a position that
 * requires an EU 1253/2014 compliant unit (step 2) and did not get one answers 422 naming the failed criteria.
 */
function calculated(
  input: PositionInput,
  catalogue: Catalogue,
): NewRevision & { selection: SelectionResult; dataSheet: DataSheet } {
  const problem = stepProblem(
    3,
    input,
    unitTypesServing(input.flowSupplyM3h, input.flowReturnM3h, catalogue),
  );
  if (problem) {
    const field = problem.fields[0] ?? 'unitTypeId';
    throw badRequest(`body.${field}`, problem.message);
  }
  const result = calculate(() => select(toSelectionInput(input), catalogue), 'position');
  if (!result.ecodesign.requirementMet) {
    const reason = ecodesignFailureText(erpFailures(result.ecodesign.erp));
    throw new HttpError(422, `${ECODESIGN_NOT_MET_MESSAGE} Reason: ${reason}`, 'body.ecoDesign');
  }
  return {
    input,
    selection: result,
    dataSheet: dataSheet(result),
    engineVersion: result.engineVersion,
    price: result.price.totalEur,
    unitTypeId: result.unit.code,
    heatRecoveryFamily: result.unit.family,
    unitLabel: result.unit.label,
    fanType: result.fans.fanType,
    dimensions: result.unit.dimensions,
    supplyFlow: input.flowSupplyM3h,
    returnFlow: input.flowReturnM3h,
    timeZone: input.timeZone,
    localDateTime: input.localDateTime,
  };
}

/** What every revision shows besides its input (contracts/positions.ts revisionFacts). */
function factsOf(revision: ListedRevision) {
  const d = revision.dimensions;
  return {
    revisionNumber: revision.revisionNumber,
    price: roundTo(revision.price, 2),
    engineVersion: revision.engineVersion,
    unitTypeName: revision.unitLabel,
    heatRecoveryFamily: revision.heatRecoveryFamily,
    fan: revision.fanType,
    createdAt: revision.createdAt.toISOString(),
    timeZone: revision.timeZone,
    damperHeight: d.damperHeightMm,
    damperWidth: d.damperWidthMm,
    fanInstallationHeight: d.fanInstallationHeightMm,
    fanInstallationWidth: d.fanInstallationWidthMm,
    internalHeight: d.internalHeightMm,
    internalWidth: d.internalWidthMm,
    externalWidth: d.externalWidthMm,
    externalHeight: d.externalHeightMm,
    coilsWidth: d.coilsWidthMm,
    coilsHeight: d.coilsHeightMm,
  };
}

function toPosition({ position, revision, project }: ListedPosition): Position {
  return {
    ...revision.input,
    name: position.name,
    guid: position.guid,
    id: position.id,
    projId: project.id,
    projName: project.name,
    projNumber: project.number,
    revisionCount: position.revisionCount,
    version: position.version,
    active: true,
    ...factsOf(revision),
  };
}

function toListRow(row: PositionRow): PositionListRow {
  return {
    id: row.id,
    name: row.name,
    projId: row.projectId,
    revisionNumber: row.revisionNumber,
    revisionCount: row.revisionCount,
    version: row.version,
    unitTypeName: row.unitLabel,
    price: roundTo(row.price, 2),
    createdAt: row.createdAt.toISOString(),
    timeZone: row.timeZone,
  };
}

const omittedFields = new Map<RevisionFields, string[]>();
/** The stored input's fields a revision list of `fields` leaves out (worked out once per group). */
function omittedOf(fields: RevisionFields): string[] {
  let omitted = omittedFields.get(fields);
  if (!omitted) {
    const shown = new Set<string>(revisionFieldsOf(fields));
    omitted = Object.keys(PositionFieldsSchema.shape).filter((field) => !shown.has(field));
    omittedFields.set(fields, omitted);
  }
  return omitted;
}

function toRevision({ id, positionId, active, revision, fields }: RevisionRow): Revision {
  return {
    ...fields,
    id,
    positionId,
    active,
    revisionNumber: revision.revisionNumber,
    price: roundTo(revision.price, 2),
    engineVersion: revision.engineVersion,
    unitTypeName: revision.unitLabel,
    heatRecoveryFamily: revision.heatRecoveryFamily,
    fan: revision.fanType,
    createdAt: revision.createdAt.toISOString(),
    timeZone: revision.timeZone,
  };
}
