import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { adminAudit, users } from '../db/schema';

export type NewAdminAuditEntry = Omit<typeof adminAudit.$inferInsert, 'id' | 'createdAt'>;
export type AdminAuditRecord = typeof adminAudit.$inferSelect & {
  actorEmail: string | null;
  targetEmail: string | null;
};

export async function insertAdminAuditEntry(db: Database, entry: NewAdminAuditEntry): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** The audit trail, newest first, with both parties' addresses. */
export async function listAdminAuditEntries(db: Database): Promise<AdminAuditRecord[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const rows = await db
    .select({ entry: adminAudit, actorEmail: actor.email, targetEmail: target.email })
    .from(adminAudit)
    .leftJoin(actor, eq(actor.id, adminAudit.actorUserId))
    .leftJoin(target, eq(target.id, adminAudit.targetUserId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id));
  return rows.map(({ entry, actorEmail, targetEmail }) => ({ ...entry, actorEmail, targetEmail }));
}
