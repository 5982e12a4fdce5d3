import type { Draft, DraftBody, DraftQuery } from '../../contracts/drafts';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { authorize, type Caller } from '../policies/access.policy';
import {
  deleteDraft,
  draftPlaceExists,
  findDraft,
  saveDraft,
  type DraftKey,
} from '../repositories/drafts.repository';

/**
 * The wizard's drafts (issue 30): one per user, project and position (none for a new position), readable and
 * changeable by their user only, in a project of theirs (another's project or position is a 404).
 */
export class DraftsService {
  constructor(private readonly db: Database) {}

  private key(
    caller: Caller,
    action: 'read' | 'change',
    projId: number,
    positionId?: number | null,
  ): DraftKey {
    return { userId: authorize(caller, action, 'draft'), projectId: projId, positionId: positionId ?? null };
  }

  /** The key of a draft in a project (and position) of the caller's; 404 otherwise. */
  private async place(caller: Caller, action: 'read' | 'change', query: DraftQuery): Promise<DraftKey> {
    const key = this.key(caller, action, query.projId, query.positionId);
    if (!(await draftPlaceExists(this.db, key))) {
      throw notFound(query.positionId ? 'Position' : 'Project');
    }
    return key;
  }

  /** The draft, or null when none is kept. */
  async find(caller: Caller, query: DraftQuery): Promise<Draft | null> {
    const row = await findDraft(this.db, await this.place(caller, 'read', query));
    return row
      ? { step: row.step, values: row.values as Draft['values'], savedAt: row.updatedAt.toISOString() }
      : null;
  }

  async save(caller: Caller, { projId, positionId, step, values }: DraftBody): Promise<{ savedAt: string }> {
    const savedAt = await saveDraft(this.db, this.key(caller, 'change', projId, positionId), {
      step,
      values,
    });
    if (!savedAt) {
      throw notFound(positionId ? 'Position' : 'Project');
    }
    return { savedAt: savedAt.toISOString() };
  }

  async discard(caller: Caller, query: DraftQuery): Promise<{ deleted: boolean }> {
    return { deleted: await deleteDraft(this.db, await this.place(caller, 'change', query)) };
  }
}
