import { ENERGY_PRICE_EUR_PER_KWH } from '../../contracts/limits';
import {
  EnergyPricesSchema,
  LIFE_CYCLE_DEFAULTS,
  OperatingProfileSchema,
  type AlternativesData,
  type AnnualData,
  type AnnualExport,
  type AnnualRequest,
  type EnergyPrices,
  type OperatingProfileInput,
  type WeatherUploadData,
  type WeatherUploadRequest,
  type WeatherYearData,
} from '../../contracts/energy';
import type { PositionInput } from '../../contracts/positions';
import { roundTo } from '../../engine/numbers';
import type { Catalogue } from '../../engine/catalogue/types';
import {
  co2Factors,
  DEFAULT_CHILLER_EER,
  DEFAULT_HEAT_PUMP_COP,
  designOnlyYear,
  evaluateAnnual,
  gridCo2,
  parseEpw,
  parseWeatherCsv,
  syntheticYear,
  WeatherFileError,
  weatherYearInfo,
  type WeatherYear,
} from '../../engine/energy';
import { ENGINE_VERSION } from '../../engine/version';
import { humidityRatioFromVapourPressure, saturationPressure, standardPressure } from '../../engine/psychro';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { DocumentWorkers } from '../documents/workers';
import { badRequest, notFound } from '../errors';
import { ProviderError } from '../providers/http';
import {
  findAnnualContext,
  findStoredResult,
  type RevisionInputView,
} from '../repositories/positions.repository';
import { revisionResult } from './stored-result';
import type { SelectionResult } from '../../engine/select';
import type { ProjectRecord } from '../repositories/projects.repository';
import {
  asStored,
  findWeatherYear,
  findWeatherYearStamp,
  replaceWeatherYear,
  saveWeatherYear,
  type StoredWeatherKind,
  type WeatherYearStamp,
} from '../repositories/weather-years.repository';
import { BackgroundQueue } from './background-queue';
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
 * temperatures (step 4); the cooler keeps the supply no wetter than the summer room air. Each value taken from the
 * position is held within the range a caller's profile may give (the wizard takes indoor temperatures of -50 to 60
 * C; a profile's room temperature is 10 to 30 C): the answer names the profile used, so the caller sees the bound.
 */
export function defaultProfile(input: PositionInput, pressure: number): OperatingProfileInput {
  const schedule = SCHEDULES.find((s) => s.match.test(input.buildingType)) ?? OFFICE_HOURS;
  const roomPw = (input.summerIndoorRhPct / 100) * saturationPressure(input.summerIndoorTDb);
  return {
    startHour: schedule.startHour,
    endHour: schedule.endHour,
    daysPerWeek: schedule.daysPerWeek,
    roomWinterC: withinProfile('roomWinterC', input.winterIndoorTDb),
    roomSummerC: withinProfile('roomSummerC', input.summerIndoorTDb),
    supplyRule: 'fixed',
    supplyHeatC: withinProfile('supplyHeatC', input.winterSupplyTDb),
    supplyCoolC: withinProfile('supplyCoolC', input.summerSupplyTDb),
    outdoorLowC: -10,
    outdoorHighC: 15,
    supplyMaxW: withinProfile(
      'supplyMaxW',
      Number(humidityRatioFromVapourPressure(roomPw, pressure).toFixed(5)),
    ),
    flowShare: 1,
  };
}

/** `value` held within the bounds the profile's schema gives `key`. */
function withinProfile(
  key: 'roomWinterC' | 'roomSummerC' | 'supplyHeatC' | 'supplyCoolC' | 'supplyMaxW',
  value: number,
): number {
  const field = OperatingProfileSchema.shape[key];
  const bounds = 'unwrap' in field ? field.unwrap() : field;
  return Math.min(bounds.maxValue ?? Infinity, Math.max(bounds.minValue ?? -Infinity, value));
}

/**
 * Default prices: the project's business electricity; heat and cold made from it by a heat pump and a chiller on their
 * default EN 14825 curves (engine/energy/generation.ts), named point by point in the answer.
 * A project stored before its price had a limit (issue 28) may hold one beyond it: the call then asks for the price
 * (400 naming the request field) instead of failing on its answer.
 */
