import { and, desc, eq, sql } from 'drizzle-orm';
import type { DashboardFilter } from '../../contracts/dashboard';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { Database } from '../db/client';
import { positionRevisions, positions, projects } from '../db/schema';
import { executeByShape } from './prepared';
import { filterCondition, projectConditions } from './projects.repository';

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

/**
 * Each filtered project, newest first, with the facts of its active revisions it keeps (projects.repository.ts
 * addToProjectTotals): the sums of their supply and return flows (m3/h) and how many are of each heat recovery family.
 * One table, no join: the unit-types chart's call under load was mostly PostgreSQL summing the revisions (issue 19).
 */
export async function activeFactsByProject(db: Database, ownerUserId: string, filter: DashboardFilter) {
  const filtered = filterCondition(filter);
  const build = () =>
    db
      .select({
        projectId: projects.id,
        name: projects.name,
        latitude: projects.latitude,
        longitude: projects.longitude,
        supply: projects.activeSupplyFlow,
        exhaust: projects.activeReturnFlow,
        rotaryUnits: projects.activeRotaryUnits,
        plateUnits: projects.activePlateUnits,
        enthalpyUnits: projects.activeEnthalpyUnits,
      })
      .from(projects)
      .where(and(eq(projects.ownerUserId, sql.placeholder('owner')), filtered))
      .orderBy(desc(projects.createdAt), desc(projects.id));
  // Unfiltered, the chart the dashboard opens with, it is a prepared statement.
  return executeByShape(db, filtered === undefined ? 'project_facts_own' : undefined, build, {
    owner: ownerUserId,
  });
}
