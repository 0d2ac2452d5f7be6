import { defineConfig } from 'vitest/config'
import os from 'node:os'
import path from 'node:path'

export default defineConfig({
  resolve: { alias: { '#app': path.resolve('app'), '#tests': path.resolve('tests') } },
  test: {
    environment: 'node',
    projects: [
      // Unit and API tests build everything they use (createTestApi, their own databases): one
      // process may run many of them, importing the app once instead of once per file (the import
      // was two thirds of these files' time).
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['app/**/*.test.{ts,tsx}', 'tests/api/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      // Loader tests share their processes too: each file points the app's one runtime at its own
      // database and configuration (tests/web/env.ts, configureRuntime) instead of importing the
      // app afresh, and tests/web/setup-file.ts closes that runtime after the file.
      // They stay on embedded PGlite, the default engine, even when TEST_DATABASE_URL moves the API
      // tests to a PostgreSQL server: one run then covers both engines, each test once
      // (docs/decisions/0017-one-run-both-engines.md).
      {
        extends: true,
        test: {
          name: 'web',
          env: { TEST_DATABASE_URL: '' },
          include: ['tests/web/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['tests/support/setup-file.ts', 'tests/web/setup-file.ts'],
        },
      },
    ],
    // Guards against a hang, not a measure of speed: a loaded machine may take minutes to boot a
    // database or seed a year, and no test may fail for being slow.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Vitest would run one file at a time on two cores (cores − 1); the files wait on their
    // database and servers often enough that one per core keeps both cores busy.
    pool: 'forks',
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The databases are migrated and seeded once per run; each test file gets its own copy.
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-file.ts'],
  },
})
