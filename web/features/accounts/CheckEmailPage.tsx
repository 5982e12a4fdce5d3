import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** /checkemail: look for the mail (after registration, and after a recovery mail was sent). */
export function CheckEmailPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MarkEmailRead color="primary" sx={{ fontSize: 80 }} />
        <Typography variant="h4" component="h1">
          {t('screens.checkEmail')}
        </Typography>
        <Typography>{t('accounts.checkEmail.text')}</Typography>
        <Typography color="text.secondary">{t('accounts.checkEmail.spam')}</Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('accounts.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
