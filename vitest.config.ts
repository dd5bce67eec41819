import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

/**
 * Test projects: `unit` (pure modules), `server` (the real server over HTTP and Socket.IO, on
 * the embedded database, or on PostgreSQL with TEST_DB=postgres), `e2e` (Chromium against the
 * real server), `scaling` (two instances behind nginx and HAProxy on PostgreSQL) and `desktop` (main-process
 * modules in Node).
 */
/** Server suites that measure waits (an import must leave other requests answered within 1 s): run alone, not beside other suites on the same cores. */
const SERVER_ALONE = ['tests/server/imports-stall.test.ts'];
/** Server suites about PostgreSQL itself (its advisory lock, a cut connection): part of the run only with TEST_DB=postgres, never skipped in the embedded one. */
const POSTGRES_ONLY = ['tests/server/migrations-concurrent.test.ts', 'tests/server/database-outage.test.ts'];
const onPostgres = process.env.TEST_DB === 'postgres';
/** A project whose files run one at a time, each in its own process, with nothing beside them. */
const ONE_FILE_AT_A_TIME = { environment: 'node', pool: 'forks', maxWorkers: 1, fileParallelism: false } as const;

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    projects: [
      {
        extends: true,
        // Property tests run thousands of cases: room for a loaded machine (a timeout is no assertion).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // Each language's texts load on their own in the app: the tests have both at hand.
          setupFiles: ['tests/unit/renderer/support/load-catalogues.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/realtime/**/*.test.ts'],
          exclude: [...SERVER_ALONE, ...(onPostgres ? [] : POSTGRES_ONLY)],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Suites that bound how long the server keeps others waiting: they run with nothing beside them.
          name: 'server-alone',
          include: [...SERVER_ALONE],
          ...ONE_FILE_AT_A_TIME,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/e2e/support/fail-on-page-errors.ts', 'tests/e2e/support/describe-failure.ts'],
          // One more try for a browser test that failed (each failed try is described and named
          // at the end of `npm test`: a pass on the retry is a flaky test to look into, not a pass to forget).
          retry: 1,
          ...ONE_FILE_AT_A_TIME,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Two instances behind nginx and HAProxy on a private PostgreSQL cluster (issue 27): alone, one file at a time.
          name: 'scaling',
          include: ['tests/scaling/**/*.test.ts'],
          ...ONE_FILE_AT_A_TIME,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'desktop',
          include: ['tests/desktop/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Some files start the real server (database included) in a hook: allow for a busy machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
