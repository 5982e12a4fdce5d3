/** The Mollier tool's point operations (docs/rules.md#mollier-processes) and defaults (docs/rules.md#mollier-points). */
import { describe, expect, it } from 'vitest';
import { EngineInputError, EngineRangeError } from '../errors';
import { standardPressure } from '../psychro';
import {
  appendPoint,
  applyProcess,
  defaultPoints,
  deletePoint,
  editFixedPoint,
  insertPoint,
  MOLLIER_DEFAULT_CONTEXT,
  recalculate,
  renamePoint,
} from './mollier-points';
import type { AirPoint } from './air-point';

const ctx = MOLLIER_DEFAULT_CONTEXT;

/** The summer defaults with a cooler to 16 C and a heater to 20 C. */
function summerChain(): AirPoint[] {
  let points = defaultPoints('summer');
  points = appendPoint(points, ctx);
  points = applyProcess(points, 3, { code: 20, tDb: 16 }, ctx);
  points = appendPoint(points, ctx);
  return applyProcess(points, 4, { code: 10, tDb: 20 }, ctx);
}

describe('default points (docs/rules.md#mollier-points, recomputed at 101 325 Pa and 10 000 m3/h)', () => {
  it('summer: outdoor 35 C / 40 %, indoor 22 C / 40 %, close to the original’s rounded values', () => {
    const [outdoor, indoor] = defaultPoints('summer');
    expect(outdoor).toMatchObject({ id: 1, process: 'outdoor', tDb: 35, rh: 0.4, airflowM3h: 10_000 });
    expect(indoor).toMatchObject({ id: 2, process: 'indoor', tDb: 22, rh: 0.4 });
    // The original's values (its own formulas, rounded): wet bulb 23.8, W 14.3 g/kg, h 72.1 kJ/kg, density 1.12.
    expect(outdoor?.tWb).toBeCloseTo(23.8, 0);
    expect(Math.abs((outdoor?.w ?? 0) * 1000 - 14.3)).toBeLessThan(0.3);
    expect(Math.abs((outdoor?.h ?? 0) / 1000 - 72.1)).toBeLessThan(1);
    expect(outdoor?.rho).toBeCloseTo(1.13, 1);
    expect(indoor?.tWb).toBeCloseTo(13.8, 0);
    // ASHRAE 2017 ch. 1 Table 3: p_ws(35 C) = 5.6291 kPa, p_ws(22 C) = 2.6448 kPa (relative 3e-4).
    expect(Math.abs((outdoor?.pws ?? 0) / 5629.1 - 1)).toBeLessThan(3e-4);
    expect(Math.abs((indoor?.pws ?? 0) / 2644.8 - 1)).toBeLessThan(3e-4);
  });

  it('winter: outdoor -20 C / 90 %, indoor 20 C / 40 %; m3/s = m3/h / 3600; realFlow = airflow at the entered state', () => {
    const [outdoor, indoor] = defaultPoints('winter');
    expect(Math.abs((outdoor?.tWb ?? 0) - -20.1)).toBeLessThan(0.1);
    // The original's: density 1.38 and 1.18 kg/m3 (the original's own constants): within 0.02.
    expect(Math.abs((outdoor?.rho ?? 0) - 1.38)).toBeLessThan(0.02);
    expect(Math.abs((indoor?.rho ?? 0) - 1.18)).toBeLessThan(0.02);
    expect(outdoor?.airflowM3s).toBeCloseTo(10_000 / 3600, 12);
    expect(outdoor?.realFlowM3h).toBeCloseTo(10_000, 9);
    expect(outdoor?.massFlow).toBeCloseTo(10_000 / 3600 / (outdoor?.v ?? 1), 12);
  });
});

