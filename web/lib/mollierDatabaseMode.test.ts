import { describe, expect, it } from 'vitest';
import { pdfFileName, positionFromState, positionPoints, schemeOf } from './mollierDatabaseMode';
import { chain, POSITION, RESULTS, RESULTS_WITHOUT_COILS } from '../features/mollier/testing';

const roles = (points: { process: unknown }[]) => points.map((p) => p.process);

describe('Mollier database mode (docs/rules.md#mollier-database-mode)', () => {
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

  it("with the results draws the chain: recovery on both streams, then the season's coil", () => {
    const { summer, winter } = positionPoints(POSITION, RESULTS);
    expect(roles(summer)).toEqual(['outdoor', 'indoor', 'DLL point', 'DLL point', 'Cooler point']);
    expect(roles(winter)).toEqual(['outdoor', 'indoor', 'DLL point', 'DLL point', 'Heater point']);
    expect(roles(positionPoints(POSITION, RESULTS_WITHOUT_COILS).summer)).toEqual([
      'outdoor',
      'indoor',
      'DLL point',
      'DLL point',
    ]);
  });

  it('joins each point to the one before it on its stream: the process lines', () => {
    const { summer } = positionPoints(POSITION, RESULTS);
    expect(summer.map((p) => p.sourceIds ?? [])).toEqual([[], [], [1], [2], [3]]);
  });

  it('keeps one dry-air mass flow along each stream, whatever the density at each point', () => {
    const { summer, winter } = positionPoints(POSITION, RESULTS);
    for (const season of [summer, winter]) {
      const [outdoor, indoor, supply, exhaust, coil] = season;
      expect(new Set([outdoor, supply, coil].map((p) => p!.massFlow))).toEqual(new Set([0.37]));
      expect(new Set([indoor, exhaust].map((p) => p!.massFlow))).toEqual(new Set([0.33]));
      // The volume at each state follows its density; the nominal flow is the stream's.
      expect(Math.abs(supply!.realFlowM3h - outdoor!.realFlowM3h)).toBeGreaterThan(1);
      expect(supply!.airflowM3h).toBe(1120);
      expect(exhaust!.airflowM3h).toBe(1000);
    }
  });

  it("carries each step's power (the coil's capacity) and its water", () => {
    const { summer, winter } = positionPoints(POSITION, RESULTS);
    expect(summer.map((p) => p.usedPower)).toEqual([0, 0, -2450, 2180, -4100]);
    expect(winter[4]!.usedPower).toBe(3300);
    expect(summer[4]!.usedWater).toBeCloseTo(0.37 * (0.0102 - 0.0104), 12);
    expect(summer[4]!.tDb).toBeCloseTo(18, 9);
    expect(winter[3]!.tDb).toBeCloseTo(-3.1, 9);
  });

  it('adds a fan point after the coil when the result has fan heat, and starts a typed coil inlet anew', () => {
    const supply = [
      ...RESULTS.chains.summer.supply.slice(0, 2),
      chain('cooler', 24, 0.011, 0.37, 0, false),
      chain('cooler', 17, 0.0095, 0.37, -3800, true),
      chain('fan', 17.9, 0.0095, 0.37, 880, true),
    ];
    const results = {
      ...RESULTS,
      chains: { ...RESULTS.chains, summer: { ...RESULTS.chains.summer, supply } },
    };
    const { summer } = positionPoints(POSITION, results);
    expect(roles(summer)).toEqual([
      'outdoor',
      'indoor',
      'DLL point',
      'DLL point',
      'Cooler point',
      'Cooler point',
      'Fan point',
    ]);
    expect(summer.map((p) => p.sourceIds ?? [])).toEqual([[], [], [1], [2], [], [5], [6]]);
    expect(summer[6]!.usedPower).toBe(880);
  });

  it.each([
    [2, 'Rotary'],
    [7, 'Plate'],
    [12, 'Enthalpy'],
  ])(
    'chooses the scheme by the family of size %i (%s) and by a coil point in the chain',
    (unitTypeId, family) => {
      const position = { ...POSITION, unitTypeId, coils: 'cooler' };
      const cooler = {
        ...RESULTS_WITHOUT_COILS,
        chains: { ...RESULTS_WITHOUT_COILS.chains, summer: RESULTS.chains.summer },
      };
      const { summer, winter } = positionPoints(position, cooler);
      expect(schemeOf(position, summer)).toEqual({ family, withCoils: true });
      expect(schemeOf(position, winter)).toEqual({ family, withCoils: false });
    },
  );

  it('has no scheme without a unit size', () => {
    expect(schemeOf({ ...POSITION, unitTypeId: undefined }, [])).toBeNull();
  });

  it('names the PDF after the position and its revision in database mode', () => {
    expect(pdfFileName('summer', null)).toBe('mollier-chart-summer.pdf');
    expect(pdfFileName('winter', POSITION)).toBe('mollier-chart-AHU_office-rev2-winter.pdf');
  });
});
