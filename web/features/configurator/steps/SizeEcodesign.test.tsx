import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ECODESIGN_NOT_MET_MESSAGE } from '../../../../contracts/positions';
import { airflowCalculator } from '../../../../engine/catalogue';
import { ApiError } from '../../../api/errors';
import i18n from 'i18next';
import { renderInApp } from '../../../test/render';
import { ecodesignRefusal } from '../ecodesign';
import { initialValues, type WizardValues } from '../wizard';
import { UnitTypeStep } from './UnitTypeStep';

/** 2000 m3/h: R 03 is offered but fails EU 1253/2014 (eta_t 69.9 % < 73 %, SFPint 879 > 827 with M6 filters). */
const TYPES = airflowCalculator(2000, 2000);
const values = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...initialValues(7, 'g'),
  flowSupplyM3h: 2000,
  flowReturnM3h: 2000,
  elevationM: 100,
  installation: 'installationIndoor',
  heatRecovery: 'Rotary heat exchanger',
  heatRecoveryPlateType: 'Rotary',
  unitTypeId: 1,
  ...over,
});
const show = (v: WizardValues) =>
  renderInApp(<UnitTypeStep values={v} change={() => undefined} unitTypes={TYPES} />);

describe('step 3: each offered size against EU 1253/2014', () => {
  it('shows R 03 failing at 2000 m3/h with both criteria, and what to change when compliance is required', async () => {
    show(values());
    const row = await screen.findByTestId('size-ecodesign-1');
    expect(row.textContent).toContain('69.9 % (≥ 73 %)');
    expect(row.textContent).toContain('879 (≤ 827) W/(m³/s)');
    expect(within(row).getByText('Does not comply')).toBeTruthy();
    // The larger rotary sizes offered for these flows comply.
    for (const id of [2, 3]) {
      expect(within(screen.getByTestId(`size-ecodesign-${id}`)).getByText('Complies')).toBeTruthy();
    }
    const advice = screen.getByTestId('size-ecodesign-advice').textContent ?? '';
    expect(advice).toContain('R 03 does not comply (η_t 69.9 % < 73 %; SFPint 879 > 827 W/(m³/s))');
    expect(advice).toContain('Choose a larger size or another heat recovery.');
    const complying = TYPES.filter((u) => u.id !== 1 && u.id !== 11).map((u) => u.name);
    expect(advice).toContain(`Complying units for these flows: ${complying.join(', ')}.`);
  });

  it('gives no advice when the position need not comply, nor for a complying size', async () => {
    show(values({ ecoDesign: 'notCompliant' }));
    expect(await screen.findByTestId('size-ecodesign-1')).toBeTruthy();
    expect(screen.queryByTestId('size-ecodesign-advice')).toBeNull();
  });

  it('a fine supply filter raises the limit (F 190 -> 0), yet R 03 still fails its eta_t', async () => {
    show(values({ fineFilterClassSupply: 'F7' }));
    const row = await screen.findByTestId('size-ecodesign-1');
    expect(row.textContent).toContain('(≤ 1,017) W/(m³/s)');
    expect(screen.getByTestId('size-ecodesign-advice').textContent).toContain('η_t 69.9 % < 73 %)');
  });
});

describe("the server's ecodesign refusal in the reader's language", () => {
  it('reads the criteria from the 422 on body.ecoDesign, and ignores other failures', async () => {
    await i18n.changeLanguage('de');
    const error = new ApiError(
      422,
      `${ECODESIGN_NOT_MET_MESSAGE} Reason: eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)`,
      'body.ecoDesign',
    );
    expect(ecodesignRefusal(error, i18n.t)).toMatch(
      /^Das Gerät erfüllt EU 1253\/2014 nicht, was die Position verlangt \(eta_t 69\.9 % < 73 %; SFPint 879 > 827 W\/\(m3\/s\)\)/,
    );
    expect(ecodesignRefusal(new ApiError(422, 'other', 'body.coolerAirInputValue'), i18n.t)).toBeNull();
    await i18n.changeLanguage('en');
  });
});
