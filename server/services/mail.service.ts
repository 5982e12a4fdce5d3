import type { FastifyBaseLogger } from 'fastify';
import { BRANDS, type BrandId } from '../../contracts/brands';
import type { Language } from '../../contracts/users';
import type { MailProvider } from '../providers/mail/mail.provider';
import {
  renderMail,
  renderNotice,
  type MailKind,
  type NoticeKind,
  type NoticeVariables,
} from '../providers/mail/templates';

/** A moment as mails say it: `2026-11-27 14:05 UTC`. */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/**
 * Composes the product's mails in the recipient's language under the request's brand, and sends them in the
 * background: no answer waits for (or, by its timing, reveals) a delivery. A failed delivery is logged, without its
 * link.
 */
export class MailService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly provider: MailProvider,
    /** The sender of a brand's mails (issue 18: each brand may have its own). */
    private readonly fromAddress: (brand: BrandId) => string,
    private readonly log: FastifyBaseLogger,
    /**
     * Issue 28: whether one more mail may go to this address now (MAIL_PER_RECIPIENT_PER_HOUR, counted in the
     * database, so the limit holds across processes and senders); a mail over it is dropped and logged.
     */
    private readonly mayMail: (email: string) => Promise<boolean> = async () => true,
  ) {}

  sendLink(kind: MailKind, recipient: MailRecipient, brand: BrandId, link: string, hours: number): void {
    const { subject, text } = renderMail(kind, recipient.language, {
      brand: BRANDS[brand].name,
      name: recipient.firstName,
      link,
      hours,
    });
    this.deliver(kind, recipient.email, brand, subject, text);
  }

  /** A notice to an account's owner (issue 28): a registration attempt, a password change, a new device. */
  sendNotice(
    kind: NoticeKind,
    recipient: MailRecipient,
    brand: BrandId,
    details: Omit<NoticeVariables, 'brand' | 'name'>,
  ): void {
    const { subject, text } = renderNotice(kind, recipient.language, {
      ...details,
      brand: BRANDS[brand].name,
      name: recipient.firstName,
    });
    this.deliver(kind, recipient.email, brand, subject, text);
  }

  private deliver(kind: string, to: string, brand: BrandId, subject: string, text: string): void {
    const send = async () => {
      if (!(await this.mayMail(to))) {
        this.log.warn({ mailKind: kind }, 'mail not sent: the recipient had the most mails an hour allows');
        return;
      }
      await this.provider.send({
        from: { name: BRANDS[brand].name, address: this.fromAddress(brand) },
        to,
        subject,
        text,
      });
    };
    const delivery: Promise<void> = send()
      .catch((error: unknown) => this.log.error({ err: error, mailKind: kind }, 'mail delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Waits for the mails still on their way, then closes the transport (on shutdown). */
  async close(): Promise<void> {
    await Promise.all(this.pending);
    this.provider.close();
  }
}
