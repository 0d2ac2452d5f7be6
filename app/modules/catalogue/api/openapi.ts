/** The back-office catalogue: products, vintages, formats, price grids, promotions, iframes, images. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const id = (description: string, name = 'id'): Param => ({
  name,
  in: 'path',
  description,
  type: 'integer',
})
const productId = id('Product id (of the caller’s shop; another shop’s answers 404)')
const vintageId = id('Vintage id', 'vintageId')
const formatId = id('Format id', 'formatId')
const iframeId = id('Iframe id')
const promotionId = id('Promotion id')

const staff = 'owner and collaborators (iam)'
const record =
  'product (ProductRecord: product fields, vintages [{ id, name, alcohol, legal, nutrition, ingredients, allergens, lots, position }], formats [{ id, label, unity, unityValue, eq75, container, type, nameInShop, showUnityValue, priceCents, discountPrice, discountAdd, typologies, weight, visuals, gtin, position }]) and message'
const grid =
  'typologies (key → { name, public, ttc, globalDiscount, allRulesInEq75 }), vatRate, rows [{ productId, productName, formatId, formatLabel, vatRate, priceCents, typologies (key → { visible, priceCents? }) }]'
const promotion =
  'promotion { id, name, type (% or €), amount (cents for €, hundredths of a percent for %), activation, activationValue, code, formatIds, startsAt, endsAt, active }'
const iframe = 'iframe { id, name, origins, settings { typology, showFilters, color, productIds } }'

export const cataloguePaths: Record<string, Record<string, Op>> = {
  '/products': {
    get: {
      summary: `The shop’s products (seeAllProduct; owner, iam, agent): products [ProductRecord]`,
      auth: 'user',
      params: [
        { name: 'q', in: 'query', description: 'Part of the name, precision or appellation' },
        { name: 'status', in: 'query', description: 'online, paused, outofstock or closed' },
        { name: 'type', in: 'query', description: 'Product type (Vin, Champagne…)' },
        { name: 'color', in: 'query', description: 'Colour' },
        { name: 'gamme', in: 'query', description: 'Range' },
        { name: 'productType', in: 'query', description: 'bottle, accessory, prestation or box' },
      ],
    },
    post: {
      summary: `Create a product with its first vintage and format ({ ...product fields, vintage, format }; createProduct, ${staff}); the slug comes from the name, made unique in the shop (-2, -3…). Answers ${record}`,
      auth: 'user',
      body: 'NewProduct',
      created: true,
    },
  },
  '/products/{id}': {
    get: {
      summary:
        'Staff of the product’s shop (seeAllProduct): product (ProductRecord). Anyone else, with or without a token: product (PublicProductDetail) when visible to them, else 404',
      params: [productId],
    },
    put: {
      summary: `Update product fields (partial; createProduct, ${staff}). Answers ${record}`,
      auth: 'user',
      body: 'ProductUpdate',
      params: [productId],
    },
    delete: {
      summary: `Delete a product with its vintages and formats (createProduct, ${staff})`,
      auth: 'user',
      params: [productId],
    },
  },
  '/products/{id}/vintages': {
    post: {
      summary: `Add a vintage ({ name, alcohol, legal, nutrition, ingredients, allergens, lots }). Answers ${record}`,
      auth: 'user',
      body: 'Vintage',
      params: [productId],
      created: true,
    },
  },
  '/products/{id}/vintages/{vintageId}': {
    put: {
      summary: `Update a vintage (partial). Answers ${record}`,
      auth: 'user',
      body: 'VintageUpdate',
      params: [productId, vintageId],
    },
    delete: {
      summary: `Delete a vintage; the last one stays (400). Answers ${record}`,
      auth: 'user',
      params: [productId, vintageId],
    },
  },
  '/products/{id}/formats': {
    post: {
      summary: `Add a format ({ unity, unityValue, container, type, nameInShop, showUnityValue, priceCents, discountPrice, discountAdd, typologies, weight, visuals, gtin }); eq75 follows the volume; a GTIN (8, 12, 13 or 14 digits, valid check digit) is stored on 14 digits and unique (409). Answers ${record}`,
      auth: 'user',
      body: 'Format',
      params: [productId],
      created: true,
    },
  },
  '/products/{id}/formats/{formatId}': {
    put: {
      summary: `Update a format (partial). Answers ${record}`,
      auth: 'user',
      body: 'FormatUpdate',
      params: [productId, formatId],
    },
    delete: {
      summary: `Delete a format; the last one stays (400). Answers ${record}`,
      auth: 'user',
      params: [productId, formatId],
    },
  },
  '/tarifs': {
    get: {
      summary: `The price grid (seeAllPrice, ${staff}; agents read the grid of the shop they sell for): ${grid}`,
      auth: 'user',
    },
    put: {
      summary: `Edit the price grid (owners and collaborators with seeAllPrice; agents get 403) ({ typologies?: key → typology, added or replaced by key; prices?: [{ formatId, typology, visible, priceCents | null }]; vatRate?: { standard, medium, reduced } }); exactly one typology stays public. Answers ${grid} and message`,
      auth: 'user',
      body: 'Tarifs',
    },
  },
  '/tarifs/typologies/{key}': {
    delete: {
      summary: `Delete a typology (not the public one); its members fall back to the public typology. Answers ${grid} and message`,
      auth: 'user',
      params: [{ name: 'key', in: 'path', description: 'Typology key' }],
    },
  },
  '/promotions': {
    get: {
      summary: `The shop’s promotions (seeAllPrice, ${staff}): promotions [${promotion}]`,
      auth: 'user',
    },
    post: {
      summary: `Create a promotion; a code (15 characters at most) is stored upper case and unique in the shop (409). Answers ${promotion} and message`,
      auth: 'user',
      body: 'Promotion',
      created: true,
    },
  },
  '/promotions/{id}': {
    put: {
      summary: `Update a promotion (partial). Answers ${promotion} and message`,
      auth: 'user',
      body: 'PromotionUpdate',
      params: [promotionId],
    },
    delete: { summary: 'Delete a promotion', auth: 'user', params: [promotionId] },
  },
  '/iframes': {
    get: {
      summary: `The shop’s iframes (module iframes, ${staff}): iframes [${iframe}]`,
      auth: 'user',
    },
    post: {
      summary: `Create an iframe ({ name, origins: ['https://host[:port]'], settings }). Answers ${iframe} and message`,
      auth: 'user',
      body: 'Iframe',
      created: true,
    },
  },
  '/iframes/{id}': {
    get: { summary: `One iframe: ${iframe}`, auth: 'user', params: [iframeId] },
    put: {
      summary: `Update an iframe (partial). Answers ${iframe} and message`,
      auth: 'user',
      body: 'IframeUpdate',
      params: [iframeId],
    },
    delete: { summary: 'Delete an iframe', auth: 'user', params: [iframeId] },
  },
  '/iframes/{id}/public': {
    get: {
      summary:
        'No token: an iframe for embedding pages, iframe { id, name, origins, settings } and shop (public fields); 404 when unknown, or the shop is offline or its iframes module inactive',
      params: [iframeId],
    },
  },
  '/images': {
    post: {
      summary:
        'Upload an image (multipart/form-data, field `file`: JPEG, PNG or WebP by content, 5 MB at most, else 413; other types 415; createProduct, owner and iam). Resized to 1200 px at most and stored as WebP: url, width, height',
      auth: 'user',
      created: true,
    },
  },
}
