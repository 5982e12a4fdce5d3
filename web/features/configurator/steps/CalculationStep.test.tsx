import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataSheet } from '../../../../domain/data-sheet';
import { PositionInputSchema, toSelectionInput } from '../../../../domain/positions';
import { select } from '../../../../engine/select';
import { formatNumber } from '../../../lib/format';
import { renderInApp } from '../../../test/render';
import { completeValues, UNIT_TYPES } from '../testing';
import { positionBody } from '../wire';
import { CalculationStep } from './CalculationStep';

describe('step 8`s summary (issue 31 point 7)', () => {
  it('shows the recovery outlet and the coils` entering air that steps 4 and 5 showed from the preview', () => {
    const values = completeValues({ coils: 'both' });
    expect(values.coolerAirInTDb).toBeNull();
    const sheet = dataSheet(
      select(toSelectionInput(PositionInputSchema.parse(positionBody(values, new Date())))),
    );
    renderInApp(
      <CalculationStep
        values={values}
        unitTypes={UNIT_TYPES}
        sheet={sheet}
        submitting={false}
        onCalculate={() => {}}
      />,
    );
    const cell = (field: string) => screen.getByTestId(`summary-${field}`).textContent;
    const summer = sheet.summerRecCalculation;
    const winter = sheet.winterRecCalculation;
    expect(cell('coolerAirInTDb')).toBe(`${formatNumber(summer.sup_AirTempOut)} °C`);
    expect(cell('coolerAirInRhPct')).toBe(`${formatNumber(summer.sup_HumidityOut)} %`);
    expect(cell('heaterAirInTDb')).toBe(`${formatNumber(winter.sup_AirTempOut)} °C`);
    for (const field of ['summerRecoveryOutTDb', 'winterRecoveryOutTDb']) {
      expect(screen.queryByTestId(`summary-${field}`)?.textContent ?? '').not.toBe('-');
    }
  });
});
