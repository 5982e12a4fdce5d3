import { describe, expect, it } from 'vitest';
import { fromSystem, SI_UNITS, unitSymbol } from '../../../domain/units';
import { pdfRawText, savePagePng } from '../../test/pdf';
import { documentFixture } from '../fixture';
import { dataSheetPdf } from './data-sheet-pdf';

/** Every unit symbol either system prints, longest first, as a pattern's alternatives. */
const SYMBOLS = [...new Set(SI_UNITS.flatMap((u) => [unitSymbol(u, 'si'), unitSymbol(u, 'ip')]))]
  .sort((a, b) => b.length - a.length)
  .map((symbol) => symbol.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  .join('|');
const NUMBER = String.raw`-?\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(String.raw`(${NUMBER}(?:\s?[x×]\s?${NUMBER})*) (${SYMBOLS})(?![\p{L}\d])`, 'gu');

/**
 * The figures of a text: each number followed by a unit symbol, in drawing order; a size's sides ('800 x 200 mm')
 * each with the size's unit. English separators.
 */
function figures(text: string): { value: number; unit: string }[] {
  return [...text.matchAll(FIGURE)].flatMap((m) =>
    m[1]!.split(/\s?[x×]\s?/).map((side) => ({ value: Number(side.replace(/,/g, '')), unit: m[2]! })),
  );
}

/** The SI units whose IP symbol differs, by the symbol each system prints. */
const CONVERTED = SI_UNITS.filter((u) => unitSymbol(u, 'si') !== unitSymbol(u, 'ip'));

describe('the data sheet in IP units (issue 30, acceptance 2)', () => {
  it('prints every converted figure as the SI sheet`s figure in IP, within the display precision', async () => {
    const si = pdfRawText(await dataSheetPdf(documentFixture({ language: 'en' })));
    const ipPdf = await dataSheetPdf(documentFixture({ language: 'en', unitSystem: 'ip' }));
    const ip = pdfRawText(ipPdf);
    savePagePng(ipPdf, 'data-sheet-ip');

    // IP has one airflow unit: the SI sheet's second airflow row (m3/s) has no IP row. Wrapping differs between the
    // two, so the figures are compared in reading order over the whole sheet, not line by line.
    const a = figures(si).filter((f) => f.unit !== 'm³/s');
    const b = figures(ip);
    expect(b.length).toBe(a.length);
    let compared = 0;
    const seen = new Set<string>();
    a.forEach((figure, k) => {
      const other = b[k]!;
      const where = `figure ${k}: ${figure.value} ${figure.unit} / ${other.value} ${other.unit}`;
      const candidates = CONVERTED.filter((u) => unitSymbol(u, 'si') === figure.unit);
      // An unconverted quantity (an electric kW, a percentage) prints the same figure.
      if (candidates.length === 0 || other.unit === figure.unit) {
        expect(other, where).toEqual(figure);
        return;
      }
      const unit = candidates.find((u) => unitSymbol(u, 'ip') === other.unit);
      expect(unit, where).toBeDefined();
      // The IP figure back in SI, against the SI one: within a step of the coarser display.
      const back = fromSystem(other.value, unit!, 'ip');
      const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
      const siStep = 10 ** -decimals(figure.value);
      const ipStep = Math.abs(fromSystem(other.value + 10 ** -decimals(other.value), unit!, 'ip') - back);
      expect(Math.abs(back - figure.value), where).toBeLessThanOrEqual(Math.max(siStep, ipStep) + 1e-9);
      compared += 1;
      seen.add(unit!);
    });
    // The sheet's quantities that change in IP, each met at least once.
    expect(compared).toBeGreaterThan(60);
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'm³/h',
        'Pa',
        '°C',
        'kW',
        'g/kg',
        'm/s',
        'mm',
        'kg/h',
        'm',
        'W/(m³/s)',
        'Pa abs',
      ]),
    );
    // Only the fan charts' secondary scales and the ISO 3744 surface (its formula is in m²) stay SI.
    const outsideSecondaryScales = ip.replace(/Airflow, cfm m³\/h|in\. wg Pa |S = [\d.]+ m²/g, '');
    expect(outsideSecondaryScales).not.toMatch(/m³\/h|°C|g\/kg|kPa| Pa\b| mm\b| m²/);
  });
});