export function defaultPrices(project: ProjectRecord): EnergyPrices {
  const prices: EnergyPrices = {
    electricityEurPerKWh: project.elPriceBusiness,
    heat: {
      kind: 'heatPump',
      copPoints: DEFAULT_HEAT_PUMP_COP.map((p) => ({ tOutdoorC: p.tOutdoorC, cop: p.value })),
    },
    cold: {
      kind: 'chiller',
      eerPoints: DEFAULT_CHILLER_EER.map((p) => ({ tOutdoorC: p.tOutdoorC, eer: p.value })),
    },
  };
  if (!EnergyPricesSchema.safeParse(prices).success) {
    throw badRequest(
      'prices.electricityEurPerKWh',
      `is required: the project's business electricity price ${project.elPriceBusiness} EUR/kWh is outside ${ENERGY_PRICE_EUR_PER_KWH.min} to ${ENERGY_PRICE_EUR_PER_KWH.max} EUR/kWh`,
    );
  }
  return prices;
}

export interface EnergyServiceOptions {
  /** Where what fails off the request path is logged. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Whether a project's ERA5 year is replaced by the reference year in the background (WEATHER_REFERENCE_YEAR). */
  referenceYear: boolean;
}

/**
 * A revision's annual energy, running costs and life-cycle cost (issue 20) on its project's weather year, and its
 * alternatives side by side. The year is made once per project and location and stored: ERA5 through the climate
 * provider (cached), or, when the provider fails, a synthetic year from the project's monthly design data, marked as
 * such (and replaced by the ERA5 year once the provider answers again); an ERA5 year is replaced by the reference year
 * of ten ERA5 years made in the background (issue 25).
 */
