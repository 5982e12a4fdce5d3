import type { ProjectInputBody } from '../../contracts/projects';

/** A complete create payload, as the form sends it (Belgrade, design values of docs/rules.md#wizard-defaults). */
export function projectPayload(overrides: Partial<ProjectInputBody> = {}): ProjectInputBody {
  return {
    name: 'Office Block A',
    country: 'Serbia',
    countryCode: 'RS',
    city: 'Belgrade',
    address: 'Кнез Михаилова 5',
    markerPosition: { lat: 44.8176, lng: 20.4569 },
    elevation: 117,
    summerOutdoorTemperature: 34.6,
    summerWetBulbTemperature: 21.1,
    summerDewPointTemperature: 14.3,
    summerOutdoorHumidity: 31,
    winterOutdoorTemperature: -12,
    winterOutdoorHumidity: 80,
    winterOutdoorHumidityRatio: 1.2,
    elPriceBusiness: 0.128,
    elPriceHome: 0.092,
    aqiCurrent: 87,
    aqiYearlyAverage: 60.5,
    qualityGood: 146,
    qualityModerate: 110,
    qualitySensitive: 37,
    qualityUnhealthy: 36,
    qualityUnhealthyV: 36,
    qualityHazardous: 0,
    timeZone: -60,
    localDateTime: '2026-11-22T09:00:00',
    ERPId: 'ERP-1',
    customerName: 'Klima d.o.o.',
    ...overrides,
  };
}
