/**
 * The public side of a shop's catalogue (spec 6): listing, product page, e-labels, and the
 * professional's tariff request. Reads need no token; one only changes whose prices are shown.
 */
import { ingredientTerms } from '#app/modules/catalogue/domain/ingredients'
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { elabelLanguages } from '#app/modules/elabel/domain/languages'
import {
  allergens,
  listingStatuses,
  productKinds,
  promotionActivations,
} from '#app/modules/catalogue/domain/catalogue'
import { bearer, json, Refusal, refusals, success } from '#app/platform/contract'
import { ShopRef } from './shops'

const badParameter = 'Paramètre invalide.'
/** An offline shop (app/modules/shop/domain/shop-status.ts) shows its catalogue to its staff only. */
const shopClosed = {
  503: json(
    Refusal,
    'The shop is offline: "Cette boutique est momentanément fermée." (not to its staff)',
  ),
}
const viewer =
  'No token needed; a Bearer token of a member shows their typology’s prices, and staff of the shop (owner, iam, agent) see every product with a status. An invalid token counts as no token.'

const text = z.string().trim().max(100, badParameter)
// An empty value (a form's "all" choice) filters nothing.
const filter = text.optional().transform((v) => v || undefined)
const typology = filter.describe(
  'Owners, collaborators and agents of the shop only: the typology key to price with',
)

const ListQuery = z.strictObject({
  type: filter.describe('Product type (Vin, Champagne…)'),
  gamme: filter.describe('Range'),
  color: filter.describe('Colour'),
  vintage: filter.describe('Vintage name (a year)'),
  label: z
    .string()
    .regex(/^\d{0,9}$/, badParameter)
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .describe(
      'The id of one of the shop’s product labels (GET /product-labels): the products it is given to; another shop’s or an unknown id lists nothing',
    ),
  typology,
  /** The embedded shop asking: its typology is the one anonymous visitors see there. */
  iframe: z
    .string()
    .regex(/^\d{1,9}$/, badParameter)
    .transform(Number)
    .optional()
    .describe('The embedding iframe’s id: its typology for anonymous visitors'),
})

const ElabelQuery = z.strictObject({
  product: text.min(1, badParameter).describe('Product slug (required)'),
  vintage: filter.describe('Vintage name or id; the latest vintage when absent'),
  format: z
    .string()
    .regex(/^\d{1,9}$/, badParameter)
    .transform(Number)
    .optional()
    .describe('Format id'),
  lot: z.string().max(40, badParameter).optional().describe('Lot number'),
})

/** The shop as the listing presents it to this viewer (typology, TTC/HT, hidden prices…). */
const PublicShopHeader = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string().nullable(),
  typology: z.string().nullable(),
  typologyName: z.string().nullable(),
  ttc: z.boolean(),
  membersOnlyPrices: z.boolean(),
  pricesHidden: z.boolean(),
  canRequestTariff: z.boolean(),
})

const PublicVintage = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  alcohol: z.number().nullable(),
  /** Sold en primeur: no right of withdrawal (Code de la consommation L221-28 7°). */
  enPrimeur: z.boolean(),
})

const PublicFormat = z.object({
  id: z.number().int(),
  label: z.string(),
  eq75: z.number(),
  /** In the typology's convention (TTC or HT), integer cents; null when prices are hidden. */
  priceCents: z.number().int().nullable(),
  ttc: z.boolean(),
  discountSteps: z.array(z.object({ from: z.number(), priceCents: z.number().int() })),
  gtin: z.string().nullable(),
  visuals: z.array(z.string()),
})

const PublicPromotion = z.object({
  name: z.string(),
  type: z.enum(['%', '€']),
  /** Cents for €, hundredths of a percent for %. */
  amount: z.number(),
  activation: z.enum(promotionActivations),
  activationValue: z.number().nullable(),
})

/** A shop's label (« Coup de cœur »…): its name and a colour key of the palette. */
const PublicLabel = z.object({ id: z.number().int(), name: z.string(), colour: z.string() })

const productFields = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  quality: z.string().nullable(),
  qualityLabels: z.array(z.string()),
  grapes: z.array(z.string()),
  productType: z.enum(productKinds),
  status: z.enum(listingStatuses),
  description: z.string().nullable(),
  appellation: z.string().nullable(),
  visuals: z.array(z.string()),
  /** The shop's labels given to it, by name: a name and a colour key of the palette. */
  labels: z.array(PublicLabel),
  formats: z.array(PublicFormat),
  promotion: PublicPromotion.nullable(),
}

