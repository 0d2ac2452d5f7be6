import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { listingStatuses, productKinds } from '#app/modules/catalogue/domain/catalogue'
import {
  FormatInput,
  FormatUpdate,
  NewProductInput,
  ProductUpdate,
  VintageInput,
  VintageUpdate,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import * as catalogue from '../catalogue'
import { requireShopRight } from '#app/platform/auth/permissions'
import { publicProductById } from '#app/modules/shop/api/public-catalogue'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam, optionalUser, requireCatalogueReader } from './catalogue-shared'

const { catalogueText: text } = catalogue

const filter = z.string().trim().max(120, messages.badParameter).optional()
const listQuery = z.strictObject(
  {
    q: filter,
    status: z.enum(listingStatuses, { error: messages.badParameter }).optional(),
    type: filter,
    color: filter,
    gamme: filter,
    productType: z.enum(productKinds, { error: messages.badParameter }).optional(),
  },
  { error: messages.badParameter },
)

const writers = { permission: 'createProduct', roles: ['owner', 'iam'] } as const

export const productsRoutes = new Hono<ApiEnv>()

// GET /:id is public as well, so authentication is per route.
productsRoutes.get('/', requireUser, async (c) => {
  const { shop } = await requireCatalogueReader(c)
  const query = parseQuery(c, listQuery)
  const list = await catalogue.listProducts(c.get('deps').db, shop.id, {
    ...query,
    q: query.q || undefined,
  })
  return ok(c, { products: list.map(catalogue.toProductRecord) })
})

productsRoutes.post('/', requireUser, noQuery, async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const body = await parseBody(c, NewProductInput)
  const product = await catalogue.createProduct(c.get('deps').db, shop.id, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.created }, 201)
})

/** Staff of the product's shop read the full record; anyone else the public view, if visible. */
productsRoutes.get('/:id', noQuery, async (c) => {
  const id = idParam(c, 'id')
  const { db } = c.get('deps')
  const auth = await optionalUser(c)
  if (auth) {
    const staff = await requireCatalogueReader(c).catch(() => null)
    const own = staff && (await catalogue.loadProduct(db, staff.shop.id, id))
    if (own) return ok(c, { product: catalogue.toProductRecord(own) })
  }
  const product = await publicProductById(c, id)
  if (!product) throw new ApiError(404, text.notFound)
  return ok(c, { product })
})

async function writer(c: Context<ApiEnv>) {
  const { shop } = await requireShopRight(c, writers)
  return { db: c.get('deps').db, shopId: shop.id, productId: idParam(c, 'id') }
}

productsRoutes.put('/:id', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const body = await parseBody(c, ProductUpdate)
  const product = await catalogue.updateProduct(db, shopId, productId, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.updated })
})

productsRoutes.delete('/:id', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  await catalogue.deleteProduct(db, shopId, productId)
  return ok(c, { message: text.deleted })
})

// ---------------------------------------------------------------- vintages

productsRoutes.post('/:id/vintages', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const body = await parseBody(c, VintageInput)
  const product = await catalogue.addVintage(db, shopId, productId, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.vintageSaved }, 201)
})

productsRoutes.put('/:id/vintages/:vintageId', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const vintageId = idParam(c, 'vintageId')
  const body = await parseBody(c, VintageUpdate)
  const product = await catalogue.updateVintage(db, shopId, productId, vintageId, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.vintageSaved })
})

productsRoutes.delete('/:id/vintages/:vintageId', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const vintageId = idParam(c, 'vintageId')
  const product = await catalogue.deleteVintage(db, shopId, productId, vintageId)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.vintageDeleted })
})

// ---------------------------------------------------------------- formats

productsRoutes.post('/:id/formats', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const body = await parseBody(c, FormatInput)
  const product = await catalogue.addFormat(db, shopId, productId, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.formatSaved }, 201)
})

productsRoutes.put('/:id/formats/:formatId', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const formatId = idParam(c, 'formatId')
  const body = await parseBody(c, FormatUpdate)
  const product = await catalogue.updateFormat(db, shopId, productId, formatId, body)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.formatSaved })
})

productsRoutes.delete('/:id/formats/:formatId', requireUser, noQuery, async (c) => {
  const { db, shopId, productId } = await writer(c)
  const formatId = idParam(c, 'formatId')
  const product = await catalogue.deleteFormat(db, shopId, productId, formatId)
  return ok(c, { product: catalogue.toProductRecord(product), message: text.formatDeleted })
})
