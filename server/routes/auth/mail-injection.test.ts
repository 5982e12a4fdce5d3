import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { inertName, oneLine, renderMail } from '../../providers/mail/templates';
import { bearer, companyRegistration, confirmedUser, individualRegistration } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 14: user-given text is data in the mails. A name with line breaks could write its own paragraphs into the
 * confirmation mail sent to whatever address was registered; the one-line fields refuse control characters with a
 * 400 naming the field, and the templates flatten whatever is stored anyway.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORGED = 'Ana,\n\nURGENT: your account was locked. Unlock it at http://evil.example/unlock';
const RULE = 'must be a single line without control characters';

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('registration with control characters in a one-line field', () => {
  it("refuses the issue's forged first name with a 400 naming the field, stores nothing and mails nothing", async () => {
    const payload = individualRegistration({ firstName: FORGED });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: `body.firstName: ${RULE}`,
      data: { field: 'body.firstName' },
    });
    const stored = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(stored).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.mailbox.messages.filter((mail) => mail.to === payload.email)).toEqual([]);
  });

  it.each([
    ['lastName', 'Petrović\r\nBcc: someone@evil.example'],
    ['phoneNumber', '+381\n11'],
    ['streetNumber', 'Main St 1\u2028Line two'],
    ['city', 'Belgrade\u0007'],
    ['companyName', 'Klima\u0000 d.o.o.'],
  ])('refuses a line break or control character in %s', async (field, value) => {
    const res = await register(companyRegistration({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ field: `body.${field}` });
    expect(res.json().message).toContain(RULE);
  });

  it('still trims blanks and line breaks around a name, as before', async () => {
    const payload = individualRegistration({ firstName: ' Ana\n' });
    expect((await register(payload)).statusCode).toBe(201);
    const mail = await t.mailbox.take(String(payload.email));
    expect(mail.text.split('\n')[0]).toBe('Hello Ana,');
  });

  it('refuses the same in a profile edit', async () => {
    const user = await confirmedUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/edit',
      headers: bearer(user.tokens.token),
      payload: { title: 'mr', firstName: FORGED, lastName: 'Petrović' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ field: 'body.firstName' });
  });
});

describe('mail templates', () => {
  it('put a name stored with line breaks on the greeting line: the mail has no line of its own from it', async () => {
    const user = await confirmedUser(t);
    await t.database.db.update(users).set({ firstName: FORGED }).where(eq(users.id, user.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/send-email',
      payload: { email: user.email },
    });
    const mail = await t.mailbox.take(user.email);
    const lines = mail.text.split('\n');
    // Issue 28: a name that is not a plain name (here with a link) is left out of the greeting altogether.
    expect(lines[0]).toBe('Hello,');
    expect(lines.filter((line) => line.includes('URGENT'))).toHaveLength(0);
    const plain = renderMail('forgotPassword', 'en', { brand: 'AirSizer', name: 'Ana', link: 'x', hours: 1 });
    expect(lines).toHaveLength(plain.text.split('\n').length);
  });

  it('flatten every kind of line break and control character and bound the length', () => {
    expect(oneLine('a\r\nb\u2028c\u0085d\te\u0000f\u200eg', 100)).toBe('a b c d e f g');
    expect(oneLine(`  ${'x'.repeat(150)}  `, 100)).toBe(`${'x'.repeat(99)}…`);
    expect(oneLine('Jürgen', 100)).toBe('Jürgen');
  });
});

describe('names in mails are inert (issue 28)', () => {
  it.each([
    ['Ana', 'Ana'],
    ['Jürgen-Peter', 'Jürgen-Peter'],
    ["O'Brien", "O'Brien"],
    ['Dr. Ana Marić', 'Dr. Ana Marić'],
    ['your account is locked, sign in at https://evil.example', ''],
    ['Sign in at evil.com', ''],
    ['paypa1 security', ''],
    ['www airsizer support', ''],
    ['x'.repeat(51), ''],
  ])('shows %j as %j', (name, shown) => {
    expect(inertName(name)).toBe(shown);
    const mail = renderMail('confirmEmail', 'en', { brand: 'AirSizer', name, link: 'L', hours: 48 });
    expect(mail.text.split('\n')[0]).toBe(shown ? `Hello ${shown},` : 'Hello,');
  });

  it('registers with a first name that carries a link, and the confirmation mail greets without it', async () => {
    const payload = individualRegistration({
      firstName: 'Your account is locked, sign in at https://evil.example',
    });
    expect((await register(payload)).statusCode).toBe(201);
    const mail = await t.mailbox.take(String(payload.email));
    expect(mail.text).not.toContain('evil');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
  });
});
