import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { PasswordSchema } from '../contracts/auth';
import { CaptchaProviderSchema } from '../contracts/captcha';
import { EmailSchema } from '../contracts/users';
import type { BrandId } from '../contracts/brands';

/**
 * The server's configuration, read once from the environment at start-up. A wrong value stops the process with
 * one line naming the variable (see main.ts). Every variable is listed in docs/operations.md, "Configuration".
 */

/** A URL with one of `protocols` and a host; anything else gets `message`. */
const urlWith = (protocols: string[], message: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, message);

const postgresUrl = urlWith(
  ['postgres:', 'postgresql:'],
  'must be a URL of the form postgres://user[:password]@host[:port]/database',
);
const mailUrl = urlWith(
  ['smtp:', 'smtps:'],
  'must be a URL of the form smtp://user:password@host:port (or smtps:// for TLS from the start)',
);

/** A whole number from min up; the message says the range. */
const count = (min: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number of at least ${min}` })
    .int(`must be a whole number of at least ${min}`)
    .min(min, `must be a whole number of at least ${min}`)
    .default(fallback);

const secret = z.string().min(32, 'must be at least 32 characters long');

/**
 * Fastify's `trustProxy`: whose X-Forwarded-For to believe when taking the client address (rate limits key on it).
 * `true`, `false`, or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
const trustProxy = z
  .string()
  .regex(/^[\w.:/, -]+$/, 'must be true, false or a comma-separated list of addresses and ranges')
  .transform((value): boolean | string => (value === 'true' || value === 'false' ? value === 'true' : value));

const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be an integer from 1 to 65535' })
      .int('must be an integer from 1 to 65535')
      .min(1, 'must be an integer from 1 to 65535')
      .max(65535, 'must be an integer from 1 to 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Without DATABASE_URL: a PostgreSQL the product starts itself (default) or PGlite in this process. */
    EMBEDDED_DATABASE: z
      .enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' })
      .default('postgres'),
    /**
     * Server processes sharing the port (node:cluster; server/start.mjs counts them): `auto` is one per core on
     * PostgreSQL and one on the embedded database, which belongs to the process that starts it.
     */
    SERVER_PROCESSES: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
        error: 'must be auto or a whole number from 1 to 64',
      })
      .default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How answers are checked against their schemas (server/plugins/response-serializer.ts): `shape` by one walk that
     * writes them; `full` also by zod's parse, which must give the same JSON (the tests; costs a parse per answer).
     */
    RESPONSE_CHECK: z.enum(['shape', 'full'], { error: 'must be shape or full' }).default('shape'),
    PUBLIC_URL: z.url('must be an absolute URL such as https://airsizer.example.com').optional(),
    // Issue 18: each brand's own public address, where its mails link (else PUBLIC_URL).
    PUBLIC_URL_CLIVET: z
      .url('must be an absolute URL such as https://clivet.airsizer.example.com')
      .optional(),
    PUBLIC_URL_PROLUX: z
      .url('must be an absolute URL such as https://prolux.airsizer.example.com')
      .optional(),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url('must be a comma-separated list of origins such as https://a.example'))),
    MONITORING_URL: z.url('must be an absolute URL').default('https://grafana.com/'),
    TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    TILE_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    // Issue 28: off unless the proxies are named (loopback believed any local process's X-Forwarded-For).
    TRUST_PROXY: trustProxy.default(false),
    JWT_SECRET: secret.optional(),
    /**
     * Issue 28: the key that seals the TOTP secrets at rest, 64 hex digits (32 bytes); unset: DATA_DIR/totp.key, made at
     * the first start. Give every server that shares a database the same one.
     */
    TOTP_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)')
      .optional(),
    /** The first administrator's account, made at the first start with no administrator; both or neither. */
    ADMIN_EMAIL: EmailSchema.optional(),
    ADMIN_PASSWORD: PasswordSchema.optional(),
    ARGON2_MEMORY_KIB: count(8, 19_456),
    ARGON2_TIME_COST: count(1, 2),
    SMTP_URL: mailUrl.optional(),
    MAIL_FROM: z
      .string()
      .regex(z.regexes.email, 'must be an e-mail address such as no-reply@airsizer.example.com')
      .default('no-reply@airsizer.local'),
    // Issue 18: each brand's own sender (else MAIL_FROM).
    MAIL_FROM_CLIVET: z.string().regex(z.regexes.email, 'must be an e-mail address').optional(),
    MAIL_FROM_PROLUX: z.string().regex(z.regexes.email, 'must be an e-mail address').optional(),
    OUTBOX_DIR: z.string().min(1).optional(),
    CAPTCHA_PROVIDER: CaptchaProviderSchema.default('altcha'),
    ALTCHA_HMAC_KEY: secret.optional(),
    ALTCHA_COST: count(1, 1_000),
    ALTCHA_MAX_NUMBER: count(2, 1_000),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z
      .url('must be an absolute URL')
      .default('https://www.google.com/recaptcha/api/siteverify'),
    GEOCODER: z.enum(['nominatim', 'photon'], { error: 'must be nominatim or photon' }).default('nominatim'),
    NOMINATIM_URL: urlWith(['http:', 'https:'], 'must be an absolute http(s) URL').default(
      'https://nominatim.openstreetmap.org',
    ),
    PHOTON_URL: urlWith(['http:', 'https:'], 'must be an absolute http(s) URL').default(
      'https://photon.komoot.io',
    ),
    OPEN_METEO_ARCHIVE_URL: urlWith(['http:', 'https:'], 'must be an absolute http(s) URL').default(
      'https://archive-api.open-meteo.com/v1/archive',
    ),
    OPEN_METEO_ELEVATION_URL: urlWith(['http:', 'https:'], 'must be an absolute http(s) URL').default(
      'https://api.open-meteo.com/v1/elevation',
    ),
    OPEN_METEO_AIR_QUALITY_URL: urlWith(['http:', 'https:'], 'must be an absolute http(s) URL').default(
      'https://air-quality-api.open-meteo.com/v1/air-quality',
    ),
    OPEN_METEO_API_KEY: z.string().optional(),
    /** Nominatim's policy asks for an identifying User-Agent; the default names the product and its site. */
    PROVIDER_USER_AGENT: z.string().min(1).optional(),
    PROVIDER_TIMEOUT_MS: count(100, 10_000),
    /**
     * Issue 25: a project's ERA5 year is replaced in the background by the EN ISO 15927-4 reference year of ten ERA5
     * years (nine more archive calls per location); `false` keeps the one year (one call per location).
     */
    WEATHER_REFERENCE_YEAR: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    RATE_LIMIT_LOGIN_PER_MINUTE: count(1, 10),
    RATE_LIMIT_REGISTER_PER_MINUTE: count(1, 5),
    RATE_LIMIT_MAIL_PER_MINUTE: count(1, 5),
    RATE_LIMIT_CAPTCHA_PER_MINUTE: count(1, 30),
    /** Issue 28: token checks and refreshes, and uses of mailed links (confirmation, resets), a minute per address. */
    RATE_LIMIT_SESSION_PER_MINUTE: count(1, 120),
    RATE_LIMIT_LINK_PER_MINUTE: count(1, 10),
    /** Issue 28: the password strength meter's checks a minute per address (one per pause in typing). */
    RATE_LIMIT_STRENGTH_PER_MINUTE: count(1, 60),
    /**
     * Issue 28: logins per account (by address, known or not): this many in a row pass at once, then each waits 1, 2,
     * 4 ... s after the one before, at most LOGIN_MAX_WAIT_SECONDS (no lock-out); a successful login or an hour
     * without attempts starts afresh.
     */
    LOGIN_FREE_ATTEMPTS: count(1, 5),
    /**
     * Issue 28 (ASVS 4.0.3 3.3.2, level 2): a session ends this long after its sign-in however it is used, and after
     * this long without a refresh (the web app refreshes every 15 minutes while it makes calls).
     */
    SESSION_MAX_HOURS: count(1, 12),
    SESSION_IDLE_MINUTES: count(16, 30),
    /** Issue 28: mails one address may get in an hour, from any sender address; more are dropped (and logged). */
    MAIL_PER_RECIPIENT_PER_HOUR: count(1, 10),
    LOGIN_MAX_WAIT_SECONDS: count(1, 60),
    /**
     * Issue 28: administrators must have a second factor (TOTP) to sign in; one without is sent to set it up first.
     * `false` only for a test set-up.
     */
    ADMIN_TOTP_REQUIRED: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Issue 28: how long a client may take to send a whole request (headers and body; 408 after) and its headers,
     * how long a kept-alive connection may sit idle between requests, and how many requests one connection may carry.
     * The answer's own work is not limited by these.
     */
    REQUEST_TIMEOUT_MS: count(1_000, 30_000),
    HEADERS_TIMEOUT_MS: count(1_000, 10_000),
    KEEP_ALIVE_TIMEOUT_MS: count(1_000, 5_000),
    MAX_REQUESTS_PER_SOCKET: count(1, 1_000),
    /** Worker threads making documents; the default leaves one core to the event loop. */
    DOCUMENT_WORKERS: count(1, Math.max(1, availableParallelism() - 1)),
    DOCUMENT_JOBS_PER_USER: count(1, 2),
    /** A manufacturer's catalogue files (JSON, contracts/catalogue.ts); unset = the demo data. Read by catalogue.ts. */
    CATALOGUE_FILE: z.string().min(1).optional(),
    POOL_CATALOGUE_FILE: z.string().min(1).optional(),
  })
  .superRefine((config, context) => {
    if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
      const [missing, given] =
        config.ADMIN_EMAIL === undefined
          ? ['ADMIN_EMAIL', 'ADMIN_PASSWORD']
          : ['ADMIN_PASSWORD', 'ADMIN_EMAIL'];
      context.addIssue({ code: 'custom', path: [missing], message: `is required when ${given} is set` });
    }
    if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be above REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    }
    if (typeof config.SERVER_PROCESSES === 'number' && config.SERVER_PROCESSES > 1 && !config.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message:
          'above 1 needs DATABASE_URL: the embedded database belongs to the one process that starts it',
      });
    }
    if (config.CAPTCHA_PROVIDER !== 'recaptcha') {
      return;
    }
    for (const name of ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const) {
      if (!config[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when CAPTCHA_PROVIDER=recaptcha',
        });
      }
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Variables that are or may hold credentials: a wrong value is never echoed, since start-up errors reach logs. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'TOTP_KEY',
  'ADMIN_PASSWORD',
  'ALTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'OPEN_METEO_API_KEY',
]);

/** Reads the configuration from an environment; throws ConfigError naming the first wrong variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const value = env[name];
    const got =
      SECRET_VARIABLES.has(name) && value !== undefined
        ? `a value of ${value.length} characters`
        : JSON.stringify(value);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  return parsed.data;
}

/** A brand's public address (its PUBLIC_URL_<BRAND>), else the default one: where that brand's mails link. */
export function brandPublicUrl(config: Config, brand: BrandId): string {
  const own = { airsizer: undefined, clivet: config.PUBLIC_URL_CLIVET, prolux: config.PUBLIC_URL_PROLUX }[
    brand
  ];
  return own ?? publicUrl(config);
}

/** A brand's mail sender (its MAIL_FROM_<BRAND>), else MAIL_FROM. */
export function brandMailFrom(config: Config, brand: BrandId): string {
  const own = { airsizer: undefined, clivet: config.MAIL_FROM_CLIVET, prolux: config.MAIL_FROM_PROLUX }[
    brand
  ];
  return own ?? config.MAIL_FROM;
}

/** The address mails and documents link to: PUBLIC_URL, else this machine on the configured port. */
export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** Where mails go when no SMTP_URL is set: OUTBOX_DIR, else an `outbox` folder in DATA_DIR. */
export function outboxDir(config: Config): string {
  return config.OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox');
}

/** The User-Agent sent to data providers: PROVIDER_USER_AGENT, else the product, its version and its address. */
export function providerUserAgent(config: Config, version: string): string {
  return config.PROVIDER_USER_AGENT ?? `AirSizer/${version} (+${publicUrl(config)})`;
}