export class EnergyService {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationService,
    /** The worker pool the alternatives are made in (with the documents, one share per account). */
    private readonly workers: DocumentWorkers,
    /** The catalogue the alternatives are selected from (the server's, as for positions). */
    private readonly catalogue: Catalogue,
    private readonly options: EnergyServiceOptions,
  ) {
    this.referenceYears = new BackgroundQueue(
      EnergyService.REFERENCE_YEARS_WAITING,
      'reference year',
      options.log,
    );
  }

  /** Stops the background work (and waits for the job running): before the database closes. */
  close(): Promise<void> {
    return this.referenceYears.close();
  }

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
    // A revision never changes, so its answer on one stored year depends only on the settings and the engine.
    const key = JSON.stringify([view.revision.id, ENGINE_VERSION, profile, prices, lifeCycle, factors]);
    const answers = this.annualAnswers.get(weather) ?? new Map<string, AnnualData>();
    this.annualAnswers.set(weather, answers);
    const kept = answers.get(key);
    if (kept) {
      return kept;
    }
    const answer: AnnualData = {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      profile,
      prices,
      lifeCycle,
      ...evaluateAnnual(
        await this.selectionOf(view),
        this.catalogue,
        weather,
        profile,
        prices,
        lifeCycle,
        factors,
      ),
    };
    answers.set(key, answer);
    if (answers.size > EnergyService.ANSWERS_PER_YEAR) {
      answers.delete(answers.keys().next().value!);
    }
    return answer;
  }

  /**
   * Annual answers by the weather year they ran on (a kept year's object: a year stored anew is another object, and
   * its answers go with the old one) and by revision, engine version and settings (issue 29).
   */
  private readonly annualAnswers = new WeakMap<WeatherYear, Map<string, AnnualData>>();
  private static readonly ANSWERS_PER_YEAR = 100;

  /** The revision's engine result, read through the schema of its engine version (services/stored-result.ts). */
  private async selectionOf(view: RevisionInputView): Promise<SelectionResult> {
    const stored = await findStoredResult(this.db, view.revision.id);
    return revisionResult({ ...stored, input: view.revision.input }, this.catalogue).selection;
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
    // Up to 18 selections and annual runs (seconds of CPU): in the worker pool, within the caller's places.
    const { alternatives, refused } = await this.workers.alternatives(caller.userId, {
      input: view.revision.input,
      current: await this.selectionOf(view),
      catalogue: this.catalogue,
      weather,
      profile,
      prices,
      lifeCycle,
      factors,
    });
    return {
      positionId: view.position.id,
      revisionNumber: view.revision.revisionNumber,
      weather: weatherYearInfo(weather),
      profile,
      prices,
      lifeCycle,
      co2Factors: factors,
      alternatives,
      refused,
    };
  }

  /** The revision asked for, its project's weather year and the settings (the caller's, else the defaults). */
  private async context(owner: string | null, request: AnnualRequest) {
    const view = await findAnnualContext(this.db, request.id, owner, request.revNum);
    if (!view) {
      throw notFound(request.revNum === undefined ? 'Position' : 'Revision');
    }
    const project = view.projectRecord;
    const weather = await this.weatherYear(project, view.weatherStamp);
    const prices = request.prices ?? defaultPrices(project);
    return {
      view,
      weather,
      profile: request.profile ?? defaultProfile(view.revision.input, weather.pressure),
      prices,
      lifeCycle: request.lifeCycle ?? LIFE_CYCLE_DEFAULTS,
      factors: co2Factors(prices, gridCo2(project.countryCode)),
    };
  }
  /**
   * The project's weather year for its location (`stamp`: which year it has stored, read with the revision). A stored one is read as it is, whatever its kind, and kept in this
   * process until another is stored (issue 29: no provider call and no decoding on a read that has its year). Only a
   * project without a year for its location asks the climate provider, once (the last complete ERA5 year), falling
   * back to a synthetic year. A read that finds a synthetic year has it replaced by ERA5 in the background once the
   * provider answers again, and one that finds an ERA5 year by the reference year (upgradeInBackground).
   */
  private async weatherYear(
    project: ProjectRecord,
    stamp: WeatherYearStamp | undefined,
  ): Promise<WeatherYear> {
    const { id, latitude, longitude } = project;
    const here = stamp && stamp.latitude === latitude && stamp.longitude === longitude;
    if (here) {
      const kept = this.keptYears.get(id);
      if (kept && kept.storedAt.getTime() === stamp.storedAt.getTime()) {
        this.upgradeInBackground(project, kept.weather);
        return kept.weather;
      }
      const stored = await findWeatherYear(this.db, id);
      if (stored && stored.latitude === latitude && stored.longitude === longitude) {
        this.keep(id, stored.storedAt, stored.weather);
        this.upgradeInBackground(project, stored.weather);
        return stored.weather;
      }
    }
    let weather: WeatherYear;
    try {
      weather = await this.locations.hourlyWeather(latitude, longitude);
    } catch (error) {
      if (!(error instanceof ProviderError)) {
        throw error;
      }
      weather = this.localYear(project);
    }
    return this.store(project, weather);
  }

  /** A year from the project's own data: synthetic from its monthly design data, else from its design conditions. */
  private localYear(project: ProjectRecord): WeatherYear {
    const pressure = standardPressure(project.elevation);
    return project.monthlyDesign
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

  /** Stores `weather` as the project's year and keeps it as it reads back. */
  private async store(project: ProjectRecord, weather: WeatherYear): Promise<WeatherYear> {
    const { id, latitude, longitude } = project;
    const stored = asStored(weather);
    await saveWeatherYear(this.db, id, { latitude, longitude, weather: stored });
    const stamp = await findWeatherYearStamp(this.db, id);
    if (stamp) {
      this.keep(id, stamp.storedAt, stored);
    }
    return stored;
  }

  /** At most this many projects' years kept per process (about 140 kB each). */
  private static readonly KEPT_YEARS = 200;
  private readonly keptYears = new Map<number, { storedAt: Date; weather: WeatherYear }>();
  private keep(projectId: number, storedAt: Date, weather: WeatherYear) {
    this.keptYears.delete(projectId);
    this.keptYears.set(projectId, { storedAt, weather });
    if (this.keptYears.size > EnergyService.KEPT_YEARS) {
      this.keptYears.delete(this.keptYears.keys().next().value!);
    }
  }

  /**
   * A user's own year for the project of position `request.id` (issue 25): the EPW or CSV file read by the engine
   * (engine/energy/weather-file.ts), stored as the project's year for its location, replacing the one it had. A bad
   * file answers 400 on `body.content` naming the line and the rule (message key weatherFile.<rule>, with the line and
   * the rule's values), and nothing is stored.
   */
  async uploadWeatherYear(caller: Caller, request: WeatherUploadRequest): Promise<WeatherUploadData> {
    const owner = authorize(caller, 'change', 'energy');
    const view = await findAnnualContext(this.db, request.id, owner);
    if (!view) {
      throw notFound('Position');
    }
    const project = view.projectRecord;
    let weather: WeatherYear;
    try {
      weather =
        request.format === 'epw'
          ? parseEpw(request.content, request.fileName)
          : parseWeatherCsv(request.content, request.fileName, standardPressure(project.elevation));
    } catch (error) {
      if (error instanceof WeatherFileError) {
        throw badRequest('body.content', error.message, `weatherFile.${error.rule}`, {
          ...error.params,
          line: error.line,
        });
      }
      throw error;
    }
    const stored = await this.store(project, weather);
    return { positionId: request.id, weather: weatherYearInfo(stored) };
  }

  /** When each project's synthetic year was last offered to the provider (one try an hour per process). */
  private readonly upgradeTried = new Map<number, number>();
  private static readonly UPGRADE_EVERY_MS = 3_600_000;
  /**
   * A stored year is made better off the request's path, and the new one serves the reads after it: a synthetic year
   * by the ERA5 year once the provider answers; an ERA5 year by the reference year (issue 25). The user's own year and
   * a reference year stay. Each replaces the stored year only if it is still the one replaced (replaceWeatherYear): an
   * upload or a move while the new year was being made wins.
   */
  private upgradeInBackground(project: ProjectRecord, weather: WeatherYear) {
    if (weather.kind === 'era5') {
      if (this.options.referenceYear) {
        const { id, latitude, longitude } = project;
        this.referenceYears.offer(id, (signal) => this.referenceYearOf({ id, latitude, longitude }, signal));
      }
      return;
    }
    const now = Date.now();
    const tried = this.upgradeTried.get(project.id);
    if (
      weather.source !== 'synthetic' ||
      (tried !== undefined && now - tried < EnergyService.UPGRADE_EVERY_MS)
    ) {
      return;
    }
    this.upgradeTried.set(project.id, now);
    void this.locations
      .hourlyWeather(project.latitude, project.longitude)
      .then((era5) => this.replace(project, era5, ['monthly', 'design', 'synthetic']))
      .catch(() => {
        // Still down (or the project gone): the synthetic year stays until a later try.
      });
  }

  /** Projects whose reference year waits to be made, at most this many (a project offered beyond: on a later read). */
  private static readonly REFERENCE_YEARS_WAITING = 100;
  /** One reference year made at a time (nine archive calls one after the other), for one project each. */
  private readonly referenceYears: BackgroundQueue<number>;

  /**
   * The reference year of the project's location (LocationService.referenceWeather: cached per ERA5 cell, so another
   * project there asks the archive nothing, and made by one process at a time) in place of its ERA5 year, if it still
   * has that year there.
   */
  private async referenceYearOf(
    project: Pick<ProjectRecord, 'id' | 'latitude' | 'longitude'>,
    signal: AbortSignal,
  ) {
    const { id, latitude, longitude } = project;
    const stamp = await findWeatherYearStamp(this.db, id);
    if (stamp?.kind !== 'era5' || stamp.latitude !== latitude || stamp.longitude !== longitude) {
      return;
    }
    const reference = await this.locations.referenceWeather(latitude, longitude, signal);
    // Undefined: another process is making it for this cell; a later read finds it cached.
    if (reference) {
      await this.replace(project, reference, ['era5']);
    }
  }

  /** Stores `weather` as the project's year if its stored one is of `kinds` at its location, and keeps it. */
  private async replace(
    { id, latitude, longitude }: Pick<ProjectRecord, 'id' | 'latitude' | 'longitude'>,
    weather: WeatherYear,
    kinds: readonly StoredWeatherKind[],
  ) {
    const stored = asStored(weather);
    const storedAt = await replaceWeatherYear(this.db, id, { latitude, longitude, weather: stored }, kinds);
    if (storedAt) {
      this.keep(id, storedAt, stored);
    }
  }

  /** The hourly year of position `positionId`'s project (made and stored as for the annual energy), rounded. */
  async hourlyYear(caller: Caller, positionId: number): Promise<WeatherYearData> {
    const owner = authorize(caller, 'read', 'energy');
    const view = await findAnnualContext(this.db, positionId, owner);
    if (!view) {
      throw notFound('Position');
    }
    const weather = await this.weatherYear(view.projectRecord, view.weatherStamp);
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
