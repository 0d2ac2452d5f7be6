/** OpenAPI paths of payments, SEPA mandates, PDFs and document mail. */
import type { Op } from './openapi'

export const ledgerPaths: Record<string, Record<string, Op>> = {}
