import { useState } from 'react';
import { fromSystem, toSystem, usualDecimals, type SiUnit } from '../../domain/units';
import { roundTo } from '../../engine/numbers';
import { currentUnitSystem } from '../app/units';
import { withUnits } from '../lib/format';
import { NumField } from './NumField';

/** A typed SI text in the reader's units: '' and '-' (typing) as they are, a number converted. */
function converted(text: string, convert: (value: number) => string): string {
  const value = Number(text);
  return text.trim() === '' || text === '-' || !Number.isFinite(value) ? text : convert(value);
}

/**
 * A number field over an SI text that shows and takes it in the reader's units (issue 30): `value` and `onText` stay
 * SI (the form, its rules and the API see SI), the field shows one decimal more than the quantity's usual display and
 * keeps what is typed while it means the same value. Without `unit`, or for an SI reader, a plain NumField.
 */
export function UnitNumField({
  value,
  onText,
  unit,
  label,
  ...props
}: Parameters<typeof NumField>[0] & { unit?: SiUnit }) {
  const system = currentUnitSystem();
  const converts = unit !== undefined && system !== 'si';
  const toSi = (typed: string) =>
    converts ? converted(typed, (v) => String(roundTo(fromSystem(v, unit, system), 6))) : typed;
  const shown = (si: string) =>
    converts
      ? converted(si, (v) => {
          const ip = toSystem(v, unit, usualDecimals(unit), system);
          return String(roundTo(ip.value, ip.decimals + 1));
        })
      : si;
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && toSi(typed) === value ? typed : shown(value);
  return (
    <NumField
      {...props}
      label={typeof label === 'string' ? withUnits(label, unit, system) : label}
      value={text}
      onText={(input) => {
        setTyped(input);
        onText?.(toSi(input));
      }}
    />
  );
}
