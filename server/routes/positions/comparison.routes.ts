import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ComparisonPdfQuery, ComparisonQuery, ComparisonResponse } from '../../../contracts/comparison';
import { requireCaller } from '../../plugins/auth';
import type { ComparisonService } from '../../services/comparison.service';
import { errors, ok, security } from '../schema-helpers';

export interface ComparisonRoutesOptions {
  comparisons: ComparisonService;
}

/**
 * Issue 30: two revisions compared (of one position, or of two positions of the caller's), as data and as a PDF. A
 * revision of another user answers 404.
 */
export const comparisonRoutes: FastifyPluginAsyncZod<ComparisonRoutesOptions> = async (
  app,
  { comparisons },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['positions'];

  app.get(
    '/project/items/compare',
    {
      schema: {
        tags,
        summary:
          'Compare two revisions (by revision id) of one or two of the caller’s positions: every input and every result of the data sheet record that differs, with its SI unit and the change in percent',
        security,
        querystring: ComparisonQuery,
        response: { 200: ComparisonResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(await comparisons.compare(requireCaller(request), request.query)),
  );

  app.get(
    '/project/items/compare/pdf',
    {
      schema: {
        tags,
        summary:
          'The comparison of two revisions as a PDF (quantity, A, B, unit, change %) in `lang` or the caller’s language, in the host’s brand',
        security,
        querystring: ComparisonPdfQuery,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          ...errors(400, 401, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const file = await comparisons.pdf(requireCaller(request), request.brand, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
