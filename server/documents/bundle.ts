import { strToU8, zipSync } from 'fflate';
import type { DocumentKind } from '../../contracts/documents';
import type { DocumentContext } from './context';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { drawingDxf } from './drawing/drawing-dxf';
import { drawingPdf } from './drawing/drawing-pdf';
import { documentFileName } from './file-names';
import { unitModelIfc } from './model/ifc';
import { specificationPdf, specificationText } from './specification/specification';

/**
 * The position's documents as one zip (issue 8): the technical data sheet (built elsewhere and passed in, named as the
 * original's download '<kind>_TechnicalCard.pdf', kind 'prolux' for the brand-specific card, else 'standard'), the
 * drawing as PDF and DXF, the control scheme and the specification as text and PDF (issue 18) and the unit's IFC4 file
 * (issue 30), each named after the position and revision.
 * The entries carry the context's generatedAt, so the same context gives the same bytes.
 */
export async function documentBundle(ctx: DocumentContext, dataSheetPdf: Buffer): Promise<Buffer> {
  const zip = zipSync(await documentEntries(ctx, dataSheetPdf), { level: 6, mtime: ctx.generatedAt });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

/** The zip's entries by file name: the project's zip (project-documents.ts) puts each position's in a folder. */
export async function documentEntries(
  ctx: DocumentContext,
  dataSheetPdf: Buffer,
): Promise<Record<string, Uint8Array>> {
  const name = (kind: DocumentKind) => documentFileName(ctx, kind);
  const [drawing, scheme, specification, ifc] = await Promise.all([
    drawingPdf(ctx),
    controlSchemePdf(ctx),
    specificationPdf(ctx),
    unitModelIfc(ctx),
  ]);
  return {
    [name('dataSheet')]: new Uint8Array(dataSheetPdf),
    [name('drawingPdf')]: new Uint8Array(drawing),
    [name('drawingDxf')]: strToU8(drawingDxf(ctx)),
    [name('controlScheme')]: new Uint8Array(scheme),
    [name('specification')]: strToU8(specificationText(ctx)),
    [name('specificationPdf')]: new Uint8Array(specification),
    [name('ifc')]: ifc,
  };
}
