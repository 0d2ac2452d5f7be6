/** OpenAPI paths of quotes, invoices, deposits and credit notes. */
import type { Op } from './openapi'

export const salesDocumentPaths: Record<string, Record<string, Op>> = {}
