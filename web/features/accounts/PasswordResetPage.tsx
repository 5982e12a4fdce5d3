import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  ForgottenPasswordResetRequest,
  MessageResponse,
  PasswordChangeRequest,
  type PasswordChangeInput,
} from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../app/session';
import { PasswordField } from './PasswordField';
import { ResultView } from './ResultView';
import { failureMessage, meetsPasswordRule, ruleRefusalText } from './validation';

/**
 * `change`: /password-reset/reset/:id/:token, the link the account page mails (current, new and confirm password).
 * `forgot`: /forgot-password/reset/:id/:token, the link of the forgot-password mail (new and confirm).
 */
export type PasswordResetKind = 'change' | 'forgot';

/** The page's form as typed; only the change page asks the current password. */
interface ResetValues {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The passwords a checked form hands over; the link's user id and token come from the address. */
type ResetPasswords = Pick<PasswordChangeInput, 'newPassword'> &
  Partial<Pick<PasswordChangeInput, 'oldPassword'>>;

/** The confirmation stays in the form: the contracts' request bodies do not carry it. */
const ConfirmationField = { confirmPassword: z.string() };

/**
 * A page's form schema: its fields of the contract's request body with their rules (docs/rules.md#password-rule), and
 * the confirmation repeating the new password (docs/rules.md#password-pages). The repetition is checked whatever else
 * is refused, so the refusal can name the first problem in the pages' order.
 */
const withConfirmation = <Passwords extends { newPassword: string; confirmPassword: string }>(
  fields: z.ZodType<Passwords, Passwords>,
) =>
  fields.refine((passwords) => passwords.newPassword === passwords.confirmPassword, {
    path: ['confirmPassword'],
    message: 'must repeat the new password',
    when: () => true,
  });

const RESET_RESOLVERS: Record<PasswordResetKind, Resolver<ResetValues, unknown, ResetPasswords>> = {
  change: zodResolver<ResetValues, unknown, ResetPasswords>(
    withConfirmation(
      PasswordChangeRequest.pick({ oldPassword: true, newPassword: true }).extend(ConfirmationField),
    ),
  ),
  forgot: zodResolver<ResetValues, unknown, ResetPasswords>(
    withConfirmation(ForgottenPasswordResetRequest.pick({ newPassword: true }).extend(ConfirmationField)),
  ),
};

const EMPTY_FORMS: Record<PasswordResetKind, ResetValues> = {
  change: { oldPassword: '', newPassword: '', confirmPassword: '' },
  forgot: { newPassword: '', confirmPassword: '' },
};

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

/** The two password pages (docs/rules.md#password-pages); they switch to a success view after a successful change. */
export function PasswordResetPage({ kind }: { kind: PasswordResetKind }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isLoggedIn, logout } = useSession();
  const { id: userId = '', token: securityToken = '' } = useParams();
  const settings = SETTINGS[kind];
  const [changed, setChanged] = useState(false);
  const { control, handleSubmit, setError, clearErrors, getValues } = useForm<
    ResetValues,
    unknown,
    ResetPasswords
  >({
    defaultValues: EMPTY_FORMS[kind],
    resolver: RESET_RESOLVERS[kind],
    shouldFocusError: false,
    // Only the new password shows a message, the rule's when the field is left; a refused submit is a notification.
    reValidateMode: 'onSubmit',
  });

  /**
   * A missing password is mandatoryFields (info), then a new password against the rule invalidPassword, then a
   * confirmation that differs passwordMatchError (the original still sent the request on a mismatch; the evident intent
   * is to stop here).
   */
  const refused = (errors: FieldErrors<ResetValues>) => {
    clearErrors();
    const { oldPassword, newPassword } = getValues();
    if (newPassword === '' || oldPassword === '') {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
    } else if (errors.newPassword) {
      notify({ type: 'error', message: t('snackbar.invalidPassword') });
    } else if (errors.confirmPassword) {
      notify({ type: 'error', message: t('snackbar.passwordMatchError') });
    } else {
      notify({ type: 'error', message: ruleRefusalText(t, errors, 'snackbar.passwordChangedError') });
    }
  };
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: ResetPasswords) =>
      apiCall('PUT', settings.path, MessageResponse, {
        userId,
        securityToken,
        newPassword,
        ...(oldPassword === undefined ? {} : { oldPassword }),
      }),
    onSuccess: () => {
      notify({ message: t('snackbar.passwordChangedSuccess') });
      setChanged(true);
    },
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.passwordChangedError') }),
  });
  const busy = change.isPending;
  const submit = handleSubmit((passwords) => change.mutateAsync(passwords).catch(() => undefined), refused);

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
                  value={field.value ?? ''}
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
                strength={{ userInputs: [] }}
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
