import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentFileQuery, DocumentQuery, ModelLinkResponse } from '../../../contracts/documents';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { DocumentAccess, DocumentFile, DocumentsService } from '../../services/documents.service';

const security = [{ bearerAuth: [] }];
/** Binary answers are declared like the Mollier PDF's: the bytes, their content type as the description. */
const bytes = (contentType: string) => z.instanceof(Buffer).describe(contentType);

const send = (reply: FastifyReply, file: DocumentFile, disposition: 'attachment' | 'inline' = 'attachment') =>
  reply
    .type(file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .send(file.body);

export interface DocumentRoutesOptions {
  documents: DocumentsService;
}

/**
 * Issue 8's document calls, each twice: for the caller's own positions (another user's answers 404) and, with
 * 'ByAdmin' appended to the last path segment, for any owner's (403 to non-administrators). The handlers are written
 * once; the variant gives the path suffix, who may read what, and the error answers.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, { documents }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['documents'];

  const variants = [
    {
      suffix: '',
      of: 'one of the caller’s positions',
      access: (request: FastifyRequest): DocumentAccess => ({
        viewer: { userId: requireUser(request).id },
        callerId: requireUser(request).id,
        brand: request.brand,
      }),
      errors: { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
    },
    {
      suffix: 'ByAdmin',
      of: 'any position (administrators only)',
      access: (request: FastifyRequest): DocumentAccess => ({
        viewer: 'admin',
        callerId: requireAdmin(request).id,
        brand: request.brand,
      }),
      errors: { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  ];

  for (const { suffix, of, access, errors } of variants) {
    const pdf = { 200: bytes('application/pdf'), ...errors };

    for (const card of ['standard', 'prolux'] as const) {
      app.get(
        `/download-${card}${suffix}`,
        {
          schema: {
            tags,
            summary:
              card === 'standard'
                ? `The standard technical data sheet PDF of a revision of ${of}`
                : `The PROLUX technical data sheet PDF of a revision of ${of} (PROLUX hosts only)`,
            security,
            querystring: DocumentQuery,
            response: pdf,
          },
        },
        async (request, reply) =>
          send(reply, await documents.technicalCard(access(request), request.query, card)),
      );
    }

    app.get(
      `/project/items/document/view${suffix}`,
      {
        schema: {
          tags,
          summary: `The technical data sheet PDF of a revision of ${of}, to show in the browser`,
          security,
          querystring: DocumentQuery,
          response: pdf,
        },
      },
      async (request, reply) =>
        send(reply, await documents.file(access(request), request.query, 'dataSheet'), 'inline'),
    );

    app.get(
      `/project/items/document/file${suffix}`,
      {
        schema: {
          tags,
          summary: `One document of a revision of ${of} by kind: PDF, DXF or text`,
          security,
          querystring: DocumentFileQuery,
          response: {
            200: bytes('application/pdf, application/dxf or text/plain; charset=utf-8'),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { kind, ...query } = request.query;
        return send(reply, await documents.file(access(request), query, kind));
      },
    );

    app.get(
      `/project/items/document/zip${suffix}`,
      {
        schema: {
          tags,
          summary: `The data sheet, drawing (PDF and DXF), control scheme and specification of a revision of ${of} as one zip`,
          security,
          querystring: DocumentQuery,
          response: { 200: bytes('application/zip'), ...errors },
        },
      },
      async (request, reply) => send(reply, await documents.bundle(access(request), request.query)),
    );

    app.get(
      `/project/items/document/model${suffix}`,
      {
        schema: {
          tags,
          summary: `The link of the 3D model (binary glTF) of a revision of ${of}`,
          security,
          querystring: DocumentQuery,
          response: { 200: ModelLinkResponse, ...errors },
        },
      },
      async (request) => {
        const { id, revNum } = request.query;
        await documents.assertReadable(access(request), request.query);
        const link = `/api/project/items/document/model${suffix}.glb?id=${id}&revNum=${revNum}`;
        return { status: 200, message: SUCCESS_MESSAGE, data: { data: link } };
      },
    );

    app.get(
      `/project/items/document/model${suffix}.glb`,
      {
        schema: {
          tags,
          summary: `The 3D model of a revision of ${of} as binary glTF`,
          security,
          querystring: DocumentQuery,
          response: { 200: bytes('model/gltf-binary'), ...errors },
        },
      },
      async (request, reply) => send(reply, await documents.model(access(request), request.query), 'inline'),
    );
  }
};
