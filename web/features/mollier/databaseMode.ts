import { z } from 'zod';
import { fixedPoint, type AirPoint, type Season } from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';

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
  coils: z.string().optional(),
  sizeOfUnit: z.number().int().min(1).max(15).optional(),
});
export type MollierPositionState = z.infer<typeof MollierPositionState>;

/** The position in the navigation state, or null (a malformed state is not database mode). */
export function positionFromState(state: unknown): MollierPositionState | null {
  const parsed = MollierPositionState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The outdoor and indoor points of each season of a position, at its elevation and supply flow. */
export function positionPoints(position: MollierPositionState): Record<Season, AirPoint[]> {
  const pressure = standardPressure(position.elevation);
  const list = (season: Season) => {
    const p = position;
    const [outT, outRh, inT, inRh] =
      season === 'summer'
        ? [
            p.summerOutdoorTemperature,
            p.summerOutdoorHumidity,
            p.summerIndoorTemperature,
            p.summerIndoorHumidity,
          ]
        : [
            p.winterOutdoorTemperature,
            p.winterOutdoorHumidity,
            p.winterIndoorTemperature,
            p.winterIndoorHumidity,
          ];
    return [
      fixedPoint(1, 'outdoor', { tDb: outT, rh: outRh / 100 }, p.flowSupply, pressure),
      fixedPoint(2, 'indoor', { tDb: inT, rh: inRh / 100 }, p.flowSupply, pressure),
    ];
  };
  return { summer: list('summer'), winter: list('winter') };
}
