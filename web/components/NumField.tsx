import { TextField, type TextFieldProps } from '@mui/material';

/** Keys a number field takes (docs/rules.md#number-fields: digits and a minus sign; the decimal point for decimals). */
const ALLOWED = /^[0-9.-]$/;

/**
 * A number input of the project form: the key filter of docs/rules.md#number-fields, no change by the mouse wheel,
 * content selected on focus. The value is the typed text, so '' and '-' can stand while typing.
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
  return (
    <TextField
      {...props}
      size="small"
      type="number"
      value={value}
      onChange={(event) => onText?.(event.target.value)}
      onKeyDown={(event) => {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !ALLOWED.test(event.key)) {
          event.preventDefault();
        }
      }}
      onWheel={(event) => (event.target as HTMLElement).blur()}
      onFocus={(event) => event.target.select()}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(slotProps?.htmlInput as object), step, min, max, readOnly },
      }}
    />
  );
}
