import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded in every PDF so German and Serbian letters and the euro sign print and extract
 * (the dejavu-fonts-ttf package ships the TTF files).
 */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let fontBytes: Record<keyof typeof FONTS, Buffer> | undefined;

/**
 * Registers the embedded fonts as 'regular' and 'bold' and selects 'regular'. The files are read once per process
 * and the bytes shared (pdfkit would read a path again for every document). Each document still parses its own
 * fontkit font: a parsed font shared between documents was three times faster, but fontkit keeps each glyph as first
 * met, so a glyph met without its character (as kerning or ligature lookups meet them) lost its text in every later
 * document's ToUnicode map (a German sheet after an English one extracted 'Zuluft' as 'uluft').
 */
export function registerFonts(doc: Pdf): void {
  fontBytes ??= { regular: readFileSync(FONTS.regular), bold: readFileSync(FONTS.bold) };
  doc.registerFont('regular', fontBytes.regular);
  doc.registerFont('bold', fontBytes.bold);
  doc.font('regular');
}

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document with the embedded fonts registered as 'regular' and 'bold'. */
export function createPdf(info: { title: string; author: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: info.title, Author: info.author },
    bufferPages: true,
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** DD/MM/YYYY, the seeds' date format. */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
