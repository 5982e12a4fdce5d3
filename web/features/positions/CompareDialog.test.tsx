import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComparisonData } from '../../../contracts/comparison';
import { mockApi, ok } from '../../test/api';
import { stubDownloads } from '../../test/documents';
import { position, revisions } from '../../test/positions';
import { renderInApp } from '../../test/render';
import { setUnitSystem } from '../../app/units';
import { CompareDialog } from './CompareDialog';

const side = (revisionId: number, revisionNumber: number) => ({
  revisionId,
  revisionNumber,
  positionId: 11,
  positionName: 'AHU office',
  projectId: 7,
  projectName: 'Office Block A',
  engineVersion: '2.8.0',
  createdAt: '2025-02-01T08:00:00.000Z',
  recomputedWith: null,
});

/** Revision 1 (id 101) against the active revision 2 (id 102): three inputs and two of the results they moved. */
const COMPARISON: ComparisonData = {
  a: side(101, 1),
  b: side(102, 2),
  changes: [
    {
      group: 'input',
      key: 'flowSupplyM3h',
      labelKey: 'flowSupplyM3h',
      detail: null,
      a: 1120,
      b: 1400,
      unit: 'm³/h',
      changePct: 25,
    },
    {
      group: 'input',
      key: 'dropSupplyPa',
      labelKey: 'dropSupplyPa',
      detail: null,
      a: 250,
      b: 300,
      unit: 'Pa',
      changePct: 20,
    },
    {
      group: 'input',
      key: 'fanType',
      labelKey: 'fanType',
      detail: null,
      a: 'Premium',
      b: 'Standard',
      unit: '',
      changePct: null,
    },
    {
      group: 'result',
      key: 'supplyFanCalculation.absorbedPower',
      labelKey: 'supplyFanCalculation.absorbedPower',
      detail: null,
      a: 0.5654,
      b: 0.8123,
      unit: 'kW',
      changePct: 43.668,
    },
    {
      group: 'result',
      key: 'noiseLevels.supplyOutlet.bands.3',
      labelKey: 'noiseLevels.supplyOutlet.bands',
      detail: '500 Hz',
      a: 73.5,
      b: 75.25,
      unit: 'dB',
      changePct: 2.381,
    },
  ],
};

