import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '../context';
import { ARTIFACTS_DIR } from '../../test/pdf';
import { documentFixture } from '../fixture';
import { dataSheetPdf, ecodesignVerdict } from './data-sheet-pdf';
import { DATA_SHEET_TEXTS } from './texts';

const dir = mkdtempSync(join(tmpdir(), 'data-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function write(name: string, context: Parameters<typeof dataSheetPdf>[0]): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await dataSheetPdf(context));
  return file;
}

/** The PDF's text layer as poppler's pdftotext extracts it, runs of spaces folded (table cells are spaced out). */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'])
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');
const pageCount = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);

// The fixture's figures as the sheet prints them, per language (the price in each language's number format). SFP 954
// before engine 2.2.0, 925 since the coils are chosen for the duty (smaller drops than the card's fixed coils).
const EXPECTED = {
  en: { total: '12,110.00 €', sfp: '925 W/(m³/s)', pressure: '101,325 Pa (1,013.25 mbar)' },
  de: { total: '12.110,00 €', sfp: '925 W/(m³/s)', pressure: '101.325 Pa (1.013,25 mbar)' },
  sr: { total: '12.110,00 €', sfp: '925 W/(m³/s)', pressure: '101.325 Pa (1.013,25 mbar)' },
} as const;

describe('dataSheetPdf', () => {
  for (const language of DOCUMENT_LANGUAGES) {
    it(`writes the technical data sheet in ${language}: texts, letters, euro, page count, rendering`, async () => {
      const context = documentFixture({ language });
      const file = await write(language, context);
      const text = pdfText(file);
      const texts = DATA_SHEET_TEXTS[language];

      expect(text).toContain(texts.title);
      expect(text).toContain('Lüftung Büro Süd');
      expect(text).toMatch(new RegExp(`${texts.header.revision}\\s+2\\b`));
      expect(context.dataSheet.supplyFanCalculation.sfpValue).toBeCloseTo(925, 0);
      expect(text).toContain(EXPECTED[language].sfp);
      expect(text).toContain(ecodesignVerdict(texts, context.dataSheet));
      expect(text).toContain(EXPECTED[language].total);
      expect(text).toContain(EXPECTED[language].pressure);
      // German and Serbian letters of the fixture's names, and the euro sign, extract as themselves.
      for (const word of [
        'Müller & Söhne GmbH',
        'Jürgen Weiß',
        'Đorđe Šćepanović',
        'Čačak',
        'Žarkovo',
        '€',
      ]) {
        expect(text).toContain(word);
      }
      // Every section but the frost preheater's, which a unit has only when its winter needs one (the rotary
      // fixture does not; frost-preheater.test.ts checks that section).
      const { frostPreheater, ...always } = texts.sections;
      for (const section of Object.values(always)) {
        expect(text).toContain(section);
      }
      expect(text).not.toContain(frostPreheater);

      const pages = pageCount(file);
      expect(pages).toBeGreaterThanOrEqual(4);
      expect(text).toContain(`${texts.page} ${pages}/${pages}`);
      expect(text).not.toContain(`${texts.page} ${pages + 1}/`);

      // Every page renders; the PNGs are kept for a look (e2e/artifacts is not committed).
      const prefix = join(dir, `png-${language}`);
      execFileSync('pdftoppm', ['-r', '60', '-png', file, prefix]);
      const pngs = readdirSync(dir)
        .filter((f) => f.startsWith(`png-${language}`) && f.endsWith('.png'))
        .sort();
      expect(pngs).toHaveLength(pages);
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      pngs.forEach((png, i) =>
        renameSync(join(dir, png), join(ARTIFACTS_DIR, `data-sheet-${language}-${i + 1}.png`)),
      );
    });
  }

  it('P 06 at -25 C, 22 C / 50 % indoor: names the frost protection start, the stage, and prints 8 octave bands', async () => {
    const texts = DATA_SHEET_TEXTS.en;
    const context = documentFixture({
      position: {
        heatRecovery: 'Plate heat exchanger',
        heatRecoveryPlateType: 'Plate',
        unitTypeId: 8,
        flowSupplyM3h: 2400,
        flowReturnM3h: 2400,
        winterOutdoorTDb: -25,
        winterOutdoorRhPct: 90,
        winterIndoorTDb: 22,
        winterIndoorRhPct: 50,
      },
    });
    const ds = context.dataSheet;
    expect(ds.generalProductSpec.unit).toBe('P 06');
    const start = ds.recovery.frostProtectionStart ?? 0;
    expect(start).toBeLessThan(0);
    expect(ds.winterRecCalculation.frost.protection).not.toBe('none');
    expect(ds.summerRecCalculation.moistureTransfer).toBe(false);
    const text = pdfText(await write('frost', context));
    expect(text).toContain(`${texts.recovery.frostStart} ${start.toFixed(1)} °C`);
    expect(text).toContain(texts.recovery.frostStages[ds.winterRecCalculation.frost.protection]);
    expect(text).toContain(texts.recovery.noMoistureTransfer);
    expect(text).toContain(`+${ds.fanHeat.winter.supply.rise.toFixed(2)} K`);
    // The sound table: 63..8000 Hz for the four connections and the casing.
    expect(ds.noiseLevels.bandsHz).toEqual([63, 125, 250, 500, 1000, 2000, 4000, 8000]);
    expect(text).toMatch(/63 125 250 500 1,000 2,000 4,000 8,000/);
    for (const row of [
      texts.sound.outdoorInlet,
      texts.sound.supplyOutlet,
      texts.sound.extractInlet,
      texts.sound.exhaustOutlet,
      texts.sound.casing,
    ]) {
      expect(text).toContain(row);
    }
  });

  it('gives the prolux brand its own variant with the PROLUX heading', async () => {
    const prolux = pdfText(await write('prolux', documentFixture({ brand: 'prolux' })));
    const standard = pdfText(await write('standard', documentFixture({ brand: 'airsizer' })));
    expect(prolux).toContain('PROLUX');
    expect(standard).not.toContain('PROLUX');
    expect(standard).toContain('AirSizer');
  });

  it('has no heater or cooler sections for a position without coils', async () => {
    const texts = DATA_SHEET_TEXTS.en;
    const context = documentFixture({ position: { coils: 'without' } });
    expect(context.dataSheet.heating).toBeNull();
    const text = pdfText(await write('without-coils', context));
    expect(text).not.toContain(texts.sections.heater);
    expect(text).not.toContain(texts.sections.cooler);
    expect(text).not.toContain(texts.airStates.afterHeater);
    expect(text).toContain(texts.sections.recovery);
    expect(text).toContain(texts.sections.supplyFan);
  });
});
