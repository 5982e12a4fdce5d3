import { ADMIN_MESSAGES, type AdminAuditAction, type AdminAuditEntry } from '../../contracts/admin';
import type { Role, UserRow } from '../../contracts/users';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../errors';
import { insertAdminAuditEntry, listAdminAuditEntries } from '../repositories/admin-audit.repository';
import { disableTotp } from '../repositories/second-factor.repository';
import { endUserSessions } from '../repositories/sessions.repository';
import {
  lockActiveAdministrators,
  lockUser,
  updateUserDisabled,
  updateUserRole,
  type UserRecord,
} from '../repositories/users.repository';
import { emailAddress, toUserRow } from './users.service';

/** Who makes a change: an administrator's id, or null for the `npm run admin` command line. */
export type Actor = string | null;

/** Which account: by id (the admin panel) or by e-mail address (the command line). */
export type AccountRef = { id: string } | { email: string };

/** The audited value of each kind of change, as text. */
const valueOf: Record<AdminAuditAction, (user: UserRecord) => string> = {
  role: (user) => user.role,
  disabled: (user) => String(user.disabled),
  secondFactor: (user) => (user.totpSecret === null ? 'off' : 'on'),
};

/**
 * Issue 10: administrators change roles and disable or enable accounts, from the admin panel and `npm run admin`
 * alike. Each change is one transaction with its audit row, and the last enabled administrator is never demoted or
 * disabled. Every authenticated call reads the account afresh (AccessTokens.verify), so a change holds from the
 * account's next call on: disabling also ends its sessions, and a token naming the old role is refused, so the web app
 * refreshes to one with the new role.
 */
export class AccountAdminService {
  constructor(private readonly db: Database) {}

  async setRole(actor: Actor, account: AccountRef, role: Role): Promise<UserRow> {
    return this.change(actor, account, 'role', role, (tx, user) => updateUserRole(tx, user.id, role));
  }

  async setDisabled(actor: Actor, account: AccountRef, disabled: boolean): Promise<UserRow> {
    return this.change(actor, account, 'disabled', String(disabled), async (tx, user) => {
      const updated = await updateUserDisabled(tx, user.id, disabled);
      if (disabled) {
        await endUserSessions(tx, user.id);
      }
      return updated;
    });
  }

  /**
   * Issue 28 (ASVS 2.5.7, 2.8.6): the second factor of an owner who lost the phone and every recovery code, turned
   * off by an operator after proving who asks, as at enrolment; its recovery codes go and its sessions end. An
   * administrator who must have one (ADMIN_TOTP_REQUIRED) sets a new one up at the next sign-in.
   */
  async resetSecondFactor(actor: Actor, account: AccountRef): Promise<UserRow> {
    return this.change(actor, account, 'secondFactor', 'off', async (tx, user) => {
      await disableTotp(tx, user.id);
      await endUserSessions(tx, user.id);
      return { ...user, totpSecret: null, totpPendingSecret: null, totpLastStep: null };
    });
  }

  /** The audit trail, newest first. */
  async audit(): Promise<AdminAuditEntry[]> {
    const rows = await listAdminAuditEntries(this.db);
    return rows.map((row) => ({
      id: row.id,
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      targetUserId: row.targetUserId,
      targetEmail: row.targetEmail,
      action: row.action,
      oldValue: row.oldValue,
      newValue: row.newValue,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Locks the enabled administrators, then the account (the same order in every change, so two changes at once queue
   * and never deadlock, and the second sees the first), applies the change unless the value is `next` already, and
   * audits it.
   */
  private async change(
    actor: Actor,
    account: AccountRef,
    action: AdminAuditAction,
    next: string,
    apply: (tx: Database, user: UserRecord) => Promise<UserRecord>,
  ): Promise<UserRow> {
    const ref = 'email' in account ? { email: emailAddress(account.email) } : account;
    return this.db.transaction(async (tx) => {
      const activeAdministrators = await lockActiveAdministrators(tx);
      const user = await lockUser(tx, ref);
      if (!user) {
        throw notFound('User');
      }
      const before = valueOf[action](user);
      if (before === next) {
        return toUserRow(user);
      }
      const updated = await apply(tx, user);
      if (activeAdministrators.includes(user.id) && activeAdministrators.length === 1) {
        const stillActiveAdmin = updated.role === 'admin' && !updated.disabled;
        if (!stillActiveAdmin) {
          throw new HttpError(409, ADMIN_MESSAGES.lastAdministrator); // rolls the change back
        }
      }
      await insertAdminAuditEntry(tx, {
        actorUserId: actor,
        targetUserId: user.id,
        action,
        oldValue: before,
        newValue: next,
      });
      return toUserRow(updated);
    });
  }
}
