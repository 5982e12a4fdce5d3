import type { FastifyBaseLogger } from 'fastify';
import type { ForgottenPasswordResetInput, PasswordChangeInput } from '../../contracts/auth';
import type { BrandId } from '../../contracts/brands';
import type { Database } from '../db/client';
import { badRequest } from '../errors';
import { consumeUserEmailTokens } from '../repositories/email-tokens.repository';
import { endUserSessions } from '../repositories/sessions.repository';
import {
  confirmUserEmail,
  findUserByEmail,
  findUserById,
  updateUserPassword,
} from '../repositories/users.repository';
import { invalidLink, type EmailLinkService } from './email-links.service';
import { utcText, type MailService } from './mail.service';
import type { PasswordHasher } from './password-hasher';
import { requireStrongPassword } from './password-strength';

export interface PasswordResetServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  links: EmailLinkService;
  mail: MailService;
  log: FastifyBaseLogger;
}

/** The two mailed ways to a new password: forgotten (login dialog) and change (account page, old password too). */
type ResetKind = 'forgotPassword' | 'changePassword';

/** Forgotten passwords and password changes (docs/rules.md#password-pages). */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetServiceDeps) {}

  /**
   * `POST /auth/forgot-password/send-email` and `POST /auth/password-reset/send-email`: mails a link when the address
   * has an active account. Issue 28 (32 against 21 ms): the answer waits for nothing but reading the address, known
   * or not; storing and mailing the link run after it, so neither the answer nor its timing tells whether the
   * address is known.
   */
  async sendLink(kind: ResetKind, email: string, brand: BrandId): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email);
    if (user && !user.disabled) {
      this.inBackground(this.deps.links.issue(kind, user, brand));
    }
  }

  /** Work the answer does not wait for; a failure is logged. */
  private inBackground(work: Promise<void>): void {
    work.catch((error: unknown) => this.deps.log.error({ err: error }, 'password link not issued'));
  }

  /** `PUT /auth/forgot-password/reset`. */
  async resetForgotten(input: ForgottenPasswordResetInput, brand: BrandId): Promise<void> {
    await this.replacePassword('forgotPassword', input, brand);
  }

  /** `PUT /auth/password-reset/reset`: as a forgotten-password reset, and the current password must match. */
  async change(input: PasswordChangeInput, brand: BrandId): Promise<void> {
    await this.replacePassword('changePassword', input, brand, async (userId) => {
      const user = await findUserById(this.deps.db, userId);
      if (!user || !(await this.deps.hasher.verify(user.passwordHash, input.oldPassword))) {
        throw badRequest('oldPassword', 'does not match the current password', 'passwordMismatch');
      }
    });
  }

  /**
   * The link is checked before any hashing (no free Argon2 work for strangers) and used up with the change in one
   * transaction. Every session of the user ends, and older reset links die. Having received the mail also proves the
   * address, so it counts as confirmed.
   */
  private async replacePassword(
    kind: ResetKind,
    input: ForgottenPasswordResetInput,
    brand: BrandId,
    checkBefore?: (userId: string) => Promise<void>,
  ): Promise<void> {
    const { db, hasher, links } = this.deps;
    const { userId, securityToken, newPassword } = input;
    if (!(await links.isUsable(kind, userId, securityToken))) {
      throw invalidLink();
    }
    await checkBefore?.(userId);
    const user = await findUserById(db, userId);
    requireStrongPassword(
      'body.newPassword',
      newPassword,
      user ? [user.email, user.firstName, user.lastName] : [],
    );
    const passwordHash = await hasher.hash(newPassword);
    await db.transaction(async (tx) => {
      if (!(await links.consume(kind, userId, securityToken, tx))) {
        throw invalidLink();
      }
      await updateUserPassword(tx, userId, passwordHash);
      await confirmUserEmail(tx, userId);
      await endUserSessions(tx, userId);
      await consumeUserEmailTokens(tx, userId, 'reset');
    });
    // Issue 28: the owner hears of it, in case it was not them.
    if (user) {
      this.deps.mail.sendNotice('passwordChanged', user, brand, { when: utcText(new Date()) });
    }
  }
}
