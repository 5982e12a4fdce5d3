import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { select } from '../select';
import { defaultSelection } from '../test/selection';
import { annualEnergy, hourDemand, isOperatingHour, supplyHeatTarget, type OperatingProfile } from './annual';
import { lifeCycleCost, presentValueFactor, simplePaybackYears } from './life-cycle-cost';
import { unitHour, unitHourModel } from './unit-hour';
import {
  DAILY_RANGE_FRACTIONS,
  dailyMeanSigma,
  DESIGN_YEAR_DAILY_RANGE_K,
  designOnlyYear,
  era5Year,
  HOURS_PER_YEAR,
  syntheticYear,
} from './weather-year';

const PRESSURE = 101_325;

/** Belgrade-like monthly means (C), wet bulbs (C) and daily ranges (K). */
const MONTHLY = {
  dryBulbTemperatures: [0.5, 2.5, 7, 12.5, 17.5, 21, 23, 22.8, 18, 12.5, 6.5, 1.8],
  wetBulbTemperatures: [-1, 0.5, 4, 8.5, 12.5, 15.5, 17, 17, 13.5, 9.5, 4.5, 0.5],
  meanDailyTemperatureRange: [6, 8, 10, 11, 11, 11, 12, 12, 11, 10, 7, 6],
};

const PROFILE: OperatingProfile = {
  startHour: 0,
  endHour: 24,
  daysPerWeek: 7,
  roomWinterC: 22,
  roomSummerC: 24,
  supplyRule: 'fixed',
  supplyHeatC: 22,
  supplyCoolC: 18,
  outdoorLowC: -10,
  outdoorHighC: 15,
  supplyMaxW: null,
  flowShare: 1,
};

describe('present value factor (EN 15459-1 global cost method)', () => {
  it('is the annuity factor of the finance tables without escalation', () => {
    // Present value of an ordinary annuity of 1, any finance table: 3 % and 10 years 8.5302; 5 % and 20 years 12.4622.
    expect(presentValueFactor(10, 0.03, 0)).toBeCloseTo(8.5302, 4);
    expect(presentValueFactor(20, 0.05, 0)).toBeCloseTo(12.4622, 4);
  });

  it('equals the sum of the discounted escalated payments, and N when prices grow as fast as the discount', () => {
    const byHand = Array.from({ length: 15 }, (_, i) => (1.02 / 1.04) ** (i + 1)).reduce((a, b) => a + b, 0);
    expect(presentValueFactor(15, 0.04, 0.02)).toBeCloseTo(byHand, 12);
    expect(presentValueFactor(12, 0.03, 0.03)).toBe(12);
  });

  it('adds the investment and the running costs, and finds the payback', () => {
    const lcc = lifeCycleCost(
      10_000,
      [
        { label: 'energy', eurPerYear: 1_000, escalation: 0 },
        { label: 'maintenance', eurPerYear: 200, escalation: 0 },
      ],
      10,
      0.03,
    );
    expect(lcc.totalEur).toBeCloseTo(10_000 + 1_200 * 8.5302, 0);
    expect(simplePaybackYears(3_000, 600)).toBe(5);
    expect(simplePaybackYears(3_000, -1)).toBeNull();
    expect(simplePaybackYears(-100, 0)).toBe(0);
  });
});

