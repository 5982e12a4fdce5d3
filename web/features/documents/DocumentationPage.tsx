import Download from '@mui/icons-material/Download';
import FolderZip from '@mui/icons-material/FolderZip';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../contracts/documents';
import { currentLanguage, LANGUAGES } from '../../app/i18n';
import type { DocumentLanguage } from '../../../contracts/documents';
import { documentsApi } from '../../api/documents';
import { DocumentsScreen } from './DocumentsScreen';
import { documentFileBase, openInNewTab, targetOf, type DocumentsScreenState } from '../../lib/documents';
import { useDocumentTask } from '../../lib/useDocumentTask';

type DocumentType = 'dataSheet' | 'drawing' | 'controlScheme' | 'specification' | 'bimModel';

interface DocumentRow {
  kind: DocumentKind;
  type: DocumentType;
  format: 'PDF' | 'DXF' | 'TXT' | 'IFC';
  /** The file name after the position's name and revision. */
  fileName: (lang: DocumentLanguage) => string;
}

/**
 * The documentation (docs/rules.md#documents): data sheet, drawing, control scheme and specification text, in the
 * formats the server writes (contracts/documents.ts). The file names follow the server's zip entries.
 */
const ROWS: DocumentRow[] = [
  { kind: 'dataSheet', type: 'dataSheet', format: 'PDF', fileName: () => 'TechnicalCard.pdf' },
  { kind: 'drawingPdf', type: 'drawing', format: 'PDF', fileName: () => 'Drawing.pdf' },
  { kind: 'drawingDxf', type: 'drawing', format: 'DXF', fileName: () => 'Drawing.dxf' },
  { kind: 'controlScheme', type: 'controlScheme', format: 'PDF', fileName: () => 'ControlScheme.pdf' },
  {
    kind: 'specification',
    type: 'specification',
    format: 'TXT',
    fileName: (lang) => `Specification_${lang}.txt`,
  },
  {
    kind: 'specificationPdf',
    type: 'specification',
    format: 'PDF',
    fileName: (lang) => `Specification_${lang}.pdf`,
  },
  { kind: 'ifc', type: 'bimModel', format: 'IFC', fileName: () => 'Model.ifc' },
];

/** A browser shows PDF and plain text in a tab; a DXF or an IFC file can only be saved. */
const canOpen = (row: DocumentRow) => row.format === 'PDF' || row.format === 'TXT';

/**
 * /project-item-documentation: a revision's documents (and the unit's IFC4 model for BIM, issue 30), each opened in a
 * new tab or downloaded, or all of them as one zip, in the chosen language. The server's zip always holds every document, so the page offers "all" and no
 * selection.
 */
export function DocumentationPage() {
  const { t } = useTranslation();
  return (
    <DocumentsScreen title={t('screens.documentation')} testId="documentation-page">
      {(state) => <DocumentList state={state} />}
    </DocumentsScreen>
  );
}

/** A button that shows its icon alone (its aria-label names it): the phone's document rows. */
const ICON_ONLY = { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } };

function DocumentList({ state }: { state: DocumentsScreenState }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<DocumentLanguage>(currentLanguage);
  const { busy, run } = useDocumentTask();
  const target = targetOf(state);
  const base = documentFileBase(state.name, state.revisionNumber);
  // Issue 31: on a phone the format goes under the document's name and the buttons under each other.
  const small = useMediaQuery('(max-width:600px)');

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('documents.language')}
          value={lang}
          onChange={(event) => setLang(event.target.value as DocumentLanguage)}
          slotProps={{ htmlInput: { 'data-testid': 'documents-language' } }}
          sx={{ minWidth: 200 }}
        >
          {LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng}>
              {t(`languages.${lng}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<FolderZip />}
          loading={busy === 'zip'}
          onClick={() =>
            void run('zip', () => documentsApi.downloadZip(target, lang, `${base}_documents.zip`))
          }
          data-testid="documents-zip"
        >
          {t('documents.downloadAll')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('documents.zipContents')}
      </Typography>
      <Table size="small" aria-label={t('screens.documentation')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('documents.document')}</TableCell>
            {!small && <TableCell>{t('documents.format')}</TableCell>}
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => {
            const names = { document: t(`documents.types.${row.type}`), format: row.format };
            return (
              <TableRow key={row.kind} data-testid={`document-${row.kind}`}>
                <TableCell>
                  {names.document}
                  {small && (
                    <Typography variant="body2" color="text.secondary">
                      {row.format}
                    </Typography>
                  )}
                </TableCell>
                {!small && <TableCell>{row.format}</TableCell>}
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {canOpen(row) && (
                      <Button
                        size="small"
                        startIcon={<OpenInNew />}
                        loading={busy === `${row.kind}-open`}
                        aria-label={t('documents.openFile', names)}
                        onClick={() =>
                          void run(
                            `${row.kind}-open`,
                            () => openInNewTab(() => documentsApi.file(target, row.kind, lang)),
                            { download: false },
                          )
                        }
                        data-testid={`document-${row.kind}-open`}
                        sx={small ? ICON_ONLY : undefined}
                      >
                        {small ? null : t('documents.open')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      startIcon={<Download />}
                      loading={busy === `${row.kind}-download`}
                      aria-label={t('documents.downloadFile', names)}
                      onClick={() =>
                        void run(`${row.kind}-download`, () =>
                          documentsApi.downloadFile(target, row.kind, lang, `${base}_${row.fileName(lang)}`),
                        )
                      }
                      data-testid={`document-${row.kind}-download`}
                      sx={small ? ICON_ONLY : undefined}
                    >
                      {small ? null : t('documents.download')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
