import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EnrolAnswerResponse,
  TokenPairResponse,
  TotpSetupResponse,
  type SecondFactorStep as Step,
  type TokenPair,
  type TotpSetup,
} from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { ApiError } from '../../api/errors';
import { queryKeys } from '../../api/queries';
import { useNotify } from '../../app/notifications';
import { CodeField, RecoveryCodesView, TotpSecretView } from './TwoFactorParts';
import { failureMessage } from './validation';

/**
 * Issue 28: the second step of a sign-in whose password was right. `totp`: the authenticator app's code or a recovery
 * code. `enrol` (an administrator without a second factor): set it up, confirm with a first code, see the recovery
 * codes; the session starts only after that (`onSignedIn`). An expired step goes back to the form (`onRestart`).
 */
export function SecondFactorStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: Step;
  onSignedIn: (tokens: TokenPair) => Promise<void>;
  onRestart: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [enrolled, setEnrolled] = useState<{ tokens: TokenPair; recoveryCodes: string[] } | null>(null);

  const failed = (error: unknown) => {
    notify({ type: 'error', message: failureMessage(t, error, 'fallback.internalServerError') });
    if (error instanceof ApiError && error.status === 401) {
      onRestart();
    }
  };

  // An administrator's enrolment: one secret per challenge (each setup replaces the one before on the server, so it
  // is asked once and never again for the same challenge).
  const enrolment = useQuery({
    queryKey: queryKeys.enrolmentSetup(step.challenge),
    queryFn: async (): Promise<TotpSetup> =>
      (await apiCall('POST', '/auth/second-factor/setup', TotpSetupResponse, { challenge: step.challenge }))
        .data,
    enabled: step.secondFactor === 'enrol',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const setup = enrolment.data ?? null;
  useEffect(() => {
    if (enrolment.isError) {
      failed(enrolment.error);
    }
    // Once per failure: `failed` is a new function each render.
  }, [enrolment.isError, enrolment.error]);

  const confirm = useMutation({
    mutationFn: async () => {
      if (step.secondFactor === 'totp') {
        const answer = await apiCall('POST', '/auth/second-factor', TokenPairResponse, {
          challenge: step.challenge,
          code,
        });
        await onSignedIn(answer.data);
      } else {
        const { data } = await apiCall('POST', '/auth/second-factor/enable', EnrolAnswerResponse, {
          challenge: step.challenge,
          code,
        });
        setEnrolled({
          tokens: { token: data.token, refreshToken: data.refreshToken },
          recoveryCodes: data.recoveryCodes,
        });
      }
    },
    onError: (error) => {
      setCode('');
      failed(error);
    },
  });
  const busy = confirm.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  if (enrolled) {
    return (
      <RecoveryCodesView codes={enrolled.recoveryCodes} onDone={() => void onSignedIn(enrolled.tokens)} />
    );
  }
  const enrol = step.secondFactor === 'enrol';
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      data-testid={enrol ? 'enrol-form' : 'second-factor-form'}
    >
      <Typography variant="h6" component="h2">
        {t(enrol ? 'accounts.twoFactor.enrolTitle' : 'accounts.twoFactor.codeStepTitle')}
      </Typography>
      {enrol ? (
        <>
          <Alert severity="info">{t('accounts.twoFactor.enrolRequired')}</Alert>
          {setup && <TotpSecretView setup={setup} />}
        </>
      ) : (
        <Typography variant="body2">{t('accounts.twoFactor.codeStepText')}</Typography>
      )}
      <CodeField value={code} onChange={setCode} testId="second-factor-code" allowRecovery={!enrol} />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={busy || code.trim() === '' || (enrol && !setup)}
        data-testid="second-factor-submit"
      >
        {t(enrol ? 'accounts.twoFactor.turnOn' : 'accounts.twoFactor.verify')}
      </Button>
      <Button variant="text" onClick={onRestart} data-testid="second-factor-back">
        {t('accounts.twoFactor.back')}
      </Button>
    </Stack>
  );
}