describe('the synthetic year (day-to-day variation after Erbs et al. 1983, ASHRAE Table 6 daily profile)', () => {
  const year = syntheticYear(MONTHLY, PRESSURE);

  it('has 8760 hours, keeps each month’s mean, and every day follows Table 6 about its own mean', () => {
    expect(year.tDb).toHaveLength(HOURS_PER_YEAR);
    expect(year.source).toBe('synthetic');
    expect(year.method).toContain('day-to-day');
    // January: 31 days from hour 0.
    const january = year.tDb.slice(0, 31 * 24);
    expect(january.reduce((a, b) => a + b, 0) / january.length).toBeCloseTo(0.5, 10);
    // Table 6: the fractions sum to 12.87, so the day's mean lies 0.53625 DR below its maximum; hour 5 (4:00-5:00)
    // is the minimum (fraction 1.00), hours 14 and 15 the maximum (0.00): each day spans the month's 6 K.
    expect(DAILY_RANGE_FRACTIONS.reduce((a, b) => a + b, 0)).toBeCloseTo(12.87, 10);
    const day = year.tDb.slice(24, 48);
    const dayMean = day.reduce((a, b) => a + b, 0) / 24;
    expect(day[13]).toBeCloseTo(dayMean + 6 * 0.53625, 10);
    expect(day[4]).toBeCloseTo(dayMean + 6 * 0.53625 - 6, 10);
    expect(day[7]).toBeCloseTo(dayMean + 6 * 0.53625 - 0.74 * 6, 10);
  });

  it('spreads the daily means by Erbs et al.: sigma_m = 1.45 - 0.0290 T_m + 0.0664 sigma_yr, the same year every time', () => {
    // Hand: the monthly means' standard deviation (population) of MONTHLY is 7.9946 K; January (0.5 C):
    // 1.45 - 0.0145 + 0.0664 x 7.9946 = 1.96634 K.
    const means = MONTHLY.dryBulbTemperatures;
    const m = means.reduce((a, b) => a + b, 0) / 12;
    const sigmaYr = Math.sqrt(means.reduce((a, t) => a + (t - m) ** 2, 0) / 12);
    expect(sigmaYr).toBeCloseTo(7.9946, 3);
    expect(dailyMeanSigma(0.5, sigmaYr)).toBeCloseTo(1.45 - 0.029 * 0.5 + 0.0664 * sigmaYr, 12);
    const dailyMeans = Array.from(
      { length: 31 },
      (_, d) => year.tDb.slice(d * 24, d * 24 + 24).reduce((a, b) => a + b, 0) / 24,
    );
    const sd = Math.sqrt(dailyMeans.reduce((a, t) => a + (t - 0.5) ** 2, 0) / 31);
    expect(sd).toBeCloseTo(1.96634, 3);
    // The January (0.5 C mean, 6 K range) now reaches below -2.3 C, the lowest hour without variation.
    expect(Math.min(...year.tDb.slice(0, 31 * 24))).toBeLessThan(-2.3 - 1);
    expect(syntheticYear(MONTHLY, PRESSURE).tDb).toEqual(year.tDb);
  });

  it('holds each month’s humidity ratio, never above saturation', () => {
    year.tDb.forEach((t, i) => {
      expect(year.w[i]!).toBeLessThanOrEqual(
        humidityRatioFromVapourPressure(saturationPressure(t), PRESSURE) + 1e-15,
      );
      expect(year.w[i]!).toBeGreaterThan(0);
    });
  });
});

describe('the design-only year (no climate data: an envelope of the design days)', () => {
  const design = {
    summerDryBulbC: 34.6,
    summerDewPointC: 14.3,
    winterDryBulbC: -12,
    winterRelativeHumidity: 80,
  };
  const year = designOnlyYear(design, PRESSURE);

  it('meets the winter design temperature at 4:00 on 15 January and the summer one at 14:00 half a year later', () => {
    expect(year).toMatchObject({ source: 'synthetic', kind: 'design', year: null });
    expect(year.method).toContain('design-only');
    expect(year.tDb).toHaveLength(HOURS_PER_YEAR);
    expect(Math.min(...year.tDb)).toBeCloseTo(-12, 10);
    expect(year.tDb[14 * 24 + 4]).toBeCloseTo(-12, 10);
    expect(Math.max(...year.tDb)).toBeCloseTo(34.6, 2);
    // Day 14 + 182.5: the summer design day falls between 15 and 16 July (days 196 and 197).
    expect(year.tDb[196 * 24 + 13]).toBeCloseTo(34.6, 2);
    // Each day spans the documented 10 K range: on 15 January from -12 to -2 C.
    const day = year.tDb.slice(14 * 24, 15 * 24);
    expect(Math.max(...day)).toBeCloseTo(-2, 10);
    expect(Math.max(...day) - Math.min(...day)).toBe(DESIGN_YEAR_DAILY_RANGE_K);
  });

  it('runs the humidity from the winter design state to the summer dew point, never above saturation', () => {
    const wWinter = humidityRatioFromVapourPressure(0.8 * saturationPressure(-12), PRESSURE);
    const wSummer = humidityRatioFromVapourPressure(saturationPressure(14.3), PRESSURE);
    expect(year.w[14 * 24 + 4]).toBeCloseTo(wWinter, 12);
    expect(year.w[196 * 24 + 13]).toBeCloseTo(wSummer, 6);
    year.tDb.forEach((t, i) => {
      expect(year.w[i]!).toBeLessThanOrEqual(
        humidityRatioFromVapourPressure(saturationPressure(t), PRESSURE) + 1e-15,
      );
    });
  });

  it('is colder than the monthly year of the same place: an upper bound of heating', () => {
    const monthly = syntheticYear(MONTHLY, PRESSURE);
    const model = unitHourModel(select(defaultSelection()), CATALOGUE, 1);
    const heatDemand = (y: typeof year) => annualEnergy(model, y, PROFILE).year.ventilationHeatDemandKWh;
    expect(heatDemand(year)).toBeGreaterThan(heatDemand(monthly));
  }, 60_000);

  it('refuses design conditions that are not a winter below a summer', () => {
    expect(() => designOnlyYear({ ...design, winterDryBulbC: 40 }, PRESSURE)).toThrow(/design conditions/);
  });
});

