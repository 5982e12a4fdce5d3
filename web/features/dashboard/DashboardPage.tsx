import Add from '@mui/icons-material/Add';
import { Box, Button, Container, Grid, Paper, Skeleton, Typography, useMediaQuery } from '@mui/material';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectRow } from '../../../contracts/projects';
import { brand } from '../../app/brand';
import { useNotify } from '../../app/notifications';
import { projectsListQuery } from '../../api/project-queries';
import { clientConfigQuery } from '../../api/queries';
import { costsQuery, projectsPageQuery, summaryQuery, unitTypesQuery } from './queries';
import { CopyProjectDialog } from './CopyProjectDialog';
import { formatAxisTick, formatCost } from '../../lib/format';
import { SummaryFigure } from '../../components/SummaryFigure';
import { WhenNearScreen } from '../../components/WhenNearScreen';
import { filterOf, sortOf } from '../../components/projects-table-model';

// Issue 29: the chart, the grid and the map are chunks of their own (a phone took 1.2 s to run them before the page's
// first figure showed): the page asks for its data and shows its summary while they come, each in a place of its
// own size.
// The chart and the table are memoised: each answer that arrives re-renders the page, not them (issue 29).
const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: memo(m.BarChart) })));
const ProjectsTable = lazy(() =>
  import('../../components/ProjectsTable').then((m) => ({ default: memo(m.ProjectsTable) })),
);
const ProjectsMap = lazy(() => import('./ProjectsMap').then((m) => ({ default: m.ProjectsMap })));

/** The place of a part still coming: as tall as the part, so nothing below it moves when it shows. */
function Coming({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{children}</Suspense>;
}

const NO_FILTER: GridFilterModel = { items: [] };
const NO_ROWS: ProjectRow[] = [];
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 10 };
const NO_SORT: GridSortModel = [];

/** The table's page as the server reads it; 10 rows on a phone. */
const tablePageOf = (pagination: GridPaginationModel, sort: GridSortModel, small: boolean) => ({
  page: pagination.page,
  pageSize: small ? 10 : pagination.pageSize,
  ...sortOf(sort),
});

/** Set when a page load has started the first answers: the dashboard that mounts next does not ask for them again. */
let answersStartedAtLoad = false;

/**
 * The dashboard's first answers as the page asks for them when it opens (unfiltered, the table's first page): a
 * page load starts them with the screen's chunk, before the first render (main.tsx), and the page finds them coming.
 * Not awaited: the first render draws the page's frame while they come; a failure shows on the page as usual.
 */
export function startDashboardQueries(queryClient: QueryClient): void {
  const filter = filterOf(NO_FILTER);
  void queryClient.prefetchQuery(projectsListQuery());
  void queryClient.prefetchQuery(projectsPageQuery(filter, tablePageOf(FIRST_PAGE, NO_SORT, false)));
  void queryClient.prefetchQuery(summaryQuery(filter));
  void queryClient.prefetchQuery(costsQuery(filter));
  void queryClient.prefetchQuery(unitTypesQuery(filter));
  answersStartedAtLoad = true;
}

/** Whether this mount is the page load's first dashboard, whose answers are already coming (or come). */
function useAnswersStartedAtLoad(): boolean {
  const [started] = useState(() => {
    const started = answersStartedAtLoad;
    answersStartedAtLoad = false;
    return started;
  });
  return started;
}

