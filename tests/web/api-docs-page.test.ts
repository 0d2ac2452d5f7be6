/**
 * `/api-docs` (issue 16 §3): the documentation page lists every operation of the API's own
 * `/v1/openapi.json`, none more, none less (tests/api/contract.test.ts keeps that document equal
 * to the router), to any visitor.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { loader } from '#app/routes/api-docs'
import { getRuntime } from '#app/platform/api/runtime.server'
import { closeRuntime, requestAs } from './session'

afterAll(() => closeRuntime(database))

describe('/api-docs', () => {
  it('lists every operation of /v1/openapi.json to a visitor', async () => {
    const { api } = await getRuntime()
    const doc = (await (await api.fetch(new Request('http://x/v1/openapi.json'))).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const page = await loader({
      request: requestAs('anonymous', '/api-docs'),
      params: {},
      context: {},
    })
    const listed = page.sections.flatMap((s) => s.endpoints.map((e) => `${e.method} ${e.path}`))
    expect(listed.sort()).toEqual(documented.sort())
    expect(listed).toContain('POST /api-keys')
    expect(new Set(page.sections.flatMap((s) => s.endpoints.map((e) => e.id))).size).toBe(
      listed.length,
    )
  })
})
