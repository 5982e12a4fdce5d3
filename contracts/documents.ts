import { z } from 'zod';
import { envelope } from './envelope';
import { recordIdParam } from './fields';
import { UnitSystemSchema } from './users';

/**
 * A position revision's documents (issue 8; docs/rules.md#documents). The data sheet comes as the original's
 * downloads (`/download-standard`, `/download-prolux`, `/project/items/document/view`); the drawing, control scheme
 * and specification singly or with the data sheet as one zip; the 3D model as binary glTF behind a link, and as an IFC4
 * file for BIM (issue 30) singly and in the zip.
 */

export const DOCUMENT_KINDS = [
  'dataSheet',
  'drawingPdf',
  'drawingDxf',
  'controlScheme',
  'specification',
  'specificationPdf',
  'ifc',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The languages every document is written in; a request that omits it gets the caller's language. */
export const DOCUMENT_LANGUAGES = ['en', 'de', 'sr'] as const;
export const DocumentLanguageSchema = z.enum(DOCUMENT_LANGUAGES, { error: 'must be one of en, de, sr' });
export type DocumentLanguage = z.infer<typeof DocumentLanguageSchema>;

/** One revision's document: position `id`, revision `revNum`, optionally the language. */
export const DocumentQuery = z.object({
  id: recordIdParam().describe('The position id'),
  revNum: recordIdParam(),
  lang: DocumentLanguageSchema.optional(),
  units: UnitSystemSchema.optional().describe("SI or IP; the caller's stored choice when absent"),
});
export type DocumentQuery = z.infer<typeof DocumentQuery>;

/** `GET /project/items/document/file`: one document by kind. */
export const DocumentFileQuery = DocumentQuery.extend({ kind: z.enum(DOCUMENT_KINDS) });

/** `GET /project/items/document/model`: the link of the revision's glTF model (data.data, as the original's client
 * reads it). */
export const ModelLinkResponse = envelope(
  z.object({ data: z.string().describe('Path of the .glb under /api') }),
);

export { DOCUMENT_MESSAGES } from './messages';

/** `GET /project/quotation` (issue 30): a project's quotation, its positions' data sheets appended on request. */
export const ProjectQuotationQuery = z.object({
  id: recordIdParam().describe('The project id'),
  lang: DocumentLanguageSchema.optional(),
  units: UnitSystemSchema.optional().describe("SI or IP; the caller's stored choice when absent"),
  appendix: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe("'true' appends each position's technical data sheet"),
});
export type ProjectQuotationQuery = z.infer<typeof ProjectQuotationQuery>;

/** `GET /project/documents/zip`: every position's documents and the quotation as one zip. */
export const ProjectDocumentsQuery = ProjectQuotationQuery.omit({ appendix: true });
export type ProjectDocumentsQuery = z.infer<typeof ProjectDocumentsQuery>;
