import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { documentEntries } from '../bundle';
import type { DocumentContext } from '../context';
import { dataSheetPdf } from '../data-sheet/data-sheet-pdf';
import { sanitizeFileName } from '../file-names';
import { quotationPdf, type QuotationInput } from './quotation-pdf';

/**
 * A project's documents (issue 30): its quotation, with each position's data sheet appended when asked, and the zip of
 * every position's documents with the quotation. The positions' contexts are those of their active revisions, made
 * as each position's own documents are (DocumentsService.context), so every figure is the revision's.
 */
export interface ProjectDocumentsInput {
  quotation: Omit<QuotationInput, 'appendixCount'>;
  /** The active revisions' contexts, in the quotation's order. */
  positions: readonly DocumentContext[];
  /** The data sheets as the quotation's appendix. */
  appendix: boolean;
}

/** Appends PDFs to the first, page by page (pdf-lib: PDFKit writes but cannot read a PDF). */
async function concatenated(first: Uint8Array, rest: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.load(first);
  for (const bytes of rest) {
    const part = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(part, part.getPageIndices())) {
      merged.addPage(page);
    }
  }
  // No creation or modification stamp of today: the same input gives the same bytes.
  merged.setCreationDate(new Date(0));
  merged.setModificationDate(new Date(0));
  return merged.save();
}

/** The quotation PDF, with the positions' data sheets after it when `appendix`. */
export async function projectQuotation(input: ProjectDocumentsInput): Promise<Uint8Array> {
  const count = input.appendix ? input.positions.length : 0;
  const cover = await quotationPdf({ ...input.quotation, appendixCount: count });
  if (count === 0) {
    return cover;
  }
  const sheets = [];
  for (const ctx of input.positions) {
    sheets.push(await dataSheetPdf(ctx));
  }
  return concatenated(cover, sheets);
}

/** A folder name: the position's number in the list and its name as the documents' file names write it. */
const folder = (index: number, ctx: DocumentContext) =>
  `${String(index + 1).padStart(2, '0')}_${sanitizeFileName(ctx.position.name)}`;

/** The zip: the quotation (without appendix) at the top, each position's documents in a folder of its own. */
export async function projectBundle(
  input: ProjectDocumentsInput,
  quotationName: string,
): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {
    [quotationName]: await projectQuotation({ ...input, appendix: false }),
  };
  for (const [index, ctx] of input.positions.entries()) {
    const files = await documentEntries(ctx, await dataSheetPdf(ctx));
    for (const [name, bytes] of Object.entries(files)) {
      entries[`${folder(index, ctx)}/${name}`] = bytes;
    }
  }
  return zipSync(entries, { level: 6, mtime: input.quotation.generatedAt });
}
