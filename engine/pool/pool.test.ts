import { describe, expect, it } from 'vitest';
import { EngineRangeError } from '../errors';
import { ATTRACTION_SUM_CAP } from './constants';
import {
  attractionBeta,
  cappedAttractionSum,
  evaporation,
  POOL_DEFAULTS,
  poolCalculation,
  poolSaturationPressure,
} from './pool';

describe('poolSaturationPressure (the pool’s own fit, docs/rules.md#pool-formulas)', () => {
  it('gives about 4245 Pa at 30 C, within 0.5 % of IAPWS (4246.8 Pa)', () => {
    expect(poolSaturationPressure(30)).toBeCloseTo(4244.6, 0);
    expect(Math.abs(poolSaturationPressure(30) / 4246.8 - 1)).toBeLessThan(0.005);
  });

  it('refuses a temperature outside 0..60 C', () => {
    expect(() => poolSaturationPressure(-1)).toThrow(EngineRangeError);
  });
});

describe('evaporation (the reference of docs/rules.md#engine-pool)', () => {
  it('private pool 32 m2, water 28 C, air 30 C, RH 60 %, beta 21 m/h evaporates about 5.95 kg/h', () => {
    // The state's tolerance: the reference gives "about 5.95", i.e. two decimals.
    expect(evaporation(21, 32, 28, 30, 60)).toBeCloseTo(5.95, 2);
  });

  it('evaporates nothing when the hall is wetter than the water', () => {
    expect(evaporation(21, 32, 20, 30, 100)).toBe(0);
  });
});

describe('attractionBeta (VDI 2089-1 table of docs/rules.md#pool-formulas)', () => {
  it('is 0 at a sum of 0 and reads the table at its points', () => {
    expect(attractionBeta(0)).toBe(0);
    expect(attractionBeta(5)).toBe(2.5);
    expect(attractionBeta(40)).toBe(21);
    expect(attractionBeta(100)).toBe(29);
  });

  it('interpolates linearly between points (and from 0 to the first)', () => {
    expect(attractionBeta(2.5)).toBeCloseTo(1.25, 12);
    expect(attractionBeta(12.5)).toBeCloseTo(8.25, 12);
    expect(attractionBeta(97.5)).toBeCloseTo(28.875, 12);
  });

  it('caps a sum of 99 or more at 99.99999 (docs/rules.md#pool-formulas)', () => {
    expect(cappedAttractionSum(98.9)).toBe(98.9);
    expect(cappedAttractionSum(99)).toBe(ATTRACTION_SUM_CAP);
    expect(cappedAttractionSum(450)).toBe(ATTRACTION_SUM_CAP);
    const state = poolCalculation({ ...POOL_DEFAULTS, wildWaterChannels: 4 });
    expect(state.relWildWater).toBe(120);
    expect(state.sum).toBe(99.99999);
    expect(state.betaA).toBeCloseTo(29, 4);
  });
});

