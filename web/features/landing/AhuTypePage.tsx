import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CompactSelector } from './CompactSelector';

/** What the selector (formerly an external frame) may send: `{ type: 'NAVIGATE', path }`. */
function navigatePath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const message = data as { type?: unknown; path?: unknown };
  // Only in-app paths: a message must not send the browser to another site.
  return message.type === 'NAVIGATE' &&
    typeof message.path === 'string' &&
    message.path.startsWith('/') &&
    !message.path.startsWith('//')
    ? message.path
    : null;
}

/** /ahu-type/:ahuType: the built-in Compact selector; Energy is not available; anything else is not found. */
export function AhuTypePage() {
  const { t } = useTranslation();
  const { ahuType } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const path = event.origin === window.location.origin ? navigatePath(event.data) : null;
      if (path !== null) {
        void navigate(path);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  if (ahuType === 'compact') {
    return <CompactSelector />;
  }
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(ahuType === 'energy' ? 'ahuType.notAvailable' : 'ahuType.notFound')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('ahuType.backHome')}
      </Button>
    </Container>
  );
}
