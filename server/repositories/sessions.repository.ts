import { and, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '../../contracts/users';
import type { Database } from '../db/client';
import type { SessionToConfirm } from '../policies/access.policy';
import { refreshTokens, sessions, users } from '../db/schema';
import { preparedStatement } from './queries';

/** What an authenticated call needs to know of its session and account, as they are now. */
export interface SessionState {
  role: Role;
  disabled: boolean;
  ended: boolean;
}

export async function insertSession(
  db: Database,
  values: { id: string; userId: string; device?: string; address?: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Issue 28: how long a session lasts: at most `maxAgeS` from its login, and `idleS` from its last use. */
export interface SessionLimits {
  maxAgeS: number;
  idleS: number;
}

/** A session not ended and within its limits, as a condition. */
const live = (limits: SessionLimits) =>
  and(
    isNull(sessions.endedAt),
    gt(sessions.createdAt, sql`now() - make_interval(secs => cast(${limits.maxAgeS} as double precision))`),
    gt(sessions.lastUsedAt, sql`now() - make_interval(secs => cast(${limits.idleS} as double precision))`),
  );

/** A session on the account page's list (issue 28). */
export interface SessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  device: string;
  address: string;
}

/** The user's live sessions, the last used first. */
export async function listLiveSessions(
  db: Database,
  userId: string,
  limits: SessionLimits,
): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
      address: sessions.address,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(limits)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Marks the session used now (a refresh): its idle timeout starts again. */
export async function touchSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/** Whether the user signed in before from a device worded `device` (a new one gets a notice mail). */
export async function hasSessionFrom(db: Database, userId: string, device: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.device, device)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user ever signed in (the first sign-in of an account is no news to mail). */
export async function hasAnySession(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The ids of the user's sessions still open, but `keep`; for "sign out everywhere else". */
export async function openSessionIds(db: Database, userId: string, keep: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, keep)));
  return rows.map((row) => row.id);
}

/** Whether session `id` is user `userId`'s (another's is treated as missing). */
export async function isSessionOf(db: Database, id: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return row !== undefined;
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

/**
 * The state `findSessionState` reads, checked inside a read's own statement (issue 29): session `sessionId` of user
 * `sessionUser` is not ended and its account is enabled with role `sessionRole`, as AccessTokens.verify requires. An
 * uncorrelated `exists`, which PostgreSQL evaluates once per statement (an InitPlan). Its placeholders' values:
 * `sessionValues`.
 */
export const sessionIsCurrent = (db: Database) =>
  exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('sessionUser')),
          isNull(sessions.endedAt),
          eq(users.disabled, false),
          eq(users.role, sql.placeholder('sessionRole')),
        ),
      ),
  );

/** The values of `sessionIsCurrent`'s placeholders. */
export const sessionValues = (session: SessionToConfirm) => ({
  sessionId: session.id,
  sessionUser: session.userId,
  sessionRole: session.role,
});

/**
 * Rows read under `sessionIsCurrent` confirm the session: they came back only because its state is current. No rows
 * confirm nothing (an empty page), and authentication then reads the state itself.
 */
export function confirmedBy(session: SessionToConfirm | undefined, rows: readonly unknown[]): void {
  if (session && rows.length > 0) {
    session.confirmed = true;
  }
}

/**
 * Whether the session is there, not ended and within its limits (a refresh checks it before it rotates the token;
 * issue 28: past its absolute lifetime or idle timeout it is over).
 */
export async function isSessionLive(db: Database, id: string, limits: SessionLimits): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), live(limits)));
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
