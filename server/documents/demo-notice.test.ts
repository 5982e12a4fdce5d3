import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf';
import { DEMO_NOTICE, DOCUMENT_LANGUAGES, type DocumentContext } from './context';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { dataSheetPdf } from './data-sheet/data-sheet-pdf';
import { titleRows } from './drawing/views';
import { documentFixture } from './fixture';
import { specificationPdf, specificationText } from './specification/specification';

/** The fixture as a manufacturer's catalogue would give it (demo: false). */
const manufacturers = (ctx: DocumentContext): DocumentContext => ({
  ...ctx,
  dataSheet: { ...ctx.dataSheet, catalogue: { name: 'Compact PRO', demo: false } },
});

/** pdftotext keeps the words; -layout may widen the spaces between them. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the demo catalogue notice (issue 15, acceptance 4)', () => {
  it.each(DOCUMENT_LANGUAGES)(
    'is on the data sheet’s first page, the specification, the drawing and the control scheme in %s',
    async (language) => {
      const ctx = documentFixture({ language });
      const line = `${DEMO_NOTICE[language].label}: ${DEMO_NOTICE[language].text}`;
      const firstPage = words(pdfText(await dataSheetPdf(ctx)).split('\f')[0] ?? '');
      expect(firstPage).toContain(line);
      expect(words(pdfText(await specificationPdf(ctx)))).toContain(line);
      expect(specificationText(ctx).split('\n')[1]).toBe(line);
      expect(titleRows(ctx)).toContainEqual([DEMO_NOTICE[language].label, DEMO_NOTICE[language].text]);
      expect(words(pdfText(await controlSchemePdf(ctx)))).toContain(line);
    },
  );

  it('reads in English, German and Serbian (Latin)', () => {
    expect(DEMO_NOTICE.en).toEqual({ label: 'Demo catalogue', text: 'not a manufacturer’s data' });
    expect(DEMO_NOTICE.de).toEqual({ label: 'Demo-Katalog', text: 'keine Herstellerdaten' });
    expect(DEMO_NOTICE.sr).toEqual({ label: 'Demo katalog', text: 'nisu podaci proizvođača' });
  });

  it('is absent with a manufacturer’s catalogue', async () => {
    const ctx = manufacturers(documentFixture());
    expect(pdfText(await dataSheetPdf(ctx))).not.toContain('Demo catalogue');
    expect(specificationText(ctx)).not.toContain('Demo catalogue');
    expect(titleRows(ctx).map(([label]) => label)).not.toContain('Demo catalogue');
    expect(pdfText(await controlSchemePdf(ctx))).not.toContain('Demo catalogue');
  });
});
