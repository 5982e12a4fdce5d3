import type { Project } from '../../../contracts/projects';

/** Test fixtures of the project screens: a stored project as `GET /project/one` answers it. */

const twelve = (value: number) => Array.from({ length: 12 }, (_, month) => value + month);
export const MONTHLY = {
  dryBulbTemperatures: twelve(1),
  wetBulbTemperatures: twelve(0),
  meanDailyTemperatureRange: twelve(8),
};

/** Office Block A in Belgrade, read at version 4. */
export const STORED: Project = {
  id: 7,
  ownerUserId: 'u-1',
  number: 'AHU3',
  costDriver: '22R&D0006',
  name: 'Office Block A',
  description: null,
  country: 'Serbia',
  countryCode: 'RS',
  city: 'Belgrade',
  address: 'Knez Mihailova 5',
  latitude: 44.8176,
  longitude: 20.4569,
  elevation: 117,
  summerOutdoorTemperature: 33,
  summerWetBulbTemperature: 20.6,
  summerDewPointTemperature: 14.2,
  summerOutdoorHumidity: 33,
  winterOutdoorTemperature: -11,
  winterOutdoorHumidity: 82,
  winterOutdoorHumidityRatio: 1.36,
  elPriceBusiness: 0.15,
  elPriceHome: 0.1,
  status: null,
  aqiCurrent: 70,
  aqiYearlyAverage: 55,
  aqiQualityGood: 150,
  aqiQualityModerate: 100,
  aqiQualitySensitive: 40,
  aqiQualityUnhealthy: 40,
  aqiQualityUnhealthyV: 35,
  aqiQualityHazardous: 0,
  distanceTemperature: 3.1,
  distance: 1.9,
  monthlyDesign: MONTHLY,
  totalPrice: 0,
  numberOfUnits: 0,
  createdAt: '2026-11-20T10:00:00Z',
  timeZone: -60,
  version: 4,
  customer: null,
};