describe('an ERA5 year', () => {
  it('leaves out 29 February and fills missing hours on a straight line', () => {
    const time: string[] = [];
    const start = Date.UTC(2024, 0, 1);
    for (let h = 0; h < 366 * 24; h++) {
      time.push(new Date(start + h * 3_600_000).toISOString().slice(0, 16));
    }
    const tDb = time.map((_, i) => (i === 10 ? null : i % 24));
    const tDp = time.map(() => 0);
    const year = era5Year({ time, tDb, tDp, pressure: time.map(() => 100_000) }, 2024);
    expect(year.tDb).toHaveLength(HOURS_PER_YEAR);
    expect(year.tDb[10]).toBeCloseTo(10, 12);
    expect(year.pressure).toBe(100_000);
    expect(year.method).toContain('2024');
    // 1 March 0:00 follows 28 February 23:00.
    expect(year.tDb[59 * 24]).toBe(0);
  });
});

// Whole years on a loaded 2-core machine: generous time, never a timing assertion.
describe('annual energy by the unit’s own hour', { timeout: 60_000 }, () => {
  const weather = syntheticYear(MONTHLY, PRESSURE);
  const selection = select(defaultSelection());
  const model = unitHourModel(selection, CATALOGUE, 1);

  it('closes the heat balance in every heating hour: heater + recovered + preheater + fan heat = demand', () => {
    // A plate (no moisture to the supply, so one cp throughout), with its bypass and preheater frost stages.
    const plate = unitHourModel(select(defaultSelection({ unitTypeId: 6 })), CATALOGUE, 1);
    for (const profile of [
      PROFILE,
      { ...PROFILE, supplyHeatC: 18 },
      { ...PROFILE, supplyRule: 'compensated' as const },
    ]) {
      let worstW = 0;
      weather.tDb.forEach((t, i) => {
        if (i % 7 !== 0) {
          return; // every 7th hour: 1252 hours through the year
        }
        const demand = hourDemand(profile, t, weather.w[i]!);
        if (!demand.heating) {
          return;
        }
        const h = unitHour(plate, demand);
        const fanHeatW = h.supplyMassFlow * (1006 + 1860 * h.wAfterRecovery) * h.supplyFanRiseK;
        // The bypass cannot take back the fan's own heat: then the supply ends above the target.
        const surplusW =
          Math.max(0, h.tAfterRecovery + h.supplyFanRiseK - demand.supplyTargetC) *
          h.supplyMassFlow *
          (1006 + 1860 * h.wAfterRecovery);
        const balance = h.heaterW + h.recoveredHeatW + h.preheaterW + fanHeatW - surplusW;
        worstW = Math.max(
          worstW,
          Math.abs(balance - h.ventilationHeatDemandW) / Math.max(h.ventilationHeatDemandW, 1000),
        );
      });
      expect(worstW).toBeLessThan(1e-9);
    }
  });

  it('warms the supply air by the supply fan: dT = P / (m (1006 + 1860 W)), ASHRAE Fundamentals 2017 ch. 18', () => {
    const h = unitHour(model, hourDemand(PROFILE, 0, 0.003));
    // Hand: the fan's electrical input over the dry air's capacity rate (motor in the air stream).
    const byHand = model.fanPowerW.supply / (h.supplyMassFlow * (1006 + 1860 * h.wAfterRecovery));
    expect(h.supplyFanRiseK).toBeGreaterThan(0.3);
    expect(Math.abs(h.supplyFanRiseK / byHand - 1)).toBeLessThan(1e-3);
    // The heater stops the fan's rise short of the target.
    expect(h.heaterW).toBeCloseTo(
      h.supplyMassFlow * (1006 + 1860 * h.wAfterRecovery) * (22 - h.supplyFanRiseK - h.tAfterRecovery),
      -1,
    );
  });

  it('cools to the dew point the supply needs and reheats: the hand calculation with ASHRAE eq. 30', () => {
    // Outdoor 30 C, W 0.015 (no recovery: the room is not cooler), supply no wetter than 0.0095 kg/kg, 18 C after
    // the fan, at sea level. Hand: the dew point of W 0.0095 at 101 325 Pa: p_w = W p / (0.621945 + W) = 1524.4 Pa;
    // ASHRAE ch. 1 Table 3 has p_ws(13 C) = 1497.9 and p_ws(14 C) = 1598.8 Pa, linear between them t_dp = 13.26 C.
    // Cooler: m [h(30, 0.015) - h(t_dp, 0.0095) - (0.015 - 0.0095) 4.186 t_dp] kJ/kg with
    // h = 1.006 t + W (2501 + 1.86 t); reheat: m (1.006 + 1.86 x 0.0095)(18 - rise - t_dp).
    const seaLevel = unitHourModel(select(defaultSelection({ elevationM: 0 })), CATALOGUE, 1);
    const profile = { ...PROFILE, roomSummerC: 30, supplyMaxW: 0.0095 };
    const h = unitHour(seaLevel, hourDemand(profile, 30, 0.015));
    const tDp = 13.26;
    const enthalpy = (t: number, w: number) => 1.006 * t + w * (2501 + 1.86 * t);
    const coolerKW = h.supplyMassFlow * (enthalpy(30, 0.015) - enthalpy(tDp, 0.0095) - 0.0055 * 4.186 * tDp);
    const reheatKW = h.supplyMassFlow * (1.006 + 1.86 * 0.0095) * (18 - h.supplyFanRiseK - tDp);
    expect(h.recoveredCoolingW).toBe(0);
    expect(Math.abs(h.coolerW / 1000 / coolerKW - 1)).toBeLessThan(0.005);
    expect(Math.abs(h.reheatW / 1000 / reheatKW - 1)).toBeLessThan(0.01);
    expect(h.heaterW).toBe(h.reheatW);
    // Booked as h_in - h(supply, W_max) alone (issue 20's model), the cooler came out 12 % lower here.
    const oldKW = h.supplyMassFlow * (enthalpy(30, 0.015) - enthalpy(18 - h.supplyFanRiseK, 0.0095));
    expect(coolerKW / oldKW).toBeGreaterThan(1.12);
  });

  it('bypasses what is not wanted: at 10 C with an 18 C target the exchanger stops at 18 C less the fan rise', () => {
    const h = unitHour(model, hourDemand({ ...PROFILE, supplyHeatC: 18 }, 10, 0.005));
    // (The wheel's moisture moves the fan's rise by a few mK: the bypass is set on the rise before it.)
    expect(h.tAfterRecovery + h.supplyFanRiseK).toBeCloseTo(18, 2);
    expect(h.heaterW).toBe(0);
  });

  it('keeps the design efficiency’s NTU physics at half flow: the exchanger recovers a larger share', () => {
    const half = unitHourModel(selection, CATALOGUE, 0.5);
    const share = (m: typeof model) => {
      const h = unitHour(m, hourDemand(PROFILE, 0, 0.003));
      return h.recoveredHeatW / (h.supplyMassFlow * 1006 * (20 - 0));
    };
    expect(share(half)).toBeGreaterThan(share(model) + 0.03);
    // Fans on their own curves: more than the cube law from the design point (motor efficiency falls, the filters'
    // drop is partly linear in the velocity).
    const design = model.fanPowerW.supply + model.fanPowerW.exhaust;
    expect(half.fanPowerW.supply + half.fanPowerW.exhaust).toBeGreaterThan(2 * 0.125 * design);
  });

  it('runs only in the profile’s hours; zero operating hours give a year of zeros', () => {
    const office = { ...PROFILE, startHour: 7, endHour: 19, daysPerWeek: 5 };
    expect(isOperatingHour(office, 7)).toBe(true);
    expect(isOperatingHour(office, 19)).toBe(false);
    expect(isOperatingHour(office, 5 * 24 + 10)).toBe(false); // the sixth day
    const result = annualEnergy(model, weather, office);
    const days = Array.from({ length: 365 }, (_, d) => d % 7 < 5).filter(Boolean).length;
    expect(result.year.operatingHours).toBe(days * 12);
    for (const idle of [
      { ...office, daysPerWeek: 0 },
      { ...office, endHour: 7 },
    ]) {
      const none = annualEnergy(model, weather, idle);
      expect(none.year.operatingHours).toBe(0);
      expect(Object.values(none.year).every((v) => v === 0)).toBe(true);
    }
  });

  it('takes the outdoor-compensated supply on its line: 22 C at -10 C, 18 C at 15 C, 20 C half way', () => {
    const compensated = { ...PROFILE, supplyRule: 'compensated' as const };
    expect(supplyHeatTarget(compensated, -10)).toBe(22);
    expect(supplyHeatTarget(compensated, 15)).toBe(18);
    expect(supplyHeatTarget(compensated, 2.5)).toBeCloseTo(20, 12);
    expect(supplyHeatTarget(compensated, 5)).toBeCloseTo(22 - 4 * (15 / 25), 12);
    expect(supplyHeatTarget(compensated, -20)).toBe(22);
  });

  it('sums the months to the year', () => {
    const result = annualEnergy(model, weather, PROFILE);
    expect(result.months).toHaveLength(12);
    for (const key of ['recoveredHeatKWh', 'heaterKWh', 'fansKWh', 'coolerKWh'] as const) {
      const sum = result.months.reduce((total, m) => total + m[key], 0);
      expect(sum).toBeCloseTo(result.year[key], 6);
    }
    expect(result.year.recoveredHeatKWh).toBeGreaterThan(result.year.heaterKWh);
  });
});
