import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shareInComfortZone } from '../../../engine/chart';
import { airState, standardPressure } from '../../../engine/psychro';
import { mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { weatherYearData } from '../../test/energy';
import { WithState } from '../../test/positions';
import { MollierPage } from './MollierPage';
import { POSITION, RESULTS } from './testing';

function open(state: object) {
  renderInApp(
    <WithState state={state}>
      <MollierPage />
    </WithState>,
    '/mollier_chart',
  );
}

const routes = {
  'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS),
  'GET /project/item/annual/weather?id=11': ok(weatherYearData()),
};

/**
 * The hours of the year inside the comfort zone around the chain's indoor point (+/-2 K, +/-10 % RH:
 * docs/rules.md#mollier-defaults), its RH at the position's elevation.
 */
function expectedShare(tDb: number, w: number) {
  const year = weatherYearData();
  const { rh } = airState({ tDb, w, pressure: standardPressure(117) });
  const zone = { tDb: [tDb - 2, tDb + 2] as [number, number], rh: [rh - 0.1, rh + 0.1] as [number, number] };
  return shareInComfortZone(year.tDbC, year.wKgPerKg, zone, year.pressurePa);
}

describe("the position's Mollier chart with the location's hourly year (issue 20)", () => {
  it('draws the year as a density cloud under the process chain, every hour in one cell', async () => {
    const api = mockApi(routes);
    open(POSITION);
    const cloud = await screen.findByTestId('hour-density');
    const cells = [...cloud.querySelectorAll('path')];
    expect(cells.reduce((sum, c) => sum + Number(c.getAttribute('data-hours')), 0)).toBe(8760);
    // Under the process lines: the cloud comes first in the drawing.
    const chart = screen.getByTestId('mollier-chart');
    const order = [...chart.querySelectorAll('[data-testid="hour-density"], [data-testid="process-line"]')];
    expect(order[0]).toBe(cloud);
    expect(screen.getAllByTestId('process-line').length).toBeGreaterThan(0);
    // The fullest cell is the darkest.
    const opacity = (c: Element) => Number(c.getAttribute('fill-opacity'));
    const fullest = cells.reduce((a, b) =>
      Number(b.getAttribute('data-hours')) > Number(a.getAttribute('data-hours')) ? b : a,
    );
    expect(opacity(fullest)).toBeCloseTo(0.56, 9);
    expect(api.callsTo('GET /project/item/annual/weather')).toHaveLength(1);
  });

  it('names the synthetic year and the share of hours inside the season’s comfort zone', async () => {
    mockApi(routes);
    open(POSITION);
    const caption = await screen.findByTestId('mollier-hours');
    expect(caption.getAttribute('data-kind')).toBe('monthly');
    expect(caption.textContent).toContain('Hours of the year (Synthetic year from the monthly design data)');
    // The stored chain's indoor points: summer 26 C / 10.5 g/kg, winter 20 C / 5.8 g/kg.
    const summer = expectedShare(26, 0.0105);
    expect(summer).toBeGreaterThan(0);
    expect(screen.getByTestId('mollier-comfort-share').textContent).toBe(
      `${(summer * 100).toFixed(1)}% of the year’s hours lie inside the comfort zone.`,
    );
    fireEvent.click(screen.getByTestId('season-switch'));
    const winter = expectedShare(20, 0.0058);
    expect(winter).not.toBe(summer);
    await waitFor(() =>
      expect(screen.getByTestId('mollier-comfort-share').textContent).toContain(
        `${(winter * 100).toFixed(1)}%`,
      ),
    );
  });

  it('reads no year in admin mode (the read is the owner’s)', async () => {
    const api = mockApi({
      'GET /project/items/calculations/mollierByAdmin?id=11&revNum=2': ok(RESULTS),
    });
    open({ ...POSITION, admin: true });
    await screen.findByTestId('mollier-scheme');
    expect(api.callsTo('GET /project/item/annual/weather')).toHaveLength(0);
    expect(screen.queryByTestId('hour-density')).toBeNull();
  });

  it('warns when the year cannot be read and still draws the chart', async () => {
    mockApi({ 'GET /project/items/calculations/mollier?id=11&revNum=2': ok(RESULTS) });
    open(POSITION);
    expect((await screen.findByTestId('mollier-hours-failed')).textContent).toContain(
      'hourly year could not be read',
    );
    expect(screen.getByTestId('mollier-chart')).toBeTruthy();
    expect(screen.queryByTestId('hour-density')).toBeNull();
  });
});
