/** OpenAPI paths of back-office orders, clients and shipments. */
import type { Op } from './openapi'

export const salesOrderPaths: Record<string, Record<string, Op>> = {}
