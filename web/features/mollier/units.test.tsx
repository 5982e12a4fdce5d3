import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toSystem } from '../../../domain/units';
import { setUnitSystem } from '../../app/units';
import { mockApi } from '../../test/api';
import { renderInApp } from '../../test/render';
import { MollierPage } from './MollierPage';

afterEach(() => setUnitSystem('si'));

const cell = (row: number, column: string) =>
  screen.getByTestId(`process-row-${row}`).querySelector(`[data-column="${column}"]`)?.textContent;

describe('the Mollier tool in IP units (issue 30)', () => {
  it('draws the chart on its own IP axes and lists the points in IP', async () => {
    mockApi({});
    renderInApp(<MollierPage />, '/mollier_chart');
    const chart = await screen.findByTestId('mollier-chart');
    const siTemperature = Number(cell(1, 'tDb'));
    const siX = Number(cell(1, 'x'));
    expect(within(chart).getByText('t (°C)')).toBeTruthy();

    setUnitSystem('ip');
    expect(await within(chart).findByText('t (°F)')).toBeTruthy();
    expect(within(chart).getByText('x (gr/lb)')).toBeTruthy();
    // Ticks at round F (100 F) and gr/lb (140 gr/lb), which the SI chart never has.
    expect(within(chart).getAllByText('100')).toHaveLength(2);
    expect(within(chart).getByText('140')).toBeTruthy();
    expect(screen.getByText('t (°F)', { selector: 'th' })).toBeTruthy();
    expect(Number(cell(1, 'tDb'))).toBeCloseTo(toSystem(siTemperature, '°C', 1, 'ip').value, 0);
    expect(Number(cell(1, 'x'))).toBeCloseTo(toSystem(siX, 'g/kg', 2, 'ip').value, 0);
  });

  it('takes a typed temperature in F and keeps it as C', async () => {
    mockApi({});
    setUnitSystem('ip');
    renderInApp(<MollierPage />, '/mollier_chart');
    const outdoor = await screen.findByTestId<HTMLInputElement>('outdoor-tdb');
    expect(screen.getAllByLabelText('Temperature (°F)').length).toBeGreaterThan(0);
    fireEvent.change(outdoor, { target: { value: '68' } });
    fireEvent.blur(outdoor);
    await waitFor(() => expect(cell(1, 'tDb')).toBe('68.0'));
    // Back in SI the same air reads 20 C.
    setUnitSystem('si');
    await waitFor(() => expect(cell(1, 'tDb')).toBe('20.0'));
    expect(outdoor.value).toBe('20');
  });
});
