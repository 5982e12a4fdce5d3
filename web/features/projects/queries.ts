import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { poolApi } from '../../api/pool';
import { positionsApi, type PositionPage } from '../../api/positions';
import { projectApi } from '../../api/projects';
import { queryKeys } from '../../api/queries';

/** The project as the edit form starts from it: read fresh on every arrival, never refetched while typing. */
export const projectFormQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.projects.form(id),
    queryFn: () => projectApi.one(id!),
    enabled: id !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** One page of a project's positions, sorted and filtered by the server; the last page stays while the next loads. */
export const positionsPageQuery = (projectId: number, admin: boolean, page: PositionPage) =>
  queryOptions({
    queryKey: queryKeys.positions.list(projectId, admin, page),
    queryFn: () => positionsApi.list(projectId, admin, page),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** A project's pool (hydra) positions. */
export const poolPositionsQuery = (projectId: number, admin: boolean) =>
  queryOptions({
    queryKey: queryKeys.pool.list(projectId, admin),
    queryFn: () => poolApi.all(projectId, admin),
  });
