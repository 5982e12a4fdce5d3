import { Alert, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../app/layout/Footer';

/** Loaded on demand: the widget is a sizeable bundle that only the login screens need. */
const AltchaWidget = lazy(() => import('./AltchaWidget'));

const placeholder = <Skeleton variant="rounded" height={64} data-testid="captcha-loading" />;

/**
 * The login captcha that must be answered (part 1), as the server is configured (`GET /api/client-config`): ALTCHA by
 * default. reCAPTCHA needs Google's script, which this app does not load (and the Content-Security-Policy would
 * refuse), so with it the form says so plainly instead of pretending a captcha is there.
 */
export function Captcha({ onAnswer }: { onAnswer: (answer: string | null) => void }) {
  const { t } = useTranslation();
  const { data: config, isError } = useClientConfig();
  if (isError) {
    return <Alert severity="error">{t('accounts.captcha.unavailable')}</Alert>;
  }
  if (!config) {
    return placeholder;
  }
  if (config.captcha.provider === 'recaptcha') {
    return (
      <Alert severity="warning" data-testid="recaptcha-not-loaded">
        {t('accounts.captcha.recaptchaNotLoaded')}
      </Alert>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AltchaWidget onAnswer={onAnswer} />
    </Suspense>
  );
}
