import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../contracts/drafts';
import { formatDateTime } from '../../lib/format';

/** The kept draft offered when the wizard opens (continue or start afresh), and when the values were last kept. */
export function DraftNotice({
  offer,
  keptAt,
  onResume,
  onDiscard,
}: {
  offer: Draft | null;
  keptAt: string | null;
  onResume: (draft: Draft) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {offer && (
        <Alert
          severity="info"
          sx={{ my: 2 }}
          data-testid="draft-offer"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => onResume(offer)}
                data-testid="draft-resume"
              >
                {t('configurator.draft.resume')}
              </Button>
              <Button color="inherit" size="small" onClick={onDiscard} data-testid="draft-discard">
                {t('configurator.draft.discard')}
              </Button>
            </Box>
          }
        >
          {t('configurator.draft.found', { step: offer.step, when: formatDateTime(offer.savedAt) })}
        </Alert>
      )}
      {keptAt && (
        <Typography variant="caption" color="text.secondary" data-testid="draft-kept">
          {t('configurator.draft.kept', { when: formatDateTime(keptAt) })}
        </Typography>
      )}
    </>
  );
}
