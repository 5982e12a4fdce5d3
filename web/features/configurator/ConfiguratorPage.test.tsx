import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type DataSheet } from '../../../contracts/calc';
import { dataSheet } from '../../../domain/data-sheet';
import { PositionInputSchema, toSelectionInput } from '../../../domain/positions';
import { select } from '../../../engine/select';
import { TestProviders } from '../../test/render';
import { clientConfig, failure, mockApi, ok, type RecordedCall } from '../../test/api';
import { choose, notification, type } from '../../test/forms';
import { position } from '../../test/positions';
import { ConfiguratorPage } from './ConfiguratorPage';
import { PROJECT, UNIT_TYPES } from './testing';

const CALCULATOR = 'GET /project/items/airflow/calculator?airFlowSup=1120&airFlowEha=1120';

function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function open(state: object = { projectId: 7 }) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/create-project/configurator', state }]}>
      <TestProviders>
        <Routes>
          <Route path="*" element={<ConfiguratorPage />} />
        </Routes>
        <Path />
      </TestProviders>
    </MemoryRouter>,
  );
}

/** The preview answered as the server does: the position through the engine to its data sheet. */
const sheetOf = (call: RecordedCall): DataSheet =>
  dataSheet(select(toSelectionInput(PositionInputSchema.parse(call.body))));
const preview = (call: RecordedCall) => ok({ dataSheet: sheetOf(call) });

