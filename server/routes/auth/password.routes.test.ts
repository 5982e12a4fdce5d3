import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { emailTokens, rateLimits } from '../../db/schema';
import { confirmedUser, individualRegistration, login, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn } from '../../test/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand#New2025';

const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload });
const sendForgotMail = (email: string) => inject('POST', '/api/auth/forgot-password/send-email', { email });
const sendChangeMail = (email: string) => inject('POST', '/api/auth/password-reset/send-email', { email });
const resetForgotten = (payload: object) => inject('PUT', '/api/auth/forgot-password/reset', payload);
const changePassword = (payload: object) => inject('PUT', '/api/auth/password-reset/reset', payload);

async function forgotLink(account: TestAccount) {
  await sendForgotMail(account.email);
  return linkIn((await t.mailbox.take(account.email)).text);
}

describe('POST /api/auth/forgot-password/send-email and /api/auth/password-reset/send-email', () => {
  it.each([
    ['/api/auth/forgot-password/send-email', '/forgot-password/reset', 'AirSizer: reset your password'],
    ['/api/auth/password-reset/send-email', '/password-reset/reset', 'AirSizer: change your password'],
  ])(
    '%s answers the same for known and unknown addresses and mails %s links',
    async (url, route, subject) => {
      const account = await confirmedUser(t);
      const known = await inject('POST', url, { email: account.email });
      const unknown = await inject('POST', url, { email: 'nobody.at.all@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ status: 200, message: AUTH_MESSAGES.passwordMailSent, data: null });

      const mail = await t.mailbox.take(account.email);
      expect(mail.subject).toBe(subject);
      const link = linkIn(mail.text);
      expect(link).toMatchObject({ route, userId: account.id });
      expect(link.url).toBe(`http://localhost:3000${route}/${account.id}/${link.token}`);
      expect(t.mailbox.messages.find((m) => m.to === 'nobody.at.all@example.com')).toBeUndefined();
    },
  );

  it('mails in the language the user chose', async () => {
    const account = await confirmedUser(t, { language: 'sr' });
    await sendForgotMail(account.email);
    const mail = await t.mailbox.take(account.email);
    expect(mail.subject).toBe('AirSizer: resetovanje lozinke');
    expect(mail.text).toContain('Link važi 1 sat');
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    const res = await sendForgotMail('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.email: must be a valid e-mail address');
  });
});

describe('PUT /api/auth/forgot-password/reset', () => {
  it("sets the new password: 200 'Your password is changed!', the old one stops working", async () => {
    const account = await confirmedUser(t);
    const link = await forgotLink(account);
    const res = await resetForgotten({
      userId: link.userId,
      securityToken: link.token,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.passwordChanged, data: null });
    expect((await login(t, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes every refresh token of the user', async () => {
    const account = await confirmedUser(t);
    const second = (await login(t, account.email, account.password)).json().data;
    const link = await forgotLink(account);
    await resetForgotten({ userId: link.userId, securityToken: link.token, newPassword: NEW_PASSWORD });
    for (const session of [account.tokens, second]) {
      expect((await inject('POST', '/api/auth/refresh', session)).statusCode).toBe(401);
    }
  });

  it('works once, and a newer link retires the older ones', async () => {
    const account = await confirmedUser(t);
    const older = await forgotLink(account);
    const newer = await forgotLink(account);
    const use = (link: typeof older, newPassword = NEW_PASSWORD) =>
      resetForgotten({ userId: link.userId, securityToken: link.token, newPassword });
    expect((await use(newer)).statusCode).toBe(200);
    const again = await use(newer, 'Other#Pass99');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.urlInvalid);
    expect((await use(older, 'Other#Pass99')).statusCode).toBe(400);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 400 'URL invalid!' for an expired link, another user's id and a confirmation link", async () => {
    const account = await confirmedUser(t);
    const other = await confirmedUser(t);
    const link = await forgotLink(account);
    expect(
      (await resetForgotten({ userId: other.id, securityToken: link.token, newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);

    const payload = individualRegistration();
    await inject('POST', '/api/auth/register', payload);
    const confirmation = linkIn((await t.mailbox.take(String(payload.email))).text);
    const wrongPurpose = await resetForgotten({
      userId: confirmation.userId,
      securityToken: confirmation.token,
      newPassword: NEW_PASSWORD,
    });
    expect(wrongPurpose.statusCode).toBe(400);

    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, account.id));
    const expired = await resetForgotten({
      userId: link.userId,
      securityToken: link.token,
      newPassword: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.urlInvalid);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('applies the password rule to the new password and keeps the link usable', async () => {
    const account = await confirmedUser(t);
    const link = await forgotLink(account);
    const weak = await resetForgotten({
      userId: link.userId,
      securityToken: link.token,
      newPassword: 'weakpass1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'body.newPassword: must contain an uppercase letter; body.newPassword: must contain one of !@#$%^&*',
    );
    const empty = await resetForgotten({ userId: link.userId, securityToken: link.token, newPassword: '' });
    expect(empty.json().message).toMatch(/^body\.newPassword: is required/);
    const ok = await resetForgotten({
      userId: link.userId,
      securityToken: link.token,
      newPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('confirms an unconfirmed address, since the mail reached it', async () => {
    const payload = individualRegistration();
    await inject('POST', '/api/auth/register', payload);
    const email = String(payload.email);
    await t.mailbox.take(email);
    await sendForgotMail(email);
    const link = linkIn((await t.mailbox.take(email)).text);
    await resetForgotten({ userId: link.userId, securityToken: link.token, newPassword: NEW_PASSWORD });
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password-reset/reset', () => {
  async function changeLink(account: TestAccount) {
    await sendChangeMail(account.email);
    return linkIn((await t.mailbox.take(account.email)).text);
  }

  it('changes the password when the old one matches', async () => {
    const account = await confirmedUser(t);
    const link = await changeLink(account);
    const res = await changePassword({
      userId: link.userId,
      securityToken: link.token,
      oldPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/refresh', account.tokens)).statusCode).toBe(401);
  });

  it('refuses a wrong old password with 400 naming it, and the link stays usable', async () => {
    const account = await confirmedUser(t);
    const link = await changeLink(account);
    const res = await changePassword({
      userId: link.userId,
      securityToken: link.token,
      oldPassword: 'Not#TheOld1',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'oldPassword: does not match the current password',
      data: { field: 'oldPassword', key: 'passwordMismatch' },
    });
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    const retry = await changePassword({
      userId: link.userId,
      securityToken: link.token,
      oldPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('needs the old password field and a valid link', async () => {
    const account = await confirmedUser(t);
    const link = await changeLink(account);
    const missing = await changePassword({
      userId: link.userId,
      securityToken: link.token,
      newPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.oldPassword: is required');
    const invalid = await changePassword({
      userId: link.userId,
      securityToken: 'y'.repeat(43),
      oldPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(AUTH_MESSAGES.urlInvalid);
  });
});

describe('mails per recipient (issue 28)', () => {
  it('sends one address at most MAIL_PER_RECIPIENT_PER_HOUR mails, whichever addresses ask', async () => {
    const limited = await createTestApp({
      env: { MAIL_PER_RECIPIENT_PER_HOUR: '3', TRUST_PROXY: 'loopback' },
    });
    try {
      const account = await confirmedUser(limited);
      // The confirmation mail was the first of the hour.
      for (let ask = 0; ask < 6; ask += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/send-email',
          payload: { email: account.email },
          headers: { 'x-forwarded-for': `203.0.113.${ask}` },
        });
        expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.passwordMailSent, data: null });
      }
      await limited.mailbox.take(account.email);
      await limited.mailbox.take(account.email);
      // Every ask counted (7 with the confirmation), then no more mail than the limit.
      for (let wait = 0; wait < 100 && (await mailsCounted(limited, account.email)) < 7; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await mailsCounted(limited, account.email)).toBe(7);
      await limited.app.close();
      expect(limited.mailbox.messages.filter((mail) => mail.to === account.email)).toHaveLength(0);
    } finally {
      await limited.database.close();
    }
  });
});

async function mailsCounted(app: TestApp, email: string): Promise<number> {
  const [row] = await app.database.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `mail-to:${email}`));
  return row?.count ?? 0;
}
