import fs from 'node:fs'
import { defineConfig } from '@playwright/test'
import { EMPTY_BASE_URL, EMPTY_PORT } from './e2e/empty-server'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const serverEnv = { HOST: '127.0.0.1', NODE_ENV: 'production', REQUEST_LOG: 'false' }
// Debian's headless Chromium (package chromium-headless-shell, which `npm test` checks first):
// the same Blink and V8 as the desktop browser without its windowing layers, a third less CPU
// a test (docs/decisions/0014-e2e-in-chromium-headless-shell.md). The desktop `chromium`, when it
// is all there is, serves too (and is the one for `--headed`).
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  fs.existsSync(path),
)

const launchOptions = {
  executablePath: debianChromium,
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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hang, not a measure of speed (a loaded machine renders slowly).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'js',
      // Tests tagged @server check what the server alone decides (a redirect answering a
      // page.goto, a link sanitised by the server, a page that ships no script): JavaScript
      // changes nothing in them, so they run once, in no-js only.
      grepInvert: /@server/,
      use: { javaScriptEnabled: true, viewport: { width: 1280, height: 800 } },
    },
    // Tests tagged @js are about what JavaScript adds; they run in the js project only.
    {
      name: 'no-js',
      grepInvert: /@js/,
      use: { javaScriptEnabled: false, viewport: { width: 360, height: 760 } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      // An API address: it answers once the runtime has migrated and seeded the demo (its year of
      // sales takes a while), so that no test starts against a database still being seeded.
      url: `http://127.0.0.1:${PORT}/v1/openapi.json`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { ...serverEnv, PORT: String(PORT) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${EMPTY_BASE_URL}/v1/openapi.json`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        ...serverEnv,
        PORT: String(EMPTY_PORT),
        SEED_DEMO: 'false',
        E2E_DATA: './data/e2e-empty',
      },
    },
  ],
})
