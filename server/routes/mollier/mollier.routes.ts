import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MollierPdfRequest } from '../../../contracts/mollier';
import { requireUser } from '../../plugins/auth';
import type { MollierService } from '../../services/mollier.service';
import { errors, security } from '../schema-helpers';

export const mollierRoutes: FastifyPluginAsyncZod<{ mollier: MollierService }> = async (app, { mollier }) => {
  app.post(
    '/mollier/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['mollier'],
        summary: 'The Mollier chart PDF: every state recomputed by the engine from the points as defined',
        security,
        body: MollierPdfRequest,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          ...errors(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const pdf = await mollier.pdf(requireUser(request).id, request.body, request.brand);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mollier-chart-${request.body.season}.pdf"`)
        .send(pdf);
    },
  );
};
