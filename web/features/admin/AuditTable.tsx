import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '../../../contracts/admin';
import { formatCreatedAt } from '../../lib/format';
import { gridLocaleText } from '../../app/i18n/grid';

/**
 * The audit of account changes (issue 10): who changed whom, what, from what to what, and when, newest first (as the
 * server lists them). The actor is the command line (`npm run admin`) when no account made the change.
 */
export function AuditTable({ rows }: { rows: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  const value = (entry: AdminAuditEntry, v: string) => {
    switch (entry.action) {
      case 'role':
        return t(`admin.roles.${v === 'admin' ? 'admin' : 'user'}`);
      case 'disabled':
        return t(`admin.status.${v === 'true' ? 'disabled' : 'active'}`);
      case 'secondFactor':
        return t(`admin.audit.secondFactor.${v === 'on' ? 'on' : 'off'}`);
    }
  };
  const columns: GridColDef<AdminAuditEntry>[] = [
    {
      field: 'createdAt',
      headerName: t('admin.audit.when'),
      width: 170,
      // Shown in the browser's own time zone.
      valueFormatter: (v: string) => formatCreatedAt(v, new Date(v).getTimezoneOffset()),
    },
    {
      field: 'actorEmail',
      headerName: t('admin.audit.actor'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) =>
        row.actorEmail ?? (row.actorUserId ? row.actorUserId : t('admin.audit.commandLine')),
    },
    {
      field: 'targetEmail',
      headerName: t('admin.audit.target'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.targetEmail ?? t('admin.audit.deleted'),
    },
    {
      field: 'action',
      headerName: t('admin.audit.action'),
      width: 130,
      valueGetter: (_v, row) => t(`admin.audit.actions.${row.action}`),
    },
    {
      field: 'change',
      headerName: t('admin.audit.change'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) => `${value(row, row.oldValue)} → ${value(row, row.newValue)}`,
    },
  ];
  return (
    <Box sx={{ height: 420 }} data-testid="admin-audit">
      <DataGrid
        rows={rows}
        columns={columns}
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20, 100]}
        localeText={gridLocaleText({ noRowsLabel: t('admin.audit.empty') })}
      />
    </Box>
  );
}
