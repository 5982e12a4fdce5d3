import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { en } from '../../app/i18n/en';

/** A screen whose work is still to come: its heading and a plain note, nothing that pretends to work. */
export function ScreenHeading({ screen }: { screen: keyof typeof en.screens }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`screens.${screen}`)}
      </Typography>
      <Typography color="text.secondary">{t('app.notAvailableYet')}</Typography>
    </Container>
  );
}
