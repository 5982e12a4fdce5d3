/** One mail as the application composes it: plain text, one recipient, from the brand's name. */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
}

/**
 * Where mail goes: SMTP in production (smtp.ts), an outbox folder of .eml files by default (outbox.ts), a mailbox in
 * memory in tests (server/test/mailbox.ts).
 */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
