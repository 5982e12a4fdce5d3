import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf';
import { dataSheetPdf } from './data-sheet/data-sheet-pdf';
import { numberFormatter } from './data-sheet/texts';
import { documentFixture } from './fixture';
import { specificationText } from './specification/specification';

/**
 * Issue 15, one value per quantity: where the data sheet and the specification print the same quantity, they read the
 * same field of the result; where two values differ on purpose, the label says which.
 */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('one value per quantity across the documents', () => {
  const ctx = documentFixture();
  const sheet = ctx.dataSheet;
  const n = numberFormatter('en');
  const spec = specificationText(ctx);

  it('prints the exchanger’s drop the fans are sized with (20 °C) from the fans’ budget, labelled so', async () => {
    const supply = sheet.supplyFanCalculation.internalDrops.recovery;
    const exhaust = sheet.exhaustFanCalculation.internalDrops.recovery;
    expect(spec).toContain(
      `- Pressure drop at 20 °C (fan sizing), supply / exhaust: ${n(supply)} / ${n(exhaust)} Pa`,
    );
    const pdf = words(pdfText(await dataSheetPdf(ctx)));
    // The fan's table of internal drops: damper, filter, heat recovery at 20 °C, ...
    expect(pdf).toContain('Heat recovery at 20 °C');
    const drops = sheet.supplyFanCalculation.internalDrops;
    expect(pdf).toContain(`${n(drops.damper)} ${n(drops.filter)} ${n(supply)} `);
    // The season values differ on purpose (the air's density and viscosity): labelled as the season's air.
    expect(pdf).toContain('Pressure drop at the season’s air, supply side');
    expect(sheet.winterRecCalculation.sup_PressureDrop).not.toBe(supply);
  });

  it('names the unit’s SFP (both fans over the larger flow) and each fan’s own apart, with their classes', async () => {
    expect(spec).toContain(
      `- Specific fan power of the unit, both fans over the larger flow (EN 16798-3): ${n(sheet.ecodesign.sfpUnit)} W/(m³/s), ${sheet.ecodesign.sfpUnitClass}`,
    );
    expect(spec).toContain(
      `SFP of this fan ${n(sheet.supplyFanCalculation.sfpValue)} W/(m³/s) (${sheet.supplyFanCalculation.sfpClass})`,
    );
    const pdf = words(pdfText(await dataSheetPdf(ctx)));
    expect(pdf).toContain(`SFP of this fan ${n(sheet.supplyFanCalculation.sfpValue)} W/(m³/s)`);
    expect(pdf).toContain('SFP class of this fan');
    expect(pdf).toContain('SFP of the unit (both fans, larger flow;');
    expect(pdf).toContain(`${n(sheet.ecodesign.sfpUnit)} W/(m³/s), ${sheet.ecodesign.sfpUnitClass}`);
  });
});
