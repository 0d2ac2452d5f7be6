/** The public side of the catalogue: shop listings, product pages, e-labels, GS1 links. */
import type { Op } from './openapi'

export const publicShopPaths: Record<string, Record<string, Op>> = {}
