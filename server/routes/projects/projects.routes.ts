import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BasicChartResponse,
  DashboardFilterQuery,
  UnitCostsChartResponse,
  UnitTypesChartResponse,
} from '../../../contracts/dashboard';
import { SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
  AqiCurrentResponse,
  AqiYearlyResponse,
  ConditionsResponse,
  ElectricityQuery,
  ElectricityResponse,
  ElevationResponse,
  GeoReverseResponse,
  GeoSearchQuery,
  GeoSearchResponse,
  LatLngQuery,
} from '../../../contracts/locations';
import {
  AdminProjectQuery,
  ProjectCopiedResponse,
  ProjectCopyBody,
  ProjectCreatedResponse,
  ProjectDeletedResponse,
  ProjectEditedResponse,
  ProjectEditSchema,
  ProjectIdQuery,
  ProjectInputSchema,
  ProjectListQuery,
  ProjectListResponse,
  ProjectResponse,
} from '../../../contracts/projects';
import { requireCaller, SESSION_CHECKED_BY_READ } from '../../plugins/auth';
import type { LocationService } from '../../services/locations.service';
import type { ProjectsService } from '../../services/projects.service';
import { withAdminVariant } from '../admin-variants';
import { errors, ok, security } from '../schema-helpers';

/** A call on a project of the caller's: bad input, no token, not theirs (404). */
const resourceErrors = errors(400, 401, 404);
/** A call on no one stored resource (a new project, a list, the dashboard's figures): bad input, no token. */
const listErrors = errors(400, 401);
/** Location look-ups may fail at the provider: 502 (it answered wrongly) or 503 (it did not answer). */
const providerErrors = errors(400, 401, 502, 503);

export interface ProjectRoutesOptions {
  projects: ProjectsService;
  locations: LocationService;
}

/**
 * The project and location-parameter calls (docs/rules.md#project-rules), the dashboard's (docs/rules.md#dashboard), and our geocoding and elevation
 * proxy (docs/rules.md#external-data: the browser never calls third parties). All need a bearer token; a project of another user answers
 * 404, and the admin variants (routes/admin-variants.ts) answer 403 to non-administrators.
 */
