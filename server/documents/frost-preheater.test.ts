/**
 * Issue 25: the electric frost preheater the selection sizes is a component of every document: the data sheet (its
 * section, the air-state row after it, the price line), the drawing (PDF and DXF), the 3D model, the control scheme
 * and the tender text, in the three languages; and in none of them for a unit whose winter needs no preheater.
 */
import { NodeIO } from '@gltf-transform/core';
import DxfParser, { type ITextEntity } from 'dxf-parser';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { airStates } from '../../domain/data-sheet';
import { pdfText, savePagePng } from '../test/pdf';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { schemeDevices } from './control-scheme/devices';
import { SCHEME_TEXTS } from './control-scheme/texts';
import type { DocumentContext, DocumentLanguage } from './context';
import { dataSheetPdf } from './data-sheet/data-sheet-pdf';
import { DATA_SHEET_TEXTS } from './data-sheet/texts';
import { drawingDxf } from './drawing/drawing-dxf';
import { drawingPdf } from './drawing/drawing-pdf';
import { unitLayout } from './drawing/layout';
import { DRAWING_TEXTS } from './drawing/texts';
import { documentFixture, NOVI_SAD_POSITION } from './fixture';
import { unitModelGltf } from './model/unit-model';
import { specificationText } from './specification/specification';
import { SPECIFICATION_TEXTS } from './specification/texts';

const LANGUAGES: DocumentLanguage[] = ['en', 'de', 'sr'];
const noviSad = (language: DocumentLanguage = 'en') =>
  documentFixture({ language, position: NOVI_SAD_POSITION });
/** The same plate unit on a mild winter (-2 C): no frost risk at the design point, so no preheater. */
const mild = (language: DocumentLanguage = 'en') =>
  documentFixture({ language, position: { ...NOVI_SAD_POSITION, winterOutdoorTDb: -2 } });

const dxfTexts = (ctx: DocumentContext) =>
  (new DxfParser().parseSync(drawingDxf(ctx))?.entities ?? [])
    .filter((e): e is ITextEntity => e.type === 'TEXT')
    .map((e) => e.text);

