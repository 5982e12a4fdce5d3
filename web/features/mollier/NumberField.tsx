import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';

/**
 * A number input of the Mollier tool (part 3 section 5): only digits, the minus sign and (our reading) a decimal
 * point get through the keyboard; the wheel does not change it; the value is applied when the field is left.
 * `sanitize` turns what was typed into the value to apply (for example RH out of 0..100 becomes 50), or null to
 * restore the previous value.
 */
export function NumberField({
  value,
  onCommit,
  sanitize = (typed) => (Number.isFinite(typed) ? typed : null),
  decimals = 1,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number;
  onCommit: (value: number) => void;
  sanitize?: (typed: number, text: string) => number | null;
  decimals?: number;
}) {
  const shown = formatNumber(value, decimals);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);

  const commit = () => {
    const typed = text.trim() === '' || text.trim() === '-' ? Number.NaN : Number(text);
    const next = sanitize(typed, text);
    if (next === null) {
      setText(shown);
      return;
    }
    setText(formatNumber(next, decimals));
    if (next !== value) {
      onCommit(next);
    }
  };

  return (
    <TextField
      size="small"
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          (event.target as HTMLInputElement).blur();
        } else if (event.key.length === 1 && !/[\d.-]/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
        }
      }}
      onFocus={(event) => event.target.select()}
      slotProps={{ htmlInput: { inputMode: 'decimal', ...props.slotProps?.htmlInput } }}
    />
  );
}

/** A number with at most `decimals` decimals and no trailing zeros. */
export function formatNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}
