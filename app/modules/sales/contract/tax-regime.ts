/** A sale's tax regime as orders and documents answer it (pricing/domain/tax-regime.ts). */
import * as z from 'zod'

export const TaxRegimeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('france') }),
  z.object({
    kind: z.literal('intraEuBusiness'),
    country: z.string(),
    buyerVatNumber: z.string(),
    excise: z.enum(['suspension', 'dutyPaid']),
  }),
  z.object({ kind: z.literal('export'), country: z.string() }),
  z.object({
    kind: z.literal('distanceSelling'),
    country: z.string(),
    details: z.object({
      country: z.string(),
      taxRepresentative: z.string(),
      ossNumber: z.string(),
      vatRate: z.number(),
    }),
  }),
])
