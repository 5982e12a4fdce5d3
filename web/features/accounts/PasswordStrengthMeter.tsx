import { LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queries';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthResponse } from '../../../contracts/auth';
import { apiCall } from '../../api/client';

/** A pause in typing this long asks the server once (its rate limit allows about one a second). */
const PAUSE_MS = 400;
const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/**
 * Issue 28 (ASVS 2.1.8): how guessable a new password is, shown while it is typed. The server estimates it with the
 * dictionaries it checks a saved password against (POST /auth/password-strength), so the meter and the save agree;
 * the answer is dropped as soon as the field changes (nothing keeps the password).
 */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useTranslation();
  const typed = usePaused(password, PAUSE_MS);
  const words = userInputs.filter((word) => word.trim() !== '').slice(0, 5);
  const strength = useQuery({
    queryKey: queryKeys.passwordStrength(typed, words),
    queryFn: async () =>
      (
        await apiCall('POST', '/auth/password-strength', PasswordStrengthResponse, {
          password: typed,
          userInputs: words,
        })
      ).data,
    enabled: typed !== '' && typed === password,
    gcTime: 0,
    retry: false,
  });
  if (password === '' || strength.data === undefined || typed !== password) {
    return null;
  }
  const { score, enough } = strength.data;
  return (
    <Stack spacing={0.5} data-testid="password-strength" data-score={score} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={enough ? 'success' : score >= 2 ? 'warning' : 'error'}
        aria-label={t('accounts.strength.label')}
      />
      <Typography variant="caption" color={enough ? 'success.main' : 'error.main'}>
        {t('accounts.strength.label')}: {t(`accounts.strength.${LEVELS[score]}`)}
        {enough ? '' : ` – ${t('accounts.strength.tooGuessable')}`}
      </Typography>
    </Stack>
  );
}

/** `value` once it has not changed for `ms`. */
function usePaused(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}
