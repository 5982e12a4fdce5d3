import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../app/notifications';
import { documentErrorMessage } from './documents';

/**
 * Runs one document task (a download, an open) at a time per key and tells the user how it went
 * (docs/rules.md#documents): documentationSuccess after a download, documentationError when it fails (the original
 * only logged a failed PDF download; telling the user is kinder).
 */
export function useDocumentTask() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, task: () => Promise<void>, { download = true } = {}) => {
    setBusy(key);
    try {
      await task();
      if (download) {
        notify({ message: t('snackbar.documentationSuccess') });
      }
    } catch (error) {
      notify({ type: 'error', message: documentErrorMessage(error, t('snackbar.documentationError')) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
