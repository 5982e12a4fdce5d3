import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { airState, standardPressure } from '../../../engine/psychro';
import { mockApi } from '../../test/api';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { MollierPage } from './MollierPage';
import { targetProblem } from './targets';

const entering = airState({ tDb: 20, rh: 0.5, pressure: 101_325 });

describe('targetProblem: a process moves its air one way only', () => {
  it.each([
    [{ code: 10, tDb: 19.9 } as const, 'heatingBelow'],
    [{ code: 20, tDb: 20.1 } as const, 'coolingAbove'],
    [{ code: 40, rh: 0.4 } as const, 'humidifyingBelow'],
    [{ code: 50, rh: 0.49 } as const, 'humidifyingBelow'],
  ])('refuses %o', (input, key) => {
    expect(targetProblem(entering, input)?.key).toBe(key);
  });

  it.each([
    { code: 10, tDb: 20 } as const,
    { code: 10, tDb: 30 } as const,
    { code: 10, heatingPower: 0 } as const,
    { code: 20, tDb: 15 } as const,
    { code: 30 } as const,
    { code: 40, rh: 0.5 } as const,
  ])('lets %o pass (the neutral card included)', (input) => {
    expect(targetProblem(entering, input)).toBeNull();
  });
});

describe('the Mollier tool answers an impossible target', () => {
  it('refuses heating below the entering air with a message and keeps the point', async () => {
    renderInApp(<MollierPage />, '/mollier_chart');
    fireEvent.click(await screen.findByTestId('add-process'));
    const target = await screen.findByTestId<HTMLInputElement>('process-target-3');
    const before = target.value;
    fireEvent.change(target, { target: { value: String(Number(before) - 5) } });
    fireEvent.blur(target);
    const shown = await notification();
    expect(shown.type).toBe('error');
    expect(shown.text).toMatch(
      /^A heater cannot cool: the target -?[\d.]+ °C is below the entering -?[\d.]+ °C\./,
    );
    expect(screen.getByTestId('process-row-3').textContent).toContain(Number(before).toFixed(1));
  });
});

describe('the Mollier mixing card (issue 31, point 13)', () => {
  it('says the split, and that nothing is mixed at the default 100 %, until the ratio mixes two streams', async () => {
    renderInApp(<MollierPage />, '/mollier_chart');
    fireEvent.click(await screen.findByTestId('add-process'));
    const type = await screen.findByTestId('process-type-3');
    fireEvent.mouseDown(within(type.parentElement as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('process-option-30'));
    expect((await screen.findByTestId('mixing-shares')).textContent).toBe(
      'Outdoor air 10000 m³/h, indoor air 0 m³/h (mixing ratio 100 % outdoor air).',
    );
    expect(screen.getByTestId('mixing-one-stream').textContent).toMatch(
      /^At a mixing ratio of 100 % only one/,
    );

    const ratio = screen.getByTestId<HTMLInputElement>('mixing-ratio');
    fireEvent.change(ratio, { target: { value: '30' } });
    fireEvent.blur(ratio);
    expect((await screen.findByText(/^Outdoor air 3000 m³\/h, indoor air 7000 m³\/h/)).dataset.testid).toBe(
      'mixing-shares',
    );
    expect(screen.queryByTestId('mixing-one-stream')).toBeNull();
  });
});

describe('the Mollier elevation out of range (issue 31, point 6)', () => {
  it("refuses 12 000 m with the field's message, keeps 2000 m and its pressure, and prints 2000 m", async () => {
    const api = mockApi({ 'POST /mollier/pdf': { status: 200, body: {} } });
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInApp(<MollierPage />, '/mollier_chart');
    const elevation = await screen.findByTestId<HTMLInputElement>('elevation');
    // Numbers as the language writes them (issue 31, point 4): 79,495 Pa in English.
    const pressure = (m: number) =>
      `Air pressure: ${Math.round(standardPressure(m)).toLocaleString('en')} Pa`;
    const pressureAt2000 = pressure(2000);
    fireEvent.change(elevation, { target: { value: '2000' } });
    fireEvent.blur(elevation);
    expect(await screen.findByText(pressureAt2000)).toBeTruthy();

    fireEvent.change(elevation, { target: { value: '12000' } });
    fireEvent.blur(elevation);
    expect(
      await screen.findByText('Allowed from -5,000 to 11,000 m: the last valid value stays.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(elevation.value).toBe('2000'));
    expect(elevation.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByTestId('export-pdf'));
    await vi.waitFor(() => expect(api.callsTo('POST /mollier/pdf')).toHaveLength(1));
    const body = api.callsTo('POST /mollier/pdf')[0]!.body as { context: { altitude: number } };
    expect(body.context.altitude).toBe(2000);

    fireEvent.change(elevation, { target: { value: '500' } });
    fireEvent.blur(elevation);
    expect(await screen.findByText(pressure(500))).toBeTruthy();
    expect(elevation.getAttribute('aria-invalid')).toBe('false');
  });
});
