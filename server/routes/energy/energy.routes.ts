import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlternativesResponse,
  AnnualExport,
  AnnualRequest,
  AnnualResponse,
  WeatherUploadRequest,
  WeatherUploadResponse,
  WeatherYearQuery,
  WeatherYearResponse,
} from '../../../contracts/energy';
import { requireCaller } from '../../plugins/auth';
import type { EnergyService } from '../../services/energy.service';
import { errors, ok, security } from '../schema-helpers';

/** A revision of the caller's (404 otherwise); 422 when its project has no climate data to make a weather year from. */
const energyErrors = errors(400, 401, 404, 422, 503);

export interface EnergyRoutesOptions {
  energy: EnergyService;
}

/** Annual energy and life-cycle cost of one of the caller's position revisions (issue 20). */
export const energyRoutes: FastifyPluginAsyncZod<EnergyRoutesOptions> = async (app, { energy }) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/project/item/annual',
    {
      schema: {
        tags: ['energy'],
        summary:
          "A revision's annual energy by month, running costs and life-cycle cost on its project's weather year; profile, prices and life-cycle settings default to the position's",
        security,
        body: AnnualRequest,
        response: { 200: AnnualResponse, ...energyErrors },
      },
    },
    async (request) => ok(await energy.annual(requireCaller(request), request.body)),
  );

  app.post(
    '/project/item/annual/alternatives',
    {
      schema: {
        tags: ['energy'],
        summary:
          "A revision's alternatives side by side (recovery families, neighbouring sizes, Standard and Premium fans): price, eta_t, SFP, annual energy by component, annual cost, LCC and payback against the cheapest",
        security,
        body: AnnualRequest,
        response: { 200: AlternativesResponse, ...energyErrors, ...errors(429) },
      },
    },
    async (request) => ok(await energy.alternatives(requireCaller(request), request.body)),
  );

  app.post(
    '/project/item/annual/export',
    {
      schema: {
        tags: ['energy'],
        summary:
          "A revision's annual figures as a JSON file: the annual answer itself (the same numbers as the screen and the data sheet's energy page) with the engine version",
        security,
        body: AnnualRequest,
        response: { 200: AnnualExport, ...energyErrors },
      },
    },
    async (request, reply) => {
      const file = await energy.export(requireCaller(request), request.body);
      const name = `annual_position-${file.annual.positionId}_rev-${file.annual.revisionNumber}.json`;
      return reply.header('content-disposition', `attachment; filename="${name}"`).send(file);
    },
  );

  app.get(
    '/project/item/annual/weather',
    {
      schema: {
        tags: ['energy'],
        summary:
          "The hourly year (8760 hours of dry bulb and humidity ratio) of a position's project that the annual energy runs on, with its kind and source: the Mollier chart's density cloud",
        security,
        querystring: WeatherYearQuery,
        response: { 200: WeatherYearResponse, ...energyErrors },
      },
    },
    async (request) => ok(await energy.hourlyYear(requireCaller(request), request.query.id)),
  );

  app.post(
    '/project/item/annual/weather',
    {
      // An EPW year is about 1.6 MB of text (contracts/energy.ts WEATHER_FILE_MAX_CHARS, in JSON).
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['energy'],
        summary:
          "Upload the hourly year of a position's project: an EPW file or a CSV (header dry_bulb_c,relative_humidity_pct, 8760 rows) as text; it replaces the project's year for its location and the annual energy runs on it. A bad file: 400 naming the line and the rule, nothing stored",
        security,
        body: WeatherUploadRequest,
        response: { 200: WeatherUploadResponse, ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request) => ok(await energy.uploadWeatherYear(requireCaller(request), request.body)),
  );
};
