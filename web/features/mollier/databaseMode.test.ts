import { describe, expect, it } from 'vitest';
import { pdfFileName, positionFromState, positionPoints, schemeOf } from './databaseMode';
import { POSITION, RESULTS } from './testing';

const roles = (points: { process: unknown }[]) => points.map((p) => p.process);

describe('Mollier database mode (part 3, "Position navigation state")', () => {
  it('reads a position from the navigation state and refuses a malformed one', () => {
    expect(positionFromState(POSITION)?.name).toBe('AHU office');
    expect(positionFromState({ name: 'x' })).toBeNull();
    expect(positionFromState(null)).toBeNull();
  });

  it('without recuperator results has the outdoor and indoor points only', () => {
    const { summer, winter } = positionPoints(POSITION);
    expect(roles(summer)).toEqual(['outdoor', 'indoor']);
    expect(roles(winter)).toEqual(['outdoor', 'indoor']);
  });

  it.each([
    ['both', ['Cooler point'], ['Heater point']],
    ['cooler', ['Cooler point'], []],
    ['heater', [], ['Heater point']],
    ['without', [], []],
  ])(
    'with coils %s adds the DLL points and the coil points of that season',
    (coils, summerCoil, winterCoil) => {
      const { summer, winter } = positionPoints({ ...POSITION, coils }, RESULTS);
      expect(roles(summer)).toEqual(['outdoor', 'indoor', 'DLL point', 'DLL point', ...summerCoil]);
      expect(roles(winter)).toEqual(['outdoor', 'indoor', 'DLL point', 'DLL point', ...winterCoil]);
    },
  );

  it('builds each point from its recuperator result with the supply or return flow', () => {
    const { summer, winter } = positionPoints(POSITION, RESULTS);
    const [, indoor, supply, exhaust, cooler] = summer;
    expect(supply!.tDb).toBeCloseTo(28.1, 6);
    expect(supply!.rh).toBeCloseTo(0.45, 6);
    expect(supply!.airflowM3h).toBe(1120);
    expect(exhaust!.tDb).toBeCloseTo(32.5, 6);
    expect(exhaust!.airflowM3h).toBe(1000);
    expect(indoor!.airflowM3h).toBe(1000);
    expect(cooler!.tDb).toBeCloseTo(18, 6);
    expect(winter[4]!.tDb).toBeCloseTo(22, 6);
    expect(summer.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves the coil point out when the server has no coil result', () => {
    const { summer } = positionPoints(POSITION, { ...RESULTS, cooler_Sup: null });
    expect(roles(summer)).toEqual(['outdoor', 'indoor', 'DLL point', 'DLL point']);
  });

  it.each([
    [2, 'Rotary'],
    [7, 'Plate'],
    [12, 'Enthalpy'],
  ])('chooses the scheme by the family of size %i (%s) and by more than 4 points', (sizeOfUnit, family) => {
    const position = { ...POSITION, sizeOfUnit, coils: 'cooler' };
    const { summer, winter } = positionPoints(position, RESULTS);
    expect(schemeOf(position, summer)).toEqual({ family, withCoils: true });
    expect(schemeOf(position, winter)).toEqual({ family, withCoils: false });
  });

  it('has no scheme without a unit size', () => {
    expect(schemeOf({ ...POSITION, sizeOfUnit: undefined }, [])).toBeNull();
  });

  it('names the PDF after the position and its revision in database mode', () => {
    expect(pdfFileName('summer', null)).toBe('mollier-chart-summer.pdf');
    expect(pdfFileName('winter', POSITION)).toBe('mollier-chart-AHU_office-rev2-winter.pdf');
  });
});
