import type { AqiYearly, Conditions, Electricity } from '../../../../contracts/locations';
import type { Project } from '../../../../contracts/projects';
import { asText, type ProjectForm } from './projectForm';

/**
 * How each look-up's answer is written into the project form (docs/rules.md#project-form): design conditions, electricity
 * prices, the yearly air quality. Applied when an answer arrives, and again on the way back to automatic.
 */
export function lookUpWriters(setValue: ProjectForm['setValue'], loaded: Project | undefined) {
  return {
    conditions: (c: Conditions) => {
      const summer = c.basicDesignConditions.summerDesignConditions;
      const winter = c.basicDesignConditions.winterDesignConditions;
      setValue('monthlyDesign', c.monthlyDesign);
      setValue('distanceTemperature', c.basicDesignConditions.distance);
      setValue('summerOutdoorTemperature', asText(summer.outdoorTemperature));
      setValue('summerOutdoorHumidity', asText(summer.outdoorHumidity));
      setValue('winterOutdoorTemperature', asText(winter.outdoorTemperature));
      setValue('winterOutdoorHumidity', asText(winter.outdoorHumidity));
    },
    electricity: (e: Electricity) => {
      setValue('elPriceBusiness', asText(e.electricityCost));
      setValue('elPriceHome', asText(e.electricityCostHome));
    },
    /** No history at the location (null) empties the average and the days; the distance falls back to the stored one. */
    yearly: (y: AqiYearly | null) => {
      setValue('aqiYearlyAverage', asText(y?.yearlyAverage));
      setValue('distance', y?.distance ?? loaded?.distance ?? null);
      setValue(
        'qualityDays',
        y && {
          good: y.qualityGood,
          moderate: y.qualityModerate,
          sensitive: y.qualitySensitive,
          unhealthy: y.qualityUnhealthy,
          veryUnhealthy: y.qualityUnhealthyV,
          hazardous: y.qualityHazardous,
        },
      );
    },
  };
}
