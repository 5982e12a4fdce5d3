import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { individualRegistration, login } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn } from '../../test/mailbox';

/** A mail as a real SMTP server received it. */
interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

/**
 * The mail flows through the SMTP provider to a real SMTP server (smtp-server) on a free port, with authentication,
 * reading each link from the mail as it arrived on the wire.
 */
const inbox: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'smtp-pass') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    mail: 'configured',
    env: {
      SMTP_URL: `smtp://mailer:smtp-pass@127.0.0.1:${port}`,
      MAIL_FROM: 'no-reply@airsizer.example.com',
      PUBLIC_URL: 'https://airsizer.example.com',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Waits for the next mail to `to` on the SMTP server. */
async function received(to: string): Promise<Received> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const index = inbox.findIndex((mail) => mail.to.includes(to));
    if (index >= 0) {
      return inbox.splice(index, 1)[0]!;
    }
    if (Date.now() > deadline) {
      throw new Error(`the SMTP server received no mail to ${to}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The text body of a single-part mail, its quoted-printable transfer encoding undone (RFC 2045, 6.7). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) {
    return body;
  }
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('mail through SMTP_URL', () => {
  it('sends the confirmation mail, in German under the Clivet brand; its link confirms the address', async () => {
    const payload = individualRegistration({ language: 'de', firstName: 'Jürgen' });
    const email = String(payload.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'x-brand': 'clivet' },
    });
    expect(res.statusCode).toBe(201);

    const mail = await received(email);
    expect(mail).toMatchObject({ user: 'mailer', from: 'no-reply@airsizer.example.com', to: [email] });
    expect(mail.raw).toMatch(/^From: Clivet <no-reply@airsizer\.example\.com>/m);
    const body = bodyOf(mail.raw);
    expect(body).toContain('Guten Tag Jürgen');
    const link = linkIn(body);
    // Issue 28: the answer carries no id; the link names the new account's.
    expect(link.url).toBe(`https://airsizer.example.com/email/confirmation/${link.userId}/${link.token}`);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirmation',
      payload: { userId: link.userId, securityToken: link.token },
    });
    expect(confirmed.json().message).toBe(AUTH_MESSAGES.emailConfirmed);
    expect((await login(t, email, String(payload.password))).statusCode).toBe(200);
  });

  it('sends the forgot-password mail; its link sets a new password', async () => {
    const payload = individualRegistration();
    const email = String(payload.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    await received(email);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-email', payload: { email } });
    const mail = await received(email);
    const link = linkIn(bodyOf(mail.raw));
    expect(link.route).toBe('/forgot-password/reset');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password/reset',
      payload: { userId: link.userId, securityToken: link.token, newPassword: 'Fresh#Start42' },
    });
    expect(reset.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await login(t, email, 'Fresh#Start42')).statusCode).toBe(200);
  });
});
