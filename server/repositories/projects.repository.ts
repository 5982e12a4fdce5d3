import { and, asc, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DATE_FILTER_COLUMNS, NUMBER_FILTER_COLUMNS, type DashboardFilter } from '../../contracts/dashboard';
import type { ProjectListRequest, ProjectSortColumn } from '../../contracts/projects';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { Database } from '../db/client';
import type { SessionToConfirm } from '../policies/access.policy';
import { customers, projects } from '../db/schema';
import { confirmedBy, sessionIsCurrent, sessionValues } from './sessions.repository';
import {
  countRows,
  executeByShape,
  pageOf,
  pageWindow,
  shapeOf,
  StaleVersionError,
  totalOf,
  escapeLike,
  type Transaction,
} from './queries';

export type ProjectRecord = typeof projects.$inferSelect;
export type NewProject = Omit<typeof projects.$inferInsert, 'id' | 'customerId'>;
export type CustomerRecord = typeof customers.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'id'>;

/**
 * The project's totals follow its positions (pool and Compact alike): total_price holds each position's price (a
 * Compact position's active revision) and number_of_units its units. Writers move them by increments inside the
 * transaction that writes the position, with the project row locked first.
 */

/** Locks project `projectId` for the rest of the transaction if `ownerUserId` owns it; false otherwise. */
export async function lockOwnedProject(
  tx: Transaction,
  projectId: number,
  ownerUserId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerUserId, ownerUserId)))
    .for('update');
  return row !== undefined;
}

/** What an active revision adds to its project's kept facts: its flows (m3/h) and its heat recovery family. */
export interface ActiveRevisionFacts {
  supplyFlow: number;
  returnFlow: number;
  heatRecoveryFamily: HeatRecoveryFamily;
}

/** The project column counting each family's active revisions. */
const FAMILY_UNITS = {
  Rotary: 'activeRotaryUnits',
  Plate: 'activePlateUnits',
  Enthalpy: 'activeEnthalpyUnits',
} as const satisfies Record<HeatRecoveryFamily, keyof typeof projects.$inferSelect>;

/**
 * Adds `price` EUR and `units` units to the project's totals (negative to take them off) and moves its active
 * revisions' facts: `activated` is a revision that became active, `deactivated` one that stopped being (replaced,
 * deleted). Pool positions pass neither.
 */
export async function addToProjectTotals(
  tx: Transaction,
  projectId: number,
  price: number,
  units: number,
  { activated, deactivated }: { activated?: ActiveRevisionFacts; deactivated?: ActiveRevisionFacts } = {},
) {
  const familyUnits: Partial<Record<(typeof FAMILY_UNITS)[HeatRecoveryFamily], SQL>> = {};
  for (const [facts, change] of [
    [activated, 1],
    [deactivated, -1],
  ] as const) {
    if (facts) {
      const key = FAMILY_UNITS[facts.heatRecoveryFamily];
      familyUnits[key] = sql`${familyUnits[key] ?? projects[key]} + ${change}`;
    }
  }
  const flowChange = (flow: 'supplyFlow' | 'returnFlow') =>
    (activated?.[flow] ?? 0) - (deactivated?.[flow] ?? 0);
  await tx
    .update(projects)
    .set({
      totalPrice: sql`${projects.totalPrice} + ${price}`,
      numberOfUnits: sql`${projects.numberOfUnits} + ${units}`,
      activeSupplyFlow: sql`${projects.activeSupplyFlow} + ${flowChange('supplyFlow')}`,
      activeReturnFlow: sql`${projects.activeReturnFlow} + ${flowChange('returnFlow')}`,
      ...familyUnits,
    })
    .where(eq(projects.id, projectId));
}

export interface ProjectWithCustomer {
  project: ProjectRecord;
  customer: CustomerRecord | null;
}

const hasCustomer = (customer: NewCustomer) =>
  [customer.erpId, customer.name, customer.representative, customer.phone, customer.email].some(Boolean);

