import { describe, expect, it } from 'vitest';
import {
  appendPoint,
  applyProcess,
  defaultPoints,
  MOLLIER_DEFAULT_CONTEXT,
  pointsFromDefinitions,
} from '../engine/processes';
import { MollierPdfRequest } from '../contracts/mollier';
import { mollierTableRow, pointDefinitions } from './mollier';

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
