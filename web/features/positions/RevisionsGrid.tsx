import CheckCircle from '@mui/icons-material/CheckCircle';
import ViewColumn from '@mui/icons-material/ViewColumn';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revision, RevisionFields } from '../../../contracts/positions';
import { formatCreatedAt, formatEuro } from '../../lib/format';
import { fieldLabel, gridValue, SUMMARY_FIELDS, TABS, type Shown, type TabKey } from './summary';
import { gridLocaleText } from '../../app/i18n/grid';

const GRID_FIELDS = SUMMARY_FIELDS.filter((f) => !f.summaryOnly);

/**
 * The position's revisions (docs/rules.md#revision-screen): number, date and price, then one column group per
 * summary tab; the group shown follows the chosen tab, or every group with 'show all'. The active revision comes
 * first and has no activate button. On phones (issue 31) a card per revision with the group's fields, labelled, instead of
 * a grid that showed two columns at a time.
 */
export function RevisionsGrid({
  revisions,
  loadedFields,
  loading,
  tab,
  showAll,
  onShowAll,
  selected,
  onSelect,
  canActivate,
  onActivate,
}: {
  revisions: Revision[] | undefined;
  /** The column group whose input fields the rows carry ('all': every group's); other groups' cells stay empty. */
  loadedFields: RevisionFields | undefined;
  loading: boolean;
  tab: TabKey;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  selected: number | null;
  onSelect: (revisionId: number | null) => void;
  /** False in admin mode: the grid is read-only. */
  canActivate: boolean;
  onActivate: () => void;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width:600px)');

  const hasInactive = (revisions ?? []).some((r) => !r.active);
  const columns = useMemo<GridColDef<Revision>[]>(() => {
    const activateColumn: GridColDef<Revision> = {
      field: 'activate',
      headerName: t('positions.activate'),
      sortable: false,
      filterable: false,
      hideable: false,
      disableColumnMenu: true,
      width: 120,
      renderCell: ({ row }) =>
        row.active ? null : (
          <Button
            size="small"
            onClick={(event) => {
              // The row's button selects its row, then asks (activation needs a selected row).
              event.stopPropagation();
              onSelect(row.id);
              onActivate();
            }}
            data-testid={`revision-activate-${row.revisionNumber}`}
          >
            {t('positions.activate')}
          </Button>
        ),
    };
    return [
      // Issue 18: the column shows only when a revision can be activated (it stood empty for a lone revision).
      ...(canActivate && hasInactive ? [activateColumn] : []),
      {
        field: 'revisionNumber',
        headerName: t('positions.grid.revision'),
        type: 'number',
        width: 100,
        hideable: false,
      },
      {
        field: 'createdAt',
        headerName: t('positions.grid.createdAt'),
        width: 180,
        valueGetter: (_value, row) => Date.parse(row.createdAt),
        valueFormatter: (_value, row) => formatCreatedAt(row.createdAt, row.timeZone),
      },
      {
        field: 'price',
        headerName: t('positions.grid.price'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatEuro(value),
      },
      ...GRID_FIELDS.map((field): GridColDef<Revision> => ({
        field: field.key,
        headerName: fieldLabel(t, field.key),
        minWidth: 140,
        flex: 1,
        sortable: false,
        // A group's cells once its fields have come (the rows of the group shown before stay until then).
        valueGetter: (_value, row) =>
          loadedFields === 'all' || loadedFields === field.tab ? gridValue(field, row as Shown, t) : '',
      })),
    ];
  }, [t, canActivate, hasInactive, onSelect, onActivate, loadedFields]);

  const groups = useMemo<GridColumnGroupingModel>(
    () =>
      TABS.map((key) => ({
        groupId: key,
        headerName: t(`positions.tabs.${key}`),
        children: GRID_FIELDS.filter((f) => f.tab === key).map((f) => ({ field: f.key })),
      })),
    [t],
  );

  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(GRID_FIELDS.map((f) => [f.key, showAll || f.tab === tab])),
    [showAll, tab],
  );

  const selectionModel: GridRowSelectionModel = {
    type: 'include',
    ids: new Set(selected === null ? [] : [selected]),
  };
  const selectedRow = revisions?.find((r) => r.id === selected);
  const group = showAll ? t('positions.allGroups') : t(`positions.tabs.${tab}`);

  return (
    <Paper sx={{ mt: 3, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('positions.revisions')}
        </Typography>
        <Button
          startIcon={<ViewColumn />}
          variant={showAll ? 'contained' : 'outlined'}
          onClick={() => onShowAll(!showAll)}
          data-testid="revision-show-all"
        >
          {t('positions.showAll')}
        </Button>
        {canActivate && (
          <Button
            startIcon={<CheckCircle />}
            variant="contained"
            disabled={!selectedRow || selectedRow.active}
            onClick={onActivate}
            data-testid="revision-activate-selected"
          >
            {t('positions.activate')}
          </Button>
        )}
      </Stack>
      <Typography variant="overline" component="p" data-testid="revision-group">
        {group.toLocaleUpperCase()}
      </Typography>
      {small && !loading ? (
        <Stack spacing={1} data-testid="revisions-cards">
          {(revisions ?? []).length === 0 && <Typography>{t('positions.noRevisions')}</Typography>}
          {(revisions ?? []).map((row) => (
            <Card
              key={row.id}
              variant="outlined"
              sx={row.id === selected ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
              data-testid={`revision-card-${row.revisionNumber}`}
            >
              <CardActionArea onClick={() => onSelect(row.id === selected ? null : row.id)}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1">
                      {t('positions.grid.revision')} {row.revisionNumber}
                    </Typography>
                    {row.active && (
                      <Chip size="small" color="primary" label={t('positions.activePosition')} />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {formatCreatedAt(row.createdAt, row.timeZone)} · {formatEuro(row.price)}
                  </Typography>
                  {GRID_FIELDS.filter(
                    (field) =>
                      (showAll || field.tab === tab) &&
                      (loadedFields === 'all' || loadedFields === field.tab),
                  ).map((field) => (
                    <Typography key={field.key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {fieldLabel(t, field.key)}: {gridValue(field, row as Shown, t)}
                    </Typography>
                  ))}
                </CardContent>
              </CardActionArea>
              {canActivate && !row.active && (
                <Box sx={{ px: 1, pb: 1 }}>
                  <Button
                    size="small"
                    onClick={() => {
                      onSelect(row.id);
                      onActivate();
                    }}
                    data-testid={`revision-activate-${row.revisionNumber}`}
                  >
                    {t('positions.activate')}
                  </Button>
                </Box>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ height: 500 }} data-testid="revisions-grid">
          {loading ? (
            <Skeleton variant="rectangular" height={500} data-testid="revisions-skeleton" />
          ) : (
            <DataGrid
              rows={revisions ?? []}
              columns={columns}
              columnGroupingModel={groups}
              columnVisibilityModel={visibility}
              disableColumnSelector
              disableMultipleRowSelection
              rowSelectionModel={selectionModel}
              onRowSelectionModelChange={(model) => {
                const [id] = [...model.ids];
                onSelect(typeof id === 'number' ? id : null);
              }}
              pageSizeOptions={[10, 20, 100]}
              initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
              localeText={gridLocaleText({ noRowsLabel: t('positions.noRevisions') })}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
