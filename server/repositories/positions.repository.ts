import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PositionInput, PositionListRequest, PositionSortColumn } from '../../contracts/positions';
import type { Database } from '../db/client';
import type { SessionToConfirm } from '../policies/access.policy';
import {
  companies,
  customers,
  positionRevisions,
  positions,
  projectWeatherYears,
  projects,
  users,
} from '../db/schema';
import { addToProjectTotals, lockOwnedProject, type ProjectRecord } from './projects.repository';
import { confirmedBy, sessionIsCurrent, sessionValues } from './sessions.repository';
import { stampOf, weatherYearStampColumns, type WeatherYearStamp } from './weather-years.repository';
import {
  countRows,
  escapeLike,
  executeByShape,
  pageOf,
  pageWindow,
  preparedStatement,
  shapeOf,
  StaleVersionError,
  totalOf,
  type Transaction,
} from './queries';

export type PositionRecord = typeof positions.$inferSelect;
export type RevisionRecord = typeof positionRevisions.$inferSelect;
/** A revision to store; its position and number are the repository's to give. */
export type NewRevision = Omit<
  typeof positionRevisions.$inferInsert,
  'id' | 'positionId' | 'revisionNumber' | 'createdAt'
>;
/** null: any owner (the admin variants). */
type Owner = string | null;

/** What a position's read-back shows of its project. */
export interface ProjectFacts {
  id: number;
  name: string;
  number: string;
  country: string;
  city: string;
  address: string;
}
/** A position with one of its revisions (the active one unless asked otherwise) and its project. */
export interface PositionView {
  position: PositionRecord;
  revision: RevisionRecord;
  project: ProjectFacts;
}

/**
 * Positions and their immutable revisions. Every write runs in one transaction with the project's totals: the
 * active revision's price is in the project's total_price and each position is 1 in number_of_units, moved by
 * increments (as pool positions do), so pool and Compact positions add up in the same columns.
 */

const projectFacts = {
  id: projects.id,
  name: projects.name,
  number: projects.number,
  country: projects.country,
  city: projects.city,
  address: projects.address,
};

const ownedBy = (owner: Owner): SQL | undefined =>
  owner === null ? undefined : eq(projects.ownerUserId, owner);

const activeRevision = and(
  eq(positionRevisions.positionId, positions.id),
  eq(positionRevisions.revisionNumber, positions.activeRevisionNumber),
);

const numberedRevision = (revisionNumber: number) =>
  and(eq(positionRevisions.positionId, positions.id), eq(positionRevisions.revisionNumber, revisionNumber));

/** What a revision adds to its project's totals and kept facts while it is active. */
const activeFactColumns = {
  price: positionRevisions.price,
  supplyFlow: positionRevisions.supplyFlow,
  returnFlow: positionRevisions.returnFlow,
  heatRecoveryFamily: positionRevisions.heatRecoveryFamily,
};

/**
 * Locks position `id` and its project for the rest of the transaction and reads its active revision's price and facts;
 * undefined when it is not `ownerUserId`'s. The lock is taken on the position by its id alone: a condition on the
 * active revision would be re-checked after waiting for a concurrent save and no longer match (PostgreSQL re-reads
 * only the locked rows), which answered a spurious 404 to the second of two saves.
 */
async function lockPosition(tx: Transaction, id: number, ownerUserId: string) {
  const [locked] = await tx
    .select({ position: positions })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .where(and(eq(positions.id, id), eq(projects.ownerUserId, ownerUserId)))
    .for('update', { of: [positions, projects] });
  if (!locked) {
    return undefined;
  }
  const [active] = await tx
    .select(activeFactColumns)
    .from(positionRevisions)
    .where(
      and(
        eq(positionRevisions.positionId, id),
        eq(positionRevisions.revisionNumber, locked.position.activeRevisionNumber),
      ),
    );
  return { position: locked.position, active: active! };
}

/**
 * Creates a position with revision 1 in project `projectId` of `ownerUserId` and adds its price and one unit to the
 * project; undefined when the project is not theirs.
 */
