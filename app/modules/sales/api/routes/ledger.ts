/** The payments ledger: receipts, refunds, credit notes used, outstandings, unpaids and reminders. */
import { TZDate } from '@date-fns/tz'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { ledgerMethods } from '#app/modules/sales/domain/payments'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { recordPayment } from '../ledger'
import { creditNotes, listPayments, outstandings, paymentsCsv, unpaids } from '../ledger-lists'
import { reminderHistory, remindUnpaid } from '../ledger-reminders'
import { requireShopRight } from '#app/platform/auth/permissions'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'
import { emailReceivers } from '#app/modules/clients/api/routes/email-receivers'

const PARIS = 'Europe/Paris'

/** 'YYYY-MM-DD' as the start (or end) of that day in Paris. */
const dayParam = (end: boolean) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.')
    .transform((value, ctx) => {
      const [y, m, d] = value.split('-').map(Number)
      const date = end
        ? new TZDate(y, m - 1, d, 23, 59, 59, 999, PARIS)
        : new TZDate(y, m - 1, d, 0, 0, 0, 0, PARIS)
      if (date.getDate() !== d || date.getMonth() !== m - 1) {
        ctx.addIssue({ code: 'custom', message: "Cette date n'existe pas." })
        return z.NEVER
      }
      return new Date(date.getTime())
    })

const cents = z.coerce
  .number({ error: 'Le montant doit être un nombre entier de centimes.' })
  .int('Le montant doit être un nombre entier de centimes.')
  .min(-1_000_000_000)
  .max(1_000_000_000)

const listQuery = z.strictObject(
  {
    kind: z.enum(['payment', 'refund', 'credit']).optional(),
    method: z.enum(ledgerMethods).optional(),
    clientId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    from: dayParam(false).optional(),
    to: dayParam(true).optional(),
    min: cents.optional(),
    max: cents.optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    sort: z.enum(['receivedAt', '-receivedAt', 'amount', '-amount']).default('-receivedAt'),
  },
  { error: messages.badParameter },
)

const positiveId = z.number().int().positive().max(2_147_483_647)

const paymentBody = z
  .strictObject({
    documentId: positiveId.optional(),
    orderId: positiveId.optional(),
    kind: z.enum(['payment', 'refund', 'credit']).default('payment'),
    amountCents: z
      .number({ error: 'Le montant doit être un nombre entier de centimes.' })
      .int('Le montant doit être un nombre entier de centimes.')
      .positive('Le montant doit être supérieur à zéro.')
      .max(1_000_000_000, 'Le montant est trop élevé.'),
    method: z.enum(ledgerMethods, { error: 'Moyen de paiement inconnu.' }),
    receivedAt: z.iso
      .datetime({ offset: true, error: 'La date de réception est invalide.' })
      .or(z.iso.date({ error: 'La date de réception est invalide.' }))
      .optional(),
    reference: z.string().trim().max(200).optional(),
    notes: z.string().trim().max(2000).optional(),
    creditId: positiveId.optional(),
  })
  .refine((b) => b.documentId !== undefined || b.orderId !== undefined, {
    message: 'Indiquez le document ou la commande réglée.',
    path: ['documentId'],
  })

const remindBody = z.strictObject({ emails: emailReceivers })

const payer = (c: Context<ApiEnv>) => requireShopRight(c, { permission: 'seeAllPayment' })

export const ledgerRoutes = new Hono<ApiEnv>()

ledgerRoutes.get('/', requireUser, async (c) => {
  const { shop } = await payer(c)
  return ok(c, await listPayments(c.get('deps').db, shop.id, parseQuery(c, listQuery)))
})

ledgerRoutes.get('/export.csv', requireUser, async (c) => {
  const { shop } = await payer(c)
  const csv = await paymentsCsv(c.get('deps').db, shop.id, parseQuery(c, listQuery))
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="paiements.csv"',
  })
})

ledgerRoutes.post('/', requireUser, noQuery, async (c) => {
  const { shop, userId } = await payer(c)
  const body = await parseBody(c, paymentBody)
  const now = new Date()
  const receivedAt = body.receivedAt ? new Date(body.receivedAt) : now
  if (receivedAt.getTime() > now.getTime() + 86_400_000)
    throw new ApiError(400, 'La date de réception ne peut pas être dans le futur.', {
      receivedAt: ['La date de réception ne peut pas être dans le futur.'],
    })
  const payment = await recordPayment(
    c.get('deps').db,
    shop.id,
    { ...body, receivedAt },
    userId,
    now,
  )
  return ok(c, { payment, message: 'Le paiement a été enregistré.' }, 201)
})

ledgerRoutes.get('/outstandings', requireUser, noQuery, async (c) => {
  const { shop } = await payer(c)
  return ok(c, await outstandings(c.get('deps').db, shop.id, new Date()))
})

ledgerRoutes.get('/unpaids', requireUser, noQuery, async (c) => {
  const { shop } = await payer(c)
  return ok(c, await unpaids(c.get('deps').db, shop.id, new Date()))
})

ledgerRoutes.post('/unpaids/:documentId/remind', requireUser, noQuery, async (c) => {
  const { shop, userId } = await payer(c)
  const documentId = idParam(c, 'documentId')
  const { emails } = await parseBody(c, remindBody)
  const reminder = await remindUnpaid(c.get('deps'), shop.id, documentId, emails, userId)
  return ok(c, { reminder, message: 'La relance a été envoyée.' }, 201)
})

ledgerRoutes.get('/unpaids/:documentId/reminders', requireUser, noQuery, async (c) => {
  const { shop } = await payer(c)
  const documentId = idParam(c, 'documentId')
  return ok(c, { reminders: await reminderHistory(c.get('deps').db, shop.id, documentId) })
})

ledgerRoutes.get('/credits', requireUser, noQuery, async (c) => {
  const { shop } = await payer(c)
  return ok(c, await creditNotes(c.get('deps').db, shop.id))
})
