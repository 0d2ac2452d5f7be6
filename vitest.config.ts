import { defineConfig } from 'vitest/config'
import path from 'node:path'

export default defineConfig({
  resolve: { alias: { '#app': path.resolve('app'), '#tests': path.resolve('tests') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The databases are migrated and seeded once per run; each test file gets its own copy.
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-file.ts'],
  },
})
