import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentFixture } from '../fixture';
import { specificationPdf, specificationText } from './specification';

describe('specificationText (the tender text in the three languages)', () => {
  it('describes the configured unit with the numbers of the data sheet, in English', () => {
    const ctx = documentFixture();
    const text = specificationText(ctx);
    const sheet = ctx.dataSheet;
    expect(text).toContain('Tender specification: Compact PRO R 05');
    expect(text).toContain('1,900 × 1,000 × 1,080 mm');
    expect(text).toContain(`${Math.round(sheet.generalProductSpec.weight)} kg`);
    expect(text).toContain('2,200 m³/h');
    expect(text).toContain(`${sheet.ecodesign.thermalEfficiency.toFixed(1)} %`);
    // The text prints up to two decimals (6.50 shows as 6.5).
    expect(text).toContain(`${Number(sheet.heating?.capacity.toFixed(2))} kW`);
    expect(text).toContain(`${Number(sheet.cooling?.capacity.toFixed(2))} kW`);
    // The geometry chosen for the duty (issue 26).
    expect(text).toContain(
      `Geometry chosen for the duty: ${sheet.cooling?.rows} × ${sheet.cooling?.tubesPerRow}, fin pitch `,
    );
    expect(text).toContain(`${sheet.cooling?.circuits} circuits`);
    expect(text).toContain(sheet.supplyFilterCalculation.classISO16890);
    expect(text).toContain(`SFP of this fan ${Math.round(sheet.supplyFanCalculation.sfpValue)} W/(m³/s)`);
    expect(text).toContain('Rotary heat exchanger');
    expect(text).toContain('M03: Rotary wheel motor with speed controller');
    expect(text).toMatch(/Compliant: (yes|no)/);
    expect(text).toMatch(/^4\. Cooling coil$/m);
  });

  it('is German with umlauts and decimal commas', () => {
    const text = specificationText(documentFixture({ language: 'de' }));
    expect(text).toContain('Ausschreibungstext');
    for (const word of [
      'Wärmerückgewinnung',
      'Gehäuse und Dämmung',
      'Zuluftventilator',
      'Ökodesign',
      'Länge',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('2.200 m³/h');
    expect(text).toMatch(/\d+,\d %/);
  });

  it('is Serbian in Latin script', () => {
    const text = specificationText(documentFixture({ language: 'sr' }));
    for (const word of [
      'Rekuperacija toplote',
      'Kućište i izolacija',
      'Grejač',
      'Hladnjak',
      'Dužina × širina × visina',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('leaves out the coils a position does not have', () => {
    const text = specificationText(documentFixture({ position: { coils: 'without' } }));
    expect(text).not.toContain('Cooling coil');
    expect(text).not.toContain('Heating coil');
    expect(text).toMatch(/^4\. Filters$/m);
  });

  it('renders the same text in a PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spec-'));
    writeFileSync(join(dir, 'spec.pdf'), await specificationPdf(documentFixture({ language: 'de' })));
    const text = execFileSync('pdftotext', [join(dir, 'spec.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Ausschreibungstext');
    expect(text).toContain('Wärmerückgewinnung');
  });
});

describe('the specification in IP units (issue 30)', () => {
  it('states every quantity in IP, the SI one converted', () => {
    const si = specificationText(documentFixture({ language: 'en' }));
    const ip = specificationText(documentFixture({ language: 'en', unitSystem: 'ip' }));
    expect(si).toContain('- Supply air flow: 2,200 m³/h');
    // 2 200 m3/h = 1 294.9 cfm; 1 900 mm = 74.8 in.
    expect(ip).toContain('- Supply air flow: 1,295 cfm');
    expect(ip).toContain('74.8 × 39.4 × 42.5 in');
    expect(ip).toMatch(/Pressure drop at 68 °F/);
    expect(ip).not.toMatch(/m³\/h|°C|g\/kg| mm\b| kPa|\d Pa\b/);
  });
});
