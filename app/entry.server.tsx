import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createInstance } from 'i18next'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getRuntime } from '#app/api/runtime.server'
import { i18nConfig } from '#app/i18n'
import { getEnv } from '#app/utils/env.server'
import { getLocale } from '#app/utils/i18n.server'

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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const lng = await getLocale(request)
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng })
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
          const body = new PassThrough()
          // Clear the abort timer once the stream ends, or every render keeps one alive.
          body.on('close', () => clearTimeout(timer))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (!responseHeaders.has('Cache-Control'))
            responseHeaders.set('Cache-Control', 'private, no-store')
          responseHeaders.set('X-Content-Type-Options', 'nosniff')
          responseHeaders.set('Referrer-Policy', 'same-origin')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
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
