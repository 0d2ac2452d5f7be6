/**
 * The page of one sales document (quote, invoice, deposit invoice, credit note): what its PDF
 * says, its statuses and payments, and the actions this viewer may take on it now. Amounts are
 * the provider's, only formatted here.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import type { Address, DocumentParty } from '#app/platform/db/schema'
import {
  acceptQuoteRoute,
  cancelDocumentRoute,
  createCreditRoute,
  documentRoute,
  issueDocumentRoute,
  listPaymentsRoute,
  recordPaymentRoute,
  rejectQuoteRoute,
  renderDocumentFileRoute,
  sendDocumentRoute,
} from '#app/modules/sales/contract'
import { creditForm, SendDocumentForm } from '#app/modules/sales/domain/payment-forms'
import type { AnswerOf } from '#app/platform/contract'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import { ledgerMethodLabels, paymentKindLabels } from '#app/modules/sales/domain/payments'
import { addressLines } from '#app/modules/checkout/web/orders.server'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { creditStatusLabel, documentStatusLabel, documentTypeLabels } from './labels'
import { manualMethods } from './order-page.server'
import { fieldErrors, paymentBody, paymentErrors, type FormReply } from './payment-form.server'
import { salesRights, type SalesRights } from '#app/modules/sales/web/rights'
import { readForm } from '#app/platform/web/forms.server'

type DocumentJson = AnswerOf<typeof documentRoute>['document']
type Linked = DocumentJson['credits'][number]
type PaymentRow = AnswerOf<typeof listPaymentsRoute>['payments'][number]

const rate = (r: number) => `${String(r).replace('.', ',')} %`
const day = (d: string | null) => (d ? formatDate(d) : null)

function party(p: DocumentParty | null) {
  if (!p) return null
  return {
    name: p.name,
    address: addressLines(p.address as Address | undefined as Record<string, unknown> | undefined),
    deliveryAddress: p.deliveryAddress
      ? addressLines(p.deliveryAddress as unknown as Record<string, unknown>)
      : [],
    ids: [
      p.legalForm
        ? `${p.legalForm}${p.capitalCents ? ` au capital de ${formatCents(p.capitalCents)}` : ''}`
        : null,
      p.siret ? `SIRET ${p.siret}` : p.siren ? `SIREN ${p.siren}` : null,
      p.rcsCity ? `RCS ${p.rcsCity}` : null,
      p.vatNumber ? `TVA intracommunautaire ${p.vatNumber}` : null,
      p.exciseNumber ? `N° d’accise ${p.exciseNumber}` : null,
      p.email ?? null,
      p.phone ?? null,
    ].filter((l): l is string => Boolean(l)),
  }
}

const linkedView = (d: Linked) => ({
  id: d.id,
  label: `${documentTypeLabels[d.type]} ${d.number ?? 'brouillon'}`,
  total: formatCents(d.totalTtcCents),
  statusLabel: documentStatusLabel(d.type, d.status),
  href: `/dashboard/orders/documents/${d.id}`,
})

/** What is left to credit on an invoice: its TTC less the credit notes already issued on it. */
const creditableCents = (doc: DocumentJson) =>
  doc.totalTtcCents -
  doc.credits.filter((c) => c.status !== 'cancelled').reduce((s, c) => s + c.totalTtcCents, 0)

export function documentActions(doc: DocumentJson, rights: SalesRights) {
  const issued = doc.number !== null
  const quote = doc.type === 'quote'
  const bill = doc.type === 'invoice' || doc.type === 'deposit'
  const open = doc.status === 'generated' || doc.status === 'processing'
  const closed = doc.status === 'cancelled' || doc.status === 'rejected'
  return {
    issue: quote && rights.createQuote && doc.status === 'pending' && !issued,
    edit: quote && rights.createQuote && doc.status === 'pending' && !issued,
    accept: quote && rights.createQuote && issued && open,
    reject: quote && rights.createQuote && issued && open,
    cancel: quote && rights.createQuote && (doc.status === 'pending' || open),
    credit: bill && rights.bill && issued && !closed && creditableCents(doc) > 0,
    payment: bill && rights.pay && issued && !closed && doc.dueCents - doc.paidCents > 0,
    send:
      issued && !closed && doc.status !== 'pending' && (quote ? rights.createQuote : rights.bill),
    pdf: issued,
  }
}

