/** The back-office catalogue: products, vintages, formats, price grids, promotions, iframes, images. */
import type { Op } from './openapi'

export const cataloguePaths: Record<string, Record<string, Op>> = {}