export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (
  app,
  { projects, locations },
) => {
  app.addHook('onRequest', app.authenticate);

  const tags = ['projects'];
  withAdminVariant(app, {
    tags,
    response: { 200: ProjectResponse, ...resourceErrors },
    own: {
      url: '/project/one',
      summary: "One of the caller's projects with its customer",
      querystring: ProjectIdQuery,
      input: ({ id }) => id,
    },
    admin: {
      url: '/project/oneByAdmin',
      summary: "Any user's project (administrators only)",
      querystring: AdminProjectQuery,
      input: ({ projectId }) => projectId,
    },
    handler: async (caller, id) => ok(await projects.one(caller, id)),
  });

  app.post(
    '/project/create-project',
    {
      schema: {
        tags,
        summary: 'Create a project (the rules of docs/rules.md#project-rules)',
        security,
        body: ProjectInputSchema,
        response: { 201: ProjectCreatedResponse, ...listErrors },
      },
    },
    async (request, reply) => {
      const id = await projects.create(requireCaller(request), request.body);
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data: { id } });
    },
  );

  app.post(
    '/project/copy',
    {
      schema: {
        tags,
        summary:
          "Copy one of the caller's projects: its values, customer and weather year, each position's active revision as the copy's revision 1 and its pool positions, named '<name> (copy)' within 50 characters",
        security,
        body: ProjectCopyBody,
        response: { 201: ProjectCopiedResponse, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const id = await projects.copy(requireCaller(request), request.body.projectId);
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data: { id } });
    },
  );

  app.put(
    '/project/edit',
    {
      schema: {
        tags,
        summary: "Save one of the caller's projects",
        security,
        body: ProjectEditSchema,
        response: { 200: ProjectEditedResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok({ data: await projects.edit(requireCaller(request), id, input, version) });
    },
  );

  app.delete(
    '/project/delete',
    {
      schema: {
        tags,
        summary: "Delete one of the caller's projects",
        security,
        querystring: ProjectIdQuery,
        response: { 200: ProjectDeletedResponse, ...resourceErrors },
      },
    },
    async (request) => {
      await projects.remove(requireCaller(request), request.query.id);
      return ok({ id: request.query.id });
    },
  );

  withAdminVariant(app, {
    tags,
    response: { 200: ProjectListResponse, ...listErrors },
    own: {
      url: '/project/all',
      summary:
        "The caller's projects under the dashboard filter: newest first unless sorted, one page when pageSize is given",
      querystring: ProjectListQuery,
      input: (query) => query,
    },
    admin: {
      url: '/project/allAdmin',
      summary: 'Every project (administrators only), paged and filtered as /project/all',
      querystring: ProjectListQuery,
      input: (query) => query,
    },
    handler: async (caller, { col, op, val, ...page }) =>
      ok(await projects.list(caller, { col, op, val }, page)),
    config: SESSION_CHECKED_BY_READ,
  });

  const locationTags = ['locations'];
  app.get(
    '/project/location-params/conditions',
    {
      schema: {
        tags: locationTags,
        summary: 'Design conditions of the last complete year at the location (ERA5, ASHRAE percentiles)',
        security,
        querystring: LatLngQuery,
        response: { 200: ConditionsResponse, ...providerErrors },
      },
    },
    async (request) => ok(await locations.conditions(request.query.lat, request.query.lng)),
  );

  app.get(
    '/project/location-params/aqiCurrent',
    {
      schema: {
        tags: locationTags,
        summary: 'Current US and European AQI at the location',
        security,
        querystring: LatLngQuery,
        response: { 200: AqiCurrentResponse, ...providerErrors },
      },
    },
    async (request) => ok(await locations.aqiCurrent(request.query.lat, request.query.lng)),
  );

  app.get(
    '/project/location-params/aqiYearly',
    {
      schema: {
        tags: locationTags,
        summary: 'Yearly average US AQI and days per category over the past year; null without history',
        security,
        querystring: LatLngQuery,
        response: { 200: AqiYearlyResponse, ...providerErrors },
      },
    },
    async (request) => ok(await locations.aqiYearly(request.query.lat, request.query.lng)),
  );

  app.get(
    '/project/location-params/electricity',
    {
      schema: {
        tags: locationTags,
        summary: 'Business and household electricity prices of a country (Eurostat, EUR/kWh)',
        security,
        querystring: ElectricityQuery,
        response: { 200: ElectricityResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(locations.electricity(request.query.countryShortCode)),
  );

  app.get(
    '/geo/search',
    {
      schema: {
        tags: locationTags,
        summary: 'Address search (Nominatim or Photon, cached)',
        security,
        querystring: GeoSearchQuery,
        response: { 200: GeoSearchResponse, ...providerErrors },
      },
    },
    async (request) => ok(await locations.search(request.query.q)),
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: locationTags,
        summary: 'The address at a point; null where there is none',
        security,
        querystring: LatLngQuery,
        response: { 200: GeoReverseResponse, ...providerErrors },
      },
    },
    async (request) => ok(await locations.reverse(request.query.lat, request.query.lng)),
  );

  app.get(
    '/geo/elevation',
    {
      schema: {
        tags: locationTags,
        summary: 'Elevation of a point in whole metres (Open-Meteo, Copernicus DEM)',
        security,
        querystring: LatLngQuery,
        response: { 200: ElevationResponse, ...providerErrors },
      },
    },
    async (request) => ok({ elevation: await locations.elevation(request.query.lat, request.query.lng) }),
  );

  const dashboardTags = ['dashboard'];
  app.get(
    '/home/basicChart',
    {
      schema: {
        tags: dashboardTags,
        summary: "Summary of the caller's filtered projects",
        security,
        querystring: DashboardFilterQuery,
        response: { 200: BasicChartResponse, ...listErrors },
      },
    },
    async (request) => ok({ data: await projects.summary(requireCaller(request), request.query) }),
  );

  app.get(
    '/home/unitTypesChart',
    {
      schema: {
        tags: dashboardTags,
        summary: 'Unit types, airflow per project and projects per region',
        security,
        querystring: DashboardFilterQuery,
        response: { 200: UnitTypesChartResponse, ...listErrors },
      },
    },
    async (request) => ok({ data: await projects.unitTypes(requireCaller(request), request.query) }),
  );

  app.get(
    '/home/unitCostsChart',
    {
      schema: {
        tags: dashboardTags,
        summary: 'Total cost per heat-recovery type and country',
        security,
        querystring: DashboardFilterQuery,
        response: { 200: UnitCostsChartResponse, ...listErrors },
      },
    },
    async (request) => ok({ data: await projects.unitCosts(requireCaller(request), request.query) }),
  );
};