export async function insertPosition(
  db: Database,
  projectId: number,
  ownerUserId: string,
  position: { name: string; guid: string },
  revision: NewRevision,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedProject(tx, projectId, ownerUserId))) {
      return undefined;
    }
    const [row] = await tx
      .insert(positions)
      .values({ ...position, projectId, activeRevisionNumber: 1, revisionCount: 1 })
      .returning({ id: positions.id });
    const positionId = row!.id;
    await tx.insert(positionRevisions).values({ ...revision, positionId, revisionNumber: 1 });
    await addToProjectTotals(tx, projectId, revision.price, 1, { activated: revision });
    return positionId;
  });
}

/** The project a position of `ownerUserId` belongs to; undefined when it is not theirs. */
export async function projectOfPosition(
  db: Database,
  id: number,
  ownerUserId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: positions.projectId })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .where(and(eq(positions.id, id), eq(projects.ownerUserId, ownerUserId)));
  return row?.projectId;
}

/**
 * Adds revision revision_count + 1 to position `id` and makes it active (numbers never repeat, even after an older
 * revision was activated); the project's total moves by the new price less the old active one. Undefined when the
 * position is not `ownerUserId`'s; StaleVersionError when `expectedVersion` is given and the position has moved on.
 */
export async function insertRevision(
  db: Database,
  id: number,
  ownerUserId: string,
  name: string,
  revision: NewRevision,
  expectedVersion?: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockPosition(tx, id, ownerUserId);
    if (!locked) {
      return undefined;
    }
    if (expectedVersion !== undefined && expectedVersion !== locked.position.version) {
      throw new StaleVersionError(locked.position.version);
    }
    const revisionNumber = locked.position.revisionCount + 1;
    await tx.insert(positionRevisions).values({ ...revision, positionId: id, revisionNumber });
    await tx
      .update(positions)
      .set({
        name,
        revisionCount: revisionNumber,
        activeRevisionNumber: revisionNumber,
        version: sql`${positions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(positions.id, id));
    await addToProjectTotals(tx, locked.position.projectId, revision.price - locked.active.price, 0, {
      activated: revision,
      deactivated: locked.active,
    });
    return revisionNumber;
  });
}

/**
 * Makes revision `revisionId` its position's active one; the project's total moves by the price difference.
 * Undefined when the revision's position is not `ownerUserId`'s.
 */
export async function activateRevision(
  db: Database,
  revisionId: number,
  ownerUserId: string,
): Promise<{ positionId: number; revisionNumber: number } | undefined> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        positionId: positionRevisions.positionId,
        revisionNumber: positionRevisions.revisionNumber,
        ...activeFactColumns,
      })
      .from(positionRevisions)
      .where(eq(positionRevisions.id, revisionId));
    const locked = target && (await lockPosition(tx, target.positionId, ownerUserId));
    if (!target || !locked) {
      return undefined;
    }
    await tx
      .update(positions)
      .set({
        activeRevisionNumber: target.revisionNumber,
        version: sql`${positions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(positions.id, target.positionId));
    await addToProjectTotals(tx, locked.position.projectId, target.price - locked.active.price, 0, {
      activated: target,
      deactivated: locked.active,
    });
    return { positionId: target.positionId, revisionNumber: target.revisionNumber };
  });
}

/** Deletes position `id` with its revisions and takes its active price and unit off the project; false when not the owner's. */
export async function deletePosition(db: Database, id: number, ownerUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockPosition(tx, id, ownerUserId);
    if (!locked) {
      return false;
    }
    await tx.delete(positions).where(eq(positions.id, id));
    await addToProjectTotals(tx, locked.position.projectId, -locked.active.price, -1, {
      deactivated: locked.active,
    });
    return true;
  });
}

const positionView = (db: Database, revisionJoin: SQL | undefined) =>
  db
    .select({ position: positions, revision: positionRevisions, project: projectFacts })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(positionRevisions, revisionJoin);

/**
 * What a position's read uses of its revision: its input and the columns beside the JSON, the unit's label, fan type
 * and dimensions among them (copied from the selection at write time, migration 0008).
 */
