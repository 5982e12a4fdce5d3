import { Alert, Box, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../app/layout/Footer';

/** Loaded on demand: the widgets are only needed by the login screens. */
const AltchaWidget = lazy(() => import('./AltchaWidget'));
const ReCaptchaWidget = lazy(() => import('./ReCaptchaWidget'));

const placeholder = <Skeleton variant="rounded" height={64} data-testid="captcha-loading" />;

/**
 * The login captcha that must be answered (docs/rules.md#login), as the server is configured (`GET
 * /api/client-config`): the self-hosted ALTCHA by default, reCAPTCHA (Google's script and site key) when
 * CAPTCHA_PROVIDER=recaptcha. `wanted` false shows only its place: the form asks for the widget once the visitor turns
 * to it (issue 29).
 */
export function Captcha({
  wanted,
  onAnswer,
}: {
  wanted: boolean;
  onAnswer: (answer: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data: config, isError } = useClientConfig();
  if (isError) {
    return <Alert severity="error">{t('accounts.captcha.unavailable')}</Alert>;
  }
  if (!wanted) {
    // Its place, kept so the form does not move when it comes; nothing is loading yet, so no skeleton.
    return <Box sx={{ height: 64 }} data-testid="captcha-place" />;
  }
  if (!config) {
    return placeholder;
  }
  const { provider, siteKey } = config.captcha;
  return (
    <Suspense fallback={placeholder}>
      {provider === 'recaptcha' && siteKey ? (
        <ReCaptchaWidget siteKey={siteKey} onAnswer={onAnswer} />
      ) : (
        <AltchaWidget onAnswer={onAnswer} />
      )}
    </Suspense>
  );
}
