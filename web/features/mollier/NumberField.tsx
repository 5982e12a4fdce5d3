import { TextField, type TextFieldProps } from '@mui/material';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { roundTo } from '../../../engine/numbers';
import { zodResolver } from '@hookform/resolvers/zod';
import { fromSystem, toSystem, type SiUnit } from '../../../domain/units';
import { currentUnitSystem } from '../../app/units';
import { useLanguage } from '../../app/i18n';
import { formatNumber, unitLabel, withUnits } from '../../lib/format';

/** A typed text as a number: '' and a lone '-' are NaN (no number), which every rule refuses. */
const typedNumber = z
  .string()
  .transform((text) =>
    text.trim() === '' || text.trim() === '-' ? Number.NaN : Number(text.replace(',', '.')),
  );

/** Any finite number (z.number refuses NaN and the infinities). */
export const ANY_NUMBER = z.number();

/** RH typed outside 0..100 % (or no number) becomes 50 % (docs/rules.md#mollier-inputs). */
export const RH_PCT = z.number().min(0).max(100).catch(50);

/**
 * A number input of the Mollier tool (docs/rules.md#mollier-inputs): only digits, the minus sign and (our reading) a decimal
 * point get through the keyboard; the wheel does not change it; the value is applied when the field is left. The
 * field is a one-field form (react-hook-form) whose schema is `rule`: what it gives is applied (a rule may turn a
 * typed value into another, as RH_PCT does), and what it refuses brings the previous value back. A field with a
 * `range` refuses a number outside it and says so under the field (issue 31: the field's message, the last valid
 * value kept), until the next accepted value. With a `unit`, the value (SI) is shown and typed in the reader's units
 * (issue 30) and the rule and range apply to it in SI.
 */
export function NumberField({
  value,
  onCommit,
  rule = ANY_NUMBER,
  decimals = 1,
  range,
  unit,
  label,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number;
  onCommit: (value: number) => void;
  rule?: z.ZodType<number, number>;
  decimals?: number;
  /** The allowed values, inclusive, and their unit for the message. */
  range?: { min: number; max: number; unit: string };
  /** The SI unit of the value, shown in the reader's units. */
  unit?: SiUnit;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [refused, setRefused] = useState(false);
  const system = currentUnitSystem();
  const places = unit ? toSystem(0, unit, decimals, system).decimals : decimals;
  const inReader = (si: number) => (unit ? toSystem(si, unit, decimals, system).value : si);
  const text = (si: number) => typedText(inReader(si), places);
  const shown = text(value);
  const resolver = useMemo(() => {
    const ranged = range ? z.number().min(range.min).max(range.max).pipe(rule) : rule;
    const inSi = (typed: number) =>
      unit && Number.isFinite(typed) ? fromSystem(typed, unit, system) : typed;
    return zodResolver(z.object({ text: typedNumber.transform(inSi).pipe(ranged) }));
  }, [rule, range, unit, system]);
  // `values`: a new value from outside (a reset, a recalculation) shows at once.
  const { control, handleSubmit, reset } = useForm<{ text: string }, unknown, { text: number }>({
    values: { text: shown },
    resolver,
  });
  const { field } = useController({ name: 'text', control });

  const commit = handleSubmit(
    ({ text: next }) => {
      setRefused(false);
      reset({ text: text(next) });
      if (next !== value) {
        onCommit(next);
      }
    },
    () => {
      setRefused(range !== undefined);
      reset({ text: shown });
    },
  );

  return (
    <TextField
      size="small"
      {...props}
      label={typeof label === 'string' ? withUnits(label, unit, system) : label}
      name={field.name}
      // The language's decimal separator (issue 31 point 4); either is taken.
      value={language === 'en' ? field.value : field.value.replace('.', ',')}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          (event.target as HTMLInputElement).blur();
        } else if (event.key.length === 1 && !/[\d.,-]/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
        }
      }}
      onFocus={(event) => event.target.select()}
      error={refused || props.error}
      helperText={
        refused && range
          ? t(
              'mollier.outOfRange',
              unit
                ? {
                    min: formatNumber(inReader(range.min), places),
                    max: formatNumber(inReader(range.max), places),
                    unit: unitLabel(unit, system),
                  }
                : range,
            )
          : props.helperText
      }
      slotProps={{ htmlInput: { inputMode: 'decimal', ...props.slotProps?.htmlInput } }}
    />
  );
}

/**
 * A number as the field holds it for typing: at most `decimals` decimals, no trailing zeros, a '.' whatever the
 * language (web/lib/format.ts formatNumber is the shown, localized one).
 */
function typedText(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}
