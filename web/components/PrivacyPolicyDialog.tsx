import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../app/i18n';
import { PolicyText } from './PolicyText';
import { privacyPolicy } from '../lib/privacy-policy';

/** The privacy policy in the interface language, with an agree button (cookie notice, registration). */
export function PrivacyPolicyDialog(props: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const { t } = useTranslation();
  const policy = privacyPolicy[useLanguage()];
  return (
    <Dialog open={props.open} onClose={props.onClose} scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle>{policy.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="caption" color="text.secondary" sx={{ mb: 2 }}>
          {policy.updated}
        </Typography>
        <PolicyText sections={policy.sections} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cookie.close')}</Button>
        <Button variant="contained" onClick={props.onAgree} data-testid="policy-agree">
          {t('cookie.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
