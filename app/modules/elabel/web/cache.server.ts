import { createHash } from 'node:crypto'
import { onCatalogueChange } from '#app/modules/catalogue/catalogue-events'
import { getEnv } from '#app/platform/env.server'

/**
 * Rendered e-label pages, kept until the shop or its catalogue changes. Those writes announce
 * themselves in this process, and in the others sharing DATABASE_URL through PostgreSQL
 * LISTEN/NOTIFY (app/platform/change-events.ts): an hour is a mere bound. A web tier calling a
 * remote provider (PROVIDER_URL) never hears them: there an entry lives 60 s.
 */
export type CachedPage = { html: string; etag: string; shopId: number; expiresAt: number }

const MAX_ENTRIES = 2_000
const REMOTE_TTL_MS = 60_000
const LOCAL_TTL_MS = 3_600_000

const entries = new Map<string, CachedPage>()

onCatalogueChange(
  (shopId) => forgetShop(shopId),
  () => entries.clear(),
)

export function cacheKey(parts: (string | null | undefined)[]): string {
  return parts.map((p) => p ?? '').join('\u0000')
}

export function cachedPage(key: string, now = Date.now()): CachedPage | null {
  const entry = entries.get(key)
  if (!entry) return null
  entries.delete(key)
  if (entry.expiresAt <= now) return null
  // Re-inserted last: a Map keeps insertion order, so the first key is the least recently used.
  entries.set(key, entry)
  return entry
}

export function cachePage(key: string, shopId: number, html: string, now = Date.now()): CachedPage {
  const env = getEnv()
  const ttl = env.PROVIDER_URL ? REMOTE_TTL_MS : LOCAL_TTL_MS
  const entry = { html, etag: etagOf(html), shopId, expiresAt: now + ttl }
  entries.delete(key)
  entries.set(key, entry)
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  return entry
}

export function forgetShop(shopId: number) {
  for (const [key, entry] of entries) if (entry.shopId === shopId) entries.delete(key)
}

export const cachedPageCount = () => entries.size

/** Weak: the server's compression changes the bytes, not the page. */
export const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`

/** If-None-Match names this ETag (or `*`), compared weakly as RFC 9110 asks for GET. */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}
