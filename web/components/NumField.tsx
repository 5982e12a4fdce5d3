import { TextField, type TextFieldProps } from '@mui/material';
import { useLanguage } from '../app/i18n';

/**
 * Keys a number field takes (docs/rules.md#number-fields: digits and a minus sign; the decimal point for decimals),
 * and the decimal comma of German and Serbian (issue 31 point 4).
 */
const ALLOWED = /^[0-9.,-]$/;

/**
 * A number input of the forms: the key filter of docs/rules.md#number-fields, no change by the mouse wheel, content
 * selected on focus. The value is the typed text with a '.' before the decimals, so '' and '-' can stand while typing;
 * the field shows it with the language's decimal separator and takes either.
 */
export function NumField({
  value,
  onText,
  step,
  min,
  max,
  readOnly,
  slotProps,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onText?: (text: string) => void;
  step?: number;
  min?: number;
  max?: number;
  readOnly?: boolean;
}) {
  const comma = useLanguage() !== 'en';
  return (
    <TextField
      {...props}
      size="small"
      value={comma ? value.replace('.', ',') : value}
      onChange={(event) => onText?.(event.target.value.replace(',', '.'))}
      onKeyDown={(event) => {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !ALLOWED.test(event.key)) {
          event.preventDefault();
        }
      }}
      onWheel={(event) => (event.target as HTMLElement).blur()}
      onFocus={(event) => event.target.select()}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          ...(slotProps?.htmlInput as object),
          'data-step': step,
          'data-min': min,
          'data-max': max,
          readOnly,
        },
      }}
    />
  );
}
