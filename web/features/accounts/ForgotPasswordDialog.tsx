import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageResponse } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { failureMessage, isBlank, isEmail } from './validation';

/**
 * Part 1's forgot-password dialog: e-mail, cancel, confirm. Confirm sends the recovery mail
 * (`POST /auth/forgot-password/send-email`) and goes to /checkemail with the success message.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (isBlank(email)) {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
      return;
    }
    if (!isEmail(email)) {
      notify({ type: 'error', message: t('snackbar.invalidEmail') });
      return;
    }
    setSending(true);
    try {
      await apiCall('POST', '/auth/forgot-password/send-email', MessageResponse, { email });
      onClose();
      notify({ message: t('snackbar.recoveryMailSuccess') });
      void navigate('/checkemail');
    } catch (error) {
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.recoveryMailError') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="forgot-dialog">
      <DialogTitle>{t('accounts.forgot.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('accounts.forgot.text')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          type="email"
          label={t('accounts.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              void confirm();
            }
          }}
          slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="forgot-cancel">
          {t('accounts.forgot.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={sending}
          data-testid="forgot-confirm"
        >
          {t('accounts.forgot.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
