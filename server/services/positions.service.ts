import { type DataSheet } from '../../contracts/calc';
import { dataSheet } from '../../domain/data-sheet';
import {
  ECODESIGN_NOT_MET_MESSAGE,
  PositionFieldsSchema,
  type CalculationsData,
  type MollierPositionData,
  type Position,
  type PositionInput,
  type PositionListRequest,
  type PositionListRow,
  type Revision,
  type RevisionFields,
} from '../../contracts/positions';
import { copyName } from '../../domain/copies';
import { revisionFieldsOf, stepProblem, toSelectionInput } from '../../domain/positions';
import { airflowCalculator } from '../../engine/catalogue';
import { ecodesignFailureText, erpFailures } from '../../engine/ecodesign';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import { EngineDutyError } from '../../engine/errors';
import { select, type SelectionResult } from '../../engine/select';
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
  type NewRevision,
  type PositionView,
} from '../repositories/positions.repository';
import { copyPosition } from '../repositories/copies.repository';
import { authorize, type Caller } from '../policies/access.policy';
import {
  calculationsAnswer,
  mollierAnswer,
  toListRow,
  toPosition,
  toRevision,
} from '../presenters/positions.presenter';
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
    const owner = authorize(caller, 'read', 'position');
    const listed = await listPositions(this.db, projectId, owner, page, caller.session);
    if (!listed) {
      throw notFound('Project');
    }
    return { data: listed.rows.map(toListRow), total: listed.total };
  }

  async one(caller: Caller, id: number): Promise<Position> {
    const { position, revision, project } = await this.view(caller, id);
    return toPosition({ position, revision, project });
  }

  /**
   * POST /project/item/copy (issue 30): position `id`'s active revision as revision 1 of a new position "<name>
   * (copy)" in the caller's project `targetProjectId` (the position's own when left out). A position or target
   * project that is not the caller's answers 404.
   */
  async copy(
    caller: Caller,
    id: number,
    targetProjectId?: number,
  ): Promise<{ id: number; projectId: number }> {
    const copied = await copyPosition(
      this.db,
      id,
      authorize(caller, 'change', 'position'),
      targetProjectId,
      copyName,
    );
    if (!copied) {
      throw notFound(targetProjectId === undefined ? 'Position' : 'Position or project');
    }
    return copied;
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
    return calculationsAnswer({ position, revision, project }, revisionResult(revision, this.catalogue));
  }

  /**
   * The recuperator results (docs/rules.md#mollier-database-mode) for the Mollier chart's database mode: the air
   * leaving the heat recovery on both sides in summer and winter, and the coils' leaving air when the position has
   * them, from the stored selection.
   */
  async mollier(caller: Caller, id: number, revisionNumber: number): Promise<MollierPositionData> {
    const { position, revision, project } = await this.view(caller, id, revisionNumber);
    return mollierAnswer({ position, revision, project }, revisionResult(revision, this.catalogue).selection);
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
