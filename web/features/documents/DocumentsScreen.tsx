import { Alert, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentsStateOf, type DocumentsScreenState } from '../../lib/documents';

/**
 * The frame of /project-item-documentation and /technicalCard: the revision they were opened for (navigation state
 * from the revision screen) as the heading, or a note when the address was typed in without one.
 */
export function DocumentsScreen({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: (state: DocumentsScreenState) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = documentsStateOf(useLocation().state);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid={testId}>
      {state === null ? (
        <Alert severity="info">{t('documents.missingPosition')}</Alert>
      ) : (
        <>
          {state.admin && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('positions.adminMode')}
            </Alert>
          )}
          <Paper sx={{ p: 2, mb: 2 }}>
            <Typography variant="overline">{title}</Typography>
            <Typography variant="h4" component="h1" data-testid="documents-position">
              {state.name}
            </Typography>
            <Typography color="text.secondary" data-testid="documents-revision">
              {t('documents.revision', { revision: state.revisionNumber })}
            </Typography>
          </Paper>
          {children(state)}
        </>
      )}
    </Container>
  );
}
