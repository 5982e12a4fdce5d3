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
import type { PositionListRow } from '../../../contracts/positions';
import { positionsApi } from '../../api/positions';
import { projectsListQuery, queryKeys } from '../../api/queries';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';

/**
 * Copying a position (issue 30): its active revision becomes revision 1 of "<name> (copy)" in the project chosen
 * here, this one unless another of the user's projects is picked.
 */
export function CopyPositionDialog({
  position,
  projectId,
  onClose,
}: {
  position: PositionListRow | null;
  projectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const projects = useQuery({ ...projectsListQuery(), enabled: position !== null });
  const [target, setTarget] = useState<number | null>(null);
  const targetId = target ?? projectId;
  const copy = useMutation({
    mutationFn: ({ source, into }: { source: PositionListRow; into: number }) =>
      positionsApi.copy(source.id, into === projectId ? undefined : into),
    onSuccess: async (copied, { source }) => {
      const into = projects.data?.find((project) => project.id === copied.projectId)?.name ?? '';
      notify({ message: t('positions.copied', { name: source.name, project: into }) });
      // The target project's unit count and total price change with the copy.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.positions.lists }),
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
