import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf';
import { createPdf, FONTS, pdfBuffer } from './pdf';

/** A document of one line in the embedded regular font. */
async function onePdf(line: string): Promise<Buffer> {
  const doc = createPdf({ title: 't', author: 'a' });
  doc.fontSize(11).text(line);
  return pdfBuffer(doc);
}

describe('the embedded fonts, parsed and laid out once per thread', () => {
  const line = 'Zuluftventilator Wärmerückgewinnung officiel 2.200 m³/h, 1 234,5 W';

  it('gives each later document the same text and the same widths as the first', async () => {
    const first = await onePdf(line);
    const second = await onePdf(line);
    expect(pdfText(second)).toBe(pdfText(first));
    expect(pdfText(second)).toContain('Zuluftventilator Wärmerückgewinnung officiel');
    const widths = () => {
      const doc = createPdf({ title: 't', author: 'a' });
      return doc.fontSize(11).widthOfString(line);
    };
    expect(widths()).toBe(widths());
  });

  it('measures a word as a fresh fontkit layout does (a kept layout is never scaled twice)', () => {
    const fresh = fontkit.create(readFileSync(FONTS.regular)) as Font;
    const expected = (11 * fresh.layout('Wärmerückgewinnung').advanceWidth) / fresh.unitsPerEm;
    for (let i = 0; i < 3; i++) {
      const doc = createPdf({ title: 't', author: 'a' });
      expect(doc.fontSize(11).widthOfString('Wärmerückgewinnung')).toBeCloseTo(expected, 9);
    }
  });
});
