import fs from 'node:fs'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/**
 * Each project has its own server and database (scripts/e2e-server.mjs), so that the two run side
 * by side, one worker each, without one's writes (a cart, a maintenance, an ended session)
 * reaching the other. The admin's maintenance screen would block every other test of its server:
 * e2e/zz-admin.test.ts runs in a project of its own once the others of that server are done.
 */
const servers = [
  { project: 'js', port: PORT },
  { project: 'no-js', port: PORT + 50 },
] as const
const baseURL = (project: (typeof servers)[number]['project']) =>
  `http://127.0.0.1:${servers.find((s) => s.project === project)!.port}`
const adminFile = /zz-admin\.test\.ts$/
const js = {
  baseURL: baseURL('js'),
  javaScriptEnabled: true,
  viewport: { width: 1280, height: 800 },
}
const noJs = {
  baseURL: baseURL('no-js'),
  javaScriptEnabled: false,
  viewport: { width: 360, height: 760 },
}
const debianChromium = '/usr/bin/chromium'

const launchOptions = {
  executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
  // This machine's network is closed: keep Chromium from calling home at every start.
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: servers.length,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hang, not a measure of speed (a loaded machine renders slowly).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'js',
      workers: 1,
      testIgnore: adminFile,
      use: js,
    },
    { name: 'js-admin', testMatch: adminFile, dependencies: ['js'], use: js },
    // Tests tagged @js are about what JavaScript adds; they run in the js project only.
    { name: 'no-js', workers: 1, grepInvert: /@js/, testIgnore: adminFile, use: noJs },
    {
      name: 'no-js-admin',
      grepInvert: /@js/,
      testMatch: adminFile,
      dependencies: ['no-js'],
      use: noJs,
    },
  ],
  webServer: servers.map(({ project, port }) => ({
    command: `node scripts/e2e-server.mjs ${project}`,
    // An API address: it answers once the runtime has migrated and seeded the demo (its year of
    // sales takes a while), so that no test starts against a database still being seeded.
    url: `http://127.0.0.1:${port}/v1/openapi.json`,
    reuseExistingServer: false,
    // Two servers seed their demo year side by side: on a loaded machine that takes minutes.
    timeout: 600_000,
    env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', REQUEST_LOG: 'false' },
  })),
})
