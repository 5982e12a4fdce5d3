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
