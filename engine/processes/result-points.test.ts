/**
 * Database-mode points (issue 16): a stored selection's stream keeps its dry-air mass flow from point to point, and
 * its powers and process lines survive the round trip through point definitions (the Mollier PDF) and recalculation.
 */
import { describe, expect, it } from 'vitest';
import { standardPressure } from '../psychro';
import { resultPoint } from './air-point';
import { MOLLIER_DEFAULT_CONTEXT, pointsFromDefinitions, recalculate } from './mollier-points';
import type { PointDefinition } from './mollier-points';

const pressure = standardPressure(117);
const context = { ...MOLLIER_DEFAULT_CONTEXT, pressure };

describe('resultPoint', () => {
  it('takes the stream mass flow as given: the volume at the state follows it, not the other way round', () => {
    const warm = resultPoint(3, 'DLL point', { tDb: 28, w: 0.0104 }, 1120, flows(0.37, -2450, []), pressure);
    const cold = resultPoint(
      5,
      'Cooler point',
      { tDb: 18, w: 0.0102 },
      1120,
      flows(0.37, -4100, [3]),
      pressure,
    );
    expect([warm.massFlow, cold.massFlow]).toEqual([0.37, 0.37]);
    // Colder air is denser: the same dry air takes less volume.
    expect(cold.realFlowM3h).toBeLessThan(warm.realFlowM3h);
    expect(cold.realFlowM3h).toBeCloseTo(0.37 * cold.v * 3600, 9);
    expect(cold).toMatchObject({ usedPower: -4100, sourceIds: [3], fromResult: true });
  });
});

describe('result points through definitions and recalculation', () => {
  const definitions: PointDefinition[] = [
    { process: 'outdoor', tDb: 34.6, rh: 0.3, airflowM3h: 1120, result: flows(0.37, 0, []) },
    { process: 'indoor', tDb: 26, rh: 0.5, airflowM3h: 1000, result: flows(0.33, 0, []) },
    { process: 'DLL point', tDb: 28.1, rh: 0.45, airflowM3h: 1120, result: flows(0.37, -2450, [1]) },
    { process: 'DLL point', tDb: 32.5, rh: 0.33, airflowM3h: 1000, result: flows(0.33, 2180, [2]) },
    { process: 'Cooler point', tDb: 18, rh: 0.8, airflowM3h: 1120, result: flows(0.37, -4100, [3]) },
  ];

  it('keeps mass flows, powers and sources (the PDF draws what the screen drew)', () => {
    const points = pointsFromDefinitions(definitions, context);
    expect(points.map((p) => p.massFlow)).toEqual([0.37, 0.33, 0.37, 0.33, 0.37]);
    expect(points.map((p) => p.usedPower)).toEqual([0, 0, -2450, 2180, -4100]);
    expect(points.map((p) => p.sourceIds ?? [])).toEqual([[], [], [1], [2], [3]]);
    expect(points[4]!.tDb).toBeCloseTo(18, 9);
    expect(points[4]!.rh).toBeCloseTo(0.8, 9);
  });

  it('recalculation keeps them too, while plain fixed points still take airflow / v', () => {
    const points = recalculate(pointsFromDefinitions(definitions, context), context);
    expect(points.map((p) => p.massFlow)).toEqual([0.37, 0.33, 0.37, 0.33, 0.37]);
    const plain = pointsFromDefinitions(
      [{ process: 'outdoor', tDb: 34.6, rh: 0.3, airflowM3h: 1120 }],
      context,
    );
    expect(plain[0]!.massFlow).toBeCloseTo(1120 / 3600 / plain[0]!.v, 12);
    expect(plain[0]!.fromResult).toBeUndefined();
  });
});

function flows(massFlow: number, usedPower: number, sourceIds: number[]) {
  return { massFlow, usedPower, usedWater: 0, sourceIds };
}
