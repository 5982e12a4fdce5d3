import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumField } from './NumField';

function Held({ start, seen }: { start: string; seen: string[] }) {
  const [text, setText] = useState(start);
  return (
    <NumField
      label="Value"
      value={text}
      onText={(next) => {
        seen.push(next);
        setText(next);
      }}
      slotProps={{ htmlInput: { 'data-testid': 'value' } }}
    />
  );
}

afterEach(() => i18n.changeLanguage('en'));

describe('NumField (issue 31 point 4)', () => {
  it('shows and takes the decimal comma in German and Serbian, keeping a point in the value', async () => {
    for (const language of ['de', 'sr']) {
      await i18n.changeLanguage(language);
      const seen: string[] = [];
      const { unmount } = render(<Held start="34.6" seen={seen} />);
      const input = screen.getByTestId<HTMLInputElement>('value');
      expect(input.value).toBe('34,6');
      fireEvent.change(input, { target: { value: '21,5' } });
      expect(seen).toEqual(['21.5']);
      expect(input.value).toBe('21,5');
      unmount();
    }
  });

  it('keeps the point in English and refuses letters', async () => {
    const seen: string[] = [];
    render(<Held start="34.6" seen={seen} />);
    const input = screen.getByTestId<HTMLInputElement>('value');
    expect(input.value).toBe('34.6');
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: ',' })).toBe(true);
  });
});
