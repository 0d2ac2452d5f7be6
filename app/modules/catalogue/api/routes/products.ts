import type { Context } from 'hono'
import * as contract from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import * as catalogue from '../catalogue'
import { requireShopRight } from '#app/platform/auth/permissions'
import { publicProductById } from '#app/modules/shop/api/public-catalogue'
import type { ApiEnv } from '#app/platform/api/types'
import { optionalUser, requireCatalogueReader } from './catalogue-shared'

const { catalogueText: text } = catalogue

const writers = { permission: 'createProduct', roles: ['owner', 'iam'] } as const

export const productsRoutes = contractRouter()

// GET /{id} is public as well, so authentication is per route.
productsRoutes.openapi(guarded(contract.listProductsRoute, requireUser), async (c) => {
  const { shop } = await requireCatalogueReader(c)
  const query = c.req.valid('query')
  const list = await catalogue.listProducts(c.get('deps').db, shop.id, {
    ...query,
    q: query.q || undefined,
  })
  return c.json({ sucess: true as const, products: list.map(catalogue.toProductRecord) }, 200)
})

productsRoutes.openapi(guarded(contract.createProductRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const body = c.req.valid('json')
  const product = await catalogue.createProduct(c.get('deps').db, shop.id, body)
  return c.json(
    {
      sucess: true as const,
      product: catalogue.toProductRecord(product),
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
    const staff = await requireCatalogueReader(c).catch(() => null)
    const own = staff && (await catalogue.loadProduct(db, staff.shop.id, id))
    if (own) return c.json({ sucess: true as const, product: catalogue.toProductRecord(own) }, 200)
  }
  const product = await publicProductById(c, id)
  if (!product) throw new ApiError(404, text.notFound)
  return c.json({ sucess: true as const, product }, 200)
})

async function writer(c: Context<ApiEnv>, productId: number) {
  const { shop } = await requireShopRight(c, writers)
  return { db: c.get('deps').db, shopId: shop.id, productId }
}

type Saved = Awaited<ReturnType<typeof catalogue.updateProduct>>
const saved = (product: Saved, message: string) => ({
  sucess: true as const,
  product: catalogue.toProductRecord(product),
  message,
})

productsRoutes.openapi(guarded(contract.updateProductRoute, requireUser, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.updateProduct(db, shopId, productId, body)
  return c.json(saved(product, text.updated), 200)
})

productsRoutes.openapi(guarded(contract.deleteProductRoute, requireUser, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  await catalogue.deleteProduct(db, shopId, productId)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})

// ---------------------------------------------------------------- vintages

productsRoutes.openapi(guarded(contract.addVintageRoute, requireUser, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.addVintage(db, shopId, productId, body)
  return c.json(saved(product, text.vintageSaved), 201)
})

productsRoutes.openapi(guarded(contract.updateVintageRoute, requireUser, noQuery), async (c) => {
  const { id, vintageId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const body = c.req.valid('json')
  const product = await catalogue.updateVintage(db, shopId, productId, vintageId, body)
  return c.json(saved(product, text.vintageSaved), 200)
})

productsRoutes.openapi(guarded(contract.deleteVintageRoute, requireUser, noQuery), async (c) => {
  const { id, vintageId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const product = await catalogue.deleteVintage(db, shopId, productId, vintageId)
  return c.json(saved(product, text.vintageDeleted), 200)
})

// ---------------------------------------------------------------- formats

productsRoutes.openapi(guarded(contract.addFormatRoute, requireUser, noQuery), async (c) => {
  const { db, shopId, productId } = await writer(c, c.req.valid('param').id)
  const body = c.req.valid('json')
  const product = await catalogue.addFormat(db, shopId, productId, body)
  return c.json(saved(product, text.formatSaved), 201)
})

productsRoutes.openapi(guarded(contract.updateFormatRoute, requireUser, noQuery), async (c) => {
  const { id, formatId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const body = c.req.valid('json')
  const product = await catalogue.updateFormat(db, shopId, productId, formatId, body)
  return c.json(saved(product, text.formatSaved), 200)
})

productsRoutes.openapi(guarded(contract.deleteFormatRoute, requireUser, noQuery), async (c) => {
  const { id, formatId } = c.req.valid('param')
  const { db, shopId, productId } = await writer(c, id)
  const product = await catalogue.deleteFormat(db, shopId, productId, formatId)
  return c.json(saved(product, text.formatDeleted), 200)
})
