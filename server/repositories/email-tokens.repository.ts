import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens, type EmailTokenPurpose } from '../db/schema';

export type NewEmailToken = typeof emailTokens.$inferInsert;

export interface EmailTokenKey {
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
}

export async function insertEmailToken(db: Database, values: NewEmailToken): Promise<void> {
  await db.insert(emailTokens).values(values);
}

const usable = ({ userId, purpose, tokenHash }: EmailTokenKey) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.userId, userId),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

/** Whether the token would be accepted now (unused, unexpired, the user's, for this purpose). */
export async function isEmailTokenUsable(db: Database, key: EmailTokenKey): Promise<boolean> {
  const rows = await db.select({ id: emailTokens.id }).from(emailTokens).where(usable(key));
  return rows.length > 0;
}

/** Uses the token up if it is usable, in one statement so it works once even under concurrent calls. */
export async function consumeEmailToken(db: Database, key: EmailTokenKey): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(key))
    .returning({ id: emailTokens.id });
  return rows.length > 0;
}

/** Uses up every open token of a user for a purpose (older reset links die with a password change). */
export async function consumeUserEmailTokens(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
