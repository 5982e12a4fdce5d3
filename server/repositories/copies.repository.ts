import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers,
  poolPositions,
  positionRevisions,
  positions,
  projects,
  projectWeatherYears,
} from '../db/schema';
import { addToProjectTotals, lockOwnedProject } from './projects.repository';
import type { Transaction } from './queries';

/**
 * Copies of positions and projects (issue 30). A copied position's active revision is stored again, unchanged but for
 * the position's identity in its input (project, name, guid), as revision 1 of the new position; the target project's
 * totals move in the same transaction by the same increments every position write uses (projects.repository.ts), so a
 * copy adds up like a position calculated there; a pool position is stored again as it is. A failure anywhere leaves
 * nothing of the copy.
 */

type RevisionRecord = typeof positionRevisions.$inferSelect;
type PoolPositionRecord = typeof poolPositions.$inferSelect;

/** Stores pool position `pool` again, named `name`, in `projectId` and adds its price and units to the totals. */
async function insertCopiedPool(
  tx: Transaction,
  projectId: number,
  name: string,
  pool: PoolPositionRecord,
): Promise<PoolPositionRecord> {
  const { id: _id, createdAt: _at, updatedAt: _up, ...values } = pool;
  const [row] = await tx
    .insert(poolPositions)
    .values({ ...values, name, projectId })
    .returning();
  await addToProjectTotals(tx, projectId, pool.price, pool.numOfUnits);
  return row!;
}

/** Stores `active` as revision 1 of a new position `name` in `projectId` and adds it to the project's totals. */
async function insertCopiedPosition(
  tx: Transaction,
  projectId: number,
  name: string,
  active: RevisionRecord,
): Promise<number> {
  const guid = randomUUID();
  const [row] = await tx
    .insert(positions)
    .values({ projectId, name, guid, activeRevisionNumber: 1, revisionCount: 1 })
    .returning({ id: positions.id });
  const positionId = row!.id;
  const { id: _id, positionId: _from, revisionNumber: _number, createdAt: _created, ...revision } = active;
  await tx.insert(positionRevisions).values({
    ...revision,
    input: { ...active.input, projId: projectId, name, guid },
    positionId,
    revisionNumber: 1,
  });
  await addToProjectTotals(tx, projectId, active.price, 1, { activated: active });
  return positionId;
}

/**
 * Copies position `positionId` of `ownerUserId` into their project `targetProjectId` (its own project when undefined)
 * under `name(the position's name)`; undefined when the position or the target project is not theirs.
 */
export async function copyPosition(
  db: Database,
  positionId: number,
  ownerUserId: string,
  targetProjectId: number | undefined,
  name: (sourceName: string) => string,
): Promise<{ id: number; projectId: number } | undefined> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ position: positions, revision: positionRevisions })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .innerJoin(
        positionRevisions,
        and(
          eq(positionRevisions.positionId, positions.id),
          eq(positionRevisions.revisionNumber, positions.activeRevisionNumber),
        ),
      )
      .where(and(eq(positions.id, positionId), eq(projects.ownerUserId, ownerUserId)));
    if (!source) {
      return undefined;
    }
    const projectId = targetProjectId ?? source.position.projectId;
    if (!(await lockOwnedProject(tx, projectId, ownerUserId))) {
      return undefined;
    }
    const id = await insertCopiedPosition(tx, projectId, name(source.position.name), source.revision);
    return { id, projectId };
  });
}

/**
 * Copies project `projectId` of `ownerUserId` as a new project of theirs named `name(the project's name)`: its values
 * (location, design conditions, prices, monthly data), its customer, its stored weather year, each Compact position's
 * active revision as revision 1 of a position of the same name, and its pool positions. The totals start at 0 and
 * follow the copied positions. Undefined when the project is not theirs.
 */
export async function copyProject(
  db: Database,
  projectId: number,
  ownerUserId: string,
  name: (sourceName: string) => string,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // Locked, so no position of the source moves while it is read: the copy is one state of it.
    if (!(await lockOwnedProject(tx, projectId, ownerUserId))) {
      return undefined;
    }
    const [source] = await tx.select().from(projects).where(eq(projects.id, projectId));
    const {
      id: _id,
      customerId,
      totalPrice: _price,
      numberOfUnits: _units,
      activeSupplyFlow: _supply,
      activeReturnFlow: _return,
      activeRotaryUnits: _rotary,
      activePlateUnits: _plate,
      activeEnthalpyUnits: _enthalpy,
      version: _version,
      createdAt: _created,
      updatedAt: _updated,
      ...values
    } = source!;
    let copiedCustomerId: number | null = null;
    if (customerId !== null) {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
      if (customer) {
        const { id: _customer, createdAt: _at, ...customerValues } = customer;
        const [saved] = await tx.insert(customers).values(customerValues).returning({ id: customers.id });
        copiedCustomerId = saved!.id;
      }
    }
    const [row] = await tx
      .insert(projects)
      .values({ ...values, name: name(source!.name), customerId: copiedCustomerId })
      .returning({ id: projects.id });
    const copyId = row!.id;

    const [weather] = await tx
      .select()
      .from(projectWeatherYears)
      .where(eq(projectWeatherYears.projectId, projectId));
    if (weather) {
      const { createdAt: _at, ...year } = weather;
      await tx.insert(projectWeatherYears).values({ ...year, projectId: copyId });
    }

    const active = await tx
      .select({ name: positions.name, revision: positionRevisions })
      .from(positions)
      .innerJoin(
        positionRevisions,
        and(
          eq(positionRevisions.positionId, positions.id),
          eq(positionRevisions.revisionNumber, positions.activeRevisionNumber),
        ),
      )
      .where(eq(positions.projectId, projectId))
      .orderBy(asc(positions.id));
    for (const position of active) {
      await insertCopiedPosition(tx, copyId, position.name, position.revision);
    }

    const pool = await tx
      .select()
      .from(poolPositions)
      .where(eq(poolPositions.projectId, projectId))
      .orderBy(asc(poolPositions.id));
    for (const position of pool) {
      await insertCopiedPool(tx, copyId, position.name, position);
    }
    return copyId;
  });
}

/**
 * Copies pool position `id` of `ownerUserId` into their project `targetProjectId` (its own project when undefined)
 * under `name(the position's name)`; undefined when the position or the target project is not theirs.
 */
export async function copyPoolPosition(
  db: Database,
  id: number,
  ownerUserId: string,
  targetProjectId: number | undefined,
  name: (sourceName: string) => string,
): Promise<PoolPositionRecord | undefined> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ pool: poolPositions })
      .from(poolPositions)
      .innerJoin(projects, eq(projects.id, poolPositions.projectId))
      .where(and(eq(poolPositions.id, id), eq(projects.ownerUserId, ownerUserId)));
    if (!source) {
      return undefined;
    }
    const projectId = targetProjectId ?? source.pool.projectId;
    if (!(await lockOwnedProject(tx, projectId, ownerUserId))) {
      return undefined;
    }
    return insertCopiedPool(tx, projectId, name(source.pool.name), source.pool);
  });
}
