import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  administrator,
  bearer,
  confirmedUser,
  individualRegistration,
  type TestAccount,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  user = await confirmedUser(t, { firstName: 'Ana', lastName: 'Anić', language: 'sr', academicTitle: null });
  other = await confirmedUser(t, { firstName: 'Bora' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, account: TestAccount | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: account ? bearer(account.tokens.token) : {} });

describe('GET /api/users/jwt', () => {
  it("answers the caller's profile", async () => {
    const res = await call('GET', '/api/users/jwt', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      firstName: 'Ana',
      language: 'sr',
      unitSystem: 'si',
      title: 'mr',
      academicTitle: null,
      lastName: 'Anić',
      phoneNumber: '+381 11 123 4567',
      jobTitle: 'engineer',
      jobField: 'consultingDesigning',
      email: user.email,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/users/jwt', null)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/edit', () => {
  it('saves the profile and answers it', async () => {
    const res = await call('PUT', '/api/users/edit', other, {
      title: 'ms',
      academicTitle: 'prof_dr',
      firstName: ' Branka ',
      lastName: 'Babić',
      phoneNumber: '',
      jobTitle: 'owner',
      jobField: 'sales',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'ms',
      academicTitle: 'prof_dr',
      firstName: 'Branka',
      lastName: 'Babić',
      phoneNumber: null,
      jobTitle: 'owner',
      jobField: 'sales',
      email: other.email,
    });
    expect((await call('GET', '/api/users/jwt', other)).json().data.firstName).toBe('Branka');
  });

  it('requires title, first name and last name, naming each', async () => {
    const res = await call('PUT', '/api/users/edit', other, { firstName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'body.title: is required; body.firstName: is required; body.lastName: is required',
    );
  });

  it("never takes identity from the body: a userId or jwt in it changes nothing but the caller's own profile", async () => {
    const res = await call('PUT', '/api/users/edit', other, {
      userId: user.id,
      id: user.id,
      jwt: user.tokens.token,
      email: user.email,
      title: 'mr',
      firstName: 'Mallory',
      lastName: 'Intruder',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(other.email);
    expect((await call('GET', '/api/users/jwt', user)).json().data).toMatchObject({
      firstName: 'Ana',
      email: user.email,
    });
  });
});

describe('PUT /api/users/language', () => {
  it('stores the language', async () => {
    const res = await call('PUT', '/api/users/language?lang=de', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language: 'de' });
    expect((await call('GET', '/api/users/jwt', user)).json().data.language).toBe('de');
  });

  it('refuses another language, naming the parameter', async () => {
    const res = await call('PUT', '/api/users/language?lang=fr', user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('querystring.lang: must be one of en, de, sr');
  });
});

describe('PUT /api/users/units', () => {
  it('stores the units, SI until then', async () => {
    expect((await call('GET', '/api/users/jwt', user)).json().data.unitSystem).toBe('si');
    const res = await call('PUT', '/api/users/units?system=ip', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ unitSystem: 'ip' });
    expect((await call('GET', '/api/users/jwt', user)).json().data.unitSystem).toBe('ip');
  });

  it('refuses another system, naming the parameter', async () => {
    const res = await call('PUT', '/api/users/units?system=imperial', user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('querystring.system: must be one of si, ip');
  });
});

describe('GET /api/users/long-lat', () => {
  it('answers null data while no position is saved, then the saved position', async () => {
    const none = await call('GET', '/api/users/long-lat', user);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();

    await t.database.db
      .update(users)
      .set({ latitude: 44.8125, longitude: 20.4612 })
      .where(eq(users.id, user.id));
    const saved = await call('GET', '/api/users/long-lat', user);
    expect(saved.json().data).toEqual({ latitude: 44.8125, longitude: 20.4612 });
    expect((await call('GET', '/api/users/long-lat', other)).json().data).toBeNull();
  });
});

describe('GET /api/users/all', () => {
  it('lists every user for an administrator', async () => {
    const admin = await administrator(t);
    const res = await call('GET', '/api/users/all', admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data;
    expect(rows.map((row: { email: string }) => row.email)).toEqual(
      expect.arrayContaining([user.email, other.email, admin.email]),
    );
    expect(rows.find((row: { id: string }) => row.id === user.id)).toEqual({
      id: user.id,
      firstName: 'Ana',
      lastName: 'Anić',
      phoneNumber: '+381 11 123 4567',
      email: user.email,
      role: 'user',
      disabled: false,
      emailConfirmed: true,
    });
    expect(rows.find((row: { id: string }) => row.id === admin.id).role).toBe('admin');
  });

  // Regression (issue 18): an account that never confirmed its address showed as "Active".
  it('tells an unconfirmed account from a confirmed one', async () => {
    const admin = await administrator(t);
    const registration = individualRegistration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const rows = (await call('GET', '/api/users/all', admin)).json().data.data as {
      email: string;
      emailConfirmed: boolean;
    }[];
    expect(rows.find((row) => row.email === registration.email)?.emailConfirmed).toBe(false);
    expect(rows.find((row) => row.email === admin.email)?.emailConfirmed).toBe(true);
  });

  it('answers 403 to a user and 401 without a token', async () => {
    const forbidden = await call('GET', '/api/users/all', user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ status: 403, message: 'Administrators only', data: null });
    expect((await call('GET', '/api/users/all', null)).statusCode).toBe(401);
  });
});
