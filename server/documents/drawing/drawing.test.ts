import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import DxfParser, { type ILineEntity, type ILwpolylineEntity, type ITextEntity } from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, pdfRawText, pdfText, savePagePng } from '../../test/pdf';
import { documentFixture } from '../fixture';
import { drawingDxf } from './drawing-dxf';
import { drawingPdf } from './drawing-pdf';
import { coilDepthMm, unitLayout } from './layout';
import { DRAWING_LAYERS } from './views';

/** The PDF's text and, when `png` is given, its first page as e2e/artifacts/<png>. */
function textAndPage(pdf: Buffer, png?: string): string {
  if (png) {
    savePagePng(pdf, png.replace(/\.png$/, ''));
  }
  return pdfText(pdf);
}

describe('drawingDxf (issue 8: the DXF opens with the expected layers and the catalogue dimensions)', () => {
  const ctx = documentFixture();
  const parsed = new DxfParser().parseSync(drawingDxf(ctx));
  const entities = parsed?.entities ?? [];

  it('is in millimetres and has the layers OUTLINE, SECTIONS, DOORS, CONNECTIONS, DIMENSIONS, TEXT', () => {
    expect(parsed?.header.$INSUNITS).toBe(4);
    const layers = Object.keys(parsed?.tables.layer.layers ?? {});
    expect(layers).toEqual(expect.arrayContaining([...DRAWING_LAYERS]));
    for (const layer of DRAWING_LAYERS) {
      expect(entities.some((e) => e.layer === layer)).toBe(true);
    }
  });

  it("draws the casing outline in three views at the catalogue's length, width and height", () => {
    const { lengthMm, externalWidthMm, externalHeightMm } = ctx.selection.unit.dimensions;
    expect([lengthMm, externalWidthMm, externalHeightMm]).toEqual([1900, 1000, 1080]);
    const outlines = entities
      .filter((e): e is ILwpolylineEntity => e.type === 'LWPOLYLINE' && e.layer === 'OUTLINE')
      .map((e) => {
        const xs = e.vertices.map((v) => v.x);
        const ys = e.vertices.map((v) => v.y);
        return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
      });
    // Front view: length x height; top view: length x width; side view: width x height.
    expect(outlines).toEqual([
      [lengthMm, externalHeightMm],
      [lengthMm, externalWidthMm],
      [externalWidthMm, externalHeightMm],
    ]);
  });

  it('labels the four duct connections and the dimensions', () => {
    const texts = entities.filter((e): e is ITextEntity => e.type === 'TEXT').map((e) => e.text);
    for (const code of ['ODA', 'SUP', 'ETA', 'EHA']) {
      expect(texts.some((t) => t.includes(code))).toBe(true);
    }
    expect(texts).toEqual(expect.arrayContaining(['1900', '1000', '1080', 'ODA 800 × 200']));
    expect(texts.some((t) => t.includes('Lüftung Büro Süd'))).toBe(true);
    expect(entities.filter((e): e is ILineEntity => e.type === 'LINE').length).toBeGreaterThan(20);
  });
});

describe('unitLayout', () => {
  it('puts ODA and EHA at one end and SUP and ETA at the other, by the airflow direction', () => {
    const ends = (direction: number) =>
      Object.fromEntries(
        unitLayout(documentFixture({ position: { airflowDirection: direction } }).selection).connections.map(
          (c) => [c.code, c.x],
        ),
      );
    expect(ends(1)).toEqual({ ODA: 0, EHA: 0, SUP: 1900, ETA: 1900 });
    expect(ends(2)).toEqual({ ODA: 1900, EHA: 1900, SUP: 0, ETA: 0 });
  });

  it('stacks the supply path lower for rotary directions 1 and 2, upper for 3 and 4', () => {
    const zone = (direction: number) =>
      unitLayout(documentFixture({ position: { airflowDirection: direction } }).selection).rows.supply.y0;
    expect(zone(1)).toBe(0);
    expect(zone(3)).toBe(540);
  });

  it('gives the cooler and the heater lengths in the ratio of their depths, which follow their rows (issue 26)', () => {
    const { selection } = documentFixture();
    const length = (kind: string, rows: number) => {
      const chosen = {
        ...selection,
        cooler: selection.cooler && { ...selection.cooler, rows: kind === 'cooler' ? rows : 2 },
        heater: selection.heater && { ...selection.heater, rows: kind === 'heater' ? rows : 2 },
      };
      const c = unitLayout(chosen).components.find((x) => x.kind === kind);
      return (c?.x1 ?? 0) - (c?.x0 ?? 0);
    };
    expect(length('cooler', 6)).toBeGreaterThan(length('cooler', 2));
    const cooler = unitLayout(selection).components.find((x) => x.kind === 'cooler');
    const heater = unitLayout(selection).components.find((x) => x.kind === 'heater');
    expect(((cooler?.x1 ?? 0) - (cooler?.x0 ?? 0)) / ((heater?.x1 ?? 0) - (heater?.x0 ?? 0))).toBeCloseTo(
      coilDepthMm(selection.cooler?.rows ?? 0) / coilDepthMm(selection.heater?.rows ?? 0),
      9,
    );
  });
});

describe('drawingPdf', () => {
  it('renders the views with dimensions, connections, sections, the service side and the title block', async () => {
    const text = textAndPage(await drawingPdf(documentFixture()), 'drawing.png');
    for (const expected of [
      '1900',
      '1000',
      '1080',
      'ODA',
      'SUP',
      'ETA',
      'EHA',
      'Service side',
      'Heat recovery',
      'Supply fan',
      'Lüftung Büro Süd',
      'Poslovni centar Žarkovo',
      '1.0.0',
      'AirSizer',
    ]) {
      expect(text).toContain(expected);
    }
    expect(readFileSync(join(ARTIFACTS_DIR, 'drawing.png')).length).toBeGreaterThan(10_000);
  });

  it('is written in German', async () => {
    const text = textAndPage(await drawingPdf(documentFixture({ language: 'de' })));
    expect(text).toContain('Bedienseite');
    expect(text).toContain('Maßstab');
  });
});

describe('the drawing in IP units (issue 30)', () => {
  it('prints its dimensions in inches and says so; the DXF keeps mm', async () => {
    const ip = documentFixture({ unitSystem: 'ip' });
    const text = pdfRawText(await drawingPdf(ip));
    expect(text).toContain('Dimensions in inches.');
    // The casing length, 1 900 mm, is 74.8 in.
    expect(text).toContain('74.8');
    expect(text).toContain('74.8 × 39.4 × 42.5 in');
    expect(text).not.toMatch(/\bmm\b/);
    expect(drawingDxf(ip)).toBe(drawingDxf(documentFixture()));
  });
});
