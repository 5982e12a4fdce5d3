import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BasicChartResponse,
  DashboardFilterQuery,
  UnitCostsChartResponse,
  UnitTypesChartResponse,
} from '../../../contracts/dashboard';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
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
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { LocationService } from '../../services/locations.service';
import type { ProjectsService } from '../../services/projects.service';

const security = [{ bearerAuth: [] }];
const ok = <T>(data: T) => ({ status: 200, message: SUCCESS_MESSAGE, data });
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
/** Location look-ups may fail at the provider: 502 (it answered wrongly) or 503 (it did not answer). */
const providerErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope };

export interface ProjectRoutesOptions {
  projects: ProjectsService;
  locations: LocationService;
}

/**
 * Part 2 section 7's project and location-parameter calls, part 1's dashboard calls, and our geocoding and elevation
 * proxy (part 5: the browser never calls third parties). All need a bearer token; a project of another user answers
 * 404, and the admin variants answer 403 to non-administrators.
 */
export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (
  app,
  { projects, locations },
) => {
  app.addHook('onRequest', app.authenticate);

  const tags = ['projects'];
  app.get(
    '/project/one',
    {
      schema: {
        tags,
        summary: "One of the caller's projects with its customer",
        security,
        querystring: ProjectIdQuery,
        response: { 200: ProjectResponse, ...errors },
      },
    },
    async (request) => ok(await projects.one({ userId: requireUser(request).id }, request.query.id)),
  );

  app.post(
    '/project/create-project',
    {
      schema: {
        tags,
        summary: 'Create a project (part 2 section 5 rules)',
        security,
        body: ProjectInputSchema,
        response: { 201: ProjectCreatedResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const id = await projects.create(requireUser(request).id, request.body);
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
        response: { 200: ProjectEditedResponse, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok({ data: await projects.edit(requireUser(request).id, id, input, version) });
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
        response: { 200: ProjectDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await projects.remove(requireUser(request).id, request.query.id);
      return ok({ id: request.query.id });
    },
  );

  app.get(
    '/project/all',
    {
      schema: {
        tags,
        summary:
          "The caller's projects under the dashboard filter: newest first unless sorted, one page when pageSize is given",
        security,
        querystring: ProjectListQuery,
        response: { 200: ProjectListResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { col, op, val, ...page } = request.query;
      return ok(await projects.list({ userId: requireUser(request).id }, { col, op, val }, page));
    },
  );

  app.get(
    '/project/oneByAdmin',
    {
      schema: {
        tags,
        summary: "Any user's project (administrators only)",
        security,
        querystring: AdminProjectQuery,
        response: { 200: ProjectResponse, ...errors, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await projects.one('admin', request.query.projectId));
    },
  );

  app.get(
    '/project/allAdmin',
    {
      schema: {
        tags,
        summary: 'Every project (administrators only), paged and filtered as /project/all',
        security,
        querystring: ProjectListQuery,
        response: { 200: ProjectListResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { col, op, val, ...page } = request.query;
      return ok(await projects.list('admin', { col, op, val }, page));
    },
  );

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
        response: { 200: ElectricityResponse, ...errors },
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
  const filterErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope };
  app.get(
    '/home/basicChart',
    {
      schema: {
        tags: dashboardTags,
        summary: "Summary of the caller's filtered projects",
        security,
        querystring: DashboardFilterQuery,
        response: { 200: BasicChartResponse, ...filterErrors },
      },
    },
    async (request) => ok({ data: await projects.summary(requireUser(request).id, request.query) }),
  );

  app.get(
    '/home/unitTypesChart',
    {
      schema: {
        tags: dashboardTags,
        summary: 'Unit types, airflow per project and projects per region',
        security,
        querystring: DashboardFilterQuery,
        response: { 200: UnitTypesChartResponse, ...filterErrors },
      },
    },
    async (request) => ok({ data: await projects.unitTypes(requireUser(request).id, request.query) }),
  );

  app.get(
    '/home/unitCostsChart',
    {
      schema: {
        tags: dashboardTags,
        summary: 'Total cost per heat-recovery type and country',
        security,
        querystring: DashboardFilterQuery,
        response: { 200: UnitCostsChartResponse, ...filterErrors },
      },
    },
    async (request) => ok({ data: await projects.unitCosts(requireUser(request).id, request.query) }),
  );
};
