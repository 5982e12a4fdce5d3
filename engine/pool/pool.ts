import { checkRange, EngineRangeError } from '../errors';
import {
  ATTRACTION_FACTOR,
  ATTRACTION_SUM_CAP,
  ATTRACTION_SUM_LIMIT,
  ATTRACTION_WEIGHTS,
  BETA_ATTRACTION_TABLE,
  BETA_UNUSED_POOL,
  BETA_USED_POOL,
  DESIGN_OUTSIDE_HUMIDITY,
  GAS_CONSTANT_VAPOUR,
  HALL_HUMIDITY_LIMIT,
  MIN_FRESH_AIR_SHARE,
  POOL_AIR_DENSITY,
  POOL_PRESSURE,
  POOL_TYPES,
  POOL_UNITS_MAX,
  POOL_UNITS_MIN,
  SATURATION_FIT,
  VISITOR_MOISTURE_KG_H,
  type PoolTypeId,
} from './constants';

/**
 * The pool dehumidification calculation (docs/rules.md#engine-pool; VDI 2089 part 1): from the pool
 * data to the evaporated water, the outside air that carries it away, and the air volume the units must move.
 * Field names follow the saved pool position; units are in the comments (C, %, m2, m3, kg/h, m3/h).
 */

/** Attraction counts of a pool (each 0 or more; waterMushroomsMeters is the mushrooms' diameter, m). */
export interface PoolAttractions {
  wildWaterChannels: number;
  waterMushrooms: number;
  waterMushroomsMeters: number;
  neckMassageShowers: number;
  underwaterJets: number;
  bubbleFountains: number;
  childrenSeats: number;
  childrenSlides: number;
  massageAreas: number;
  loungersSeats: number;
}

/** The attraction fields in the screen's order. */
export const ATTRACTION_FIELDS: readonly (keyof PoolAttractions)[] = [
  'wildWaterChannels',
  'waterMushrooms',
  'waterMushroomsMeters',
  'neckMassageShowers',
  'underwaterJets',
  'bubbleFountains',
  'childrenSeats',
  'childrenSlides',
  'massageAreas',
  'loungersSeats',
];

export interface PoolInput extends PoolAttractions {
  /** 1-7, POOL_TYPES. */
  typeOfPool: number;
  /** Pool hall volume, m3 (0..1e6). */
  poolVolume: number;
  /** Water surface A, m2 (0..100000). */
  waterSurface: number;
  /** Hall air temperature, C (0..60). */
  airTemperature: number;
  /** Water temperature, C (0..60). */
  waterTemperature: number;
  /** Hall air relative humidity, % (0..100). */
  airHumidity: number;
  /** Absolute humidity of the outside (supply) air, kg/kg (0..HALL_HUMIDITY_LIMIT, exclusive). */
  absoluteHumidityAir: number;
  /** Share of the attractions running at once, 0..1. */
  simultaneityFactorAttraction: number;
  numberOfVisitors: number;
  /** Units sharing the air, 1..8. */
  numOfUnits: number;
}

/** The derived fields of the pool calculation (docs/rules.md#pool-formulas), plus the two pressures the screen shows. */
export interface PoolState {
  /** Mean of water and air temperature, K (the T of the evaporation formula). */
  arithmeticMeanTemperature: number;
  /** Saturation pressure at the water temperature, Pa. */
  partialWaterVaporSaturationPressure: number;
  /** Partial vapour pressure of the hall air, RH p_sat(t_air), Pa. */
  partialWaterVaporPressureAir: number;
  /** Absolute humidity of the hall air at POOL_PRESSURE, kg/kg. */
  absoluteHumidityPoolArea: number;
  relWildWater: number;
  relWaterMushrooms: number;
  relNeckMassageShowers: number;
  relUnderwaterJets: number;
  relBubbleFountains: number;
  relChildrenSlides: number;
  relMassageAreas: number;
  relLoungersSeats: number;
  /** Attraction sum (capped, ATTRACTION_SUM_CAP). */
  sum: number;
  /** beta of the attractions, m/h (the table at `sum`). */
  betaA: number;
  /** m/h */
  moistureTransferCoefficientUnusedPool: number;
  moistureTransferCoefficientUsedPool: number;
  moistureTransferCoefficientAttraction: number;
  /** kg/h */
  amountMoistureVisitors: number;
  massFlowWaterUnusedPool: number;
  massFlowWaterUsedPool: number;
  massFlowWaterFromAttraction: number;
  /** Design evaporation: used pool + attractions + visitors, kg/h. */
  totalMassFlowWaterUsedPool: number;
  /** Outside air that carries the design evaporation away, kg/h. */
  massFlowOutsideAir: number;
  /** m3/h, 1/h, m3/h */
  maxRequiredAir: number;
  minRequiredFreshAir: number;
  numOfAirChanges: number;
  /** kg/h, 2 decimals. */
  dehumidificationCapacity: number;
  /**
   * The outside air that carries the design evaporation, unrounded, m3/h (massFlowOutsideAir / density), and the same
   * rounded up to whole hundreds: maxRequiredAir is rounded down (docs/rules.md#pool-formulas), so it may fall short
   * of this.
   */
  airForEvaporationLoad: number;
  airForEvaporationLoadRoundedUp: number;
  /** The rounded air volume cannot carry the design evaporation (maxRequiredAir < airForEvaporationLoad). */
  airBelowEvaporationLoad: boolean;
  /** m3/h */
  airFlowPerUnit: number;
  /** J/(kg K) */
  gasConstant: number;
}

