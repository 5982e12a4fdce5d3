import { Grid, TextField } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../PasswordField';
import { isBlank, isEmail, meetsPasswordRule } from '../validation';
import { Section, useRegistrationForm } from './inputs';
import { useRegisterLabel } from './sections';

/**
 * The login data: e-mail, password and its confirmation. The e-mail and the password are checked on leaving the
 * field and their message clears on focus (docs/rules.md#registration).
 */
export function LoginSection() {
  const { t } = useTranslation();
  const label = useRegisterLabel();
  const { control, setError, clearErrors } = useRegistrationForm();
  // The account's own words count against a password (issue 28): the server checks the same ones on saving.
  const accountWords = useWatch({ control, name: ['email', 'firstName', 'lastName'] });
  return (
    <Section title={label('loginSection')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Controller
            name="email"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onBlur={() => {
                  field.onBlur();
                  if (!isBlank(field.value) && !isEmail(field.value)) {
                    setError('email', { message: t('fallback.emailNotValid') });
                  }
                }}
                onFocus={() => clearErrors('email')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                label={t('accounts.email')}
                type="email"
                autoComplete="email"
                required
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  if (field.value !== '' && !meetsPasswordRule(field.value)) {
                    setError('password', { message: t('fallback.passwordNotValid') });
                  }
                }}
                onFocus={() => clearErrors('password')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                label={t('accounts.password')}
                autoComplete="new-password"
                required
                showRule
                strength={{ userInputs: accountWords }}
                testId="register-password"
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="confirmPassword"
            control={control}
            render={({ field }) => (
              <PasswordField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('accounts.confirmPassword')}
                autoComplete="new-password"
                required
                testId="register-confirmPassword"
              />
            )}
          />
        </Grid>
      </Grid>
    </Section>
  );
}
