import { describe, expect, it } from 'vitest'
import { accessRules, findAccessRule } from '#app/domain/access'
import { patternOf, routeIds, routeSource, sampleOf } from './route-files'

/**
 * The access table (spec 2.4) and the route files stay in step: every page has its rule, every
 * rule its page.
 */

/** Routes outside the access table: the provider API's mount point, the version file and the 404 splat. */
const withoutRule = new Set(['v1.$', 'version[.]txt', '$'])

/**
 * Rules whose pages the lead engineer is still writing. Empty this list as they land: the test
 * below fails when one of them has its route, so that the list cannot go stale.
 */
const pending = new Set(['/cart', '/tickets', '/admin'])

const routes = routeIds().map((id) => ({ id, ...patternOf(id) }))

describe('patternOf', () => {
  it.each([
    ['_index', '/'],
    ['dashboard', '/dashboard'],
    ['dashboard._index', '/dashboard'],
    ['dashboard.orders.$id', '/dashboard/orders/:id'],
    ['dashboard.salespoints.$id.new-order', '/dashboard/salespoints/:id/new-order'],
    ['version[.]txt', '/version.txt'],
    ['$name_.nutritiveValues', '/:name/nutritiveValues'],
    ['_public.help', '/help'],
    ['gs1.01.$ean.22.$vintage._index', '/gs1/01/:ean/22/:vintage'],
    ['v1.$', '/v1'],
  ])('reads %s as %s', (id, pattern) => {
    expect(patternOf(id).pattern).toBe(pattern)
  })

  it('knows splats and index routes', () => {
    expect(patternOf('$')).toEqual({ pattern: '/', splat: true, index: false })
    expect(patternOf('dashboard.orders._index')).toMatchObject({ index: true })
  })
})

describe('routes and access rules', () => {
  it('finds the route files', () => {
    expect(routes.length).toBeGreaterThan(100)
    expect(routes.map((r) => r.id)).toContain('dashboard.orders.quotes')
  })

  it('gives every route its own access rule', () => {
    const missing = routes
      .filter((r) => !withoutRule.has(r.id) && !r.splat)
      .filter((r) => findAccessRule(sampleOf(r.pattern))?.pattern !== r.pattern)
      .map((r) => `${r.id} (${r.pattern}) → ${findAccessRule(sampleOf(r.pattern))?.pattern ?? 'aucune règle'}`)
    expect(missing).toEqual([])
  })

  it('gives every access rule a route', () => {
    const patterns = new Set(routes.map((r) => r.pattern))
    const orphans = accessRules.map((r) => r.pattern).filter((p) => !patterns.has(p) && !pending.has(p))
    expect(orphans).toEqual([])
  })

  it('keeps the pending list to rules that still have no route', () => {
    const patterns = new Set(routes.map((r) => r.pattern))
    const landed = [...pending].filter((p) => patterns.has(p))
    expect(landed, 'these routes exist now: remove them from `pending`').toEqual([])
    const unknown = [...pending].filter((p) => !accessRules.some((r) => r.pattern === p))
    expect(unknown).toEqual([])
  })

  it('maps no two pages to the same URL', () => {
    // A layout and its index share their path; two pages (leaves) never do.
    const isLayout = (id: string) => routes.some((r) => r.id.startsWith(`${id}.`))
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const r of routes) {
      if (!r.index && isLayout(r.id)) continue
      const url = r.splat ? `${r.pattern}/*` : r.pattern
      const other = seen.get(url)
      if (other) clashes.push(`${other} ~ ${r.id} (${url})`)
      seen.set(url, r.id)
    }
    expect(clashes).toEqual([])
  })

  it('declares loaders and actions, never builds them by a call at module level', () => {
    // Such a call stays in the browser bundle, where a `.server` module is empty: the page would crash there.
    const built = routeIds().filter((id) => /^export const (loader|action) = (?!\(|async\b|function\b)[\w.]+\(/m.test(routeSource(id)))
    expect(built).toEqual([])
  })

  it('starts every loader and action of a page with the guard', () => {
    const unguarded = routeIds()
      .filter((id) => !withoutRule.has(id))
      .filter((id) => {
        const source = routeSource(id)
        const servesData = /export (async function|function|const) (loader|action)\b/.test(source)
        // A loader that only answers 404 needs no guard; `loadArea` guards for its pages.
        const onlyNotFound =
          !/export (async function|function|const) action\b/.test(source) && /throw new Response\('Not Found'/.test(source)
        return servesData && !onlyNotFound && !/\bguard\(request\)|\bloadArea\(/.test(source)
      })
    expect(unguarded).toEqual([])
  })
})
