import type { Position } from '../../contracts/positions';

/** The navigation state of /project-item-revision. */
export interface RevisionScreenState {
  id: number;
  name: string;
  admin?: boolean;
  item?: unknown;
}

/** The navigation state of the configurator in edit mode (docs/rules.md#wizard-steps). */
export const editState = (position: Pick<Position, 'id' | 'projId'>) => ({
  editing: true,
  data: position.id,
  projectId: position.projId,
});

/** Forgets every cached read of a deleted position, so nothing asks the server for it again (404s). */
export const isQueryOfPosition =
  (positionId: number) =>
  ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === 'positions' && queryKey[1] !== 'list' && queryKey[2] === positionId;

export const positionsQueryKey = (projectId: number, admin: boolean) => [
  'positions',
  'list',
  projectId,
  admin,
];
