/** The back-office catalogue: products, their vintages and formats (decision 0003). */
import { createRoute } from '@hono/zod-openapi'
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
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'
import { ownRecord, signedIn } from './refusals'
import { ProductRecord, PublicProductDetail } from './records'

const badParameter = 'Paramètre invalide.'
const staff = 'owner and collaborators (iam)'

const filter = z.string().trim().max(120, badParameter).optional()

const productAnswer = (description: string) =>
  json(success({ product: ProductRecord, message: z.string() }), description)

const vintageParams = z.object({ id: idSegment(), vintageId: idSegment() })
const formatParams = z.object({ id: idSegment(), formatId: idSegment() })

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  summary: 'The shop’s products (seeAllProduct; owner, iam, agent)',
  security: bearer,
  request: {
    query: z.strictObject(
      {
        /** Part of the name, precision or appellation. */
        q: filter,
        status: z.enum(listingStatuses, { error: badParameter }).optional(),
        type: filter,
        color: filter,
        gamme: filter,
        productType: z.enum(productKinds, { error: badParameter }).optional(),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(success({ products: z.array(ProductRecord) }), 'The products'),
    ...signedIn,
  },
})

export const createProductRoute = createRoute({
  method: 'post',
  path: '/products',
  summary: `Create a product with its first vintage and format ({ ...product fields, vintage, format }; createProduct, ${staff}); the slug comes from the name, made unique in the shop (-2, -3…)`,
  security: bearer,
  request: { body: body(NewProductInput) },
  responses: {
    201: productAnswer('Created'),
    ...signedIn,
    409: json(Refusal, 'A GTIN already used'),
  },
})

export const productRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary:
    'Staff of the product’s shop (seeAllProduct): the full record. Anyone else, with or without a token: the public view when visible to them, else 404',
  request: { params: idParams },
  responses: {
    200: json(success({ product: z.union([ProductRecord, PublicProductDetail]) }), 'The product'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const updateProductRoute = createRoute({
  method: 'put',
  path: '/products/{id}',
  summary: `Update product fields (partial; createProduct, ${staff})`,
  security: bearer,
  request: { params: idParams, body: body(ProductUpdate) },
  responses: {
    200: productAnswer('Saved'),
    ...ownRecord,
  },
})

export const deleteProductRoute = createRoute({
  method: 'delete',
  path: '/products/{id}',
  summary: `Delete a product with its vintages and formats (createProduct, ${staff})`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...ownRecord,
  },
})

export const addVintageRoute = createRoute({
  method: 'post',
  path: '/products/{id}/vintages',
  summary: 'Add a vintage ({ name, alcohol, legal, nutrition, ingredients, allergens, lots })',
  security: bearer,
  request: { params: idParams, body: body(VintageInput) },
  responses: {
    201: productAnswer('Added: the product'),
    ...ownRecord,
  },
})

export const updateVintageRoute = createRoute({
  method: 'put',
  path: '/products/{id}/vintages/{vintageId}',
  summary: 'Update a vintage (partial)',
  security: bearer,
  request: { params: vintageParams, body: body(VintageUpdate) },
  responses: {
    200: productAnswer('Saved: the product'),
    ...ownRecord,
  },
})

export const deleteVintageRoute = createRoute({
  method: 'delete',
  path: '/products/{id}/vintages/{vintageId}',
  summary: 'Delete a vintage; the last one stays (400)',
  security: bearer,
  request: { params: vintageParams },
  responses: {
    200: productAnswer('Deleted: the product'),
    ...ownRecord,
  },
})

export const addFormatRoute = createRoute({
  method: 'post',
  path: '/products/{id}/formats',
  summary:
    'Add a format ({ unity, unityValue, container, type, nameInShop, showUnityValue, priceCents, discountPrice, discountAdd, typologies, weight, visuals, gtin }); eq75 follows the volume; a GTIN (8, 12, 13 or 14 digits, valid check digit) is stored on 14 digits and unique (409)',
  security: bearer,
  request: { params: idParams, body: body(FormatInput) },
  responses: {
    201: productAnswer('Added: the product'),
    ...ownRecord,
    409: json(Refusal, 'A GTIN already used'),
  },
})

export const updateFormatRoute = createRoute({
  method: 'put',
  path: '/products/{id}/formats/{formatId}',
  summary: 'Update a format (partial)',
  security: bearer,
  request: { params: formatParams, body: body(FormatUpdate) },
  responses: {
    200: productAnswer('Saved: the product'),
    ...ownRecord,
    409: json(Refusal, 'A GTIN already used'),
  },
})

export const deleteFormatRoute = createRoute({
  method: 'delete',
  path: '/products/{id}/formats/{formatId}',
  summary: 'Delete a format; the last one stays (400)',
  security: bearer,
  request: { params: formatParams },
  responses: {
    200: productAnswer('Deleted: the product'),
    ...ownRecord,
  },
})
