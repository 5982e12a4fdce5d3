import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every kind of test. The API tests run on PGlite always and, when TEST_DATABASE_URL points
// at a PostgreSQL server, a second time on it (.ci/run sets it), so both databases pass the same suite.
const postgresUrl = process.env.TEST_DATABASE_URL;

// Tests that start a process (the command line, the admin script) or the whole API (the API docs from its OpenAPI
// document): seconds each, so they run in a project of their own.
const PROCESS_TESTS = [
  'cli/calc.test.ts',
  'scripts/admin.test.ts',
  'scripts/api-docs.test.ts',
  // Issue 28: the server on its embedded PostgreSQL, which is killed with -9 and restarted.
  'server/db/embedded-supervision.test.ts',
];

// Server tests whose outcome no database changes: the documents' content (rendered from fixtures; the language test
// reads its positions through the API, but asks only what the documents say) and the process starts (each starts its
// own database): they run once, in api-pglite.
const DATABASE_FREE_TESTS = [
  'server/documents/**/*.test.ts',
  'server/bundle.test.ts',
  'server/web-serving.test.ts',
  'server/main.test.ts',
  'server/config.test.ts',
  'server/launch.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two cores. The browser tests run on their own
    // afterwards (fileParallelism: false), so two workers share the rest.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'engine',
          include: [
            'engine/**/*.test.ts',
            'contracts/**/*.test.ts',
            'domain/**/*.test.ts',
            'cli/**/*.test.ts',
            'lint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          environment: 'node',
        },
      },
      {
        // Most of the engine project's time went to these (167 s of 192): a project of their own runs them beside
        // the rest instead of behind it, and a slow run of one shows under its own name.
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['server/**/*.test.ts'],
          // The process tests run once, in their own project (the embedded PostgreSQL test ran three times).
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['server/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...PROCESS_TESTS, ...DATABASE_FREE_TESTS],
                environment: 'node',
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form tests drive MUI through jsdom: seconds each, and over 30 s when a 2-core machine carries a load of 30
          // (issue 27: five tests timed out so beside other helpers' runs). A timeout only catches a hang: a passing
          // test takes no longer for it.
          testTimeout: 120_000,
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // A walk pass took over 120 s on a 2-core box at a load average of 9 (both suites side by side).
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: too short for a page on a loaded 2-core CI box (the browser
          // tests' counterpart of Testing Library's 1 s), so every poll of the suite gets 20 s, well inside the test's.
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
