/**
 * Annual energy of an air handling unit, hour by hour over the project's weather year (docs/rules.md#engine-energy):
 * the heat recovery with its control (bypass when recovery is not wanted, frost protection), the heater and cooler
 * energy still needed after it, the fans' electricity and the recovered heat and cooling, summed by month and year.
 *
 * Air side: the dry-air mass flows of the selection; moist-air specific heat cp = 1006 + 1860 w J/(kg K) and latent
 * heat 2 501 kJ/kg (ASHRAE Handbook Fundamentals 2017 ch. 1, eq. 30: h = 1.006 t + w (2501 + 1.86 t) kJ/kg), the
 * psychrometric module's constants.
 */
import type { HeatRecoveryFamily } from '../catalogue';
import { EngineInputError } from '../errors';
import {
  CP_AIR,
  CP_VAPOUR,
  H_VAPOUR_0C,
  humidityRatioFromVapourPressure,
  saturationPressure,
} from '../psychro';
import { DAYS_IN_MONTH, HOURS_PER_YEAR, type WeatherYear } from './weather-year';

/** What the hourly model needs of a selected unit; every value is printed with the result. */
export interface UnitEnergyModel {
  family: HeatRecoveryFamily;
  /** Dry-air mass flows at the design flows, kg/s. */
  supplyMassFlow: number;
  exhaustMassFlow: number;
  /** EN 308 dry temperature efficiency at the position's flows (supply side), 0..1, held over the year. */
  temperatureEfficiency: number;
  /** EN 308 humidity efficiency (wheel, membrane; a plate moves no water: 0), 0..1. */
  humidityEfficiency: number;
  /**
   * The exhaust leaving the exchanger may not fall below this, C (frost protection: bypass or speed reduction take
   * recovery back until it holds); null: no limit.
   */
  exhaustOutMinC: number | null;
  /** Electrical input of the fans at the design flows and mean filter state, W. */
  fanPowerW: { supply: number; exhaust: number };
  /** The unit cools (and dries) the supply air: without a cooler no cooling energy is counted. */
  hasCooler: boolean;
}

/** When the unit runs and what it keeps: the operating profile of a position. */
export interface OperatingProfile {
  /** Local hours of operation on operating days: from startHour (0..23) to endHour (1..24), end exclusive. */
  startHour: number;
  endHour: number;
  /** Operating days per week, from Monday (1..7; 1 January counts as a Monday). */
  daysPerWeek: number;
  /** Room (extract) temperature while heating and while cooling, C. */
  roomWinterC: number;
  roomSummerC: number;
  /**
   * The supply temperature: 'fixed' heats to supplyHeatC and cools to supplyCoolC; 'compensated' heats to a supply
   * temperature falling linearly from supplyHeatC at outdoorLowC to supplyCoolC at outdoorHighC (EN 16798-3's
   * outdoor-compensated supply), and cools to supplyCoolC.
   */
  supplyRule: 'fixed' | 'compensated';
  supplyHeatC: number;
  supplyCoolC: number;
  outdoorLowC: number;
  outdoorHighC: number;
  /** The highest humidity ratio of the supply air the cooler keeps, kg/kg (null: no dehumidification). */
  supplyMaxW: number | null;
  /** Flow while running as a share of the design flow, 0.2..1.2 (the fans follow the affinity law P ~ q^3). */
  flowShare: number;
}

/** Energy of one month or the year, kWh (fans: electricity; heater and cooler: useful heat and cold). */
export interface EnergyTotals {
  operatingHours: number;
  heaterKWh: number;
  coolerKWh: number;
  fansKWh: number;
  recoveredHeatKWh: number;
  recoveredCoolingKWh: number;
  /** The heat the supply air would need without recovery, kWh (the ventilation heat demand). */
  ventilationHeatDemandKWh: number;
}

export interface AnnualEnergy {
  months: EnergyTotals[];
  year: EnergyTotals;
  /** Hours in which the frost protection took recovery back. */
  frostProtectionHours: number;
  weather: { source: WeatherYear['source']; year: number | null; method: string };
}

/** One hour's figures, W (positive), for the per-hour checks and the monthly sums. */
export interface HourEnergy {
  running: boolean;
  heaterW: number;
  coolerW: number;
  fansW: number;
  recoveredHeatW: number;
  recoveredCoolingW: number;
  ventilationHeatDemandW: number;
  frostProtected: boolean;
  /** Supply air after the recovery, C. */
  tAfterRecovery: number;
}

