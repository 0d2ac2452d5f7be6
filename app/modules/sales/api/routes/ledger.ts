/** The payments ledger: receipts, refunds, credit notes used, outstandings, unpaids and reminders. */
import * as z from 'zod'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import {
  creditNotesRoute,
  LedgerQuery,
  listPaymentsRoute,
  outstandingsRoute,
  recordPaymentRoute,
  remindersRoute,
  remindUnpaidRoute,
  unpaidsRoute,
} from '../../contract'
import { recordPayment } from '../ledger'
import { creditNotes, listPayments, outstandings, paymentsCsv, unpaids } from '../ledger-lists'
import { reminderHistory, remindUnpaid } from '../ledger-reminders'
import { creditNotesCsv, outstandingsCsv, unpaidsCsv } from '../ledger-csv'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const exportCsvRoute = csvRoute(
  '/payments/export.csv',
  "The filtered ledger as CSV (UTF-8 with BOM, ';'-separated, every row, no paging): Date, Type, Moyen, Client, Document, Avoir utilisé, Référence, Montant (€). Owners and collaborators with seeAllPayment.",
  LedgerQuery,
)

export const ledgerRoutes = contractRouter()

ledgerRoutes.openapi(listPaymentsRoute, async (c) => {
  const { shop } = memberOf(c)
  const list = await listPayments(c.get('deps').db, shop.id, c.req.valid('query'))
  return c.json(
    {
      sucess: true as const,
      ...list,
      payments: list.payments.map((p) => ({ ...p, receivedAt: p.receivedAt.toISOString() })),
    },
    200,
  )
})

ledgerRoutes.openapi(exportCsvRoute, async (c) => {
  const { shop } = memberOf(c)
  const csv = await paymentsCsv(c.get('deps').db, shop.id, c.req.valid('query'))
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="paiements.csv"',
  })
})

ledgerRoutes.openapi(guarded(recordPaymentRoute, noQuery), async (c) => {
  const { shop, userId } = memberOf(c)
  const body = c.req.valid('json')
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
  return c.json(
    {
      sucess: true as const,
      payment: {
        ...payment,
        receivedAt: payment.receivedAt.toISOString(),
        createdAt: payment.createdAt.toISOString(),
      },
      message: 'Le paiement a été enregistré.',
    },
    201,
  )
})

const openListCsv = (path: string, summary: string) =>
  csvRoute(
    path,
    `${summary} as a CSV file: UTF-8 with BOM, ‘;’ separated, amounts 12,50, dates DD/MM/YYYY. Owners and collaborators with seeAllPayment.`,
    z.strictObject({}),
  )

ledgerRoutes.openapi(
  openListCsv('/payments/outstandings/export.csv', 'GET /payments/outstandings'),
  async (c) => {
    const csv = await outstandingsCsv(c.get('deps').db, memberOf(c).shop.id, new Date())
    return c.body(csv, 200, csvDownload('encours'))
  },
)

ledgerRoutes.openapi(
  openListCsv(
    '/payments/unpaids/export.csv',
    'GET /payments/unpaids (with the days late and the reminders)',
  ),
  async (c) => {
    const csv = await unpaidsCsv(c.get('deps').db, memberOf(c).shop.id, new Date())
    return c.body(csv, 200, csvDownload('impayes'))
  },
)

ledgerRoutes.openapi(
  openListCsv('/payments/credits/export.csv', 'GET /payments/credits (what is left of each)'),
  async (c) => {
    const csv = await creditNotesCsv(c.get('deps').db, memberOf(c).shop.id)
    return c.body(csv, 200, csvDownload('avoirs'))
  },
)

ledgerRoutes.openapi(guarded(outstandingsRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { documents, totals } = await outstandings(c.get('deps').db, shop.id, new Date())
  return c.json(
    {
      sucess: true as const,
      documents: documents.map((d) => ({ ...d, issuedAt: iso(d.issuedAt), dueAt: iso(d.dueAt) })),
      totals,
    },
    200,
  )
})

ledgerRoutes.openapi(guarded(unpaidsRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { documents, totals } = await unpaids(c.get('deps').db, shop.id, new Date())
  return c.json(
    {
      sucess: true as const,
      documents: documents.map((d) => ({
        ...d,
        issuedAt: iso(d.issuedAt),
        dueAt: iso(d.dueAt),
        lastReminderAt: iso(d.lastReminderAt),
      })),
      totals,
    },
    200,
  )
})

ledgerRoutes.openapi(guarded(remindUnpaidRoute, noQuery), async (c) => {
  const { shop, userId } = memberOf(c)
  const { documentId } = c.req.valid('param')
  const { emails } = c.req.valid('json')
  const reminder = await remindUnpaid(c.get('deps'), shop.id, documentId, emails, userId)
  return c.json(
    {
      sucess: true as const,
      reminder: { ...reminder, sentAt: reminder.sentAt.toISOString() },
      message: 'La relance a été envoyée.',
    },
    201,
  )
})

ledgerRoutes.openapi(guarded(remindersRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { documentId } = c.req.valid('param')
  const reminders = await reminderHistory(c.get('deps').db, shop.id, documentId)
  return c.json(
    {
      sucess: true as const,
      reminders: reminders.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
    },
    200,
  )
})

ledgerRoutes.openapi(guarded(creditNotesRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { credits, totals } = await creditNotes(c.get('deps').db, shop.id)
  return c.json(
    {
      sucess: true as const,
      credits: credits.map((r) => ({ ...r, issuedAt: iso(r.issuedAt) })),
      totals,
    },
    200,
  )
})
