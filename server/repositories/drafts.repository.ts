import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { positions, projects, wizardDrafts } from '../db/schema';
import { lockOwnedProject } from './projects.repository';

/** Whose draft: the user's, for a new position of the project (positionId null) or a new revision of one. */
export interface DraftKey {
  userId: string;
  projectId: number;
  positionId: number | null;
}

export interface DraftRow {
  step: number;
  values: Record<string, unknown>;
  updatedAt: Date;
}

const ofKey = (key: DraftKey) =>
  and(
    eq(wizardDrafts.userId, key.userId),
    eq(wizardDrafts.projectId, key.projectId),
    key.positionId === null ? isNull(wizardDrafts.positionId) : eq(wizardDrafts.positionId, key.positionId),
  );

/** Whether the user owns the project and, when the key names one, the position is the project's. */
export async function draftPlaceExists(db: Database, key: DraftKey): Promise<boolean> {
  const [row] =
    key.positionId === null
      ? await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.id, key.projectId), eq(projects.ownerUserId, key.userId)))
      : await db
          .select({ id: positions.id })
          .from(positions)
          .innerJoin(projects, eq(projects.id, positions.projectId))
          .where(
            and(
              eq(positions.id, key.positionId),
              eq(projects.id, key.projectId),
              eq(projects.ownerUserId, key.userId),
            ),
          );
  return row !== undefined;
}

/** The draft under `key` (drafts are only ever written in the user's own projects). */
export async function findDraft(db: Database, key: DraftKey): Promise<DraftRow | undefined> {
  const [row] = await db
    .select({ step: wizardDrafts.step, values: wizardDrafts.values, updatedAt: wizardDrafts.updatedAt })
    .from(wizardDrafts)
    .where(ofKey(key));
  return row;
}

/**
 * Keeps the draft under `key` (one row per key: replaced on each save), if the user owns the project and the position
 * is the project's. The project row is locked first, so two saves of one key never make two rows.
 * @returns when it was kept, or undefined when the project or position is not the user's
 */
export async function saveDraft(
  db: Database,
  key: DraftKey,
  draft: { step: number; values: Record<string, unknown> },
): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedProject(tx, key.projectId, key.userId))) {
      return undefined;
    }
    if (key.positionId !== null) {
      const [position] = await tx
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.id, key.positionId), eq(positions.projectId, key.projectId)));
      if (!position) {
        return undefined;
      }
    }
    const [updated] = await tx
      .update(wizardDrafts)
      .set({ step: draft.step, values: draft.values, updatedAt: sql`now()` })
      .where(ofKey(key))
      .returning({ updatedAt: wizardDrafts.updatedAt });
    if (updated) {
      return updated.updatedAt;
    }
    const [inserted] = await tx
      .insert(wizardDrafts)
      .values({ ...key, step: draft.step, values: draft.values })
      .returning({ updatedAt: wizardDrafts.updatedAt });
    return inserted!.updatedAt;
  });
}

/** Removes the draft under `key`; whether there was one the user owns. */
export async function deleteDraft(db: Database, key: DraftKey): Promise<boolean> {
  const rows = await db.delete(wizardDrafts).where(ofKey(key)).returning({ id: wizardDrafts.id });
  return rows.length > 0;
}
