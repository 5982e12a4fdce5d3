import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { WithState } from '../../test/positions';
import { POSITION, RESULTS, RESULTS_WITHOUT_COILS } from './testing';
import { MollierPage } from './MollierPage';

function open(state: object) {
  renderInApp(
    <WithState state={state}>
      <MollierPage />
    </WithState>,
    '/mollier_chart',
  );
}

describe('the Mollier chart in database mode (docs/rules.md#mollier-database-mode)', () => {
  it('loads the recuperator results, locks the inputs and shows the unit scheme instead of process cards', async () => {
    const api = mockApi({ 'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS) });
    open(POSITION);
    const scheme = await screen.findByTestId('mollier-scheme');
    expect(within(scheme).getByTestId('exchanger-rotary')).toBeTruthy();
    // Summer with a cooler: 5 points, so the coil version.
    expect(within(scheme).getAllByTestId('scheme-point')).toHaveLength(5);
    expect(screen.getByText('Cooler point')).toBeTruthy();
    expect(screen.queryByTestId('add-process')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('outdoor-tdb').disabled).toBe(true);
    expect(api.callsTo('GET /project/items/calculations/mollier')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('season-switch'));
    expect(screen.getByText('Heater point')).toBeTruthy();
  });

  it("draws the position's process lines with the powers and one mass flow per stream", async () => {
    mockApi({ 'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS) });
    open(POSITION);
    await screen.findByTestId('mollier-scheme');
    // Outdoor -> recovery -> cooler on the supply, extract -> recovery on the exhaust.
    expect(screen.getAllByTestId('process-line')).toHaveLength(3);
    const cell = (row: number, column: string) =>
      screen.getByTestId(`process-row-${row}`).querySelector(`[data-column="${column}"]`)?.textContent;
    expect(cell(5, 'power')).toBe('-4.10');
    expect(cell(3, 'power')).toBe('-2.45');
    expect([1, 3, 5].map((row) => cell(row, 'massFlow'))).toEqual(['0.370', '0.370', '0.370']);
    expect([2, 4].map((row) => cell(row, 'massFlow'))).toEqual(['0.330', '0.330']);
  });

  it('draws the plate scheme without coil for a plate unit without coils', async () => {
    mockApi({ 'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS_WITHOUT_COILS) });
    open({ ...POSITION, unitTypeId: 8, coils: 'without' });
    const scheme = await screen.findByTestId('mollier-scheme');
    expect(within(scheme).getByTestId('exchanger-plate')).toBeTruthy();
    expect(within(scheme).getAllByTestId('scheme-point')).toHaveLength(4);
    expect(within(scheme).queryByTestId('coil')).toBeNull();
  });

  it('uses the admin variant in admin mode', async () => {
    const api = mockApi({ 'GET /project/items/calculations/mollierByAdmin?id=11&revNum=2': ok(RESULTS) });
    open({ ...POSITION, admin: true });
    await screen.findByTestId('mollier-scheme');
    expect(api.callsTo('GET /project/items/calculations/mollierByAdmin')).toHaveLength(1);
  });

  it('logs a failed fetch and still shows outdoor and indoor', async () => {
    mockApi({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(POSITION);
    const scheme = await screen.findByTestId('mollier-scheme');
    expect(within(scheme).getAllByTestId('scheme-point')).toHaveLength(4);
    expect(screen.queryByText('DLL point')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('sends the position name, revision, project and location with the PDF', async () => {
    const api = mockApi({
      'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS),
      'POST /mollier/pdf': { status: 200, body: {} },
    });
    // jsdom has no object URLs and cannot follow a download link.
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open(POSITION);
    await screen.findByTestId('mollier-scheme');
    fireEvent.click(screen.getByTestId('export-pdf'));
    await vi.waitFor(() => expect(api.callsTo('POST /mollier/pdf')).toHaveLength(1));
    const body = api.callsTo('POST /mollier/pdf')[0]!.body as { position: unknown; points: unknown[] };
    expect(body.position).toEqual({
      projectName: 'Office block',
      name: 'AHU office',
      revision: 2,
      location: 'Belgrade, Serbia',
    });
    expect(body.points).toHaveLength(5);
    // The stored chain goes to the PDF as it is: the stream's mass flow, the cooler's power, its process line.
    expect(body.points[4]).toMatchObject({
      process: 'Cooler point',
      result: { massFlow: 0.37, usedPower: -4100, sourceIds: [3] },
    });
  });
});
