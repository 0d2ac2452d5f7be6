// Starts server.mjs in this process; with SENTRY_DSN, in a child started with `--import` so that
// Sentry is loaded before the app.
import { spawn } from 'node:child_process'

if (process.env.SENTRY_DSN && !process.env.CAVEAU_SENTRY_LOADED) {
  const child = spawn(process.execPath, ['--import', './instrument.server.mjs', 'server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, CAVEAU_SENTRY_LOADED: '1' },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
} else {
  await import('../server.mjs')
}