const zero = (): EnergyTotals => ({
  operatingHours: 0,
  heaterKWh: 0,
  coolerKWh: 0,
  fansKWh: 0,
  recoveredHeatKWh: 0,
  recoveredCoolingKWh: 0,
  ventilationHeatDemandKWh: 0,
});

function checkProfile(p: OperatingProfile): void {
  const problems: string[] = [];
  if (!(Number.isInteger(p.startHour) && p.startHour >= 0 && p.startHour <= 23)) {
    problems.push('startHour 0..23');
  }
  if (!(Number.isInteger(p.endHour) && p.endHour > p.startHour && p.endHour <= 24)) {
    problems.push('endHour startHour+1..24');
  }
  if (!(Number.isInteger(p.daysPerWeek) && p.daysPerWeek >= 1 && p.daysPerWeek <= 7)) {
    problems.push('daysPerWeek 1..7');
  }
  if (!(p.flowShare >= 0.2 && p.flowShare <= 1.2)) {
    problems.push('flowShare 0.2..1.2');
  }
  if (!(p.supplyCoolC >= 5 && p.supplyHeatC <= 50)) {
    problems.push('supply temperatures 5..50 C');
  }
  if (p.supplyRule === 'compensated' && !(p.outdoorHighC > p.outdoorLowC)) {
    problems.push('outdoorHighC > outdoorLowC');
  }
  if (problems.length > 0) {
    throw new EngineInputError(`operating profile: ${problems.join(', ')}`);
  }
}

/** Whether hour `hour` (0 = 1 January 0:00) is an operating hour. */
export function isOperatingHour(profile: OperatingProfile, hour: number): boolean {
  const day = Math.floor(hour / 24);
  const hourOfDay = hour % 24;
  return day % 7 < profile.daysPerWeek && hourOfDay >= profile.startHour && hourOfDay < profile.endHour;
}

/** The supply temperature the heater keeps at outdoor temperature `tOut`, C. */
export function supplyHeatTarget(profile: OperatingProfile, tOut: number): number {
  if (profile.supplyRule === 'fixed') {
    return profile.supplyHeatC;
  }
  const share = Math.min(
    1,
    Math.max(0, (tOut - profile.outdoorLowC) / (profile.outdoorHighC - profile.outdoorLowC)),
  );
  return profile.supplyHeatC + (profile.supplyCoolC - profile.supplyHeatC) * share;
}

/**
 * One hour: outdoor air at tOut / wOut through the recovery, then the heater or the cooler to the supply target.
 * Recovery heats only as far as the heating target (the bypass takes the rest: recovered heat never exceeds the
 * ventilation demand) and cools only when the outdoor air is warmer than the room; below the frost limit it gives
 * back as much as keeps the exhaust leaving at exhaustOutMinC.
 */
