import { z } from 'zod';
import type { HeatRecoveryFamily } from '../../engine/catalogue/types';
import {
  fixedPoint,
  resultPoint,
  type AirPoint,
  type FixedPointRole,
  type Season,
} from '../../engine/processes';
import { standardPressure } from '../../engine/psychro';
import { type ChainPoint, type MollierPositionData, type SeasonChain } from '../../contracts/positions';
import { familyOfSize } from '../../domain/positions';

/**
 * The navigation state a position opens the Mollier chart with (docs/rules.md#mollier-database-mode).
 * With it the screen is in database mode: inputs locked, no added processes. Temperatures C, humidities %.
 */
export const MollierPositionState = z.object({
  name: z.string(),
  revisionNumber: z.number(),
  projectItemId: z.number().optional(),
  elevationM: z.number(),
  flowSupplyM3h: z.number(),
  flowReturnM3h: z.number().optional(),
  summerOutdoorTDb: z.number(),
  summerOutdoorRhPct: z.number(),
  summerIndoorTDb: z.number(),
  summerIndoorRhPct: z.number(),
  winterOutdoorTDb: z.number(),
  winterOutdoorRhPct: z.number(),
  winterIndoorTDb: z.number(),
  winterIndoorRhPct: z.number(),
  summerOutdoorTWb: z.number().nullish(),
  summerOutdoorTDp: z.number().nullish(),
  summerSupplyTDb: z.number().nullish(),
  winterSupplyTDb: z.number().nullish(),
  coils: z.string().optional(),
  unitTypeId: z.number().int().min(1).max(15).optional(),
  /** Opened from the admin panel: the recuperator results come from the admin variant. */
  admin: z.boolean().optional(),
});
export type MollierPositionState = z.infer<typeof MollierPositionState>;

/** The position in the navigation state, or null (a malformed state is not database mode). */
export function positionFromState(state: unknown): MollierPositionState | null {
  const parsed = MollierPositionState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The chart role of a chain step after the heat recovery. */
const ROLE_OF_STEP: Record<ChainPoint['step'], FixedPointRole> = {
  outdoor: 'outdoor',
  indoor: 'indoor',
  recovery: 'DLL point',
  cooler: 'Cooler point',
  heater: 'Heater point',
  fan: 'Fan point',
};

/**
 * The points of each season of a position, at its elevation. Without the server's results: outdoor and indoor from
 * the state. With them (docs/rules.md#mollier-database-mode), the position's process chain as the engine computed it:
 * 1 outdoor, 2 extract (indoor), 3 supply and 4 exhaust after the heat recovery, then the supply stream's later steps
 * (the coil, the fan when the result has one) and the exhaust stream's. Every point carries its stream's dry-air mass
 * flow (one value along a stream), the heat its step gave the air and the point before it (the chart's process line).
 */
export function positionPoints(
  position: MollierPositionState,
  results: MollierPositionData | null = null,
): Record<Season, AirPoint[]> {
  const p = position;
  const pressure = standardPressure(p.elevationM);
  const supplyFlow = p.flowSupplyM3h;
  const returnFlow = p.flowReturnM3h ?? p.flowSupplyM3h;
  const fixed = (season: Season) => {
    const summer = season === 'summer';
    return [
      fixedPoint(
        1,
        'outdoor',
        {
          tDb: summer ? p.summerOutdoorTDb : p.winterOutdoorTDb,
          rh: (summer ? p.summerOutdoorRhPct : p.winterOutdoorRhPct) / 100,
        },
        supplyFlow,
        pressure,
      ),
      fixedPoint(
        2,
        'indoor',
        {
          tDb: summer ? p.summerIndoorTDb : p.winterIndoorTDb,
          rh: (summer ? p.summerIndoorRhPct : p.winterIndoorRhPct) / 100,
        },
        returnFlow,
        pressure,
      ),
    ];
  };
  const chained = (chain: SeasonChain) => {
    const [outdoor, recoveredSupply, ...supplyRest] = chain.supply;
    const [indoor, recoveredExhaust, ...exhaustRest] = chain.exhaust;
    const ordered: { point: ChainPoint; stream: 'supply' | 'exhaust' }[] = [
      ...(outdoor ? [{ point: outdoor, stream: 'supply' as const }] : []),
      ...(indoor ? [{ point: indoor, stream: 'exhaust' as const }] : []),
      ...(recoveredSupply ? [{ point: recoveredSupply, stream: 'supply' as const }] : []),
      ...(recoveredExhaust ? [{ point: recoveredExhaust, stream: 'exhaust' as const }] : []),
      ...supplyRest.map((point) => ({ point, stream: 'supply' as const })),
      ...exhaustRest.map((point) => ({ point, stream: 'exhaust' as const })),
    ];
    const last: Record<'supply' | 'exhaust', AirPoint | undefined> = {
      supply: undefined,
      exhaust: undefined,
    };
    return ordered.map(({ point, stream }, index) => {
      const before = last[stream];
      const joined = point.joined && before !== undefined;
      const air = resultPoint(
        index + 1,
        ROLE_OF_STEP[point.step],
        point,
        stream === 'supply' ? supplyFlow : returnFlow,
        {
          massFlow: point.massFlow,
          usedPower: point.power,
          usedWater: joined ? point.massFlow * (point.w - before.w) : 0,
          sourceIds: joined ? [before.id] : [],
        },
        pressure,
      );
      last[stream] = air;
      return air;
    });
  };
  return results
    ? { summer: chained(results.chains.summer), winter: chained(results.chains.winter) }
    : { summer: fixed('summer'), winter: fixed('winter') };
}

/** docs/rules.md#mollier-database-mode: the scheme picture follows the unit family (from the size) and shows the coil
 * when the chain has one (the original's "more than 4 points", read by role so a fan point does not draw a coil). */
export function schemeOf(
  position: MollierPositionState,
  points: readonly AirPoint[],
): { family: HeatRecoveryFamily; withCoils: boolean } | null {
  return position.unitTypeId === undefined
    ? null
    : {
        family: familyOfSize(position.unitTypeId),
        withCoils: points.some((p) => p.process === 'Cooler point' || p.process === 'Heater point'),
      };
}

/** The PDF's file name; in database mode it names the position and its revision. */
export function pdfFileName(season: string, position: MollierPositionState | null): string {
  if (!position) {
    return `mollier-chart-${season}.pdf`;
  }
  const name = position.name.replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return `mollier-chart-${name}-rev${position.revisionNumber}-${season}.pdf`;
}
