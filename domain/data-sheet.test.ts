/** The data sheet presenters: the engine's SI results in the data sheet's units, accepted by its schema. */
import { describe, expect, it } from 'vitest';
import { DataSheet } from '../contracts/calc';
import { select } from '../engine/select';
import { defaultSelection } from '../engine/test/selection';
import { dataSheet, recSection } from './data-sheet';

describe('presenters', () => {
  const result = select(defaultSelection());

  it('present the recovery in the data sheet units: %, g/kg, kW, kg/h', () => {
    const winter = recSection(result.recovery.winter, { supplyM3h: 1120, returnM3h: 1120 });
    expect(winter.sup_HumidityIn).toBeCloseTo(90, 9);
    expect(winter.sup_AbsHumidityIn).toBeCloseTo(result.recovery.winter.supplyIn.w * 1000, 12);
    expect(winter.sup_TotalHeat).toBeCloseTo(result.recovery.winter.supplyPower / 1000, 12);
    expect(winter.temperatureEfficiency).toBeCloseTo(
      (result.recovery.winter.temperatureEfficiency ?? 0) * 100,
      12,
    );
  });

  it('build a complete data sheet record that its schema accepts', () => {
    const sheet = DataSheet.parse(dataSheet(result));
    expect(sheet.heating?.capacity).toBeCloseTo((result.heater?.capacity ?? 0) / 1000, 12);
    expect(sheet.cooling?.fluidPressureDrop).toBeCloseTo((result.cooler?.fluidDpPa ?? 0) / 1000, 12);
    expect(JSON.parse(sheet.supplyFanCalculation.fanChart)).toMatchObject({
      operatingPoint: { qV: 1120 / 3600 },
    });
    expect(sheet.recovery).toMatchObject({ type: 'Rotary heat exchanger', stepMotor: 'stepper motor 24 V' });
    expect(sheet.ecodesign.thermalEfficiency).toBeCloseTo(result.ecodesign.erp.etaT * 100, 12);
  });
});
