import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './database';
import { Mailbox } from './mailbox';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The mails the app sent, unless the test asked for the configured mail provider. */
  mailbox: Mailbox;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables over the test defaults below. */
  env?: Record<string, string>;
  /** 'mailbox' (default): mails land in `mailbox`; 'configured': SMTP_URL's server or the outbox, as in production. */
  mail?: 'mailbox' | 'configured';
  logStream?: DestinationStream;
  /** The database to use (closed with the app); omitted = a fresh test database. */
  database?: DatabaseHandle;
  /** The built web app to serve; omitted = none (the API alone). */
  webRoot?: string;
}

/**
 * Test-only settings: cheap Argon2 and ALTCHA work so a login takes milliseconds, and rate limits out of the way
 * (the rate-limit tests set their own). Production never lowers these.
 */
const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  // Every answer of every test checked by zod's parse too, which the production walk must equal (issue 29).
  RESPONSE_CHECK: 'full',
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME_COST: '1',
  ALTCHA_COST: '1',
  ALTCHA_MAX_NUMBER: '20',
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
  RATE_LIMIT_MAIL_PER_MINUTE: '10000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
  RATE_LIMIT_SESSION_PER_MINUTE: '10000',
  RATE_LIMIT_LINK_PER_MINUTE: '10000',
  RATE_LIMIT_STRENGTH_PER_MINUTE: '10000',
  LOGIN_FREE_ATTEMPTS: '10000',
  // Issue 28: the tests' administrators sign in with a password alone; second-factor.routes.test.ts turns it on.
  ADMIN_TOTP_REQUIRED: 'false',
  MAIL_PER_RECIPIENT_PER_HOUR: '10000',
  // A fixed key, so no test writes DATA_DIR/totp.key (totp-secret-box.test.ts covers the file).
  TOTP_KEY: '7f'.repeat(32),
  // Issue 25: no project's year changes between two reads of a test; the reference year's tests turn it on.
  WEATHER_REFERENCE_YEAR: 'false',
};

/** The real app on a fresh test database, without the web files; one per test file (a PGlite takes ~2 s). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = { ...TEST_ENV, ...options.env };
  const config = loadConfig(env);
  const mailbox = new Mailbox();
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? '/nonexistent',
    mailProvider: options.mail === 'configured' ? undefined : mailbox,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mailbox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