describe('poolCalculation', () => {
  it('gives the derived values of the defaults (docs/rules.md#pool-defaults) (hand calculation in docs/engine.md)', () => {
    const s = poolCalculation(POOL_DEFAULTS);
    expect(s.arithmeticMeanTemperature).toBeCloseTo(304.15, 10);
    expect(s.partialWaterVaporSaturationPressure).toBeCloseTo(4244.6, 0);
    expect(s.partialWaterVaporPressureAir).toBeCloseTo(0.48 * 4756.6, 0);
    expect(s.moistureTransferCoefficientUnusedPool).toBe(7);
    expect(s.moistureTransferCoefficientUsedPool).toBe(21);
    expect(s.sum).toBe(0);
    expect(s.betaA).toBe(0);
    expect(s.massFlowWaterFromAttraction).toBe(0);
    expect(s.amountMoistureVisitors).toBeCloseTo(0.6, 12);
    expect(s.massFlowWaterUsedPool).toBeCloseTo(8.8, 2);
    expect(s.massFlowWaterUnusedPool).toBeCloseTo(8.8 / 3, 2);
    expect(s.totalMassFlowWaterUsedPool).toBeCloseTo(9.4, 2);
    expect(s.massFlowOutsideAir).toBeCloseTo(9.4 / 0.0053, -1);
    expect(s.maxRequiredAir).toBe(1500);
    expect(s.minRequiredFreshAir).toBe(500);
    expect(s.numOfAirChanges).toBe(7.5);
    expect(s.dehumidificationCapacity).toBe(9.06);
    expect(s.airFlowPerUnit).toBe(1500);
    expect(s.gasConstant).toBe(461.52);
  });

  it('weights attractions, scales them by 0.6 and the simultaneity factor, and splits the air over units', () => {
    const s = poolCalculation({
      ...POOL_DEFAULTS,
      typeOfPool: 3,
      waterSurface: 300,
      poolVolume: 2000,
      numberOfVisitors: 100,
      wildWaterChannels: 1,
      waterMushrooms: 2,
      waterMushroomsMeters: 1.5,
      neckMassageShowers: 1,
      childrenSeats: 10,
      simultaneityFactorAttraction: 0.5,
      numOfUnits: 4,
    });
    expect(s.relWaterMushrooms).toBe(15);
    expect(s.sum).toBe(30 + 15 + 6);
    expect(s.betaA).toBeCloseTo(23 + (1 / 5) * 1, 12);
    const perBeta = s.massFlowWaterUsedPool / 40;
    expect(s.massFlowWaterFromAttraction).toBeCloseTo(0.6 * 0.5 * s.betaA * perBeta, 10);
    expect(s.totalMassFlowWaterUsedPool).toBeCloseTo(
      s.massFlowWaterUsedPool + s.massFlowWaterFromAttraction + 6,
      10,
    );
    expect(s.maxRequiredAir % 100).toBe(0);
    expect(s.airFlowPerUnit).toBe(s.maxRequiredAir / 4);
  });

  it('flags the default hall: 1500 m3/h carries 9.06 kg/h, below its 9.40 kg/h; 1556 m3/h (1600 rounded up) would', () => {
    const s = poolCalculation(POOL_DEFAULTS);
    // 9.40 kg/h / (1.14 kg/m3 x (14.3 - 9.0) g/kg) = 1555.8 m3/h
    expect(s.airForEvaporationLoad).toBeCloseTo(s.totalMassFlowWaterUsedPool / (1.14 * 0.0053), 6);
    expect(s.airForEvaporationLoad).toBeCloseTo(1556, 0);
    expect(s.airForEvaporationLoadRoundedUp).toBe(1600);
    expect(s.airBelowEvaporationLoad).toBe(true);
    expect(s.dehumidificationCapacity).toBeLessThan(s.totalMassFlowWaterUsedPool);
    // The rounding down stays the reading (docs/rules.md#pool-formulas).
    expect(s.maxRequiredAir).toBe(1500);
  });

  it('does not flag a hall without evaporation (nothing to carry)', () => {
    const s = poolCalculation({ ...POOL_DEFAULTS, waterSurface: 0, numberOfVisitors: 0 });
    expect(s).toMatchObject({ airForEvaporationLoad: 0, maxRequiredAir: 0, airBelowEvaporationLoad: false });
  });

  it('refuses inputs out of range: 9 units, a fraction of a unit, type 8, outside air at the hall limit', () => {
    expect(() => poolCalculation({ ...POOL_DEFAULTS, numOfUnits: 9 })).toThrow(EngineRangeError);
    expect(() => poolCalculation({ ...POOL_DEFAULTS, numOfUnits: 1.5 })).toThrow(EngineRangeError);
    expect(() => poolCalculation({ ...POOL_DEFAULTS, typeOfPool: 8 })).toThrow(EngineRangeError);
    expect(() => poolCalculation({ ...POOL_DEFAULTS, absoluteHumidityAir: 0.0143 })).toThrow(
      EngineRangeError,
    );
  });
});
