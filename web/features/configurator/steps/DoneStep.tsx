import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Step 9: the position is saved; reset starts a new one. */
export function DoneStep({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">
        {t('configurator.done')}
      </Typography>
      <Button variant="outlined" onClick={onReset} data-testid="wizard-reset">
        {t('configurator.reset')}
      </Button>
    </Box>
  );
}
