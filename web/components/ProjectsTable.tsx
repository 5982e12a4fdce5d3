import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Pagination,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { GridColDef, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../contracts/projects';
import { formatCreatedAt, formatEuro } from '../lib/format';

/** The grid of wide screens, a chunk of its own: a phone shows cards and never loads it (issue 29: 100 kB). */
const ProjectsGrid = lazy(() => import('./ProjectsGrid').then((m) => ({ default: m.ProjectsGrid })));

const CARDS_PER_PAGE = 10;

/** What a server-paged table needs from its owner: the grid's models and the filtered total. */
export interface ServerPaging {
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/**
 * The projects table (docs/rules.md#projects-table): a grid on wide screens, cards (10 a page) on small ones. The
 * admin panel adds its owner column through `extraColumns` (grid) and `ownerOf` (cards); `onCopy` adds a copy action
 * to each row (the dashboard, issue 30).
 */
export interface ProjectsTableProps {
  rows: ProjectRow[];
  filterModel?: GridFilterModel;
  onFilterModelChange?: (model: GridFilterModel) => void;
  onOpen: (project: ProjectRow) => void;
  onCopy?: (project: ProjectRow) => void;
  extraColumns?: GridColDef<ProjectRow>[];
  ownerOf?: (project: ProjectRow) => string;
  /** Paged and sorted by the server (issue 19): `rows` is then one page of `rowCount`; the filter goes with it. */
  server?: ServerPaging;
}

export function ProjectsTable({ ownerOf, ...gridProps }: ProjectsTableProps) {
  const { rows, onOpen, onCopy, server } = gridProps;
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width:600px)');
  const [page, setPage] = useState(1);
  if (small) {
    // Server-paged: the cards show the grid's page of 10 (the caller keeps the page size at 10 on small screens).
    const pages = Math.max(1, Math.ceil((server?.rowCount ?? rows.length) / CARDS_PER_PAGE));
    return (
      <Stack spacing={1} data-testid="projects-cards">
        {rows.length === 0 && <Typography>{t('dashboard.noRows')}</Typography>}
        {(server ? rows : rows.slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE)).map((row) => (
          <Card key={row.id} variant="outlined">
            <CardActionArea onClick={() => onOpen(row)}>
              <CardContent>
                <Typography variant="subtitle1">
                  {row.id} · {row.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[row.address, row.city, row.country].filter(Boolean).join(', ')}
                </Typography>
                <Typography variant="body2">
                  {formatCreatedAt(row.createdAt, row.timeZone)} · {t('dashboard.columns.numberOfUnits')}:{' '}
                  {row.numberOfUnits} · {formatEuro(row.totalPrice)}
                </Typography>
                {ownerOf && (
                  <Typography variant="body2" color="text.secondary">
                    {ownerOf(row)}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
            {onCopy && (
              <CardActions>
                <Button
                  size="small"
                  startIcon={<ContentCopy />}
                  onClick={() => onCopy(row)}
                  data-testid={`copy-project-${row.id}`}
                >
                  {t('dashboard.copy')}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
        <Pagination
          count={pages}
          page={server ? server.paginationModel.page + 1 : page}
          onChange={(_, next) =>
            server
              ? server.onPaginationModelChange({ page: next - 1, pageSize: CARDS_PER_PAGE })
              : setPage(next)
          }
        />
      </Stack>
    );
  }
  return (
    <Box sx={{ height: 520 }} data-testid="projects-table">
      <Suspense fallback={<Skeleton variant="rectangular" height={520} />}>
        <ProjectsGrid {...gridProps} />
      </Suspense>
    </Box>
  );
}
