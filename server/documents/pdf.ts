import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
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

let fonts: Record<keyof typeof FONTS, Font> | undefined;

/**
 * A font parsed once for every document of this thread (issue 19: parsing the tables anew for each document was half
 * of a data sheet's time). fontkit caches each glyph with the characters it was first met with, and pdfkit writes
 * those into the PDF's ToUnicode map, so a glyph first met by a kerning or ligature lookup (no characters) lost its
 * text in later documents (a German sheet after an English one extracted 'Zuluft' as 'uluft'). Warming the cache with
 * the ligatures and then every character of the font's cmap gives every glyph its text before any document's layout.
 */
function parsedFont(path: string): Font {
  const font = fontkit.create(readFileSync(path)) as Font;
  // Ligatures first: their glyphs also have code points of their own (U+FB01 ...), which would extract as one sign.
  for (const ligature of LIGATURES) {
    font.layout(ligature);
  }
  for (const codePoint of font.characterSet) {
    font.glyphForCodePoint(codePoint);
  }
  return font;
}

/** The Latin ligatures DejaVu Sans substitutes by default: laid out once so their glyphs carry their letters. */
const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl'];

/**
 * Registers the embedded fonts as 'regular' and 'bold' and selects 'regular'. The fonts are parsed once per thread
 * (see parsedFont); each document still makes its own subset of the glyphs it uses.
 */
export function registerFonts(doc: Pdf): void {
  fonts ??= { regular: parsedFont(FONTS.regular), bold: parsedFont(FONTS.bold) };
  // pdfkit takes a parsed fontkit font where its types say a path or bytes.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
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

/** DD/MM/YYYY, the date format of docs/rules.md#formats. */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
