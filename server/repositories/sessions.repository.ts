import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../contracts/users';
import type { Database } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { preparedStatement } from './prepared';

/** What an authenticated call needs to know of its session and account, as they are now. */
export interface SessionState {
  role: Role;
  disabled: boolean;
  ended: boolean;
}

export async function insertSession(db: Database, values: { id: string; userId: string }): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The session `id` of user `userId` with the account's current role and flags: one read by primary key on both
 * tables, made on every authenticated call (so a prepared statement). Undefined when there is no such session of that
 * user.
 */
export async function findSessionState(
  db: Database,
  id: string,
  userId: string,
): Promise<SessionState | undefined> {
  const read = preparedStatement(db, 'session_state', (name) =>
    db
      .select({ role: users.role, disabled: users.disabled, endedAt: sessions.endedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.userId, sql.placeholder('userId'))))
      .prepare(name),
  );
  const [row] = await read.execute({ id, userId });
  return row && { role: row.role, disabled: row.disabled, ended: row.endedAt !== null };
}

/** Whether the session is there and not ended (a refresh checks it before it rotates the token). */
export async function isSessionLive(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  return row !== undefined;
}

/** Ends one session (logout, a refresh token shown twice): its access tokens and refresh tokens stop working. */
export async function endSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, id), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password change or reset, disabling). */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
