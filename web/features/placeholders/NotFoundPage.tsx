import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Any address the app has no screen for (issue 18: it used to fall back to / without a word). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }} data-testid="not-found">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('notFound.text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('ahuType.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
