import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { MailMessage, MailProvider } from './mail.provider';

/**
 * The embedded default (docs/rules.md#external-data): each mail becomes an .eml file in the outbox folder, so a fresh
 * install works without a mail server. The log names the file, never its link: the link carries a single-use token,
 * and logs travel further than the data folder.
 */
export class OutboxMailProvider implements MailProvider {
  /**
   * nodemailer builds the complete RFC 5322 message (headers, encodings) without sending it; loaded with the first mail,
   * not with every start (start-up time, issue 19).
   */
  private builder: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;

  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.builder ??= import('nodemailer').then((m) =>
      m.default.createTransport({ streamTransport: true, buffer: true }),
    );
    const info = await (await this.builder).sendMail(message);
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`));
    // Written aside, then renamed: whoever watches the folder never opens half a mail.
    await writeFile(`${file}.part`, info.message);
    await rename(`${file}.part`, file);
    this.log.info({ outboxFile: file }, 'mail written to the outbox: open the link in the mail');
  }

  close(): void {
    void this.builder?.then((builder) => builder.close());
  }
}
