import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What one HTTP request shares between its loaders. Remix hands every loader its own copy of the
 * `Request` (it strips `?index` and `?_routes` into a new one), so a cache keyed by the Request
 * misses between the root loader, a layout and its page; the production server (server.mjs) runs
 * each request inside this scope instead. Outside it (tests calling a loader directly) there is
 * no scope and callers fall back to their own per-Request cache.
 */
type Scope = Map<string, unknown>

declare global {
  var __caveauRequestScope: AsyncLocalStorage<Scope> | undefined
}

const storage = (globalThis.__caveauRequestScope ??= new AsyncLocalStorage<Scope>())

/** Runs `next` (the rest of the request's handling) in a fresh scope. */
export function runInRequestScope<T>(next: () => T): T {
  return storage.run(new Map(), next)
}

/**
 * The value of `key` for this request, made once by `make`. Only for reads of a GET: an action's
 * request and the loaders that run after it in the same document POST must not share a value
 * read before the action changed it. Null outside a scope or for other methods.
 */
export function requestScoped<T>(request: Request, key: string, make: () => T): T | null {
  const scope = storage.getStore()
  if (!scope || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  const id = `${key}\u0000${request.headers.get('cookie') ?? ''}`
  if (!scope.has(id)) scope.set(id, make())
  return scope.get(id) as T
}
