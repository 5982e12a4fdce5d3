import Description from '@mui/icons-material/Description';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectDocumentsApi } from '../../api/documents';
import { useDocumentTask } from '../../lib/useDocumentTask';

/**
 * The project's quotation (alone or with every position's data sheet) and all its documents as one zip (issue 30);
 * the button spins while the server makes them (a zip of many positions takes seconds).
 */
export function ProjectDocumentsMenu({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useTranslation();
  const { busy, run } = useDocumentTask();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const base = projectName.replace(/[^\p{L}\p{N}-]+/gu, '_');
  const choose = (key: string, task: () => Promise<void>) => {
    setAnchor(null);
    void run(key, task);
  };
  return (
    <>
      <Button
        startIcon={<Description />}
        loading={busy !== null}
        loadingPosition="start"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="project-documents"
        aria-haspopup="menu"
      >
        {t('projects.item.documents.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          data-testid="project-quotation"
          onClick={() =>
            choose('quotation', () =>
              projectDocumentsApi.quotation(projectId, false, `${base}_Quotation.pdf`),
            )
          }
        >
          {t('projects.item.documents.quotation')}
        </MenuItem>
        <MenuItem
          data-testid="project-quotation-sheets"
          onClick={() =>
            choose('quotationWithSheets', () =>
              projectDocumentsApi.quotation(projectId, true, `${base}_Quotation.pdf`),
            )
          }
        >
          {t('projects.item.documents.quotationWithSheets')}
        </MenuItem>
        <MenuItem
          data-testid="project-zip"
          onClick={() => choose('zip', () => projectDocumentsApi.zip(projectId, `${base}_Documents.zip`))}
        >
          {t('projects.item.documents.zip')}
        </MenuItem>
      </Menu>
    </>
  );
}