export type ListedRevision = Pick<
  RevisionRecord,
  | 'id'
  | 'revisionNumber'
  | 'input'
  | 'engineVersion'
  | 'price'
  | 'heatRecoveryFamily'
  | 'timeZone'
  | 'createdAt'
  | 'unitLabel'
  | 'fanType'
  | 'dimensions'
>;
/** A list row: the position, one of its revisions (narrow) and the project's name and number. */
export interface ListedPosition {
  position: Pick<
    PositionRecord,
    'id' | 'name' | 'guid' | 'revisionCount' | 'activeRevisionNumber' | 'version'
  >;
  revision: ListedRevision;
  project: Pick<ProjectFacts, 'id' | 'name' | 'number'>;
}

/**
 * A row of the positions table: the position, its active revision's few list columns (no input, no JSON at all) and
 * its project's id. Read with `listPositions`.
 */
const positionRowColumns = {
  id: positions.id,
  name: positions.name,
  projectId: positions.projectId,
  revisionCount: positions.revisionCount,
  version: positions.version,
  revisionNumber: positionRevisions.revisionNumber,
  unitLabel: positionRevisions.unitLabel,
  price: positionRevisions.price,
  createdAt: positionRevisions.createdAt,
  timeZone: positionRevisions.timeZone,
};
export type PositionRow = Pick<PositionRecord, 'id' | 'name' | 'projectId' | 'revisionCount' | 'version'> &
  Pick<RevisionRecord, 'revisionNumber' | 'unitLabel' | 'price' | 'createdAt' | 'timeZone'>;

const positionSortColumns = {
  id: positions.id,
  name: positions.name,
  unitTypeName: positionRevisions.unitLabel,
  revisionNumber: positionRevisions.revisionNumber,
  price: positionRevisions.price,
  createdAt: positionRevisions.createdAt,
} satisfies Record<PositionSortColumn, unknown>;

/**
 * The positions of project `projectId` with their active revisions (by id unless sorted), one page with the total
 * when a page size is given; undefined when the project is not the owner's. One query in the common case: the owner
 * check rides along as `exists`, and only an empty answer asks whether the project is there at all.
 */
export async function listPositions(
  db: Database,
  projectId: number,
  owner: Owner,
  page: PositionListRequest = { page: 0, sortOrder: 'asc' },
  session?: SessionToConfirm,
): Promise<{ rows: PositionRow[]; total: number } | undefined> {
  const name = page.name?.trim();
  const named = name ? sql`${positions.name} ilike ${`%${escapeLike(name)}%`}` : undefined;
  const where = and(eq(positions.projectId, sql.placeholder('projectId')), named);
  const direction = page.sortOrder === 'desc' ? desc : asc;
  const ownedProject = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.id, sql.placeholder('projectId')),
        owner === null ? undefined : eq(projects.ownerUserId, sql.placeholder('owner')),
      ),
    );
  const build = () => {
    const counted = countRows(db, positions, where);
    return db
      .select({ ...positionRowColumns, total: totalOf(counted) })
      .from(positions)
      .innerJoin(positionRevisions, activeRevision)
      .where(and(where, exists(ownedProject), session ? sessionIsCurrent(db) : undefined))
      .orderBy(
        ...(page.sortBy === undefined
          ? [asc(positions.id)]
          : [direction(positionSortColumns[page.sortBy]), direction(positions.id)]),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  };
  const values = { projectId, owner, ...pageWindow(page), ...(session ? sessionValues(session) : {}) };
  const shape =
    named === undefined ? `position_page_${shapeOf(owner, page)}${session ? '_session' : ''}` : undefined;
  const counted = await executeByShape(db, shape, build, values);
  confirmedBy(session, counted);
  const listed = await pageOf(counted, page, () => countRows(db, positions, where).execute(values));
  if (listed.rows.length > 0) {
    return listed;
  }
  const [project] = await ownedProject.execute(values);
  return project ? listed : undefined;
}

