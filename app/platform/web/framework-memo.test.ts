/**
 * The patches of docs/decisions/0019 (patches/@remix-run+react…, patches/react-router-dom…): a
 * build's server routes and static data routes are made once and reused at every render, and made
 * anew when a route module differs (a rebuild in development).
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { createServerRoutes } = require('@remix-run/react/dist/routes.js')
const { createStaticRouter } = require('react-router-dom/server.js')

const manifest = {
  root: { id: 'root', path: '', hasLoader: true },
  'routes/help': { id: 'routes/help', parentId: 'root', path: 'help', hasLoader: false },
}
const modules = () => ({
  root: { default: () => null },
  'routes/help': { default: () => null, handle: { publicCache: true } },
})
const future = { v3_singleFetch: true }

describe('route objects reused between renders', () => {
  it('gives the same server routes for the same manifest and modules, new ones for a new module', () => {
    const first = modules()
    const routes = createServerRoutes(manifest, first, future, false)
    expect(routes[0].children[0]).toMatchObject({ id: 'routes/help', path: 'help' })
    // Remix passes a new object of the same modules at every request.
    expect(createServerRoutes(manifest, { ...first }, future, false)).toBe(routes)
    const rebuilt = { ...first, 'routes/help': { default: () => null } }
    const fresh = createServerRoutes(manifest, rebuilt, future, false)
    expect(fresh).not.toBe(routes)
    expect(fresh[0].children[0].handle).toBeUndefined()
  })

  it('gives the static router the same data routes for the same route array', () => {
    const routes = createServerRoutes(manifest, modules(), future, false)
    const context = (pathname: string) => ({
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
    })
    const a = createStaticRouter(routes, context('/help'))
    const b = createStaticRouter(routes, context('/'))
    expect(b.routes).toBe(a.routes)
    expect(a.state.location.pathname).toBe('/help')
    expect(b.state.location.pathname).toBe('/')
  })
})
