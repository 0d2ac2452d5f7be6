import fs from 'node:fs'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'

/** The route files of app/routes and the URL patterns they serve, for the web tests. */

export const routesDir = path.resolve('app/routes')

/** Route files as Remix's flat routes see them: modules, or folders holding a `route` module. */
export function routeIds(): string[] {
  const isModule = (name: string) => /\.(tsx?|jsx?)$/.test(name)
  // As remix.config.js's ignoredRouteFiles.
  const ignored = (name: string) =>
    name.startsWith('.') || /\.test\.(tsx?)$/.test(name) || name.endsWith('.server.ts')
  const ids: string[] = []
  for (const entry of fs.readdirSync(routesDir, { withFileTypes: true })) {
    if (ignored(entry.name)) continue
    if (entry.isFile() && isModule(entry.name)) ids.push(entry.name.replace(/\.(tsx?|jsx?)$/, ''))
    if (
      entry.isDirectory() &&
      fs.readdirSync(path.join(routesDir, entry.name)).some((f) => /^route\.(tsx?|jsx?)$/.test(f))
    ) {
      ids.push(entry.name)
    }
  }
  return ids.sort()
}

/** A flat route id's segments: dots split them, except inside `[...]` escapes. */
function rawSegments(id: string): string[] {
  const segments: string[] = []
  let current = ''
  let escaped = false
  for (const char of id) {
    if (char === '[') escaped = true
    else if (char === ']') escaped = false
    if (char === '.' && !escaped) {
      segments.push(current)
      current = ''
    } else current += char
  }
  segments.push(current)
  return segments
}

export type RoutePattern = { pattern: string; splat: boolean; index: boolean }

/** The URL pattern of a flat route id, in the access table's syntax (`:id`). */
export function patternOf(id: string): RoutePattern {
  const parts: string[] = []
  let splat = false
  let index = false
  for (const raw of rawSegments(id)) {
    if (raw === '_index') {
      index = true
      continue
    }
    if (raw.startsWith('_')) continue // a pathless layout
    // A trailing `_` (`$name_`) only opts out of nesting; `[...]` escapes keep their text.
    const segment = (raw.endsWith('_') ? raw.slice(0, -1) : raw).replace(/[[\]]/g, '')
    if (segment === '$') {
      splat = true
      continue
    }
    parts.push(segment.startsWith('$') ? `:${segment.slice(1)}` : segment)
  }
  return { pattern: `/${parts.join('/')}`, splat, index }
}

const samples: Record<string, string> = {
  id: '1',
  ean: `376000000000${gs1CheckDigit('376000000000')}`,
  vintage: '2020',
  lotNumber: 'L1',
  name: 'domaine-de-la-source',
  product: '1',
  builder: '1',
}
/** A concrete path of a pattern, with sample values for its parameters. */
export const sampleOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? '1')

/** The source of a route module, a file or a folder's `route` module. */
export function routeSource(id: string): string {
  const dir = path.join(routesDir, id)
  const base = fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? path.join(dir, 'route') : dir
  const file = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((f) => fs.existsSync(f))
  if (!file) throw new Error(`no module for route ${id}`)
  return fs.readFileSync(file, 'utf8')
}

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
export type RouteEntry = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  file: string
}

/** Remix's own route manifest of app/routes (as remix.config.js's ignoredRouteFiles). */
export const manifest = flatRoutes(path.resolve('app'), [
  '**/.*',
  '**/*.test.{ts,tsx}',
  '**/*.server.ts',
  '**/schema.ts',
]) as Record<string, RouteEntry>
const modules = import.meta.glob<{ loader?: Loader; action?: Loader }>([
  '/app/routes/*.{ts,tsx}',
  '/app/routes/*/route.tsx',
])
/** The module of a manifest entry's file. */
export const moduleOf = (file: string) => modules[`/app/${file}`]

/** The chain of route ids from the outermost layout (below root) to the route itself. */
export function chainOf(id: string): RouteEntry[] {
  const chain: RouteEntry[] = []
  for (let entry: RouteEntry | undefined = manifest[id]; entry; entry = manifest[entry.parentId!])
    chain.unshift(entry)
  return chain
}

/** The whole URL pattern of a route, its layouts' segments included. */
export const fullPattern = (id: string) =>
  '/' +
  chainOf(id)
    .map((r) => r.path ?? '')
    .filter(Boolean)
    .join('/')
