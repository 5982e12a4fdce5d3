import { describe, expect, it } from 'vitest';
import { humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { select } from '../select';
import { defaultSelection } from '../test/selection';
import {
  annualEnergy,
  hourEnergy,
  isOperatingHour,
  type OperatingProfile,
  type UnitEnergyModel,
} from './annual';
import { lifeCycleCost, presentValueFactor, simplePaybackYears } from './life-cycle-cost';
import { unitEnergyModel } from './unit-model';
import {
  DAILY_RANGE_FRACTIONS,
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

const UNIT: UnitEnergyModel = {
  family: 'Plate',
  supplyMassFlow: 1.0,
  exhaustMassFlow: 1.0,
  temperatureEfficiency: 0.75,
  humidityEfficiency: 0,
  exhaustOutMinC: null,
  fanPowerW: { supply: 800, exhaust: 700 },
  hasCooler: true,
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

describe('the synthetic year (ASHRAE Fundamentals 2017 ch. 14, Table 6 daily profile)', () => {
  const year = syntheticYear(MONTHLY, PRESSURE);

  it('has 8760 hours, keeps each month’s mean and spans its daily range from 4:00 to 14:00', () => {
    expect(year.tDb).toHaveLength(HOURS_PER_YEAR);
    expect(year.source).toBe('synthetic');
    // January: 31 days from hour 0.
    const january = year.tDb.slice(0, 31 * 24);
    expect(january.reduce((a, b) => a + b, 0) / january.length).toBeCloseTo(0.5, 10);
    // Table 6: the fractions sum to 12.87, so the day's mean lies 0.53625 DR below its maximum; hour 5 (4:00-5:00)
    // is the minimum (fraction 1.00), hours 14 and 15 the maximum (0.00).
    expect(DAILY_RANGE_FRACTIONS.reduce((a, b) => a + b, 0)).toBeCloseTo(12.87, 10);
    const tMax = 0.5 + 6 * 0.53625;
    expect(year.tDb[4]).toBeCloseTo(tMax - 6, 10);
    expect(year.tDb[13]).toBeCloseTo(tMax, 10);
    expect(year.tDb[7]).toBeCloseTo(tMax - 0.74 * 6, 10);
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
    const heatDemand = (y: typeof year) => annualEnergy(UNIT, y, PROFILE).year.ventilationHeatDemandKWh;
    expect(heatDemand(year)).toBeGreaterThan(heatDemand(monthly));
  });

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

describe('annual energy, hour by hour', () => {
  const weather = syntheticYear(MONTHLY, PRESSURE);

  it('recovers, with constant efficiency, the degree-hour sum m cp eta (t_extract - t_outdoor) within 1 %', () => {
    const result = annualEnergy(UNIT, weather, PROFILE);
    // Hand calculation: every hour below the 22 C target, the recovery runs at its full 75 % (the target is the
    // room temperature, so the bypass never acts).
    let byHandKWh = 0;
    weather.tDb.forEach((t, i) => {
      if (t < 22) {
        byHandKWh += (1.0 * (1006 + 1860 * weather.w[i]!) * 0.75 * (22 - t)) / 1000;
      }
    });
    expect(result.year.recoveredHeatKWh).toBeGreaterThan(0);
    expect(Math.abs(result.year.recoveredHeatKWh / byHandKWh - 1)).toBeLessThan(0.01);
    expect(result.year.operatingHours).toBe(HOURS_PER_YEAR);
    // The fans run 8760 h at 1.5 kW.
    expect(result.year.fansKWh).toBeCloseTo(8760 * 1.5, 6);
  });

  it('closes the heat balance in every hour: heater + recovered = ventilation heat demand', () => {
    for (const profile of [
      PROFILE,
      { ...PROFILE, supplyHeatC: 18 },
      { ...PROFILE, supplyRule: 'compensated' as const },
    ]) {
      // The worst hour of the year (one expect per hour made this test slow on a loaded machine).
      let worstBalanceW = 0;
      let worstExcessW = -Infinity;
      weather.tDb.forEach((t, i) => {
        const h = hourEnergy(UNIT, profile, t, weather.w[i]!, true);
        worstBalanceW = Math.max(
          worstBalanceW,
          Math.abs(h.heaterW + h.recoveredHeatW - h.ventilationHeatDemandW),
        );
        worstExcessW = Math.max(worstExcessW, h.recoveredHeatW - h.ventilationHeatDemandW);
      });
      expect(worstBalanceW).toBeLessThan(1e-6);
      expect(worstExcessW).toBeLessThanOrEqual(1e-9);
    }
  });

  it('cools and dries as ASHRAE Fundamentals 2017 ch. 1 eq. 30 gives: cooler = m (h_in - h_out)', () => {
    // Outdoor 30 C, W 0.015, cooled to 18 C and dried to 0.0095 kg/kg, no recovery: by the printed equation
    // h = 1.006 t + W (2501 + 1.86 t) kJ/kg the coil removes 1.0 kg/s x (h_in - h_out).
    const dry = { ...UNIT, temperatureEfficiency: 0 };
    const h = hourEnergy(dry, { ...PROFILE, supplyMaxW: 0.0095 }, 30, 0.015, true);
    const hIn = 1.006 * 30 + 0.015 * (2501 + 1.86 * 30);
    const hOut = 1.006 * 18 + 0.0095 * (2501 + 1.86 * 18);
    expect(h.coolerW / 1000).toBeCloseTo(1.0 * (hIn - hOut), 9);
  });

  it('takes the latent heat of the condensed vapour at the steam tables’ value: h_g(20 C) = 2537.4 kJ/kg within 0.1 %', () => {
    // Air at 20 C only dried (the supply target is 20 C, so no sensible part): the cooler's load per kg of water is
    // the enthalpy of saturated vapour at 20 C, 2537.4 kJ/kg (IAPWS-IF97 steam tables, e.g. Cengel and Boles
    // Table A-4; ASHRAE Fundamentals 2017 ch. 1 Table 3 lists the same). The model's 2501 + 1.86 x 20 = 2538.2
    // lies 0.03 % above it.
    const dry = { ...UNIT, temperatureEfficiency: 0 };
    const profile = { ...PROFILE, supplyHeatC: 18, supplyCoolC: 20, supplyMaxW: 0.01 };
    const h = hourEnergy(dry, profile, 20, 0.014, true);
    const kJPerKgWater = h.coolerW / 1000 / (1.0 * (0.014 - 0.01));
    expect(Math.abs(kJPerKgWater / 2537.4 - 1)).toBeLessThan(0.001);
  });

  it('bypasses what is not wanted: at 10 C with an 18 C target the recovery gives 8 K, not 9 K', () => {
    const h = hourEnergy(UNIT, { ...PROFILE, supplyHeatC: 18 }, 10, 0.005, true);
    expect(h.tAfterRecovery).toBeCloseTo(18, 12);
    expect(h.heaterW).toBe(0);
  });

  it('takes recovery back below the frost limit so the exhaust leaves at it', () => {
    const unit = { ...UNIT, temperatureEfficiency: 0.8, exhaustOutMinC: -7 };
    const h = hourEnergy(unit, PROFILE, -25, 0.0004, true);
    expect(h.frostProtected).toBe(true);
    // Exhaust leaves at 22 - eta (22 + 25) = -7: eta = 29 / 47 = 0.617, supply after recovery -25 + 29 = 4 C.
    expect(h.tAfterRecovery).toBeCloseTo(4, 10);
    expect(hourEnergy(unit, PROFILE, -5, 0.002, true).frostProtected).toBe(false);
  });

  it('runs only in the profile’s hours, and the fans follow the cube of the flow share', () => {
    const office = { ...PROFILE, startHour: 7, endHour: 19, daysPerWeek: 5 };
    expect(isOperatingHour(office, 7)).toBe(true);
    expect(isOperatingHour(office, 19)).toBe(false);
    expect(isOperatingHour(office, 5 * 24 + 10)).toBe(false); // the sixth day
    const result = annualEnergy(UNIT, weather, office);
    const days = Array.from({ length: 365 }, (_, d) => d % 7 < 5).filter(Boolean).length;
    expect(result.year.operatingHours).toBe(days * 12);
    const half = annualEnergy(UNIT, weather, { ...office, flowShare: 0.5 });
    expect(half.year.fansKWh / result.year.fansKWh).toBeCloseTo(0.125, 12);
  });

  it('models a selected unit: its recovery efficiency and fan power', () => {
    const selection = select(defaultSelection());
    const model = unitEnergyModel(selection);
    // Frost protection at the catalogue's ice formation limit, the one the selection's winter check uses.
    expect(model.exhaustOutMinC).toBe(selection.recovery.winter.frost.limitC);
    expect(model.temperatureEfficiency).toBeGreaterThan(0.5);
    expect(model.temperatureEfficiency).toBeLessThan(1);
    expect(model.fanPowerW.supply).toBeGreaterThan(0);
    const result = annualEnergy(model, weather, PROFILE);
    expect(result.year.recoveredHeatKWh).toBeGreaterThan(result.year.heaterKWh);
    expect(result.months).toHaveLength(12);
    const monthsSum = result.months.reduce((sum, m) => sum + m.recoveredHeatKWh, 0);
    expect(monthsSum).toBeCloseTo(result.year.recoveredHeatKWh, 6);
  });
});
