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
