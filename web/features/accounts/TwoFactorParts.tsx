import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import type { TotpSetup } from '../../../contracts/auth';

/**
 * Issue 28: the pieces of setting up the second factor that the sign-in (an administrator's first) and the account
 * page share: the otpauth link as a QR code to scan (made here, in the browser, with uqr: the secret goes nowhere
 * else), the key to type into an authenticator app, and the link a phone opens directly.
 */
export function TotpSecretView({ setup }: { setup: TotpSetup }): ReactElement {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="totp-setup">
      <Typography variant="body2">{t('accounts.twoFactor.setupText')}</Typography>
      <TotpQrCode uri={setup.uri} label={t('accounts.twoFactor.qrLabel')} />
      <Typography variant="caption" color="text.secondary">
        {t('accounts.twoFactor.secretLabel')}
      </Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.1em', wordBreak: 'break-all' }}
      >
        {setup.secret.match(/.{1,4}/g)!.join(' ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('accounts.twoFactor.uriLabel')}
      </Typography>
      <Typography
        component="a"
        href={setup.uri}
        data-testid="totp-uri"
        sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}
      >
        {setup.uri}
      </Typography>
      <Typography variant="body2">{t('accounts.twoFactor.confirmText')}</Typography>
    </Stack>
  );
}

/** The six-digit code (or a recovery code) field. */
export function CodeField({
  value,
  onChange,
  testId,
  allowRecovery = false,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  allowRecovery?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accounts.twoFactor.code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      required
      fullWidth
      helperText={allowRecovery ? t('accounts.twoFactor.codeHint') : undefined}
      slotProps={{
        htmlInput: { 'data-testid': testId, inputMode: allowRecovery ? 'text' : 'numeric', maxLength: 40 },
      }}
    />
  );
}

/** New recovery codes, shown once, with the button that says they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="recovery-codes">
      <Typography variant="h6" component="h2">
        {t('accounts.twoFactor.recoveryTitle')}
      </Typography>
      <Typography variant="body2">{t('accounts.twoFactor.recoveryText')}</Typography>
      <Box component="ol" sx={{ fontFamily: 'monospace', m: 0, pl: 4 }} data-testid="recovery-code-list">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
        {t('accounts.twoFactor.recoverySaved')}
      </Button>
    </Stack>
  );
}

/** Pixels per module: 4 x (25..41 modules + the quiet zone) stays scannable off a screen and fits a phone's width. */
const QR_MODULE_PX = 4;

/**
 * The otpauth URI as a QR code (ISO/IEC 18004, error correction M), an SVG of one path of dark modules on white with
 * uqr's quiet zone of 4 modules (the standard's minimum), dark on light in either theme, as scanners expect.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }): ReactElement {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 4 });
    const squares: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) {
          squares.push(`M${x} ${y}h1v1h-1z`);
        }
      }),
    );
    return { size: qr.size, path: squares.join('') };
  }, [uri]);
  return (
    <Box
      component="svg"
      data-testid="totp-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * QR_MODULE_PX}
      height={size * QR_MODULE_PX}
      shapeRendering="crispEdges"
      sx={{ alignSelf: 'center', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </Box>
  );
}
