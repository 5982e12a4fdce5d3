import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { stubDownloads } from '../../test/documents';
import { RevisionPage } from './RevisionPage';
import {
  calculations,
  NOVI_SAD_SELECTION,
  position,
  revisions,
  StateProbe,
  WithState,
} from '../../test/positions';
import { ENGINE_VERSION } from '../../../engine/version';

const routes = {
  'GET /project/items/one?id=11': ok(position()),
  'GET /project/items/revision/all': ok({ data: revisions() }),
  'GET /project/items/calculations?id=11&revNum=2': ok(calculations()),
};

/** A side of a comparison answer of position 11. */
const COMPARED = {
  positionId: 11,
  positionName: 'AHU office',
  projectId: 7,
  projectName: 'Office Block A',
  engineVersion: ENGINE_VERSION,
  createdAt: '2025-02-01T08:00:00.000Z',
  recomputedWith: null,
};

function open(state: object = { id: 11, name: 'AHU office' }) {
  renderInApp(
    <WithState state={state}>
      <RevisionPage />
      <StateProbe />
    </WithState>,
    '/project-item-revision',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen `widthPx` wide: media queries of the form (max-width:Npx) match when N >= widthPx. */
function screenWidth(widthPx: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max !== null && widthPx <= Number(max[1]),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

describe('the position revision screen (docs/rules.md#revision-screen)', () => {
  it('shows the active position with six tabs and its revisions, the active one first', async () => {
    mockApi(routes);
    open();
    expect(screen.getByTestId('revision-screen')).toBeTruthy();
    expect((await screen.findByTestId('active-revision-number')).textContent).toBe('2');
    expect(screen.getByTestId('active-position-price').textContent).toBe('€12,345.60');
    const tabs = within(screen.getByTestId('revision-tabs')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Info',
      'Requirements',
      'Type of unit',
      'Operating point',
      'Filtering',
      'Fan',
      'Energy',
    ]);
    // The info tab: the airflow inputs (area-based: its fields) and the stored result, the unit named once.
    expect(screen.getByTestId('summary-airflowInput').textContent).toContain(
      'From area, height and air changes',
    );
    expect(screen.getByTestId('summary-areaM2').textContent).toContain('100 m²');
    expect(screen.getByTestId('summary-flowSupplyM3h').textContent).toContain('1,120 m³/h');
    await within(screen.getByTestId('revision-results')).findByText(ENGINE_VERSION);
    expect(screen.getByTestId('revision-unit').textContent).toBe('UnitCompact PRO R 03');

    const grid = screen.getByTestId('revisions-grid');
    const rows = await within(grid).findAllByRole('row');
    const body = rows.filter((row) => row.getAttribute('data-id') !== null);
    expect(body.map((row) => row.getAttribute('data-id'))).toEqual(['102', '101']);
    expect(screen.queryByTestId('revision-activate-2')).toBeNull();
    expect(screen.getByTestId('revision-activate-1')).toBeTruthy();
    expect(screen.getByTestId('revision-group').textContent).toBe('INFO');
  });

  it('lists the price items and the air states, with the frost preheater where the winter needs one (issue 25)', async () => {
    mockApi({
      ...routes,
      'GET /project/items/calculations?id=11&revNum=2': ok(calculations({ ...NOVI_SAD_SELECTION })),
    });
    open();
    const price = await screen.findByTestId('price-frostPreheater');
    // The demo rule: frame 450 euro + 7 steps of 2.5 kW at 120 euro.
    expect(price.textContent).toBe('Electric frost preheater 17.5 kW€1,290.00');
    const row = screen.getByTestId('air-state-afterPreheater');
    expect(row.textContent).toContain('After frost preheater');
    expect(row.textContent).toContain('-4.7');
    expect(screen.getByTestId('revision-frost-preheater').textContent).toContain('7 × 2.5 kW');
  });

  it('has no preheater line or row for a unit whose winter needs none', async () => {
    mockApi(routes);
    open();
    await screen.findByTestId('revision-air-states');
    expect(screen.getByTestId('air-state-afterRecovery')).toBeTruthy();
    expect(screen.queryByTestId('air-state-afterPreheater')).toBeNull();
    expect(screen.queryByTestId('price-frostPreheater')).toBeNull();
    expect(screen.getByTestId('price-base').textContent).toContain('Compact PRO R 03');
  });

  it('shows the chosen tab, coil details for both coils, and the group of that tab in the grid', async () => {
    const api = mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('revision-tab-operatingPoint'));
    expect(screen.getByTestId('summary-coolerMedium').textContent).toContain('Water');
    expect(screen.getByTestId('summary-heaterFluidTIn').textContent).toContain('35 °C');
    expect(screen.getByTestId('revision-group').textContent).toBe('OPERATING POINT');

    fireEvent.click(screen.getByTestId('revision-tab-filtering'));
    // Same class on both sides: one filter class, not two.
    expect(screen.getByTestId('summary-filterClass').textContent).toContain('M6 (ePM10 70%)');
    expect(screen.queryByTestId('summary-fineFilterClassReturn')).toBeNull();

    fireEvent.click(screen.getByTestId('revision-tab-fan'));
    const grid = screen.getByTestId('revisions-grid');
    expect(within(grid).getByText('Requested fan type')).toBeTruthy();
    expect(within(grid).queryByText('Building type')).toBeNull();
    fireEvent.click(screen.getByTestId('revision-show-all'));
    expect(screen.getByTestId('revision-group').textContent).toBe('ALL GROUPS');
    expect(within(grid).getByText('Building type')).toBeTruthy();
    // Each group's fields are fetched when it is shown: the list carries what the grid shows (issue 29).
    await waitFor(() =>
      expect(
        api.calls.map((call) => call.path).filter((path) => path.startsWith('/project/items/revision/')),
      ).toEqual([
        '/project/items/revision/all?id=11&fields=info',
        '/project/items/revision/all?id=11&fields=operatingPoint',
        '/project/items/revision/all?id=11&fields=filtering',
        '/project/items/revision/all?id=11&fields=fan',
        '/project/items/revision/all?id=11&fields=all',
      ]),
    );
  });

  it('shows a position entered as direct airflow with the flows only, not area, height and air changes', async () => {
    mockApi({ ...routes, 'GET /project/items/one?id=11': ok(position({ directInput: true })) });
    open();
    await screen.findByTestId('active-revision-number');
    expect(screen.getByTestId('summary-airflowInput').textContent).toContain('Direct airflow');
    for (const field of ['areaM2', 'heightM', 'changeRatePerH', 'buildingType']) {
      expect(screen.queryByTestId(`summary-${field}`)).toBeNull();
    }
    expect(screen.getByTestId('summary-flowSupplyM3h').textContent).toContain('1,120 m³/h');
  });

  it('hides cooler details without a cooler and shows both filter classes when they differ', async () => {
    mockApi({
      ...routes,
      'GET /project/items/one?id=11': ok(
        position({ coils: 'heater', filteringAdvancedSettings: true, fineFilterClassReturn: 'F7' }),
      ),
    });
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('revision-tab-operatingPoint'));
    expect(screen.queryByTestId('summary-coolerMedium')).toBeNull();
    expect(screen.getByTestId('summary-heaterMedium')).toBeTruthy();
    fireEvent.click(screen.getByTestId('revision-tab-filtering'));
    expect(screen.queryByTestId('summary-filterClass')).toBeNull();
    expect(screen.getByTestId('summary-fineFilterClassSupply').textContent).toContain('M6');
    expect(screen.getByTestId('summary-fineFilterClassReturn').textContent).toContain('F7 (ePM1 60%)');
  });

  it('activates another revision after the confirmation and reloads position and revisions', async () => {
    let activated = false;
    const api = mockApi({
      ...routes,
      'GET /project/items/one?id=11': () =>
        ok(activated ? position({ revisionNumber: 1, price: 11000 }) : position()),
      'POST /project/item/revision/activate': () => {
        activated = true;
        return ok({ data: 11, revisionNumber: 1 });
      },
      'GET /project/items/calculations?id=11&revNum=1': ok(calculations()),
    });
    open();
    fireEvent.click(await screen.findByTestId('revision-activate-1'));
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(api.callsTo('POST /project/item/revision/activate')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('revision-activate-1'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'The revision has been activated.', type: 'success' });
    expect(api.callsTo('POST /project/item/revision/activate').map((c) => c.body)).toEqual([{ id: 101 }]);
    await waitFor(() => expect(screen.getByTestId('active-revision-number').textContent).toBe('1'));
    expect(api.callsTo('GET /project/items/revision/all').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes the position after the yes/no question and goes to /', async () => {
    const api = mockApi({ ...routes, 'DELETE /project/item/delete?id=11': ok({ id: 11 }) });
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('position-delete'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'The position has been deleted.', type: 'success' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(api.callsTo('DELETE /project/item/delete')).toHaveLength(1);
  });

  it('opens the Mollier chart with the position navigation state', async () => {
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('position-mollier'));
    expect(screen.getByTestId('path').textContent).toBe('/mollier_chart');
    expect(JSON.parse(screen.getByTestId('state').textContent)).toMatchObject({
      name: 'AHU office',
      revisionNumber: 2,
      projectItemId: 11,
      elevationM: 117,
      flowSupplyM3h: 1120,
      coils: 'both',
      unitTypeId: 2,
      admin: false,
    });
  });

  it('hides the tab labels on screens up to 600 px wide, leaving the icons', async () => {
    screenWidth(600);
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    const tabs = within(screen.getByTestId('revision-tabs')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['', '', '', '', '', '', '']);
    expect(tabs.every((tab) => tab.querySelector('svg') !== null)).toBe(true);
    expect(tabs[0]!.getAttribute('aria-label')).toBe('Info');
  });

  it('keeps the labels on a wider screen', async () => {
    screenWidth(601);
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    expect(screen.getByTestId('revision-tab-fan').textContent).toBe('Fan');
  });

  it('compares two of the position’s revisions in a dialog (issue 30)', async () => {
    const api = mockApi({
      ...routes,
      'GET /project/items/compare?a=101&b=102': ok({
        a: { ...COMPARED, revisionId: 101, revisionNumber: 1 },
        b: { ...COMPARED, revisionId: 102, revisionNumber: 2 },
        changes: [],
      }),
    });
    open();
    await waitFor(() => expect(screen.getByTestId('position-compare').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('position-compare'));
    await screen.findByTestId('compare-none');
    expect(api.callsTo('GET /project/items/compare')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('compare-close'));
    await waitFor(() => expect(screen.queryByTestId('compare-dialog')).toBeNull());
  });

  it('in admin mode reads through the admin calls and offers no edit, delete, comparison or activation', async () => {
    const api = mockApi({
      'GET /project/oneItemByAdmin?itemId=11': ok(position()),
      'GET /project/items/revision/allByAdmin': ok({ data: revisions() }),
      'GET /project/items/calculationsByAdmin?id=11&revNum=2': ok(calculations()),
    });
    open({ id: 11, name: 'AHU office', admin: true });
    await screen.findByTestId('active-revision-number');
    await within(screen.getByTestId('revision-results')).findByText(ENGINE_VERSION);
    await screen.findAllByRole('row');
    expect(screen.queryByTestId('position-edit')).toBeNull();
    expect(screen.queryByTestId('position-delete')).toBeNull();
    expect(screen.queryByTestId('position-compare')).toBeNull();
    expect(screen.queryByTestId('revision-activate-1')).toBeNull();
    expect(api.calls.map((c) => c.path).filter((p) => !p.includes('ByAdmin'))).toEqual([]);
  });
});

describe('the revision screen’s document actions (docs/rules.md#revision-screen, issue 8)', () => {
  const documentsState = { id: 11, name: 'AHU office', revisionNumber: 2, admin: false };

  it('offers model, standard PDF, documentation and technical card; PROLUX only on prolux hosts', async () => {
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    for (const testId of [
      'position-model',
      'download-standard',
      'position-documentation',
      'position-technical-card',
    ]) {
      expect(screen.getByTestId(testId).hasAttribute('disabled'), testId).toBe(false);
    }
    // The tests run on localhost, an AirSizer host (technicalCardKinds is tested for the brands).
    expect(screen.queryByTestId('download-prolux')).toBeNull();
  });

  it('opens the documentation with the revision as navigation state', async () => {
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('position-documentation'));
    expect(screen.getByTestId('path').textContent).toBe('/project-item-documentation');
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual(documentsState);
  });

  it('opens the technical card with the same state', async () => {
    mockApi(routes);
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('position-technical-card'));
    expect(screen.getByTestId('path').textContent).toBe('/technicalCard');
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual(documentsState);
  });

  it('downloads the standard PDF and says so', async () => {
    const api = mockApi({ ...routes, 'GET /download-standard': { status: 200, body: {} } });
    const saved = stubDownloads();
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('download-standard'));
    expect(await notification()).toEqual({
      text: 'The documentation has been downloaded successfully.',
      type: 'success',
    });
    expect(api.callsTo('GET /download-standard').map((c) => c.path)).toEqual([
      '/download-standard?id=11&revNum=2&lang=en&units=si',
    ]);
    expect(saved).toEqual(['standard_TechnicalCard.pdf']);
  });

  it('tells the user when the PDF is not ready (the original only logged it)', async () => {
    mockApi({ ...routes, 'GET /download-standard': failure(503, 'Service unavailable') });
    stubDownloads();
    open();
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('download-standard'));
    expect(await notification()).toEqual({
      text: 'Documentation is not ready. Please try again later.',
      type: 'error',
    });
  });

  it('in admin mode downloads through the admin variant and passes admin on', async () => {
    const api = mockApi({
      'GET /project/oneItemByAdmin?itemId=11': ok(position()),
      'GET /project/items/revision/allByAdmin': ok({ data: revisions() }),
      'GET /project/items/calculationsByAdmin?id=11&revNum=2': ok(calculations()),
      'GET /download-standardByAdmin': { status: 200, body: {} },
    });
    stubDownloads();
    open({ id: 11, name: 'AHU office', admin: true });
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('download-standard'));
    await notification();
    expect(api.callsTo('GET /download-standardByAdmin')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('position-documentation'));
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual({ ...documentsState, admin: true });
  });
});