/** The pool defaults (docs/rules.md#pool-defaults; no attractions). */
export const POOL_DEFAULTS: PoolInput = {
  typeOfPool: 2,
  poolVolume: 200,
  waterSurface: 30,
  airTemperature: 32,
  waterTemperature: 30,
  airHumidity: 48,
  absoluteHumidityAir: 0.009,
  simultaneityFactorAttraction: 1,
  numberOfVisitors: 10,
  numOfUnits: 1,
  wildWaterChannels: 0,
  waterMushrooms: 0,
  waterMushroomsMeters: 0,
  neckMassageShowers: 0,
  underwaterJets: 0,
  bubbleFountains: 0,
  childrenSeats: 0,
  childrenSlides: 0,
  massageAreas: 0,
  loungersSeats: 0,
};

/**
 * Saturation pressure of water vapour, Pa: exp(23.58 - 4044.2 / (235.6 + t)), t in C (0..60). The pool calculator's
 * own fit (docs/rules.md#pool-formulas), not the psychrometric module's IAPWS formula, so saved values reproduce.
 */
export function poolSaturationPressure(t: number): number {
  checkRange('t', t, 0, 60, 'C');
  return Math.exp(SATURATION_FIT.a - SATURATION_FIT.b / (SATURATION_FIT.c + t));
}

/**
 * beta_A, m/h, of an attraction sum: the VDI 2089-1 table at 5, 10 ... 100, linear in between, from 0 at a sum of 0.
 * The sum is first capped (ATTRACTION_SUM_LIMIT), so it never passes 100.
 */
export function attractionBeta(sum: number): number {
  checkRange('sum', sum, 0, 100, '');
  let previous: readonly [number, number] = [0, 0];
  for (const point of BETA_ATTRACTION_TABLE) {
    if (sum <= point[0]) {
      return previous[1] + ((sum - previous[0]) * (point[1] - previous[1])) / (point[0] - previous[0]);
    }
    previous = point;
  }
  return previous[1];
}

/** docs/rules.md#pool-formulas: a sum of 99 or more is set to 99.99999. */
export function cappedAttractionSum(sum: number): number {
  return sum >= ATTRACTION_SUM_LIMIT ? ATTRACTION_SUM_CAP : sum;
}

/**
 * Evaporated water, kg/h, VDI 2089-1: m_w = beta / (R_D T) (p_sat(t_water) - RH p_sat(t_air)) A, with beta in m/h,
 * R_D = 461.52 J/(kg K), T the mean of water and air temperature in K, pressures in Pa and A in m2. A hall wetter
 * than the water evaporates nothing (the difference is taken as 0, not as condensation).
 */
export function evaporation(
  beta: number,
  waterSurface: number,
  waterTemperature: number,
  airTemperature: number,
  airHumidity: number,
): number {
  const meanK = (waterTemperature + airTemperature) / 2 + 273.15;
  const drive =
    poolSaturationPressure(waterTemperature) - (airHumidity / 100) * poolSaturationPressure(airTemperature);
  return (beta / (GAS_CONSTANT_VAPOUR * meanK)) * Math.max(drive, 0) * waterSurface;
}

/** The pool type's key; throws on an id outside 1-7. */
export function poolTypeKey(typeOfPool: number) {
  const type = POOL_TYPES.find((t) => t.id === (typeOfPool as PoolTypeId));
  if (!type) {
    throw new EngineRangeError('typeOfPool', typeOfPool, 1, POOL_TYPES.length, '');
  }
  return type.key;
}

const roundUpToHundreds = (value: number) => Math.ceil(value / 100) * 100;

/** Every derived field of the pool calculation (docs/rules.md#pool-formulas). Throws EngineRangeError on an input out
 * of range. */
