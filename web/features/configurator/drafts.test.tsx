import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientConfig, mockApi, ok, type RecordedCall } from '../../test/api';
import { type } from '../../test/forms';
import { TestProviders } from '../../test/render';
import { ConfiguratorPage } from './ConfiguratorPage';
import { PROJECT, UNIT_TYPES } from './testing';

/** Issue 30: the wizard's draft kept on the server and offered again; Enter in a field is Next. */
const CALCULATOR = 'GET /project/items/airflow/calculator?airFlowSup=1120&airFlowEha=1120';

function open() {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/create-project/configurator', state: { projectId: 7 } }]}>
      <TestProviders>
        <Routes>
          <Route path="*" element={<ConfiguratorPage />} />
        </Routes>
      </TestProviders>
    </MemoryRouter>,
  );
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('the wizard draft (issue 30)', () => {
  it('keeps what is typed after a pause, with the step', async () => {
    const kept: unknown[] = [];
    mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      'GET /client-config': clientConfig(),
      'GET /project/item/draft?projId=7': ok(null),
      'PUT /project/item/draft': (call: RecordedCall) => {
        kept.push(call.body);
        return ok({ savedAt: '2026-11-27T10:00:00.000Z' });
      },
    });
    open();
    expect(await screen.findByTestId('wizard-step-1')).toBeTruthy();
    type('field-name', 'AHU office');
    await waitFor(() => expect(kept).toHaveLength(1));
    expect(kept[0]).toMatchObject({ projId: 7, positionId: null, step: 1, values: { name: 'AHU office' } });
    expect((await screen.findByTestId('draft-kept')).textContent).toMatch(/^Draft kept 27\/11\/2026/);
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });

  it('offers a kept draft; Continue restores its values and step, with the sizes for its flows', async () => {
    const api = mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      'GET /client-config': clientConfig(),
      [CALCULATOR]: ok({ data: UNIT_TYPES }),
      'GET /project/item/draft?projId=7': ok({
        step: 3,
        values: { projId: 7, name: 'AHU kept', flowSupplyM3h: 1120, flowReturnM3h: 1120, installation: null },
        savedAt: '2026-11-26T09:30:00.000Z',
      }),
      'PUT /project/item/draft': ok({ savedAt: '2026-11-27T10:00:00.000Z' }),
    });
    open();
    const offer = await screen.findByTestId('draft-offer');
    expect(offer.textContent).toContain('You left this wizard at step 3 on 26/11/2026');
    // Nothing is kept while the offer stands: the arrival's defaults must not replace the draft.
    expect(api.callsTo('PUT /project/item/draft')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('draft-resume'));
    expect(await screen.findByTestId('wizard-step-3')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /project/items/airflow/calculator')).toHaveLength(1));
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    fireEvent.click(screen.getByTestId('wizard-back'));
    fireEvent.click(screen.getByTestId('wizard-back'));
    expect(await screen.findByTestId('wizard-step-1')).toBeTruthy();
    expect(input('field-name').value).toBe('AHU kept');
  });

  it('discards a kept draft on Start afresh', async () => {
    const api = mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      'GET /client-config': clientConfig(),
      'GET /project/item/draft?projId=7': ok({
        step: 2,
        values: { name: 'old' },
        savedAt: '2026-11-26T09:30:00.000Z',
      }),
      'DELETE /project/item/draft?projId=7': ok({ deleted: true }),
    });
    open();
    fireEvent.click(await screen.findByTestId('draft-discard'));
    await waitFor(() => expect(api.callsTo('DELETE /project/item/draft')).toHaveLength(1));
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(input('field-name').value).toBe('');
  });

  it('goes to the next step on Enter in a field, checking the step first', async () => {
    mockApi({
      'GET /project/one?id=7': ok(PROJECT),
      'GET /client-config': clientConfig(),
      [CALCULATOR]: ok({ data: UNIT_TYPES }),
    });
    open();
    expect(await screen.findByTestId('wizard-step-1')).toBeTruthy();
    type('field-name', 'AHU office');
    fireEvent.keyDown(input('field-name'), { key: 'Enter' });
    expect(await screen.findByTestId('wizard-step-2')).toBeTruthy();
  });
});
