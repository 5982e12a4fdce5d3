import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  GridActionsCellItem,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../contracts/projects';
import { formatCreatedAt, formatEuro } from '../lib/format';
import { gridLocaleText } from '../app/i18n/grid';

/** The operators per column kind (docs/rules.md#projects-table). */
const idOperators = getGridStringOperators().filter((op) => ['contains', 'isAnyOf'].includes(op.value));
const textOperators = getGridStringOperators().filter((op) => op.value === 'contains');
const dateOperators = getGridDateOperators().filter((op) =>
  ['is', 'before', 'onOrBefore', 'after', 'onOrAfter', 'not'].includes(op.value),
);
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<', '!=', '='].includes(op.value));

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
export function ProjectsTable({
  rows,
  filterModel,
  onFilterModelChange,
  onOpen,
  onCopy,
  extraColumns = [],
  ownerOf,
  server,
}: {
  rows: ProjectRow[];
  filterModel?: GridFilterModel;
  onFilterModelChange?: (model: GridFilterModel) => void;
  onOpen: (project: ProjectRow) => void;
  onCopy?: (project: ProjectRow) => void;
  extraColumns?: GridColDef<ProjectRow>[];
  ownerOf?: (project: ProjectRow) => string;
  /** Paged and sorted by the server (issue 19): `rows` is then one page of `rowCount`; the filter goes with it. */
  server?: ServerPaging;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width:600px)');
  const [page, setPage] = useState(1);
  const columns: GridColDef<ProjectRow>[] = [
    {
      field: 'open',
      type: 'actions',
      headerName: t('dashboard.open'),
      width: onCopy ? 100 : 70,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="open"
          icon={<OpenInNew />}
          label={t('dashboard.open')}
          onClick={() => onOpen(row)}
          data-testid={`open-project-${row.id}`}
        />,
        ...(onCopy
          ? [
              <GridActionsCellItem
                key="copy"
                icon={<ContentCopy />}
                label={t('dashboard.copy')}
                onClick={() => onCopy(row)}
                data-testid={`copy-project-${row.id}`}
              />,
            ]
          : []),
      ],
    },
    {
      field: 'id',
      headerName: t('dashboard.columns.id'),
      width: 90,
      valueGetter: (value: number) => String(value),
      filterOperators: idOperators,
    },
    {
      field: 'name',
      headerName: t('dashboard.columns.name'),
      flex: 1,
      minWidth: 140,
      filterOperators: textOperators,
    },
    {
      field: 'createdAt',
      headerName: t('dashboard.columns.createdAt'),
      type: 'date',
      width: 180,
      valueGetter: (value: string) => new Date(value),
      renderCell: ({ row }) => formatCreatedAt(row.createdAt, row.timeZone),
      filterOperators: dateOperators,
    },
    {
      field: 'address',
      headerName: t('dashboard.columns.address'),
      flex: 1,
      minWidth: 140,
      filterOperators: textOperators,
    },
    { field: 'city', headerName: t('dashboard.columns.city'), width: 130, filterOperators: textOperators },
    {
      field: 'country',
      headerName: t('dashboard.columns.country'),
      width: 130,
      filterOperators: textOperators,
    },
    {
      field: 'numberOfUnits',
      headerName: t('dashboard.columns.numberOfUnits'),
      type: 'number',
      width: 90,
      filterOperators: numberOperators,
    },
    {
      field: 'totalPrice',
      headerName: t('dashboard.columns.totalPrice'),
      type: 'number',
      width: 140,
      valueFormatter: (value: number) => formatEuro(value),
      filterOperators: numberOperators,
    },
    ...extraColumns,
  ];

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
      <DataGrid
        rows={rows}
        columns={columns}
        filterModel={filterModel}
        onFilterModelChange={onFilterModelChange}
        {...(server
          ? {
              paginationMode: 'server',
              sortingMode: 'server',
              filterMode: 'server',
              rowCount: server.rowCount,
              loading: server.loading,
              paginationModel: server.paginationModel,
              onPaginationModelChange: server.onPaginationModelChange,
              sortModel: server.sortModel,
              onSortModelChange: server.onSortModelChange,
            }
          : { initialState: { pagination: { paginationModel: { pageSize: 10 } } } })}
        pageSizeOptions={[10, 20, 100]}
        localeText={gridLocaleText({ noRowsLabel: t('dashboard.noRows') })}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
