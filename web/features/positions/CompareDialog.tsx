import DataObject from '@mui/icons-material/DataObject';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revision } from '../../../contracts/positions';
import { saveBlob } from '../../api/client';
import { positionsApi } from '../../api/positions';
import { apiErrorText } from '../../api/server-messages';
import { currentLanguage } from '../../app/i18n';
import { useDocumentTask } from '../../lib/useDocumentTask';
import { ComparisonTable } from './ComparisonTable';
import { comparisonQuery, revisionsQuery } from './queries';
import { queryKeys } from '../../api/queries';

/**
 * The revision screen's comparison (issue 30): two of the position's revisions chosen (the newest inactive one and
 * the active one to start with), every input and result that differs in a table, and the same as a PDF or as JSON.
 */
export function CompareDialog({
  open,
  revisions,
  positionId,
  projectId,
  onClose,
}: {
  open: boolean;
  /** The position's revisions, the active one first (the grid's rows). */
  revisions: Revision[];
  /** The shown position and its project, whose other positions B may come from. */
  positionId?: number;
  projectId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width:600px)');
  const active = revisions.find((r) => r.active) ?? revisions[0];
  const older = revisions.find((r) => !r.active) ?? active;
  const [chosenA, setA] = useState<number | null>(null);
  const [chosenB, setB] = useState<number | null>(null);
  // B from another position of the project (issue 30: two positions compared), its active revision first.
  const [otherPosition, setOtherPosition] = useState<number | null>(null);
  const positions = useQuery({
    queryKey: queryKeys.positions.list(projectId ?? 0, false, { page: 0, pageSize: 100 }),
    queryFn: () => positionsApi.list(projectId!, false, { page: 0, pageSize: 100 }),
    enabled: open && projectId !== undefined,
  });
  const others = (positions.data?.rows ?? []).filter((row) => row.id !== positionId);
  const otherRevisions = useQuery({
    ...revisionsQuery(otherPosition ?? 0, false, 'info'),
    enabled: open && otherPosition !== null,
  });
  const bRevisions = otherPosition === null ? revisions : (otherRevisions.data?.rows ?? []);
  const bActive = bRevisions.find((r) => r.active) ?? bRevisions[0];
  const a = chosenA ?? older?.id ?? null;
  const b = chosenB !== null && bRevisions.some((r) => r.id === chosenB) ? chosenB : (bActive?.id ?? null);
  const comparison = useQuery({ ...comparisonQuery(a, b), enabled: open && a !== null && b !== null });
  const { busy, run } = useDocumentTask();
  const number = (id: number | null) =>
    [...revisions, ...bRevisions].find((r) => r.id === id)?.revisionNumber ?? '';
  const fileBase = `comparison_r${number(a)}_r${number(b)}`;

  const chooser = (
    label: string,
    value: number | null,
    onChange: (id: number) => void,
    testId: string,
    choices: Revision[] = revisions,
  ) => (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {choices.map((revision) => (
        <MenuItem key={revision.id} value={revision.id} data-testid={`${testId}-${revision.revisionNumber}`}>
          {t('positions.compare.revisionOption', { number: revision.revisionNumber })}
          {revision.active ? ` (${t('positions.compare.active')})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={small}
      fullWidth
      maxWidth="lg"
      data-testid="compare-dialog"
    >
      <DialogTitle>{t('positions.compare.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
          {chooser('A', a, setA, 'compare-a')}
          {others.length > 0 && (
            <TextField
              select
              label={t('positions.compare.position')}
              value={otherPosition ?? ''}
              onChange={(event) => {
                setB(null);
                setOtherPosition(event.target.value === '' ? null : Number(event.target.value));
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'compare-position' }, select: { displayEmpty: true } }}
            >
              <MenuItem value="" data-testid="compare-position-this">
                {t('positions.compare.thisPosition')}
              </MenuItem>
              {others.map((row) => (
                <MenuItem key={row.id} value={row.id} data-testid={`compare-position-${row.id}`}>
                  {row.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {chooser('B', b, setB, 'compare-b', bRevisions)}
        </Stack>
        {comparison.isFetching && <LinearProgress sx={{ my: 1 }} />}
        {comparison.isError && (
          <Alert severity="error" sx={{ my: 1 }}>
            {apiErrorText(comparison.error, t('positions.compare.error'))}
          </Alert>
        )}
        {comparison.data && (
          <Box sx={{ overflowX: 'auto' }}>
            <ComparisonTable comparison={comparison.data} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<PictureAsPdf />}
          disabled={!comparison.data || busy !== null}
          onClick={() =>
            a !== null &&
            b !== null &&
            void run('pdf', () =>
              positionsApi.downloadComparisonPdf(a, b, currentLanguage(), `${fileBase}.pdf`),
            )
          }
          data-testid="compare-pdf"
        >
          {t('positions.compare.pdf')}
        </Button>
        <Button
          startIcon={<DataObject />}
          disabled={!comparison.data}
          onClick={() =>
            comparison.data &&
            saveBlob(
              new Blob([JSON.stringify(comparison.data, null, 2)], { type: 'application/json' }),
              `${fileBase}.json`,
            )
          }
          data-testid="compare-json"
        >
          {t('positions.compare.json')}
        </Button>
        <Button onClick={onClose} data-testid="compare-close">
          {t('positions.compare.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
