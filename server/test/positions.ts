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
    sizeOfUnit: 1,
    airflowDirection: 1,
    flowSupply: 1120,
    flowReturn: 1120,
    elevation: 100,
    summerOutdoorTemperature: 32,
    summerOutdoorHumidity: 40,
    winterOutdoorTemperature: -10,
    winterOutdoorHumidity: 80,
    ...overrides,
  };
}
