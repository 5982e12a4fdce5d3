import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRANDS } from '../../../contracts/brands';
import { mollierPointFieldOf, requestFieldOf } from '../../engine-fields';
import { MollierPdfRequest } from '../../../contracts/mollier';
import { mollierChart } from '../../../engine/chart';
import { pointsFromDefinitions, type MollierContext, type PointDefinition } from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';
import { calculate } from '../../errors';
import { errors, security } from '../schema-helpers';

export const mollierRoutes: FastifyPluginAsyncZod = async (app) => {
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
          ...errors(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { context, axes, points: definitions } = request.body;
      const pressure = calculate(() => standardPressure(context.altitude), 'mollier');
      const points = calculate(
        () => pointsFromDefinitions(definitions, { ...context, pressure }),
        'mollier',
        (quantity) =>
          requestFieldOf('mollier', quantity) ??
          failingPointField(definitions, { ...context, pressure }, quantity),
      );
      const chart = calculate(() => mollierChart({ ...axes, pressure }, points), 'mollier');
      // The PDF library loads with the first chart, not with every start (start-up time, issue 19).
      const { mollierPdf } = await import('../../documents/mollier-pdf');
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

/**
 * The point whose definition the engine refused: the shortest list that still fails ends with it. Runs only after a
 * failure, on at most ten points.
 */
function failingPointField(
  definitions: readonly PointDefinition[],
  context: MollierContext,
  quantity: string,
): string | undefined {
  for (let count = 1; count <= definitions.length; count++) {
    try {
      pointsFromDefinitions(definitions.slice(0, count), context);
    } catch {
      return mollierPointFieldOf(count - 1, definitions[count - 1]?.process === 'process', quantity);
    }
  }
  return undefined;
}
