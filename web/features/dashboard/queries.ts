import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardFilter } from '../../../contracts/dashboard';
import { projectApi, type ProjectPage } from '../../api/projects';
import { queryKeys } from '../../api/queries';

/** One page of the projects table, sorted and filtered by the server; the last page stays while the next loads. */
export const projectsPageQuery = (filter: DashboardFilter, page: ProjectPage) =>
  queryOptions({
    queryKey: queryKeys.projects.page(filter, page),
    queryFn: () => projectApi.page(filter, page),
    placeholderData: keepPreviousData,
  });

/** The summary figures of the filtered projects. */
export const summaryQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: queryKeys.dashboard.chart('basic', filter),
    queryFn: () => projectApi.basicChart(filter),
  });

/** The unit costs chart of the filtered projects. */
export const costsQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: queryKeys.dashboard.chart('costs', filter),
    queryFn: () => projectApi.unitCostsChart(filter),
  });

/** The unit types chart of the filtered projects. */
export const unitTypesQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: queryKeys.dashboard.chart('types', filter),
    queryFn: () => projectApi.unitTypesChart(filter),
  });
