import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The stored secret of this name; stores `candidate` first when there is none. The insert loses quietly to a
 * parallel process's, and the read returns whichever won, so every process ends up with the same value.
 */
export async function getOrCreateSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) {
    throw new Error(`server secret ${name} was neither stored nor found`);
  }
  return row.value;
}
