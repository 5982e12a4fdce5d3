import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The policy's text (all three languages) loads when it is first opened, not with every first page (issue 19). */
const PrivacyPolicyDialog = lazy(() =>
  import('../../components/PrivacyPolicyDialog').then((m) => ({ default: m.PrivacyPolicyDialog })),
);

const CONSENT_COOKIE = 'cookieConsent';
/** docs/rules.md#cookies: consent lasts 365 days. */
const CONSENT_MAX_AGE_S = 365 * 24 * 3600;

const hasConsent = () => document.cookie.split('; ').some((c) => c === `${CONSENT_COOKIE}=true`);

/** A banner shown until consent is stored; it opens the policy dialog, whose agree button also consents. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasConsent());
  const [policyOpen, setPolicyOpen] = useState(false);
  if (!visible) {
    return null;
  }
  const consent = () => {
    document.cookie = `${CONSENT_COOKIE}=true; max-age=${CONSENT_MAX_AGE_S}; path=/; SameSite=Lax`;
    setPolicyOpen(false);
    setVisible(false);
  };
  return (
    <Paper
      elevation={8}
      square
      data-testid="cookie-notice"
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        p: 2,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2">{t('cookie.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="text" onClick={() => setPolicyOpen(true)}>
            {t('cookie.readPolicy')}
          </Button>
          <Button variant="contained" onClick={consent} data-testid="cookie-accept">
            {t('cookie.accept')}
          </Button>
        </Box>
      </Stack>
      {policyOpen && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open onClose={() => setPolicyOpen(false)} onAgree={consent} />
        </Suspense>
      )}
    </Paper>
  );
}
