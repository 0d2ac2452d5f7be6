import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What one HTTP request shares between its loaders, and the in-process provider calls they make.
 * Remix hands every loader its own copy of the `Request` (it strips `?index` and `?_routes` into
 * a new one), so a cache keyed by the Request misses between the root loader, a layout and its
 * page; the production server (server.mjs) runs each request inside this scope instead. Outside
 * it (tests calling a loader directly) there is no scope and callers fall back to their own
 * per-Request cache. Only a read (GET or HEAD) shares anything: an action's request and the
 * loaders that run after it in the same document POST must not share a value read before the
 * action changed it.
 */
type Scope = { read: boolean; values: Map<string, unknown> }

declare global {
  var __caveauRequestScope: AsyncLocalStorage<Scope> | undefined
}

const storage = (globalThis.__caveauRequestScope ??= new AsyncLocalStorage<Scope>())

/** Runs `next` (the rest of the handling of an HTTP request of `method`) in a fresh scope. */
export function runInRequestScope<T>(next: () => T, method = 'GET'): T {
  return storage.run({ read: method === 'GET' || method === 'HEAD', values: new Map() }, next)
}

/**
 * The value of `key` for this HTTP request, made once by `make`; null outside a scope or when the
 * request is not a read. The key must name everything the value depends on (a session's token, a
 * user's cookie).
 */
export function requestScoped<T>(key: string, make: () => T): T | null {
  const scope = storage.getStore()
  if (!scope?.read) return null
  if (!scope.values.has(key)) scope.values.set(key, make())
  return scope.values.get(key) as T
}
