import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsListQuery } from '../../api/project-queries';
import { queryKeys } from '../../api/queries';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';

/** What is copied: a Compact position or a pool position of the project. */
export interface CopySource {
  id: number;
  name: string;
}

/**
 * Copying a position (issue 30): a Compact position's active revision becomes revision 1 of "<name> (copy)", a pool
 * position is stored again as "<name> (copy)", in the project chosen here, this one unless another of the user's
 * projects is picked. `copy` makes the call (the target undefined for this project) and answers the copy's project.
 */
export function CopyPositionDialog({
  position,
  projectId,
  copy: copyCall,
  onClose,
}: {
  position: CopySource | null;
  projectId: number;
  copy: (id: number, targetProjectId?: number) => Promise<{ projectId: number }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const projects = useQuery({ ...projectsListQuery(), enabled: position !== null });
  const [target, setTarget] = useState<number | null>(null);
  const targetId = target ?? projectId;
  const copy = useMutation({
    mutationFn: ({ source, into }: { source: CopySource; into: number }) =>
      copyCall(source.id, into === projectId ? undefined : into),
    onSuccess: async (copied, { source }) => {
      const into = projects.data?.find((project) => project.id === copied.projectId)?.name ?? '';
      notify({ message: t('positions.copied', { name: source.name, project: into }) });
      // The target project's tables, unit count and total price change with the copy.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.positions.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pool.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]);
    },
    onError: (error) => notify({ type: 'error', message: apiErrorText(error, t('positions.copyError')) }),
  });
  const close = () => {
    setTarget(null);
    onClose();
  };
  return (
    <Dialog open={position !== null} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('positions.copyTitle', { name: position?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('positions.copyText')}</DialogContentText>
        <TextField
          select
          fullWidth
          label={t('positions.copyTarget')}
          value={projects.data ? targetId : ''}
          onChange={(event) => setTarget(Number(event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'copy-target' } }}
        >
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={project.id} data-testid={`copy-target-${project.id}`}>
              {project.id === projectId ? t('positions.copyHere', { name: project.name }) : project.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="copy-cancel">
          {t('positions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!projects.data || copy.isPending}
          onClick={() => {
            if (position) {
              copy.mutate({ source: position, into: targetId });
            }
            close();
          }}
          data-testid="copy-confirm"
        >
          {t('positions.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
