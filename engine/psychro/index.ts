/** Psychrometrics, ASHRAE Handbook Fundamentals 2017 ch. 1: the public surface of engine/psychro. */
export * from './constants';
export { standardPressure, standardTemperature } from './atmosphere';
export {
  condensedWaterEnthalpy,
  densityFromVolume,
  dryBulbFromEnthalpy,
  enthalpy,
  humidityRatioFromEnthalpy,
  humidityRatioFromVapourPressure,
  specificVolume,
  vapourPressureFromHumidityRatio,
} from './moist-air';
export { dewPointFromVapourPressure, saturationPressure } from './saturation';
export { humidityRatioFromWetBulb, wetBulbFromHumidityRatio } from './wet-bulb';
export { airState, airStateFromPair, STATE_PROPERTIES } from './state';
export type {
  AirState,
  AirStateInput,
  AirStatePairInput,
  HumidityInput,
  PressureInput,
  StateProperty,
} from './state';
