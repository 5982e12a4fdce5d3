import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { airState } from '../../../engine/psychro';
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
