import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { technicalCardQuery } from './queries';
import { DocumentsScreen } from './DocumentsScreen';
import { documentErrorMessage, targetOf, type DocumentsScreenState } from '../../lib/documents';
import { TechnicalCardButtons } from '../../components/TechnicalCardButtons';

/** /technicalCard: the revision's technical data sheet shown in the app, with its downloads. */
export function TechnicalCardPage() {
  const { t } = useTranslation();
  return (
    <DocumentsScreen title={t('documents.technicalCard.title')} testId="technical-card-page">
      {(state) => <TechnicalCard state={state} />}
    </DocumentsScreen>
  );
}

function TechnicalCard({ state }: { state: DocumentsScreenState }) {
  const { t } = useTranslation();
  const target = targetOf(state);
  const pdf = useQuery(technicalCardQuery(target));
  const url = useObjectUrl(pdf.data);

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TechnicalCardButtons target={target} />
      </Stack>
      {pdf.isError && (
        <Alert severity="error">{documentErrorMessage(pdf.error, t('snackbar.documentationError'))}</Alert>
      )}
      {pdf.isPending && (
        <Skeleton variant="rectangular" height="70vh" aria-label={t('documents.technicalCard.loading')} />
      )}
      {url && (
        <Box
          component="object"
          data={url}
          type="application/pdf"
          aria-label={t('documents.technicalCard.title')}
          data-testid="technical-card"
          sx={{ width: '100%', height: '80vh', border: 0 }}
        >
          {/* Shown by browsers that cannot display a PDF inline (many phones). */}
          <Typography sx={{ py: 2 }} data-testid="technical-card-fallback">
            {t('documents.technicalCard.noPdfViewer')}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

/** An object URL for `blob` while it is shown, released when the blob changes or the page closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
