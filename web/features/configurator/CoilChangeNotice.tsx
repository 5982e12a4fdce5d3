import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../lib/format';
import type { CoilChange } from './wizard';

/**
 * Issue 31 point 8: a coil's capacity that a later step changed, from what step 5 showed to what the preview has now,
 * with why and a way back to step 5 (which shows the new figures).
 */
export function CoilChangeNotice({ changes, onShow }: { changes: CoilChange[]; onShow: () => void }) {
  const { t } = useTranslation();
  if (changes.length === 0) {
    return null;
  }
  return (
    <Alert
      severity="info"
      data-testid="coil-change-notice"
      action={
        <Button color="inherit" size="small" onClick={onShow} data-testid="coil-change-show">
          {t('configurator.coilChange.show')}
        </Button>
      }
    >
      <AlertTitle>{t('configurator.coilChange.title')}</AlertTitle>
      {changes.map(({ kind, fromKw, toKw }) => (
        <div key={kind} data-testid={`coil-change-${kind}`}>
          {t(`configurator.step5.${kind}`)}: {formatQuantity(fromKw, 'kW', 2)} →{' '}
          {formatQuantity(toKw, 'kW', 2)}
        </div>
      ))}
      {t('configurator.coilChange.why')}
    </Alert>
  );
}
