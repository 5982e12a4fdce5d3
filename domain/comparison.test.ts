import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '../contracts/documents';
import { PositionFieldsSchema, type PositionInput } from '../contracts/positions';
import { select } from '../engine/select';
import { defaultSelection } from '../engine/test/selection';
import {
  comparisonDecimals,
  compareRevisions,
  inputUnit,
  resultLeaves,
  resultUnit,
  UNITLESS_RESULTS,
} from './comparison';
import { COMPARISON_LABELS, comparisonLabel } from './comparison-labels';
import { dataSheet } from './data-sheet';

/** Records of every unit type (at a flow it serves) at a cold winter: rotary and plate units, with and without the
 * frost preheater. */
const COLD = { ...defaultSelection().winter, outdoor: { tDb: -20, rh: 0.9 } };
const sheets = Array.from({ length: 15 }, (_, i) => {
  for (const flow of [1120, 2000, 3000, 5000, 8000, 12_000, 18_000, 25_000]) {
    try {
      return dataSheet(
        select(
          defaultSelection({ unitTypeId: i + 1, flowSupplyM3h: flow, flowReturnM3h: flow, winter: COLD }),
        ),
      );
    } catch {
      // Not this size's range: the next flow.
    }
  }
  throw new Error(`no flow served by unit type ${i + 1}`);
});

describe('the comparison of two revisions (issue 30)', () => {
  it('covers records with a frost preheater and without', () => {
    expect(sheets.some((sheet) => sheet.frostPreheater !== null)).toBe(true);
    expect(sheets.some((sheet) => sheet.frostPreheater === null)).toBe(true);
  });

  it('gives every numeric result a unit, or lists it as a count or ratio on purpose', () => {
    for (const sheet of sheets) {
      for (const [key, leaf] of resultLeaves(sheet)) {
        if (typeof leaf.value === 'number') {
          const last = leaf.labelKey.split('.').pop()!;
          expect(UNITLESS_RESULTS.has(last) || resultUnit(leaf.labelKey) !== '', key).toBe(true);
        }
      }
    }
  });

  it('names every input field and every part of every result path in English, German and Serbian', () => {
    const fields = Object.keys(PositionFieldsSchema.shape).filter(
      (field) => !['projId', 'guid', 'localDateTime', 'timeZone'].includes(field),
    );
    const parts = new Set(
      sheets.flatMap((sheet) =>
        [...resultLeaves(sheet).values()].flatMap((leaf) => leaf.labelKey.split('.')),
      ),
    );
    for (const language of DOCUMENT_LANGUAGES) {
      const labels = COMPARISON_LABELS[language];
      expect(Object.keys(labels.inputs).sort(), language).toEqual([...fields].sort());
      for (const part of parts) {
        expect(labels.parts[part], `${language}: ${part}`).toBeTruthy();
      }
      expect(Object.keys(labels.parts).sort(), language).toEqual(
        Object.keys(COMPARISON_LABELS.en.parts).sort(),
      );
    }
    expect(
      comparisonLabel(
        { group: 'result', labelKey: 'noiseLevels.supplyOutlet.bands', detail: '500 Hz' },
        'de',
      ),
    ).toBe('Schall › Zuluft-Austritt › Oktavband (500 Hz)');
  });

  it('names sound bands by their frequency and price items by their code, skipping versions and charts', () => {
    const leaves = resultLeaves(sheets[0]!);
    expect(leaves.get('noiseLevels.outdoorInlet.bands.0')?.detail).toBe('63 Hz');
    expect(leaves.get('supplyFanCalculation.soundPowerIn.0')?.detail).toBe('125 Hz');
    expect(leaves.get('price.items.base')?.labelKey).toBe('price.items');
    expect([...leaves.keys()].filter((key) => /engineVersion|fanChart|bandsHz|catalogue/.test(key))).toEqual(
      [],
    );
  });

  it('takes a coil value’s unit from its parameter, a field’s from its name', () => {
    expect(inputUnit('heaterAirInputValue', { heaterAirInputParam: 'Capacity' })).toBe('kW');
    expect(inputUnit('heaterAirInputValue', { heaterAirInputParam: 'Supply Temperature' })).toBe('°C');
    expect(inputUnit('coolerWaterInputValue', { coolerWaterInputParam: 'Fluid flow' })).toBe('m³/h');
    expect(inputUnit('winterOutdoorXGkg', {})).toBe('g/kg');
    expect(inputUnit('heightM', {})).toBe('m');
    expect(inputUnit('changeRatePerH', {})).toBe('1/h');
    expect(inputUnit('buildingType', {})).toBe('');
  });

  it('gives no change in percent across units, from 0 or between texts', () => {
    const sheet = sheets[0]!;
    const input = {
      heaterAirInputParam: 'Supply Temperature',
      heaterAirInputValue: 22,
      areaM2: 0,
    } as PositionInput;
    const rows = compareRevisions(
      { input, dataSheet: sheet },
      {
        input: { ...input, heaterAirInputParam: 'Capacity', heaterAirInputValue: 5, areaM2: 10 },
        dataSheet: sheet,
      },
    );
    expect(rows.map((row) => [row.key, row.unit, row.changePct])).toEqual([
      ['areaM2', 'm²', null],
      ['heaterAirInputParam', '', null],
      ['heaterAirInputValue', '°C → kW', null],
    ]);
  });

  it('shows small numbers with more decimals', () => {
    expect([1400, 1120.4, 250.25, 1.23456, 0.5654, 3].map(comparisonDecimals)).toEqual([0, 0, 1, 2, 3, 0]);
  });
});
