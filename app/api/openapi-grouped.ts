/** OpenAPI paths of grouped orders. */
import type { Op } from './openapi'

export const groupedOrderPaths: Record<string, Record<string, Op>> = {}