const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('the configurator wizard (docs/rules.md#wizard-steps)', () => {
  // Four steps of MUI forms in jsdom: slow on a loaded machine.
  it('walks steps 1 to 4 with the defaults, checking each step, and skips the coils without them', async () => {
    let previews = 0;
    const api = mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      [CALCULATOR]: ok({ data: UNIT_TYPES }),
      // The calculation service fails once (the step rules: the wizard steps back by one and shows the error).
      'POST /project/item/preview': (call: RecordedCall) =>
        ++previews === 1 ? failure(503, 'The calculation service is unavailable') : preview(call),
      'GET /client-config': clientConfig(),
    });
    open();
    expect((await screen.findByTestId('demo-catalogue')).textContent).toBe(
      'Demo catalogue: not a manufacturer’s data. The units, curves and prices are invented for demonstration.',
    );
    expect(await screen.findByTestId('wizard-step-1')).toBeTruthy();
    expect(await screen.findByText('Project: Office Belgrade')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('wizard-back').disabled).toBe(true);
    expect(input('field-flowSupplyM3h').value).toBe('1120');
    expect(input('field-flowSupplyM3h').readOnly).toBe(true);

    next();
    expect((await notification()).type).toBe('info');
    type('field-name', 'AHU office');
    next();
    expect(await screen.findByTestId('wizard-step-2')).toBeTruthy();
    expect(api.callsTo('GET /project/items/airflow/calculator')).toHaveLength(1);

    next();
    expect(await screen.findByTestId('wizard-step-3')).toBeTruthy();
    expect(screen.getAllByText('*Choose an option (required)*').length).toBeGreaterThan(0);
    choose('Installation', 'Indoor');
    choose('Heat recovery', 'Rotary heat exchanger');
    expect(input('field-unitTypeId').value).toBe(
      String(UNIT_TYPES.find((u) => u.heatRecoveryType === 'Rotary')!.id),
    );
    expect(screen.getByTestId('unit-size-note').textContent).toMatch(/Difference between supply flow/);
    next();
    // Airflow direction 0 is not a choice.
    await waitFor(() => expect(screen.getByTestId('wizard-step-3')).toBeTruthy());
    expect(screen.getAllByTestId(/^airflow-direction-\d$/)).toHaveLength(4);
    fireEvent.click(screen.getByTestId('airflow-direction-2'));
    next();
    expect(await screen.findByTestId('wizard-step-4')).toBeTruthy();
    expect(input('field-summerOutdoorTDb').value).toBe('34.6');

    // A typed outdoor temperature outside -50..60 keeps the previous value.
    type('field-winterOutdoorTDb', '-55');
    expect(screen.getByText(/must be between -50 and 60/)).toBeTruthy();
    expect(input('field-winterOutdoorTDb').value).toBe('-12');

    next();
    expect(await screen.findByTestId('wizard-step-3')).toBeTruthy();
    expect((await notification()).text).toBe('The calculation service is unavailable');
    next();
    expect(await screen.findByTestId('wizard-step-4')).toBeTruthy();
    next();
    expect(await screen.findByTestId('wizard-step-6')).toBeTruthy();
    const [, call] = api.callsTo('POST /project/item/preview');
    expect(api.callsTo('POST /project/item/preview')).toHaveLength(2);
    // Nothing the preview computed goes back into the position.
    expect(call!.body).toMatchObject({ summerRecoveryOutTDb: null, heaterAirInTDb: null });
    fireEvent.click(screen.getByTestId('wizard-back'));
    expect(await screen.findByTestId('wizard-step-4')).toBeTruthy();
    // The figures are the preview's data sheet's, as displayed (one decimal).
    const sheet = sheetOf(call!);
    expect(screen.getByTestId('summer-rec-temperature').textContent).toBe(
      `${sheet.summerRecCalculation.sup_AirTempOut.toFixed(1)} °C`,
    );
    expect(screen.getByTestId('winter-rec-temperature').textContent).toBe(
      `${sheet.winterRecCalculation.sup_AirTempOut.toFixed(1)} °C`,
    );
    // An edit makes them stale: they go until the next preview.
    type('field-summerIndoorTDb', '25');
    expect(screen.queryByTestId('recovery-results')).toBeNull();
    // Steps 1-4 are completed: the sidebar reopens step 2.
    fireEvent.click(screen.getByTestId('wizard-sidebar-step-2'));
    expect(await screen.findByTestId('wizard-step-2')).toBeTruthy();
  });

  it('refuses flows outside 600..6800 with invalidFlow', async () => {
    mockApi({ 'GET /project/one?id=7': ok(PROJECT) });
    open();
    await screen.findByText('Project: Office Belgrade');
    type('field-name', 'AHU office');
    fireEvent.click(screen.getByTestId('field-directInput'));
    type('field-flowSupplyM3h', '599');
    next();
    expect(await notification()).toEqual({ text: 'Flow must be between 600 and 6800.', type: 'error' });
    expect(screen.getByTestId('wizard-step-1')).toBeTruthy();
  });

  it('stays on step 1 with flowValError when no unit type serves the flows', async () => {
    mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      [CALCULATOR]: failure(
        422,
        'Wrong combination of flow supply and flow return, no suitable units found.',
      ),
    });
    open();
    await screen.findByText('Project: Office Belgrade');
    type('field-name', 'AHU office');
    next();
    expect((await notification()).text).toMatch(/No unit type matches/);
    expect(screen.getByTestId('wizard-step-1')).toBeTruthy();
  });

  it('derives the change rate and the flows from the building type', async () => {
    mockApi({ 'GET /project/one?id=7': ok(PROJECT) });
    open();
    await screen.findByText('Project: Office Belgrade');
    choose('Building type', 'Residential - Bedrooms (5-6)');
    expect(input('field-changeRatePerH').value).toBe('6');
    expect(input('field-flowReturnM3h').value).toBe('1680');
    type('field-areaM2', '50');
    expect(input('field-flowSupplyM3h').value).toBe('840');
  });

  it('checks the step’s fields against the position’s schema on Next: a drop over 2000 Pa keeps step 1', async () => {
    const api = mockApi({ 'GET /project/one?id=7': ok(PROJECT), [CALCULATOR]: ok({ data: UNIT_TYPES }) });
    open();
    await screen.findByText('Project: Office Belgrade');
    type('field-name', 'AHU office');
    type('field-dropSupplyPa', '2500');
    next();
    expect(await notification()).toEqual({
      text: 'Supply pressure drop (Pa): must be between 0 and 2000 Pa',
      type: 'error',
    });
    expect(screen.getByText('must be between 0 and 2000 Pa')).toBeTruthy();
    expect(screen.getByTestId('wizard-step-1')).toBeTruthy();
    expect(api.callsTo('GET /project/items/airflow/calculator')).toHaveLength(0);
    // Corrected, the field's message goes at once and Next passes.
    type('field-dropSupplyPa', '2000');
    await waitFor(() => expect(screen.queryByText('must be between 0 and 2000 Pa')).toBeNull());
    next();
    expect(await screen.findByTestId('wizard-step-2')).toBeTruthy();
  });

  it('edits a stored position: loads it, walks to step 8 and saves the checked position as a new revision', async () => {
    const rotary = UNIT_TYPES.find((u) => u.heatRecoveryType === 'Rotary')!;
    const stored = position({ coils: 'without', unitTypeId: rotary.id });
    const api = mockApi({
      'GET /project/items/one?id=11': ok(stored),
      'GET /project/one?id=7': ok(PROJECT),
      [CALCULATOR]: ok({ data: UNIT_TYPES }),
      'POST /project/item/preview': preview,
      'PUT /project/item/configurator': ok({ data: 11, revisionNumber: 3 }),
    });
    open({ editing: true, data: 11 });
    await waitFor(() => expect(input('field-name').value).toBe('AHU office'));
    expect(input('field-dropSupplyPa').value).toBe('250');
    type('field-name', 'AHU office 2 ');
    for (const step of [2, 3, 4, 6, 7, 8]) {
      next();
      expect(await screen.findByTestId(`wizard-step-${step}`)).toBeTruthy();
    }
    fireEvent.click(await screen.findByTestId('wizard-calculate'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/project-item-revision'));
    const [save] = api.callsTo('PUT /project/item/configurator');
    // The position the schema checked (its name trimmed), the stored guid, the version read, no preview results.
    expect(save!.body).toMatchObject({
      id: 11,
      version: 3,
      projId: 7,
      guid: stored.guid,
      name: 'AHU office 2',
      unitTypeId: stored.unitTypeId,
      coils: 'without',
      summerRecoveryOutTDb: null,
      fineFilterClassReturn: 'M6',
    });
    expect(PositionInputSchema.safeParse(save!.body).success).toBe(true);
  });
});