describe('point operations', () => {
  it('chains processes from the outdoor air (the indoor point is room air, not part of the chain)', () => {
    const [outdoor, , cooler, heater] = summerChain();
    expect(cooler).toMatchObject({ id: 3, process: 20, tDb: 16, calcParameter: 10 });
    expect(cooler?.w).toBeLessThan(outdoor?.w ?? 0);
    expect(cooler?.massFlow).toBe(outdoor?.massFlow);
    expect(cooler?.usedPower).toBeLessThan(0);
    expect(cooler?.usedWater).toBeLessThan(0);
    expect(heater).toMatchObject({ id: 4, process: 10, tDb: 20, w: cooler?.w, airflowM3h: 10_000 });
    expect(heater?.usedPower).toBeCloseTo((heater?.massFlow ?? 0) * ((heater?.h ?? 0) - (cooler?.h ?? 0)), 6);
  });

  it('marks power-driven cooling with calcParameter 20', () => {
    const points = applyProcess(summerChain(), 3, { code: 20, coolingPower: 50_000 }, ctx);
    expect(points[2]?.calcParameter).toBe(20);
    expect(points[2]?.usedPower).toBeCloseTo(-50_000, 3);
  });

  it('recalculates later points when an earlier one changes, and leaves the list it was given unchanged', () => {
    const before = summerChain();
    const after = editFixedPoint(before, 'outdoor', { tDb: 30 }, ctx);
    expect(before[0]?.tDb).toBe(35);
    expect(after[0]?.tDb).toBe(30);
    expect(after[2]?.tDb).toBe(16);
    expect(after[2]?.w).not.toBe(before[2]?.w);
    expect(after[3]?.w).toBe(after[2]?.w);
  });

  it('changes nothing else when the indoor point changes and no process mixes it in', () => {
    const before = summerChain();
    const after = editFixedPoint(before, 'indoor', { rh: 0.5 }, ctx);
    expect(after[1]?.rh).toBe(0.5);
    expect(after.slice(2)).toEqual(before.slice(2));
  });

  it('edits the air flow of the outdoor point, carried along the chain', () => {
    const after = editFixedPoint(summerChain(), 'outdoor', { airflowM3h: 5000 }, ctx);
    expect(after[3]).toMatchObject({ airflowM3h: 5000, airflowM3s: 5000 / 3600 });
    expect(after[3]?.massFlow).toBeCloseTo(after[0]?.massFlow ?? 0, 12);
  });

  it('mixes the outdoor and indoor air by the mixing ratio, splitting the air flow (rounded m3/h)', () => {
    const mixCtx = { ...ctx, mixingRatio: 33 };
    const points = applyProcess(appendPoint(defaultPoints('winter'), mixCtx), 3, { code: 30 }, mixCtx);
    const [outdoor, indoor, mixed] = points;
    expect(outdoor?.airflowM3h).toBe(3300);
    expect(indoor?.airflowM3h).toBe(6700);
    expect(mixed?.airflowM3h).toBe(10_000);
    const m = (outdoor?.massFlow ?? 0) + (indoor?.massFlow ?? 0);
    expect(mixed?.massFlow).toBeCloseTo(m, 12);
    expect((mixed?.w ?? 0) * m).toBeCloseTo(
      (outdoor?.w ?? 0) * (outdoor?.massFlow ?? 0) + (indoor?.w ?? 0) * (indoor?.massFlow ?? 0),
      12,
    );
    // Now the indoor point matters to the mixed point.
    const warmer = editFixedPoint(points, 'indoor', { tDb: 24 }, mixCtx);
    expect(warmer[2]?.tDb).toBeGreaterThan(mixed?.tDb ?? 0);
    // The air flow is read-only while mixing; removing the mixing gives outdoor and indoor the configured flow back.
    expect(() => editFixedPoint(points, 'outdoor', { airflowM3h: 1 }, mixCtx)).toThrow(EngineInputError);
    const unmixed = deletePoint(points, 3, mixCtx);
    expect(unmixed.map((p) => p.airflowM3h)).toEqual([10_000, 10_000]);
  });

  it('allows at most 4 processes', () => {
    let points = defaultPoints('summer');
    for (let i = 0; i < 4; i++) {
      points = appendPoint(points, ctx);
    }
    expect(points).toHaveLength(6);
    expect(() => appendPoint(points, ctx)).toThrow(EngineRangeError);
    expect(() => appendPoint(points, ctx)).toThrow('processes = 5 is out of range 0..4');
  });

  it('appends an empty (neutral) point and renames it, recalculating that card', () => {
    const points = appendPoint(defaultPoints('winter'), ctx);
    expect(points[2]).toMatchObject({ id: 3, process: 10, tDb: -20, usedPower: 0 });
    const renamed = renamePoint(points, 3, 50, ctx);
    expect(renamed[2]).toMatchObject({ process: 50, input: { code: 50, rh: 0.9 } });
    expect(renamed[2]?.usedWater).toBeCloseTo(0, 12);
  });

  it('deletes a point and renumbers the ids', () => {
    const points = deletePoint(summerChain(), 3, ctx);
    expect(points.map((p) => [p.id, p.process])).toEqual([
      [1, 'outdoor'],
      [2, 'indoor'],
      [3, 10],
    ]);
    expect(points[2]?.w).toBe(points[0]?.w);
    expect(() => deletePoint(points, 1, ctx)).toThrow(EngineInputError);
  });

  it('inserts fixed points at positions 1, 2, 4 and at the end (database mode)', () => {
    let points = defaultPoints('summer');
    points = insertPoint(points, 1, { role: 'DLL point', tDb: 26, rh: 0.45 }, ctx);
    points = insertPoint(points, 'end', { role: 'DLL point', tDb: 30, rh: 0.3 }, ctx);
    points = insertPoint(points, 2, { role: 'Cooler point', tDb: 16, rh: 0.9 }, ctx);
    points = insertPoint(points, 4, { role: 'Heater point', tDb: 20, rh: 0.6 }, ctx);
    expect(points.map((p) => [p.id, p.process, p.tDb])).toEqual([
      [1, 'outdoor', 35],
      [2, 'DLL point', 26],
      [3, 'Cooler point', 16],
      [4, 'indoor', 22],
      [5, 'Heater point', 20],
      [6, 'DLL point', 30],
    ]);
    expect(() =>
      insertPoint(defaultPoints('summer'), 4, { role: 'Heater point', tDb: 20, rh: 0.5 }, ctx),
    ).toThrow(EngineInputError);
  });

  it('recalculates every point when the altitude changes, keeping the entered dry bulb and rh', () => {
    const high = recalculate(summerChain(), { ...ctx, pressure: standardPressure(1500) });
    const low = summerChain();
    expect(high[0]).toMatchObject({ tDb: 35, rh: 0.4 });
    expect(high[0]?.w).toBeGreaterThan(low[0]?.w ?? 0);
    expect(high[0]?.pressure).toBeCloseTo(standardPressure(1500), 9);
    expect(high[3]?.pressure).toBeCloseTo(standardPressure(1500), 9);
    expect(high[0]?.massFlow).toBeLessThan(low[0]?.massFlow ?? 0);
  });

  it('rejects a process on a fixed point', () => {
    expect(() => applyProcess(defaultPoints('summer'), 2, { code: 10, tDb: 30 }, ctx)).toThrow(
      EngineInputError,
    );
  });
});
