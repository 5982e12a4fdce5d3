import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageResponse, PasswordMailRequest, type PasswordMailInput } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { failureMessage, isBlank } from './validation';

/**
 * The forgot-password dialog (docs/rules.md#login): e-mail, cancel, confirm. Confirm sends the recovery mail
 * (`POST /auth/forgot-password/send-email`) and goes to /checkemail with the success message.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { control, handleSubmit, getValues } = useForm<{ email: string }, unknown, PasswordMailInput>({
    defaultValues: { email: '' },
    resolver: zodResolver(PasswordMailRequest),
    shouldFocusError: false,
  });

  /** Refused by the contract: a blank address is the mandatoryFields message (docs/rules.md#account-messages), any other its invalidEmail. */
  const refused = () =>
    isBlank(getValues('email'))
      ? notify({ type: 'info', message: t('snackbar.mandatoryFields') })
      : notify({ type: 'error', message: t('snackbar.invalidEmail') });
  const mail = useMutation({
    mutationFn: (body: PasswordMailInput) =>
      apiCall('POST', '/auth/forgot-password/send-email', MessageResponse, body),
    onSuccess: () => {
      onClose();
      notify({ message: t('snackbar.recoveryMailSuccess') });
      void navigate('/checkemail');
    },
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.recoveryMailError') }),
  });
  const sending = mail.isPending;
  const confirm = handleSubmit((body) => mail.mutateAsync(body).catch(() => undefined), refused);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="forgot-dialog">
      <DialogTitle>{t('accounts.forgot.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('accounts.forgot.text')}</DialogContentText>
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              autoFocus
              fullWidth
              type="email"
              label={t('accounts.email')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  void confirm();
                }
              }}
              slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
            />
          )}
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
