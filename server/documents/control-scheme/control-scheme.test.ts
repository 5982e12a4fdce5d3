import { describe, expect, it } from 'vitest';
import { pdfText, pdfWords, savePagePng } from '../../test/pdf';
import { drawingPdf } from '../drawing/drawing-pdf';
import { unitLayout } from '../drawing/layout';
import { documentFixture } from '../fixture';
import { controlSchemePdf } from './control-scheme-pdf';
import { schemeDevices } from './devices';

/** The PDF's text and, when `png` is given, its first page as e2e/artifacts/<png>. */
function textAndPage(pdf: Buffer, png?: string): string {
  if (png) {
    savePagePng(pdf, png.replace(/\.png$/, ''));
  }
  return pdfText(pdf);
}

const tags = (position: Record<string, unknown>) =>
  schemeDevices(documentFixture({ position })).map((d) => d.tag);

describe('schemeDevices (the devices the configuration has)', () => {
  it('tags the rotary unit with both coils', () => {
    const devices = schemeDevices(documentFixture());
    expect(devices.map((d) => `${d.tag} ${d.kind} ${d.signals.join('+')}`)).toEqual([
      'M01 odaDamperActuator DO+DI',
      'M02 ehaDamperActuator DO+DI',
      'TE01 odaTemperature AI',
      'TE02 supTemperature AI',
      'TE03 etaTemperature AI',
      'TE04 ehaTemperature AI',
      'ME01 etaHumidity AI',
      'PDS01 supplyFilterPressure DI',
      'PDS02 exhaustFilterPressure DI',
      'M03 wheelDrive AO+DI',
      'V01 coolerValve AO',
      'V02 heaterValve AO',
      'TS01 frostThermostat DI',
      'TE05 heaterWaterTemperature AI',
      'M04 supplyFanMotor AO+DI',
      'M05 exhaustFanMotor AO+DI',
    ]);
  });

  it('has no valves, frost thermostat or water sensor without coils', () => {
    const list = tags({ coils: 'without' });
    expect(list.filter((t) => t.startsWith('V') || t.startsWith('TS'))).toEqual([]);
    expect(list).toHaveLength(12);
  });

  it('has no filter pressure switches without differential pressure indicators', () => {
    expect(tags({ differentialPressureIndicator: false }).some((t) => t.startsWith('PDS'))).toBe(false);
  });

  it("drives a plate exchanger's bypass damper instead of a wheel", () => {
    const ctx = documentFixture({
      position: { heatRecovery: 'Plate heat exchanger', heatRecoveryPlateType: 'Plate', unitTypeId: 7 },
    });
    expect(ctx.selection.unit.family).toBe('Plate');
    const kinds = schemeDevices(ctx).map((d) => d.kind);
    expect(kinds).toContain('bypassActuator');
    expect(kinds).not.toContain('wheelDrive');
  });
});

describe('controlSchemePdf', () => {
  it('renders the scheme with the tags and the legend', async () => {
    const text = textAndPage(await controlSchemePdf(documentFixture()), 'control-scheme.png');
    for (const expected of [
      'Control scheme',
      'M01',
      'PDS02',
      'V01',
      'V02',
      'TS01',
      'TE05',
      'ME01',
      'ODA',
      'ETA',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/M03\s+Rotary wheel motor with speed controller, rotation monitor\s+AO \+ DI/);
  });

  it('shows no valve tags for a position without coils', async () => {
    const text = textAndPage(await controlSchemePdf(documentFixture({ position: { coils: 'without' } })));
    expect(text).toContain('M01');
    expect(text).not.toMatch(/\bV0\d/);
    expect(text).not.toContain('TS01');
  });

  it('is written in German and Serbian', async () => {
    expect(textAndPage(await controlSchemePdf(documentFixture({ language: 'de' })))).toContain(
      'Frostschutzthermostat',
    );
    expect(textAndPage(await controlSchemePdf(documentFixture({ language: 'sr' })))).toContain(
      'Šema automatike',
    );
  });
});

describe('the supply path above or below, as the drawing and the data sheet place it (issue 31 point 10)', () => {
  /** The top of the first word `text` on page 1, pt from the page's top. */
  const top = (pdf: Buffer, text: string) => {
    const word = pdfWords(pdf).find((w) => w.page === 1 && w.text === text);
    expect(word, text).toBeDefined();
    return word?.yMin ?? 0;
  };
  // Rotary direction 1 runs the supply path lower; a plate unit (and rotary directions 3 and 4) upper.
  for (const [name, position, zone] of [
    ['rotary, airflow direction 1', { airflowDirection: 1 }, 'lower'],
    ['rotary, airflow direction 3', { airflowDirection: 3 }, 'upper'],
    [
      'plate',
      { heatRecovery: 'Plate heat exchanger', heatRecoveryPlateType: 'Plate', unitTypeId: 7 },
      'upper',
    ],
  ] as const) {
    it(`${name}: supply ${zone} in the scheme, the drawing and the data sheet`, async () => {
      const ctx = documentFixture({ position });
      expect(ctx.selection.unit.supplyZone).toBe(zone);
      const layout = unitLayout(ctx.selection);
      // The drawing's model: y grows upwards, the supply row above the exhaust's when the zone is upper.
      expect(layout.rows.supply.y0 > layout.rows.exhaust.y0).toBe(zone === 'upper');
      // The data sheet's arrangement line says the same.
      expect(ctx.dataSheet.generalProductSpec.arrangement).toContain(`supply air ${zone}`);
      // On the page y grows downwards: the supply label above the extract air's when the zone is upper.
      const scheme = await controlSchemePdf(ctx);
      expect(top(scheme, 'SUP') < top(scheme, 'ETA')).toBe(zone === 'upper');
      expect(top(scheme, 'ODA') < top(scheme, 'EHA')).toBe(zone === 'upper');
      const drawing = await drawingPdf(ctx);
      expect(top(drawing, 'SUP') < top(drawing, 'ETA')).toBe(zone === 'upper');
    });
  }
});
