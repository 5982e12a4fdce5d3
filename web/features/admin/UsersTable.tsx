import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Person from '@mui/icons-material/Person';
import { Box, Chip } from '@mui/material';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Role, UserRow } from '../../../contracts/users';
import { gridLocaleText } from '../../app/i18n/grid';

type AccountStatus = 'active' | 'unconfirmed' | 'disabled';
const STATUS_COLOURS = { active: 'success', unconfirmed: 'warning', disabled: 'default' } as const;

/**
 * The admin panel's users table (docs/rules.md#admin-panel: first name, last name, phone, e-mail, id, role; pages of
 * 10, 20 or 100) with a Show projects button per row, and the account changes of issue 10 in each row's menu.
 */
export function UsersTable({
  rows,
  onShowProjects,
  onSetRole,
  onSetDisabled,
}: {
  rows: UserRow[];
  onShowProjects: (user: UserRow) => void;
  onSetRole: (user: UserRow, role: Role) => void;
  onSetDisabled: (user: UserRow, disabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const columns: GridColDef<UserRow>[] = [
    {
      field: 'showProjects',
      type: 'actions',
      headerName: t('admin.showProjects'),
      width: 90,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="projects"
          icon={<FolderOpen />}
          label={t('admin.showProjects')}
          onClick={() => onShowProjects(row)}
          data-testid={`show-projects-${row.id}`}
        />,
      ],
    },
    { field: 'firstName', headerName: t('admin.columns.firstName'), flex: 1, minWidth: 110 },
    { field: 'lastName', headerName: t('admin.columns.lastName'), flex: 1, minWidth: 110 },
    { field: 'phoneNumber', headerName: t('admin.columns.phoneNumber'), width: 150 },
    { field: 'email', headerName: t('admin.columns.email'), flex: 1.5, minWidth: 200 },
    { field: 'id', headerName: t('admin.columns.id'), width: 290 },
    {
      field: 'role',
      headerName: t('admin.columns.role'),
      width: 130,
      valueFormatter: (value: Role) => t(`admin.roles.${value}`),
    },
    {
      field: 'disabled',
      headerName: t('admin.columns.status'),
      width: 190,
      // Issue 18: an account that has not confirmed its address is not active yet (it cannot sign in).
      valueGetter: (_value, row): AccountStatus =>
        row.disabled ? 'disabled' : row.emailConfirmed ? 'active' : 'unconfirmed',
      renderCell: ({ value }: { value?: AccountStatus }) => (
        <Chip
          size="small"
          color={STATUS_COLOURS[value ?? 'active']}
          label={t(`admin.status.${value ?? 'active'}`)}
          data-testid="account-status"
        />
      ),
    },
    {
      field: 'change',
      type: 'actions',
      width: 60,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="role"
          showInMenu
          icon={row.role === 'admin' ? <Person /> : <AdminPanelSettings />}
          label={t(row.role === 'admin' ? 'admin.makeUser' : 'admin.makeAdmin')}
          onClick={() => onSetRole(row, row.role === 'admin' ? 'user' : 'admin')}
          data-testid={`set-role-${row.id}`}
        />,
        <GridActionsCellItem
          key="disabled"
          showInMenu
          icon={row.disabled ? <CheckCircle /> : <Block />}
          label={t(row.disabled ? 'admin.enable' : 'admin.disable')}
          onClick={() => onSetDisabled(row, !row.disabled)}
          data-testid={`set-disabled-${row.id}`}
        />,
      ],
    },
  ];
  return (
    <Box sx={{ height: 520 }} data-testid="users-table">
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20, 100]}
        localeText={gridLocaleText({ noRowsLabel: t('admin.noUsers') })}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
