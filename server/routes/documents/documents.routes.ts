import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentFileQuery, DocumentQuery, ModelLinkResponse } from '../../../contracts/documents';
import type { Caller } from '../../policies/access.policy';
import type { DocumentFile, DocumentsService } from '../../services/documents.service';
import { withAdminVariant, type VariantCall } from '../admin-variants';
import { errors, ok } from '../schema-helpers';

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

/** Whose revisions each variant's summary names. */
const OWN = 'one of the caller’s positions';
const ANY = 'any position (administrators only)';

/**
 * Issue 8's document calls, each twice (routes/admin-variants.ts): for the caller's own positions (another user's
 * answers 404) and, with 'ByAdmin' appended to the last path segment, for any owner's (403 to non-administrators).
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, { documents }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['documents'];
  const resourceErrors = errors(400, 401, 404);

  /** A document call with its admin variant: `path` of the last segment's suffix, `summary` of whose revisions. */
  const documentCall = <Query extends z.ZodType, Answer>(
    path: (suffix: '' | 'ByAdmin') => string,
    summary: (of: string) => string,
    querystring: Query,
    answer: z.ZodType<Answer>,
    handler: (caller: Caller, query: z.output<Query>, call: VariantCall) => Promise<Answer | FastifyReply>,
  ) =>
    withAdminVariant(app, {
      tags,
      response: { 200: answer, ...resourceErrors },
      own: { url: path(''), summary: summary(OWN), querystring, input: (query) => query },
      admin: { url: path('ByAdmin'), summary: summary(ANY), querystring, input: (query) => query },
      handler,
    });

  const pdf = bytes('application/pdf');

  for (const card of ['standard', 'prolux'] as const) {
    documentCall(
      (suffix) => `/download-${card}${suffix}`,
      (of) =>
        card === 'standard'
          ? `The standard technical data sheet PDF of a revision of ${of}`
          : `The PROLUX technical data sheet PDF of a revision of ${of} (PROLUX hosts only)`,
      DocumentQuery,
      pdf,
      async (caller, query, { request, reply }) =>
        send(reply, await documents.technicalCard({ caller, brand: request.brand }, query, card)),
    );
  }

  documentCall(
    (suffix) => `/project/items/document/view${suffix}`,
    (of) => `The technical data sheet PDF of a revision of ${of}, to show in the browser`,
    DocumentQuery,
    pdf,
    async (caller, query, { request, reply }) =>
      send(reply, await documents.file({ caller, brand: request.brand }, query, 'dataSheet'), 'inline'),
  );

  documentCall(
    (suffix) => `/project/items/document/file${suffix}`,
    (of) => `One document of a revision of ${of} by kind: PDF, DXF, text or the unit's IFC4 file (kind ifc)`,
    DocumentFileQuery,
    bytes('application/pdf, application/dxf, text/plain; charset=utf-8 or application/x-step (IFC)'),
    async (caller, { kind, ...query }, { request, reply }) =>
      send(reply, await documents.file({ caller, brand: request.brand }, query, kind)),
  );

  documentCall(
    (suffix) => `/project/items/document/zip${suffix}`,
    (of) =>
      `The data sheet, drawing (PDF and DXF), control scheme, specification and IFC4 model of a revision of ${of} as one zip`,
    DocumentQuery,
    bytes('application/zip'),
    async (caller, query, { request, reply }) =>
      send(reply, await documents.bundle({ caller, brand: request.brand }, query)),
  );

  documentCall(
    (suffix) => `/project/items/document/model${suffix}`,
    (of) => `The link of the 3D model (binary glTF) of a revision of ${of}`,
    DocumentQuery,
    ModelLinkResponse,
    async (caller, query, { request, url }) => {
      await documents.assertReadable({ caller, brand: request.brand }, query);
      return ok({ data: `/api${url}.glb?id=${query.id}&revNum=${query.revNum}` });
    },
  );

  documentCall(
    (suffix) => `/project/items/document/model${suffix}.glb`,
    (of) => `The 3D model of a revision of ${of} as binary glTF`,
    DocumentQuery,
    bytes('model/gltf-binary'),
    async (caller, query, { request, reply }) =>
      send(reply, await documents.model({ caller, brand: request.brand }, query), 'inline'),
  );
};
