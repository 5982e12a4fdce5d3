import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSheet } from '../../../contracts/calc';
import {
  CalculationsResponse,
  PositionPreviewResponse,
  PositionSavedResponse,
  type PositionInputBody,
} from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { positionRevisions } from '../../db/schema';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/**
 * Issue 15, acceptance 3: every number the wizard shows before saving (steps 4, 5, 7 and the summary, which show the
 * preview's data sheet) equals the saved revision's and its data sheet's, digit for digit as displayed.
 */

let t: TestApp;
let owner: TestAccount;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await confirmedUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/project/create-project',
    headers: bearer(owner.tokens.token),
    payload: projectPayload(),
  });
  projectId = ProjectCreatedResponse.parse(res.json()).data.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner.tokens.token), ...(payload ? { payload } : {}) });

/** The figures the wizard's steps print, with their digits (Figure's toFixed in web/features/configurator/steps). */
function shownFigures(sheet: DataSheet): Record<string, string> {
  const f = (value: number, digits = 1) => value.toFixed(digits);
  const figures: Record<string, string> = {};
  for (const [season, r] of [
    ['summer', sheet.summerRecCalculation],
    ['winter', sheet.winterRecCalculation],
  ] as const) {
    figures[`step 4 ${season} supply out`] = `${f(r.sup_AirTempOut)} °C`;
    figures[`step 4 ${season} supply humidity`] = `${f(r.sup_HumidityOut)} %`;
    // Figure prints a dash for no value (no temperature difference to recover).
    figures[`step 4 ${season} efficiency`] =
      r.temperatureEfficiency === null ? '-' : `${f(r.temperatureEfficiency)} %`;
    figures[`step 4 ${season} recovered power`] = `${f(r.sup_TotalHeat, 2)} kW`;
  }
  for (const [kind, c] of [
    ['heater', sheet.heating],
    ['cooler', sheet.cooling],
  ] as const) {
    if (c) {
      figures[`step 5 ${kind} capacity`] = `${f(c.capacity, 2)} kW`;
      figures[`step 5 ${kind} fluid flow`] = `${f(c.fluidFlow, 2)} m³/h`;
      figures[`step 5 ${kind} fluid pressure drop`] = `${f(c.fluidPressureDrop)} kPa`;
      figures[`step 5 ${kind} air out`] = `${f(c.temperatureOut)} °C`;
      figures[`step 5 ${kind} humidity out`] = `${f(c.relativeHumidityOut)} %`;
    }
  }
  const fans = sheet.supplyFanCalculation;
  figures['step 7 fan type'] = `${fans.fanType} (${fans.type})`;
  figures['step 7 power'] = `${f(fans.absorbedPower + sheet.exhaustFanCalculation.absorbedPower, 2)} kW`;
  figures['step 7 SFP'] = `${f(sheet.ecodesign.sfpUnit, 0)} W/(m³/s)`;
  figures['step 7 SFP class'] = sheet.ecodesign.sfpUnitClass;
  figures['summary list price'] = `${f(sheet.price.total, 2)} €`;
  return figures;
}

const POSITIONS: [string, Partial<PositionInputBody>][] = [
  ['rotary R 03 without coils', { unitTypeId: 1 }],
  [
    'rotary R 05 with both coils',
    { unitTypeId: 2, flowSupplyM3h: 2200, flowReturnM3h: 2100, coils: 'both', airflowDirection: 3 },
  ],
  [
    'plate P 03 with a heater',
    {
      unitTypeId: 6,
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      coils: 'heater',
      heaterAirInputParam: 'Capacity',
      heaterAirInputValue: 1,
    },
  ],
  [
    'enthalpy EV 05 with a cooler',
    {
      unitTypeId: 12,
      flowSupplyM3h: 2400,
      flowReturnM3h: 2400,
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Enthalpy',
      coils: 'cooler',
      coolerWaterInputParam: 'Fluid flow',
      coolerWaterInputValue: 1.2,
    },
  ],
  [
    'plate P 06 with both coils, F7 filters, premium fans',
    {
      unitTypeId: 8,
      flowSupplyM3h: 3000,
      flowReturnM3h: 2800,
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      coils: 'both',
      fineFilterClassSupply: 'F7',
      fineFilterClassReturn: 'F7',
      fanAdvancedSettings: 'On',
      fanType: 'Premium',
    },
  ],
];

describe('one road from the wizard to the revision and its documents (issue 15, acceptance 3)', () => {
  it.each(POSITIONS)('%s: the preview shows what is saved', async (_name, overrides) => {
    const payload = positionPayload(projectId, overrides);
    const previewed = await call('POST', '/api/project/item/preview', payload);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = PositionPreviewResponse.parse(previewed.json()).data.dataSheet;

    const savedRes = await call('POST', '/api/project/item/calculate', payload);
    expect(savedRes.statusCode, savedRes.body).toBe(201);
    const { data: id } = PositionSavedResponse.parse(savedRes.json()).data;
    const stored = CalculationsResponse.parse(
      (await call('GET', `/api/project/items/calculations?id=${id}&revNum=1`)).json(),
    ).data.dataSheet;

    // The same function on the same input: the whole record to the last bit, hence every figure as shown.
    expect(stored).toEqual(preview);
    expect(shownFigures(stored)).toEqual(shownFigures(preview));

    // The data sheet document prints the same figures (coil capacities at 2 decimals, the fans' SFP class).
    const pdf = await call('GET', `/api/project/items/document/view?id=${id}&revNum=1&lang=en`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const coil of [preview.heating, preview.cooling]) {
      if (coil) {
        expect(text).toContain(`${coil.capacity.toFixed(2)} kW`);
      }
    }
    expect(text).toContain(preview.generalProductSpec.model);
  });

  it('stores none of the preview’s results as the position’s input', async () => {
    const payload = positionPayload(projectId, { coils: 'heater', unitTypeId: 1 });
    const res = await call('POST', '/api/project/item/calculate', payload);
    const { data: id } = PositionSavedResponse.parse(res.json()).data;
    const position = (await call('GET', `/api/project/items/one?id=${id}`)).json().data as Record<
      string,
      unknown
    >;
    expect(position).toMatchObject({
      summerRecoveryOutTDb: null,
      winterRecoveryOutTDb: null,
      heaterAirInTDb: null,
    });
  });

  it('prints the demo notice on a revision stored before the data sheet named its catalogue', async () => {
    const res = await call('POST', '/api/project/item/calculate', positionPayload(projectId));
    const { data: id } = PositionSavedResponse.parse(res.json()).data;
    // Revisions are immutable (a trigger): only a replica-role session may rewrite one, as an old record.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(positionRevisions)
        .set({ dataSheet: sql`${positionRevisions.dataSheet} - 'catalogue'` })
        .where(eq(positionRevisions.positionId, id));
    });
    const spec = await call(
      'GET',
      `/api/project/items/document/file?id=${id}&revNum=1&lang=de&kind=specification`,
    );
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.body).toContain('Demo-Katalog: keine Herstellerdaten');
  });

  it('answers a duty the unit cannot meet with 422 naming the field, and a foreign body with 400', async () => {
    const tooMuch = positionPayload(projectId, {
      coils: 'heater',
      heaterAirInputParam: 'Capacity',
      heaterAirInputValue: 50,
    });
    const res = await call('POST', '/api/project/item/preview', tooMuch);
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ field: 'body.heaterAirInputValue' });
    expect((await call('POST', '/api/project/item/preview', { name: 'x' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/project/item/preview', payload: {} })).statusCode,
    ).toBe(401);
  });
});
