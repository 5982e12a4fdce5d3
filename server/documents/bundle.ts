import { strToU8, zipSync } from 'fflate';
import type { DocumentContext } from './context';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { drawingDxf } from './drawing/drawing-dxf';
import { drawingPdf } from './drawing/drawing-pdf';
import { specificationText } from './specification/specification';

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

/** The zip's own name. */
export function bundleFileName(ctx: DocumentContext): string {
  return `${documentFileBase(ctx)}_documents.zip`;
}

/**
 * The position's documents as one zip (issue 8): the technical data sheet (built elsewhere and passed in, named as the
 * seeds' download '<kind>_TechnicalCard.pdf', kind 'prolux' for the brand-specific card, else 'standard'), the
 * drawing as PDF and DXF, the control scheme and the specification text, each named after the position and revision.
 * The entries carry the context's generatedAt, so the same context gives the same bytes.
 */
export async function documentBundle(ctx: DocumentContext, dataSheetPdf: Buffer): Promise<Buffer> {
  const base = documentFileBase(ctx);
  const kind = ctx.brand === 'prolux' ? 'prolux' : 'standard';
  const [drawing, scheme] = await Promise.all([drawingPdf(ctx), controlSchemePdf(ctx)]);
  const zip = zipSync(
    {
      [`${base}_${kind}_TechnicalCard.pdf`]: new Uint8Array(dataSheetPdf),
      [`${base}_Drawing.pdf`]: new Uint8Array(drawing),
      [`${base}_Drawing.dxf`]: strToU8(drawingDxf(ctx)),
      [`${base}_ControlScheme.pdf`]: new Uint8Array(scheme),
      [`${base}_Specification_${ctx.language}.txt`]: strToU8(specificationText(ctx)),
    },
    { level: 6, mtime: ctx.generatedAt },
  );
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
