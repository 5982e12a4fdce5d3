import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MollierPdfRequest } from '../../../contracts/mollier';
import { pointDefinitions } from '../../../domain/mollier';
import { appendPoint, applyProcess, defaultPoints, MOLLIER_DEFAULT_CONTEXT } from '../../../engine/processes';
import { bearer, confirmedUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await confirmedUser(t)).tokens.token;
});
afterAll(() => t.close());

const context = MOLLIER_DEFAULT_CONTEXT;

function winterRequest(language: 'en' | 'de' | 'sr' = 'en', units: 'si' | 'ip' = 'si'): MollierPdfRequest {
  let points = defaultPoints('winter', context);
  points = appendPoint(points, context);
  points = applyProcess(points, 3, { code: 10, tDb: 22 }, context);
  return {
    season: 'winter',
    language,
    units,
    airflowUnit: 'm3/h',
    context: { altitude: 0, airflowM3h: 10_000, mixingRatio: 100, tSurface: 10, rhMax: 1 },
    axes: { tMin: -21, tMax: 40, xMin: 0, xMax: 20 },
    points: pointDefinitions(points),
    position: { projectName: 'Bürohaus Čačak', name: 'AHU1', revision: 2, location: 'Feltre' },
  };
}

describe('POST /api/mollier/pdf', () => {
  it('answers a one-page PDF whose text holds the process table and the position data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: winterRequest(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Mollier chart',
      'Winter mode',
      'Bürohaus Čačak',
      'AHU1',
      'Feltre',
      '101,325 Pa',
      'Page 1/1',
      'Heating',
    ]) {
      expect(text).toContain(expected);
    }
    expect(execFileSync('pdfinfo', ['-'], { input: res.rawPayload }).toString()).toMatch(/Pages:\s+1\n/);
    // The heating row: 22.0 C after heating from -20 C, its power positive.
    expect(text).toMatch(/3\s+Heating\s+22\.0/);
  });

  it('prints the chart, the facts and the table in IP units on request (issue 30)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: winterRequest('en', 'ip'),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of ['x (gr/lb)', 't (°F)', 't °F', 'x gr/lb', 'h Btu/lb', '29.92 in. Hg', '0 ft']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/°C|g\/kg|kJ\/kg/);
    // The heating row: 22.0 C is 71.6 F.
    expect(text).toMatch(/3\s+Heating\s+71\.6/);
  });

  it('prints German and Serbian texts', async () => {
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: winterRequest('de'),
    });
    expect(pdfText(de.rawPayload)).toContain('Winterbetrieb');
    const sr = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: winterRequest('sr'),
    });
    expect(pdfText(sr.rawPayload)).toContain('Zimski režim');
  });

  it('refuses an RH of 1.5 with a 400 naming it', async () => {
    const request = winterRequest();
    const points = [
      request.points[0]!,
      request.points[1]!,
      { process: 'process' as const, input: { code: 40 as const, rh: 1.5 } },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: { ...request, points },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('rh');
  });

  it('refuses a temperature of 500 C with the engine range', async () => {
    const request = winterRequest();
    const points = [
      { process: 'outdoor' as const, tDb: 500, rh: 0.5, airflowM3h: 10_000 },
      request.points[1]!,
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: { ...request, points },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        "body.points.0.tDb: is outside the calculation's valid range (tDb = 500 C is out of range -100..200 C)",
      data: { field: 'body.points.0.tDb' },
    });
  });

  it('refuses text for a number with a 400 naming the field', async () => {
    const request = winterRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mollier/pdf',
      headers: bearer(token),
      payload: { ...request, context: { ...request.context, altitude: 'high' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.context.altitude');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/mollier/pdf', payload: winterRequest() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the Mollier PDF in the worker pool (issue 28)', () => {
  it("is made within the caller's places: past their line 429, while another account is served", async () => {
    const pooled = await createTestApp({ env: { DOCUMENT_WORKERS: '1', DOCUMENT_JOBS_PER_USER: '1' } });
    try {
      const [busy, other] = await Promise.all([confirmedUser(pooled), confirmedUser(pooled)]);
      const pdf = (account: string) =>
        pooled.app.inject({
          method: 'POST',
          url: '/api/mollier/pdf',
          headers: bearer(account),
          payload: winterRequest(),
        });
      // One place in the pool and 16 waiting for one account: of 20 at once, 17 are made and 3 refused.
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => pdf(busy.tokens.token)),
        pdf(other.tokens.token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
      expect(statuses.filter((status) => status === 200)).toHaveLength(18);
      expect(answers.at(-1)!.statusCode).toBe(200);
      expect(answers.at(-1)!.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await pooled.close();
    }
  });
});
