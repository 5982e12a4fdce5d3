import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MessageResponse,
  RecoveryCodesResponse,
  TotpSetupResponse,
  TotpStatusResponse,
  type TotpSetup,
  type TotpStatus,
} from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { useNotify } from '../../app/notifications';
import { PasswordField } from './PasswordField';
import { CodeField, RecoveryCodesView, TotpSecretView } from './TwoFactorParts';
import { failureMessage } from './validation';

const fetchStatus = (): Promise<TotpStatus> =>
  apiCall('GET', '/auth/totp', TotpStatusResponse).then((answer) => answer.data);

/**
 * The account page's two-factor authentication (issue 28): set it up (the key as text, confirmed by a first code,
 * then the recovery codes once); when on, the recovery codes left, new ones, or turning it off, each after the
 * password and a code (ASVS 3.7.1). Administrators who must keep it see that instead of the off button.
 */
export function TwoFactorSection(): ReactElement {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.twoFactor, queryFn: fetchStatus });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // Every change of the second factor is one save: the code typed goes, the status is read again.
  const change = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'accounts.twoFactor.error') }),
    onSettled: () => {
      setCode('');
      return queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
    },
  });
  const busy = change.isPending;
  const run = (action: () => Promise<void>) => change.mutateAsync(action).catch(() => undefined);
  const start = () =>
    run(async () => setSetup((await apiCall('POST', '/auth/totp/setup', TotpSetupResponse)).data));
  const turnOn = () =>
    run(async () => {
      const answer = await apiCall('POST', '/auth/totp/enable', RecoveryCodesResponse, { code });
      setSetup(null);
      setCodes(answer.data.recoveryCodes);
      notify({ type: 'success', message: t('accounts.twoFactor.turnedOn') });
    });
  const newCodes = () =>
    run(async () => {
      const answer = await apiCall('POST', '/auth/totp/recovery-codes', RecoveryCodesResponse, {
        password,
        code,
      });
      setPassword('');
      setCodes(answer.data.recoveryCodes);
    });
  const turnOff = () =>
    run(async () => {
      await apiCall('POST', '/auth/totp/disable', MessageResponse, { password, code });
      setPassword('');
      notify({ type: 'success', message: t('accounts.twoFactor.turnedOff') });
    });

  if (codes) {
    return <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} />;
  }
  if (!status.data) {
    return <Typography variant="body2">…</Typography>;
  }
  if (!status.data.enabled) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="two-factor-off">
        <Typography variant="body2">{t('accounts.twoFactor.statusOff')}</Typography>
        {setup ? (
          <>
            <TotpSecretView setup={setup} />
            <CodeField value={code} onChange={setCode} testId="two-factor-code" />
            <Button
              variant="contained"
              disabled={busy || code.trim() === ''}
              onClick={() => void turnOn()}
              data-testid="two-factor-enable"
            >
              {t('accounts.twoFactor.turnOn')}
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void start()}
            data-testid="two-factor-setup"
          >
            {t('accounts.twoFactor.setUp')}
          </Button>
        )}
      </Stack>
    );
  }
  const ready = !busy && code.trim() !== '' && password !== '';
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="two-factor-on">
      <Typography variant="body2" data-testid="two-factor-status">
        {t('accounts.twoFactor.statusOn', { left: status.data.recoveryCodesLeft })}
      </Typography>
      {status.data.required && <Alert severity="info">{t('accounts.twoFactor.required')}</Alert>}
      <Typography variant="body2">{t('accounts.twoFactor.reauthText')}</Typography>
      <PasswordField
        label={t('accounts.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        testId="two-factor-password"
      />
      <CodeField value={code} onChange={setCode} testId="two-factor-code" allowRecovery />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={!ready}
          onClick={() => void newCodes()}
          data-testid="two-factor-new-codes"
        >
          {t('accounts.twoFactor.newCodes')}
        </Button>
        {!status.data.required && (
          <Button
            variant="outlined"
            color="error"
            disabled={!ready}
            onClick={() => void turnOff()}
            data-testid="two-factor-disable"
          >
            {t('accounts.twoFactor.turnOff')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
