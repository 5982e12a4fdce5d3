import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../../contracts/projects';
import { projectApi } from '../../api/projects';
import { queryKeys } from '../../api/queries';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * The question before copying a project (issue 30): yes makes "<name> (copy)" with the project's values and its
 * positions' active revisions; the lists, the map and the dashboard's figures then read it.
 */
export function CopyProjectDialog({ project, onClose }: { project: ProjectRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: (source: ProjectRow) => projectApi.copy(source.id),
    onSuccess: async (_, source) => {
      notify({ message: t('dashboard.copied', { name: source.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
    onError: (error) => notify({ type: 'error', message: apiErrorText(error, t('dashboard.copyError')) }),
  });
  return (
    <ConfirmDialog
      open={project !== null}
      text={t('dashboard.confirmCopy', { name: project?.name ?? '' })}
      onYes={() => {
        if (project) {
          copy.mutate(project);
        }
        onClose();
      }}
      onNo={onClose}
    />
  );
}
