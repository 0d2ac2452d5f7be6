import type { Context } from 'hono'
import * as contract from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import * as catalogue from '../catalogue'
import { memberOf } from '#app/platform/auth/permissions'
import { publicProductById } from '#app/modules/shop/api/public-catalogue'
import { shopProductDefaults } from '#app/modules/settings/api/routes/product-defaults'
import { shopHiddenVintageNames } from '#app/modules/settings/api/routes/hidden-vintages'
import { withProductDefaults } from '#app/modules/settings/domain/product-defaults'
import type { ApiEnv } from '#app/platform/api/types'
import type { Db } from '#app/platform/db/client'
import { catalogueReaderShop, optionalUser } from './catalogue-shared'

const { catalogueText: text } = catalogue

export const productsRoutes = contractRouter()

/** The products as the shop's staff read them, their vintages named as the shop shows them. */
async function recordsOf(db: Db, shopId: number, list: catalogue.LoadedProduct[]) {
  const hidden = await shopHiddenVintageNames(db, shopId)
  return list.map((p) => catalogue.toProductRecord(p, hidden))
}
const recordOf = async (db: Db, shopId: number, product: catalogue.LoadedProduct) =>
  (await recordsOf(db, shopId, [product]))[0]

// GET /{id} is public as well, so authentication is per route.
productsRoutes.openapi(contract.listProductsRoute, async (c) => {
  const { shop } = memberOf(c)
  const { db } = c.get('deps')
  const query = c.req.valid('query')
  const list = await catalogue.listProducts(db, shop.id, { ...query, q: query.q || undefined })
  return c.json({ sucess: true as const, products: await recordsOf(db, shop.id, list) }, 200)
})

productsRoutes.openapi(guarded(contract.createProductRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { db } = c.get('deps')
  // What the request leaves out comes from the shop's defaults ('Articles' settings tab).
  const body = withProductDefaults(c.req.valid('json'), await shopProductDefaults(db, shop.id))
  const product = await catalogue.createProduct(db, shop.id, body)
  return c.json(
    {
      sucess: true as const,
      product: await recordOf(db, shop.id, product),
      message: text.created,
    },
    201,
  )
})

/** Staff of the product's shop read the full record; anyone else the public view, if visible. */
productsRoutes.openapi(guarded(contract.productRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const auth = await optionalUser(c)
  if (auth) {
    const shop = auth.kind === 'user' ? await catalogueReaderShop(c, auth.userId) : null
    const own = shop && (await catalogue.loadProduct(db, shop.id, id))
    if (own)
      return c.json({ sucess: true as const, product: await recordOf(db, shop.id, own) }, 200)
  }
  const product = await publicProductById(c, id)
  if (!product) throw new ApiError(404, text.notFound)
  return c.json({ sucess: true as const, product }, 200)
})

async function writer(c: Context<ApiEnv>, productId: number) {
  const { shop } = memberOf(c)
  return { db: c.get('deps').db, shopId: shop.id, productId }
}

const saved = async (
  { db, shopId }: { db: Db; shopId: number },
  product: catalogue.LoadedProduct,
  message: string,
) => ({ sucess: true as const, product: await recordOf(db, shopId, product), message })

productsRoutes.openapi(guarded(contract.updateProductRoute, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.updateProduct(db, shopId, productId, body)
  return c.json(await saved({ db, shopId }, product, text.updated), 200)
})

productsRoutes.openapi(guarded(contract.deleteProductRoute, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  await catalogue.deleteProduct(db, shopId, productId)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})

// ---------------------------------------------------------------- vintages

productsRoutes.openapi(guarded(contract.addVintageRoute, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.addVintage(db, shopId, productId, body)
  return c.json(await saved({ db, shopId }, product, text.vintageSaved), 201)
})

productsRoutes.openapi(guarded(contract.updateVintageRoute, noQuery), async (c) => {
  const { id, vintageId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const body = c.req.valid('json')
  const product = await catalogue.updateVintage(db, shopId, productId, vintageId, body)
  return c.json(await saved({ db, shopId }, product, text.vintageSaved), 200)
})

productsRoutes.openapi(guarded(contract.deleteVintageRoute, noQuery), async (c) => {
  const { id, vintageId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const product = await catalogue.deleteVintage(db, shopId, productId, vintageId)
  return c.json(await saved({ db, shopId }, product, text.vintageDeleted), 200)
})

// ---------------------------------------------------------------- formats

productsRoutes.openapi(guarded(contract.addFormatRoute, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.addFormat(db, shopId, productId, body)
  return c.json(await saved({ db, shopId }, product, text.formatSaved), 201)
})

productsRoutes.openapi(guarded(contract.updateFormatRoute, noQuery), async (c) => {
  const { id, formatId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const body = c.req.valid('json')
  const product = await catalogue.updateFormat(db, shopId, productId, formatId, body)
  return c.json(await saved({ db, shopId }, product, text.formatSaved), 200)
})

productsRoutes.openapi(guarded(contract.deleteFormatRoute, noQuery), async (c) => {
  const { id, formatId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const product = await catalogue.deleteFormat(db, shopId, productId, formatId)
  return c.json(await saved({ db, shopId }, product, text.formatDeleted), 200)
})
