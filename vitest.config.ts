import { defineConfig } from 'vitest/config'
import os from 'node:os'
import path from 'node:path'

export default defineConfig({
  resolve: { alias: { '#app': path.resolve('app'), '#tests': path.resolve('tests') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Guards against a hang, not a measure of speed: a loaded machine may take minutes to boot a
    // database or seed a year, and no test may fail for being slow.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One process per test file (the loader tests set process.env for the app they boot). Vitest
    // would run one at a time on two cores (cores − 1); the files wait on their database and
    // servers often enough that one per core keeps both cores busy.
    pool: 'forks',
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The databases are migrated and seeded once per run; each test file gets its own copy.
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-file.ts'],
  },
})
