import type {
  CalculationsData,
  ChainPoint,
  MollierPositionData,
  Position,
  PositionListRow,
  Revision,
  SeasonChain,
} from '../../contracts/positions';
import type { CoilResult } from '../../engine/coils/coils';
import { roundTo } from '../../engine/numbers';
import type { AirState } from '../../engine/psychro/state';
import type { RecoveryResult } from '../../engine/recovery/recovery';
import type { FanHeat, SelectionResult } from '../../engine/select';
import type {
  ListedPosition,
  ListedRevision,
  PositionRow,
  PositionView,
  RevisionRow,
} from '../repositories/positions.repository';
import type { RevisionResult } from '../services/stored-result';

/**
 * Stored positions and revisions, and the engine's results read from them, in the shapes the positions' answers carry
 * (contracts/positions.ts): nothing here reads or decides, it only shapes.
 */

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

export function toPosition({ position, revision, project }: ListedPosition): Position {
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

export function toListRow(row: PositionRow): PositionListRow {
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

export function toRevision({ id, positionId, active, revision, fields }: RevisionRow): Revision {
  // Object.assign, not a spread followed by the facts: adding keys to each spread copy made V8 a new shape per row
  // (17 us a row, a quarter of the revision list's CPU under load; issue 29). The facts win over stored fields.
  return Object.assign({}, fields, {
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
  });
}

/** GET /project/item/calculations: one revision's data sheet with its position and project. */
export function calculationsAnswer(
  { position, revision, project }: PositionView,
  result: RevisionResult,
): CalculationsData {
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

/** The Mollier chart's database mode: the recovery's, the coils' and the fans' leaving air and each season's chain. */
export function mollierAnswer(
  { position, revision, project }: PositionView,
  { recovery, cooler, heater, fanHeat }: SelectionResult,
): MollierPositionData {
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
