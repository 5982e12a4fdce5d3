import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail.provider';

/** Sends through the SMTP server of SMTP_URL (smtp://user:password@host:port; smtps:// for TLS from the start). */
export class SmtpMailProvider implements MailProvider {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(message);
  }

  close(): void {
    this.transport.close();
  }
}