/** Position `id` with its active revision (or revision `revisionNumber`); undefined when missing or not the owner's. */
export async function findPosition(
  db: Database,
  id: number,
  owner: Owner,
  revisionNumber?: number,
): Promise<PositionView | undefined> {
  const revisionJoin = revisionNumber === undefined ? activeRevision : numberedRevision(revisionNumber);
  const [row] = await positionView(db, revisionJoin).where(and(eq(positions.id, id), ownedBy(owner)));
  return row;
}

/** A revision as its annual energy starts: which position, project and revision, and its input (no JSON results). */
export interface RevisionInputView {
  position: { id: number };
  project: { id: number };
  revision: Pick<RevisionRecord, 'id' | 'revisionNumber' | 'input'>;
}

/** What the annual energy starts from: the revision's input, its project and the stamp of the project's stored year. */
export interface AnnualContextView extends RevisionInputView {
  projectRecord: ProjectRecord;
  weatherStamp: WeatherYearStamp | undefined;
}

/**
 * Revision `revisionNumber` (default the active one) of position `id` with its input, its project's record and the
 * stamp of the project's stored weather year; undefined when missing or not the owner's. The results (~11 kB of JSON
 * each) are read by `findStoredResult` when needed. One statement prepared per shape (issue 29: the annual call read
 * the three apart, each built by drizzle and planned anew).
 */
export async function findAnnualContext(
  db: Database,
  id: number,
  owner: Owner,
  revisionNumber?: number,
): Promise<AnnualContextView | undefined> {
  const numbered = revisionNumber !== undefined;
  const read = preparedStatement(
    db,
    `annual_context_${owner === null ? 'all' : 'own'}_${numbered ? 'numbered' : 'active'}`,
    (name) =>
      db
        .select({
          position: { id: positions.id },
          projectRecord: projects,
          revision: {
            id: positionRevisions.id,
            revisionNumber: positionRevisions.revisionNumber,
            input: positionRevisions.input,
          },
          weather: weatherYearStampColumns,
        })
        .from(positions)
        .innerJoin(projects, eq(projects.id, positions.projectId))
        .innerJoin(
          positionRevisions,
          and(
            eq(positionRevisions.positionId, positions.id),
            eq(
              positionRevisions.revisionNumber,
              numbered ? sql.placeholder('revisionNumber') : positions.activeRevisionNumber,
            ),
          ),
        )
        .leftJoin(projectWeatherYears, eq(projectWeatherYears.projectId, projects.id))
        .where(
          and(
            eq(positions.id, sql.placeholder('id')),
            owner === null ? undefined : eq(projects.ownerUserId, sql.placeholder('owner')),
          ),
        )
        .prepare(name),
  );
  const [row] = await read.execute({ id, owner, revisionNumber });
  return (
    row && {
      position: row.position,
      project: { id: row.projectRecord.id },
      revision: row.revision,
      projectRecord: row.projectRecord,
      weatherStamp: stampOf(row.weather),
    }
  );
}

/**
 * The stored results of revision `revisionId` (found by findAnnualContext for its owner): JSON of its engine
 * version's shape, read through services/stored-result.ts.
 */
export async function findStoredResult(
  db: Database,
  revisionId: number,
): Promise<Pick<RevisionRecord, 'engineVersion' | 'selection' | 'dataSheet'>> {
  const [row] = await db
    .select({
      engineVersion: positionRevisions.engineVersion,
      selection: positionRevisions.selection,
      dataSheet: positionRevisions.dataSheet,
    })
    .from(positionRevisions)
    .where(eq(positionRevisions.id, revisionId));
  if (!row) {
    throw new Error(`revision ${revisionId} is gone`);
  }
  return row;
}

/** What a revision's documents are made from: the revision, its position, the project with its customer and owner. */
export interface DocumentSource {
  position: PositionRecord;
  revision: RevisionRecord;
  project: ProjectFacts & { elevation: number };
  customer: {
    name: string | null;
    representative: string | null;
    phone: string | null;
    email: string | null;
  } | null;
  owner: { firstName: string; lastName: string; email: string; company: string | null };
}

