import {
  CHART_AIRFLOW_PROJECTS,
  REGIONS,
  type DashboardFilter,
  type UnitCostRow,
  type UnitTypesChart,
} from '../../contracts/dashboard';
import type { Project, ProjectInput, ProjectListRequest, ProjectRow } from '../../contracts/projects';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { Database } from '../db/client';
import { copyName } from '../../domain/copies';
import { notFound, staleAsConflict } from '../errors';
import { copyProject } from '../repositories/copies.repository';
import {
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  updateProject,
  type NewCustomer,
  type NewProject,
} from '../repositories/projects.repository';
import {
  activePriceByCountryAndFamily,
  activeFactsByRegion,
  largestAirflows,
  projectCountries,
  projectSummary,
} from '../repositories/dashboard.repository';
import { authorize, type Caller } from '../policies/access.policy';
import { projectOf, projectRowOf } from '../presenters/projects.presenter';

/**
 * The project calls (create, read, edit, delete, lists) and the dashboard's figures (docs/rules.md#dashboard). Who may
 * reach which project is the access policy's decision (a project of another user answers 404).
 */
export class ProjectsService {
  constructor(private readonly db: Database) {}

  async create(caller: Caller, input: ProjectInput): Promise<number> {
    const ownerUserId = authorize(caller, 'change', 'project');
    return insertProject(this.db, { ...valuesOf(input), ownerUserId }, customerOf(input));
  }

  async one(caller: Caller, id: number): Promise<Project> {
    const found = await findProject(this.db, id, authorize(caller, 'read', 'project'));
    if (!found) {
      throw notFound('Project');
    }
    return projectOf(found);
  }

  /** Saves project `id`; `version` is the one the edit was read at (a stale one answers 409, nothing written). */
  async edit(caller: Caller, id: number, input: ProjectInput, version?: number): Promise<Project> {
    const owner = authorize(caller, 'change', 'project');
    const saved = await staleAsConflict('project', () =>
      updateProject(this.db, id, owner, valuesOf(input), customerOf(input), version),
    );
    if (!saved) {
      throw notFound('Project');
    }
    return this.one(caller, id);
  }

  /**
   * POST /project/copy (issue 30): a new project of the caller's with project `id`'s values, customer and weather year,
   * its positions' active revisions (each the copy's revision 1) and its pool positions, named "<name> (copy)".
   */
  async copy(caller: Caller, id: number): Promise<number> {
    const copied = await copyProject(this.db, id, authorize(caller, 'change', 'project'), copyName);
    if (copied === undefined) {
      throw notFound('Project');
    }
    return copied;
  }

  async remove(caller: Caller, id: number): Promise<void> {
    if (!(await deleteProject(this.db, id, authorize(caller, 'change', 'project')))) {
      throw notFound('Project');
    }
  }

  /** The projects list: one page with the filtered total, or every row without a page size. */
  async list(
    caller: Caller,
    filter?: DashboardFilter,
    page?: ProjectListRequest,
  ): Promise<{ data: ProjectRow[]; total: number }> {
    const owner = authorize(caller, 'read', 'project');
    const { rows, total } = await listProjects(this.db, owner, filter, page, caller.session);
    return { data: rows.map(projectRowOf), total };
  }

  /** The dashboard's summary (docs/rules.md#dashboard): projects, units and the sum of their costs (EUR) under the
   * filter. */
  async summary(caller: Caller, filter: DashboardFilter) {
    return projectSummary(this.db, authorize(caller, 'read', 'dashboard'), filter);
  }

  /**
   * The chart 'total cost per type and country' (docs/rules.md#dashboard): one row per country of the filtered
   * projects, the prices (EUR) of their positions' active revisions by heat recovery family. Pool positions have no
   * recovery family and stay out.
   */
  async unitCosts(caller: Caller, filter: DashboardFilter): Promise<UnitCostRow[]> {
    const userId = authorize(caller, 'read', 'dashboard');
    const [countries, totals] = await Promise.all([
      projectCountries(this.db, userId, filter),
      activePriceByCountryAndFamily(this.db, userId, filter),
    ]);
    const costs = new Map<string, UnitCostRow>();
    for (const country of countries.sort((a, b) => a.localeCompare(b))) {
      costs.set(country, { country, enthalpyCost: 0, plateCost: 0, rotaryCost: 0 });
    }
    for (const t of totals) {
      const row = costs.get(t.country);
      if (row) {
        row[COST_KEYS[t.family]] += t.price;
      }
    }
    return [...costs.values()];
  }

