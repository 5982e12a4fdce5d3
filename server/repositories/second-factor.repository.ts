import { and, count, eq, gt, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginChallenges, recoveryCodes, users } from '../db/schema';

/** Issue 28: the TOTP second factor, its recovery codes and half-done sign-ins (server/services/second-factor.ts). */

export type LoginChallengeKind = (typeof loginChallenges.$inferSelect)['kind'];

/** Keeps `secret` as the one being set up (a later setup replaces it; nothing changes until a code confirms it). */
export async function setPendingTotpSecret(db: Database, userId: string, secret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Makes the pending secret the account's second factor, with `step` its first used time step; false when the pending
 * secret is no longer `secret` (a newer setup replaced it, or another call enabled it first).
 */
export async function enableTotp(
  db: Database,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Records `step` as the last time step used, if it is later than the last one: true when it was, in one statement so
 * two calls with the same code cannot both pass (ASVS 2.8.4).
 */
export async function useTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Removes the second factor, its pending setup and its recovery codes. */
export async function disableTotp(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Seals the secrets stored before they were sealed (issue 28, ASVS 2.8.2): those not starting with `sealedPrefix`;
 * each row only if it still holds the plain value read (a concurrent change wins). Answers how many were sealed.
 */
export async function sealPlainTotpSecrets(
  db: Database,
  sealedPrefix: string,
  seal: (userId: string, secret: string) => string,
): Promise<number> {
  const plain = (column: typeof users.totpSecret | typeof users.totpPendingSecret) =>
    and(isNotNull(column), notLike(column, `${sealedPrefix}%`));
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(plain(users.totpSecret), plain(users.totpPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    for (const [column, value] of [
      ['totpSecret', row.secret],
      ['totpPendingSecret', row.pending],
    ] as const) {
      if (value !== null && !value.startsWith(sealedPrefix)) {
        const updated = await db
          .update(users)
          .set({ [column]: seal(row.id, value) })
          .where(and(eq(users.id, row.id), eq(users[column], value)))
          .returning({ id: users.id });
        sealed += updated.length;
      }
    }
  }
  return sealed;
}

/** One stored second factor's owner and sealed secret (to check the key opens it), or undefined when none is on. */
export async function anySealedTotpSecret(
  db: Database,
): Promise<{ userId: string; sealed: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, sealed: users.totpSecret })
    .from(users)
    .where(isNotNull(users.totpSecret))
    .limit(1);
  return row?.sealed ? { userId: row.userId, sealed: row.sealed } : undefined;
}

/** A recovery code as stored: its salt and the hash of salt and code. */
export interface StoredRecoveryCode {
  salt: string;
  codeHash: string;
}

/** Replaces the user's recovery codes by `codes` (used or not, the old ones stop working). */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codes: StoredRecoveryCode[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ ...code, userId })));
}

/** The user's unused recovery codes (at most the ten made at once). */
export async function unusedRecoveryCodes(
  db: Database,
  userId: string,
): Promise<(StoredRecoveryCode & { id: string })[]> {
  return db
    .select({ id: recoveryCodes.id, salt: recoveryCodes.salt, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Uses a recovery code up; false when it was used meanwhile (two calls with one code: one passes). */
export async function useRecoveryCode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/** A half-done sign-in; the user's earlier ones end (one open challenge per account). */
export async function insertLoginChallenge(
  db: Database,
  values: { userId: string; kind: LoginChallengeKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(or(eq(loginChallenges.userId, values.userId), lt(loginChallenges.expiresAt, sql`now()`)));
  await db.insert(loginChallenges).values(values);
}

/** The unexpired challenge with this token hash. */
export async function findLoginChallenge(
  db: Database,
  tokenHash: string,
): Promise<{ id: string; userId: string; kind: LoginChallengeKind } | undefined> {
  const [row] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId, kind: loginChallenges.kind })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, sql`now()`)));
  return row;
}

/** Uses a challenge up; false when another call used it first. */
export async function consumeLoginChallenge(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, id))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}
