import type { Project, ProjectRow } from '../../contracts/projects';
import type { ProjectRowRecord, ProjectWithCustomer } from '../repositories/projects.repository';

/**
 * Stored projects in the shapes the projects' answers carry (contracts/projects.ts): nothing here reads or decides, it
 * only shapes.
 */

/** A project's row in the lists. */
export function projectRowOf(p: ProjectRowRecord): ProjectRow {
  return {
    id: p.id,
    ownerUserId: p.ownerUserId,
    number: p.number,
    name: p.name,
    description: p.description,
    createdAt: p.createdAt.toISOString(),
    timeZone: p.timeZone,
    address: p.address,
    city: p.city,
    country: p.country,
    countryCode: p.countryCode,
    latitude: p.latitude,
    longitude: p.longitude,
    numberOfUnits: p.numberOfUnits,
    totalPrice: p.totalPrice,
  };
}

/** A project with its customer, as its page and form read it. */
export function projectOf({ project: p, customer }: ProjectWithCustomer): Project {
  return {
    ...projectRowOf(p),
    costDriver: p.costDriver,
    elevation: p.elevation,
    version: p.version,
    summerOutdoorTemperature: p.summerOutdoorTemperature,
    summerWetBulbTemperature: p.summerWetBulbTemperature,
    summerDewPointTemperature: p.summerDewPointTemperature,
    summerOutdoorHumidity: p.summerOutdoorHumidity,
    winterOutdoorTemperature: p.winterOutdoorTemperature,
    winterOutdoorHumidity: p.winterOutdoorHumidity,
    winterOutdoorHumidityRatio: p.winterOutdoorHumidityRatio,
    elPriceBusiness: p.elPriceBusiness,
    elPriceHome: p.elPriceHome,
    status: p.status,
    aqiCurrent: p.aqiCurrent,
    aqiYearlyAverage: p.aqiYearlyAverage,
    aqiQualityGood: p.qualityGood,
    aqiQualityModerate: p.qualityModerate,
    aqiQualitySensitive: p.qualitySensitive,
    aqiQualityUnhealthy: p.qualityUnhealthy,
    aqiQualityUnhealthyV: p.qualityUnhealthyV,
    aqiQualityHazardous: p.qualityHazardous,
    distanceTemperature: p.distanceTemperature,
    distance: p.distance,
    monthlyDesign: p.monthlyDesign,
    customer: customer
      ? {
          id: customer.id,
          erpId: customer.erpId,
          name: customer.name,
          representative: customer.representative,
          phone: customer.phone,
          email: customer.email,
        }
      : null,
  };
}
