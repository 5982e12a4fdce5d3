import { and, desc, eq, sql } from 'drizzle-orm';
import type { DashboardFilter, Region } from '../../contracts/dashboard';
import type { HeatRecoveryFamily } from '../../engine/catalogue';
import type { Database } from '../db/client';
import { positionRevisions, positions, projects } from '../db/schema';
import { executeByShape } from './queries';
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
 * The continent of a project's point, by coarse boxes: enough for a count per region on the dashboard (the original
 * does not say how it assigned them). The Urals (60 E) and the Bosporus split Europe from Asia.
 */
const region = sql<Region>`case
  when ${projects.longitude} < -30 then case when ${projects.latitude} >= 12 then 'North America' else 'South America' end
  when ${projects.latitude} < -10 and ${projects.longitude} > 110 then 'Oceania'
  when ${projects.latitude} >= 36 and ${projects.longitude} < 60
    and not (${projects.latitude} < 42 and ${projects.longitude} > 26) then 'Europe'
  when ${projects.latitude} < 36 and ${projects.longitude} < 52
    and not (${projects.latitude} > 12 and ${projects.longitude} > 35) then 'Africa'
  else 'Asia' end`;

/**
 * The filtered projects by region, each region with its count of projects, the units of each heat recovery family
 * and the supply and return flows (m3/h) they keep for their active revisions (projects.repository.ts
 * addToProjectTotals): at most six rows, however many projects (issue 29).
 */
export async function activeFactsByRegion(db: Database, ownerUserId: string, filter: DashboardFilter) {
  const filtered = filterCondition(filter);
  const build = () =>
    db
      .select({
        region,
        projects: asInteger(sql`count(*)`),
        supply: asDouble(sql`sum(${projects.activeSupplyFlow})`),
        exhaust: asDouble(sql`sum(${projects.activeReturnFlow})`),
        rotaryUnits: asInteger(sql`sum(${projects.activeRotaryUnits})`),
        plateUnits: asInteger(sql`sum(${projects.activePlateUnits})`),
        enthalpyUnits: asInteger(sql`sum(${projects.activeEnthalpyUnits})`),
      })
      .from(projects)
      .where(and(eq(projects.ownerUserId, sql.placeholder('owner')), filtered))
      .groupBy(sql`1`);
  // Unfiltered, the chart the dashboard opens with, it is a prepared statement.
  return executeByShape(db, filtered === undefined ? 'project_facts_by_region_own' : undefined, build, {
    owner: ownerUserId,
  });
}

/** The `limit` filtered projects of the largest active supply flow (m3/h), largest first (then by id). */
export async function largestAirflows(
  db: Database,
  ownerUserId: string,
  filter: DashboardFilter,
  limit: number,
) {
  const filtered = filterCondition(filter);
  const build = () =>
    db
      .select({
        projectId: projects.id,
        name: projects.name,
        supply: projects.activeSupplyFlow,
        exhaust: projects.activeReturnFlow,
      })
      .from(projects)
      .where(and(eq(projects.ownerUserId, sql.placeholder('owner')), filtered))
      .orderBy(desc(projects.activeSupplyFlow), projects.id)
      .limit(sql.placeholder('limit'));
  return executeByShape(db, filtered === undefined ? 'project_largest_airflows_own' : undefined, build, {
    owner: ownerUserId,
    limit,
  });
}