/** Revision `revisionNumber` of position `id` for its documents; undefined when missing or not the owner's. */
export async function findDocumentSource(
  db: Database,
  id: number,
  owner: Owner,
  revisionNumber: number,
): Promise<DocumentSource | undefined> {
  const [row] = await db
    .select({
      position: positions,
      revision: positionRevisions,
      project: { ...projectFacts, elevation: projects.elevation },
      customer: {
        name: customers.name,
        representative: customers.representative,
        phone: customers.phone,
        email: customers.email,
      },
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        company: companies.name,
      },
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(positionRevisions, numberedRevision(revisionNumber))
    .innerJoin(users, eq(users.id, projects.ownerUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(positions.id, id), ownedBy(owner)));
  return row;
}

/** A row of the revisions grid: the revision's facts and the stored input fields asked for. */
export interface RevisionRow {
  id: number;
  positionId: number;
  active: boolean;
  revision: Pick<
    RevisionRecord,
    | 'revisionNumber'
    | 'engineVersion'
    | 'price'
    | 'heatRecoveryFamily'
    | 'timeZone'
    | 'createdAt'
    | 'unitLabel'
    | 'fanType'
  >;
  fields: Partial<PositionInput>;
}

/**
 * Every revision of position `id`, the active one first, then by number descending, each stored input without its
 * `omitted` fields (PostgreSQL drops them: they are neither sent nor parsed, issue 29); undefined when not the owner's.
 */
export async function listRevisions(
  db: Database,
  id: number,
  owner: Owner,
  omitted: readonly string[],
): Promise<RevisionRow[] | undefined> {
  const build = () =>
    db
      .select({
        id: positionRevisions.id,
        positionId: positions.id,
        active: sql<boolean>`${positionRevisions.revisionNumber} = ${positions.activeRevisionNumber}`,
        revision: {
          revisionNumber: positionRevisions.revisionNumber,
          engineVersion: positionRevisions.engineVersion,
          price: positionRevisions.price,
          heatRecoveryFamily: positionRevisions.heatRecoveryFamily,
          timeZone: positionRevisions.timeZone,
          createdAt: positionRevisions.createdAt,
          unitLabel: positionRevisions.unitLabel,
          fanType: positionRevisions.fanType,
        },
        fields: sql<
          Partial<PositionInput>
        >`${positionRevisions.input} - ${sql.placeholder('omitted')}::text[]`,
      })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .innerJoin(positionRevisions, eq(positionRevisions.positionId, positions.id))
      .where(
        and(
          eq(positions.id, sql.placeholder('id')),
          owner === null ? undefined : eq(projects.ownerUserId, sql.placeholder('owner')),
        ),
      )
      .orderBy(
        desc(sql`${positionRevisions.revisionNumber} = ${positions.activeRevisionNumber}`),
        desc(positionRevisions.revisionNumber),
      );
  // The owner's list (the screen's) is a prepared statement; the administrators' is built each time.
  const rows = await executeByShape(db, owner === null ? undefined : 'revision_list_own', build, {
    id,
    owner,
    omitted,
  });
  return rows.length > 0 ? rows : undefined;
}

/** A revision found by its id, with its position's and project's names (a comparison's side, issue 30). */
export interface RevisionById {
  position: Pick<PositionRecord, 'id' | 'name'>;
  project: Pick<ProjectFacts, 'id' | 'name'>;
  revision: RevisionRecord;
}

/** Revision `revisionId` with its position and project; undefined when missing or not the owner's. */
export async function findRevisionById(
  db: Database,
  revisionId: number,
  owner: Owner,
): Promise<RevisionById | undefined> {
  const [row] = await db
    .select({
      position: { id: positions.id, name: positions.name },
      project: { id: projects.id, name: projects.name },
      revision: positionRevisions,
    })
    .from(positionRevisions)
    .innerJoin(positions, eq(positions.id, positionRevisions.positionId))
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .where(and(eq(positionRevisions.id, revisionId), ownedBy(owner)));
  return row;
}
