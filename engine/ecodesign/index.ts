/** Ecodesign and classes (part 4 section 7): the public surface of engine/ecodesign. */
export {
  efficiencyBonus,
  en308TemperatureEfficiency,
  ENERGY_CLASS_TABLE,
  energyClass,
  erpVerdict,
  ETA_T_MIN,
  fanEfficiencyReference,
  filterCorrection,
  sfpIntLimit,
  velocityClass,
} from './ecodesign';
export type { EnergyClass, EnergyClassInput, EnergyClassResult, ErpVerdict } from './ecodesign';
