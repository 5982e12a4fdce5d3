import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  IconButton,
  Pagination,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  POSITION_SORT_COLUMNS,
  type PositionListRow,
  type PositionSortColumn,
} from '../../../contracts/positions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { gridLocaleText } from '../../app/i18n/grid';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { formatCreatedAt, formatEuro } from '../../lib/format';
import { positionsApi, type PositionPage } from '../../api/positions';
import { editState, type RevisionScreenState } from '../../lib/positions';
import { isQueryOfPosition, queryKeys } from '../../api/queries';
import { CopyPositionDialog } from './CopyPositionDialog';
import { positionsPageQuery } from './queries';

/**
 * The project's Compact positions (docs/rules.md#positions-table): open, edit, copy (issue 30) and delete per row; in
 * admin mode the admin list and no edit, copy or delete. On phones (issue 31) one card per position instead of a grid
 * that showed two columns at a time, with the same actions, the name filter and the server's pages.
 */
export function PositionsTable({ projectId, admin }: { projectId: number; admin: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<PositionListRow | null>(null);
  const [copying, setCopying] = useState<PositionListRow | null>(null);
  // Paged, sorted and filtered by the server (issue 19): the grid shows one page and the count of all.
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const page = pageOf(paginationModel, sortModel, filterModel);
  const positions = useQuery(positionsPageQuery(projectId, admin, page));
  const small = useMediaQuery('(max-width:600px)');

  const open = (row: PositionListRow) => {
    const state: RevisionScreenState = { id: row.id, name: row.name, admin };
    void navigate('/project-item-revision', { state });
  };

  const removal = useMutation({
    mutationFn: (position: PositionListRow) => positionsApi.remove(position.id),
    onSuccess: async (_, position) => {
      notify({ message: t('snackbar.deleteProjectItemSuccess') });
      // The project's unit count and total price change with its positions.
      queryClient.removeQueries({ predicate: isQueryOfPosition(position.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.positions.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.of(projectId) }),
      ]);
    },
    onError: (error) =>
      notify({ type: 'error', message: apiErrorText(error, t('snackbar.deleteProjectItemError')) }),
  });
  const remove = (position: PositionListRow) => {
    setDeleting(null);
    removal.mutate(position);
  };

  /** Open, and for the owner edit, copy and delete: the grid's first column and each card's foot. */
  const actions = (row: PositionListRow): ReactNode => (
    <Stack direction="row">
      <Tooltip title={t('positions.open')}>
        <IconButton size="small" onClick={() => open(row)} data-testid={`position-open-${row.id}`}>
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
      {!admin && (
        <>
          <Tooltip title={t('positions.edit')}>
            <IconButton
              size="small"
              onClick={() => void navigate('/create-project/configurator', { state: editState(row) })}
              data-testid={`position-edit-${row.id}`}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('positions.copy')}>
            <IconButton size="small" onClick={() => setCopying(row)} data-testid={`position-copy-${row.id}`}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('positions.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => setDeleting(row)}
              data-testid={`position-delete-${row.id}`}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );

  const columns: GridColDef<PositionListRow>[] = [
    {
      field: 'actions',
      headerName: t('positions.table.actions'),
      sortable: false,
      filterable: false,
      width: admin ? 70 : 175,
      renderCell: ({ row }) => actions(row),
    },
    {
      field: 'name',
      headerName: t('positions.table.name'),
      flex: 1,
      minWidth: 160,
      filterOperators: nameOperators,
    },
    { field: 'unitTypeName', headerName: t('positions.table.unit'), width: 110, filterable: false },
    {
      field: 'revisionNumber',
      headerName: t('positions.table.revision'),
      type: 'number',
      width: 110,
      filterable: false,
    },
    {
      field: 'price',
      headerName: t('positions.table.price'),
      type: 'number',
      width: 140,
      filterable: false,
      valueFormatter: (value: number) => formatEuro(value),
    },
    {
      field: 'createdAt',
      headerName: t('positions.table.createdAt'),
      width: 190,
      filterable: false,
      valueGetter: (_value, row) => Date.parse(row.createdAt),
      valueFormatter: (_value, row) => formatCreatedAt(row.createdAt, row.timeZone),
    },
  ];

  return (
    <Paper sx={{ mt: 3, p: 2 }} data-testid="positions-section">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('projects.item.positions')}
      </Typography>
      {positions.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {apiErrorText(positions.error, t('fallback.errorFetchingPositions'))}
        </Alert>
      )}
      {small ? (
        <PositionCards
          rows={positions.data?.rows ?? []}
          total={positions.data?.total ?? 0}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          name={(filterModel.items.find((item) => item.field === 'name')?.value as string | undefined) ?? ''}
          onName={(name) => {
            setFilterModel({
              items: name ? [{ id: 1, field: 'name', operator: 'contains', value: name }] : [],
            });
            setPaginationModel((current) => ({ ...current, page: 0 }));
          }}
          actions={actions}
          onOpen={open}
        />
      ) : (
        <Box sx={{ height: 500 }} data-testid="positions-table">
          <DataGrid
            rows={positions.data?.rows ?? []}
            rowCount={positions.data?.total ?? 0}
            columns={columns}
            loading={positions.isPending || positions.isPlaceholderData}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={setPaginationModel}
            sortModel={sortModel}
            onSortModelChange={setSortModel}
            filterModel={filterModel}
            onFilterModelChange={setFilterModel}
            onRowDoubleClick={({ row }: GridRowParams<PositionListRow>) => open(row)}
            pageSizeOptions={[10, 20, 100]}
            disableRowSelectionOnClick
            localeText={gridLocaleText({ noRowsLabel: t('projects.item.noPositions') })}
          />
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={t('positions.confirmDelete', { name: deleting?.name ?? '' })}
        onYes={() => deleting && remove(deleting)}
        onNo={() => setDeleting(null)}
      />
      <CopyPositionDialog
        position={copying}
        projectId={projectId}
        copy={positionsApi.copy}
        onClose={() => setCopying(null)}
      />
    </Paper>
  );
}

/** The server filters positions by name only (contains, any case). */
const nameOperators = getGridStringOperators().filter((op) => op.value === 'contains');

/** The grid's models as the list call's page, sort and name filter. */
function pageOf(pagination: GridPaginationModel, sort: GridSortModel, filter: GridFilterModel): PositionPage {
  const [sorted] = sort;
  const sortBy = (POSITION_SORT_COLUMNS as readonly string[]).includes(sorted?.field ?? '')
    ? (sorted!.field as PositionSortColumn)
    : undefined;
  const name = filter.items.find((item) => item.field === 'name')?.value as string | undefined;
  return {
    page: pagination.page,
    pageSize: pagination.pageSize,
    ...(sortBy ? { sortBy, sortOrder: sorted!.sort === 'desc' ? 'desc' : 'asc' } : {}),
    ...(name ? { name } : {}),
  };
}

/** The positions as cards on a phone: what the grid's columns say, each with its label, and the row's actions. */
function PositionCards({
  rows,
  total,
  paginationModel,
  onPaginationModelChange,
  name,
  onName,
  actions,
  onOpen,
}: {
  rows: PositionListRow[];
  total: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  name: string;
  onName: (name: string) => void;
  actions: (row: PositionListRow) => ReactNode;
  onOpen: (row: PositionListRow) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / paginationModel.pageSize));
  return (
    <Stack spacing={1} data-testid="positions-cards">
      <TextField
        size="small"
        label={t('positions.table.name')}
        value={name}
        onChange={(event) => onName(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'positions-name-filter' } }}
      />
      {rows.length === 0 && <Typography>{t('projects.item.noPositions')}</Typography>}
      {rows.map((row) => (
        <Card key={row.id} variant="outlined" data-testid={`position-card-${row.id}`}>
          <CardActionArea onClick={() => onOpen(row)}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('positions.table.unit')}: {row.unitTypeName} · {t('positions.table.revision')}:{' '}
                {row.revisionNumber}
              </Typography>
              <Typography variant="body2">
                {formatEuro(row.price)} · {formatCreatedAt(row.createdAt, row.timeZone)}
              </Typography>
            </CardContent>
          </CardActionArea>
          <Box sx={{ px: 1, pb: 1 }}>{actions(row)}</Box>
        </Card>
      ))}
      <Pagination
        count={pages}
        page={paginationModel.page + 1}
        onChange={(_, next) => onPaginationModelChange({ ...paginationModel, page: next - 1 })}
      />
    </Stack>
  );
}
