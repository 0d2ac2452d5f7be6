/**
 * The public pages a visitor without an account sees (the shop listing, a product, the legal
 * notice, help, sign-in) are the same for every visitor of the same language who has answered the
 * alcohol notice the same way. Those pages say so with `Cache-Control: public, s-maxage=…` (a CDN
 * may then serve them), and the production server (server.mjs) keeps them too: a shared HTTP cache
 * in front of Remix honouring the same header, so that the same page is not rendered again for
 * every visitor.
 *
 * The e-label pages (`public, max-age=300`, rendered once by app/elabel) are kept the same way.
 *
 * Never cached: a request carrying any other cookie (a session, a visitor's cart, a snackbar, an
 * agent mode), a response setting a cookie, anything but a 200 to GET or HEAD. Invalidated as a
 * whole by every catalogue, shop or maintenance change the provider announces (at once, and from
 * other processes on the same PostgreSQL through LISTEN/NOTIFY); a page also expires after its
 * s-maxage (PUBLIC_PAGE_MAX_AGE_S: stock moved by an order, a maintenance window that opens, and
 * every change of a remote provider (PROVIDER_URL), whose announcements this process never
 * hears, show within those seconds). Prices depend on the date (excise duties change on 1 January):
 * the key holds the day in Paris, so no page crosses midnight.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { onProviderChange } from './provider.server'

export const PUBLIC_PAGE_MAX_AGE_S = 10
const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_MAX_AGE_S}, stale-while-revalidate=60`
const MAX_ENTRIES = 1_000
const MAX_BODY_BYTES = 1 << 20
const STALE_WHILE_REVALIDATE_MS = 60_000

/** The only cookies a cached page may vary on: it is keyed by their values. */
const VARYING_COOKIES = new Set(['isOver18', 'locale'])

function cookiesOf(header: string | null | undefined): Map<string, string> | null {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(/;\s*/)) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const name = at > 0 ? pair.slice(0, at) : pair
    if (!VARYING_COOKIES.has(name)) return null
    cookies.set(name, at > 0 ? pair.slice(at + 1) : '')
  }
  return cookies
}

/** Whether this request may be answered with a page cached for every visitor. */
export function isAnonymousRequest(request: Request): boolean {
  return cookiesOf(request.headers.get('cookie')) !== null
}

/** A route whose page is the same for every visitor says so with this handle. */
export type PublicPageHandle = { publicCache?: boolean }

/**
 * Makes a rendered document public when its route says it may be (`handle.publicCache`), the
 * request comes from a visitor without an account (no cookie but `isOver18` and `locale`), and
 * nothing in the answer is personal (a 200 to a GET setting no cookie). Everything else is
 * `private, no-store`.
 */
export function setDocumentCaching(
  request: Request,
  status: number,
  headers: Headers,
  handle: PublicPageHandle | undefined,
) {
  const isPublic =
    handle?.publicCache === true &&
    request.method === 'GET' &&
    status === 200 &&
    !headers.has('Set-Cookie') &&
    isAnonymousRequest(request)
  if (isPublic) {
    headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
    headers.set('Vary', 'Cookie, Accept-Language')
  } else if (!headers.has('Cache-Control') || /\bpublic\b/.test(headers.get('Cache-Control')!)) {
    headers.set('Cache-Control', 'private, no-store')
  }
}

let dayCache = { until: 0, day: '' }
function today(now: number): string {
  if (now >= dayCache.until) dayCache = { until: now + 1_000, day: parisIsoDay(new Date(now)) }
  return dayCache.day
}

export type CachedResponse = {
  status: number
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  etag: string
  storedAt: number
  expiresAt: number
}

const entries = new Map<string, CachedResponse>()
/** Pages being rendered now, settled when the render's response is over. */
const rendering = new Map<string, Promise<void>>()
/** Keys whose last answer could not be kept, until when: their requests do not wait on each other. */
const uncacheable = new Map<string, number>()
let generation = 0
let listening = false

function forgetAll() {
  generation += 1
  entries.clear()
}

