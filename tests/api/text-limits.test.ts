/**
 * Text limits (issue 14, section 1): every text a request may carry is bounded. The walk of
 * /v1/openapi.json fails when a request body property or a query parameter of type string has no
 * maxLength, so a future field without a limit fails CI; then the 500,000-character first name of
 * the issue is refused with the one French message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { maxLength, tooLongMessage } from '#app/platform/domain/validation'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, countUsers, freshEmail, nextIp, userByEmail } from './helpers'

let t: TestApi
let doc: { paths: Record<string, Record<string, any>> }
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
  doc = await (await t.request('/v1/openapi.json')).json()
})
afterAll(() => t.close())

type Schema = Record<string, any>

/**
 * Strings without maxLength that are bounded all the same, each with its reason. A pattern
 * anchored at both ends with no unbounded repetition (`*`, `+`, `{n,}`) bounds a string by
 * itself and needs no entry.
 */
const formatsThatBound: Record<string, string> = {
  uuid: 'a UUID has 36 characters',
  binary: 'an uploaded file: bounded by the upload size limit, not a text',
  'date-time': 'parsed into a timestamp by zod’s ISO check, never stored as text',
  date: 'parsed into a day by zod’s ISO check, never stored as text',
}
/** Values of any type (no JSON schema type): each is ignored or checked by its handler. */
const untyped: Record<string, string> = {
  'PUT /users/me body.message': 'the cart saver’s flag (spec 7): ignored, never stored',
  'PUT /shops/me body.noMessage': 'the customize page’s flag: ignored, never stored',
  'PUT /shops/me body.tabs[]':
    'each tab is parsed by ShopTabsInput (bounded titles, HTML of 50,000 characters at most)',
  'PUT /users/me body.cart.orders[].reservations[]': 'reservations are dropped from a stored cart',
  'PUT /carts/visitor/{token} body.cart.orders[].reservations[]':
    'reservations are dropped from a stored cart',
  'POST /payments/stripe/webhook body.data.object{}':
    'Stripe’s own event object, accepted only with Stripe’s signature',
  'POST /payments/stripe/webhook/{id} body.data.object{}':
    'Stripe’s own event object, accepted only with the shop’s own signing secret',
}

const boundedPattern = (pattern: string) =>
  /^\^/.test(pattern) && /\$(\/\w*)?$/.test(pattern) && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern)

function unbounded(schema: Schema | undefined, at: string, out: string[]) {
  if (!schema || typeof schema !== 'object') return
  const types = [schema.type].flat()
  const typed = schema.type || schema.anyOf || schema.oneOf || schema.allOf || schema.$ref
  if (!typed && !schema.enum && schema.const === undefined && !untyped[at]) out.push(at)
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    !schema.enum &&
    schema.const === undefined &&
    !(schema.pattern && boundedPattern(schema.pattern)) &&
    !formatsThatBound[schema.format]
  )
    out.push(at)
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    unbounded(value as Schema, `${at}.${key}`, out)
  if (schema.items) unbounded(schema.items, `${at}[]`, out)
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    for (const part of schema[key] ?? []) unbounded(part, at, out)
  if (typeof schema.additionalProperties === 'object')
    unbounded(schema.additionalProperties, `${at}{}`, out)
}

describe('/v1/openapi.json', () => {
  it('bounds every string of every request body and query', () => {
    const found: string[] = []
    let strings = 0
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries<any>(operations)) {
        const where = `${method.toUpperCase()} ${path}`
        for (const p of op.parameters ?? [])
          if (p.in === 'query') unbounded(p.schema, `${where} ?${p.name}`, found)
        for (const content of Object.values<any>(op.requestBody?.content ?? {}))
          unbounded(content.schema, `${where} body`, found)
        strings += JSON.stringify(op.requestBody ?? {}).split('"string"').length - 1
      }
    expect(strings).toBeGreaterThan(200)
    expect([...new Set(found)]).toEqual([])
  })
})

const huge = 'a'.repeat(500_000)
const tooLong = tooLongMessage(maxLength.name)

describe('a 500,000-character first name', () => {
  it('is refused at registration with the French message, and no account is made', async () => {
    const before = await countUsers(t)
    const email = freshEmail('long')
    const { status, body } = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        ip: nextIp(),
        json: {
          firstname: huge,
          lastname: 'Roux',
          email,
          password: 'Motdepasse1',
          acceptTerms: true,
          isAdult: true,
        },
      }),
    )
    expect(status).toBe(400)
    expect(body.message).toBe(tooLong)
    expect(await countUsers(t)).toBe(before)
    expect(await userByEmail(t, email)).toBeNull()
  })

  it('is refused by PUT /v1/users/me with the French message; the name is unchanged', async () => {
    const { jwt } = await t.login('buyer@caveau.test')
    const before = (await userByEmail(t, 'buyer@caveau.test'))!.firstname
    const { status, body } = await call(
      await t.request('/v1/users/me', { method: 'PUT', token: jwt, json: { firstname: huge } }),
    )
    expect(status).toBe(400)
    expect(body.message).toBe(tooLong)
    expect((await userByEmail(t, 'buyer@caveau.test'))!.firstname).toBe(before)
  })

  it('100 characters are still a name', async () => {
    const { jwt } = await t.login('pro@caveau.test')
    const name = 'É'.repeat(maxLength.name)
    const { status } = await call(
      await t.request('/v1/users/me', { method: 'PUT', token: jwt, json: { firstname: name } }),
    )
    expect(status).toBe(200)
    expect((await userByEmail(t, 'pro@caveau.test'))!.firstname).toBe(name)
  })
})
