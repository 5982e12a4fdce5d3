import type { FastifyBaseLogger } from 'fastify';
import { BRANDS, type BrandId } from '../../contracts/brands';
import type { Language } from '../../contracts/users';
import type { MailProvider } from '../providers/mail/mail.provider';
import { renderMail, type MailKind } from '../providers/mail/templates';

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
  ) {}

  sendLink(kind: MailKind, recipient: MailRecipient, brand: BrandId, link: string, hours: number): void {
    const brandName = BRANDS[brand].name;
    const { subject, text } = renderMail(kind, recipient.language, {
      brand: brandName,
      name: recipient.firstName,
      link,
      hours,
    });
    const delivery: Promise<void> = this.provider
      .send({
        from: { name: brandName, address: this.fromAddress(brand) },
        to: recipient.email,
        subject,
        text,
      })
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