/** Adds a project with its customer (none when every customer field is empty). */
export async function insertProject(
  db: Database,
  values: NewProject,
  customer: NewCustomer,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [saved] = hasCustomer(customer)
      ? await tx.insert(customers).values(customer).returning({ id: customers.id })
      : [];
    const [row] = await tx
      .insert(projects)
      .values({ ...values, customerId: saved?.id ?? null })
      .returning({ id: projects.id });
    return row!.id;
  });
}

/**
 * Replaces a project's values and its customer and moves its version on; false when `id` is not a project of
 * `ownerUserId` (null = any owner); StaleVersionError when `expectedVersion` is given and the project is at another.
 * The owner, the creation time and the totals kept by positions stay as they are (pool positions move them in
 * pool-positions.repository.ts, in the transaction that writes the position).
 */
export async function updateProject(
  db: Database,
  id: number,
  ownerUserId: string | null,
  values: Omit<NewProject, 'ownerUserId' | 'totalPrice' | 'numberOfUnits'>,
  customer: NewCustomer,
  expectedVersion?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(projects).where(ownedBy(id, ownerUserId)).for('update');
    if (!existing) {
      return false;
    }
    if (expectedVersion !== undefined && expectedVersion !== existing.version) {
      throw new StaleVersionError(existing.version);
    }
    let customerId = existing.customerId;
    if (customerId !== null) {
      await tx.update(customers).set(customer).where(eq(customers.id, customerId));
    } else if (hasCustomer(customer)) {
      const [saved] = await tx.insert(customers).values(customer).returning({ id: customers.id });
      customerId = saved!.id;
    }
    await tx
      .update(projects)
      .set({ ...values, customerId, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
      .where(eq(projects.id, id));
    return true;
  });
}

const ownedBy = (id: number, ownerUserId: string | null) =>
  ownerUserId === null
    ? eq(projects.id, id)
    : and(eq(projects.id, id), eq(projects.ownerUserId, ownerUserId));

/** The project `id` with its customer, if `ownerUserId` owns it (null = any owner: the admin variants). */
export async function findProject(
  db: Database,
  id: number,
  ownerUserId: string | null,
): Promise<ProjectWithCustomer | undefined> {
  const [row] = await db
    .select({ project: projects, customer: customers })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(ownedBy(id, ownerUserId));
  return row;
}

/** Deletes a project (and its customer); false when `ownerUserId` has no project `id`. */
export async function deleteProject(db: Database, id: number, ownerUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(projects)
      .where(ownedBy(id, ownerUserId))
      .returning({ customerId: projects.customerId });
    if (!row) {
      return false;
    }
    if (row.customerId !== null) {
      await tx.delete(customers).where(eq(customers.id, row.customerId));
    }
    return true;
  });
}

/** What the projects list shows of a project (and the map's coordinates): 15 narrow columns, no design data. */
const projectRowColumns = {
  id: projects.id,
  ownerUserId: projects.ownerUserId,
  number: projects.number,
  name: projects.name,
  description: projects.description,
  createdAt: projects.createdAt,
  timeZone: projects.timeZone,
  address: projects.address,
  city: projects.city,
  country: projects.country,
  countryCode: projects.countryCode,
  latitude: projects.latitude,
  longitude: projects.longitude,
  numberOfUnits: projects.numberOfUnits,
  totalPrice: projects.totalPrice,
};
export type ProjectRowRecord = Pick<ProjectRecord, keyof typeof projectRowColumns>;

const projectSortColumns = {
  id: projects.id,
  name: projects.name,
  createdAt: projects.createdAt,
  address: projects.address,
  city: projects.city,
  country: projects.country,
  numberOfUnits: projects.numberOfUnits,
  totalPrice: projects.totalPrice,
} satisfies Record<ProjectSortColumn, unknown>;

