import {
  LIFE_CYCLE_DEFAULTS,
  type Alternative,
  type AlternativesData,
  type AnnualData,
  type AnnualExport,
  type AnnualRequest,
  type EnergyPrices,
  type OperatingProfileInput,
  type WeatherYearData,
} from '../../contracts/energy';
import { FAN_TYPES, type PositionInput } from '../../contracts/positions';
import { airflowDirectionsOf, stepProblem, toSelectionInput, unitDivisionsOf } from '../../domain/positions';
import { airflowCalculator, type UnitTypeMatch } from '../../engine/catalogue';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import { roundTo } from '../../engine/numbers';
import type { Catalogue } from '../../engine/catalogue/types';
import {
  co2Factors,
  designOnlyYear,
  evaluateAnnual,
  gridCo2,
  simplePaybackYears,
  syntheticYear,
  weatherYearInfo,
  type WeatherYear,
} from '../../engine/energy';
import { EngineDutyError, EngineRangeError } from '../../engine/errors';
import { ENGINE_VERSION } from '../../engine/version';
import { select, type SelectionResult } from '../../engine/select';
import { humidityRatioFromVapourPressure, saturationPressure, standardPressure } from '../../engine/psychro';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { ProviderError } from '../providers/http';
import { findPosition } from '../repositories/positions.repository';
import { findProject, type ProjectRecord } from '../repositories/projects.repository';
import { findWeatherYear, saveWeatherYear } from '../repositories/weather-years.repository';
import type { LocationService } from './locations.service';
import { authorize, type Caller } from '../policies/access.policy';

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

  async annual(caller: Caller, request: AnnualRequest): Promise<AnnualData> {
    return this.annualOf(authorize(caller, 'read', 'energy'), request);
  }

  /** The JSON export of a revision's annual figures: the annual answer itself with what made it. */
  async export(caller: Caller, request: AnnualRequest): Promise<AnnualExport> {
    return {
      kind: 'airsizer.annual',
      engineVersion: ENGINE_VERSION,
      exportedAt: new Date().toISOString(),
      annual: await this.annualOf(authorize(caller, 'read', 'energy'), request),
    };
  }

  /**
   * The annual answer of a revision of `owner`'s position (null: anyone's, for the administrators' documents): the
   * one presenter behind the API answer, the JSON export and the data sheet's energy page.
   */
  async annualOf(owner: string | null, request: AnnualRequest): Promise<AnnualData> {
    const { view, weather, profile, prices, lifeCycle, factors } = await this.context(owner, request);
    return {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      profile,
      prices,
      lifeCycle,
      ...evaluateAnnual(
        view.revision.selection,
        this.catalogue,
        weather,
        profile,
        prices,
        lifeCycle,
        factors,
      ),
    };
  }

  /**
   * The revision's alternatives: every unit type the range offers for its flows (the three recovery families and
   * their neighbouring sizes) with Standard and Premium fans, each selected by the engine on the position's own
   * input and run on the same year, profile and prices; payback against the cheapest. Combinations the engine
   * refuses are listed with the reason.
   */
  async alternatives(caller: Caller, request: AnnualRequest): Promise<AlternativesData> {
    const owner = authorize(caller, 'read', 'energy');
    const { view, weather, profile, prices, lifeCycle, factors } = await this.context(owner, request);
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
      const {
        year,
        costs,
        maintenance,
        co2,
        lifeCycleCost: lcc,
      } = evaluateAnnual(selection, this.catalogue, weather, profile, prices, lifeCycle, factors);
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
        heaterKWh: year.heaterKWh,
        coolerKWh: year.coolerKWh,
        fansKWh: year.fansKWh,
        recoveredHeatKWh: year.recoveredHeatKWh,
        recoveredCoolingKWh: year.recoveredCoolingKWh,
        energyCostEurPerYear: costs.totalEur,
        maintenanceEurPerYear: maintenance.totalEurPerYear,
        co2KgPerYear: co2.year.totalKg,
        co2LifeKg: co2.lifeKg,
        lifeCycleCostEur: lcc.totalEur,
        lifeCycleCost: lcc,
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
            cheapest.energyCostEurPerYear +
              cheapest.maintenanceEurPerYear -
              (row.energyCostEurPerYear + row.maintenanceEurPerYear),
          )
        : null;
    }
    rows.sort((a, b) => a.lifeCycleCostEur - b.lifeCycleCostEur);
    return {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      weather: weatherYearInfo(weather),
      profile,
      prices,
      lifeCycle,
      co2Factors: factors,
      alternatives: rows,
      refused,
    };
  }

  /** The revision asked for, its project's weather year and the settings (the caller's, else the defaults). */
  private async context(owner: string | null, request: AnnualRequest) {
    const view = await findPosition(this.db, request.id, owner, request.revNum);
    if (!view) {
      throw notFound(request.revNum === undefined ? 'Position' : 'Revision');
    }
    const found = await findProject(this.db, view.project.id, owner);
    if (!found) {
      throw notFound('Project');
    }
    const weather = await this.weatherYear(found.project);
    const prices = request.prices ?? defaultPrices(found.project);
    return {
      view,
      weather,
      profile: request.profile ?? defaultProfile(view.revision.input, weather.pressure),
      prices,
      lifeCycle: request.lifeCycle ?? LIFE_CYCLE_DEFAULTS,
      factors: co2Factors(prices, gridCo2(found.project.countryCode)),
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
      if (here && stored.weather.kind !== 'design') {
        return stored.weather;
      }
      const pressure = standardPressure(project.elevation);
      weather = project.monthlyDesign
        ? syntheticYear(project.monthlyDesign, pressure)
        : designOnlyYear(
            {
              summerDryBulbC: project.summerOutdoorTemperature,
              summerDewPointC: project.summerDewPointTemperature,
              winterDryBulbC: project.winterOutdoorTemperature,
              winterRelativeHumidity: project.winterOutdoorHumidity,
            },
            pressure,
          );
    }
    await saveWeatherYear(this.db, id, { latitude, longitude, weather });
    return weather;
  }

  /** The hourly year of position `positionId`'s project (made and stored as for the annual energy), rounded. */
  async hourlyYear(caller: Caller, positionId: number): Promise<WeatherYearData> {
    const owner = authorize(caller, 'read', 'energy');
    const view = await findPosition(this.db, positionId, owner);
    const found = view && (await findProject(this.db, view.project.id, owner));
    if (!found) {
      throw notFound('Position');
    }
    const weather = await this.weatherYear(found.project);
    const rounded = (values: number[], decimals: number) => values.map((v) => roundTo(v, decimals));
    return {
      positionId,
      weather: weatherYearInfo(weather),
      pressurePa: weather.pressure,
      tDbC: rounded(weather.tDb, 2),
      wKgPerKg: rounded(weather.w, 5),
    };
  }
}
