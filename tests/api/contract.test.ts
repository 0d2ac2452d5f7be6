import type { RouteConfig } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import {
  createMaintenanceRoute,
  deleteMaintenanceRoute,
  listUsersRoute,
} from '#app/modules/admin/contract'
import { pathOf, type AnswerOf, type CallInput } from '#app/platform/contract'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { createTestApi, type TestApi } from '#tests/support/api'

let t: TestApi
let doc: {
  paths: Record<string, Record<string, Record<string, any>>>
}
beforeAll(async () => {
  t = await createTestApi()
  doc = await (await t.request('/v1/openapi.json')).json()
})
afterAll(() => t.close())

/** The document's path of a Hono route: `/v1` off, `:id` as `{id}`. */
const documented = (path: string) =>
  path
    .replace(/^\/v1/, '')
    .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
    .replace(/(.)\/$/, '$1')

/** Every endpoint defined by an area's contract (app/platform/contract.ts). */
const contractRoutes = Object.values(
  import.meta.glob<Record<string, unknown>>('/app/modules/*/contract.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter((value): value is RouteConfig =>
    Boolean(value && typeof value === 'object' && 'responses' in value && 'path' in value),
  )

describe('/v1/openapi.json', () => {
  it('finds the contracts of the converted areas', () => {
    expect(contractRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'get /users/me',
        'put /users/me',
        'delete /admin/maintenances/{id}',
        'put /products/{id}/formats/{formatId}',
        'post /images',
        'put /loyalty',
      ]),
    )
  })

  it('describes every endpoint of the router', () => {
    const missing = t.api.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '/v1/openapi.json')
      .map((r) => `${r.method} ${documented(r.path)}`)
      .filter((key) => {
        const [method, path] = key.split(' ')
        return !doc.paths[path]?.[method.toLowerCase()]
      })
    expect(missing).toEqual([])
  })

  it('gives each contract endpoint the schemas of its request and of its answers', () => {
    for (const route of contractRoutes) {
      const op = doc.paths[route.path][route.method]
      const label = `${route.method} ${route.path}`
      const answer = op.responses['200'] ?? op.responses['201'] ?? op.responses['202']
      const schema = answer.content['application/json'].schema
      expect(Object.keys(schema.properties), label).toContain('sucess')
      expect(Object.keys(schema.properties).length, label).toBeGreaterThan(1)
      expect(
        op.responses['400'].content['application/json'].schema.properties,
        label,
      ).toHaveProperty('message')
      const request = route.request ?? {}
      if (request.body) {
        const content = op.requestBody.content
        // An upload's multipart body is described, and read by its handler.
        const body = (content['application/json'] ?? content['multipart/form-data']).schema
        // A body of several shapes (anyOf, or oneOf for a discriminated union): each described.
        for (const shape of body.anyOf ?? body.oneOf ?? [body])
          expect(Object.keys(shape.properties ?? {}).length, label).toBeGreaterThan(0)
      }
      for (const part of ['params', 'query'] as const) {
        const declared = request[part]
        if (!declared) continue
        const where = part === 'params' ? 'path' : 'query'
        const names = op.parameters.filter((p: any) => p.in === where).map((p: any) => p.name)
        expect(names.sort(), label).toEqual(Object.keys((declared as any).shape).sort())
        for (const p of op.parameters) expect(p.schema, `${label} ${p.name}`).toBeTruthy()
      }
      if (route.security) expect(op.security, label).toEqual([{ bearer: [] }])
    }
  })
})

describe('the typed calls of the pages', () => {
  it('build the URL from the route and its input', () => {
    expect(pathOf(deleteMaintenanceRoute, { params: { id: '12' } })).toBe('/admin/maintenances/12')
    expect(pathOf(listUsersRoute, { query: { page: '2', q: 'é&x' } })).toBe(
      '/admin/users?page=2&q=%C3%A9%26x',
    )
    expect(pathOf(listUsersRoute, { query: { page: '1', q: '' } })).toBe('/admin/users?page=1')
  })

  it('type the answer and the input from the same schemas (checked by npm run typecheck)', () => {
    type Users = AnswerOf<typeof listUsersRoute>
    expectTypeOf<Users['users'][number]['shopName']>().toEqualTypeOf<string | null>()
    // @ts-expect-error: the API does not answer a password, so a page cannot read one.
    expectTypeOf<Users['users'][number]['passwordHash']>().toBeNever()
    expectTypeOf<AnswerOf<typeof createMaintenanceRoute>['maintenance']['active']>().toBeBoolean()
    // @ts-expect-error: a maintenance needs its window.
    const incomplete: CallInput<typeof createMaintenanceRoute> = { json: { message: 'x' } }
    expect(incomplete).toBeDefined()
    // What a page's `ctx.api.call` hands back on success: the answer, nothing more.
    type Called = Extract<ProviderResult<Users>, { ok: true }>['data']
    expectTypeOf<Called['users'][number]['email']>().toBeString()
    // @ts-expect-error: a field the answer does not declare is no `any`.
    expectTypeOf<Called['passwordHash']>().toBeNever()
  })
})
