import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createInstance, type i18n } from 'i18next'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getRuntime } from '#app/platform/api/runtime.server'
import { i18nConfig } from '#app/i18n'
import { getEnv } from '#app/platform/env.server'
import { getLocale } from '#app/platform/web/i18n.server'
import { setDocumentCaching, type PublicPageHandle } from '#app/platform/web/page-cache.server'

export const streamTimeout = 5_000

// Check the configuration and open, migrate and seed the database as the server starts, not on the
// first visit (a bad setting stops the process with a clear message).
// With PROVIDER_URL this process is only the web tier: it opens no database of its own.
if (!getEnv().PROVIDER_URL) {
  void getRuntime().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

// The production server runs each request in a scope its loaders share (one /v1/users/me a page).
export { runInRequestScope } from '#app/platform/request-scope'
export { pageCache } from '#app/platform/web/page-cache.server'
// What the server refuses before any route (server.mjs): unknown methods, NUL bytes in the URL.
export { requestRefusal } from '#app/platform/domain/hostile-input'
/** Resolves once the database is migrated and seeded (the cluster's workers wait for it). */
export const whenReady = () =>
  getEnv().PROVIDER_URL ? Promise.resolve() : getRuntime().then(() => undefined)

// One initialised i18next per locale, shared by every render: the resources are bundled and no
// render changes the language, so creating and initialising one per request was pure cost.
const instances = new Map<string, Promise<i18n>>()
function i18nFor(lng: string): Promise<i18n> {
  let pending = instances.get(lng)
  if (!pending) {
    const instance = createInstance()
    pending = instance
      .use(initReactI18next)
      .init({ ...i18nConfig, lng })
      .then(() => instance)
    instances.set(lng, pending)
  }
  return pending
}

/**
 * Where React writes a page: kept in memory while the render runs in one go, turned into a stream
 * only when something suspends and the rest comes later.
 */
class RenderSink extends Writable {
  private chunks: Buffer[] = []
  private rest: PassThrough | null = null

  _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.rest) this.rest.write(chunk, done)
    else {
      this.chunks.push(chunk)
      done()
    }
  }

  _final(done: (error?: Error | null) => void) {
    this.rest?.end()
    done()
  }

  whole(): Uint8Array<ArrayBuffer> {
    const page = new Uint8Array(this.chunks.reduce((size, chunk) => size + chunk.length, 0))
    let at = 0
    for (const chunk of this.chunks) {
      page.set(chunk, at)
      at += chunk.length
    }
    return page
  }

  streamRest(): PassThrough {
    this.rest = new PassThrough()
    for (const chunk of this.chunks) this.rest.write(chunk)
    this.chunks = []
    this.on('error', (error) => this.rest?.destroy(error))
    return this.rest
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const i18n = await i18nFor(await getLocale(request))
  const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </I18nextProvider>,
      {
        [readyEvent]() {
          shellRendered = true
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          const leaf = remixContext.staticHandlerContext.matches.at(-1)
          setDocumentCaching(
            request,
            responseStatusCode,
            responseHeaders,
            leaf
              ? (remixContext.routeModules[leaf.route.id]?.handle as PublicPageHandle)
              : undefined,
          )
          responseHeaders.set('X-Content-Type-Options', 'nosniff')
          responseHeaders.set('Referrer-Policy', 'same-origin')
          const sink = new RenderSink()
          pipe(sink)
          // Nothing suspended: React wrote the whole page during pipe(). One buffer then goes
          // through compression and the socket once, instead of some thirty 2 KiB chunks each
          // crossing a stream, a ReadableStream and zlib (a tenth of a signed-in page's CPU).
          if (sink.writableEnded) {
            clearTimeout(timer)
            resolve(
              new Response(sink.whole(), { headers: responseHeaders, status: responseStatusCode }),
            )
            return
          }
          const body = sink.streamRest()
          // Clear the abort timer once the stream ends, or every render keeps one alive.
          body.on('close', () => clearTimeout(timer))
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    const timer = setTimeout(abort, streamTimeout + 1000)
  })
}
