/** The public side of the catalogue: shop listings, product pages, e-labels, GS1 links. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const shopId: Param = {
  name: 'id',
  in: 'path',
  description: 'Shop id, public code or url slug',
}
const typology: Param = {
  name: 'typology',
  in: 'query',
  description: 'Owners, collaborators and agents of the shop only: the typology key to price with',
}
const viewer =
  'No token needed; a Bearer token of a member shows their typology’s prices, and staff of the shop (owner, iam, agent) see every product with a status. An invalid token counts as no token.'

export const publicShopPaths: Record<string, Record<string, Op>> = {
  '/shops/{id}/products': {
    get: {
      summary: `The shop’s catalogue as the viewer sees it: shop { id, code, name, urlShop, typology, typologyName, ttc, membersOnlyPrices, pricesHidden, canRequestTariff }, filters { types, gammes, colors, vintages }, products (PublicProduct: formats with priceCents in the typology’s convention, discountSteps, promotion). ${viewer} With membersOnlyPrices, prices are null for visitors who are not signed in.`,
      params: [
        shopId,
        { name: 'type', in: 'query', description: 'Product type (Vin, Champagne…)' },
        { name: 'gamme', in: 'query', description: 'Range' },
        { name: 'color', in: 'query', description: 'Colour' },
        { name: 'vintage', in: 'query', description: 'Vintage name (a year)' },
        typology,
      ],
    },
  },
  '/shops/{id}/products/{slug}': {
    get: {
      summary: `One product by its slug: shop (as in the listing) and product (PublicProductDetail: adds per vintage nutrition, ingredients, allergens, and the product’s vatRate). 404 'Produit inexistant' when unknown or not visible to the viewer. ${viewer}`,
      params: [shopId, { name: 'slug', in: 'path', description: 'Product slug' }, typology],
    },
  },
  '/shops/{id}/elabels': {
    get: {
      summary:
        'The shop’s e-labels: shop { name, urlShop }, products [{ slug, name, vintages [{ id, name, label }] }] (every bottle product, whatever its status)',
      params: [shopId],
    },
  },
  '/shops/{id}/elabel': {
    get: {
      summary:
        'The e-label (nutrition declaration, ingredients, allergens) of a product’s vintage: elabel { shopName, owner, brand, country, productName, appellation, category, color, quality, type, vintage, grapes, alcohol, format, ingredients, allergens, nutrition, lot, updatedAt }. 404 when the product, vintage, format or lot is unknown; a lot must be one of the vintage’s lots when it lists any.',
      params: [
        shopId,
        { name: 'product', in: 'query', description: 'Product slug (required)' },
        {
          name: 'vintage',
          in: 'query',
          description: 'Vintage name or id; the latest vintage when absent',
        },
        { name: 'format', in: 'query', description: 'Format id', type: 'integer' },
        { name: 'lot', in: 'query', description: 'Lot number' },
      ],
    },
  },
  '/shops/{id}/tariff-requests': {
    post: {
      summary:
        'A signed-in buyer asks the producer for their professional tariff: the owner gets a notification and a mail. 403 for staff of the shop, 429 beyond 5 requests an hour. Answers message.',
      auth: 'user',
      params: [shopId],
      created: true,
    },
  },
  '/gs1/01/{gtin}': {
    get: {
      summary:
        "Resolve a GS1 Digital Link: target { shopId, shopSlug, productSlug, formatId, vintageId, vintageName, lot }. The GTIN has 8, 12, 13 or 14 digits and a valid check digit; 404 'Produit inexistant' when it names no format, or the vintage or lot is unknown.",
      params: [
        { name: 'gtin', in: 'path', description: 'GTIN-8, -12, -13 or -14' },
        {
          name: 'vintage',
          in: 'query',
          description: 'Vintage name (AI 22); the latest vintage when absent',
        },
        { name: 'lot', in: 'query', description: 'Lot number (AI 10)' },
      ],
    },
  },
}