export function poolCalculation(input: PoolInput): PoolState {
  const type = poolTypeKey(input.typeOfPool);
  checkRange('poolVolume', input.poolVolume, Number.MIN_VALUE, 1e6, 'm3');
  checkRange('waterSurface', input.waterSurface, 0, 1e5, 'm2');
  checkRange('airHumidity', input.airHumidity, 0, 100, '%');
  checkRange('absoluteHumidityAir', input.absoluteHumidityAir, 0, HALL_HUMIDITY_LIMIT - 1e-6, 'kg/kg');
  checkRange('simultaneityFactorAttraction', input.simultaneityFactorAttraction, 0, 1, '');
  checkRange('numberOfVisitors', input.numberOfVisitors, 0, 1e5, '');
  // A fraction of a unit is as wrong as too many units.
  checkRange(
    'numOfUnits',
    Number.isInteger(input.numOfUnits) ? input.numOfUnits : NaN,
    POOL_UNITS_MIN,
    POOL_UNITS_MAX,
    '',
  );
  for (const key of ATTRACTION_FIELDS) {
    checkRange(key, input[key], 0, 1e4, '');
  }

  const arithmeticMeanTemperature = (input.waterTemperature + input.airTemperature) / 2 + 273.15;
  const partialWaterVaporSaturationPressure = poolSaturationPressure(input.waterTemperature);
  const partialWaterVaporPressureAir =
    (input.airHumidity / 100) * poolSaturationPressure(input.airTemperature);
  const absoluteHumidityPoolArea =
    (0.62198 * partialWaterVaporPressureAir) / (POOL_PRESSURE - partialWaterVaporPressureAir);

  const w = ATTRACTION_WEIGHTS;
  const rel = {
    relWildWater: w.wildWaterChannels * input.wildWaterChannels,
    relWaterMushrooms: w.waterMushroomsPerMetre * input.waterMushrooms * input.waterMushroomsMeters,
    relNeckMassageShowers: w.neckMassageShowers * input.neckMassageShowers,
    relUnderwaterJets: w.underwaterJets * input.underwaterJets,
    relBubbleFountains: w.bubbleFountains * input.bubbleFountains,
    relChildrenSlides: w.childrenSlides * input.childrenSlides,
    relMassageAreas: w.massageAreas * input.massageAreas,
    relLoungersSeats: w.loungersSeats * input.loungersSeats,
  };
  const sum = cappedAttractionSum(Object.values(rel).reduce((a, b) => a + b, 0));
  const betaA = attractionBeta(sum);

  const evaporate = (beta: number) =>
    evaporation(beta, input.waterSurface, input.waterTemperature, input.airTemperature, input.airHumidity);
  const moistureTransferCoefficientUnusedPool = BETA_UNUSED_POOL[type];
  const moistureTransferCoefficientUsedPool = BETA_USED_POOL[type];
  const massFlowWaterUnusedPool = evaporate(moistureTransferCoefficientUnusedPool);
  const massFlowWaterUsedPool = evaporate(moistureTransferCoefficientUsedPool);
  // Not every attraction runs at once: the simultaneity factor scales their evaporation with the 0.6 of
  // docs/rules.md#pool-formulas.
  const massFlowWaterFromAttraction =
    ATTRACTION_FACTOR * input.simultaneityFactorAttraction * evaporate(betaA);
  const amountMoistureVisitors = VISITOR_MOISTURE_KG_H * input.numberOfVisitors;
  const totalMassFlowWaterUsedPool =
    massFlowWaterUsedPool + massFlowWaterFromAttraction + amountMoistureVisitors;

  // The outside air takes up moisture from its own humidity to the hall's limit of 14.3 g/kg.
  const massFlowOutsideAir = totalMassFlowWaterUsedPool / (HALL_HUMIDITY_LIMIT - input.absoluteHumidityAir);
  const airForEvaporationLoad = massFlowOutsideAir / POOL_AIR_DENSITY;
  // The rule (docs/rules.md#pool-formulas) rounds the air volume down to hundreds; the flag and the rounded-up
  // volume say what that costs.
  const maxRequiredAir = 100 * Math.floor(airForEvaporationLoad / 100);
  const minRequiredFreshAir = roundUpToHundreds(MIN_FRESH_AIR_SHARE * maxRequiredAir);
  const dehumidificationCapacity =
    Math.round(POOL_AIR_DENSITY * maxRequiredAir * (HALL_HUMIDITY_LIMIT - DESIGN_OUTSIDE_HUMIDITY) * 100) /
    100;

  return {
    arithmeticMeanTemperature,
    partialWaterVaporSaturationPressure,
    partialWaterVaporPressureAir,
    absoluteHumidityPoolArea,
    ...rel,
    sum,
    betaA,
    moistureTransferCoefficientUnusedPool,
    moistureTransferCoefficientUsedPool,
    moistureTransferCoefficientAttraction: betaA,
    amountMoistureVisitors,
    massFlowWaterUnusedPool,
    massFlowWaterUsedPool,
    massFlowWaterFromAttraction,
    totalMassFlowWaterUsedPool,
    massFlowOutsideAir,
    maxRequiredAir,
    minRequiredFreshAir,
    numOfAirChanges: maxRequiredAir / input.poolVolume,
    dehumidificationCapacity,
    airForEvaporationLoad,
    airForEvaporationLoadRoundedUp: roundUpToHundreds(airForEvaporationLoad),
    airBelowEvaporationLoad: maxRequiredAir < airForEvaporationLoad,
    airFlowPerUnit: maxRequiredAir / input.numOfUnits,
    gasConstant: GAS_CONSTANT_VAPOUR,
  };
}
