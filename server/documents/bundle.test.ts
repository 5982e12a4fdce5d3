import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentBundle } from './bundle';
import { bundleFileName, sanitizeFileName } from './file-names';
import { documentFixture } from './fixture';
import { unitModelIfc } from './model/ifc';
import { specificationText } from './specification/specification';

describe('documentBundle (issue 8: the zip holds the seven files)', () => {
  const dataSheetPdf = Buffer.from('%PDF-1.7 data sheet stand-in');

  it('holds exactly the data sheet, the drawing as PDF and DXF, the control scheme, the specification as text and PDF and the IFC model', async () => {
    const ctx = documentFixture({ language: 'de' });
    const zip = await documentBundle(ctx, dataSheetPdf);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries).sort()).toEqual([
      'Luftung_Buro_Sud_rev2_ControlScheme.pdf',
      'Luftung_Buro_Sud_rev2_Drawing.dxf',
      'Luftung_Buro_Sud_rev2_Drawing.pdf',
      'Luftung_Buro_Sud_rev2_Model.ifc',
      'Luftung_Buro_Sud_rev2_Specification_de.pdf',
      'Luftung_Buro_Sud_rev2_Specification_de.txt',
      'Luftung_Buro_Sud_rev2_standard_TechnicalCard.pdf',
    ]);
    expect(Buffer.from(entries['Luftung_Buro_Sud_rev2_standard_TechnicalCard.pdf'] ?? [])).toEqual(
      dataSheetPdf,
    );
    expect(strFromU8(entries['Luftung_Buro_Sud_rev2_Specification_de.txt'] ?? new Uint8Array())).toBe(
      specificationText(ctx),
    );
    // Issue 30: the same IFC file as its download.
    expect(Buffer.from(entries['Luftung_Buro_Sud_rev2_Model.ifc'] ?? [])).toEqual(
      Buffer.from(await unitModelIfc(ctx)),
    );
    expect(strFromU8(entries['Luftung_Buro_Sud_rev2_Drawing.dxf'] ?? new Uint8Array())).toContain(
      '$INSUNITS',
    );
    for (const pdf of [
      'Luftung_Buro_Sud_rev2_Drawing.pdf',
      'Luftung_Buro_Sud_rev2_ControlScheme.pdf',
      'Luftung_Buro_Sud_rev2_Specification_de.pdf',
    ]) {
      expect(strFromU8((entries[pdf] ?? new Uint8Array()).subarray(0, 5))).toBe('%PDF-');
    }

    expect(bundleFileName(ctx)).toBe('Luftung_Buro_Sud_rev2_documents.zip');
  });

  it("names the data sheet after the brand's card kind", async () => {
    const zip = await documentBundle(documentFixture({ brand: 'prolux' }), dataSheetPdf);
    expect(Object.keys(unzipSync(new Uint8Array(zip)))).toContain(
      'Luftung_Buro_Sud_rev2_prolux_TechnicalCard.pdf',
    );
  });
});

describe('sanitizeFileName', () => {
  it('keeps ASCII letters and digits and replaces the rest', () => {
    expect(sanitizeFileName('Đorđe / Šćepanović: AHU 1*')).toBe('Djordje_Scepanovic_AHU_1');
    expect(sanitizeFileName('Straße ../../etc')).toBe('Strasse_etc');
    expect(sanitizeFileName('***')).toBe('position');
  });
});
