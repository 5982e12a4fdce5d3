/**
 * Annual energy (engine/energy): one position's year by the unit's own model (unitHour on the bin method over a
 * synthetic weather year, office hours) for the default selection; the median of RUNS after a warm-up. Goal (issue
 * 25, acceptance 5): one year under 20 ms. Then a position's alternatives as the API makes them: every unit type
 * serving its flows (at 1800 m3/h the three smallest sizes of each of the three recovery families) with Standard and
 * Premium fans, 18 variants, each selected and evaluated over the year with costs, maintenance, CO2 and LCC
 * (evaluateAnnual); goal: under 500 ms.
 */
import process from 'node:process';
import { airflowCalculator } from '../engine/catalogue';
import { CATALOGUE } from '../engine/catalogue/catalogue';
import {
  annualEnergy,
  co2Factors,
  evaluateAnnual,
  gridCo2,
  syntheticYear,
  unitHourModel,
  type EnergyPrices,
  type LifeCycleSettings,
  type OperatingProfile,
} from '../engine/energy';
import { select } from '../engine/select';
import { defaultSelection } from '../engine/test/selection';
import type { BenchResult } from './bench';

const RUNS = 11;
const GOAL_MS = 20;
const ALTERNATIVES_GOAL_MS = 500;

const PROFILE: OperatingProfile = {
  startHour: 7,
  endHour: 19,
  daysPerWeek: 5,
  roomWinterC: 22,
  roomSummerC: 24,
  supplyRule: 'compensated',
  supplyHeatC: 22,
  supplyCoolC: 18,
  outdoorLowC: -10,
  outdoorHighC: 15,
  supplyMaxW: 0.0095,
  flowShare: 1,
};

const PRICES: EnergyPrices = {
  electricityEurPerKWh: 0.15,
  heat: { kind: 'heatPump' },
  cold: { kind: 'chiller' },
};
const LIFE_CYCLE: LifeCycleSettings = {
  years: 15,
  discountRate: 0.04,
  energyPriceEscalation: 0.02,
  filterChangesPerYear: 1,
  maintenanceShare: 0,
  maintenancePriceEscalation: 0.02,
};
/** A flow that sizes 01 to 03 all hold: the most variants the demo range offers one position. */
const ALTERNATIVES_FLOW_M3H = 1800;

/** CPU time of a process.cpuUsage difference, ms. */
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function run(): BenchResult {
  const weather = syntheticYear(
    {
      dryBulbTemperatures: [0.5, 2.5, 7, 12.5, 17.5, 21, 23, 22.8, 18, 12.5, 6.5, 1.8],
      wetBulbTemperatures: [-1, 0.5, 4, 8.5, 12.5, 15.5, 17, 17, 13.5, 9.5, 4.5, 0.5],
      meanDailyTemperatureRange: [6, 8, 10, 11, 11, 11, 12, 12, 11, 10, 7, 6],
    },
    101_325,
  );
  const model = unitHourModel(select(defaultSelection()), CATALOGUE, PROFILE.flowShare);
  let recovered = annualEnergy(model, weather, PROFILE).year.recoveredHeatKWh;
  const evaluations = annualEnergy(model, weather, PROFILE).method.evaluations;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    recovered = annualEnergy(model, weather, PROFILE).year.recoveredHeatKWh;
    cpuTimes.push(cpuMs(process.cpuUsage(cpuStart)));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const yearMedian = times[Math.floor(RUNS / 2)] ?? Number.NaN;

  const input = defaultSelection({
    flowSupplyM3h: ALTERNATIVES_FLOW_M3H,
    flowReturnM3h: ALTERNATIVES_FLOW_M3H,
    // Water at 50/35 C: the 35/28 C default cannot reach 22 C behind every plate exchanger at this flow.
    heater: { medium: 'water', fluidTIn: 50, fluidTOut: 35 },
  });
  const types = airflowCalculator(input.flowSupplyM3h, input.flowReturnM3h);
  const factors = co2Factors(PRICES, gridCo2('RS'));
  let sink = 0;
  const alternatives = () => {
    let variants = 0;
    for (const type of types) {
      for (const fanType of ['Standard', 'Premium'] as const) {
        const selection = select({ ...input, unitTypeId: type.id, fanType });
        sink += evaluateAnnual(selection, CATALOGUE, weather, PROFILE, PRICES, LIFE_CYCLE, factors)
          .lifeCycleCost.totalEur;
        variants += 1;
      }
    }
    return variants;
  };
  alternatives();
  const alternativeTimes: number[] = [];
  const alternativeCpuTimes: number[] = [];
  let variants = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    variants = alternatives();
    alternativeCpuTimes.push(cpuMs(process.cpuUsage(cpuStart)));
    alternativeTimes.push(performance.now() - start);
  }
  alternativeTimes.sort((a, b) => a - b);
  const alternativesMedian = alternativeTimes[2] ?? Number.NaN;
  if (!(sink > 0)) {
    throw new Error('the alternatives cost nothing');
  }
  return {
    name: `annual energy by the unit's own model: one position's year (office profile), ${RUNS} runs after a warm-up`,
    figures: {
      'unit hours evaluated (bins)': evaluations,
      'median ms': yearMedian,
      'p95 ms': times[Math.ceil(0.95 * RUNS) - 1] ?? Number.NaN,
      'median CPU ms (this process, all threads; less moved by a loaded machine)': median(cpuTimes),
      'recovered heat, kWh': recovered,
      [`alternatives at ${ALTERNATIVES_FLOW_M3H} m3/h`]: variants,
      'alternatives median ms': alternativesMedian,
      'alternatives median CPU ms': median(alternativeCpuTimes),
    },
    checks: [
      { requirement: `one year < ${GOAL_MS} ms (median)`, ok: yearMedian < GOAL_MS },
      {
        requirement: `one position's alternatives < ${ALTERNATIVES_GOAL_MS} ms (median)`,
        ok: alternativesMedian < ALTERNATIVES_GOAL_MS,
      },
    ],
  };
}
