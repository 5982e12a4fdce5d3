import { Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { RegisterInput } from '../../../../contracts/auth';
import { digitsOnly } from '../validation';
import type { RegistrationValues, TextKey } from './registration';

/** The registration form's state, as the sections read it from the page's FormProvider. */
export const useRegistrationForm = () => useFormContext<RegistrationValues, unknown, RegisterInput>();

/** A titled part of the form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A text field of the form; `digits` keeps only digits (tax id, postcode). */
export function TextInput(props: {
  name: TextKey;
  label: string;
  required?: boolean;
  digits?: boolean;
  autoComplete?: string;
}) {
  const { control } = useRegistrationForm();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(event) =>
            field.onChange(props.digits ? digitsOnly(event.target.value) : event.target.value)
          }
          label={props.label}
          required={props.required}
          autoComplete={props.autoComplete}
          fullWidth
          slotProps={{
            htmlInput: {
              'data-testid': `register-${props.name}`,
              ...(props.digits ? { inputMode: 'numeric' } : {}),
            },
          }}
        />
      )}
    />
  );
}

/** A list field of the form; `noneLabel` adds an empty choice under that name. */
export function SelectInput(props: {
  name: TextKey;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  noneLabel?: string;
}) {
  const { control } = useRegistrationForm();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={props.label}
          required={props.required}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `register-${props.name}` } }}
        >
          {props.noneLabel !== undefined && (
            <MenuItem value="">
              <em>{props.noneLabel}</em>
            </MenuItem>
          )}
          {props.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A yes/no field of the form as a labelled checkbox. */
export function CheckboxInput(props: {
  name: 'companyAlreadyRegistered' | 'companyRegistrationConfirmed';
  label: string;
  testId: string;
  required?: boolean;
}) {
  const { control } = useRegistrationForm();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          required={props.required}
          control={
            <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={props.label}
          data-testid={props.testId}
        />
      )}
    />
  );
}
