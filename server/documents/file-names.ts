import type { DocumentKind } from '../../contracts/documents';
import { technicalCardFileName } from '../../domain/documents';
import type { DocumentContext } from './context';

/**
 * The documents' file names, apart from the generators (bundle.ts) so the API process names files without loading
 * the PDF and drawing libraries at start (issue 19).
 */

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

/** Each document's file name after the position's part: the data sheet as '<kind>_TechnicalCard.pdf'
 * (docs/rules.md#documents). */
const FILE_NAMES: Record<DocumentKind, (ctx: DocumentContext) => string> = {
  dataSheet: (ctx) => technicalCardFileName(ctx.brand === 'prolux' ? 'prolux' : 'standard'),
  drawingPdf: () => 'Drawing.pdf',
  drawingDxf: () => 'Drawing.dxf',
  controlScheme: () => 'ControlScheme.pdf',
  specification: (ctx) => `Specification_${ctx.language}.txt`,
  specificationPdf: (ctx) => `Specification_${ctx.language}.pdf`,
  ifc: () => 'Model.ifc',
};

/** One document's file name, e.g. 'Lueftung_Buero_rev2_Drawing.dxf' (the zip's entries are named so). */
export function documentFileName(ctx: DocumentContext, kind: DocumentKind): string {
  return `${documentFileBase(ctx)}_${FILE_NAMES[kind](ctx)}`;
}

/** The zip's own name. */
export function bundleFileName(ctx: DocumentContext): string {
  return `${documentFileBase(ctx)}_documents.zip`;
}
