/** The calculation contracts: the original's wire values converted at the edge. */
import { describe, expect, it } from 'vitest';
import { CoilValRequest, FanValRequest, fromWire, RecValRequest, SelectRequest } from './calc';

describe('fromWire (numbers as strings, -99 for unused values)', () => {
  it.each([
    ['12.5', 12.5],
    [' -3 ', -3],
    ['1e3', 1000],
    [7, 7],
    ['-99', undefined],
    ['-99.0', undefined],
    [-99, undefined],
    ['', undefined],
    [null, undefined],
    ['12,5', '12,5'],
    ['abc', 'abc'],
    ['Infinity', 'Infinity'],
  ])('%o -> %o', (wire, value) => {
    expect(fromWire(wire)).toBe(value);
  });
});

const recVal = {
  UnitTypeId: '6',
  FlowSupply: '1500',
  FlowReturn: '1400',
  Elevation: '0',
  SummerOutdoorTemperature: '32',
  SummerOutdoorHumidity: '40',
  SummerIndoorTemperature: '24',
  SummerIndoorHumidity: '50',
  WinterOutdoorTemperature: '-10',
  WinterOutdoorHumidity: '80',
  WinterIndoorTemperature: '20',
  WinterIndoorHumidity: '40',
  HeatRecoveryType: 'Plate heat exchanger',
  FanInstallationWidth: '-99',
  AirflowDirection: 2,
};

describe('RecValRequest', () => {
  it('converts the wire to the engine input: numbers, humidity % to 0..1, unused echoes dropped', () => {
    expect(RecValRequest.parse(recVal)).toEqual({
      unitTypeId: 6,
      flowSupplyM3h: 1500,
      flowReturnM3h: 1400,
      elevationM: 0,
      summer: { outdoor: { tDb: 32, rh: 0.4 }, indoor: { tDb: 24, rh: 0.5 } },
      winter: { outdoor: { tDb: -10, rh: 0.8 }, indoor: { tDb: 20, rh: 0.4 } },
    });
  });

  it('names each field it refuses', () => {
    const issues = RecValRequest.safeParse({ ...recVal, FlowSupply: '599', WinterIndoorHumidity: 'humid' })
      .error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['FlowSupply', 'Flow must be between 600 and 6800.'],
      ['WinterIndoorHumidity', 'must be a number'],
    ]);
  });

  it('accepts the heat recovery words of both families of plates', () => {
    expect(RecValRequest.safeParse({ ...recVal, HeatRecoveryType: 'Condensing' }).success).toBe(true);
    expect(RecValRequest.safeParse({ ...recVal, HeatRecoveryType: 'Enthalpy' }).success).toBe(false);
  });
});

describe('CoilValRequest', () => {
  it('takes the wizard defaults, capacity in kW and the unused -99 values', () => {
    const input = CoilValRequest.parse({
      UnitTypeId: '1',
      FlowSupply: '1120',
      Elevation: '117',
      WinterOutdoorTemperature: '-12',
      Coils: 'Heater',
      HeaterFluidType: 'Propylene',
      HeaterCapacity: '4.5',
      HeaterFlow: '-99',
      CoilInputTemperatureHeater: '14',
      CoilInputHumidityHeater: '30',
    });
    expect(input).toEqual({
      unitTypeId: 1,
      flowSupplyM3h: 1120,
      elevationM: 117,
      tWinterOutdoor: -12,
      coils: 'heater',
      heater: {
        medium: 'propylene',
        fluidTIn: 35,
        capacityW: 4500,
        fluidTOut: 28,
        airIn: { tDb: 14, rh: 0.3 },
      },
    });
  });

  it('needs the glycol rule input, the coil inlet air and a target', () => {
    const result = CoilValRequest.safeParse({
      UnitTypeId: '1',
      FlowSupply: '1120',
      Elevation: '0',
      Coils: 'cooler',
      CoolerFluidType: 'ethylene',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'CoolerSupplyTemperature',
      'WinterOutdoorTemperature',
      'CoilInputTemperatureCooler',
      'CoilInputHumidityCooler',
    ]);
  });
});

describe('FanValRequest', () => {
  const fanVal = {
    UnitTypeId: '1',
    FlowSupply: '1120',
    FlowReturn: '1000',
    DropSupply: '250',
    DropReturn: '200',
    Elevation: '0',
    Coils: 'both',
    FineFilterClassSupply: 'F7 (ePM1 60%)',
    FineFilterClassReturn: '-99',
  };

  it('lets the engine choose the fans with advanced settings off, and the return filter follow the supply', () => {
    expect(FanValRequest.parse({ ...fanVal, FanType: 'Premium' })).toMatchObject({
      fanType: 'auto',
      filters: { supply: 'F7', return: 'F7' },
      casing: 'XPS',
    });
    expect(FanValRequest.parse({ ...fanVal, FanType: 'premium', FanMode: 'On' }).fanType).toBe('Premium');
  });
});

describe('SelectRequest', () => {
  it('fills the wizard defaults (docs/rules.md#wizard-defaults) and makes the return filter follow the supply one', () => {
    const input = SelectRequest.parse({
      unitTypeId: 1,
      flowSupplyM3h: 1120,
      flowReturnM3h: 1120,
      elevationM: 0,
      summer: { outdoor: { tDb: 34.6, rh: 0.3 }, indoor: { tDb: 26, rh: 0.5 } },
      winter: { outdoor: { tDb: -12, rh: 0.9 }, indoor: { tDb: 20, rh: 0.4 } },
      coils: 'heater',
      heater: { medium: 'water' },
      filters: { supply: 'F7' },
    });
    expect(input).toMatchObject({
      dropSupplyPa: 250,
      dropReturnPa: 250,
      summer: { supplyTDb: 18 },
      winter: { supplyTDb: 22 },
      heater: { medium: 'water', fluidTIn: 35, fluidTOut: 28 },
      filters: { supply: 'F7', return: 'F7' },
      fanType: 'auto',
      casing: 'XPS',
      transportSections: 3,
      ecoDesign: 'compliant',
    });
  });
});
