import {
  LIFE_CYCLE_DEFAULTS,
  type Alternative,
  type AlternativesData,
  type AnnualData,
  type AnnualRequest,
  type EnergyPrices,
  type LifeCycleSettings,
  type OperatingProfileInput,
} from '../../contracts/energy';
import {
  airflowDirectionsOf,
  FAN_TYPES,
  stepProblem,
  toSelectionInput,
  unitDivisionsOf,
  type PositionInput,
} from '../../contracts/positions';
import { airflowCalculator, type UnitTypeMatch } from '../../engine/catalogue';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import {
  annualEnergy,
  lifeCycleCost,
  simplePaybackYears,
  syntheticYear,
  unitEnergyModel,
  type WeatherYear,
} from '../../engine/energy';
import { EngineDutyError, EngineRangeError } from '../../engine/errors';
import { select, type SelectionResult } from '../../engine/select';
import { humidityRatioFromVapourPressure, saturationPressure, standardPressure } from '../../engine/psychro';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../errors';
import { ProviderError } from '../providers/http';
import { findPosition } from '../repositories/positions.repository';
import { findProject, type ProjectRecord } from '../repositories/projects.repository';
import { findWeatherYear, saveWeatherYear } from '../repositories/weather-years.repository';
import type { LocationService } from './locations.service';

export const ENERGY_MESSAGES = {
  noClimate:
    'The project has no climate data for an annual calculation: look up its location in the project form, or try again when the weather service answers',
} as const;

/** Our default operating hours by building type (typical opening hours; every one shows and can be changed). */
const SCHEDULES: { match: RegExp; startHour: number; endHour: number; daysPerWeek: number }[] = [
  { match: /^Residential|Hospital Rooms|Computer Rooms/, startHour: 0, endHour: 24, daysPerWeek: 7 },
  { match: /Restaurants|Cafeterias|Bars/, startHour: 10, endHour: 23, daysPerWeek: 7 },
  { match: /Retail|Shopping|Beauty/, startHour: 8, endHour: 21, daysPerWeek: 6 },
  { match: /Theatres|Churches|Lobbies|Waiting Rooms/, startHour: 8, endHour: 22, daysPerWeek: 7 },
  { match: /Museums|Libraries/, startHour: 9, endHour: 19, daysPerWeek: 6 },
];
const OFFICE_HOURS = { startHour: 7, endHour: 19, daysPerWeek: 5 };

/**
 * The default operating profile of a position: the building type's hours, and the position's own indoor and supply
 * temperatures (step 4); the cooler keeps the supply no wetter than the summer room air.
 */
export function defaultProfile(input: PositionInput, pressure: number): OperatingProfileInput {
  const schedule = SCHEDULES.find((s) => s.match.test(input.buildingType)) ?? OFFICE_HOURS;
  const roomPw = (input.summerIndoorHumidity / 100) * saturationPressure(input.summerIndoorTemperature);
  return {
    startHour: schedule.startHour,
    endHour: schedule.endHour,
    daysPerWeek: schedule.daysPerWeek,
    roomWinterC: input.winterIndoorTemperature,
    roomSummerC: input.summerIndoorTemperature,
    supplyRule: 'fixed',
    supplyHeatC: input.winterSupplyTemperature,
    supplyCoolC: input.summerSupplyTemperature,
    outdoorLowC: -10,
    outdoorHighC: 15,
    supplyMaxW: Number(humidityRatioFromVapourPressure(roomPw, pressure).toFixed(5)),
    flowShare: 1,
  };
}

/** Default prices: the project's business electricity; heat and cold bought at it through a heat pump and a chiller. */
export function defaultPrices(project: ProjectRecord): EnergyPrices {
  return {
    electricityEurPerKWh: project.elPriceBusiness,
    heat: { kind: 'heatPump', cop: 3 },
    cold: { kind: 'chiller', eer: 3.5 },
  };
}

const heatCostEur = (kWh: number, prices: EnergyPrices) => {
  const { heat } = prices;
  switch (heat.kind) {
    case 'price':
      return kWh * heat.eurPerKWh;
    case 'boiler':
      return (kWh / heat.efficiency) * heat.fuelEurPerKWh;
    case 'heatPump':
      return (kWh / heat.cop) * prices.electricityEurPerKWh;
  }
};
const coldCostEur = (kWh: number, prices: EnergyPrices) =>
  prices.cold.kind === 'price'
    ? kWh * prices.cold.eurPerKWh
    : (kWh / prices.cold.eer) * prices.electricityEurPerKWh;

