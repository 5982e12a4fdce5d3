import { asc, count, eq, sql } from 'drizzle-orm';
import type { Language } from '../../contracts/users';
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

/** Sets the disabled flag of the account of `email`; undefined when there is none. */
export async function updateUserDisabled(
  db: Database,
  email: string,
  disabled: boolean,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ disabled, updatedAt: sql`now()` })
    .where(eq(users.email, email))
    .returning();
  return row;
}

/** Every account, oldest first (the admin panel's list). */
export async function listUsers(db: Database): Promise<UserRecord[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.value ?? 0;
}
