import { and, desc, eq, sql } from 'drizzle-orm';
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

/** A project's active revisions of one heat recovery family (null: a project without positions, zeros). */
export interface ProjectFamilyRow {
  projectId: number;
  name: string;
  latitude: number;
  longitude: number;
  family: HeatRecoveryFamily | null;
  /** Active positions of the family. */
  units: number;
  /** Sums of their supply and return flows, m3/h. */
  supply: number;
  exhaust: number;
}

/**
 * Each filtered project, newest first, with its active revisions grouped by heat recovery family: how many and the
 * sums of their flows. The unit-types chart needs both the flows per project and the units per family; one grouping
 * answers both in one query (issue 19: each round trip is a fifth of a chart call under load).
 */
export async function activeRevisionsByProjectAndFamily(
  db: Database,
  ownerUserId: string,
  filter: DashboardFilter,
): Promise<ProjectFamilyRow[]> {
  return db
    .select({
      projectId: projects.id,
      name: projects.name,
      latitude: projects.latitude,
      longitude: projects.longitude,
      family: positionRevisions.heatRecoveryFamily,
      units: asInteger(sql`count(${positionRevisions.id})`),
      supply: asDouble(sql`sum(${positionRevisions.supplyFlow})`),
      exhaust: asDouble(sql`sum(${positionRevisions.returnFlow})`),
    })
    .from(projects)
    .leftJoin(positions, eq(positions.projectId, projects.id))
    .leftJoin(positionRevisions, activeRevision)
    .where(projectConditions(ownerUserId, filter))
    .groupBy(projects.id, positionRevisions.heatRecoveryFamily)
    .orderBy(desc(projects.createdAt), desc(projects.id));
}