export function documentView(doc: DocumentJson, rights: SalesRights, payments: PaymentRow[]) {
  const title = `${documentTypeLabels[doc.type]} ${doc.number ?? '(brouillon)'}`
  const fileId = doc.pdfKey?.match(/^document-files\/(\d+)$/)?.[1] ?? null
  return {
    id: doc.id,
    title,
    type: doc.type,
    typeLabel: documentTypeLabels[doc.type],
    number: doc.number,
    status: doc.status,
    statusLabel: documentStatusLabel(doc.type, doc.status),
    paymentStatus: doc.type === 'invoice' || doc.type === 'deposit' ? doc.paymentStatus : null,
    creditStatus: creditStatusLabel(doc.creditStatus),
    creditStatusKey: doc.creditStatus,
    creditRemaining:
      doc.creditRemainingCents === null ? null : formatCents(doc.creditRemainingCents),
    orderHref: doc.orderId ? `/dashboard/orders/${doc.orderId}` : null,
    orderId: doc.orderId,
    client: doc.client,
    seller: party(doc.seller),
    buyer: party(doc.buyer) ?? { name: doc.client.name, address: [], deliveryAddress: [], ids: [] },
    dates: {
      issuedAt: day(doc.issuedAt),
      saleDate: day(doc.saleDate),
      dueAt: day(doc.dueAt),
      validUntil: day(doc.validUntil),
    },
    paymentDelay: paymentDelayLabel(doc.paymentDelay) || null,
    lines: doc.lines.map((l, index) => ({
      index,
      name: l.name,
      quantity: l.quantity,
      unitHt: formatCents(l.unitHtCents),
      discount: l.discountPercent ? `${String(l.discountPercent).replace('.', ',')} %` : null,
      vatRate: rate(l.vatRate),
      totalHt: formatCents(l.totalHtCents),
      totalTtc: formatCents(l.totalTtcCents),
      creditable: l.totalTtcCents > 0 && l.quantity > 0,
    })),
    totals: {
      ht: formatCents(doc.totalHtCents),
      tva: formatCents(doc.tvaCents),
      duties: doc.dutiesCents ? formatCents(doc.dutiesCents) : null,
      shipping: doc.shippingCents ? formatCents(doc.shippingCents) : null,
      ttc: formatCents(doc.totalTtcCents),
      deposits: doc.depositsCents ? formatCents(doc.depositsCents) : null,
      due: doc.type === 'quote' ? null : formatCents(doc.dueCents),
      paid: formatCents(doc.paidCents),
      left: formatCents(Math.max(0, doc.dueCents - doc.paidCents)),
      leftCents: Math.max(0, doc.dueCents - doc.paidCents),
    },
    deposits: doc.deposits.map(linkedView),
    credits: doc.credits.map(linkedView),
    invoice: doc.invoice ? linkedView(doc.invoice) : null,
    footer: doc.footer,
    missingMentions: doc.missingMentions.map((m) => m.label),
    notes: doc.notes,
    pdfHref: fileId ? `/resources/document-files/${fileId}` : null,
    payments: payments.map((p) => ({
      id: p.id,
      date: formatDate(p.receivedAt),
      kind: paymentKindLabels[p.kind] ?? p.kind,
      method: ledgerMethodLabels[p.method as keyof typeof ledgerMethodLabels] ?? p.method,
      amount: formatCents(p.amountCents),
      reference: p.reference,
      on: p.creditId === doc.id && p.documentNumber ? `sur ${p.documentNumber}` : null,
    })),
    defaultEmail: doc.buyer?.email ?? null,
    actions: documentActions(doc, rights),
  }
}
export type DocumentView = ReturnType<typeof documentView>

/** The ledger rows of this document (or, for a credit note, its uses), when the viewer may read them. */
async function paymentsOf(ctx: GuardContext, doc: DocumentJson, rights: SalesRights) {
  if (!rights.pay || !doc.number) return []
  const result = await ctx.api.call(listPaymentsRoute, {
    query: { clientId: String(doc.clientId), q: doc.type !== 'credit' ? doc.number : undefined },
  })
  if (!result.ok) return []
  return result.data.payments.filter((p) =>
    doc.type === 'credit' ? p.creditId === doc.id : p.documentId === doc.id,
  )
}

