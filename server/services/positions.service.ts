import { dataSheet } from '../../contracts/calc';
import {
  stepProblem,
  toSelectionInput,
  type CalculationsData,
  type MollierPositionData,
  type Position,
  type PositionInput,
  type PositionListRequest,
  type Revision,
} from '../../contracts/positions';
import { airflowCalculator } from '../../engine/catalogue';
import { EngineDutyError } from '../../engine/errors';
import type { AirState } from '../../engine/psychro/state';
import { select } from '../../engine/select';
import type { Database } from '../db/client';
import { badRequest, calculate, notFound } from '../errors';
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
  type PositionView,
} from '../repositories/positions.repository';
import { ownerOf, type Viewer } from './projects.service';

/** A saved calculation: the position and the revision number it made active. */
export interface SavedRevision {
  positionId: number;
  revisionNumber: number;
}

/**
 * Positions of the Compact line and their revisions (part 2 sections 4 and 7): every save runs the engine on the
 * whole position and stores the result as a new, immutable revision. A position or project of another user answers
 * 404; the admin variants (Viewer 'admin') read any.
 */
export class PositionsService {
  constructor(private readonly db: Database) {}

  /** POST /project/item/calculate: a new position with revision 1. */
  async create(userId: string, input: PositionInput): Promise<SavedRevision> {
    const revision = calculated(input);
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

  /** PUT /project/item/configurator: revision n + 1 of position `id`, made active. */
  async edit(userId: string, id: number, input: PositionInput): Promise<SavedRevision> {
    const projectId = await projectOfPosition(this.db, id, userId);
    if (projectId === undefined) {
      throw notFound('Position');
    }
    if (projectId !== input.projId) {
      throw badRequest('body.projId', "must be the position's project");
    }
    const revisionNumber = await insertRevision(this.db, id, userId, input.name, calculated(input));
    if (revisionNumber === undefined) {
      throw notFound('Position');
    }
    return { positionId: id, revisionNumber };
  }

  /** A project's positions: one page with the total when a page size is given, else all of them. */
  async list(
    viewer: Viewer,
    projectId: number,
    page?: PositionListRequest,
  ): Promise<{ data: Position[]; total: number }> {
    const listed = await listPositions(this.db, projectId, ownerOf(viewer), page);
    if (!listed) {
      throw notFound('Project');
    }
    return { data: listed.rows.map(toPosition), total: listed.total };
  }

  async one(viewer: Viewer, id: number): Promise<Position> {
    const { position, revision, project } = await this.view(viewer, id);
    return toPosition({ position, revision, project });
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await deletePosition(this.db, id, userId))) {
      throw notFound('Position');
    }
  }

  /** The revisions of position `id`: the active one first, then by number descending. */
  async revisions(viewer: Viewer, id: number): Promise<Revision[]> {
    const rows = await listRevisions(this.db, id, ownerOf(viewer));
    if (!rows) {
      throw notFound('Position');
    }
    return rows.map(toRevision);
  }

  async activate(userId: string, revisionId: number): Promise<SavedRevision> {
    const activated = await activateRevision(this.db, revisionId, userId);
    if (!activated) {
      throw notFound('Revision');
    }
    return activated;
  }

  /** The stored data sheet of one revision (not recomputed: a revision shows what was calculated then). */
  async calculations(viewer: Viewer, id: number, revisionNumber: number): Promise<CalculationsData> {
    const { position, revision, project } = await this.view(viewer, id, revisionNumber);
    return {
      positionId: position.id,
      positionName: position.name,
      revisionNumber: revision.revisionNumber,
      engineVersion: revision.engineVersion,
      createdAt: revision.createdAt.toISOString(),
      project,
      dataSheet: revision.dataSheet,
    };
  }

  /**
   * Part 3's recuperator results for the Mollier chart's database mode: the air leaving the heat recovery on both
   * sides in summer and winter, and the coils' leaving air when the position has them, from the stored selection.
   */
  async mollier(viewer: Viewer, id: number, revisionNumber: number): Promise<MollierPositionData> {
    const { position, revision, project } = await this.view(viewer, id, revisionNumber);
    const { recovery, cooler, heater } = revision.selection;
    const { elevation } = revision.input;
    return {
      projectName: project.name,
      location: `${project.city}, ${project.country}`,
      positionName: position.name,
      revisionNumber: revision.revisionNumber,
      elevation,
      summer_Sup: pointOut(recovery.summer.supplyOut),
      summer_Exa: pointOut(recovery.summer.exhaustOut),
      winter_Sup: pointOut(recovery.winter.supplyOut),
      winter_Exa: pointOut(recovery.winter.exhaustOut),
      // The engine sizes a coil only when the position has it (null otherwise).
      cooler_Sup: cooler ? pointOut(cooler.airOut) : null,
      heater_Sup: heater ? pointOut(heater.airOut) : null,
    };
  }

  private async view(viewer: Viewer, id: number, revisionNumber?: number): Promise<PositionView> {
    const found = await findPosition(this.db, id, ownerOf(viewer), revisionNumber);
    if (!found) {
      throw notFound(revisionNumber === undefined ? 'Position' : 'Revision');
    }
    return found;
  }
}

