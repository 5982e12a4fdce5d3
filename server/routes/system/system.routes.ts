import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientConfigResponse, HealthResponse } from '../../../contracts/system';
import type { Catalogue } from '../../../engine/catalogue/types';
import type { Config } from '../../config';
import { ping, type DatabaseHandle } from '../../db/client';
import { HttpError } from '../../errors';
import { RELEASE_VERSION } from '../../version';
import { errors, ok } from '../schema-helpers';

export const systemRoutes: FastifyPluginAsyncZod<{
  config: Config;
  database: DatabaseHandle;
  catalogue: Pick<Catalogue, 'name' | 'demo'>;
}> = async (app, { config, database, catalogue }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and which database is in use',
        description:
          'Answers 503 while the database cannot be reached, naming the restart attempt while the embedded PostgreSQL is being restarted; restarts counts those done.',
        response: { 200: HealthResponse, ...errors(503) },
      },
    },
    async (request) => {
      const embedded = database.embeddedStatus?.();
      if (embedded?.state === 'restarting') {
        throw new HttpError(
          503,
          `The embedded PostgreSQL stopped and is being restarted (attempt ${embedded.attempt} of ${embedded.of}).`,
        );
      }
      await ping(database.db);
      return ok({
        database: database.kind,
        version: RELEASE_VERSION,
        brand: request.brand,
        ...(embedded ? { restarts: embedded.restarts } : {}),
      });
    },
  );

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'The public settings the web app needs at start-up',
        response: { 200: ClientConfigResponse },
      },
    },
    async () =>
      ok({
        version: RELEASE_VERSION,
        monitoringUrl: config.MONITORING_URL,
        tileUrl: config.TILE_URL,
        tileAttribution: config.TILE_ATTRIBUTION,
        captcha: { provider: config.CAPTCHA_PROVIDER, siteKey: config.RECAPTCHA_SITE_KEY ?? null },
        catalogue: { name: catalogue.name, demo: catalogue.demo },
      }),
  );
};
