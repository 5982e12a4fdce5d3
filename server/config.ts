import { z } from 'zod';

/**
 * The server's configuration, read once from the environment at start-up. A wrong value stops the process with
 * one line naming the variable (see main.ts). Every variable is listed in the README.
 */
const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a URL of the form postgres://user[:password]@host[:port]/database');

const ConfigSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be an integer from 1 to 65535' })
    .int('must be an integer from 1 to 65535')
    .min(1, 'must be an integer from 1 to 65535')
    .max(65535, 'must be an integer from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://airsizer.example.com').optional(),
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
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

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
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  return parsed.data;
}

/** The address mails and documents link to: PUBLIC_URL, else this machine on the configured port. */
export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
