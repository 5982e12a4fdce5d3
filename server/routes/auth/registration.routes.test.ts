import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { COUNTRY_CODES } from '../../../contracts/countries';
import { JOB_FIELDS, JOB_TITLES } from '../../../contracts/users';
import { companies, emailTokens, users } from '../../db/schema';
import { companyRegistration, individualRegistration, login, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn } from '../../test/mailbox';
import { PasswordHasher } from '../../services/password-hasher';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email/confirmation', payload });

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register', () => {
  it('registers an individual: 201, and mails the confirmation link', async () => {
    const payload = individualRegistration();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 201,
      message: AUTH_MESSAGES.registered,
      data: null,
    });

    const stored = await userByEmail(String(payload.email));
    expect(stored).toMatchObject({
      role: 'user',
      disabled: false,
      emailConfirmedAt: null,
      city: 'Belgrade',
      country: 'RS',
      companyId: null,
      jobTitle: 'engineer',
      jobField: 'consultingDesigning',
    });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await t.mailbox.take(String(payload.email));
    const link = linkIn(mail.text);
    expect(link.url).toBe(`http://localhost:3000/email/confirmation/${stored!.id}/${link.token}`);
    expect(mail.subject).toBe('AirSizer: confirm your e-mail address');
    expect(mail.from).toEqual({ name: 'AirSizer', address: 'no-reply@airsizer.local' });
  });

  it('ignores a role, id or confirmation smuggled into the payload', async () => {
    const payload = individualRegistration({
      role: 'admin',
      id: '00000000-0000-4000-8000-000000000000',
      emailConfirmedAt: new Date().toISOString(),
      disabled: false,
    });
    expect((await register(payload)).statusCode).toBe(201);
    const stored = await userByEmail(String(payload.email));
    expect(stored).toMatchObject({ role: 'user', emailConfirmedAt: null });
    expect(stored!.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('mails in the chosen language and under the brand of X-Brand', async () => {
    const de = individualRegistration({ language: 'de', firstName: 'Jürgen' });
    await register(de, { 'x-brand': 'clivet' });
    const deMail = await t.mailbox.take(String(de.email));
    expect(deMail.subject).toBe('Clivet: Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(deMail.text).toContain('Guten Tag Jürgen');
    expect(deMail.text).toContain('48 Stunden');
    expect(deMail.from.name).toBe('Clivet');

    const sr = individualRegistration({ language: 'sr' });
    await register(sr, { 'x-brand': 'prolux' });
    const srMail = await t.mailbox.take(String(sr.email));
    expect(srMail.subject).toBe('Prolux: potvrdite svoju e-mail adresu');
    expect(srMail.text).toContain('Link važi 48 sati');
  });

  it('stores the e-mail address lower-cased; the same address again gets the same answer and its owner a notice', async () => {
    const email = uniqueEmail();
    const first = await register(individualRegistration({ email: email.toUpperCase() }));
    expect(first.statusCode).toBe(201);
    expect(await userByEmail(email)).toBeDefined();
    await t.mailbox.take(email);
    // Issue 28: no 409 naming the address; the same status and body, nothing written, the owner told.
    const hashes = vi.spyOn(PasswordHasher.prototype, 'hash');
    const again = await register(individualRegistration({ email, firstName: 'Mallory' }));
    expect(hashes).toHaveBeenCalledTimes(1);
    hashes.mockRestore();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const notice = await t.mailbox.take(email);
    expect(notice.subject).toBe('AirSizer: someone tried to register with your address');
    expect(notice.text).not.toContain('Mallory');
    expect(notice.text).not.toMatch(/https?:/);
    expect((await userByEmail(email))!.firstName).not.toBe('Mallory');
  });

  it('does the same work for a new and a known address: one password hash each (issue 28)', async () => {
    const hashes = vi.spyOn(PasswordHasher.prototype, 'hash');
    const fresh = individualRegistration();
    await register(fresh);
    expect(hashes).toHaveBeenCalledTimes(1);
    await register(individualRegistration({ email: fresh.email }));
    expect(hashes).toHaveBeenCalledTimes(2);
    hashes.mockRestore();
  });

  it('registers a new company with its member, then a second member by the tax id alone', async () => {
    const first = companyRegistration({ tin: '123456789', postcode: '21000', city: 'Novi Sad' });
    expect((await register(first)).statusCode).toBe(201);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.tin, '123456789'));
    expect(company).toMatchObject({
      name: 'Klima d.o.o.',
      postcode: '21000',
      city: 'Novi Sad',
      country: 'RS',
    });
    expect((await userByEmail(String(first.email)))!.companyId).toBe(company!.id);

    const second = individualRegistration({
      individual: false,
      companyAlreadyRegistered: true,
      tin: '123456789',
      companyRegistrationConfirmed: true,
      streetNumber: undefined,
      postcode: undefined,
      city: undefined,
      country: undefined,
    });
    expect((await register(second)).statusCode).toBe(201);
    const member = await userByEmail(String(second.email));
    expect(member).toMatchObject({ companyId: company!.id, city: null, country: null });
  });

  it("answers 400 'company with this tax id not found' for an unknown tax id", async () => {
    const res = await register(
      companyRegistration({ companyAlreadyRegistered: true, tin: '999999999999', companyName: undefined }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'tin: company with this tax id not found',
      data: { field: 'tin', key: 'companyNotFound' },
    });
  });

  it('answers 409 when a new company has the tax id of a registered one, and writes nothing', async () => {
    await register(companyRegistration({ tin: '555000555' }));
    const payload = companyRegistration({ tin: '555000555' });
    const res = await register(payload);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^tin: a company with this tax id is already registered/);
    expect(await userByEmail(String(payload.email))).toBeUndefined();
  });

  it('writes nothing when the address is taken, not even the new company', async () => {
    const email = uniqueEmail();
    await register(individualRegistration({ email }));
    const res = await register(companyRegistration({ email, tin: '777000777' }));
    expect(res.statusCode).toBe(201); // issue 28: the same answer as for a new address
    expect(await t.database.db.select().from(companies).where(eq(companies.tin, '777000777'))).toEqual([]);
  });

  it('accepts every job title, job field and country of the contracts', async () => {
    expect(JOB_TITLES).toHaveLength(18);
    expect(JOB_FIELDS).toHaveLength(17);
    // The original lists about 200 countries; ISO 3166-1 assigns 249 codes, the package adds XK.
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['RS', 'DE', 'IT', 'GB']));
    const res = await register(
      individualRegistration({ jobTitle: 'headOfVicePresidentDirector', jobField: 'other', country: 'DE' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('accepts an individual with city and country only, the optional fields empty or null', async () => {
    const res = await register(
      individualRegistration({
        streetNumber: '',
        postcode: '',
        academicTitle: null,
        phoneNumber: '',
        jobTitle: null,
        jobField: undefined,
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  describe('refuses each rule of docs/rules.md#registration with a message naming the field and the rule', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing city (individual)', { city: undefined }, 'body.city: is required'],
      ['blank city (individual)', { city: '   ' }, 'body.city: is required'],
      ['missing country (individual)', { country: undefined }, 'body.country: is required'],
      [
        'unknown country',
        { country: 'XX' },
        'body.country: must be an ISO 3166-1 alpha-2 country code such as DE or RS',
      ],
      ['missing title', { title: undefined }, 'body.title: is required'],
      ['unknown title', { title: 'sir' }, 'body.title: must be one of ms, mr, mrs, miss, other'],
      [
        'unknown academic title',
        { academicTitle: 'phd' },
        'body.academicTitle: must be one of dr, prof, prof_dr',
      ],
      ['missing first name', { firstName: undefined }, 'body.firstName: is required'],
      ['blank last name', { lastName: '' }, 'body.lastName: is required'],
      ['unknown job title', { jobTitle: 'ceo' }, `body.jobTitle: must be one of ${JOB_TITLES.join(', ')}`],
      ['unknown job field', { jobField: 'law' }, `body.jobField: must be one of ${JOB_FIELDS.join(', ')}`],
      ['missing e-mail', { email: undefined }, 'body.email: is required'],
      ['e-mail shape', { email: 'someone@nowhere' }, 'body.email: must be a valid e-mail address'],
      ['missing password', { password: undefined }, 'body.password: is required'],
      ['password length', { password: 'Ab1!xyz' }, 'body.password: must be at least 8 characters long'],
      ['password lowercase', { password: 'ABCDEFG1!' }, 'body.password: must contain a lowercase letter'],
      ['password uppercase', { password: 'abcdefg1!' }, 'body.password: must contain an uppercase letter'],
      ['password digit', { password: 'Abcdefgh!' }, 'body.password: must contain a digit'],
      ['password special', { password: 'Abcdefgh1' }, 'body.password: must contain one of !@#$%^&*'],
      ['postcode digits', { postcode: '11O70' }, 'body.postcode: must contain digits only'],
      [
        'privacy consent missing',
        { privacyPolicyAccepted: undefined },
        'body.privacyPolicyAccepted: must be accepted',
      ],
      [
        'privacy consent refused',
        { privacyPolicyAccepted: false },
        'body.privacyPolicyAccepted: must be accepted',
      ],
      ['language', { language: 'fr' }, 'body.language: must be one of en, de, sr'],
      ['individual flag', { individual: undefined }, 'body.individual: is required'],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const res = await register(individualRegistration(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().data.field).toBe(message.slice(0, message.indexOf(':')));
    });

    const companyCases: [string, Record<string, unknown>, string][] = [
      ['tin digits', { tin: '12-34' }, 'body.tin: must contain digits only'],
      ['missing company name', { companyName: undefined }, 'body.companyName: is required'],
      ['missing tin', { tin: undefined }, 'body.tin: is required'],
      ['missing street and number', { streetNumber: '' }, 'body.streetNumber: is required'],
      ['missing postcode', { postcode: undefined }, 'body.postcode: is required'],
      ['missing city', { city: undefined }, 'body.city: is required'],
      ['missing country', { country: null }, 'body.country: is required'],
      [
        'registered-company confirmation missing',
        { companyRegistrationConfirmed: undefined },
        'body.companyRegistrationConfirmed: must be confirmed',
      ],
      [
        'registered-company confirmation refused',
        { companyRegistrationConfirmed: false },
        'body.companyRegistrationConfirmed: must be confirmed',
      ],
      [
        'already registered without tin',
        { companyAlreadyRegistered: true, tin: '' },
        'body.tin: is required',
      ],
    ];
    it.each(companyCases)('company: %s', async (_name, overrides, message) => {
      const res = await register(companyRegistration(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('lists every broken rule of the password at once', async () => {
      const res = await register(individualRegistration({ password: 'abc' }));
      expect(res.json().message).toBe(
        'body.password: must be at least 8 characters long; body.password: must contain an uppercase letter; ' +
          'body.password: must contain a digit; body.password: must contain one of !@#$%^&*',
      );
    });
  });
});

describe('POST /api/auth/email/confirmation', () => {
  async function registered(overrides: Record<string, unknown> = {}) {
    const payload = individualRegistration(overrides);
    await register(payload);
    const email = String(payload.email);
    return { email, password: String(payload.password), ...linkIn((await t.mailbox.take(email)).text) };
  }

  it("confirms with the mailed link: 200 'Email successfully confirmed!', then login works", async () => {
    const account = await registered();
    expect((await login(t, account.email, account.password)).statusCode).toBe(403);
    t.mailbox.messages.length = 0;
    const res = await confirm({ userId: account.userId, securityToken: account.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.emailConfirmed, data: null });
    expect((await userByEmail(account.email))!.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });

  it("answers 400 'URL invalid!' for a used, a wrong, a foreign, a mangled and an expired link", async () => {
    const account = await registered();
    const other = await registered();
    await confirm({ userId: account.userId, securityToken: account.token });

    const expired = await registered();
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, expired.userId));

    const links = [
      { userId: account.userId, securityToken: account.token },
      { userId: other.userId, securityToken: 'x'.repeat(43) },
      { userId: account.userId, securityToken: other.token },
      { userId: 'not-a-uuid', securityToken: other.token },
      { userId: expired.userId, securityToken: expired.token },
    ];
    for (const link of links) {
      const res = await confirm(link);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: AUTH_MESSAGES.urlInvalid,
        data: { field: 'body.securityToken' },
      });
    }
    expect((await userByEmail(other.email))!.emailConfirmedAt).toBeNull();
  });

  it('stores link tokens hashed', async () => {
    const account = await registered();
    const rows = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'confirm', usedAt: null });
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(account.token);
  });

  it('refuses a body without the link parts, naming the field', async () => {
    const res = await confirm({ userId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.userId: is required; body.securityToken: is required');
  });
});

describe('password strength (issue 28)', () => {
  it.each([
    ['a common password that meets the rule', 'Password1!'],
    ['the name with a digit and a sign', 'Marija#1990'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, password) => {
    const payload = individualRegistration({ password, firstName: 'Marija' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: { field: 'body.password', key: 'passwordWeak' } });
    expect(await userByEmail(String(payload.email))).toBeUndefined();
  });

  it('takes a long passphrase of 128 characters', async () => {
    const password = `Ab1!${'correct horse battery staple '.repeat(5)}`.slice(0, 128);
    expect(password).toHaveLength(128);
    expect((await register(individualRegistration({ password }))).statusCode).toBe(201);
  });
});

describe('POST /api/auth/password-strength: the meter (issue 28, ASVS 2.1.8)', () => {
  const strength = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-strength', payload });

  it('answers the score and whether a registration would take it, as the save decides', async () => {
    const weak = await strength({ password: 'Password1!' });
    expect(weak.statusCode).toBe(200);
    expect(weak.json().data).toEqual({ score: expect.any(Number), enough: false });
    expect(weak.json().data.score).toBeLessThan(3);
    // The account's own words count against it: the name alone makes this one guessable.
    const named = await strength({ password: 'Marija#1990', userInputs: ['Marija', 'Petrović'] });
    expect(named.json().data.enough).toBe(false);
    const strong = await strength({ password: 'Ab1!correct horse battery staple' });
    expect(strong.json().data).toEqual({ score: 4, enough: true });
    expect(
      (await register(individualRegistration({ password: 'Ab1!correct horse battery staple' }))).statusCode,
    ).toBe(201);
  });

  it('refuses a missing or over-long password and too many words with a 400 naming the field', async () => {
    const missing = await strength({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.password: is required');
    const long = await strength({ password: 'x'.repeat(129) });
    expect(long.json().message).toContain('body.password: must be at most 128 characters');
    const words = await strength({ password: 'x', userInputs: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(words.json().message).toContain('body.userInputs: must hold at most 5 words');
  });
});
