import Close from '@mui/icons-material/Close';
import { Alert, Box, Button, Container, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectRow } from '../../../contracts/projects';
import type { Role, UserRow } from '../../../contracts/users';
import { apiErrorText } from '../../api/server-messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../app/notifications';
import { ProjectsTable } from '../../components/ProjectsTable';
import { SummaryFigure } from '../../components/SummaryFigure';
import { formatCost } from '../../lib/format';
import { queryKeys } from '../../api/queries';
import { adminApi } from './api';
import { allProjectsQuery, auditQuery, usersQuery } from './queries';
import { AuditTable } from './AuditTable';
import { UsersTable } from './UsersTable';
import { ADMIN_PANEL_PATH } from './paths';

/** Where the project screens go back to, and how they know to load through the admin calls
 * (docs/rules.md#admin-mode). */
export { ADMIN_PANEL_PATH };

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

type AccountChange = { user: UserRow; role: Role } | { user: UserRow; disabled: boolean };

/** The question asked before a change: its key under admin.confirm. */
const confirmKey = (change: AccountChange) =>
  'role' in change
    ? change.role === 'admin'
      ? 'makeAdmin'
      : 'makeUser'
    : change.disabled
      ? 'disable'
      : 'enable';

/**
 * /adminPanel (docs/rules.md#admin-panel; issue 10): the totals of all users and projects, the users table with Show
 * projects and the account changes, and all projects with their owner. The route is offered to administrators only;
 * the server answers every call here 403 to anyone else.
 */
export function AdminPanelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery());
  const projects = useQuery(allProjectsQuery());
  const audit = useQuery(auditQuery());
  const [owner, setOwner] = useState<UserRow | null>(null);
  /** Issue 18: a role change or (dis)abling is asked for once more before it is made. */
  const [pending, setPending] = useState<AccountChange | null>(null);

  const usersById = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u])), [users.data]);
  const ownerLabel = (project: ProjectRow) => {
    const user = usersById.get(project.ownerUserId);
    return user ? `${fullName(user)} (${user.email})` : project.ownerUserId;
  };
  const ownerColumn: GridColDef<ProjectRow> = {
    field: 'ownerUserId',
    headerName: t('admin.owner'),
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => ownerLabel(row),
  };

  const change = useMutation({
    mutationFn: (change: AccountChange): Promise<UserRow> =>
      'role' in change
        ? adminApi.setRole(change.user.id, change.role)
        : adminApi.setDisabled(change.user.id, change.disabled),
    onSuccess: (updated) => {
      queryClient.setQueryData(usersQuery().queryKey, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit });
      notify({ message: t('admin.saved') });
    },
    // A refused change (the last administrator: 409) says why in the server's words.
    onError: (error) => notify({ type: 'error', message: apiErrorText(error, t('admin.changeError')) }),
  });

  const open = (project: ProjectRow) =>
    void navigate('/project-item', {
      state: {
        projectId: project.id,
        projectNumber: project.number,
        projectName: project.name,
        prevLocation: ADMIN_PANEL_PATH,
      },
    });

  const allProjects = projects.data ?? [];
  const shownProjects = owner ? allProjects.filter((p) => p.ownerUserId === owner.id) : allProjects;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('screens.adminPanel')}
      </Typography>
      {(users.isError || projects.isError) && <Alert severity="error">{t('admin.fetchError')}</Alert>}
      {(users.isPending || projects.isPending) && !(users.isError || projects.isError) && (
        <Box data-testid="admin-skeleton">
          <Skeleton variant="rectangular" height={100} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={300} />
        </Box>
      )}
      {users.data && projects.data && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('admin.summary')}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 3 }} data-testid="admin-summary">
            <SummaryFigure label={t('admin.numberOfUsers')} value={String(users.data.length)} id="users" />
            <SummaryFigure
              label={t('dashboard.numberOfProjects')}
              value={String(allProjects.length)}
              id="projects"
            />
            <SummaryFigure
              label={t('dashboard.numberOfUnits')}
              value={String(allProjects.reduce((sum, p) => sum + p.numberOfUnits, 0))}
              id="units"
            />
            <SummaryFigure
              label={t('dashboard.sumOfCosts')}
              value={formatCost(allProjects.reduce((sum, p) => sum + p.totalPrice, 0))}
              id="costs"
            />
          </Grid>
          <Paper sx={{ p: 2, mb: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('admin.users')}
            </Typography>
            <UsersTable
              rows={users.data}
              onShowProjects={setOwner}
              onSetRole={(user, role) => setPending({ user, role })}
              onSetDisabled={(user, disabled) => setPending({ user, disabled })}
            />
          </Paper>
          <Paper sx={{ p: 2 }} data-testid="admin-projects">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" data-testid="admin-projects-title">
                {owner ? t('admin.projectsOf', { name: fullName(owner) }) : t('admin.projects')}
              </Typography>
              {owner && (
                <Button
                  size="small"
                  startIcon={<Close />}
                  onClick={() => setOwner(null)}
                  data-testid="show-all"
                >
                  {t('admin.showAll')}
                </Button>
              )}
            </Stack>
            <ProjectsTable
              rows={shownProjects}
              onOpen={open}
              extraColumns={[ownerColumn]}
              ownerOf={ownerLabel}
            />
          </Paper>
          <Paper sx={{ p: 2, mt: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('admin.audit.title')}
            </Typography>
            <AuditTable rows={audit.data ?? []} />
          </Paper>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        text={
          pending
            ? t(`admin.confirm.${confirmKey(pending)}`, {
                name: fullName(pending.user),
                email: pending.user.email,
              })
            : ''
        }
        onNo={() => setPending(null)}
        onYes={() => {
          if (pending) {
            change.mutate(pending);
          }
          setPending(null);
        }}
      />
    </Container>
  );
}