const pointOut = (air: AirState) => ({ temperatureOut: air.tDb, humidityOut: air.rh * 100 });

/** The position's field behind an engine quantity, for a 400 or 422 naming it. */
const POSITION_FIELDS: Record<string, string> = {
  flowSupplyM3h: 'flowSupply',
  flowReturnM3h: 'flowReturn',
  airFlowSup: 'flowSupply',
  airFlowEha: 'flowReturn',
  dropSupplyPa: 'dropSupply',
  dropReturnPa: 'dropReturn',
  'supplyFan.qV': 'flowSupply',
  'supplyFan.dpPa': 'dropSupply',
  'supplyFan.shaftPower': 'dropSupply',
  'exhaustFan.qV': 'flowReturn',
  'exhaustFan.dpPa': 'dropReturn',
  'exhaustFan.shaftPower': 'dropReturn',
  unitTypeId: 'sizeOfUnit',
  airflowDirection: 'airflowDirection',
  altitude: 'elevation',
  'heater.tDb': 'heaterAirInputValue',
  'heater.capacityW': 'heaterAirInputValue',
  'heater.fluidTOut': 'heaterWaterInputValue',
  'heater.fluidFlowM3h': 'heaterWaterInputValue',
  'heater.tWinterOutdoor': 'winterOutdoorTemperature',
  'cooler.tDb': 'coolerAirInputValue',
  'cooler.capacityW': 'coolerAirInputValue',
  'cooler.fluidTOut': 'coolerWaterInputValue',
  'cooler.fluidFlowM3h': 'coolerWaterInputValue',
  'cooler.tWinterOutdoor': 'winterOutdoorTemperature',
};
const positionField = (quantity: string) => {
  const field = POSITION_FIELDS[quantity];
  return field ? `body.${field}` : 'body';
};

/** Unit type codes whose flow range holds both flows (the airflow calculator's list; none = empty). */
function unitTypesServing(supplyM3h: number, returnM3h: number): number[] {
  try {
    return airflowCalculator(supplyM3h, returnM3h).map((match) => match.id);
  } catch (error) {
    if (error instanceof EngineDutyError) {
      return [];
    }
    throw error;
  }
}

/**
 * The revision a checked position makes: the unit type must serve both flows (step 3's rule with the airflow
 * calculator, 400), then the engine runs (a duty the unit cannot meet: 422, nothing written).
 */
function calculated(input: PositionInput): NewRevision {
  const problem = stepProblem(3, input, unitTypesServing(input.flowSupply, input.flowReturn));
  if (problem) {
    const field = problem.fields[0] ?? 'sizeOfUnit';
    throw badRequest(`body.${field}`, problem.message);
  }
  const result = calculate(() => select(toSelectionInput(input)), positionField);
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
    supplyFlow: input.flowSupply,
    returnFlow: input.flowReturn,
    timeZone: input.timeZone,
    localDateTime: input.localDateTime,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What every revision shows besides its input (contracts/positions.ts revisionFacts). */
function factsOf(revision: ListedRevision) {
  const d = revision.dimensions;
  return {
    revisionNumber: revision.revisionNumber,
    price: round2(revision.price),
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
    active: true,
    ...factsOf(revision),
  };
}

function toRevision({ position, revision }: ListedPosition): Revision {
  return {
    ...revision.input,
    guid: position.guid,
    id: revision.id,
    positionId: position.id,
    active: revision.revisionNumber === position.activeRevisionNumber,
    ...factsOf(revision),
  };
}
