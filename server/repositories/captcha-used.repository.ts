import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchaUsed } from '../db/schema';

/**
 * Records a solved challenge's signature until the challenge expires; false when it was recorded before (a replayed
 * answer). Expired records are dropped on the way, which keeps the table as small as the challenges in flight.
 */
export async function markCaptchaUsed(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`));
  const rows = await db
    .insert(captchaUsed)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUsed.signature });
  return rows.length > 0;
}
