import { Box, Button, Link, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  LoginAnswerResponse,
  LoginRequest,
  type LoginInput,
  type SecondFactorStep as Step,
  type TokenPair,
} from '../../../contracts/auth';
import { ApiError } from '../../api/errors';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../app/session';
import { useClientConfig } from '../../app/layout/Footer';
import { Captcha } from './captcha/Captcha';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PasswordField } from './PasswordField';
import { failureMessage, isBlank, ruleRefusalText } from './validation';

/** The second step (a code, an administrator's setup) comes only to those who passed the first (issue 29). */
const SecondFactorStep = lazy(() =>
  import('./SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })),
);

/** The login form as typed; the captcha is the widget's answer, '' until it gives one. */
interface LoginValues {
  email: string;
  password: string;
  captcha: string;
}

const EMPTY: LoginValues = { email: '', password: '', captcha: '' };

/**
 * The login form of the dialog and of /login (docs/rules.md#login): e-mail, password with show/hide, the captcha that
 * must be answered, sign-in, forgot password, create account, with hover hints. The form is checked by the contract's
 * LoginRequest, the body `POST /auth` takes: e-mail and password are required and so is a captcha answer; it checks
 * no e-mail shape or password rule, since the server judges the credentials.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { control, handleSubmit, reset, getValues, setValue } = useForm<LoginValues, unknown, LoginInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(LoginRequest),
    shouldFocusError: false,
  });
  // A new round remounts the captcha: a used or refused answer is never offered again.
  const [captchaRound, setCaptchaRound] = useState(0);
  // Issue 29: the captcha's code (a third of the landing page's script) and its proof of work start when the visitor
  // turns to the form (a field focused, a press anywhere on it), not with the landing page behind the dialog.
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const wantCaptcha = () => setCaptchaWanted(true);
  // A sign-in pressed while ALTCHA is still at work (a password manager filled the form) goes once it answers.
  const signInOnAnswer = useRef(false);
  const solvesItself = useClientConfig().data?.captcha.provider !== 'recaptcha';
  const [forgotOpen, setForgotOpen] = useState(false);
  // Issue 28: the sign-in's second step (a code, or an administrator's setup), once the password was right.
  const [step, setStep] = useState<Step | null>(null);

  const enter = async (tokens: TokenPair) => {
    await signIn(tokens);
    window.scrollTo({ top: 0 });
    void navigate('/');
  };

  /** A missing e-mail or password is mandatoryFields (info), a missing captcha answer captchaError, in that order. */
  const refused = (errors: FieldErrors<LoginValues>) => {
    const { email, password } = getValues();
    if (isBlank(email) || password === '') {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
    } else if (errors.captcha && solvesItself && Object.keys(errors).length === 1) {
      signInOnAnswer.current = true;
    } else if (errors.captcha) {
      notify({ type: 'error', message: t('snackbar.captchaError') });
    } else {
      notify({ type: 'error', message: ruleRefusalText(t, errors, 'snackbar.loginError') });
    }
  };
  const login = useMutation({
    mutationFn: async (request: LoginInput) =>
      (await apiCall('POST', '/auth', LoginAnswerResponse, request)).data,
    onSuccess: (data) => ('secondFactor' in data ? setStep(data) : enter(data)),
    onError: (error) => {
      // The original clears the fields on failure; issue 18 keeps the e-mail as typed, so a retry costs only the
      // password. The captcha remounts and solves a fresh challenge at once.
      reset({ email: getValues('email'), password: '', captcha: '' });
      setCaptchaRound((round) => round + 1);
      notify({ type: 'error', message: loginFailureMessage(error) });
    },
  });
  const busy = login.isPending;
  const submit = handleSubmit((request) => login.mutateAsync(request).catch(() => undefined), refused);
  const answerCaptcha = (answer: string | null) => {
    setValue('captcha', answer ?? '');
    if (answer && signInOnAnswer.current) {
      signInOnAnswer.current = false;
      void submit();
    }
  };

  /** 401 is loginError (docs/rules.md#login); a refused captcha its captchaError; anything else the server's word. */
  const loginFailureMessage = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 401) {
      return t('snackbar.loginError');
    }
    if (error instanceof ApiError && error.status === 400 && error.field === 'captcha') {
      return t('snackbar.captchaError');
    }
    return failureMessage(t, error, 'fallback.internalServerError');
  };

  if (step) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          step={step}
          onSignedIn={enter}
          onRestart={() => {
            setStep(null);
            reset({ email: getValues('email'), password: '', captcha: '' });
            setCaptchaRound((round) => round + 1);
          }}
        />
      </Suspense>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={wantCaptcha}
      onPointerDown={wantCaptcha}
      data-testid="login-form"
    >
      <Stack spacing={2}>
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <Tooltip title={t('accounts.login.hints.email')} placement="top-start" describeChild>
              <TextField
                {...field}
                label={t('accounts.email')}
                type="email"
                autoComplete="username"
                required
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
              />
            </Tooltip>
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <Tooltip title={t('accounts.login.hints.password')} placement="top-start" describeChild>
              <div>
                <PasswordField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('accounts.password')}
                  autoComplete="current-password"
                  required
                  testId="login-password"
                />
              </div>
            </Tooltip>
          )}
        />
        <Tooltip title={t('accounts.login.hints.captcha')} placement="top-start" describeChild>
          <div>
            <Captcha key={captchaRound} wanted={captchaWanted} onAnswer={answerCaptcha} />
          </div>
        </Tooltip>
        <Tooltip title={t('accounts.login.hints.signIn')} describeChild>
          <span>
            <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="login-submit">
              {t('accounts.login.signIn')}
            </Button>
          </span>
        </Tooltip>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Tooltip title={t('accounts.login.hints.forgotPassword')} describeChild>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setForgotOpen(true)}
              data-testid="login-forgot"
            >
              {t('accounts.login.forgotPassword')}
            </Link>
          </Tooltip>
          <Typography variant="body2">
            {t('accounts.login.noAccount')}{' '}
            <Tooltip title={t('accounts.login.hints.createAccount')} describeChild>
              <Link component={RouterLink} to="/register" data-testid="login-register">
                {t('accounts.login.createAccount')}
              </Link>
            </Tooltip>
          </Typography>
        </Stack>
      </Stack>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Box>
  );
}
