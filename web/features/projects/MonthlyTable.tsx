import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { MonthlyDesign } from '../../../contracts/locations';
import { gridLocaleText } from '../../app/i18n/grid';

/** docs/rules.md#project-form: the monthly temperature table, page size 5. */
export function MonthlyTable({ monthly }: { monthly: MonthlyDesign }) {
  const { t } = useTranslation();
  const months = t('projects.design.months').split(',');
  const rows = months.map((month, i) => ({
    id: i,
    month,
    dryBulb: monthly.dryBulbTemperatures[i],
    wetBulb: monthly.wetBulbTemperatures[i],
    range: monthly.meanDailyTemperatureRange[i],
  }));
  const columns: GridColDef[] = [
    { field: 'month', headerName: t('projects.design.month'), flex: 1, minWidth: 110 },
    { field: 'dryBulb', headerName: t('projects.design.dryBulb'), type: 'number', flex: 1, minWidth: 120 },
    {
      field: 'wetBulb',
      headerName: t('projects.design.wetBulbMean'),
      type: 'number',
      flex: 1,
      minWidth: 120,
    },
    { field: 'range', headerName: t('projects.design.dailyRange'), type: 'number', flex: 1, minWidth: 120 },
  ];
  return (
    <div data-testid="monthly-table">
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        density="compact"
        disableRowSelectionOnClick
        localeText={gridLocaleText()}
      />
    </div>
  );
}
