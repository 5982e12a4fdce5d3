import { z } from 'zod';
import { envelope } from './envelope';
import { RoleSchema, UserRowSchema } from './users';

/**
 * Issue 10: what an administrator may change about an account, each change audited; issue 28: turning a lost second
 * factor off (`npm run admin -- reset-second-factor`).
 */
export const ADMIN_AUDIT_ACTIONS = ['role', 'disabled', 'secondFactor'] as const;
export const AdminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

export const ADMIN_MESSAGES = {
  lastAdministrator:
    'The last active administrator cannot be demoted or disabled: make another administrator first',
} as const;

export const AdminUserParams = z.object({ id: z.uuid('must be a user id') });

/** `PUT /admin/users/:id/role`. */
export const RoleChangeRequest = z.object({ role: RoleSchema });
export type RoleChange = z.infer<typeof RoleChangeRequest>;

/** `PUT /admin/users/:id/disabled`: true disables the account and ends its sessions, false enables it again. */
export const DisabledChangeRequest = z.object({ disabled: z.boolean() });
export type DisabledChange = z.infer<typeof DisabledChangeRequest>;

/** The account as it is after the change. */
export const AdminUserResponse = envelope(UserRowSchema);

/** One audited change; the ids and addresses are null once that account is gone, the actor's for the command line. */
export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  targetUserId: z.uuid().nullable(),
  targetEmail: z.string().nullable(),
  action: AdminAuditActionSchema,
  oldValue: z.string(),
  newValue: z.string(),
  createdAt: z.string().describe('ISO 8601, UTC'),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
export const AdminAuditResponse = envelope(z.object({ data: z.array(AdminAuditEntrySchema) }));
