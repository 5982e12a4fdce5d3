import { queryOptions } from '@tanstack/react-query';
import { projectApi } from './projects';
import { queryKeys } from './queries';

/** Every project of the caller's, narrow rows (the dashboard's map, the target chooser of a position's copy). */
export const projectsListQuery = () =>
  queryOptions({ queryKey: queryKeys.projects.list, queryFn: projectApi.all });

/** One project as its page shows it (the owner's, or any owner's to an administrator). */
export const projectQuery = (id: number | undefined, admin = false) =>
  queryOptions({
    queryKey: queryKeys.projects.one(id, admin),
    queryFn: () => projectApi.one(id!, admin),
    enabled: id !== undefined,
    retry: false,
  });
