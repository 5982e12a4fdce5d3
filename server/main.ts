import { buildApp } from './app';
import { loadCatalogues } from './catalogue';
import { ConfigError, loadConfig, publicUrl } from './config';
import { databaseTargetFor, openDatabase } from './db/client';
import { ensureAdministrator } from './services/administrators.service';
import { PasswordHasher } from './services/password-hasher';

/**
 * The product's entry point: configuration and catalogues, database with migrations, a first administrator if there is none, then
 * one port for API and web app.
 */
async function main(): Promise<void> {
  let config;
  let catalogues;
  try {
    config = loadConfig(process.env);
    catalogues = loadCatalogues(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The embedded PostgreSQL's own log only when asked for (LOG_LEVEL debug or trace).
  const verbose = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
  const target = databaseTargetFor(config, (line) =>
    verbose ? console.log(`[postgres] ${line}`) : undefined,
  );
  // Issue 28: the embedded PostgreSQL is restarted when it dies; each step is logged, and when every attempt failed
  // the server exits 1 so that a process manager sees the failure (and restarts the whole).
  const stamp = (line: string) => `${new Date().toISOString()} ${line}`;
  const database = await openDatabase(
    target.kind === 'embedded'
      ? {
          ...target,
          supervision: {
            report: (line) => console.error(stamp(line)),
            giveUp: (error) => {
              console.error(stamp(`${error.message}: the server stops`));
              process.exit(1);
            },
          },
        }
      : target,
  );
  const app = await buildApp({ config, database, catalogues });
  // The password goes to the console once, never through the logger (whose lines may be shipped and kept).
  await ensureAdministrator({ db: database.db, hasher: PasswordHasher.fromConfig(config), config }, (text) =>
    console.log(text),
  );
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`AirSizer is serving ${publicUrl(config)} on ${database.kind}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
