import { appVersion } from '#app/platform/api/runtime.server'

/** The deployed version; the shell compares it with the first one it saw (spec 4). */
export function loader() {
  return new Response(`${appVersion()}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  })
}
