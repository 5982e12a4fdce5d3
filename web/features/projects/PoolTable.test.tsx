import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { StateProbe } from '../../test/positions';
import { PoolTable } from './PoolTable';
import { poolPosition } from '../../test/pool';

const rows = () =>
  ok({ data: [poolPosition(), poolPosition({ id: 4, name: 'Spa', poolName: 'Whirlpool', price: 63_000 })] });

describe('the project’s hydra table', () => {
  it('lists the project’s pool positions with the pool type’s name and the price in euro', async () => {
    mockApi({ 'GET /project/items/hydra/all?projectId=7': rows() });
    renderInApp(<PoolTable projectId={7} />, '/project-item');
    const table = screen.getByTestId('hydra-section');
    await within(table).findByText('Whirlpool');
    const row = within(table).getByText('Hall').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Pool 1')).toBeTruthy();
    expect(within(row).getByText('Private pool')).toBeTruthy();
    expect(within(row).getByText('€19,900.00')).toBeTruthy();
    expect(within(table).getByText('€63,000.00')).toBeTruthy();
  });

  it('opens a position’s view with its id', async () => {
    mockApi({ 'GET /project/items/hydra/all?projectId=7': rows() });
    renderInApp(
      <>
        <PoolTable projectId={7} />
        <StateProbe />
      </>,
      '/project-item',
    );
    fireEvent.click(await screen.findByTestId('pool-open-4'));
    expect(screen.getByTestId('path').textContent).toBe('/hydra/project-item');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ id: 4 });
  });

  it('in admin mode reads another user’s positions through the admin variant and opens none', async () => {
    const api = mockApi({ 'GET /project/items/hydra/allByAdmin?projectId=7': rows() });
    renderInApp(<PoolTable projectId={7} admin />, '/project-item');
    await screen.findByText('Whirlpool');
    expect(screen.queryByTestId('pool-open-3')).toBeNull();
    expect(api.callsTo('GET /project/items/hydra/all')).toHaveLength(0);
  });

  it('says when the project has no pool positions', async () => {
    mockApi({ 'GET /project/items/hydra/all?projectId=7': ok({ data: [] }) });
    renderInApp(<PoolTable projectId={7} />, '/project-item');
    expect(await screen.findByText('No pool positions.')).toBeTruthy();
  });
});