export async function loadDocumentPage(ctx: GuardContext, id: number) {
  const rights = salesRights(ctx.viewer)
  if (!rights.readDocuments) return { title: 'Document', document: null, methods: [] }
  const result = await ctx.api.call(documentRoute, { params: { id: String(id) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const doc = result.data.document
  const view = documentView(doc, rights, await paymentsOf(ctx, doc, rights))
  return { title: view.title, document: view, methods: view.actions.payment ? manualMethods : [] }
}

// ---------------------------------------------------------------- actions

const reply = (form: string, errors: Record<string, string[]>, status = 400) =>
  data<FormReply>({ form, errors }, { status })

/** The credit note asked: the whole invoice, chosen lines and quantities, or an amount. */
function creditBody(form: FormData, doc: DocumentJson) {
  const submission = parseWithZod(form, {
    schema: z.object({ credit: z.preprocess((v) => v ?? {}, creditForm(doc.lines.length)) }),
  })
  if (submission.status !== 'success')
    return { errors: fieldErrors(submission.error, 'credit.'), body: null }
  const { reason, ...asked } = submission.value.credit
  let request: { lines: { index: number; quantity: number }[] } | { amountCents: number }
  if (asked.mode === 'amount') request = { amountCents: asked.amountCents }
  else if (asked.mode === 'lines') request = { lines: asked.lines }
  else {
    // The whole of what is left: every line when nothing was credited yet, else the amount left.
    const none = doc.credits.every((c) => c.status === 'cancelled')
    request = none
      ? {
          lines: doc.lines
            .map((l, index) => ({
              index,
              quantity: l.quantity,
              ok: l.totalTtcCents > 0 && l.quantity > 0,
            }))
            .filter((l) => l.ok)
            .map(({ index, quantity }) => ({ index, quantity })),
        }
      : { amountCents: creditableCents(doc) }
  }
  return { errors: null, body: { invoiceId: doc.id, ...request, reason } }
}

const decisions = {
  issue: issueDocumentRoute,
  reject: rejectQuoteRoute,
  cancel: cancelDocumentRoute,
} as const

export async function documentAction(ctx: GuardContext, request: Request, id: number) {
  const here = `/dashboard/orders/documents/${id}`
  const rights = salesRights(ctx.viewer)
  if (!rights.readDocuments) throw new Response('Action non autorisée', { status: 403 })
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
    .trim()
    .slice(0, 20)
  const params = { id: String(id) }
  const loaded = await ctx.api.call(documentRoute, { params })
  if (!loaded.ok) throw new Response(loaded.data.message, { status: loaded.status })
  const doc = loaded.data.document
  const actions = documentActions(doc, rights)
  const done = (ok: boolean, message: string, to = here) =>
    redirectWithToast(request, to, { type: ok ? 'success' : 'error', message })
  const notAllowed = () => done(false, 'Cette action n’est pas possible pour ce document.')

  switch (intent) {
    case 'issue':
    case 'reject':
    case 'cancel': {
      if (!actions[intent]) return notAllowed()
      const r = await ctx.api.call(decisions[intent], { params })
      return done(r.ok, r.data.message ?? 'C’est fait.')
    }
    case 'accept': {
      if (!actions.accept) return notAllowed()
      const r = await ctx.api.call(acceptQuoteRoute, { params })
      if (!r.ok) return done(false, r.data.message)
      return done(
        true,
        r.data.message ?? 'Le devis a été accepté.',
        `/dashboard/orders/${r.data.orderId}`,
      )
    }
    case 'credit': {
      if (!actions.credit) return notAllowed()
      const parsed = creditBody(form, doc)
      if (!parsed.body) return reply('credit', parsed.errors)
      const r = await ctx.api.call(createCreditRoute, { json: parsed.body })
      if (!r.ok) return reply('credit', { form: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(
        true,
        r.data.message ?? 'L’avoir a été émis.',
        `/dashboard/orders/documents/${r.data.document.id}`,
      )
    }
    case 'payment': {
      if (!actions.payment) return notAllowed()
      const parsed = paymentBody(form, [doc.id])
      if (!parsed.body) return reply('payment', parsed.errors)
      const r = await ctx.api.call(recordPaymentRoute, { json: parsed.body })
      if (!r.ok)
        return reply(
          'payment',
          paymentErrors(r.data.errors, r.data.message),
          r.status === 409 ? 409 : 400,
        )
      return done(true, r.data.message ?? 'Le paiement a été enregistré.')
    }
    case 'send': {
      if (!actions.send) return notAllowed()
      const submission = parseWithZod(form, { schema: SendDocumentForm })
      if (submission.status !== 'success')
        return reply('send', { emails: submission.error?.emails ?? [] })
      const r = await ctx.api.call(sendDocumentRoute, {
        params,
        json: { emails: submission.value.emails },
      })
      if (!r.ok) return reply('send', { emails: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'L’envoi du document est en cours.')
    }
    case 'pdf': {
      if (!actions.pdf) return notAllowed()
      const r = await ctx.api.call(renderDocumentFileRoute, { json: { salesDocumentId: id } })
      return done(
        r.ok,
        r.ok
          ? 'Le PDF est en cours de préparation : il s’ouvrira dans vos téléchargements.'
          : r.data.message,
      )
    }
    default:
      throw new Response('Action inconnue', { status: 400 })
  }
}
