import { Box, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnitNumField } from '../../../components/UnitNumField';
import { toSystem, unitOfLabel } from '../../../../domain/units';
import { currentUnitSystem } from '../../../app/units';
import { formatNumber, withUnits } from '../../../lib/format';
import type { PoolFormValues, PoolInputTexts, PoolTypedFields } from '../form';

/** The input steps (docs/rules.md#pool-mandatory). */
export const STEP = { decimal: 0.1, humidity: 0.001, count: 1 } as const;

/** The calculator's form, as the sections read it from the page's FormProvider. */
export const usePoolForm = () => useFormContext<PoolFormValues, unknown, PoolTypedFields>();

/** A titled half-width panel of the calculator. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper sx={{ p: 2, height: '100%' }} data-testid={testId}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>{children}</Box>
      </Paper>
    </Grid>
  );
}

/** A derived value, read-only, with `digits` decimals; empty while an input is out of range. */
export function Derived({
  label,
  value,
  digits,
  testId,
}: {
  label: string;
  value: number | undefined;
  digits: number;
  testId?: string;
}) {
  // In the reader's units and language when the label names a unit the units table knows (issue 30, issue 31).
  const unit = unitOfLabel(label);
  const system = currentUnitSystem();
  const shown = value === undefined ? undefined : toSystem(value, unit ?? '%', digits, unit ? system : 'si');
  return (
    <TextField
      fullWidth
      size="small"
      label={withUnits(label, unit, system)}
      value={shown === undefined ? '' : formatNumber(shown.value, shown.decimals)}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
    />
  );
}

/** A typed number of the form, checked by the pool rules as it changes (the field shows the rule). */
export function PoolNumber({
  name,
  step,
  min = 0,
  max,
}: {
  name: keyof PoolInputTexts;
  step: number;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const { control } = usePoolForm();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <UnitNumField
          fullWidth
          unit={unitOfLabel(t(`pool.${name}`))}
          label={t(`pool.${name}`)}
          name={field.name}
          value={field.value}
          onText={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          step={step}
          min={min}
          max={max}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'data-testid': `pool-${name}` } }}
        />
      )}
    />
  );
}

/** A choice of the form from a list, with a test id on the shown value and on each option. */
export function PoolChoice({
  name,
  options,
}: {
  name: 'typeOfPool' | 'numOfUnits';
  options: readonly { value: string; label: string; testId: string }[];
}) {
  const { t } = useTranslation();
  const { control } = usePoolForm();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          select
          fullWidth
          size="small"
          label={t(`pool.${name}`)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': `pool-${name}` } as object } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} data-testid={option.testId}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
