/**
 * A buyer's own invoices, deposit invoices and credit notes (issue 14): their list across the
 * shops they bought from. The PDF itself is a file, defined beside its handler
 * (api/routes/buyer-documents.ts). Only issued documents of the buyer's orders or of the client
 * rows linked to their account answer; anything else is 404.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, json, pageFields, pageSegment, refusals, success } from '#app/platform/contract'
import { legalStatuses } from './documents'

/** The documents a buyer receives: never a quote (they answer it elsewhere) nor a draft. */
export const buyerDocumentTypes = ['invoice', 'deposit', 'credit'] as const

export const BuyerDocument = z.object({
  id: z.number().int(),
  type: z.enum(buyerDocumentTypes),
  number: z.string(),
  status: z.enum(legalStatuses),
  orderId: z.number().int().nullable(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  issuedAt: z.iso.datetime(),
  dueAt: z.iso.datetime().nullable(),
  totalTtcCents: z.number().int(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  paymentStatus: z.string(),
})

export const myInvoicesRoute = createRoute({
  method: 'get',
  path: '/users/me/invoices',
  summary:
    "The signed-in buyer's issued invoices, deposit invoices and credit notes, newest first, 20 a page (`orderId` narrows to one order). Buyers only.",
  security: bearer,
  request: {
    query: z.strictObject(
      {
        page: pageSegment().default(1),
        orderId: z
          .string()
          .regex(/^\d{1,10}$/, 'Paramètre invalide.')
          .transform(Number)
          .refine((n) => n >= 1 && n <= 2_147_483_647, 'Paramètre invalide.')
          .optional(),
      },
      { error: 'Paramètre invalide.' },
    ),
  },
  responses: {
    200: json(success({ documents: z.array(BuyerDocument), ...pageFields }), 'The documents'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
