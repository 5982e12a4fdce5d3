import type { Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail.provider';

/** Sends through the SMTP server of SMTP_URL (smtp://user:password@host:port; smtps:// for TLS from the start). */
export class SmtpMailProvider implements MailProvider {
  /** nodemailer loads with the first mail, not with every start (start-up time, issue 19). */
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly smtpUrl: string) {}

  async send(message: MailMessage): Promise<void> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
    await (await this.transport).sendMail(message);
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
