import { describe, expect, it } from 'vitest';
import {
  appendPoint,
  applyProcess,
  defaultPoints,
  MOLLIER_DEFAULT_CONTEXT,
  pointsFromDefinitions,
} from '../engine/processes';
import { MollierPdfRequest } from '../contracts/mollier';
import { enthalpy, PRESSURE_SEA_LEVEL } from '../engine/psychro';
import { MOLLIER_CHART_DEFAULTS, fromChart, mollierChart } from '../engine/chart';
import { chartGrid, mollierTableRow, pointDefinitions } from './mollier';
import { toSystem } from './units';

const context = MOLLIER_DEFAULT_CONTEXT;

/** The default winter list with heating to 22 C and then mixing with the indoor air. */
function winterWithHeatingAndMixing() {
  let points = defaultPoints('winter', context);
  points = appendPoint(points, context);
  points = applyProcess(points, 3, { code: 10, tDb: 22 }, context);
  points = appendPoint(points, context);
  return applyProcess(points, 4, { code: 30 }, context);
}

describe('Mollier point definitions', () => {
  it('rebuild a list to the same states, to the last digit (the PDF prints what the screen showed)', () => {
    const points = winterWithHeatingAndMixing();
    expect(pointsFromDefinitions(pointDefinitions(points), context)).toEqual(points);
  });

  it('pass the PDF request schema, which refuses an RH of 1.5 naming it', () => {
    const request = {
      season: 'winter',
      context: { altitude: 0, airflowM3h: 10_000, mixingRatio: 100, tSurface: 10, rhMax: 1 },
      axes: { tMin: -21, tMax: 40, xMin: 0, xMax: 20 },
      points: pointDefinitions(winterWithHeatingAndMixing()),
    };
    expect(MollierPdfRequest.safeParse(request).success).toBe(true);
    const bad = {
      ...request,
      points: [{ process: 'process', input: { code: 40, rh: 1.5 } }, ...request.points],
    };
    const result = MollierPdfRequest.safeParse(bad);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('rh');
  });
});

describe('the process table row', () => {
  it('shows m3/s as m3/h / 3600 (the reading taken, docs/rules.md#airflow-units) and SI values in display units', () => {
    const [outdoor] = defaultPoints('winter', context);
    const perHour = mollierTableRow(outdoor!, 'm3/h');
    const perSecond = mollierTableRow(outdoor!, 'm3/s');
    expect(perHour.airflow).toBe('10000');
    expect(perSecond.airflow).toBe((10_000 / 3600).toFixed(2));
    expect(perHour.tDb).toBe('-20.0');
    expect(perHour.rh).toBe('90.0');
  });
});

describe('the IP Mollier chart (issue 30)', () => {
  const box = MOLLIER_CHART_DEFAULTS;
  const grid = chartGrid(box, 'ip')!;
  const ip = mollierChart({ ...box, grid });
  const si = mollierChart(box);

  it('keeps the SI grid for SI readers', () => {
    expect(chartGrid(box, 'si')).toBeUndefined();
  });

  it('puts isotherms at round F, abscissa ticks at round gr/lb, enthalpy lines every 5 Btu/lb', () => {
    // -21..40 C is -5.8..104 F: 5 F steps (22 intervals at 5 would exceed 20, so 10 F); 0..20 g/kg is 0..140 gr/lb.
    expect(ip.axes.y.ticks.map((c) => Math.round(toSystem(c, '°C', 0, 'ip').value))).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(ip.axes.x.ticks.map((g) => Math.round(toSystem(g, 'g/kg', 0, 'ip').value))).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140,
    ]);
    expect(ip.isotherms.map((c) => Math.round(toSystem(c.value, '°C', 0, 'ip').value))).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    const btu = ip.enthalpyLines.map(
      (l) => Math.round(toSystem(l.value / 1000, 'kJ/kg', 0, 'ip').value * 1000) / 1000,
    );
    expect(btu).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45]);
    // Each line on its enthalpy (the engine's SI enthalpy at the line's points).
    for (const line of ip.enthalpyLines) {
      for (const p of line.points) {
        const { tDb, w } = fromChart(p);
        expect(Math.abs(enthalpy(tDb, w) - line.value)).toBeLessThan(1e-4);
      }
    }
  });

  it('draws the same chart as SI where they share a value: the 50 F = 10 C isotherm, the RH curves, saturation', () => {
    const at10 = (chart: typeof si) => chart.isotherms.find((c) => Math.abs(c.value - 10) < 1e-9)!.points;
    expect(at10(ip)).toEqual(at10(si));
    expect(ip.rhCurves).toEqual(si.rhCurves);
    expect(ip.saturation).toEqual(si.saturation);
    expect(ip.config.pressure).toBe(PRESSURE_SEA_LEVEL);
  });
});