describe('the comparison of two revisions on the revision screen (issue 30)', () => {
  it('compares the newest inactive revision with the active one and shows every change with unit and percent', async () => {
    const api = mockApi({ 'GET /project/items/compare?a=101&b=102': ok(COMPARISON) });
    renderInApp(
      <CompareDialog open revisions={revisions()} onClose={() => undefined} />,
      '/project-item-revision',
    );
    const table = await screen.findByTestId('compare-table');
    expect(api.callsTo('GET /project/items/compare')).toHaveLength(1);
    const cells = (key: string) =>
      within(within(table).getByTestId(`compare-row-${key}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('flowSupplyM3h')).toEqual(['Supply flow', '1,120', '1,400', 'm³/h', '+25.0']);
    expect(cells('dropSupplyPa')).toEqual(['Supply external pressure drop', '250', '300', 'Pa', '+20.0']);
    expect(cells('fanType')).toEqual(['Fan type', 'Premium', 'Standard', '', '–']);
    expect(cells('supplyFanCalculation.absorbedPower')).toEqual([
      'Supply fan › Absorbed power',
      '0.565',
      '0.812',
      'kW',
      '+43.7',
    ]);
    expect(cells('noiseLevels.supplyOutlet.bands.3')[0]).toBe(
      'Sound › Supply air outlet › Octave band (500 Hz)',
    );
    expect(within(table).getByText('Inputs that differ (3)')).toBeTruthy();
    expect(within(table).getByText('Results that differ (2)')).toBeTruthy();
  });

  it('shows the values in the reader`s IP units, a fan`s power staying kW (issue 30)', async () => {
    mockApi({ 'GET /project/items/compare?a=101&b=102': ok(COMPARISON) });
    setUnitSystem('ip');
    try {
      renderInApp(
        <CompareDialog open revisions={revisions()} onClose={() => undefined} />,
        '/project-item-revision',
      );
      const table = await screen.findByTestId('compare-table');
      const cells = (key: string) =>
        within(within(table).getByTestId(`compare-row-${key}`))
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      // 1 120 m3/h = 659 cfm, 250 Pa = 1.00 in. wg; the change in percent is the SI figures'.
      expect(cells('flowSupplyM3h')).toEqual(['Supply flow', '659', '824', 'cfm', '+25.0']);
      expect(cells('dropSupplyPa')).toEqual([
        'Supply external pressure drop',
        '1.00',
        '1.20',
        'in. wg',
        '+20.0',
      ]);
      expect(cells('supplyFanCalculation.absorbedPower')[3]).toBe('kW');
    } finally {
      setUnitSystem('si');
    }
  });

  it('compares with another position of the project, its active revision first (issue 30)', async () => {
    const other = revisions().map((r) => ({ ...r, id: r.id + 100, positionId: 12 }));
    const api = mockApi({
      'GET /project/items?id=7&page=0&pageSize=100': ok({
        data: [position(), position({ id: 12, name: 'AHU lab' })],
      }),
      'GET /project/items/revision/all?id=12&fields=info': ok({ data: other }),
      'GET /project/items/compare?a=101&b=102': ok(COMPARISON),
      'GET /project/items/compare?a=101&b=202': ok({ ...COMPARISON, b: { ...side(202, 2), positionId: 12 } }),
    });
    renderInApp(
      <CompareDialog open revisions={revisions()} positionId={11} projectId={7} onClose={() => undefined} />,
      '/project-item-revision',
    );
    await screen.findByTestId('compare-table');
    fireEvent.mouseDown(within(screen.getByTestId('compare-position').parentElement!).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('compare-position-12'));
    await waitFor(() =>
      expect(api.callsTo('GET /project/items/compare').map((c) => c.path)).toContain(
        '/project/items/compare?a=101&b=202',
      ),
    );
  });

  it('compares another pair when a revision is chosen, and says when nothing differs', async () => {
    const api = mockApi({
      'GET /project/items/compare?a=101&b=102': ok(COMPARISON),
      'GET /project/items/compare?a=102&b=102': ok({ a: side(102, 2), b: side(102, 2), changes: [] }),
    });
    renderInApp(
      <CompareDialog open revisions={revisions()} onClose={() => undefined} />,
      '/project-item-revision',
    );
    await screen.findByTestId('compare-table');
    fireEvent.mouseDown(within(screen.getByTestId('compare-dialog')).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTestId('compare-a-2'));
    expect((await screen.findByTestId('compare-none')).textContent).toBe('The two revisions do not differ.');
    expect(api.callsTo('GET /project/items/compare').map((call) => call.path)).toEqual([
      '/project/items/compare?a=101&b=102',
      '/project/items/compare?a=102&b=102',
    ]);
  });

  it('downloads the comparison as a PDF in the interface language and as JSON', async () => {
    const saved = stubDownloads();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:comparison';
    });
    Object.assign(URL, { createObjectURL: create });
    const api = mockApi({
      'GET /project/items/compare?a=101&b=102': ok(COMPARISON),
      'GET /project/items/compare/pdf?a=101&b=102&lang=en': { status: 200, body: '%PDF-1.7' },
    });
    renderInApp(
      <CompareDialog open revisions={revisions()} onClose={() => undefined} />,
      '/project-item-revision',
    );
    await screen.findByTestId('compare-table');
    fireEvent.click(screen.getByTestId('compare-pdf'));
    await waitFor(() => expect(saved).toEqual(['comparison_r1_r2.pdf']));
    expect(api.callsTo('GET /project/items/compare/pdf')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('compare-json'));
    expect(saved).toEqual(['comparison_r1_r2.pdf', 'comparison_r1_r2.json']);
    expect(JSON.parse(await blobs[blobs.length - 1]!.text())).toEqual(COMPARISON);
  });
});
