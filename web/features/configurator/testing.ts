import type { UnitTypeMatch } from '../../../engine/catalogue';
import { airflowCalculator } from '../../../engine/catalogue';
import type { Project } from '../../../contracts/projects';
import { initialValues, projectConditions, withDerivedAir, type WizardValues } from './wizard';

/** Test data of the configurator: a project as the server answers it, the unit types for 1120 m3/h. */
export const PROJECT: Project = {
  id: 7,
  ownerUserId: 'u1',
  number: 'AHU1',
  costDriver: '22R&D0006',
  name: 'Office Belgrade',
  description: null,
  country: 'Serbia',
  countryCode: 'RS',
  city: 'Belgrade',
  address: 'Knez Mihailova 1',
  latitude: 44.8,
  longitude: 20.46,
  elevation: 117,
  version: 1,
  summerOutdoorTemperature: 34.6,
  summerWetBulbTemperature: 21.1,
  summerDewPointTemperature: 14.3,
  summerOutdoorHumidity: 30,
  winterOutdoorTemperature: -12,
  winterOutdoorHumidity: 90,
  winterOutdoorHumidityRatio: 1.2,
  elPriceBusiness: 0.12,
  elPriceHome: 0.09,
  status: null,
  aqiCurrent: 40,
  aqiYearlyAverage: 55,
  aqiQualityGood: 100,
  aqiQualityModerate: 200,
  aqiQualitySensitive: 40,
  aqiQualityUnhealthy: 20,
  aqiQualityUnhealthyV: 5,
  aqiQualityHazardous: 0,
  distanceTemperature: null,
  distance: null,
  monthlyDesign: null,
  totalPrice: 0,
  numberOfUnits: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  timeZone: -60,
  customer: null,
};

/** What the airflow calculator answers for 1120 / 1120 m3/h (the engine's own answer). */
export const UNIT_TYPES: UnitTypeMatch[] = airflowCalculator(1120, 1120);

/** A complete new position: defaults, the project's design values, a rotary unit with both coils. */
export function completeValues(patch: Partial<WizardValues> = {}): WizardValues {
  const rotary = UNIT_TYPES.find((u) => u.heatRecoveryType === 'Rotary')!;
  return withDerivedAir({
    ...initialValues(7, '1b4e28ba-2fa1-11d2-883f-0016d3cca427', projectConditions(PROJECT)),
    name: 'AHU office',
    installation: 'installationIndoor',
    heatRecovery: 'Rotary heat exchanger',
    unitTypeId: rotary.id,
    airflowDirection: 1,
    ...patch,
  });
}
