import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';

/**
 * /login for visitors: the login screen. The original lists /login among the logged-in routes (where it sends the
 * user to /), yet its expired-session flow sends logged-out users to /login; so visitors get the login screen here.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('screens.login')}
        </Typography>
        <LoginForm />
      </Paper>
    </Container>
  );
}
