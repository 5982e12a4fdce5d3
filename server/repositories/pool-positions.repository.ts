import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { poolPositions, projects } from '../db/schema';
import { addToProjectTotals, lockOwnedProject } from './projects.repository';
import type { Transaction } from './queries';

export type PoolPositionRecord = typeof poolPositions.$inferSelect;
export type NewPoolPosition = Omit<
  typeof poolPositions.$inferInsert,
  'id' | 'revisionNumber' | 'createdAt' | 'updatedAt'
>;

/**
 * Pool positions, each written in one transaction with its project's totals: the project's total_price and
 * number_of_units move by the position's price and units, so a failure leaves neither half-written.
 */

/** The position `id` if its project belongs to `ownerUserId` (null: any owner's). */
export async function findPoolPosition(
  db: Database,
  id: number,
  ownerUserId: string | null,
): Promise<PoolPositionRecord | undefined> {
  const [row] = await ownedPosition(db, id, ownerUserId);
  return row?.position;
}

const ownedPosition = (db: Database | Transaction, id: number, ownerUserId: string | null) =>
  db
    .select({ position: poolPositions })
    .from(poolPositions)
    .innerJoin(projects, eq(projects.id, poolPositions.projectId))
    .where(
      and(eq(poolPositions.id, id), ownerUserId === null ? undefined : eq(projects.ownerUserId, ownerUserId)),
    );

/** The position and its project row locked for the rest of the transaction. */
async function lockPosition(tx: Transaction, id: number, ownerUserId: string) {
  const [row] = await ownedPosition(tx, id, ownerUserId).for('update');
  return row?.position;
}

/** Adds a position to a project of `ownerUserId`; undefined when the project is not theirs. */
export async function insertPoolPosition(
  db: Database,
  values: NewPoolPosition,
  ownerUserId: string,
): Promise<PoolPositionRecord | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedProject(tx, values.projectId, ownerUserId))) {
      return undefined;
    }
    const [row] = await tx.insert(poolPositions).values(values).returning();
    await addToProjectTotals(tx, values.projectId, values.price, values.numOfUnits);
    return row;
  });
}

/**
 * Replaces position `id` (it may move to another of the owner's projects); undefined when the position or the
 * target project is not `ownerUserId`'s.
 */
export async function updatePoolPosition(
  db: Database,
  id: number,
  values: NewPoolPosition,
  ownerUserId: string,
): Promise<PoolPositionRecord | undefined> {
  return db.transaction(async (tx) => {
    const existing = await lockPosition(tx, id, ownerUserId);
    if (!existing || !(await lockOwnedProject(tx, values.projectId, ownerUserId))) {
      return undefined;
    }
    await addToProjectTotals(tx, existing.projectId, -existing.price, -existing.numOfUnits);
    const [row] = await tx
      .update(poolPositions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(poolPositions.id, id))
      .returning();
    await addToProjectTotals(tx, values.projectId, values.price, values.numOfUnits);
    return row;
  });
}

/** Deletes position `id`; false when it is not `ownerUserId`'s. */
export async function deletePoolPosition(db: Database, id: number, ownerUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await lockPosition(tx, id, ownerUserId);
    if (!existing) {
      return false;
    }
    await tx.delete(poolPositions).where(eq(poolPositions.id, id));
    await addToProjectTotals(tx, existing.projectId, -existing.price, -existing.numOfUnits);
    return true;
  });
}

/** The positions of project `projectId`, oldest first; undefined when the project is not `ownerUserId`'s. */
export async function listPoolPositions(
  db: Database,
  projectId: number,
  /** null: any owner's project (the admin variant). */
  ownerUserId: string | null,
): Promise<PoolPositionRecord[] | undefined> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      ownerUserId === null
        ? eq(projects.id, projectId)
        : and(eq(projects.id, projectId), eq(projects.ownerUserId, ownerUserId)),
    );
  if (!project) {
    return undefined;
  }
  return db
    .select()
    .from(poolPositions)
    .where(eq(poolPositions.projectId, projectId))
    .orderBy(asc(poolPositions.id));
}
