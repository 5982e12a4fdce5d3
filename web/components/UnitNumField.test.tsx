import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUnitSystem } from '../app/units';
import { UnitNumField } from './UnitNumField';

function Held({ start, seen }: { start: string; seen: string[] }) {
  const [text, setText] = useState(start);
  return (
    <UnitNumField
      label="Room in winter (°C)"
      unit="°C"
      value={text}
      onText={(next) => {
        seen.push(next);
        setText(next);
      }}
      slotProps={{ htmlInput: { 'data-testid': 'value' } }}
    />
  );
}

afterEach(() => setUnitSystem('si'));

describe('UnitNumField (issue 30)', () => {
  it('shows and takes the value in IP, handing SI to the form', () => {
    setUnitSystem('ip');
    const seen: string[] = [];
    render(<Held start="20" seen={seen} />);
    const input = screen.getByTestId<HTMLInputElement>('value');
    expect(input.value).toBe('68');
    expect(screen.getByLabelText('Room in winter (°F)')).toBeTruthy();
    fireEvent.change(input, { target: { value: '50' } });
    expect(seen).toEqual(['10']);
    // What is typed stays while it means the form's value (a trailing point while typing).
    fireEvent.change(input, { target: { value: '50.' } });
    expect(input.value).toBe('50.');
  });

  it('is a plain number field for an SI reader', () => {
    const seen: string[] = [];
    render(<Held start="20" seen={seen} />);
    expect(screen.getByTestId<HTMLInputElement>('value').value).toBe('20');
    expect(screen.getByLabelText('Room in winter (°C)')).toBeTruthy();
  });
});