  /**
   * The unit-types chart (docs/rules.md#dashboard): active positions by recovery type, the airflow of each filtered
   * project (sums of its active revisions' supply and return flows, m3/h) and the projects per region.
   *
   * The chart names four types, the catalogue has three families. Each position counts once: Rotary is 'wheel',
   * Enthalpy 'enthalpy', and the Plate family - the counterflow plate the wizard shows as Condensing
   * (docs/rules.md#size-codes)
   * - 'condensing'. 'plate' (a sensible-only plate) stays 0: the Compact PRO line has none.
   */
  async unitTypes(caller: Caller, filter: DashboardFilter): Promise<UnitTypesChart> {
    const userId = authorize(caller, 'read', 'dashboard');
    const [byRegion, largest] = await Promise.all([
      activeFactsByRegion(this.db, userId, filter),
      largestAirflows(this.db, userId, filter, CHART_AIRFLOW_PROJECTS),
    ]);
    const recoveryTypes = { enthalpy: 0, plate: 0, condensing: 0, wheel: 0 };
    const rest = { projects: 0, supply: 0, exhaust: 0 };
    for (const row of byRegion) {
      recoveryTypes[TYPE_KEYS.Rotary] += row.rotaryUnits;
      recoveryTypes[TYPE_KEYS.Plate] += row.plateUnits;
      recoveryTypes[TYPE_KEYS.Enthalpy] += row.enthalpyUnits;
      rest.projects += row.projects;
      rest.supply += row.supply;
      rest.exhaust += row.exhaust;
    }
    for (const project of largest) {
      rest.projects -= 1;
      rest.supply -= project.supply;
      rest.exhaust -= project.exhaust;
    }
    return {
      recoveryTypes,
      airflow: largest,
      airflowRest: rest,
      regions: REGIONS.flatMap((region) => {
        const count = byRegion.find((row) => row.region === region)?.projects ?? 0;
        return count > 0 ? [{ region, count }] : [];
      }),
    };
  }
}

type Family = HeatRecoveryFamily;
const COST_KEYS = {
  Enthalpy: 'enthalpyCost',
  Plate: 'plateCost',
  Rotary: 'rotaryCost',
} as const satisfies Record<Family, keyof UnitCostRow>;
const TYPE_KEYS = { Enthalpy: 'enthalpy', Plate: 'condensing', Rotary: 'wheel' } as const satisfies Record<
  Family,
  string
>;

function valuesOf(input: ProjectInput): Omit<NewProject, 'ownerUserId' | 'totalPrice' | 'numberOfUnits'> {
  return {
    number: input.number,
    costDriver: input.costDriver,
    name: input.name,
    description: input.description,
    country: input.country,
    countryCode: input.countryCode,
    city: input.city,
    address: input.address,
    latitude: input.markerPosition.lat,
    longitude: input.markerPosition.lng,
    elevation: input.elevation,
    summerOutdoorTemperature: input.summerOutdoorTemperature,
    summerWetBulbTemperature: input.summerWetBulbTemperature,
    summerDewPointTemperature: input.summerDewPointTemperature,
    summerOutdoorHumidity: input.summerOutdoorHumidity,
    winterOutdoorTemperature: input.winterOutdoorTemperature,
    winterOutdoorHumidity: input.winterOutdoorHumidity,
    winterOutdoorHumidityRatio: input.winterOutdoorHumidityRatio,
    elPriceBusiness: input.elPriceBusiness,
    elPriceHome: input.elPriceHome,
    status: input.status,
    aqiCurrent: input.aqiCurrent,
    aqiYearlyAverage: input.aqiYearlyAverage,
    qualityGood: input.qualityGood,
    qualityModerate: input.qualityModerate,
    qualitySensitive: input.qualitySensitive,
    qualityUnhealthy: input.qualityUnhealthy,
    qualityUnhealthyV: input.qualityUnhealthyV,
    qualityHazardous: input.qualityHazardous,
    distanceTemperature: input.distanceTemperature,
    distance: input.distance,
    monthlyDesign: input.monthlyDesign,
    timeZone: input.timeZone,
  };
}

function customerOf(input: ProjectInput): NewCustomer {
  return {
    erpId: input.ERPId,
    name: input.customerName,
    representative: input.customerRepresentative,
    phone: input.customerPhone,
    email: input.customerEmail,
  };
}
