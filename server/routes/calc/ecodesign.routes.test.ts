import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EcodesignResponse } from '../../../contracts/ecodesign';
import { ErrorEnvelope } from '../../../contracts/envelope';
import { bearer, confirmedUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await confirmedUser(t)).tokens.token;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, auth = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calc/ecodesign',
    headers: auth ? bearer(token) : {},
    payload,
  });
const both = { supplyFilter: true, extractFilter: true };

describe('POST /api/calc/ecodesign (EU 1253/2014 Annex III 2, 2018 tier)', () => {
  it("reproduces the regulation's example: eta_t 0.78, q_nom 1.5 m3/s, both filters -> limit 1025 W/(m3/s)", async () => {
    const res = await post({ etaT: 0.78, qNom: 1.5, ...both, sfpInt: 1100 });
    expect(res.statusCode).toBe(200);
    const data = EcodesignResponse.parse(res.json()).data;
    expect(data).toMatchObject({ etaTMin: 0.73, etaTPass: true, filterCorrection: 0, qNomBranch: 'below2' });
    expect(data.bonus).toBeCloseTo(150, 9);
    expect(data.sfpIntLimit).toBeCloseTo(1025, 9);
    // SFPint 1100 > 1025: the limit criterion fails, the thermal one passes.
    expect(data.criteria.map((c) => [c.criterion, c.pass])).toEqual([
      ['etaT', true],
      ['sfpInt', false],
    ]);
    expect(data.compliant).toBe(false);
  });

  it('above 2 m3/s, run-around coil: 1300 + E - F (eta_t 0.70 -> E 60; no medium filter -> F 150: 1210)', async () => {
    const res = await post({
      recovery: 'runAroundCoil',
      etaT: 0.7,
      qNom: 3,
      supplyFilter: true,
      extractFilter: false,
      sfpInt: 1200,
    });
    const data = EcodesignResponse.parse(res.json()).data;
    expect(data).toMatchObject({
      qNomBranch: 'from2',
      formula: '1300 + E - F',
      etaTMin: 0.68,
      compliant: true,
    });
    expect(data.sfpIntLimit).toBeCloseTo(1210, 9);
  });

  it('a unidirectional unit with a filter: 230 W/(m3/s), no thermal criterion', async () => {
    const res = await post({ unitType: 'unidirectional', qNom: 0.5, ...both, sfpInt: 240 });
    const data = EcodesignResponse.parse(res.json()).data;
    expect(data).toMatchObject({ sfpIntLimit: 230, etaT: null, compliant: false });
  });

  it.each([
    [{ qNom: 1, ...both, sfpInt: 500 }, 'body.etaT: is required for a bidirectional unit'],
    [{ etaT: 1.5, qNom: 1, ...both, sfpInt: 500 }, 'body.etaT: must be between 0 and 1'],
    [
      { etaT: 0.8, qNom: 1, supplyFilter: 'yes', extractFilter: true, sfpInt: 500 },
      'body.supplyFilter: must be true or false',
    ],
  ])('answers 400 naming the field: %o', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).message).toBe(message);
  });

  it('needs a bearer token, and is in the OpenAPI document', async () => {
    expect((await post({ etaT: 0.8, qNom: 1, ...both, sfpInt: 1 }, false)).statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/calc/ecodesign'].post.requestBody).toBeDefined();
  });
});