export function hourEnergy(
  unit: UnitEnergyModel,
  profile: OperatingProfile,
  tOut: number,
  wOut: number,
  running: boolean,
): HourEnergy {
  const idle: HourEnergy = {
    running: false,
    heaterW: 0,
    coolerW: 0,
    fansW: 0,
    recoveredHeatW: 0,
    recoveredCoolingW: 0,
    ventilationHeatDemandW: 0,
    frostProtected: false,
    tAfterRecovery: tOut,
  };
  if (!running) {
    return idle;
  }
  const share = profile.flowShare;
  const mSupply = unit.supplyMassFlow * share;
  const cpSupply = CP_AIR + CP_VAPOUR * wOut;
  const heatTarget = supplyHeatTarget(profile, tOut);
  const heating = tOut < heatTarget;
  const tRoom = heating || tOut < profile.roomWinterC ? profile.roomWinterC : profile.roomSummerC;

  // Recovery wanted: heating up to the target, or pre-cooling when outdoor air is warmer than the room.
  let efficiency = 0;
  let frostProtected = false;
  if (heating && tRoom > tOut) {
    efficiency = Math.min(unit.temperatureEfficiency, (heatTarget - tOut) / (tRoom - tOut));
    if (unit.exhaustOutMinC !== null) {
      // Exhaust-side drop = supply-side rise x C_supply / C_exhaust (same cp): the exhaust leaves at
      // tRoom - efficiency (tRoom - tOut) mSupply / mExhaust.
      const ratio = unit.supplyMassFlow / unit.exhaustMassFlow;
      const frostLimited = (tRoom - unit.exhaustOutMinC) / ((tRoom - tOut) * ratio);
      if (frostLimited < efficiency) {
        efficiency = Math.max(0, frostLimited);
        frostProtected = true;
      }
    }
  } else if (!heating && tOut > tRoom) {
    efficiency = unit.temperatureEfficiency;
  }
  const tAfter = tOut + efficiency * (tRoom - tOut);
  const wAfter = wOut; // the latent side of a wheel is left to the cooler's check below (conservative in summer)

  const ventilationHeatDemandW = heating ? mSupply * cpSupply * (heatTarget - tOut) : 0;
  const recoveredHeatW = heating ? mSupply * cpSupply * (tAfter - tOut) : 0;
  // The heat still needed after recovery, by the unit's heater or, without one, by the building's.
  const heaterW = heating ? mSupply * cpSupply * Math.max(0, heatTarget - tAfter) : 0;

  let coolerW = 0;
  let recoveredCoolingW = 0;
  if (!heating) {
    recoveredCoolingW = mSupply * cpSupply * Math.max(0, tOut - tAfter);
    if (unit.hasCooler) {
      const tCool = Math.min(tAfter, profile.supplyCoolC);
      const sensible = mSupply * cpSupply * (tAfter - tCool);
      const wMax = profile.supplyMaxW ?? Number.POSITIVE_INFINITY;
      // The vapour condensed leaves at the coil's leaving temperature with h_g = 2501 + 1.86 t kJ/kg (eq. 30), so
      // sensible + latent = m (h_in - h_out) of eq. 30 (the condensate's own enthalpy, 1-3 %, is left out).
      const latent = wAfter > wMax ? mSupply * (wAfter - wMax) * (H_VAPOUR_0C + CP_VAPOUR * tCool) : 0;
      coolerW = sensible + latent;
    }
  }
  const fansW = (unit.fanPowerW.supply + unit.fanPowerW.exhaust) * share ** 3;
  return {
    running: true,
    heaterW,
    coolerW,
    fansW,
    recoveredHeatW,
    recoveredCoolingW,
    ventilationHeatDemandW,
    frostProtected,
    tAfterRecovery: tAfter,
  };
}

/**
 * The unit's year: every hour of `weather` under `profile`, summed by month (January first) and year.
 * @throws EngineInputError for a profile out of range or a year that is not 8760 hours
 */
export function annualEnergy(
  unit: UnitEnergyModel,
  weather: WeatherYear,
  profile: OperatingProfile,
): AnnualEnergy {
  checkProfile(profile);
  if (weather.tDb.length !== HOURS_PER_YEAR || weather.w.length !== HOURS_PER_YEAR) {
    throw new EngineInputError(`a weather year has ${HOURS_PER_YEAR} hours`);
  }
  const months = DAYS_IN_MONTH.map(zero);
  const year = zero();
  let frostProtectionHours = 0;
  let hour = 0;
  DAYS_IN_MONTH.forEach((days, month) => {
    const sums = months[month]!;
    for (let i = 0; i < days * 24; i++, hour++) {
      const h = hourEnergy(
        unit,
        profile,
        weather.tDb[hour]!,
        weather.w[hour]!,
        isOperatingHour(profile, hour),
      );
      if (!h.running) {
        continue;
      }
      frostProtectionHours += h.frostProtected ? 1 : 0;
      for (const totals of [sums, year]) {
        totals.operatingHours += 1;
        // One hour at W is W / 1000 kWh.
        totals.heaterKWh += h.heaterW / 1000;
        totals.coolerKWh += h.coolerW / 1000;
        totals.fansKWh += h.fansW / 1000;
        totals.recoveredHeatKWh += h.recoveredHeatW / 1000;
        totals.recoveredCoolingKWh += h.recoveredCoolingW / 1000;
        totals.ventilationHeatDemandKWh += h.ventilationHeatDemandW / 1000;
      }
    }
  });
  return {
    months,
    year,
    frostProtectionHours,
    weather: { source: weather.source, year: weather.year, method: weather.method },
  };
}

/** Saturation humidity ratio at `t`, kg/kg: a supply humidity limit from a coil's leaving dew point. */
export function saturationHumidityRatio(t: number, pressure: number): number {
  return humidityRatioFromVapourPressure(saturationPressure(t), pressure);
}