/** What one unit costs to run and own on a year: its energy, running costs and LCC. */
function evaluate(
  selection: SelectionResult,
  weather: WeatherYear,
  profile: OperatingProfileInput,
  prices: EnergyPrices,
  lifeCycle: LifeCycleSettings,
) {
  const unit = unitEnergyModel(selection);
  const energy = annualEnergy(unit, weather, profile);
  const heatEur = heatCostEur(energy.year.heaterKWh, prices);
  const coldEur = coldCostEur(energy.year.coolerKWh, prices);
  const fansEur = energy.year.fansKWh * prices.electricityEurPerKWh;
  const totalEur = heatEur + coldEur + fansEur;
  const lcc = lifeCycleCost(
    selection.price.totalEur,
    [{ label: 'energy', eurPerYear: totalEur, escalation: lifeCycle.energyPriceEscalation }],
    lifeCycle.years,
    lifeCycle.discountRate,
  );
  return { unit, energy, costs: { heatEur, coldEur, fansEur, totalEur }, lcc };
}

/** Every offered combination of unit type and fan type for the position's flows, as whole positions. */
function variantsOf(input: PositionInput, catalogue: Catalogue): { label: string; input: PositionInput }[] {
  let types: UnitTypeMatch[];
  try {
    types = airflowCalculator(input.flowSupply, input.flowReturn, catalogue);
  } catch (error) {
    if (error instanceof EngineDutyError) {
      return [];
    }
    throw error;
  }
  return types.flatMap((type) => {
    const family = type.heatRecoveryType;
    const directions = airflowDirectionsOf(family);
    const divisions = unitDivisionsOf(type.id);
    return FAN_TYPES.map((fanType) => ({
      label: `${type.name}, ${fanType} fans`,
      input: {
        ...input,
        sizeOfUnit: type.id,
        heatRecovery: family === 'Rotary' ? 'Rotary heat exchanger' : 'Plate heat exchanger',
        heatRecoveryPlateType: family,
        airflowDirection: directions.includes(input.airflowDirection)
          ? input.airflowDirection
          : directions[0]!,
        unitDivision: divisions.includes(input.unitDivision) ? input.unitDivision : 'transport3',
        fanAdvancedSettings: 'On',
        fanType,
      } satisfies PositionInput,
    }));
  });
}

/** The fan type a selection ended up with, as the alternatives name it. */
const fanTypeOf = (selection: SelectionResult): Alternative['fanType'] =>
  selection.fans.fanType === 'Premium' ? 'Premium' : 'Standard';

/**
 * A revision's annual energy, running costs and life-cycle cost (issue 20) on its project's weather year, and its
 * alternatives side by side. The year is made once per project and location and stored: ERA5 through the climate
 * provider (cached), or, when the provider fails, a synthetic year from the project's monthly design data, marked as
 * such (and replaced by the ERA5 year once the provider answers again).
 */
