import Close from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginForm } from './LoginForm';

/** docs/rules.md#landing: on the landing page the login dialog opens 100 ms after arrival when no token is stored. */
export const LOGIN_DIALOG_DELAY_MS = 100;

export { OPEN_LOGIN_STATE } from './login-state';

const asksForLogin = (state: unknown) =>
  typeof state === 'object' && state !== null && 'openLogin' in state && state.openLogin === true;

/** The landing page's login dialog; the landing renders it for visitors only, who have no token stored. */
export function LoginDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setOpen(true)), LOGIN_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (asksForLogin(location.state)) {
      setOpen(true);
    }
  }, [location.key, location.state]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      maxWidth="xs"
      fullWidth
      data-testid="login-dialog"
      aria-labelledby="login-dialog-title"
    >
      <DialogTitle id="login-dialog-title">{t('screens.login')}</DialogTitle>
      <IconButton
        aria-label={t('cookie.close')}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
        data-testid="login-dialog-close"
      >
        <Close />
      </IconButton>
      <DialogContent>
        <LoginForm />
      </DialogContent>
    </Dialog>
  );
}
