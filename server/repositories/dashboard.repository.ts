import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DashboardFilter } from '../../contracts/dashboard';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { Database } from '../db/client';
import { positionRevisions, positions, projects } from '../db/schema';
import { projectConditions } from './projects.repository';

/**
 * The dashboard's summary and charts (docs/rules.md#dashboard) as SQL aggregates over an owner's projects under the
 * table's filter: the database counts and sums, the server only shapes the answer (issue 19: no project list loaded
 * to add up).
 */

const activeRevision = and(
  eq(positionRevisions.positionId, positions.id),
  eq(positionRevisions.revisionNumber, positions.activeRevisionNumber),
);

const asInteger = (value: ReturnType<typeof sql>) => sql<number>`cast(coalesce(${value}, 0) as integer)`;
const asDouble = (value: ReturnType<typeof sql>) =>
  sql<number>`cast(coalesce(${value}, 0) as double precision)`;

/** Projects, units and the sum of their costs (EUR) of `ownerUserId` under the filter. */
export async function projectSummary(db: Database, ownerUserId: string, filter: DashboardFilter) {
  const [row] = await db
    .select({
      numberOfProjects: asInteger(sql`count(*)`),
      numberOfUnits: asInteger(sql`sum(${projects.numberOfUnits})`),
      sumOfCosts: asDouble(sql`sum(${projects.totalPrice})`),
    })
    .from(projects)
    .where(projectConditions(ownerUserId, filter));
  return row ?? { numberOfProjects: 0, numberOfUnits: 0, sumOfCosts: 0 };
}

/** The countries of the filtered projects, each once. */
export async function projectCountries(
  db: Database,
  ownerUserId: string,
  filter: DashboardFilter,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: projects.country })
    .from(projects)
    .where(projectConditions(ownerUserId, filter));
  return rows.map((row) => row.country);
}

/** The active revisions' prices (EUR) of the filtered projects summed by country and heat recovery family. */
export async function activePriceByCountryAndFamily(
  db: Database,
  ownerUserId: string,
  filter: DashboardFilter,
): Promise<{ country: string; family: HeatRecoveryFamily; price: number }[]> {
  return db
    .select({
      country: projects.country,
      family: positionRevisions.heatRecoveryFamily,
      price: asDouble(sql`sum(${positionRevisions.price})`),
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(positionRevisions, activeRevision)
    .where(projectConditions(ownerUserId, filter))
    .groupBy(projects.country, positionRevisions.heatRecoveryFamily);
}

/** Active positions of the filtered projects counted by heat recovery family. */
export async function activeUnitsByFamily(
  db: Database,
  ownerUserId: string,
  filter: DashboardFilter,
): Promise<{ family: HeatRecoveryFamily; units: number }[]> {
  return db
    .select({ family: positionRevisions.heatRecoveryFamily, units: asInteger(sql`count(*)`) })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(positionRevisions, activeRevision)
    .where(projectConditions(ownerUserId, filter))
    .groupBy(positionRevisions.heatRecoveryFamily)
    .orderBy(asc(positionRevisions.heatRecoveryFamily));
}

/**
 * Each filtered project, newest first, with its coordinates and the sums of its active revisions' supply and return
 * flows (m3/h; 0 without positions).
 */
export async function projectFlows(db: Database, ownerUserId: string, filter: DashboardFilter) {
  return db
    .select({
      projectId: projects.id,
      name: projects.name,
      latitude: projects.latitude,
      longitude: projects.longitude,
      supply: asDouble(sql`sum(${positionRevisions.supplyFlow})`),
      exhaust: asDouble(sql`sum(${positionRevisions.returnFlow})`),
    })
    .from(projects)
    .leftJoin(positions, eq(positions.projectId, projects.id))
    .leftJoin(positionRevisions, activeRevision)
    .where(projectConditions(ownerUserId, filter))
    .groupBy(projects.id)
    .orderBy(desc(projects.createdAt), desc(projects.id));
}
