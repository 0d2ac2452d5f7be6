import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessRules, findAccessRule } from '#app/platform/domain/access'
import { patternOf, routeIds, routeSource, sampleOf } from './route-files'

/**
 * The access table (spec 2.4) and the route files stay in step: every page has its rule, every
 * rule its page.
 */

/** Routes outside the access table: the provider API's mount point, the version file and the 404 splat. */
const withoutRule = new Set(['v1.$', 'version[.]txt', '$'])

/**
 * Rules whose pages are still being written (the lead engineer's /cart, /shops…, /tickets, /admin and
 * shop pages, all landed by now). Add a pattern here only while its route is on its way: the test
 * below fails once it has its route, so that the list cannot go stale.
 */
const pending = new Set<string>([])

const routes = routeIds().map((id) => ({ id, ...patternOf(id) }))

/** The first statement of each exported function `names` of a module, by name. */
function firstStatements(source: string, names: string): Map<string, string> {
  const found = new Map<string, string>()
  const declared = new RegExp(
    `export (?:async )?function (${names})\\s*\\([\\s\\S]*?\\)\\s*(?::[^{]+)?\\{\\s*\\n(?:\\s*//[^\\n]*\\n)*\\s*([^\\n]*)`,
    'g',
  )
  for (const [, name, first] of source.matchAll(declared)) found.set(name, first)
  const arrows = new RegExp(`export const (${names}) = \\([^)]*\\) =>\\s*([^\\n]*)`, 'g')
  for (const [, name, first] of source.matchAll(arrows)) found.set(name, first)
  return found
}

/** The server helpers a route imports that start with the guard themselves (`loadArea`, …). */
function guardingHelpers(source: string): Set<string> {
  const helpers = new Set<string>()
  for (const [, list, module] of source.matchAll(
    /import \{([^}]+)\} from '#app\/((?:platform|modules)\/[\w./-]+\.server)'/g,
  )) {
    const names = list
      .split(',')
      .map((n) => n.trim())
      .filter((n) => /^\w+$/.test(n))
    const file = ['.ts', '.tsx'].map((ext) => path.resolve('app', module + ext)).find(fs.existsSync)
    if (!file) throw new Error(`no server helper ${module}`)
    const helperSource = fs.readFileSync(file, 'utf8')
    for (const [name, first] of firstStatements(helperSource, names.join('|'))) {
      if (/\bguard\(request\)/.test(first)) helpers.add(name)
    }
  }
  return helpers
}

/**
 * The loaders and actions of a route module that do not start with the guard, themselves or through
 * a server helper that does. A loader that only throws (404, redirect) serves nothing and may skip it.
 */
function unguardedExports(source: string): string[] {
  const helpers = guardingHelpers(source)
  const firsts = firstStatements(source, 'loader|action')
  const exported = [
    ...source.matchAll(/export (?:async function|function|const) (loader|action)\b/g),
  ].map((m) => m[1])
  return exported.filter((name) => {
    const first = firsts.get(name)
    if (first === undefined) return true // a form this test cannot read: write it as a function
    if (/\bguard\(request\)/.test(first) || /^throw /.test(first)) return false
    const call = /^(?:return |await |const [^=]+= await )?(\w+)\(request\b/.exec(first)
    return !(call && helpers.has(call[1]))
  })
}

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
      .map(
        (r) =>
          `${r.id} (${r.pattern}) → ${findAccessRule(sampleOf(r.pattern))?.pattern ?? 'aucune règle'}`,
      )
    expect(missing).toEqual([])
  })

  it('gives every access rule a route', () => {
    const patterns = new Set(routes.map((r) => r.pattern))
    const orphans = accessRules
      .map((r) => r.pattern)
      .filter((p) => !patterns.has(p) && !pending.has(p))
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
    const built = routeIds().filter((id) =>
      /^export const (loader|action) = (?!\(|async\b|function\b)[\w.]+\(/m.test(routeSource(id)),
    )
    expect(built).toEqual([])
  })

  it('tells a guarded loader from one that is not', () => {
    const module = (body: string) =>
      `import { loadArea } from '#app/platform/web/area-route.server'\n${body}`
    expect(
      unguardedExports(
        module(
          'export async function loader({ request }: LoaderFunctionArgs) {\n  const ctx = await guard(request)\n}',
        ),
      ),
    ).toEqual([])
    expect(
      unguardedExports(
        module(
          "export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/help')",
        ),
      ),
    ).toEqual([])
    expect(
      unguardedExports(
        module(
          "export function loader() {\n  // Nothing here.\n  throw new Response('Not Found', { status: 404 })\n}",
        ),
      ),
    ).toEqual([])
    expect(
      unguardedExports(
        module(
          'export async function loader({ request }: LoaderFunctionArgs) {\n  return { url: request.url }\n}',
        ),
      ),
    ).toEqual(['loader'])
    expect(
      unguardedExports(
        module(
          'export async function action({ request }: ActionFunctionArgs) {\n  const form = await request.formData()\n  await guard(request)\n}',
        ),
      ),
    ).toEqual(['action'])
    expect(unguardedExports(module('export const loader = makeLoader()'))).toEqual(['loader'])
  })

  it('starts every loader and action of a page with the guard', () => {
    const unguarded = routeIds()
      .filter((id) => !withoutRule.has(id))
      .flatMap((id) => unguardedExports(routeSource(id)).map((name) => `${id}: ${name}`))
    expect(unguarded).toEqual([])
  })
})

/**
 * The values a route's component reads from `.server` modules: none may be, since Remix leaves
 * those modules out of the browser bundle (a path constant read there is `undefined` once the
 * page hydrates: a link to /…/undefined, as the CRM pages once had).
 */
function serverValuesInComponent(source: string): string[] {
  const start = source.indexOf('export default function')
  if (start < 0) return []
  const next = source.indexOf('\nexport ', start + 1)
  const component = source.slice(start, next < 0 ? undefined : next)
  const names: string[] = []
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\.server'/g))
    for (const item of list.split(',').map((s) => s.trim())) {
      if (!item || item.startsWith('type ')) continue
      const local = item.split(/\s+as\s+/).pop()!
      if (new RegExp(`\\b${local}\\b`).test(component)) names.push(local)
    }
  return names
}

describe('route components and server modules', () => {
  it('finds a server value read by the component', () => {
    const source = [
      "import { loadPage, PAGE_PATH, type Page } from './page.server'",
      'export async function loader() {\n  return loadPage(PAGE_PATH)\n}',
      'export default function Page() {\n  return <a href={PAGE_PATH}>x</a>\n}',
    ].join('\n')
    expect(serverValuesInComponent(source)).toEqual(['PAGE_PATH'])
    expect(serverValuesInComponent(source.replace('href={PAGE_PATH}', 'href="/"'))).toEqual([])
  })

  it('never reads a value of a .server module in a page component', () => {
    const found = routeIds().flatMap((id) =>
      serverValuesInComponent(routeSource(id)).map((name) => `${id}: ${name}`),
    )
    expect(found).toEqual([])
  })
})
