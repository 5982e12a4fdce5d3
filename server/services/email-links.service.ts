import { AUTH_MESSAGES } from '../../contracts/auth';
import type { BrandId } from '../../contracts/brands';
import { UserIdSchema } from '../../contracts/users';
import type { Database } from '../db/client';
import type { EmailTokenPurpose } from '../db/schema';
import { HttpError } from '../errors';
import type { MailKind } from '../providers/mail/templates';
import {
  consumeEmailToken,
  insertEmailToken,
  isEmailTokenUsable,
  type EmailTokenKey,
} from '../repositories/email-tokens.repository';
import type { MailRecipient, MailService } from './mail.service';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Each mail's link: the web route it opens (docs/rules.md#routes), the token's purpose and how long it lasts. */
const LINKS: Record<MailKind, { purpose: EmailTokenPurpose; path: string; hours: number }> = {
  confirmEmail: { purpose: 'confirm', path: '/email/confirmation', hours: 48 },
  forgotPassword: { purpose: 'reset', path: '/forgot-password/reset', hours: 1 },
  changePassword: { purpose: 'reset', path: '/password-reset/reset', hours: 1 },
};

/** The answer to a link that is unknown, used, expired, someone else's or for something else: 'URL invalid!'
 * (docs/rules.md#email-links). */
// A fixed message (the web says it in the user's language); the field is the link's token.
export const invalidLink = () => new HttpError(400, AUTH_MESSAGES.urlInvalid, 'body.securityToken');

/** A link made and stored, to be mailed once its transaction has committed. */
export interface IssuedLink {
  kind: MailKind;
  userId: string;
  token: string;
}

/**
 * The single-use, expiring links (docs/rules.md#email-links: `<the brand's public URL>/<route>/:userId/:token`): the
 * database keeps only the token's hash, and a link works once, for its user and purpose, until it expires.
 */
export class EmailLinkService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    /** A brand's public address: its mails link to its own host (issue 18). */
    private readonly baseUrl: (brand: BrandId) => string,
  ) {}

  /** Stores a new link's token, in `db` (the caller's transaction, if any). */
  async create(kind: MailKind, userId: string, db: Database = this.db): Promise<IssuedLink> {
    const { purpose, hours } = LINKS[kind];
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + hours * 3_600_000);
    await insertEmailToken(db, { userId, purpose, tokenHash: hash, expiresAt });
    return { kind, userId, token };
  }

  send({ kind, userId, token }: IssuedLink, recipient: MailRecipient, brand: BrandId): void {
    const { path, hours } = LINKS[kind];
    this.mail.sendLink(kind, recipient, brand, `${this.baseUrl(brand)}${path}/${userId}/${token}`, hours);
  }

  /** Creates and mails a link in one go, where no transaction is involved. */
  async issue(kind: MailKind, recipient: MailRecipient & { id: string }, brand: BrandId): Promise<void> {
    this.send(await this.create(kind, recipient.id), recipient, brand);
  }

  /** Whether the link would be accepted now, without using it up. */
  async isUsable(kind: MailKind, userId: string, token: string): Promise<boolean> {
    const key = keyOf(kind, userId, token);
    return key !== null && isEmailTokenUsable(this.db, key);
  }

  /** Uses the link up; false when it is unknown, used, expired, someone else's or for another purpose. */
  async consume(kind: MailKind, userId: string, token: string, db: Database = this.db): Promise<boolean> {
    const key = keyOf(kind, userId, token);
    return key !== null && consumeEmailToken(db, key);
  }
}

/** The lookup key of a link; null when the user id is not even an id (a mangled link). */
function keyOf(kind: MailKind, userId: string, token: string): EmailTokenKey | null {
  if (!UserIdSchema.safeParse(userId).success) {
    return null;
  }
  return { userId, purpose: LINKS[kind].purpose, tokenHash: hashSecretToken(token) };
}
