import { describe, expect, it } from 'vitest';
import { CoilValRequest, FanValRequest, RecValRequest, UNUSED } from '../../../contracts/calc';
import { PositionInputSchema } from '../../../contracts/positions';
import { completeValues } from './testing';
import { coilValBody, fanValBody, positionBody, recValBody } from './wire';
import { withCoilInputs } from './wizard';

describe('the calculation bodies (part 2 section 7)', () => {
  it('sends recVal the flows, unit type, seasons and direction, and the contract takes it', () => {
    const body = recValBody(completeValues());
    expect(body).toMatchObject({
      FlowSupply: 1120,
      FlowReturn: 1120,
      Elevation: 117,
      SummerOutdoorTemperature: 34.6,
      WinterOutdoorTemperature: -12,
      SummerIndoorTemperature: 26,
      WinterIndoorHumidity: 40,
      HeatRecoveryType: 'Rotary heat exchanger',
      AirflowDirection: 1,
    });
    const parsed = RecValRequest.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.summer.outdoor).toEqual({ tDb: 34.6, rh: 0.3 });
  });

  it('sends coilVal each chosen coil by its input parameters, -99 for the unused ones', () => {
    const values = withCoilInputs(
      completeValues({
        coils: 'both',
        heaterAirInputParam: 'Capacity',
        heaterAirInputValue: 5,
        coolerWaterInputParam: 'Fluid flow',
        coolerWaterInputValue: 0.8,
        winterRecTemperatureOut: 12,
        winterRecHumidityOut: 30,
        summerRecTemperatureOut: 28,
        summerRecHumidityOut: 40,
      }),
    );
    const body = coilValBody(values) as Record<string, unknown>;
    expect(body).toMatchObject({
      Coils: 'both',
      HeaterCapacity: 5,
      HeaterSupplyTemperature: UNUSED,
      HeaterTemperatureOut: 28,
      CoolerFlow: 0.8,
      CoolerTemperatureOut: UNUSED,
      CoolerSupplyTemperature: 18,
      CoilInputTemperatureHeater: 12,
      CoilInputHumidityCooler: 40,
    });
    const parsed = CoilValRequest.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.heater).toMatchObject({ capacityW: 5000, airIn: { tDb: 12, rh: 0.3 } });
  });

  it('leaves the coils out of coilVal without them', () => {
    expect(Object.keys(coilValBody(completeValues()))).not.toContain('HeaterFluidType');
  });

  it('sends fanVal the filters (return following supply unless advanced) and the fan mode', () => {
    const body = fanValBody(completeValues({ fineFilterClassSupply: 'F7', fineFilterClassReturn: 'M6' }));
    expect(body).toMatchObject({
      FineFilterClassSupply: 'F7',
      FineFilterClassReturn: 'F7',
      FanMode: 'Off',
      Insulation: 'XPS',
    });
    expect(FanValRequest.safeParse(body).error?.issues).toBeUndefined();
  });
});

describe('the stored position', () => {
  it('carries every field with projId, guid, local time and offset, and passes the server schema', () => {
    const now = new Date('2025-03-01T10:20:30.000Z');
    const body = positionBody(completeValues({ coils: 'heater' }), now) as Record<string, unknown>;
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
});
