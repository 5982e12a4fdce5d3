import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRANDS } from '../../../contracts/brands';
import { ErrorEnvelope } from '../../../contracts/envelope';
import { MollierPdfRequest } from '../../../contracts/mollier';
import { mollierChart } from '../../../engine/chart';
import { pointsFromDefinitions } from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';
import { mollierPdf } from '../../documents/mollier-pdf';

export const mollierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mollier/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['mollier'],
        summary: 'The Mollier chart PDF: every state recomputed by the engine from the points as defined',
        security: [{ bearerAuth: [] }],
        body: MollierPdfRequest,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { context, axes } = request.body;
      const pressure = standardPressure(context.altitude);
      const points = pointsFromDefinitions(request.body.points, { ...context, pressure });
      const chart = mollierChart({ ...axes, pressure }, points);
      const pdf = await mollierPdf({
        request: request.body,
        points,
        chart,
        brandName: BRANDS[request.brand].name,
        date: new Date(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mollier-chart-${request.body.season}.pdf"`)
        .send(pdf);
    },
  );
};
