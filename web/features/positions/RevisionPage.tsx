import CompareArrows from '@mui/icons-material/CompareArrows';
import Delete from '@mui/icons-material/Delete';
import Description from '@mui/icons-material/Description';
import Edit from '@mui/icons-material/Edit';
import FolderOpen from '@mui/icons-material/FolderOpen';
import ShowChart from '@mui/icons-material/ShowChart';
import ViewInAr from '@mui/icons-material/ViewInAr';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  CircularProgress,
  Container,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PositionSchema, type RevisionFields } from '../../../contracts/positions';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { targetOf, type DocumentsScreenState } from '../../lib/documents';
import { TechnicalCardButtons } from '../../components/TechnicalCardButtons';
import { formatEuro } from '../../lib/format';
import { positionsApi } from '../../api/positions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mollierStateOf } from './mollierState';
import { editState, type RevisionScreenState } from '../../lib/positions';
import { isQueryOfPosition, queryKeys } from '../../api/queries';
import { calculationsQuery, positionQuery, revisionsQuery } from './queries';
import { CompareDialog } from './CompareDialog';
import { RevisionsGrid } from './RevisionsGrid';
import { RevisionSummary, type ScreenTab } from './RevisionSummary';
import type { TabKey } from './summary';

/** three.js comes with the viewer only, in a chunk of its own, loaded when a model is first opened. */
const ModelViewer = lazy(() => import('./ModelViewer').then((m) => ({ default: m.ModelViewer })));
/** The energy tab and its charts load with the tab, in a chunk of their own. */
const EnergyPanel = lazy(() => import('./energy/EnergyPanel'));

/** An ApiError's server message, else the catalogue's text. */
const messageOf = (error: unknown, fallback: string) => apiErrorText(error, fallback);

/**
 * /project-item-revision (docs/rules.md#revision-screen): the active revision's summary in six tabs, the
 * Mollier chart, edit and delete, the comparison of two revisions (issue 30), and the revisions grid where another
 * revision can be made the active one. In
 * admin mode (state.admin) every read uses the admin variant and nothing can be changed.
 */
export function RevisionPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as Partial<RevisionScreenState>;
  if (typeof state.id !== 'number') {
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity="error">{t('fallback.errorFetchingPosition')}</Alert>
      </Container>
    );
  }
  return (
    <RevisionScreen id={state.id} name={state.name ?? ''} admin={state.admin === true} item={state.item} />
  );
}

