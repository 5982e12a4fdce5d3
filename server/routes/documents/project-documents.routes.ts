import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProjectDocumentsQuery, ProjectQuotationQuery } from '../../../contracts/documents';
import { requireCaller } from '../../plugins/auth';
import type { DocumentFile } from '../../services/documents.service';
import type { ProjectDocumentsService } from '../../services/project-documents.service';
import { errors, security } from '../schema-helpers';

const bytes = (contentType: string) => z.instanceof(Buffer).describe(contentType);
const tags = ['documents'];

/** A project's quotation and the zip of all its documents (issue 30): the caller's own projects only. */
export const projectDocumentRoutes: FastifyPluginAsyncZod<{
  projectDocuments: ProjectDocumentsService;
}> = async (app, { projectDocuments }) => {
  app.addHook('onRequest', app.authenticate);
  const send = (reply: FastifyReply, file: DocumentFile) =>
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);

  app.get(
    '/project/quotation',
    {
      schema: {
        tags,
        summary:
          "The project's quotation PDF: cover, one line per position's active revision, total, validity and the brand's terms; each data sheet appended with appendix=true",
        security,
        querystring: ProjectQuotationQuery,
        response: { 200: bytes('application/pdf'), ...errors(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await projectDocuments.quotation(
          { caller: requireCaller(request), brand: request.brand },
          request.query,
        ),
      ),
  );

  app.get(
    '/project/documents/zip',
    {
      schema: {
        tags,
        summary:
          "Every document of the project's positions (active revisions), a folder each, with the quotation, as one zip",
        security,
        querystring: ProjectDocumentsQuery,
        response: { 200: bytes('application/zip'), ...errors(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await projectDocuments.bundle(
          { caller: requireCaller(request), brand: request.brand },
          request.query,
        ),
      ),
  );
};
