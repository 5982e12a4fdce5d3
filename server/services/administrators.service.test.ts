import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { login } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import {
  createAdministrator,
  defaultAdministratorEmail,
  ensureAdministrator,
} from './administrators.service';
import { PasswordHasher } from './password-hasher';

let t: TestApp;
let deps: Parameters<typeof ensureAdministrator>[0];
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://airsizer.example.com' } });
  deps = { db: t.database.db, hasher: PasswordHasher.fromConfig(t.config), config: t.config };
});
afterAll(() => t.close());

describe('ensureAdministrator (first start)', () => {
  it('creates admin@<PUBLIC_URL host> with a random password shown once, and nothing on later starts', async () => {
    const shown: string[] = [];
    await ensureAdministrator(deps, (text) => shown.push(text));
    expect(shown).toHaveLength(1);
    const password = /password: (\S+)/.exec(shown[0]!)![1]!;
    expect(shown[0]).toContain('admin@airsizer.example.com');

    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@airsizer.example.com'));
    expect(admin).toMatchObject({ role: 'admin', disabled: false });
    expect(admin!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(admin!.passwordHash).not.toContain(password);
    expect((await login(t, 'admin@airsizer.example.com', password)).statusCode).toBe(200);

    await ensureAdministrator(deps, (text) => shown.push(text));
    expect(shown).toHaveLength(1);
  });

  it('takes the account from ADMIN_EMAIL and ADMIN_PASSWORD when set, and does not show the password', async () => {
    const own = await createTestApp({
      env: { ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'Chief#Pass2024' },
    });
    try {
      const shown: string[] = [];
      const ownDeps = {
        db: own.database.db,
        hasher: PasswordHasher.fromConfig(own.config),
        config: own.config,
      };
      await ensureAdministrator(ownDeps, (text) => shown.push(text));
      expect(shown).toEqual([
        'No administrator existed, so chief@example.com was created with the password of ADMIN_PASSWORD.',
      ]);
      expect((await login(own, 'chief@example.com', 'Chief#Pass2024')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('createAdministrator', () => {
  it('makes a random password that meets the password rule, different each time', async () => {
    const first = await createAdministrator(deps, 'Ops.One@Example.com');
    const second = await createAdministrator(deps, 'ops.two@example.com');
    expect(first.email).toBe('ops.one@example.com');
    for (const { password } of [first, second]) {
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{24,}$/);
    }
    expect(first.password).not.toBe(second.password);
  });

  it('refuses an address that has an account or is not an address', async () => {
    await expect(createAdministrator(deps, 'ops.one@example.com')).rejects.toThrow(
      'email: ops.one@example.com already has an account',
    );
    await expect(createAdministrator(deps, 'nonsense')).rejects.toThrow(
      'email: must be a valid e-mail address',
    );
  });
});

describe('defaultAdministratorEmail', () => {
  it('falls back to admin@airsizer.local where the host makes no address', () => {
    expect(defaultAdministratorEmail(loadConfig({}))).toBe('admin@airsizer.local');
    expect(defaultAdministratorEmail(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }))).toBe(
      'admin@airsizer.local',
    );
    expect(defaultAdministratorEmail(loadConfig({ PUBLIC_URL: 'https://Sizer.Example.org/app' }))).toBe(
      'admin@sizer.example.org',
    );
  });
});