function RevisionScreen({
  id,
  name,
  admin,
  item,
}: {
  id: number;
  name: string;
  admin: boolean;
  item: unknown;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ScreenTab>('info');
  // The revisions grid shows the group of the last summary tab chosen (the energy tab has no columns there).
  const [gridTab, setGridTab] = useState<TabKey>('info');
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'activate' | null>(null);
  const [modelOpen, setModelOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);

  const placeholder = PositionSchema.safeParse(item);
  const position = useQuery(positionQuery(id, admin, placeholder.success ? placeholder.data : undefined));
  // The grid's rows carry the input fields of the column group shown, fetched when the group is opened.
  const fields: RevisionFields = showAll ? 'all' : gridTab;
  const revisions = useQuery(revisionsQuery(id, admin, fields));
  const p = position.data;
  const revisionNumber = p?.revisionNumber;
  const calculations = useQuery(calculationsQuery(id, revisionNumber, admin, !position.isPlaceholderData));

  // The documents belong to the revision shown: the active one, once the server has answered.
  const documents: DocumentsScreenState | null =
    p && !position.isPlaceholderData ? { id, name: p.name, revisionNumber: p.revisionNumber, admin } : null;

  const chooseTab = (next: ScreenTab) => {
    setTab(next);
    if (next !== 'energy') {
      setGridTab(next);
      setShowAll(false);
    }
  };

  const removal = useMutation({
    mutationFn: () => positionsApi.remove(id),
    onSuccess: async () => {
      notify({ message: t('snackbar.deleteProjectItemSuccess') });
      // Leave first and forget the deleted position's reads: refetching them would only answer 404.
      void navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: isQueryOfPosition(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.lists });
    },
    onError: (error) =>
      notify({ type: 'error', message: messageOf(error, t('snackbar.deleteProjectItemError')) }),
  });
  const remove = () => {
    setConfirm(null);
    removal.mutate();
  };

  const activation = useMutation({
    mutationFn: (revisionId: number) => positionsApi.activate(revisionId),
    onSuccess: async () => {
      notify({ message: t('snackbar.activateRevisionSuccess') });
      setSelected(null);
      // The position now reads the chosen revision; the list, the project's table and totals follow.
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects.of(p?.projId) });
    },
    onError: (error) =>
      notify({ type: 'error', message: messageOf(error, t('fallback.revisionNotActivated')) }),
  });
  const activate = () => {
    setConfirm(null);
    if (selected !== null) {
      activation.mutate(selected);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="revision-screen">
      {admin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('positions.adminMode')}
        </Alert>
      )}
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline">{t('positions.activePosition')}</Typography>
            <Typography variant="h4" component="h1" data-testid="position-title">
              {p?.name ?? name}
            </Typography>
            {p && (
              <Typography color="text.secondary">
                {p.projName} · {p.unitTypeName} · {t('positions.revision')}{' '}
                <span data-testid="active-revision-number">{p.revisionNumber}</span> ·{' '}
                <span data-testid="active-position-price">{formatEuro(p.price)}</span>
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              startIcon={<ShowChart />}
              disabled={!p}
              onClick={() => p && void navigate('/mollier_chart', { state: mollierStateOf(p, admin) })}
              data-testid="position-mollier"
            >
              {t('positions.mollier')}
            </Button>
            <Button
              startIcon={<ViewInAr />}
              disabled={!documents}
              onClick={() => setModelOpen(true)}
              data-testid="position-model"
            >
              {t('documents.actions.model')}
            </Button>
            <TechnicalCardButtons target={documents && targetOf(documents)} />
            <Button
              startIcon={<FolderOpen />}
              disabled={!documents}
              onClick={() => documents && void navigate('/project-item-documentation', { state: documents })}
              data-testid="position-documentation"
            >
              {t('documents.actions.documentation')}
            </Button>
            <Button
              startIcon={<Description />}
              disabled={!documents}
              onClick={() => documents && void navigate('/technicalCard', { state: documents })}
              data-testid="position-technical-card"
            >
              {t('documents.actions.technicalCard')}
            </Button>
            {!admin && (
              <>
                <Button
                  startIcon={<CompareArrows />}
                  disabled={!revisions.data}
                  onClick={() => setCompareOpen(true)}
                  data-testid="position-compare"
                >
                  {t('positions.compare.action')}
                </Button>
                <Button
                  startIcon={<Edit />}
                  disabled={!p}
                  onClick={() => p && void navigate('/create-project/configurator', { state: editState(p) })}
                  data-testid="position-edit"
                >
                  {t('positions.edit')}
                </Button>
                <Button
                  color="error"
                  startIcon={<Delete />}
                  onClick={() => setConfirm('delete')}
                  data-testid="position-delete"
                >
                  {t('positions.delete')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Paper>
      {position.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(position.error, t('fallback.errorFetchingPosition'))}
        </Alert>
      )}
      {!p && position.isPending && <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}
      {p && (
        <RevisionSummary
          position={p}
          tab={tab}
          onTab={chooseTab}
          calculations={calculations}
          energy={
            // Energy runs on the owner's project only (no admin variants); it reads the revision the server answered.
            admin || position.isPlaceholderData ? undefined : (
              <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                <EnergyPanel position={p} />
              </Suspense>
            )
          }
        />
      )}
      {revisions.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(revisions.error, t('fallback.errorFetchingRevisions'))}
        </Alert>
      )}
      <RevisionsGrid
        revisions={revisions.data?.rows}
        loadedFields={revisions.data?.fields}
        loading={revisions.isPending}
        tab={gridTab}
        showAll={showAll}
        onShowAll={setShowAll}
        selected={selected}
        onSelect={setSelected}
        canActivate={!admin}
        onActivate={() => setConfirm('activate')}
      />
      {modelOpen && documents && (
        <Suspense
          fallback={
            <Backdrop open>
              <CircularProgress />
            </Backdrop>
          }
        >
          <ModelViewer
            target={targetOf(documents)}
            name={documents.name}
            onClose={() => setModelOpen(false)}
          />
        </Suspense>
      )}
      {compareOpen && revisions.data && (
        <CompareDialog
          open
          revisions={revisions.data.rows}
          positionId={p?.id}
          projectId={p?.projId}
          onClose={() => setCompareOpen(false)}
        />
      )}
      <ConfirmDialog
        open={confirm === 'delete'}
        text={t('positions.confirmDelete', { name: p?.name ?? name })}
        onYes={remove}
        onNo={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'activate'}
        text={t('positions.confirmActivate', {
          revision: revisions.data?.rows.find((r) => r.id === selected)?.revisionNumber ?? '',
        })}
        onYes={activate}
        onNo={() => setConfirm(null)}
      />
    </Container>
  );
}
