import { Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FILTER_CLASS_LABELS, type PositionField } from '../../../contracts/positions';
import { NumField } from '../../components/NumField';
import { parseTyped } from '../../lib/psychro';
import type { WizardValues } from './wizard';
import { formatNumber, formatQuantity, withUnits } from '../../lib/format';
import {
  fromSystem,
  isSiUnit,
  toSystem,
  unitOfName,
  usualDecimals,
  type SiUnit,
} from '../../../domain/units';
import { roundTo } from '../../../engine/numbers';
import { currentUnitSystem } from '../../app/units';

/**
 * What every step gets: the form's values and a way to change them (a pure transition of wizard.ts, applied to the
 * react-hook-form state by the page). The fields read their schema errors from the form (FormProvider).
 */
export interface StepProps {
  values: WizardValues;
  change: (next: (values: WizardValues) => WizardValues) => void;
}

/** A transition that sets some fields as they are. */
export const patch =
  (fields: Partial<WizardValues>) =>
  (values: WizardValues): WizardValues => ({ ...values, ...fields });

/** The i18n key of an option value (enumeration words carry spaces and colons, which i18next keys must not). */
const OPTION_KEYS: Record<string, string> = {
  'Rotary heat exchanger': 'rotaryHeatExchanger',
  'Plate heat exchanger': 'plateHeatExchanger',
  Rotary: 'rotary',
  Plate: 'condensing',
  Enthalpy: 'enthalpy',
  'Supply Temperature': 'supplyTemperature',
  Capacity: 'capacity',
  'Temperature out': 'temperatureOut',
  'Fluid flow': 'fluidFlow',
  'Rigid bag filter': 'rigidBagFilter',
  No: 'no',
  On: 'on',
  Off: 'off',
};
const TRANSLATED = new Set([
  ...Object.keys(OPTION_KEYS),
  'compliant',
  'notCompliant',
  'none',
  'highPerformance',
  'XPS',
  'RW',
  'installationIndoor',
  'installationOutdoor',
  'without',
  'heater',
  'cooler',
  'both',
  'transport1',
  'transport3',
  'water',
  'ethylene',
  'propylene',
  'Standard',
  'Premium',
]);

/** The shown text of an option value: translated words, filter class labels, the rest as they are. */
export function useOptionLabel() {
  const { t } = useTranslation();
  return (value: string | number | boolean | null | undefined): string => {
    if (typeof value === 'boolean') {
      return t(value ? 'configurator.yes' : 'configurator.no');
    }
    if (value === null || value === undefined || value === '') {
      return '-';
    }
    const text = String(value);
    if (text in FILTER_CLASS_LABELS) {
      return FILTER_CLASS_LABELS[text as keyof typeof FILTER_CLASS_LABELS];
    }
    return TRANSLATED.has(text) ? t(`configurator.options.${OPTION_KEYS[text] ?? text}`) : text;
  };
}

/** The rule the position's schema gives field `name` after a refused Next or save, until it passes. */
function useFieldError(name: PositionField): string | undefined {
  // A step shown on its own (outside the page's FormProvider) has no form, hence no rule to show.
  const form = useFormContext<WizardValues>() as UseFormReturn<WizardValues> | null;
  return form?.formState.errors[name]?.message;
}

/**
 * A number field of the wizard (digits and minus only, no wheel, selected on focus): it keeps the typed text so ''
 * and '-' can stand while typing (the value is then null). A value `accept` refuses is not taken: the previous one
 * stays and `refusal` shows under the field (docs/rules.md#wizard-step-rules, step 4); a rule of the schema shows there too.
 * The value is SI; the field shows and takes it in the reader's units (issue 30), the unit its name carries or
 * `unit`, and its label's bracketed unit follows.
 */
