import { eq } from 'drizzle-orm'
import {
  productFormats,
  products,
  productVintages,
  promotions,
  shops,
} from '#app/platform/db/schema'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'
import type { TestApi } from '#tests/support/api'

type NewProduct = Omit<typeof products.$inferInsert, 'shopId'>
type NewVintage = Omit<typeof productVintages.$inferInsert, 'productId'>
type NewFormat = Omit<typeof productFormats.$inferInsert, 'productId'>

export type Inserted = {
  id: number
  slug: string
  vintages: (typeof productVintages.$inferSelect)[]
  formats: (typeof productFormats.$inferSelect)[]
}

/** A product with its vintages and formats, written straight to the database. */
export async function insertProduct(
  t: TestApi,
  shopId: number,
  product: NewProduct,
  vintages: NewVintage[],
  formats: NewFormat[],
): Promise<Inserted> {
  const { db } = t.database
  const [row] = await db
    .insert(products)
    .values({ ...product, shopId })
    .returning()
  const vs = await db
    .insert(productVintages)
    .values(vintages.map((v, i) => ({ position: i, ...v, productId: row.id })))
    .returning()
  const fs = await db
    .insert(productFormats)
    .values(formats.map((f, i) => ({ position: i, ...f, productId: row.id })))
    .returning()
  return { id: row.id, slug: row.slug, vintages: vs, formats: fs }
}

export async function shopIdOf(t: TestApi, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.code, code))
  if (!row) throw new Error(`no shop ${code}`)
  return row.id
}

/** A GTIN of `body` digits completed with its check digit. */
export const withCheckDigit = (body: string) => `${body}${gs1CheckDigit(body)}`

/** Removes what the demo seed put in a shop's catalogue, so that a test sees only its own rows. */
export async function clearCatalogue(t: TestApi, shopId: number): Promise<void> {
  const { db } = t.database
  await db.delete(promotions).where(eq(promotions.shopId, shopId))
  await db.delete(products).where(eq(products.shopId, shopId))
}
