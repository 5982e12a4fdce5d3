import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { DashboardFilter } from '../../contracts/dashboard';
import { PROJECT_SORT_COLUMNS, type ProjectSortColumn } from '../../contracts/projects';

// The projects table's models as the server's query, apart from the table itself: the dashboard asks for its data
// before the grid's code has come (issue 29).

/** The grid's sort as the server's sortBy/sortOrder (none: newest first). */
export function sortOf(model: GridSortModel): { sortBy?: ProjectSortColumn; sortOrder?: 'asc' | 'desc' } {
  const [sorted] = model;
  if (!sorted || !(PROJECT_SORT_COLUMNS as readonly string[]).includes(sorted.field)) {
    return {};
  }
  return { sortBy: sorted.field as ProjectSortColumn, sortOrder: sorted.sort === 'desc' ? 'desc' : 'asc' };
}

/** The grid's one filter item as the server's col/op/val (docs/rules.md#projects-table: an emptied filter is id
 * contains ''). */
export function filterOf(model: GridFilterModel): DashboardFilter {
  const item = model.items[0];
  if (!item || item.value === undefined || item.value === null || item.value === '') {
    return { col: 'id', op: 'contains', val: '' };
  }
  const value: unknown = item.value;
  const val = Array.isArray(value)
    ? value.join(',')
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value);
  return { col: item.field as DashboardFilter['col'], op: item.operator as DashboardFilter['op'], val };
}
