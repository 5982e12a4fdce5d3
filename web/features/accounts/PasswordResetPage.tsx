import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MessageResponse } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../app/session';
import { PasswordField } from './PasswordField';
import { ResultView } from './ResultView';
import { failureMessage, meetsPasswordRule } from './validation';

/**
 * `change`: /password-reset/reset/:id/:token, the link the account page mails (current, new and confirm password).
 * `forgot`: /forgot-password/reset/:id/:token, the link of the forgot-password mail (new and confirm).
 */
export type PasswordResetKind = 'change' | 'forgot';

interface ResetValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const SETTINGS = {
  change: {
    path: '/auth/password-reset/reset',
    screen: 'screens.passwordReset',
    success: 'accounts.reset.successHome',
    action: { label: 'accounts.reset.goHome', to: '/' },
  },
  forgot: {
    path: '/auth/forgot-password/reset',
    screen: 'screens.forgotPassword',
    success: 'accounts.reset.successLogin',
    action: { label: 'accounts.reset.goLogin', to: '/login' },
  },
} as const;

/** The two password pages of part 1; they switch to a success view after a successful change. */
export function PasswordResetPage({ kind }: { kind: PasswordResetKind }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isLoggedIn, logout } = useSession();
  const { id: userId = '', token: securityToken = '' } = useParams();
  const settings = SETTINGS[kind];
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, clearErrors } = useForm<ResetValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ oldPassword, newPassword, confirmPassword }) => {
    if (newPassword === '' || (kind === 'change' && oldPassword === '')) {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
      return;
    }
    if (!meetsPasswordRule(newPassword)) {
      notify({ type: 'error', message: t('snackbar.invalidPassword') });
      return;
    }
    // Part 1 records that the original still sent the request on a mismatch; the evident intent is to stop here.
    if (newPassword !== confirmPassword) {
      notify({ type: 'error', message: t('snackbar.passwordMatchError') });
      return;
    }
    setBusy(true);
    try {
      await apiCall('PUT', settings.path, MessageResponse, {
        userId,
        securityToken,
        newPassword,
        ...(kind === 'change' ? { oldPassword } : {}),
      });
      notify({ message: t('snackbar.passwordChangedSuccess') });
      setChanged(true);
    } catch (error) {
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.passwordChangedError') });
    } finally {
      setBusy(false);
    }
  });

  if (changed) {
    const { label, to } = settings.action;
    // A changed password ends every session on the server, so a logged-in browser forgets its own on the way out.
    const leave = (event: MouseEvent) => {
      if (isLoggedIn) {
        event.preventDefault();
        void logout().then(() => navigate(to));
      }
    };
    return (
      <ResultView
        outcome="success"
        heading={t(settings.success)}
        action={{ label: t(label), to, onClick: leave }}
      />
    );
  }

  const checkRuleOnBlur = (value: string) => {
    if (value !== '' && !meetsPasswordRule(value)) {
      setError('newPassword', { message: t('fallback.passwordNotValid') });
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(settings.screen)}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {kind === 'change' && (
            <Controller
              name="oldPassword"
              control={control}
              render={({ field }) => (
                <PasswordField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('accounts.reset.oldPassword')}
                  autoComplete="current-password"
                  required
                  testId="reset-old"
                />
              )}
            />
          )}
          <Controller
            name="newPassword"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  checkRuleOnBlur(field.value);
                }}
                onFocus={() => clearErrors('newPassword')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                label={t('accounts.reset.newPassword')}
                autoComplete="new-password"
                required
                showRule
                testId="reset-new"
              />
            )}
          />
          <Controller
            name="confirmPassword"
            control={control}
            render={({ field }) => (
              <PasswordField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('accounts.reset.confirmPassword')}
                autoComplete="new-password"
                required
                testId="reset-confirm"
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={busy} data-testid="reset-submit">
            {t('accounts.reset.submit')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
