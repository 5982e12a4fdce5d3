/** Test data of the Mollier database mode: a position's navigation state and its recuperator results. */
import type { ChainPoint, MollierPositionData } from '../../../contracts/positions';
import type { MollierPositionState } from '../../lib/mollierDatabaseMode';

export const POSITION: MollierPositionState = {
  name: 'AHU office',
  revisionNumber: 2,
  projectItemId: 11,
  elevationM: 117,
  flowSupplyM3h: 1120,
  flowReturnM3h: 1000,
  summerOutdoorTDb: 34.6,
  summerOutdoorRhPct: 30,
  summerIndoorTDb: 26,
  summerIndoorRhPct: 50,
  winterOutdoorTDb: -12,
  winterOutdoorRhPct: 90,
  winterIndoorTDb: 20,
  winterIndoorRhPct: 40,
  coils: 'both',
  unitTypeId: 2,
};

export const RESULTS: MollierPositionData = {
  projectName: 'Office block',
  location: 'Belgrade, Serbia',
  positionName: 'AHU office',
  revisionNumber: 2,
  elevation: 117,
  summer_Sup: { temperatureOut: 28.1, humidityOut: 45 },
  summer_Exa: { temperatureOut: 32.5, humidityOut: 33 },
  winter_Sup: { temperatureOut: 13.2, humidityOut: 30 },
  winter_Exa: { temperatureOut: -3.1, humidityOut: 95 },
  cooler_Sup: { temperatureOut: 18, humidityOut: 80 },
  heater_Sup: { temperatureOut: 22, humidityOut: 18 },
  summer_SupFan: null,
  winter_SupFan: null,
  summer_ExaFan: null,
  winter_ExaFan: null,
  // As the server builds them from a stored result: one dry-air mass flow per stream, kg/s; powers W.
  chains: {
    summer: {
      supply: [
        chain('outdoor', 34.6, 0.0104, 0.37, 0, false),
        chain('recovery', 28.1, 0.0104, 0.37, -2450, true),
        chain('cooler', 18, 0.0102, 0.37, -4100, true),
      ],
      exhaust: [
        chain('indoor', 26, 0.0105, 0.33, 0, false),
        chain('recovery', 32.5, 0.0105, 0.33, 2180, true),
      ],
    },
    winter: {
      supply: [
        chain('outdoor', -12, 0.0013, 0.37, 0, false),
        chain('recovery', 13.2, 0.0013, 0.37, 9400, true),
        chain('heater', 22, 0.0013, 0.37, 3300, true),
      ],
      exhaust: [
        chain('indoor', 20, 0.0058, 0.33, 0, false),
        chain('recovery', -3.1, 0.0029, 0.33, -10500, true),
      ],
    },
  },
};

/** One state of a stream's chain. */
export function chain(
  step: ChainPoint['step'],
  tDb: number,
  w: number,
  massFlow: number,
  power: number,
  joined: boolean,
): ChainPoint {
  return { step, tDb, w, massFlow, power, joined };
}

/** The results without the coils (a position without coils). */
export const RESULTS_WITHOUT_COILS: MollierPositionData = {
  ...RESULTS,
  cooler_Sup: null,
  heater_Sup: null,
  chains: {
    summer: { ...RESULTS.chains.summer, supply: RESULTS.chains.summer.supply.slice(0, 2) },
    winter: { ...RESULTS.chains.winter, supply: RESULTS.chains.winter.supply.slice(0, 2) },
  },
};
