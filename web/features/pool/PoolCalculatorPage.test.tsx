import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PoolPosition } from '../../../contracts/pool';
import { POOL_DEFAULTS, poolCalculation } from '../../../engine/pool';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/App';
import { mockApi, ok } from '../../test/api';
import { type } from '../../test/forms';
import { PoolCalculatorPage } from './PoolCalculatorPage';
import { PoolPositionPage } from './PoolPositionPage';

function open(page = <PoolCalculatorPage />, state: object = { projectId: 7 }) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/hydra', state }]}>
      <AppProviders>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('the pool calculator and its rounded air volume (issue 16)', () => {
  it('warns that the default hall’s 1500 m3/h carries 9.06 kg/h below its 9.40 kg/h, and names 1556 m3/h', async () => {
    mockApi({ 'GET /project/item/hydra/getTypes': ok({ data: [] }) });
    open();
    const warning = await screen.findByTestId('pool-air-below-load');
    expect(warning.textContent).toBe(
      'The air volume 1500 m³/h, rounded down to hundreds, carries 9.06 kg/h, less than the evaporation load of 9.40 kg/h. 1556 m³/h would carry it (1600 m³/h rounded up).',
    );
    // The rounded-down volume stays the calculator's reading.
    expect(screen.getByTestId<HTMLInputElement>('derived-max-air').value).toBe('1500');
  });

  it('says nothing when there is no evaporation to carry', async () => {
    mockApi({ 'GET /project/item/hydra/getTypes': ok({ data: [] }) });
    open();
    await screen.findByTestId('pool-air-below-load');
    type('pool-waterSurface', '0');
    type('pool-numberOfVisitors', '0');
    await waitFor(() => expect(screen.queryByTestId('pool-air-below-load')).toBeNull());
  });
});

describe('the saved pool position says the same', () => {
  it('shows the evaporation, the capacity and the unrounded air, and the warning on the air tab', async () => {
    const state = poolCalculation(POOL_DEFAULTS);
    const saved: PoolPosition = {
      ...POOL_DEFAULTS,
      id: 3,
      positionId: 3,
      projectId: 7,
      revisionNumber: 0,
      name: 'Hall',
      poolName: 'Pool 1',
      maxRequiredAir: state.maxRequiredAir,
      minRequiredFreshAir: state.minRequiredFreshAir,
      numOfAirChanges: state.numOfAirChanges,
      unitTypeId: 2,
      unit: { series: 'HYDRApro', type: 'COMPACT BASIC', size: '06.05' },
      price: 1000,
      createdAt: '2026-01-01T00:00:00.000Z',
      evaporationLoad: state.totalMassFlowWaterUsedPool,
      dehumidificationCapacity: state.dehumidificationCapacity,
      airForEvaporationLoad: state.airForEvaporationLoad,
      airForEvaporationLoadRoundedUp: state.airForEvaporationLoadRoundedUp,
      airBelowEvaporationLoad: state.airBelowEvaporationLoad,
    };
    mockApi({ 'GET /project/items/hydra/one?id=3': ok({ data: saved }) });
    open(<PoolPositionPage />, { id: 3 });
    fireEvent.click(await screen.findByTestId('pool-tab-2'));
    const panel = await screen.findByTestId('pool-tab-panel');
    await waitFor(() => expect(panel.textContent).toContain('Dehumidification capacity (kg/h)9.06'));
    expect(panel.textContent).toContain('1556');
    expect(screen.getByTestId('pool-air-below-load').textContent).toContain('1600 m³/h rounded up');
  });
});
