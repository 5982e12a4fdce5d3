import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { PositionsTable } from './PositionsTable';
import { position, StateProbe } from '../../test/positions';

const list = () => ok({ data: [position(), position({ id: 12, name: 'AHU lab', price: 999.5 })] });

describe('the positions table (docs/rules.md#positions-table)', () => {
  it('lists the positions with unit, revision, price in euro and the local created-at', async () => {
    mockApi({ 'GET /project/items?id=7&page=0&pageSize=10': list() });
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    const table = screen.getByTestId('positions-table');
    await within(table).findByText('AHU office');
    const row = within(table).getByText('AHU office').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('R 05')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('€12,345.60')).toBeTruthy();
    // 10:20:30 UTC saved at offset -60 (UTC+1).
    expect(within(row).getByText('01/03/2025, 11:20:30')).toBeTruthy();
    expect(within(table).getByText('€999.50')).toBeTruthy();
  });

  it('deletes a position after the confirmation and reloads the table', async () => {
    let deleted = false;
    const api = mockApi({
      'GET /project/items?id=7&page=0&pageSize=10': () =>
        deleted ? ok({ data: [position({ id: 12, name: 'AHU lab' })] }) : list(),
      'DELETE /project/item/delete?id=11': () => {
        deleted = true;
        return ok({ id: 11 });
      },
    });
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    fireEvent.click(await screen.findByTestId('position-delete-11'));
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(api.callsTo('DELETE /project/item/delete')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('position-delete-11'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'The position has been deleted.', type: 'success' });
    await waitFor(() => expect(screen.queryByText('AHU office')).toBeNull());
    expect(api.callsTo('DELETE /project/item/delete')).toHaveLength(1);
    expect(api.callsTo('GET /project/items')).toHaveLength(2);
  });

  it('shows the server message when the delete fails', async () => {
    mockApi({
      'GET /project/items?id=7&page=0&pageSize=10': list(),
      'DELETE /project/item/delete?id=11': failure(500, 'Failed to delete!'),
    });
    renderInApp(<PositionsTable projectId={7} admin={false} />, '/project-item');
    fireEvent.click(await screen.findByTestId('position-delete-11'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'Failed to delete!', type: 'error' });
  });

  it('opens a position on the revision screen with its id, name and the admin flag', async () => {
    mockApi({ 'GET /project/items?id=7&page=0&pageSize=10': list() });
    renderInApp(
      <>
        <PositionsTable projectId={7} admin={false} />
        <StateProbe />
      </>,
      '/project-item',
    );
    fireEvent.click(await screen.findByTestId('position-open-11'));
    expect(screen.getByTestId('path').textContent).toBe('/project-item-revision');
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual({
      id: 11,
      name: 'AHU office',
      admin: false,
    });
  });

  it('edits a position in the configurator', async () => {
    mockApi({ 'GET /project/items?id=7&page=0&pageSize=10': list() });
    renderInApp(
      <>
        <PositionsTable projectId={7} admin={false} />
        <StateProbe />
      </>,
      '/project-item',
    );
    fireEvent.click(await screen.findByTestId('position-edit-11'));
    expect(screen.getByTestId('path').textContent).toBe('/create-project/configurator');
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual({
      editing: true,
      data: 11,
      projectId: 7,
    });
  });

  it('in admin mode reads the admin list and offers no edit or delete', async () => {
    const api = mockApi({ 'GET /project/itemsByAdmin?projectId=7&page=0&pageSize=10': list() });
    renderInApp(<PositionsTable projectId={7} admin />, '/project-item');
    expect(await screen.findByTestId('position-open-11')).toBeTruthy();
    expect(screen.queryByTestId('position-edit-11')).toBeNull();
    expect(screen.queryByTestId('position-delete-11')).toBeNull();
    expect(api.callsTo('GET /project/items')).toHaveLength(0);
  });
});