/** A product of the listing, as the viewer sees it. */
const PublicProduct = z.object({ ...productFields, vintages: z.array(PublicVintage) })

const Nutrition = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  protein: z.number(),
  salt: z.number(),
})

/** A vintage on the product page: what the law asks before purchase. */
const PublicVintageDetail = PublicVintage.extend({
  nutrition: Nutrition.nullable(),
  ingredients: z.string().nullable(),
  ingredientTerms: z.array(z.enum(ingredientTerms)),
  allergens: z.array(z.enum(allergens)),
})

/** The product page's view: the listing's, plus per vintage nutrition, ingredients, allergens. */
const PublicProductDetail = z.object({
  ...productFields,
  vintages: z.array(PublicVintageDetail),
  vatRate: z.number(),
})

export const catalogueRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/products',
  summary: `The shop’s catalogue as the viewer sees it, with the filter choices it offers. ${viewer} With membersOnlyPrices, prices are null for visitors who are not signed in.`,
  request: { params: ShopRef, query: ListQuery },
  responses: {
    200: json(
      success({
        shop: PublicShopHeader,
        filters: z.object({
          types: z.array(z.string()),
          gammes: z.array(z.string()),
          colors: z.array(z.string()),
          vintages: z.array(z.string()),
          /** The shop's labels that at least one product the viewer sees carries, by name. */
          labels: z.array(PublicLabel),
        }),
        products: z.array(PublicProduct),
      }),
      'The catalogue',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
    ...shopClosed,
  },
})

export const catalogueProductRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/products/{slug}',
  summary: `One product by its slug; 404 'Produit inexistant' when unknown or not visible to the viewer. ${viewer}`,
  request: {
    params: ShopRef.extend({ slug: z.string().describe('Product slug') }),
    query: z.strictObject({ typology }),
  },
  responses: {
    200: json(
      success({ shop: PublicShopHeader, product: PublicProductDetail }),
      'The product and the shop',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
    ...shopClosed,
  },
})

export const elabelsRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/elabels',
  summary: 'The shop’s e-labels: every bottle product and its vintages, whatever its status',
  request: { params: ShopRef },
  responses: {
    200: json(
      success({
        shop: z.object({ name: z.string(), urlShop: z.string().nullable() }),
        products: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            vintages: z.array(
              z.object({ id: z.number().int(), name: z.string(), label: z.string() }),
            ),
          }),
        ),
      }),
      'What the e-label index links to',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const elabelRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/elabel',
  summary:
    'The e-label (nutrition declaration, ingredients, allergens) of a product’s vintage. 404 when the product, vintage, format or lot is unknown; a lot must be one of the vintage’s lots when it lists any.',
  request: { params: ShopRef, query: ElabelQuery },
  responses: {
    200: json(
      success({
        elabel: z.object({
          shopName: z.string(),
          owner: z.string(),
          brand: z.string().nullable(),
          country: z.string(),
          productName: z.string(),
          appellation: z.string().nullable(),
          category: z.number().nullable(),
          color: z.string().nullable(),
          quality: z.string().nullable(),
          type: z.string().nullable(),
          vintage: z.string(),
          grapes: z.array(z.string()),
          alcohol: z.number().nullable(),
          format: z.string().nullable(),
          ingredients: z.string().nullable(),
          /** `ingredients` in other languages (by code), where the producer wrote it. */
          ingredientsByLanguage: z.partialRecord(z.enum(elabelLanguages), z.string()),
          ingredientTerms: z.array(z.enum(ingredientTerms)),
          allergens: z.array(z.enum(allergens)),
          nutrition: Nutrition.nullable(),
          lot: z.string().nullable(),
          updatedAt: z.string(),
        }),
      }),
      'The e-label',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const tariffRequestRoute = createRoute({
  method: 'post',
  path: '/shops/{id}/tariff-requests',
  summary:
    'A signed-in buyer asks the producer for their professional tariff: the owner gets a notification and a mail. 403 for staff of the shop, 429 beyond 5 requests an hour.',
  security: bearer,
  request: { params: ShopRef },
  responses: {
    201: json(success({ message: z.string() }), 'Sent'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    429: json(Refusal, 'Too many requests: wait an hour'),
  },
})
