// The e2e tests run in Debian's headless Chromium (/usr/bin/chromium-headless-shell of the
// `chromium-headless-shell` package, see playwright.config.ts and
// docs/decisions/0014-e2e-in-chromium-headless-shell.md). Checked at the very start of `npm test`,
// so that a newcomer learns it in the first second rather than after the lint, typecheck and unit
// stages: installed here when running as root (CI, containers), otherwise the exact command to
// run. Run alone: `node scripts/check-chromium.mjs`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

export const CHROMIUM = '/usr/bin/chromium-headless-shell'
const PACKAGE = 'chromium-headless-shell'

const installed = () => {
  try {
    fs.accessSync(CHROMIUM, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** True when Chromium is there (installing it when possible); otherwise prints what to run. */
export function ensureChromium() {
  if (installed()) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.info(`${CHROMIUM} is missing: installing Debian's ${PACKAGE} (apt-get, about 30 s)…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0
    if (run(['update', '-qq']) && run(['install', '-y', '-qq', PACKAGE]) && installed()) return true
    console.error(`\nThe installation of ${PACKAGE} failed (see apt-get's output above).`)
    return false
  }
  console.error(
    [
      '',
      `The end-to-end tests need Debian's headless Chromium, and ${CHROMIUM} is missing.`,
      'Install it, then run npm test again:',
      '',
      `    sudo apt-get update && sudo apt-get install -y ${PACKAGE}`,
      '',
      `Les tests de bout en bout ont besoin de Chromium (${CHROMIUM} est absent) :`,
      'lancez la commande ci-dessus, puis de nouveau npm test.',
      '',
    ].join('\n'),
  )
  return false
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(ensureChromium() ? 0 : 1)
