import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../../contracts/projects';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { position } from '../../test/positions';
import { renderInApp } from '../../test/render';
import { poolPosition } from '../../test/pool';
import { PoolTable } from './PoolTable';
import { PositionsTable } from './PositionsTable';

const projectRow = (id: number, name: string): ProjectRow => ({
  id,
  ownerUserId: 'user',
  number: 'AHU1',
  name,
  description: null,
  createdAt: '2026-11-20T10:00:00Z',
  timeZone: -60,
  address: 'Knez Mihailova 5',
  city: 'Belgrade',
  country: 'Serbia',
  countryCode: 'RS',
  latitude: 44.8176,
  longitude: 20.4569,
  numberOfUnits: 1,
  totalPrice: 1000,
});

const routes = (copy: Parameters<typeof mockApi>[0][string]) =>
  mockApi({
    'GET /project/items?id=7&page=0&pageSize=10': ok({ data: [position()] }),
    'GET /project/all': ok({ data: [projectRow(7, 'Office Block A'), projectRow(8, 'School B')] }),
    'POST /project/item/copy': copy,
  });

describe('copying a position from the positions table (issue 30)', () => {
  it('copies into this project by default: the call names no target project', async () => {
    const api = routes(ok({ id: 40, projectId: 7 }));
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    fireEvent.click(await screen.findByTestId('position-copy-11'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Copy position AHU office')).toBeTruthy();
    await within(dialog).findByText('Office Block A (this project)');
    fireEvent.click(within(dialog).getByTestId('copy-confirm'));
    expect(await notification()).toEqual({
      text: 'Position AHU office copied into Office Block A.',
      type: 'success',
    });
    expect(api.callsTo('POST /project/item/copy').map((call) => call.body)).toEqual([{ positionId: 11 }]);
    // The table is read again with the copy.
    await waitFor(() => expect(api.callsTo('GET /project/items')).toHaveLength(2));
  });

  it('copies into another project chosen in the dialog', async () => {
    const api = routes(ok({ id: 41, projectId: 8 }));
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    fireEvent.click(await screen.findByTestId('position-copy-11'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Office Block A (this project)');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('copy-target-8'));
    fireEvent.click(within(dialog).getByTestId('copy-confirm'));
    expect(await notification()).toEqual({
      text: 'Position AHU office copied into School B.',
      type: 'success',
    });
    expect(api.callsTo('POST /project/item/copy').map((call) => call.body)).toEqual([
      { positionId: 11, targetProjectId: 8 },
    ]);
  });

  it('shows the server message when the copy is refused, and cancel copies nothing', async () => {
    const api = routes(failure(404, 'Position or project not found'));
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    fireEvent.click(await screen.findByTestId('position-copy-11'));
    fireEvent.click(await screen.findByTestId('copy-cancel'));
    expect(api.callsTo('POST /project/item/copy')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('position-copy-11'));
    await within(await screen.findByRole('dialog')).findByText('Office Block A (this project)');
    fireEvent.click(screen.getByTestId('copy-confirm'));
    expect(await notification()).toEqual({ text: 'Position or project not found', type: 'error' });
  });

  it('offers no copy in admin mode', async () => {
    mockApi({ 'GET /project/itemsByAdmin?projectId=7&page=0&pageSize=10': ok({ data: [position()] }) });
    renderInApp(<PositionsTable projectId={7} admin />, '/project-item');
    await screen.findByTestId('position-open-11');
    expect(screen.queryByTestId('position-copy-11')).toBeNull();
  });

  it('copies a pool position from the hydra table into another project', async () => {
    const api = mockApi({
      'GET /project/items/hydra/all?projectId=7': ok({ data: [poolPosition({ id: 4, name: 'Spa' })] }),
      'GET /project/all': ok({ data: [projectRow(7, 'Office Block A'), projectRow(8, 'School B')] }),
      'POST /project/item/hydra/copy': ok({
        data: poolPosition({ id: 9, name: 'Spa (copy)', projectId: 8 }),
      }),
    });
    renderInApp(<PoolTable projectId={7} />, '/project-item');
    fireEvent.click(await screen.findByTestId('pool-copy-4'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Copy position Spa')).toBeTruthy();
    await within(dialog).findByText('Office Block A (this project)');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('copy-target-8'));
    fireEvent.click(within(dialog).getByTestId('copy-confirm'));
    expect(await notification()).toEqual({ text: 'Position Spa copied into School B.', type: 'success' });
    expect(api.callsTo('POST /project/item/hydra/copy').map((call) => call.body)).toEqual([
      { id: 4, targetProjectId: 8 },
    ]);
  });
});
