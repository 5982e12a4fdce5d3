import { randomBytes } from 'node:crypto';
import { EmailSchema } from '../../contracts/users';
import { publicUrl, type Config } from '../config';
import type { Database } from '../db/client';
import { conflict, HttpError } from '../errors';
import { countAdministrators, insertUser } from '../repositories/users.repository';
import type { PasswordHasher } from './password-hasher';
import { emailAddress } from './users.service';

export interface NewAdministrator {
  id: string;
  email: string;
  /** Shown once to whoever created the account; only its hash is kept. */
  password: string;
}

/**
 * A random password that also meets the password rule (docs/rules.md#password-rule), so the administrator can keep it
 * through a password change: the 144 random bits carry the strength, the fixed tail only supplies the character
 * classes.
 */
function randomPassword(): string {
  return `${randomBytes(18).toString('base64url')}aA1!`;
}

/**
 * Creates a confirmed administrator (`npm run admin -- create <email>`, first start) with `password`, or a random one
 * when none is given.
 */
export async function createAdministrator(
  deps: { db: Database; hasher: PasswordHasher },
  email: string,
  password = randomPassword(),
): Promise<NewAdministrator> {
  const address = emailAddress(email);
  const user = await insertUser(deps.db, {
    email: address,
    passwordHash: await deps.hasher.hash(password),
    role: 'admin',
    emailConfirmedAt: new Date(),
    title: 'other',
    firstName: 'Administrator',
    lastName: 'AirSizer',
  });
  if (!user) {
    throw conflict('email', `${address} already has an account`, 'emailTaken');
  }
  return { id: user.id, email: user.email, password };
}

/** admin@<host of PUBLIC_URL>, or admin@airsizer.local where that host makes no address (localhost, an IP). */
export function defaultAdministratorEmail(config: Config): string {
  const candidate = `admin@${new URL(publicUrl(config)).hostname}`;
  return EmailSchema.safeParse(candidate).success ? candidate : 'admin@airsizer.local';
}

/**
 * docs/rules.md#security: the first start with no administrator creates one with a random password, shown once
 * through `announce` (the console, never the log); ADMIN_EMAIL and ADMIN_PASSWORD, when set, give the account instead
 * (unattended set-ups and the browser tests), and the password is not shown. Later starts find an administrator and
 * do nothing.
 */
export async function ensureAdministrator(
  deps: { db: Database; hasher: PasswordHasher; config: Config },
  announce: (text: string) => void,
): Promise<void> {
  if ((await countAdministrators(deps.db)) > 0) {
    return;
  }
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = deps.config;
  const email = ADMIN_EMAIL ?? defaultAdministratorEmail(deps.config);
  const admin = await createAdministrator(deps, email, ADMIN_PASSWORD).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 409) {
      return null;
    }
    throw error;
  });
  if (!admin) {
    announce(
      `No administrator exists and ${email} belongs to a user: create one with npm run admin -- create <email>`,
    );
    return;
  }
  if (ADMIN_PASSWORD !== undefined) {
    announce(`No administrator existed, so ${admin.email} was created with the password of ADMIN_PASSWORD.`);
    return;
  }
  announce(
    [
      'No administrator existed, so one was created. This password is shown only now:',
      `  e-mail:   ${admin.email}`,
      `  password: ${admin.password}`,
      'Log in and change it (account page, reset password).',
    ].join('\n'),
  );
}
