/**
 * ISO 16890 rigid-bag filters (docs/rules.md#engine-filters): pressure drops by face velocity and EN 13053's final
 * and mean. Published values: the test flow of Eurovent 4/21 and EU 1253/2014 (3400 m3/h, 0.944 m3/s, on a 592 x 592
 * cell: 2.7 m/s), EN 13053:2019 6.6 (final = initial + 100 Pa or 3 x initial). No published rigid-bag pressure-drop
 * curve was found in the stored sources: the initial drops are the demo catalogue's (docs/engine.md section 8).
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { filterSection } from './filters';

const cells = [{ widthMm: 592, heightMm: 592, count: 1 }];
const area = 0.592 * 0.592;

describe('filterSection', () => {
  it('gives the catalogue initial drop at the reference velocity (2.7 m/s) and 1.2 kg/m3', () => {
    for (const grade of Object.values(CATALOGUE.filters)) {
      const r = filterSection(grade, cells, grade.referenceVelocity * area, 1.2);
      expect(r.faceVelocity).toBeCloseTo(2.7, 12);
      expect(r.initialDpPa).toBeCloseTo(grade.initialDpPa, 9);
    }
  });

  it('puts Eurovent 4/21 and EU 1253/2014 test flow, 0.944 m3/s on one 592 x 592 cell, at 2.7 m/s', () => {
    const r = filterSection(CATALOGUE.filters.F7, cells, 3400 / 3600, 1.2);
    expect(r.faceVelocity).toBeCloseTo(2.7, 1);
    expect(Math.abs(r.initialDpPa / CATALOGUE.filters.F7.initialDpPa - 1)).toBeLessThan(0.01);
  });

  it('takes the final drop as the smaller of initial + 100 Pa and 3 x initial (EN 13053), design = their mean', () => {
    const f7 = CATALOGUE.filters.F7;
    const high = filterSection(f7, cells, 2.7 * area, 1.2);
    expect(high.finalDpPa).toBe(high.initialDpPa + 100);
    const low = filterSection(f7, cells, 0.5 * area, 1.2);
    expect(low.finalDpPa).toBeCloseTo(3 * low.initialDpPa, 12);
    expect(high.designDpPa).toBe((high.initialDpPa + high.finalDpPa) / 2);
  });

  it('grows with velocity between linear and quadratic, and orders the classes M6 < F7 < F8 < F9', () => {
    const m6 = CATALOGUE.filters.M6;
    const ratio =
      filterSection(m6, cells, 2 * area, 1.2).initialDpPa / filterSection(m6, cells, area, 1.2).initialDpPa;
    expect(ratio).toBeGreaterThan(2);
    expect(ratio).toBeLessThan(4);
    const drops = (['M6', 'F7', 'F8', 'F9'] as const).map(
      (c) => filterSection(CATALOGUE.filters[c], cells, area * 2, 1.2).initialDpPa,
    );
    expect(drops).toEqual([...drops].sort((a, b) => a - b));
  });

  it('prints the ISO 16890 class, the EN 779 equivalent, the energy class and the cells', () => {
    const r = filterSection(CATALOGUE.filters.F9, [{ widthMm: 592, heightMm: 287, count: 2 }], 0.5, 1.2);
    expect(r).toMatchObject({
      iso16890: 'ISO ePM1 80%',
      en779: 'F9',
      energyClass: 'B',
      type: 'Rigid bag filter',
    });
    expect(r.dimension).toBe('592x287x300 mm x 2');
    expect(() => filterSection(CATALOGUE.filters.F9, cells, 10, 1.2)).toThrow('filter.faceVelocity');
  });
});
