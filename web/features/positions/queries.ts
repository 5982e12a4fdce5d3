import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Position, RevisionFields } from '../../../contracts/positions';
import { documentsApi, type DocumentTarget } from '../../api/documents';
import { positionsApi } from '../../api/positions';
import { queryKeys } from '../../api/queries';

/** A position with its active revision; what the navigation brought is shown until the server answers. */
export const positionQuery = (id: number, admin: boolean, shown: Position | undefined) =>
  queryOptions({
    queryKey: queryKeys.positions.one(id, admin),
    queryFn: () => positionsApi.one(id, admin),
    placeholderData: shown,
    retry: false,
  });

/** A position's revisions, newest first, with the input fields of one column group; the last rows stay meanwhile. */
export const revisionsQuery = (id: number, admin: boolean, fields: RevisionFields) =>
  queryOptions({
    queryKey: queryKeys.positions.revisions(id, admin, fields),
    queryFn: async () => ({ fields, rows: await positionsApi.revisions(id, admin, fields) }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One revision's stored calculations; asked for only once the server named the revision. */
export const calculationsQuery = (
  id: number,
  revisionNumber: number | undefined,
  admin: boolean,
  known: boolean,
) =>
  queryOptions({
    queryKey: queryKeys.positions.calculations(id, revisionNumber, admin),
    queryFn: () => positionsApi.calculations(id, revisionNumber!, admin),
    enabled: revisionNumber !== undefined && known,
    retry: false,
  });

/** A revision's 3D model (.glb). */
export const modelQuery = (target: DocumentTarget) =>
  queryOptions({
    queryKey: queryKeys.documents.model(target),
    queryFn: () => documentsApi.model(target),
    retry: false,
  });

/** Two revisions compared (issue 30): an answer that never changes, asked for once both are chosen. */
export const comparisonQuery = (a: number | null, b: number | null) =>
  queryOptions({
    queryKey: queryKeys.positions.comparison(a ?? 0, b ?? 0),
    queryFn: () => positionsApi.compare(a!, b!),
    enabled: a !== null && b !== null,
    staleTime: Infinity,
    retry: false,
  });