describe('the frost preheater in the documents (issue 25)', () => {
  it('is sized 7 x 2.5 kW for Novi Sad and absent for a mild winter', () => {
    const sheet = noviSad().dataSheet;
    expect(sheet.frostPreheater?.steps).toBe(7);
    expect(sheet.frostPreheater?.ratedPower).toBe(17.5);
    expect(sheet.price.items.find((i) => i.code === 'frostPreheater')?.price).toBe(1290);
    const rows = airStates(sheet);
    expect(rows.map((r) => r.key).slice(0, 3)).toEqual(['outdoor', 'afterPreheater', 'afterRecovery']);
    expect(rows[1]?.winter.tDb).toBeCloseTo(sheet.winterRecCalculation.frost.preheatedTo ?? 0, 9);
    // Summer: the preheater is off, the air passes unchanged.
    expect(rows[1]?.summer).toEqual(rows[0]?.summer);
    expect(mild().dataSheet.frostPreheater).toBeNull();
    expect(airStates(mild().dataSheet).some((r) => r.key === 'afterPreheater')).toBe(false);
  });

  it.each(LANGUAGES)(
    'is in the data sheet: its section, the air state after it and the price line (%s)',
    async (language) => {
      const t = DATA_SHEET_TEXTS[language];
      const ctx = noviSad(language);
      const pdf = await dataSheetPdf(ctx);
      const text = pdfText(pdf);
      expect(text).toContain(t.sections.frostPreheater);
      expect(text).toContain(t.airStates.afterPreheater);
      expect(text).toContain(t.frostPreheater.ratedPower);
      expect(text).toContain(t.frostPreheater.stepsValue(7, language === 'en' ? '2.5 kW' : '2,5 kW'));
      expect(text).toMatch(new RegExp(`${t.price.items.frostPreheater} 17[.,]5 kW\\s+.*1[.,]?290`));
      const without = pdfText(await dataSheetPdf(mild(language)));
      expect(without).not.toContain(t.sections.frostPreheater);
      expect(without).not.toContain(t.airStates.afterPreheater);
      expect(without).not.toContain(t.price.items.frostPreheater);
    },
  );

  it.each(LANGUAGES)('is in the drawing PDF and DXF (%s)', async (language) => {
    const name = DRAWING_TEXTS[language].components.preheater;
    const ctx = noviSad(language);
    expect(pdfText(await drawingPdf(ctx)).replace(/\s+/g, ' ')).toContain(name);
    expect(dxfTexts(ctx)).toContain(name);
    expect(dxfTexts(mild(language))).not.toContain(name);
  });

  it('sits in the supply path between the supply filter and the heat recovery', () => {
    const layout = unitLayout(noviSad().selection);
    const supply = layout.components.filter((c) => c.path !== 'exhaust').sort((a, b) => a.x0 - b.x0);
    const order = supply.map((c) => c.kind);
    expect(order.slice(0, 4)).toEqual(['damper', 'filter', 'preheater', 'recovery']);
    const filter = supply[1];
    const preheater = supply[2];
    expect(preheater?.x0).toBe(filter?.x1);
    expect(unitLayout(mild().selection).components.some((c) => c.kind === 'preheater')).toBe(false);
  });

  it('is a node of the 3D model', async () => {
    const names = async (ctx: DocumentContext) =>
      (await new NodeIO().readBinary(await unitModelGltf(ctx)))
        .getRoot()
        .listNodes()
        .map((n) => n.getName());
    expect(await names(noviSad())).toContain('frost-preheater');
    const report = await validateBytes(await unitModelGltf(noviSad()), {
      format: 'glb',
      writeTimestamp: false,
    });
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
    expect(await names(mild())).not.toContain('frost-preheater');
  });

  it.each(LANGUAGES)(
    'is in the control scheme with its controller, overheat cut-out and sensor (%s)',
    async (language) => {
      const t = SCHEME_TEXTS[language];
      const ctx = noviSad(language);
      const devices = schemeDevices(ctx).filter((d) => d.column === 'preheater');
      expect(devices.map((d) => `${d.tag} ${d.kind} ${d.signals.join('+')}`)).toEqual([
        'E01 preheaterController AO+DI',
        'TS01 preheaterOverheat DI',
        'TE05 preheaterTemperature AI',
      ]);
      const text = pdfText(await controlSchemePdf(ctx));
      expect(text).toContain(DRAWING_TEXTS[language].components.preheater);
      expect(text).toContain(t.devices.preheaterController);
      expect(schemeDevices(mild(language)).some((d) => d.column === 'preheater')).toBe(false);
    },
  );

  it.each(LANGUAGES)('is in the tender text (%s)', (language) => {
    const t = SPECIFICATION_TEXTS[language];
    const text = specificationText(noviSad(language));
    expect(text).toContain(t.headings.frostPreheater);
    expect(text).toContain(
      `${t.labels.preheaterInstalled}: ${language === 'en' ? '17.5' : '17,5'} kW (7 × ${language === 'en' ? '2.5' : '2,5'} kW)`,
    );
    expect(text).toContain(`3 ~ 400 V, ${language === 'en' ? '25.3' : '25,3'} A`);
    expect(specificationText(mild(language))).not.toContain(t.headings.frostPreheater);
  });

  it('leaves pictures of the Novi Sad data sheet, drawing and control scheme in e2e/artifacts', async () => {
    const ctx = noviSad();
    savePagePng(await drawingPdf(ctx), 'novi-sad-drawing');
    savePagePng(await controlSchemePdf(ctx), 'novi-sad-control-scheme');
    // The data sheet's page with the preheater: the PDF's second page (pdftoppm -f 2).
    savePagePng(await dataSheetPdf(ctx), 'novi-sad-data-sheet', 2);
  });
});
