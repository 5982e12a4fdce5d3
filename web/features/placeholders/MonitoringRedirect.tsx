import { Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../app/layout/Footer';

/** /monitoring-system sends the browser to the configured monitoring site (MONITORING_URL). */
export function MonitoringRedirect() {
  const { t } = useTranslation();
  const { data } = useClientConfig();
  useEffect(() => {
    if (data) {
      window.location.assign(data.monitoringUrl);
    }
  }, [data]);
  return (
    <Container sx={{ py: 4 }}>
      <Typography>{t('screens.monitoring')}</Typography>
    </Container>
  );
}
