/**
 * What a shop's public pages read far more often than it is written (its catalogue, its published
 * blocks), kept in memory per database and shop. Every write announces itself
 * (`catalogueChanged`, here or in another process on the same PostgreSQL): an entry loaded before
 * the shop's last change is read again; `ttlMs` bounds what nobody announced (SQL by hand).
 */
import type { Db } from '#app/platform/db/client'
import { onCatalogueChange } from './catalogue-events'

/** Bumped by every change of a shop; an entry loaded under an older version is stale. */
let changes = 0
const shopVersions = new Map<number, number>()
let allVersion = 0
onCatalogueChange(
  (shopId) => shopVersions.set(shopId, ++changes),
  () => (allVersion = ++changes),
)

const MAX_ENTRIES = 1_000

type Entry<T> = { loadedAt: number; version: number; value: Promise<T> }

/** `load(db, shopId, part)` kept per shop and `part` (a tab, …) until the shop changes. */
export function shopMemo<T>(
  ttlMs: number,
  load: (db: Db, shopId: number, part: string) => Promise<T>,
): (db: Db, shopId: number, part?: string) => Promise<T> {
  // Keyed by database as well: tests and tools may run several APIs in one process.
  const caches = new WeakMap<Db, Map<string, Entry<T>>>()
  return (db, shopId, part = '') => {
    let cache = caches.get(db)
    if (!cache) {
      cache = new Map()
      caches.set(db, cache)
    }
    const key = `${shopId}\u0000${part}`
    const now = Date.now()
    const version = Math.max(shopVersions.get(shopId) ?? 0, allVersion)
    const entry = cache.get(key)
    if (entry && entry.version === version && now - entry.loadedAt < ttlMs) return entry.value
    // The oldest entry makes room (a Map iterates in insertion order).
    if (!entry && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
    // The promise is kept, so that concurrent first requests share one load.
    const value = load(db, shopId, part)
    const fresh: Entry<T> = { loadedAt: now, version, value }
    cache.set(key, fresh)
    value.catch(() => {
      if (cache.get(key) === fresh) cache.delete(key)
    })
    return value
  }
}
