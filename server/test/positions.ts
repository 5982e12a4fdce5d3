import { randomUUID } from 'node:crypto';
import { POSITION_DEFAULTS, type PositionInputBody } from '../../contracts/positions';

/**
 * A complete position as the wizard sends it: the defaults of docs/rules.md#wizard-defaults, a project's design
 * values (summer 32 C / 40 %, winter -10 C / 80 %, 100 m) and a rotary R 03 (unit type 1) indoors at 1120 m3/h,
 * airflow direction 1.
 */
export function positionPayload(
  projId: number,
  overrides: Partial<PositionInputBody> = {},
): PositionInputBody {
  return {
    ...POSITION_DEFAULTS,
    projId,
    guid: randomUUID(),
    name: 'AHU 1',
    installation: 'installationIndoor',
    heatRecovery: 'Rotary heat exchanger',
    heatRecoveryPlateType: 'Rotary',
    unitTypeId: 1,
    airflowDirection: 1,
    flowSupplyM3h: 1120,
    flowReturnM3h: 1120,
    elevationM: 100,
    summerOutdoorTDb: 32,
    summerOutdoorRhPct: 40,
    winterOutdoorTDb: -10,
    winterOutdoorRhPct: 80,
    ...overrides,
  };
}
