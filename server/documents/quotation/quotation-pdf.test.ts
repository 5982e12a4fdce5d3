import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../../contracts/brands';
import { airflowCalculator } from '../../../engine/catalogue';
import { DOCUMENT_LANGUAGES } from '../context';
import { numberFormatter } from '../data-sheet/texts';
import { documentFixture } from '../fixture';
import { pdfRawText, savePagePng } from '../../test/pdf';
import { quotationNumber, quotationPdf, type QuotationInput } from './quotation-pdf';
import { BRAND_TERMS, QUOTATION_TEXTS } from './texts';

/** Five positions of one project: rotary, plate and membrane units of several sizes, with and without coils. */
const POSITIONS = [
  { name: 'AHU 1 Offices', family: 'Rotary', coils: 'both', flow: 1500 },
  { name: 'AHU 2 Meeting', family: 'Plate', coils: 'heater', flow: 1900 },
  { name: 'AHU 3 Lobby', family: 'Rotary', coils: 'without', flow: 3400 },
  { name: 'AHU 4 Kitchen', family: 'Plate', coils: 'cooler', flow: 2600 },
  { name: 'AHU 5 Archive', family: 'Rotary', coils: 'without', flow: 900 },
].map(({ name, family, coils, flow }, i) => {
  const unit = airflowCalculator(flow, flow).find((u) => u.heatRecoveryType === family)!;
  const heatRecovery = family === 'Rotary' ? 'Rotary heat exchanger' : 'Plate heat exchanger';
  const ctx = documentFixture({
    position: { name, heatRecovery, unitTypeId: unit.id, coils, flowSupplyM3h: flow, flowReturnM3h: flow },
  });
  return { name, revisionNumber: i + 1, dataSheet: ctx.dataSheet };
});

function input(overrides: Partial<QuotationInput> = {}): QuotationInput {
  const ctx = documentFixture();
  return {
    language: 'en',
    brand: 'airsizer',
    unitSystem: 'si',
    release: '1.0.0',
    generatedAt: new Date('2026-11-27T10:00:00Z'),
    user: ctx.user,
    project: ctx.project,
    positions: POSITIONS,
    appendixCount: 0,
    ...overrides,
  };
}

describe('the project quotation (issue 30)', () => {
  it('lists the five positions with unit, airflow, key figures and price, and the total of their prices', async () => {
    const pdf = await quotationPdf(input());
    savePagePng(pdf, 'quotation-en');
    const text = pdfRawText(pdf);
    const total = POSITIONS.reduce((sum, p) => sum + p.dataSheet.price.total, 0);
    expect(total).toBeGreaterThan(30_000);
    for (const expected of [
      'Quotation',
      'Müller & Söhne GmbH',
      'Jürgen Weiß',
      'Poslovni centar Žarkovo',
      `Quotation number ${quotationNumber(input())}`,
      'AHU1-20261127',
      'Valid until 27/12/2026',
      'Demo catalogue: not a manufacturer’s data',
      'Total (net) 5 units',
      `${numberFormatter('en')(total, 2)} €`,
      ...BRAND_TERMS.airsizer.lines.en,
    ]) {
      expect(text).toContain(expected);
    }
    for (const [i, p] of POSITIONS.entries()) {
      expect(text).toContain(
        `${i + 1} ${p.name} (revision ${i + 1}) ${p.dataSheet.generalProductSpec.model}`,
      );
      expect(text).toContain(`${numberFormatter('en')(p.dataSheet.price.total, 2)} €`);
    }
    expect(text).toContain(`${numberFormatter('en')(1500, 0)} m³/h`);
  });

  it.each(DOCUMENT_LANGUAGES.flatMap((language) => BRAND_IDS.map((brand) => [language, brand] as const)))(
    'is written in %s for %s, with the brand`s validity and terms',
    async (language, brand) => {
      const text = pdfRawText(await quotationPdf(input({ language, brand })));
      const t = QUOTATION_TEXTS[language];
      expect(text).toContain(t.title);
      expect(text).toContain(t.total);
      expect(text).toContain(BRAND_TERMS[brand].lines[language][2]!);
      const until = new Date(Date.UTC(2026, 10, 27 + BRAND_TERMS[brand].validityDays, 10));
      const pad = (n: number) => String(n).padStart(2, '0');
      const sep = language === 'en' ? '/' : '.';
      expect(text).toContain(
        `${pad(until.getDate())}${sep}${pad(until.getMonth() + 1)}${sep}${until.getFullYear()}`,
      );
    },
  );

  it('prints airflows and capacities in IP on request', async () => {
    const text = pdfRawText(await quotationPdf(input({ unitSystem: 'ip' })));
    expect(text).toContain('883 cfm'); // 1 500 m3/h
    expect(text).toMatch(/heating [\d,]+ Btu\/h/);
    expect(text).not.toContain('m³/h');
  });

  it('says so when the project has no calculated position', async () => {
    const text = pdfRawText(await quotationPdf(input({ positions: [] })));
    expect(text).toContain('The project has no calculated positions yet.');
  });
});