export class EnergyService {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationService,
    /** The catalogue the alternatives are selected from (the server's, as for positions). */
    private readonly catalogue: Catalogue = CATALOGUE,
  ) {}

  async annual(userId: string, request: AnnualRequest): Promise<AnnualData> {
    const { view, weather, profile, prices, lifeCycle } = await this.context(userId, request);
    const { unit, energy, costs, lcc } = evaluate(
      view.revision.selection,
      weather,
      profile,
      prices,
      lifeCycle,
    );
    return {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      weather: energy.weather,
      profile,
      prices,
      lifeCycle,
      unit: {
        temperatureEfficiency: unit.temperatureEfficiency,
        fanPowerW: unit.fanPowerW.supply + unit.fanPowerW.exhaust,
        exhaustOutMinC: unit.exhaustOutMinC,
      },
      months: energy.months,
      year: energy.year,
      frostProtectionHours: energy.frostProtectionHours,
      costs,
      lifeCycleCost: {
        investmentEur: lcc.investmentEur,
        energyPresentValueEur: lcc.running[0]!.presentValueEur,
        totalEur: lcc.totalEur,
      },
    };
  }

  /**
   * The revision's alternatives: every unit type the range offers for its flows (the three recovery families and
   * their neighbouring sizes) with Standard and Premium fans, each selected by the engine on the position's own
   * input and run on the same year, profile and prices; payback against the cheapest. Combinations the engine
   * refuses are listed with the reason.
   */
  async alternatives(userId: string, request: AnnualRequest): Promise<AlternativesData> {
    const { view, weather, profile, prices, lifeCycle } = await this.context(userId, request);
    const current = view.revision.selection;
    const rows: Alternative[] = [];
    const refused: AlternativesData['refused'] = [];
    for (const variant of variantsOf(view.revision.input, this.catalogue)) {
      const problem =
        stepProblem(3, variant.input, [variant.input.sizeOfUnit]) ?? stepProblem(4, variant.input);
      if (problem) {
        refused.push({ label: variant.label, reason: problem.message });
        continue;
      }
      let selection: SelectionResult;
      try {
        selection = select(toSelectionInput(variant.input), this.catalogue);
      } catch (error) {
        if (error instanceof EngineDutyError || error instanceof EngineRangeError) {
          refused.push({ label: variant.label, reason: error.message });
          continue;
        }
        throw error;
      }
      const { energy, costs, lcc } = evaluate(selection, weather, profile, prices, lifeCycle);
      rows.push({
        label: variant.label,
        unitTypeId: selection.unit.code,
        unitTypeName: selection.unit.label,
        family: selection.unit.family,
        fanType: fanTypeOf(selection),
        current: selection.unit.code === current.unit.code && fanTypeOf(selection) === fanTypeOf(current),
        priceEur: selection.price.totalEur,
        etaT: selection.ecodesign.erp.etaT,
        sfpUnit: selection.fans.sfpUnit,
        ecodesignCompliant: selection.ecodesign.erp.compliant,
        heaterKWh: energy.year.heaterKWh,
        coolerKWh: energy.year.coolerKWh,
        fansKWh: energy.year.fansKWh,
        recoveredHeatKWh: energy.year.recoveredHeatKWh,
        energyCostEurPerYear: costs.totalEur,
        lifeCycleCostEur: lcc.totalEur,
        paybackYears: null,
        input: variant.input,
      });
    }
    const cheapest = rows.reduce<Alternative | undefined>(
      (best, row) => (best === undefined || row.priceEur < best.priceEur ? row : best),
      undefined,
    );
    for (const row of rows) {
      row.paybackYears = cheapest
        ? simplePaybackYears(
            row.priceEur - cheapest.priceEur,
            cheapest.energyCostEurPerYear - row.energyCostEurPerYear,
          )
        : null;
    }
    rows.sort((a, b) => a.lifeCycleCostEur - b.lifeCycleCostEur);
    return {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      weather: { source: weather.source, year: weather.year, method: weather.method },
      profile,
      prices,
      lifeCycle,
      alternatives: rows,
      refused,
    };
  }

  /** The revision asked for, its project's weather year and the settings (the caller's, else the defaults). */
  private async context(userId: string, request: AnnualRequest) {
    const view = await findPosition(this.db, request.id, userId, request.revNum);
    if (!view) {
      throw notFound(request.revNum === undefined ? 'Position' : 'Revision');
    }
    const found = await findProject(this.db, view.project.id, userId);
    if (!found) {
      throw notFound('Project');
    }
    const weather = await this.weatherYear(found.project);
    return {
      view,
      weather,
      profile: request.profile ?? defaultProfile(view.revision.input, weather.pressure),
      prices: request.prices ?? defaultPrices(found.project),
      lifeCycle: request.lifeCycle ?? LIFE_CYCLE_DEFAULTS,
    };
  }
  /** The project's stored weather year for its location, made (and stored) when missing or synthetic. */
  private async weatherYear(project: ProjectRecord): Promise<WeatherYear> {
    const { id, latitude, longitude } = project;
    const stored = await findWeatherYear(this.db, id);
    const here = stored && stored.latitude === latitude && stored.longitude === longitude;
    if (here && stored.weather.source === 'era5') {
      return stored.weather;
    }
    let weather: WeatherYear;
    try {
      weather = await this.locations.hourlyWeather(latitude, longitude);
    } catch (error) {
      if (!(error instanceof ProviderError)) {
        throw error;
      }
      if (here) {
        return stored.weather;
      }
      if (!project.monthlyDesign) {
        throw new HttpError(422, ENERGY_MESSAGES.noClimate);
      }
      weather = syntheticYear(project.monthlyDesign, standardPressure(project.elevation));
    }
    await saveWeatherYear(this.db, id, { latitude, longitude, weather });
    return weather;
  }
}
