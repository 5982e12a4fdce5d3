import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, customers, positions, projects, users } from '../db/schema';

/** What a project's documents print of it and of its owner, and its positions' active revisions (issue 30). */
export interface ProjectDocumentSource {
  project: {
    id: number;
    name: string;
    number: string;
    country: string;
    city: string;
    address: string;
    elevation: number;
  };
  customer: {
    name: string | null;
    representative: string | null;
    phone: string | null;
    email: string | null;
  } | null;
  owner: { firstName: string; lastName: string; email: string; company: string | null };
  /** In the order they were made. */
  positions: { id: number; activeRevisionNumber: number }[];
}

/** Project `id` with its customer, owner and positions, if `owner` owns it (any owner's for null). */
export async function findProjectDocumentSource(
  db: Database,
  id: number,
  owner: string | null,
): Promise<ProjectDocumentSource | undefined> {
  const owned: SQL | undefined = owner === null ? undefined : eq(projects.ownerUserId, owner);
  const [row] = await db
    .select({
      project: {
        id: projects.id,
        name: projects.name,
        number: projects.number,
        country: projects.country,
        city: projects.city,
        address: projects.address,
        elevation: projects.elevation,
      },
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
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, id), owned));
  if (!row) {
    return undefined;
  }
  const list = await db
    .select({ id: positions.id, activeRevisionNumber: positions.activeRevisionNumber })
    .from(positions)
    .where(eq(positions.projectId, id))
    .orderBy(asc(positions.id));
  return { ...row, positions: list };
}