/** /home and /dashboard: the dashboard (docs/rules.md#dashboard) with summary, cost chart, projects table and
 * projects map. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [filterModel, setFilterModel] = useState<GridFilterModel>(NO_FILTER);
  const [sameLocation, setSameLocation] = useState(false);
  const [copying, setCopying] = useState<ProjectRow | null>(null);
  const filter = useMemo(() => filterOf(filterModel), [filterModel]);
  const clientConfig = useQuery(clientConfigQuery());
  // Answers a page load asked for before this mount are not asked for again (a later mount asks, as they may be old).
  const mount = useAnswersStartedAtLoad() ? { refetchOnMount: false } : {};
  // The map shows every project (narrow rows); the table reads one page at a time, sorted and filtered on the server.
  const projects = useQuery({ ...projectsListQuery(), ...mount });
  const small = useMediaQuery('(max-width:600px)');
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>(FIRST_PAGE);
  const [sortModel, setSortModel] = useState<GridSortModel>(NO_SORT);
  const tablePage = tablePageOf(paginationModel, sortModel, small);
  const table = useQuery({ ...projectsPageQuery(filter, tablePage), ...mount });
  const summary = useQuery({ ...summaryQuery(filter), ...mount });
  const costs = useQuery({ ...costsQuery(filter), ...mount });
  // Issue 31: a country whose projects have no units yet has no cost to draw (it showed as an empty bar).
  const costRows = useMemo(
    () => (costs.data ?? []).filter((row) => row.enthalpyCost > 0 || row.plateCost > 0 || row.rotaryCost > 0),
    [costs.data],
  );
  const costAxes = useMemo(
    () => ({
      xAxis: [{ scaleType: 'band' as const, dataKey: 'country' }],
      yAxis: [{ label: t('dashboard.euro'), width: 70, valueFormatter: (v: number) => formatAxisTick(v) }],
      series: [
        { dataKey: 'enthalpyCost', label: t('dashboard.enthalpy') },
        { dataKey: 'plateCost', label: t('dashboard.plate') },
        { dataKey: 'rotaryCost', label: t('dashboard.rotary') },
      ],
    }),
    [t],
  );
  // docs/rules.md#dashboard: the unit-types chart is fetched; how the original drew it is not shown, so it is not
  // drawn yet (and its answer re-renders nothing).
  useQuery({ ...unitTypesQuery(filter), ...mount, notifyOnChangeProps: [] });

  const open = useCallback(
    (project: ProjectRow) =>
      void navigate('/project-item', {
        state: { projectId: project.id, projectNumber: project.number, projectName: project.name },
      }),
    [navigate],
  );
  const filterTable = useCallback((model: GridFilterModel) => {
    setSameLocation(false);
    setFilterModel(model);
    setPaginationModel((current) => ({ ...current, page: 0 }));
  }, []);
  const tableLoading = table.isPending || table.isPlaceholderData;
  const server = useMemo(
    () => ({
      rowCount: table.data?.total ?? 0,
      loading: tableLoading,
      paginationModel,
      onPaginationModelChange: setPaginationModel,
      sortModel,
      onSortModelChange: setSortModel,
    }),
    [table.data?.total, tableLoading, paginationModel, sortModel],
  );

  // Issue 29: the answers' arrival swaps the skeleton for the dashboard as a transition, rendered in slices between
  // which a phone still answers input (at once it blocked the page 0.4 s). The first render shows the skeleton even
  // when the answers are there (a page load asks for them early): the frame and the figures commit apart, each a
  // shorter stretch of a phone's time.
  const loading = useDeferredValue(projects.isPending || summary.isPending, true);
  const hasProjects = (projects.data?.length ?? 0) > 0;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => void navigate('/create-project')}>
          {t('dashboard.newProject')}
        </Button>
      </Box>
      {loading && (
        // As tall as the dashboard it stands for (summary, chart, table, map), so the footer does not jump.
        <Box data-testid="dashboard-skeleton">
          <Skeleton variant="rectangular" height={100} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={340} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={552} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={470} />
        </Box>
      )}
      {!loading && !hasProjects && (
        <Paper sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }} data-testid="dashboard-empty">
          <Typography variant="h5" component="h2" gutterBottom>
            {t('dashboard.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
            {t('dashboard.empty.text')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<Add />}
            onClick={() => void navigate('/create-project')}
            data-testid="dashboard-first-project"
          >
            {t('dashboard.empty.action')}
          </Button>
        </Paper>
      )}
      {!loading && hasProjects && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }} data-testid="dashboard-summary">
            <SummaryFigure
              label={t('dashboard.numberOfProjects')}
              value={String(summary.data?.numberOfProjects ?? 0)}
              id="projects"
            />
            <SummaryFigure
              label={t('dashboard.numberOfUnits')}
              value={String(summary.data?.numberOfUnits ?? 0)}
              id="units"
            />
            <SummaryFigure
              label={t('dashboard.sumOfCosts')}
              value={formatCost(summary.data?.sumOfCosts ?? 0)}
              id="costs"
            />
          </Grid>
          <Paper sx={{ p: 2, mb: 2 }} data-testid="cost-chart">
            <Typography variant="h6" component="h2">
              {t('dashboard.costChart')}
            </Typography>
            {costRows.length > 0 ? (
              <Coming height={300}>
                <BarChart height={300} dataset={costRows} {...costAxes} />
              </Coming>
            ) : (
              <Typography sx={{ py: 4 }} color="text.secondary" data-testid="chart-empty">
                {t('dashboard.noData')}
              </Typography>
            )}
          </Paper>
          <Paper sx={{ p: 2, mb: 2 }}>
            <Coming height={520}>
              <ProjectsTable
                rows={table.data?.rows ?? NO_ROWS}
                filterModel={filterModel}
                onFilterModelChange={filterTable}
                onOpen={open}
                onCopy={setCopying}
                server={server}
              />
            </Coming>
          </Paper>
          <CopyProjectDialog project={copying} onClose={() => setCopying(null)} />
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('dashboard.map')}
            </Typography>
            <WhenNearScreen height={420} testId="projects-map-place">
              {clientConfig.data ? (
                <Coming height={420}>
                  <ProjectsMap
                    projects={projects.data ?? []}
                    tiles={clientConfig.data}
                    fallbackCenter={brand.office}
                    onOpen={open}
                    onSameLocation={(ids) => {
                      setSameLocation(true);
                      setFilterModel({
                        items: [{ id: 1, field: 'id', operator: 'isAnyOf', value: ids.map(String) }],
                      });
                      notify({ type: 'info', message: t('dashboard.sameLocation') });
                    }}
                    onZoomOut={() => {
                      if (sameLocation) {
                        setSameLocation(false);
                        setFilterModel(NO_FILTER);
                      }
                    }}
                  />
                </Coming>
              ) : (
                <Skeleton variant="rectangular" height={420} />
              )}
            </WhenNearScreen>
          </Paper>
        </>
      )}
    </Container>
  );
}
