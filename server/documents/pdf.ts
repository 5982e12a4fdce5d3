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
  return withSharedLayouts(font);
}

/** Words laid out and kept per font for every later document of this thread; past this many, the store starts anew. */
const LAYOUTS_KEPT = 20_000;

/**
 * pdfkit lays out each word once per document (its cache lives with the document's font); shaping a word with the
 * font's OpenType tables was a third of a data sheet's time, and the sheets of a product share most of their words.
 * So the parsed font keeps every word's layout for all documents. pdfkit scales a layout's positions in place, so each
 * caller gets fresh positions; the glyphs are fontkit's own, shared as fontkit shares them.
 */
function withSharedLayouts(font: Font): Font {
  const layOut = font.layout.bind(font);
  const layouts = new Map<string, ReturnType<Font['layout']>>();
  font.layout = (text, ...rest) => {
    if (typeof text !== 'string' || (rest.length > 0 && rest.some((argument) => argument !== undefined))) {
      return layOut(text, ...rest);
    }
    let run = layouts.get(text);
    if (!run) {
      if (layouts.size >= LAYOUTS_KEPT) {
        layouts.clear();
      }
      run = layOut(text);
      layouts.set(text, run);
    }
    return copyOf(run, { positions: run.positions.map((position) => copyOf(position, {})) });
  };
  return font;
}

/** `value` with its class, its own fields and `changes`. */
function copyOf<T extends object>(value: T, changes: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object) as T, value, changes);
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

/**
 * A date as the document's language writes it: DD/MM/YYYY in English (docs/rules.md#formats), DD.MM.YYYY in German
 * and Serbian (issue 31: the German sheet printed 27/11/2026).
 */
export function formatDate(date: Date, language: 'en' | 'de' | 'sr' = 'en'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const separator = language === 'en' ? '/' : '.';
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
}
