import { z } from 'zod';
import type { HeatRecoveryFamily } from '../../../engine/catalogue/types';
import { fixedPoint, type AirPoint, type FixedPointRole, type Season } from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';
import { familyOfSize, type MollierPositionData } from '../../../contracts/positions';

/**
 * The navigation state a position opens the Mollier chart with (part 3 section 3, "Position navigation state").
 * With it the screen is in database mode: inputs locked, no added processes. Temperatures C, humidities %.
 */
export const MollierPositionState = z.object({
  name: z.string(),
  revisionNumber: z.number(),
  projectItemId: z.number().optional(),
  elevation: z.number(),
  flowSupply: z.number(),
  flowReturn: z.number().optional(),
  summerOutdoorTemperature: z.number(),
  summerOutdoorHumidity: z.number(),
  summerIndoorTemperature: z.number(),
  summerIndoorHumidity: z.number(),
  winterOutdoorTemperature: z.number(),
  winterOutdoorHumidity: z.number(),
  winterIndoorTemperature: z.number(),
  winterIndoorHumidity: z.number(),
  summerWetBulbTemperature: z.number().nullish(),
  summerDewPointTemperature: z.number().nullish(),
  summerSupplyTemperature: z.number().nullish(),
  winterSupplyTemperature: z.number().nullish(),
  coils: z.string().optional(),
  sizeOfUnit: z.number().int().min(1).max(15).optional(),
  /** Opened from the admin panel: the recuperator results come from the admin variant. */
  admin: z.boolean().optional(),
});
export type MollierPositionState = z.infer<typeof MollierPositionState>;

/** The position in the navigation state, or null (a malformed state is not database mode). */
export function positionFromState(state: unknown): MollierPositionState | null {
  const parsed = MollierPositionState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

type PointOut = MollierPositionData['summer_Sup'];

/**
 * The points of each season of a position, at its elevation. Outdoor and indoor come from the state; with the
 * recuperator results (part 3, database mode) each season gets the 'DLL point' of the supply and of the exhaust
 * after the heat recovery, then the summer a 'Cooler point' (coils both or cooler) and the winter a 'Heater point'
 * (coils both or heater). The order is the unit scheme's numbering: 1 outdoor, 2 extract (indoor), 3 supply and
 * 4 exhaust after the exchanger, 5 after the coil. Supply air carries the supply flow, extract and exhaust air the
 * return flow.
 */
export function positionPoints(
  position: MollierPositionState,
  results: MollierPositionData | null = null,
): Record<Season, AirPoint[]> {
  const p = position;
  const pressure = standardPressure(p.elevation);
  const supplyFlow = p.flowSupply;
  const returnFlow = p.flowReturn ?? p.flowSupply;
  const list = (season: Season) => {
    const summer = season === 'summer';
    const points: { role: FixedPointRole; tDb: number; rhPct: number; flow: number }[] = [
      {
        role: 'outdoor',
        tDb: summer ? p.summerOutdoorTemperature : p.winterOutdoorTemperature,
        rhPct: summer ? p.summerOutdoorHumidity : p.winterOutdoorHumidity,
        flow: supplyFlow,
      },
      {
        role: 'indoor',
        tDb: summer ? p.summerIndoorTemperature : p.winterIndoorTemperature,
        rhPct: summer ? p.summerIndoorHumidity : p.winterIndoorHumidity,
        flow: returnFlow,
      },
    ];
    const add = (role: FixedPointRole, out: PointOut, flow: number) =>
      points.push({ role, tDb: out.temperatureOut, rhPct: out.humidityOut, flow });
    if (results) {
      add('DLL point', summer ? results.summer_Sup : results.winter_Sup, supplyFlow);
      add('DLL point', summer ? results.summer_Exa : results.winter_Exa, returnFlow);
      const coil = summer ? 'cooler' : 'heater';
      const coilOut = summer ? results.cooler_Sup : results.heater_Sup;
      if ((p.coils === coil || p.coils === 'both') && coilOut) {
        add(summer ? 'Cooler point' : 'Heater point', coilOut, supplyFlow);
      }
    }
    return points.map((point, index) =>
      fixedPoint(index + 1, point.role, { tDb: point.tDb, rh: point.rhPct / 100 }, point.flow, pressure),
    );
  };
  return { summer: list('summer'), winter: list('winter') };
}

/** Part 3: the scheme picture follows the unit family (from the size) and shows the coil with more than 4 points. */
export function schemeOf(
  position: MollierPositionState,
  points: readonly AirPoint[],
): { family: HeatRecoveryFamily; withCoils: boolean } | null {
  return position.sizeOfUnit === undefined
    ? null
    : { family: familyOfSize(position.sizeOfUnit), withCoils: points.length > 4 };
}

/** The PDF's file name; in database mode it names the position and its revision. */
export function pdfFileName(season: string, position: MollierPositionState | null): string {
  if (!position) {
    return `mollier-chart-${season}.pdf`;
  }
  const name = position.name.replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return `mollier-chart-${name}-rev${position.revisionNumber}-${season}.pdf`;
}
