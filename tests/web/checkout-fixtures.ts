/**
 * What the checkout tests share: a demo wine in the buyer's cart, the checkout page's loader,
 * and its form filled in as a buyer would, posted like a browser without JavaScript.
 * Import it after `throwAwayRuntime` (tests/web/env.ts) has set the runtime up.
 */
import { updateMeRoute } from '#app/modules/accounts/contract'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { deliveryModes, productFormats, products, productVintages } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import type { Cart } from '#app/modules/checkout/domain/cart'
import { loader as checkoutLoader } from '#app/routes/cart_.checkout'
import { guard } from '#app/platform/web/guard.server'
import { requestAs, type DemoAccount } from './session'

export const CHECKOUT = '/cart/checkout'

export const db = async () => (await getRuntime()).database.db

/** A wine of Domaine de la Source whose stock is not counted, in its first format and vintage. */
export async function demoWine() {
  const d = await db()
  const [product] = await d
    .select()
    .from(products)
    .where(and(eq(products.shopId, 1), eq(products.slug, demoCatalogue.source.redSlug)))
  const [format] = await d
    .select()
    .from(productFormats)
    .where(eq(productFormats.productId, product.id))
    .orderBy(productFormats.position, productFormats.id)
  const [vintage] = await d
    .select()
    .from(productVintages)
    .where(eq(productVintages.productId, product.id))
  const [pickup] = await d
    .select()
    .from(deliveryModes)
    .where(and(eq(deliveryModes.shopId, 1), eq(deliveryModes.kind, 'pickup')))
  return { product, format, vintage, pickup }
}

/** Six bottles of that wine in the account's cart, picked up at the estate. */
export async function fillCart(account: DemoAccount = 'buyer') {
  const wine = await demoWine()
  const { product, format, vintage, pickup } = wine
  const cart: Cart = {
    orders: [
      {
        id: 'o-1',
        seller: { id: 1, name: 'Domaine de la Source' },
        products: [
          {
            idTmp: `${product.id}-${format.id}-${vintage.id}`,
            productId: product.id,
            formatId: format.id,
            vintageId: vintage.id,
            quantity: 6,
            isWrapped: false,
          },
        ],
        reservations: [],
        shipping: { deliveryModeId: pickup.id },
        payment: { type: null },
      },
    ],
  }
  const ctx = await guard(requestAs(account, '/cart'))
  const saved = await ctx.api.call(updateMeRoute, { json: { cart, message: false } })
  expect(saved.ok, JSON.stringify(saved.data)).toBe(true)
  return wine
}

export const loadCheckout = (account: DemoAccount = 'buyer') =>
  checkoutLoader({ request: requestAs(account, CHECKOUT), params: {}, context: {} })

export type LoadedCheckout = Awaited<ReturnType<typeof loadCheckout>>

/**
 * The form as the page renders it, filled in by a buyer: every field the browser would send, each
 * order paid by `paymentType`. `fields` overrides (an empty value removes the field).
 */
export function filledForm(
  page: LoadedCheckout,
  fields: Record<string, string> = {},
  paymentType = 'transfer',
): Record<string, string> {
  const form: Record<string, string> = {
    checkoutId: page.checkoutId,
    'delivery.name': 'Julie Martin',
    'delivery.street': '12 rue des Vignes',
    'delivery.zipcode': '18300',
    'delivery.city': 'Sancerre',
    'delivery.country': 'FR',
    'contact.lastname': 'Martin',
    'contact.firstname': 'Julie',
    'contact.email': 'buyer@caveau.test',
    'contact.phone': '06 12 34 56 78',
    acceptTerms: 'on',
    acceptSalesTerms: 'on',
    isAdult: 'on',
    intent: 'place',
  }
  page.defaultValue.orders.forEach((order, i) => {
    form[`orders[${i}].sellerId`] = order.sellerId
    if (order.deliveryModeId) form[`orders[${i}].deliveryModeId`] = order.deliveryModeId
    form[`orders[${i}].paymentType`] = paymentType
    order.products.forEach((p, j) => {
      for (const key of ['idTmp', 'productId', 'formatId', 'vintageId', 'quantity'] as const)
        form[`orders[${i}].products[${j}].${key}`] = p[key]
    })
  })
  for (const [key, value] of Object.entries(fields)) {
    if (value === '') delete form[key]
    else form[key] = value
  }
  return form
}

/** A POST of plain form fields, as a browser without JavaScript sends it (with a cookie of its own). */
export function postForm(
  fields: Record<string, string>,
  account: DemoAccount,
  path = CHECKOUT,
  cookie?: string,
) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return requestAs(account, path, { method: 'POST', body, headers: cookie ? { cookie } : {} })
}
