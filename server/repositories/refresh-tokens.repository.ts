import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Database, values: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRecord | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Revokes a live token in favour of its successor, in one statement so two callers cannot both rotate it;
 * false when it was revoked already.
 */
export async function rotateRefreshToken(db: Database, id: string, successorId: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, replacedBy: successorId })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}
