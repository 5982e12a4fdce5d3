import type { MailMessage, MailProvider } from '../providers/mail/mail.provider';

/** A mail provider that keeps every mail in memory, for tests to read the links from. */
export class Mailbox implements MailProvider {
  readonly messages: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }

  close(): void {}

  /**
   * Takes the oldest unread mail to `to`, waiting for it: the app sends in the background, so a mail may arrive a
   * moment after the answer.
   */
  async take(to: string, timeoutMs = 5_000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex((message) => message.to === to);
      if (index >= 0) {
        return this.messages.splice(index, 1)[0]!;
      }
      if (Date.now() > deadline) {
        throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The link in a mail's text and its parts: `<base>/<route>/<userId>/<token>`. */
export function linkIn(text: string): { url: string; route: string; userId: string; token: string } {
  const match = /(https?:\/\/\S+?)\/([a-z/-]+)\/([0-9a-f-]{36})\/([\w-]+)/.exec(text);
  if (!match) {
    throw new Error(`no link in: ${text}`);
  }
  const [url, , route, userId, token] = match as unknown as [string, string, string, string, string];
  return { url, route: `/${route}`, userId, token };
}
