export { designConditions, exceededBy, MIN_HOURS } from './design-conditions';
export type {
  CoolingDesign,
  DesignConditions,
  HeatingDesign,
  HourlyYear,
  MonthlyDesign,
} from './design-conditions';
export { AQI_CATEGORIES, aqiCategory, aqiYear, dailyMeans } from './air-quality';
export type { AqiCategory, AqiYear } from './air-quality';
export { distanceKm } from './distance';
