import { strToU8, zipSync } from 'fflate';
import { technicalCardFileName, type DocumentKind } from '../../contracts/documents';
import type { DocumentContext } from './context';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { drawingDxf } from './drawing/drawing-dxf';
import { drawingPdf } from './drawing/drawing-pdf';
import { specificationPdf, specificationText } from './specification/specification';

/** Letters without a decomposition into base letter and accent (NFD leaves them as they are). */
const TRANSLITERATION: Record<string, string> = {
  đ: 'dj',
  Đ: 'Dj',
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
};

/**
 * A file name part from free text: accents dropped, ASCII letters, digits and '-' kept, anything else one '_'
 * (zip tools and mail clients that do not read UTF-8 names get the same name).
 */
export function sanitizeFileName(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (c) => TRANSLITERATION[c] ?? '_');
  return ascii.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'position';
}

/** The position's part of every document's file name: its name and revision, e.g. 'Lueftung_Buero_rev2'. */
export function documentFileBase(ctx: DocumentContext): string {
  return `${sanitizeFileName(ctx.position.name)}_rev${ctx.position.revisionNumber}`;
}

/** Each document's file name after the position's part: the data sheet as the seeds' '<kind>_TechnicalCard.pdf'. */
const FILE_NAMES: Record<DocumentKind, (ctx: DocumentContext) => string> = {
  dataSheet: (ctx) => technicalCardFileName(ctx.brand === 'prolux' ? 'prolux' : 'standard'),
  drawingPdf: () => 'Drawing.pdf',
  drawingDxf: () => 'Drawing.dxf',
  controlScheme: () => 'ControlScheme.pdf',
  specification: (ctx) => `Specification_${ctx.language}.txt`,
  specificationPdf: (ctx) => `Specification_${ctx.language}.pdf`,
};

/** One document's file name, e.g. 'Lueftung_Buero_rev2_Drawing.dxf' (the zip's entries are named so). */
export function documentFileName(ctx: DocumentContext, kind: DocumentKind): string {
  return `${documentFileBase(ctx)}_${FILE_NAMES[kind](ctx)}`;
}

/** The zip's own name. */
export function bundleFileName(ctx: DocumentContext): string {
  return `${documentFileBase(ctx)}_documents.zip`;
}

/**
 * The position's documents as one zip (issue 8): the technical data sheet (built elsewhere and passed in, named as the
 * seeds' download '<kind>_TechnicalCard.pdf', kind 'prolux' for the brand-specific card, else 'standard'), the
 * drawing as PDF and DXF, the control scheme and the specification as text and PDF (issue 18), each named after the
 * position and revision.
 * The entries carry the context's generatedAt, so the same context gives the same bytes.
 */
export async function documentBundle(ctx: DocumentContext, dataSheetPdf: Buffer): Promise<Buffer> {
  const name = (kind: DocumentKind) => documentFileName(ctx, kind);
  const [drawing, scheme, specification] = await Promise.all([
    drawingPdf(ctx),
    controlSchemePdf(ctx),
    specificationPdf(ctx),
  ]);
  const zip = zipSync(
    {
      [name('dataSheet')]: new Uint8Array(dataSheetPdf),
      [name('drawingPdf')]: new Uint8Array(drawing),
      [name('drawingDxf')]: strToU8(drawingDxf(ctx)),
      [name('controlScheme')]: new Uint8Array(scheme),
      [name('specification')]: strToU8(specificationText(ctx)),
      [name('specificationPdf')]: new Uint8Array(specification),
    },
    { level: 6, mtime: ctx.generatedAt },
  );
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
