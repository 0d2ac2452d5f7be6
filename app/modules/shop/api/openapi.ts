/**
 * GS1 Digital Links (the catalogue's `gs1Routes`), still described by hand; the shop's own
 * endpoints are in app/modules/shop/contract.ts.
 */
import type { Op } from '#app/platform/api/openapi-types'

export const publicShopPaths: Record<string, Record<string, Op>> = {
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
