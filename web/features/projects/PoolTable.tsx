import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PoolPosition } from '../../../contracts/pool';
import { formatEuro, formatNumber } from '../../lib/format';
import { poolApi } from '../../api/pool';
import { CopyPositionDialog } from './CopyPositionDialog';
import { poolPositionsQuery } from './queries';
import { gridLocaleText } from '../../app/i18n/grid';

/**
 * The project's hydra table (docs/rules.md#pool-position-view): its pool positions; a row opens /hydra/project-item.
 * In admin mode (issue 18) another user's positions are read through the admin variant and shown only: no row opens.
 * A row copies its position into this or another project (issue 30). On phones (issue 31) a card per position with
 * what a designer compares first, instead of a grid showing three columns at a time.
 */
export function PoolTable({ projectId, admin = false }: { projectId: number; admin?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const positions = useQuery(poolPositionsQuery(projectId, admin));
  const [copying, setCopying] = useState<PoolPosition | null>(null);
  const open = (id: number) => void navigate('/hydra/project-item', { state: { id } });
  const small = useMediaQuery('(max-width:600px)');
  /** Open and copy: the grid's first column and each card's foot. */
  const actions = (row: PoolPosition) => (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={t('pool.open')}
        onClick={() => open(row.id)}
        data-testid={`pool-open-${row.id}`}
      >
        <OpenInNew fontSize="small" />
      </IconButton>
      <Tooltip title={t('positions.copy')}>
        <IconButton
          size="small"
          aria-label={t('positions.copy')}
          onClick={() => setCopying(row)}
          data-testid={`pool-copy-${row.id}`}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
  const openColumn: GridColDef<PoolPosition>[] = admin
    ? []
    : [
        {
          field: 'open',
          headerName: t('pool.open'),
          sortable: false,
          width: 100,
          renderCell: ({ row }) => actions(row),
        },
      ];
  const columns: GridColDef<PoolPosition>[] = [
    ...openColumn,
    { field: 'id', headerName: t('pool.id'), width: 70 },
    { field: 'name', headerName: t('pool.name'), flex: 1, minWidth: 140 },
    { field: 'poolName', headerName: t('pool.poolName'), flex: 1, minWidth: 140 },
    {
      field: 'typeOfPool',
      headerName: t('pool.typeOfPool'),
      minWidth: 180,
      valueFormatter: (value: number) => t(`pool.types.${value}`),
    },
    { field: 'poolVolume', headerName: t('pool.poolVolume'), type: 'number', width: 120 },
    { field: 'waterSurface', headerName: t('pool.waterSurface'), type: 'number', width: 120 },
    { field: 'airTemperature', headerName: t('pool.airTemperature'), type: 'number', width: 120 },
    { field: 'waterTemperature', headerName: t('pool.waterTemperature'), type: 'number', width: 120 },
    { field: 'airHumidity', headerName: t('pool.airHumidity'), type: 'number', width: 110 },
    { field: 'absoluteHumidityAir', headerName: t('pool.absoluteHumidityAir'), type: 'number', width: 140 },
    { field: 'maxRequiredAir', headerName: t('pool.maxRequiredAir'), type: 'number', width: 140 },
    { field: 'minRequiredFreshAir', headerName: t('pool.minRequiredFreshAir'), type: 'number', width: 140 },
    {
      field: 'numOfAirChanges',
      headerName: t('pool.numOfAirChanges'),
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatNumber(value, 2),
    },
    { field: 'numberOfVisitors', headerName: t('pool.numberOfVisitors'), type: 'number', width: 110 },
    {
      field: 'simultaneityFactorAttraction',
      headerName: t('pool.simultaneityFactorAttraction'),
      type: 'number',
      width: 120,
    },
    { field: 'unitTypeId', headerName: t('pool.unitType'), type: 'number', width: 100 },
    { field: 'numOfUnits', headerName: t('pool.numOfUnits'), type: 'number', width: 100 },
    {
      field: 'price',
      headerName: t('pool.price'),
      type: 'number',
      width: 130,
      valueFormatter: (value: number) => formatEuro(value),
    },
  ];
  return (
    <Paper sx={{ mt: 3, p: 2 }} data-testid="hydra-section">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('pool.tableTitle')}
      </Typography>
      {small ? (
        <Stack spacing={1} data-testid="hydra-cards">
          {(positions.data ?? []).length === 0 && <Typography>{t('pool.noRows')}</Typography>}
          {(positions.data ?? []).map((row) => (
            <Card key={row.id} variant="outlined" data-testid={`pool-card-${row.id}`}>
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {row.id} · {row.name} · {row.poolName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`pool.types.${row.typeOfPool}`)} · {t('pool.waterSurface')}:{' '}
                  {formatNumber(row.waterSurface)}
                </Typography>
                <Typography variant="body2">
                  {t('pool.maxRequiredAir')}: {formatNumber(row.maxRequiredAir)} · {t('pool.numOfUnits')}:{' '}
                  {row.numOfUnits} · {formatEuro(row.price)}
                </Typography>
              </CardContent>
              {!admin && <Box sx={{ px: 1, pb: 1 }}>{actions(row)}</Box>}
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={positions.data ?? []}
            columns={columns}
            loading={positions.isPending}
            onRowDoubleClick={admin ? undefined : ({ row }: GridRowParams<PoolPosition>) => open(row.id)}
            pageSizeOptions={[10, 20, 100]}
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            localeText={gridLocaleText({ noRowsLabel: t('pool.noRows') })}
          />
        </Box>
      )}
      <CopyPositionDialog
        position={copying}
        projectId={projectId}
        copy={poolApi.copy}
        onClose={() => setCopying(null)}
      />
    </Paper>
  );
}
