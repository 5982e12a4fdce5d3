/** Test data of the Mollier database mode: a position's navigation state and its recuperator results. */
import type { MollierPositionData } from '../../../contracts/positions';
import type { MollierPositionState } from './databaseMode';

export const POSITION: MollierPositionState = {
  name: 'AHU office',
  revisionNumber: 2,
  projectItemId: 11,
  elevation: 117,
  flowSupply: 1120,
  flowReturn: 1000,
  summerOutdoorTemperature: 34.6,
  summerOutdoorHumidity: 30,
  summerIndoorTemperature: 26,
  summerIndoorHumidity: 50,
  winterOutdoorTemperature: -12,
  winterOutdoorHumidity: 90,
  winterIndoorTemperature: 20,
  winterIndoorHumidity: 40,
  coils: 'both',
  sizeOfUnit: 2,
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
};
