import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { AxesDialog } from './AxesDialog';
import { NumberField, RH_PCT } from './NumberField';

/** A field over a held value, as the Mollier tool uses it: what it commits becomes the shown value. */
function Held({
  start,
  rule,
  commit,
}: {
  start: number;
  rule?: typeof RH_PCT;
  commit: (value: number) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <NumberField
      label="Value"
      value={value}
      rule={rule}
      onCommit={(next) => {
        commit(next);
        setValue(next);
      }}
      slotProps={{ htmlInput: { 'data-testid': 'value' } }}
    />
  );
}

const field = () => screen.getByTestId<HTMLInputElement>('value');
const leave = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.blur(field());
};

describe('the Mollier number field', () => {
  it('takes and shows the decimal comma in German (issue 31 point 4)', async () => {
    await i18n.changeLanguage('de');
    try {
      const commit = vi.fn();
      render(<Held start={20} commit={commit} />);
      leave('21,5');
      await waitFor(() => expect(commit).toHaveBeenCalledWith(21.5));
      await waitFor(() => expect(field().value).toBe('21,5'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('applies a typed number when left, shown with at most one decimal', async () => {
    const commit = vi.fn();
    render(<Held start={20} commit={commit} />);
    leave('23.46');
    await waitFor(() => expect(commit).toHaveBeenCalledWith(23.46));
    expect(field().value).toBe('23.5');
  });

  it('brings the previous value back for no number, and commits nothing', async () => {
    const commit = vi.fn();
    render(<Held start={20} commit={commit} />);
    leave('-');
    await waitFor(() => expect(field().value).toBe('20'));
    leave('');
    await waitFor(() => expect(field().value).toBe('20'));
    expect(commit).not.toHaveBeenCalled();
  });

  it('turns a humidity outside 0..100 % into 50 % (docs/rules.md#mollier-inputs)', async () => {
    const commit = vi.fn();
    render(<Held start={40} rule={RH_PCT} commit={commit} />);
    leave('120');
    await waitFor(() => expect(commit).toHaveBeenCalledWith(50));
    expect(field().value).toBe('50');
    leave('100');
    await waitFor(() => expect(commit).toHaveBeenLastCalledWith(100));
  });
});

describe('the axes dialog', () => {
  const axes = { tMin: -21, tMax: 40, xMin: 0, xMax: 20 };
  const open = () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderInApp(<AxesDialog axes={axes} comfortZone={null} onApply={onApply} onClose={onClose} />);
    return { onApply, onClose };
  };

  it('applies the ranges as typed, a refused text leaving its range as it was', async () => {
    const { onApply, onClose } = open();
    const tMax = screen.getByTestId<HTMLInputElement>('axes-tMax');
    fireEvent.change(tMax, { target: { value: '45' } });
    fireEvent.blur(tMax);
    await waitFor(() => expect(tMax.value).toBe('45'));
    const xMax = screen.getByTestId<HTMLInputElement>('axes-xMax');
    fireEvent.change(xMax, { target: { value: '-' } });
    fireEvent.blur(xMax);
    await waitFor(() => expect(xMax.value).toBe('20'));
    fireEvent.click(screen.getByTestId('axes-apply'));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...axes, tMax: 45 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('applies nothing on cancel', () => {
    const { onApply, onClose } = open();
    fireEvent.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
