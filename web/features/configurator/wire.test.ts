import { describe, expect, it } from 'vitest';
import { PositionInputSchema } from '../../../domain/positions';
import { completeValues } from './testing';
import { positionBody, positionInput, previewKey, WizardSchema } from './wire';
import { withManualChange } from './wizard';

describe('the stored position', () => {
  it('carries every field with projId, guid, local time and offset, and passes the server schema', () => {
    const now = new Date('2025-03-01T10:20:30.000Z');
    const body = positionBody(completeValues({ coils: 'heater' }), now);
    expect(body).toMatchObject({
      projId: 7,
      guid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      localDateTime: '2025-03-01T10:20:30.000Z',
      timeZone: now.getTimezoneOffset(),
      fineFilterClassReturn: 'M6',
    });
    const parsed = PositionInputSchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('stores no result as input: no recovery outlets, and a coil’s entering air only when typed (issue 15)', () => {
    const values = completeValues({
      coils: 'both',
      summerRecoveryOutTDb: 27.1,
      winterRecoveryOutTDb: 14.2,
      heaterAirInTDb: 14.2,
      heaterAirInRhPct: 35,
    });
    const manualCooler = withManualChange(values, 'cooler', true, { temperature: 27.14, humidity: 44.96 });
    const body = positionInput(manualCooler);
    expect(body).toMatchObject({
      summerRecoveryOutTDb: null,
      winterRecoveryOutTDb: null,
      heaterAirInTDb: null,
      heaterAirInRhPct: null,
      coolerManualChange: true,
      coolerAirInTDb: 27.1,
      coolerAirInRhPct: 45,
    });
    const off = withManualChange(manualCooler, 'cooler', false, null);
    expect([off.coolerAirInTDb, off.coolerManualChange]).toEqual([null, false]);
  });

  it('keys a preview by the inputs only: the clock and results do not change it, an input does', () => {
    const values = completeValues({ coils: 'heater' });
    expect(previewKey({ ...values, winterRecoveryOutTDb: 3 })).toBe(previewKey(values));
    expect(previewKey({ ...values, heaterAirInputValue: 23 })).not.toBe(previewKey(values));
  });
});

describe('the wizard form’s schema', () => {
  it('passes a complete new position, whose clock fields the form holds blank, and gives the body with its clock', () => {
    const values = completeValues({ coils: 'heater', winterRecoveryOutTDb: 3 });
    expect([values.localDateTime, values.timeZone]).toEqual([null, null]);
    const parsed = WizardSchema.safeParse(values);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({
      timeZone: new Date().getTimezoneOffset(),
      winterRecoveryOutTDb: null,
    });
    expect(typeof parsed.data?.localDateTime).toBe('string');
  });

  it('names a field its rule refuses', () => {
    const parsed = WizardSchema.safeParse(completeValues({ dropSupplyPa: 2500 }));
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dropSupplyPa', 'must be between 0 and 2000 Pa'],
    ]);
  });
});
