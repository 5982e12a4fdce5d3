import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where tests leave rendered pages for people to look at (not committed). */
export const ARTIFACTS_DIR = join(import.meta.dirname, '../../e2e/artifacts');

/** A PDF's text layer as poppler's pdftotext extracts it (-layout). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** A PDF's text in the order it was drawn (pdftotext -raw), every run of white space one space: a cell that wraps
 * reads as one phrase. */
export function pdfRawText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
}

/** Renders one page of the PDF (the first unless given) with poppler's pdftoppm (110 dpi) as
 * e2e/artifacts/<name>.png. */
export function savePagePng(pdf: Buffer, name: string, page = 1): void {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const pages = ['-f', String(page), '-l', String(page)];
    execFileSync('pdftoppm', ['-png', '-r', '110', ...pages, '-singlefile', file, join(ARTIFACTS_DIR, name)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One word of a PDF as poppler places it: its page (from 1) and box in points from the page's top left. */
export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** A PDF's words with their boxes (pdftotext -bbox), in the order they were drawn. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf }).toString('utf8');
  const words: PdfWord[] = [];
  let page = 0;
  const tag = /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(tag)) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const [, xMin, yMin, xMax, yMax, text] = match;
    words.push({
      text: unescapeHtml(text ?? ''),
      page,
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    });
  }
  return words;
}

const unescapeHtml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
