import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataSheet,
  FAN_ERROR_MESSAGE,
  INVALID_FLOW_MESSAGE,
  RECUPERATOR_COIL_ERROR_MESSAGE,
  SelectResponse,
} from '../../../contracts/calc';
import { ErrorEnvelope } from '../../../contracts/envelope';
import { ENGINE_VERSION } from '../../../engine/version';
import { bearer, confirmedUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { selectBody as position } from '../../test/calc-bodies';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await confirmedUser(t)).tokens.token;
});
afterAll(() => t.close());

const selectCall = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calc/select',
    headers: bearer(token),
    payload: payload as object,
  });

/** Sets a value at a dotted path of a fresh position (undefined deletes it). */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const body = position();
  const keys = path.split('.');
  let node = body;
  for (const key of keys.slice(0, -1)) {
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) ?? '';
  if (value === undefined) {
    delete node[last];
  } else {
    node[last] = value;
  }
  return body;
}

describe('POST /api/calc/select', () => {
  it('answers the engine result and the data sheet record for a position with the wizard defaults', async () => {
    const res = await selectCall(position());
    expect(res.statusCode).toBe(200);
    const { selection, dataSheet } = SelectResponse.parse(res.json()).data;
    expect(selection.engineVersion).toBe(ENGINE_VERSION);
    const sheet = DataSheet.parse(dataSheet);
    expect(sheet.generalProductSpec).toMatchObject({ unit: 'R 03', height: 880, width: 800 });
    // The supply temperatures hold after the supply fan (the coils aim its heat lower).
    expect(sheet.fanHeat.winter.supply.airOut.tDb).toBeCloseTo(22, 6);
    expect(sheet.fanHeat.summer.supply.airOut.tDb).toBeCloseTo(18, 6);
    expect(sheet.heating?.temperatureOut).toBeCloseTo(22 - sheet.fanHeat.winter.supply.rise, 6);
    expect(sheet.heating?.mediumTemperatureIn).toBe(35);
    expect(sheet.cooling?.temperatureOut).toBeCloseTo(18 - sheet.fanHeat.summer.supply.rise, 6);
    expect(sheet.supplyFanCalculation.externalPressDrop).toBe(250);
    expect(sheet.supplyFilterCalculation.classISO16890).toBe('ISO ePM10 70%');
    expect(sheet.winterRecCalculation.sup_AirTempOut).toBeGreaterThan(-12);
    expect(sheet.ecodesign.filterCorrection).toBe(190);
    expect(sheet.ecodesign.energyClassWinter).toMatch(/^(A\+|A|B|C|D|E)$/);
    expect(sheet.noiseLevels.supplyOutlet.bands).toHaveLength(8);
    expect(sheet.price.total).toBe(
      sheet.price.items.reduce((sum, i) => Math.round((sum + i.price) * 100) / 100, 0),
    );
  });

  it('recalculates a stored selection to identical output (same engine version)', async () => {
    const first = await selectCall(position());
    const stored = SelectResponse.parse(first.json()).data.selection;
    const again = await selectCall(stored.input);
    expect(again.statusCode).toBe(200);
    expect(JSON.stringify(SelectResponse.parse(again.json()).data.selection)).toBe(JSON.stringify(stored));
  });

  it.each([
    ['flowSupplyM3h', 599, INVALID_FLOW_MESSAGE],
    ['flowReturnM3h', 6801, INVALID_FLOW_MESSAGE],
    ['flowSupplyM3h', 'a lot', 'must be a number'],
    ['flowSupplyM3h', undefined, 'is required'],
    ['unitTypeId', 16, 'must be between 1 and 15'],
    ['unitTypeId', undefined, 'is required'],
    ['elevationM', 12_000, 'must be between -5000 and 11000 m'],
    ['elevationM', undefined, 'is required'],
    ['dropSupplyPa', -1, 'must be between 0 and 2000 Pa'],
    ['dropReturnPa', 'x', 'must be a number'],
    ['summer.outdoor.tDb', 60, 'must be strictly between -50 and 60 C'],
    ['summer.outdoor.tDb', undefined, 'is required'],
    ['summer.indoor.rh', 1.2, 'must be between 0 and 1'],
    ['winter.outdoor.tDb', 'cold', 'must be a number'],
    ['winter.indoor.rh', undefined, 'is required'],
    ['winter.supplyTDb', -60, 'must be strictly between -50 and 60 C'],
    ['heater.fluidTIn', 120, 'must be between -30 and 100 C'],
    ['heater.fluidFlowM3h', 0, 'must be between 0.001 and 1000 m3/h'],
    ['cooler.capacityW', 'much', 'must be a number'],
    ['cooler.concentrationPct', 70, 'must be between 0 and 60 %'],
    ['airflowDirection', 1.5, 'must be a whole number'],
  ])('refuses %s = %o with a 400 naming the field', async (path, value, rule) => {
    const res = await selectCall(withValue(path, value));
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.message).toBe(`body.${path}: ${rule}`);
    expect(body.data?.field).toBe(`body.${path}`);
  });

  it.each([
    ['cooler', 'rows', 9, 'cooler.rows = 9 is out of range 1..8'],
    ['heater', 'finPitchMm', 2.3, 'must be one of 1.6, 1.8, 2, 2.2, 2.5, 2.8, 3.2, 3.6, 4 mm'],
  ])(
    'refuses a %s %s of %o outside the choice set with a 400 naming the field',
    async (kind, field, value, rule) => {
      const spec = { medium: 'water', fluidTIn: kind === 'cooler' ? 7 : 35, [field]: value };
      const res = await selectCall(withValue(kind, spec));
      expect(res.statusCode).toBe(400);
      const body = ErrorEnvelope.parse(res.json());
      expect(body.data?.field).toBe(`body.${kind}.${field}`);
      expect(body.message).toContain(rule);
    },
  );

  it('takes the rows and fin pitch a user fixes, and chooses the circuits', async () => {
    const res = await selectCall(
      withValue('cooler', { medium: 'water', fluidTIn: 7, rows: 6, finPitchMm: 3.2 }),
    );
    expect(res.statusCode).toBe(200);
    const cooling = SelectResponse.parse(res.json()).data.dataSheet.cooling;
    expect(cooling?.rows).toBe(6);
    expect(cooling?.finSpacing).toBe(3.2);
    expect(cooling?.circuits).toBeGreaterThanOrEqual(1);
  });

  it('asks for the coil a coils choice names', async () => {
    const res = await selectCall(withValue('heater', undefined));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("body.heater: is required when coils is 'both'");
  });

  it('answers the recuperator-or-coil error with the limit for a supply temperature the heater cannot reach', async () => {
    // Since issue 26 an 8-row heater reaches 34 C with 35 / 28 C water: 36 C (above the water) is out of reach.
    const res = await selectCall(withValue('heater', { supplyTDb: 36 }));
    expect(res.statusCode).toBe(422);
    const body = ErrorEnvelope.parse(res.json());
    expect(
      body.message.startsWith(
        `${RECUPERATOR_COIL_ERROR_MESSAGE} Reason: heater.tDb = 36 C is out of reach: `,
      ),
    ).toBe(true);
    expect(body.message).toMatch(
      /\(tried 1\.\.8 rows x 1\.6\.\.4 mm fins; the largest, 8 rows at [\d.]+ mm with \d+ circuits, reaches this; water entering at 35 C, leaving at 28 C;/,
    );
    expect(body.data?.field).toBe('body.heater.supplyTDb');
  });

  it('answers the fan error with the limit for an external pressure beyond the fans', async () => {
    const res = await selectCall({ ...withValue('dropSupplyPa', 1500), fanType: 'Standard' });
    expect(res.statusCode).toBe(422);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.message.startsWith(`${FAN_ERROR_MESSAGE} Reason: supplyFan.dpPa = `)).toBe(true);
    expect(body.data?.field).toBe('body.dropSupplyPa');
  });

  it('refuses one-piece transport for a size shipped in three sections', async () => {
    const res = await selectCall({
      ...position(),
      unitTypeId: 4,
      flowSupplyM3h: 4000,
      flowReturnM3h: 4000,
      transportSections: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'body.transportSections: R 09 ships in 3 sections',
      data: { field: 'body.transportSections' },
    });
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/calc/select', payload: position() });
    expect(res.statusCode).toBe(401);
  });
});