/** The interface server.mjs uses (it runs untranspiled, outside the build). */
export const pageCache = {
  /** The key of a request that may be served from the cache, or null. */
  keyOf(
    method: string,
    url: string,
    cookie: string | undefined,
    acceptLanguage: string | undefined,
  ): string | null {
    if (method !== 'GET' && method !== 'HEAD') return null
    const cookies = cookiesOf(cookie)
    if (!cookies) return null
    if (!listening) {
      listening = true
      onProviderChange(forgetAll)
    }
    // The whole header, as a CDN's Vary would: e-labels speak more languages than the pages.
    return [
      url,
      cookies.get('isOver18') ?? '',
      cookies.get('locale') ?? '',
      acceptLanguage?.trim() ?? '',
      today(Date.now()),
    ].join('\u0000')
  },

  /**
   * The page to answer with: fresh, or past its s-maxage (within stale-while-revalidate) while
   * another request is rendering it again. Null: render it (through `begin`).
   */
  get(key: string, now = Date.now()): CachedResponse | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expiresAt > now) return entry
    if (entry.expiresAt + STALE_WHILE_REVALIDATE_MS <= now) {
      entries.delete(key)
      return null
    }
    return rendering.has(key) ? entry : null
  },

  /**
   * One render per page at a time: the first request renders (`leader`, then `done()` when its
   * response is over), the others wait for it (`wait`) rather than render the same page again.
   */
  begin(
    key: string,
    now = Date.now(),
  ): { leader: true; done: () => void } | { leader: false; wait: Promise<void> | null } {
    // A page its route does not make public (a 404, a redirect, a private page): nothing to wait for.
    if ((uncacheable.get(key) ?? 0) > now) return { leader: false, wait: null }
    const pending = rendering.get(key)
    if (pending) return { leader: false, wait: pending }
    let done!: () => void
    rendering.set(key, new Promise<void>((resolve) => (done = resolve)))
    return {
      leader: true,
      done: () => {
        rendering.delete(key)
        done()
      },
    }
  },

  /** Taken before rendering: a change announced meanwhile makes the render unfit to keep. */
  generation: () => generation,

  /** Keeps a response the route declared public; returns whether it was kept. */
  store(
    key: string,
    startedAt: number,
    response: { status: number; headers: Record<string, unknown>; body: Buffer },
    now = Date.now(),
  ): boolean {
    const refuse = () => {
      if (uncacheable.size >= 10_000) uncacheable.clear()
      uncacheable.set(key, now + PUBLIC_PAGE_MAX_AGE_S * 1_000)
      return false
    }
    if (startedAt !== generation) return false
    if (response.status !== 200) return refuse()
    const headers: [string, string][] = []
    let maxAge = 0
    let html = false
    for (const [name, value] of Object.entries(response.headers)) {
      const lower = name.toLowerCase()
      if (lower === 'set-cookie') return refuse()
      if (['content-encoding', 'content-length', 'transfer-encoding', 'etag'].includes(lower))
        continue
      if (lower === 'cache-control') {
        const text = String(value)
        if (!/\bpublic\b/.test(text) || /\bno-store\b|\bprivate\b/.test(text)) return refuse()
        // A shared cache reads s-maxage, else max-age (RFC 9111 §4.2.1), like a CDN.
        const age = text.match(/\bs-maxage=(\d+)/) ?? text.match(/\bmax-age=(\d+)/)
        maxAge = Number(age?.[1] ?? 0)
      }
      if (lower === 'content-type') html = String(value).startsWith('text/html')
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
    }
    // Pages only (documents and e-labels), not images or files.
    if (maxAge <= 0 || !html || response.body.length > MAX_BODY_BYTES) return refuse()
    uncacheable.delete(key)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(key, {
      status: response.status,
      headers,
      body: response.body,
      gzip: zlib.gzipSync(response.body),
      etag: `W/"${createHash('sha1').update(response.body).digest('base64url')}"`,
      storedAt: now,
      expiresAt: now + Math.min(maxAge, PUBLIC_PAGE_MAX_AGE_S) * 1_000,
    })
    return true
  },

  size: () => entries.size,
  clear: forgetAll,
}