export function NumberInput({
  name,
  label,
  value,
  onValue,
  step,
  readOnly,
  disabled,
  required,
  accept,
  refusal,
  unit = unitOfName(name),
}: {
  name: PositionField;
  label: string;
  value: number | null;
  onValue?: (value: number | null) => void;
  step?: number;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  accept?: (value: number) => boolean;
  refusal?: string;
  unit?: SiUnit;
}) {
  const system = currentUnitSystem();
  const converts = system !== 'si' && unit !== undefined;
  // IP shows one decimal more than the quantity's usual display: typed back, it lands within the SI display's step.
  const shown = (v: number | null) => {
    if (v === null || !converts) {
      return v === null ? '' : String(v);
    }
    const ip = toSystem(v, unit, usualDecimals(unit), system);
    return String(roundTo(ip.value, ip.decimals + 1));
  };
  const typed = (input: string) => {
    const parsed = parseTyped(input);
    return parsed === null || !converts ? parsed : roundTo(fromSystem(parsed, unit, system), 6);
  };
  const [text, setText] = useState(shown(value));
  const [seen, setSeen] = useState(value);
  const [seenSystem, setSeenSystem] = useState(system);
  const [refused, setRefused] = useState(false);
  const error = useFieldError(name);
  if (seen !== value || seenSystem !== system) {
    // The value changed from outside (a derived flow, a reset, the units): show it unless the text already says so.
    setSeen(value);
    setSeenSystem(system);
    if (seenSystem !== system || typed(text) !== value) {
      setText(shown(value));
    }
  }
  return (
    <NumField
      fullWidth
      label={withUnits(label, unit)}
      value={text}
      step={converts ? undefined : step}
      readOnly={readOnly}
      disabled={disabled}
      required={required}
      error={refused || error !== undefined}
      helperText={refused ? refusal : error}
      onText={(input) => {
        const parsed = typed(input);
        if (parsed !== null && accept && !accept(parsed)) {
          setRefused(true);
          return;
        }
        setRefused(false);
        setText(input);
        setSeen(parsed);
        onValue?.(parsed);
      }}
      slotProps={{ htmlInput: { 'data-testid': `field-${name}` } }}
    />
  );
}

/**
 * A select of the wizard. Required ones show '*Choose an option (required)*' until chosen. The hidden input carries
 * `field-<name>` (its value is the choice), the visible box `field-<name>-select`, each option `option-<name>-<value>`.
 */
export function SelectInput<T extends string | number>({
  name,
  label,
  value,
  options,
  onChoose,
  required,
  disabled,
  labelOf,
}: {
  name: PositionField;
  label: string;
  value: T | null;
  options: readonly T[];
  onChoose: (value: T) => void;
  required?: boolean;
  disabled?: boolean;
  labelOf?: (value: T) => string;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const text = labelOf ?? optionLabel;
  const error = useFieldError(name);
  const current = value !== null && options.includes(value) ? String(value) : '';
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={current}
      required={required}
      disabled={disabled}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => {
        const chosen = options.find((o) => String(o) === event.target.value);
        if (chosen !== undefined) {
          onChoose(chosen);
        }
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `field-${name}` },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            selected === '' ? (
              <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {required ? t('configurator.chooseRequired') : '-'}
              </Typography>
            ) : (
              text(options.find((o) => String(o) === selected) as T)
            ),
          SelectDisplayProps: { 'data-testid': `field-${name}-select` } as object,
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={String(option)} data-testid={`option-${name}-${option}`}>
          {text(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A titled block of fields, one column on phones, two from the small breakpoint. */
export function Section({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      {title && (
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
      )}
      {/* minmax(0, 1fr): a column as wide as the screen allows (a bare 1fr grows to its widest content). */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A read-only figure: label and value with its unit, '-' while unknown. */
export function Figure({
  label,
  value,
  unit,
  digits = 1,
  testId,
}: {
  label: string;
  value: number | string | null | undefined;
  unit?: string;
  digits?: number;
  testId?: string;
}) {
  // A known SI unit is shown in the reader's units (issue 30); another unit ('EUR') as it is.
  const shown =
    value === null || value === undefined
      ? '-'
      : typeof value !== 'number'
        ? `${value}${unit ? ` ${unit}` : ''}`
        : unit !== undefined && isSiUnit(unit)
          ? formatQuantity(value, unit, digits)
          : `${formatNumber(value, digits)}${unit ? ` ${unit}` : ''}`;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography data-testid={testId}>{shown}</Typography>
    </Box>
  );
}
