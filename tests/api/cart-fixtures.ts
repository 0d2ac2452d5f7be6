/** Cart lines and requests built from the demo catalogue, for the cart and order tests. */
import { and, count, eq } from 'drizzle-orm'
import {
  deliveryModes,
  orders,
  productFormats,
  products,
  productVintages,
} from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'

export type Line = {
  idTmp: string
  productId: number
  formatId: number
  vintageId: number
  quantity: number
  isWrapped: boolean
}

/** A line of a seeded product: its `format`-th format and `vintage`-th vintage (by position). */
export async function lineOf(
  t: TestApi,
  slug: string,
  options: { quantity?: number; format?: number; vintage?: number; isWrapped?: boolean } = {},
): Promise<Line> {
  const { db } = t.database
  const [product] = await db.select().from(products).where(eq(products.slug, slug))
  if (!product) throw new Error(`no product ${slug}`)
  const formats = await db
    .select()
    .from(productFormats)
    .where(eq(productFormats.productId, product.id))
    .orderBy(productFormats.position)
  const vintages = await db
    .select()
    .from(productVintages)
    .where(eq(productVintages.productId, product.id))
    .orderBy(productVintages.position)
  const format = formats[options.format ?? 0]
  const vintage = vintages[options.vintage ?? 0]
  return {
    idTmp: `${product.id}-${format.id}-${vintage.id}`,
    productId: product.id,
    formatId: format.id,
    vintageId: vintage.id,
    quantity: options.quantity ?? 1,
    isWrapped: options.isWrapped ?? false,
  }
}

export async function deliveryModeId(t: TestApi, shopId: number, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: deliveryModes.id })
    .from(deliveryModes)
    .where(and(eq(deliveryModes.shopId, shopId), eq(deliveryModes.name, name)))
  if (!row) throw new Error(`no delivery mode ${name}`)
  return row.id
}

/** How many orders a checkout placed (its id is the orders' idempotency key). */
export async function ordersWithKey(t: TestApi, checkoutId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.idempotencyKey, checkoutId))
  return Number(row.n)
}

export async function stockOf(t: TestApi, formatId: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ stock: productFormats.stock })
    .from(productFormats)
    .where(eq(productFormats.id, formatId))
  return row.stock
}

export const address = {
  name: 'Alice Martin',
  street: '12 rue des Vignes',
  zipcode: '45000',
  city: 'Orléans',
  country: 'FR',
}

export const contact = {
  lastname: 'Martin',
  firstname: 'Alice',
  email: 'buyer@caveau.test',
  phone: '0612345678',
}

/** A checkout body around `orders`, with a fresh checkout id unless one is given. */
export function checkoutBody(orders: unknown[], checkoutId: string = crypto.randomUUID()) {
  return {
    checkoutId,
    orders,
    deliveryAddress: address,
    billingAddress: null,
    contact,
    acceptTerms: true,
    acceptSalesTerms: true,
    isAdult: true,
  }
}
