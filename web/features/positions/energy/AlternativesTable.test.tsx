import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AlternativesTable } from './AlternativesTable';
import { alternativesData } from '../../../test/energy';

function show(canSave = true) {
  const onMake = vi.fn();
  renderInApp(<AlternativesTable data={alternativesData()} canSave={canSave} busy={false} onMake={onMake} />);
  return onMake;
}

const rowsOf = () =>
  within(screen.getByTestId('energy-alternatives'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-testid')?.startsWith('alternative-'));

describe('the alternatives table (issue 20)', () => {
  it('lists every alternative in the server’s order with price, eta_t, SFP, energy, cost, LCC and payback', () => {
    show();
    const rows = rowsOf();
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'alternative-3-Premium',
      'alternative-3-Standard',
      'alternative-4-Premium',
      'alternative-8-Standard',
      'alternative-8-Premium',
      'alternative-13-Standard',
      'alternative-13-Premium',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(0, 12)).toEqual([
      '€11,200.00',
      '78.0%',
      '1,400',
      '3,000',
      '900',
      '1,900',
      '14,000',
      '€900.00',
      '€180.00',
      '2,100',
      '€19,800.00',
      '3.4',
    ]);
    // The cheapest says so, a payback that never comes says never.
    expect(cells(rows[1]!)[11]).toBe('cheapest');
    expect(cells(rows[3]!)[11]).toBe('never');
    expect(rows[5]!.textContent).toContain('not ErP compliant');
    expect(screen.getByTestId('energy-refused').textContent).toContain('R 04, Standard fans');
    expect(screen.getByTestId('energy-lcc-chart')).toBeTruthy();
  });

  it('marks the current one and offers every other one as the next revision', () => {
    const onMake = show();
    const current = screen.getByTestId('alternative-3-Standard');
    expect(current.getAttribute('data-current')).toBe('true');
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Make next revision: / })).toHaveLength(6);
    fireEvent.click(screen.getByTestId('alternative-make-13-Premium'));
    expect(onMake).toHaveBeenCalledWith(expect.objectContaining({ label: 'EV 13, Premium fans' }));
  });

  it('offers no save where the caller may not save', () => {
    show(false);
    expect(screen.queryAllByRole('button', { name: /^Make next revision/ })).toHaveLength(0);
  });
});