/** The owner and filter conditions of the dashboard's lists and aggregates (null owner = everyone's). */
export function projectConditions(ownerUserId: string | null, filter?: DashboardFilter): SQL | undefined {
  const conditions = [
    ownerUserId === null ? undefined : eq(projects.ownerUserId, ownerUserId),
    filter ? filterCondition(filter) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Projects of `ownerUserId` (null = everyone's) narrowed by the dashboard filter: one page in the asked order (newest
 * first by default, id breaking ties) with the filtered total, or every row when no page size is given. Unfiltered
 * lists, the ones opened most, are prepared statements (one per owner kind and order).
 */
export async function listProjects(
  db: Database,
  ownerUserId: string | null,
  filter?: DashboardFilter,
  page: ProjectListRequest = { page: 0, sortOrder: 'asc' },
  session?: SessionToConfirm,
): Promise<{ rows: ProjectRowRecord[]; total: number }> {
  const filtered = filter ? filterCondition(filter) : undefined;
  const where = and(
    ownerUserId === null ? undefined : eq(projects.ownerUserId, sql.placeholder('owner')),
    filtered,
  );
  const direction = page.sortOrder === 'desc' ? desc : asc;
  const build = () => {
    const counted = countRows(db, projects, where);
    return db
      .select({ ...projectRowColumns, total: totalOf(counted) })
      .from(projects)
      .where(session ? and(where, sessionIsCurrent(db)) : where)
      .orderBy(
        ...(page.sortBy === undefined
          ? [desc(projects.createdAt), desc(projects.id)]
          : [direction(projectSortColumns[page.sortBy]), direction(projects.id)]),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  };
  const values = { owner: ownerUserId, ...pageWindow(page), ...(session ? sessionValues(session) : {}) };
  const shape =
    filtered === undefined
      ? `project_page_${shapeOf(ownerUserId, page)}${session ? '_session' : ''}`
      : undefined;
  const counted = await executeByShape(db, shape, build, values);
  confirmedBy(session, counted);
  return pageOf(counted, page, () => countRows(db, projects, where).execute(values));
}

/** The table filter (docs/rules.md#projects-table) as SQL; undefined when the value is empty (no filter). */
export function filterCondition({ col, op, val }: DashboardFilter): SQL | undefined {
  const value = val.trim();
  if (value === '') {
    return undefined;
  }
  if (col === 'id') {
    if (op === 'isAnyOf') {
      const ids = value
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((v) => Number.isInteger(v));
      return ids.length > 0 ? inArray(projects.id, ids) : sql`false`;
    }
    return sql`cast(${projects.id} as text) ilike ${`%${escapeLike(value)}%`}`;
  }
  if ((DATE_FILTER_COLUMNS as readonly string[]).includes(col)) {
    // A date is one UTC day: 'is' matches within it, 'before' ends before it, 'after' starts after it.
    const day = sql`cast(${value.slice(0, 10)} as date)`;
    const created = sql`(${projects.createdAt} at time zone 'UTC')::date`;
    const compare = {
      is: sql`${created} = ${day}`,
      not: sql`${created} <> ${day}`,
      before: sql`${created} < ${day}`,
      onOrBefore: sql`${created} <= ${day}`,
      after: sql`${created} > ${day}`,
      onOrAfter: sql`${created} >= ${day}`,
    } as Record<string, SQL>;
    return compare[op];
  }
  if ((NUMBER_FILTER_COLUMNS as readonly string[]).includes(col)) {
    const column = col === 'totalPrice' ? projects.totalPrice : projects.numberOfUnits;
    const number = Number(value);
    const compare = {
      '>': gt(column, number),
      '<': lt(column, number),
      '!=': ne(column, number),
      '=': eq(column, number),
    } as Record<string, SQL>;
    return compare[op];
  }
  const text = {
    name: projects.name,
    address: projects.address,
    city: projects.city,
    country: projects.country,
  }[col as 'name' | 'address' | 'city' | 'country'];
  return sql`${text} ilike ${`%${escapeLike(value)}%`}`;
}
