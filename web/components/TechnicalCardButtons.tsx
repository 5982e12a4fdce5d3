import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brand } from '../app/brand';
import { currentLanguage } from '../app/i18n';
import { documentsApi, type DocumentTarget } from '../api/documents';
import { technicalCardKinds } from '../lib/documents';
import { useDocumentTask } from '../lib/useDocumentTask';

/**
 * The data sheet's downloads (docs/rules.md#revision-screen): the standard PDF, and the brand-specific one on the
 * hosts of a brand that has one. `target` is null while the revision is not known yet.
 */
export function TechnicalCardButtons({ target }: { target: DocumentTarget | null }) {
  const { t } = useTranslation();
  const { busy, run } = useDocumentTask();
  return technicalCardKinds(brand).map((kind) => (
    <Button
      key={kind}
      startIcon={<PictureAsPdf />}
      disabled={!target}
      loading={busy === kind}
      onClick={() =>
        target && void run(kind, () => documentsApi.downloadTechnicalCard(kind, target, currentLanguage()))
      }
      data-testid={`download-${kind}`}
    >
      {t(kind === 'prolux' ? 'documents.actions.proluxPdf' : 'documents.actions.standardPdf')}
    </Button>
  ));
}
