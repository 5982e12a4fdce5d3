import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';

export type CompanyRecord = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function findCompanyByTin(db: Database, tin: string): Promise<CompanyRecord | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.tin, tin));
  return row;
}

/** Adds a company; undefined when its tax id is already registered. */
export async function insertCompany(db: Database, values: NewCompany): Promise<CompanyRecord | undefined> {
  const [row] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing({ target: companies.tin })
    .returning();
  return row;
}
