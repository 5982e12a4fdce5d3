import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fromSystem, toSystem, usualDecimals, type SiUnit } from '../../../../domain/units';
import { roundTo } from '../../../../engine/numbers';
import { currentUnitSystem } from '../../../app/units';
import { NumField } from '../../../components/NumField';
import { withUnits } from '../../../lib/format';
import type { ProjectFormValues, TypedField } from './projectForm';

/**
 * A typed number of the project form bound to its form field. `refuse` may turn a typed text away (the previous value
 * stays), e.g. an outdoor temperature out of range. With a `unit`, the form keeps the SI text and the field shows and
 * takes the value in the reader's units (issue 30); `refuse` sees the SI text.
 */
export function FormNumField({
  name,
  refuse,
  unit,
  label,
  ...props
}: Omit<Parameters<typeof NumField>[0], 'value' | 'onText'> & {
  name: TypedField;
  refuse?: (text: string) => boolean;
  unit?: SiUnit;
}) {
  const { control } = useFormContext<ProjectFormValues>();
  const { field } = useController({ name, control });
  const system = currentUnitSystem();
  const converts = unit !== undefined && system !== 'si';
  const siText = (typed: string) => {
    const value = Number(typed);
    return !converts || typed.trim() === '' || typed === '-' || !Number.isFinite(value)
      ? typed
      : String(roundTo(fromSystem(value, unit, system), 6));
  };
  const shownText = (si: string) => {
    const value = Number(si);
    if (!converts || si.trim() === '' || si === '-' || !Number.isFinite(value)) {
      return si;
    }
    const shown = toSystem(value, unit, usualDecimals(unit), system);
    return String(roundTo(shown.value, shown.decimals + 1));
  };
  // The text as typed while it means the form's value (a trailing '.' or '-' stays while typing).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && siText(typed) === field.value ? typed : shownText(field.value);
  return (
    <NumField
      {...props}
      label={typeof label === 'string' ? withUnits(label, unit, system) : label}
      name={field.name}
      value={text}
      onText={(input) => {
        const si = siText(input);
        if (!refuse?.(si)) {
          setTyped(input);
          field.onChange(si);
        }
      }}
      onBlur={field.onBlur}
    />
  );
}
