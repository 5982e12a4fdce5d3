import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Language, Role, UnitSystem } from '../../contracts/users';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileUpdate = Pick<
  NewUser,
  'title' | 'academicTitle' | 'firstName' | 'lastName' | 'phoneNumber' | 'jobTitle' | 'jobField'
>;

/** Adds a user; undefined when the e-mail address already has an account. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRecord | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function updateUserProfile(
  db: Database,
  id: string,
  profile: ProfileUpdate,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updateUserLanguage(db: Database, id: string, language: Language): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateUserUnitSystem(
  db: Database,
  id: string,
  unitSystem: UnitSystem,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ unitSystem, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function confirmUserEmail(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function updateUserPassword(db: Database, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The account, its row locked until the transaction ends (an administrator's change reads, checks, then writes). */
export async function lockUser(
  db: Database,
  account: { id: string } | { email: string },
): Promise<UserRecord | undefined> {
  const where = 'id' in account ? eq(users.id, account.id) : eq(users.email, account.email);
  const [row] = await db.select().from(users).where(where).for('update');
  return row;
}

/**
 * The ids of the enabled administrators, their rows locked: two administrators demoting each other at once queue
 * here, and the second sees the first's change, so one administrator always remains.
 */
export async function lockActiveAdministrators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
    .for('update');
  return rows.map((row) => row.id);
}

/** For an account the caller has locked (`lockUser`), so the row is there. */
export async function updateUserDisabled(db: Database, id: string, disabled: boolean): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ disabled, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** For an account the caller has locked (`lockUser`), so the row is there. */
export async function updateUserRole(db: Database, id: string, role: Role): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Every account, oldest first (the admin panel's list). */
export async function listUsers(db: Database): Promise<UserRecord[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.value ?? 0;
}
