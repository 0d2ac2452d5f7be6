import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ensureI18n } from '#app/platform/web/i18n-client'

async function hydrate() {
  // The root marks pages that translate (`data-i18n`); the others never download i18next.
  if (document.documentElement.hasAttribute('data-i18n'))
    await ensureI18n(document.documentElement.lang || 'fr')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
}

const CHUNK_RELOAD_GUARD_MS = 60_000

/** A new deployment removed the chunk this page wants: reload, but at most once a minute (spec 8). */
function reloadOnChunkError(message: string) {
  if (
    !/Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  )
    return
  const last = Number(sessionStorage.getItem('chunkReloadAt') ?? 0)
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return
  sessionStorage.setItem('chunkReloadAt', String(Date.now()))
  window.location.reload()
}
window.addEventListener('error', (event) => reloadOnChunkError(String(event.message ?? '')))
window.addEventListener('unhandledrejection', (event) =>
  reloadOnChunkError(String(event.reason?.message ?? event.reason ?? '')),
)

// Sentry costs ~31 KB of JavaScript: load it only when a DSN is configured.
if (window.ENV?.SENTRY_DSN) {
  const dsn = window.ENV.SENTRY_DSN
  void import('@sentry/remix').then((sentry) => sentry.init({ dsn, tracesSampleRate: 0.1 }))
}

void hydrate()
