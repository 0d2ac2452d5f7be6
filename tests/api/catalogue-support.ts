import { count, eq } from 'drizzle-orm'
import { productFormats, products } from '#app/platform/db/schema'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'
import type { TestApi } from '#tests/support/api'
import { call } from './helpers'

let gtinCounter = 0
/** A fresh, valid GTIN-13 in the restricted-circulation range (prefix 2), unused by the seed. */
export function freshGtin(): string {
  gtinCounter += 1
  const body = `29${String(Date.now() % 1e6).padStart(6, '0')}${String(gtinCounter).padStart(4, '0')}`
  return `${body}${gs1CheckDigit(body)}`
}

export function newProductBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cuvée des Tests',
    type: 'Vin',
    color: 'Rouge',
    gamme: 'Classique',
    status: 'online',
    vintage: { name: '2022', alcohol: 13.5, allergens: ['sulphites'] },
    format: { unity: 'Centilitre(s)', unityValue: 75, priceCents: 1250 },
    ...overrides,
  }
}

export function jsonCall(t: TestApi) {
  return async (method: string, path: string, token?: string, json?: unknown) =>
    call(await t.request(path, { method, token, json }))
}

/** Creates a product as `token`'s shop and answers its record. */
export async function createProduct(
  t: TestApi,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await jsonCall(t)('POST', '/v1/products', token, newProductBody(overrides))
  if (res.status !== 201) throw new Error(`product not created: ${res.text}`)
  return res.body.product
}

export async function productRow(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id))
  return row ?? null
}

export async function countProducts(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(products)
  return Number(row.n)
}

export async function countFormats(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(productFormats)
  return Number(row.n)
}

export const denied = { sucess: false, message: "Vous n'avez pas accès à cette ressource." }
export const signedOut = { sucess: false, message: 'Veuillez vous connecter.' }
