import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { cartText } from '#app/modules/checkout/domain/cart-schema'
import { frenchIssueMessage } from '#app/platform/domain/zod-messages'
import { createTestApi, type TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

/**
 * Every message the API answers is a sentence written for a person (spec 8), in French: a refusal
 * a schema does not word itself goes through app/platform/domain/zod-messages.ts, never as zod's own text.
 */

let t: TestApi
let source: number
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  for (const who of ['owner', 'buyer']) tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
})
afterAll(() => t.close())

/** zod's raw texts, in English or in its French locale. */
const raw =
  /Trop (petit|grand) :|Entrée invalide|Option invalide|Clés? non reconnues?|Chaîne invalide|Nombre invalide|[<>]=?\d|\battendue?\b|Invalid input|expected |received |Too (small|big)|Unrecognized key/i

/** A message for a person: French words, a capital first, no validator jargon. */
function expectWritten(message: unknown) {
  expect(typeof message).toBe('string')
  expect(message).not.toMatch(raw)
  expect(message as string).toMatch(/^[A-ZÀ-Ý«]/)
}

const send = (method: string, path: string, json: unknown, token?: string) =>
  t.request(path, { method, json, token }).then(call)

describe('POST /v1/orders/get-cart-price with an empty cart (issue 12)', () => {
  it('says the cart is empty', async () => {
    const res = await send('POST', '/v1/orders/get-cart-price', { orders: [] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ sucess: false, message: 'Votre panier est vide.' })
    expect(res.body.errors).toEqual({ orders: ['Votre panier est vide.'] })
  })

  it('says so too when the orders are missing', async () => {
    const res = await send('POST', '/v1/orders/get-cart-price', {})
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(cartText.empty)
  })

  it('words the bounds of a cart', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const zero = await send('POST', '/v1/orders/get-cart-price', {
      orders: [{ sellerId: source, products: [{ ...line, quantity: 0 }] }],
    })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toBe(cartText.quantity)
    const half = await send('POST', '/v1/orders/get-cart-price', {
      orders: [{ sellerId: source, products: [{ ...line, quantity: 1.5 }] }],
    })
    expect(half.body.message).toBe(cartText.quantity)
    const sellers = Array.from({ length: 21 }, (_, i) => ({ sellerId: i + 1, products: [line] }))
    const many = await send('POST', '/v1/orders/get-cart-price', { orders: sellers })
    expect(many.body.message).toBe(cartText.tooManyOrders)
    const unknown = await send('POST', '/v1/orders/get-cart-price', {
      orders: [{ sellerId: source, products: [line], foo: 1 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Le champ « foo » n’est pas reconnu.')
  })

  it('refuses an empty checkout the same way', async () => {
    const res = await send('POST', '/v1/orders', { orders: [] }, tokens.buyer)
    expect(res.status).toBe(400)
    expect(res.body.errors.orders).toEqual([cartText.empty])
    for (const list of Object.values(res.body.errors as Record<string, string[]>))
      for (const message of list) expectWritten(message)
  })
})

describe('refusals a schema does not word itself', () => {
  // Bodies and queries that break a bound, a type or an enumeration of schemas without a message.
  const cases: [string, string, string, unknown, keyof typeof tokens | undefined][] = [
    ['a body that is a list', 'POST', '/v1/orders/get-cart-price', [1, 2], undefined],
    [
      'a seller id of text',
      'POST',
      '/v1/orders/get-cart-price',
      { orders: [{ sellerId: 'x', products: [] }] },
      undefined,
    ],
    [
      'a country too long',
      'POST',
      '/v1/orders/get-cart-price',
      { orders: [{ sellerId: 1, products: [] }], deliveryAddress: { country: 'x'.repeat(101) } },
      undefined,
    ],
    [
      'an unknown typology setting',
      'PUT',
      '/v1/tarifs',
      { typologies: { caviste: { name: 'Caviste', public: 'oui' } } },
      'owner',
    ],
    ['a VAT rate of text', 'PUT', '/v1/tarifs', { vatRate: { standard: 'vingt' } }, 'owner'],
    ['a product without its name', 'POST', '/v1/products', { type: 'wine' }, 'owner'],
    ['an unknown order status', 'GET', '/v1/orders?status=perdu', undefined, 'owner'],
    ['a page of text', 'GET', '/v1/orders?page=deux', undefined, 'owner'],
    [
      'a notification list of text',
      'PUT',
      '/v1/notifications-centers/mark-as-seen',
      { arrayOfIds: 'tout' },
      'owner',
    ],
    [
      'a login without password',
      'POST',
      '/v1/auth/login',
      { username: 'owner@caveau.test' },
      undefined,
    ],
  ]

  it.each(cases)('%s', async (_label, method, path, json, who) => {
    const res = await send(method, path, json, who && tokens[who])
    expect(res.status, res.text).toBe(400)
    expectWritten(res.body.message)
    for (const list of Object.values((res.body.errors ?? {}) as Record<string, string[]>))
      for (const message of list) expectWritten(message)
  })
})

describe('the French sentence of each kind of zod refusal', () => {
  const schema = z.strictObject({
    quantity: z.number().int().min(1).max(10),
    name: z.string().min(2).max(5),
    email: z.email(),
    kind: z.enum(['quote', 'bill']),
    orders: z.array(z.number()).min(1).max(2),
    step: z.number().multipleOf(6),
  })
  const messageOf = (value: unknown) =>
    schema.safeParse(value, { error: frenchIssueMessage }).error?.issues.map((i) => i.message)
  const valid = { quantity: 1, name: 'abc', email: 'a@b.fr', kind: 'quote', orders: [1], step: 6 }

  it.each([
    [{ quantity: 0 }, 'Le champ « quantité » doit être supérieur ou égal à 1.'],
    [{ quantity: 11 }, 'Le champ « quantité » doit être inférieur ou égal à 10.'],
    [{ quantity: 1.5 }, 'Le champ « quantité » doit être un nombre entier.'],
    [{ quantity: 'un' }, 'Le champ « quantité » doit être un nombre.'],
    [{ quantity: undefined }, 'Le champ « quantité » est obligatoire.'],
    [{ name: 'a' }, 'Le champ « nom » doit contenir au moins 2 caractères.'],
    [{ name: 'abcdef' }, 'Le champ « nom » doit contenir au plus 5 caractères.'],
    [{ email: 'a' }, 'Le champ « adresse e-mail » doit être une adresse e-mail valide.'],
    [{ kind: 'x' }, 'Le champ « type » doit être l’une de ces valeurs : « quote », « bill ».'],
    [{ orders: [] }, 'Le champ « commandes » ne peut pas être vide.'],
    [{ orders: [1, 2, 3] }, 'Le champ « commandes » doit contenir au plus 2 éléments.'],
    [{ step: 7 }, 'Le champ « step » doit être un multiple de 6.'],
    [{ other: 1, more: 2 }, 'Les champs « other », « more » ne sont pas reconnus.'],
  ])('%j', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toEqual([message])
  })

  it('words a body of the wrong type', () => {
    expect(messageOf([1])).toEqual(['La requête doit contenir un objet.'])
  })
})
