import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/queries';
import { adminApi } from './api';

/** Every user (administrators only: anyone else's call is a 403, not retried). */
export const usersQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.users, queryFn: adminApi.users, retry: false });

/** Every project with its owner. */
export const allProjectsQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.projects, queryFn: adminApi.projects, retry: false });

/** The audit of role and account changes. */
export const auditQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.audit, queryFn: adminApi.audit, retry: false });
