import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../contracts/projects';
import { gridLocaleText } from '../app/i18n/grid';
import { formatCreatedAt, formatEuro } from '../lib/format';
import type { ProjectsTableProps } from './ProjectsTable';

/** The operators per column kind (docs/rules.md#projects-table). */
const idOperators = getGridStringOperators().filter((op) => ['contains', 'isAnyOf'].includes(op.value));
const textOperators = getGridStringOperators().filter((op) => op.value === 'contains');
const dateOperators = getGridDateOperators().filter((op) =>
  ['is', 'before', 'onOrBefore', 'after', 'onOrAfter', 'not'].includes(op.value),
);
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<', '!=', '='].includes(op.value));

/** The projects table's grid (ProjectsTable.tsx, wide screens): its columns, filters and server paging. */
export function ProjectsGrid({
  rows,
  filterModel,
  onFilterModelChange,
  onOpen,
  onCopy,
  extraColumns = [],
  server,
}: Omit<ProjectsTableProps, 'ownerOf'>) {
  const { t } = useTranslation();
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

  return (
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
  );
}
