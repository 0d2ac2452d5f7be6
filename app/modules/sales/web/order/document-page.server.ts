/**
 * The page of one sales document (quote, invoice, deposit invoice, credit note): what its PDF
 * says, its statuses and payments, and the actions this viewer may take on it now. Amounts are
 * the provider's, only formatted here.
 */
import { data } from '@remix-run/node'
import type { Address, DocumentLine, DocumentParty } from '#app/platform/db/schema'
import { parseEmailReceivers } from '#app/platform/domain/email-receivers'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import { ledgerMethodLabels, paymentKindLabels } from '#app/modules/sales/domain/payments'
import { addressLines } from '#app/modules/checkout/web/orders.server'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import {
  creditStatusLabel,
  documentStatusLabel,
  documentTypeLabels,
  type DocumentType,
} from './labels'
import { manualMethods } from './order-page.server'
import { parseEuros } from '#app/modules/sales/domain/euros'
import { paymentBody, paymentErrors, type FormReply } from './payment-form.server'
import { salesRights, type SalesRights } from './rights'

type Linked = {
  id: number
  type: DocumentType
  number: string | null
  status: string
  issuedAt: string | null
  totalTtcCents: number
}

export type DocumentJson = {
  id: number
  type: DocumentType
  status: string
  orderId: number | null
  clientId: number
  number: string | null
  issuedAt: string | null
  saleDate: string | null
  dueAt: string | null
  validUntil: string | null
  paymentDelay: string | null
  paymentType: string | null
  seller: (DocumentParty & Record<string, unknown>) | null
  buyer: DocumentParty | null
  lines: DocumentLine[]
  totalHtCents: number
  tvaCents: number
  dutiesCents: number
  shippingCents: number
  totalTtcCents: number
  depositsCents: number
  dueCents: number
  paidCents: number
  paymentStatus: string
  creditStatus: string | null
  creditRemainingCents: number | null
  notes: string | null
  pdfKey: string | null
  client: { id: number; name: string }
  invoice: Linked | null
  credits: Linked[]
  deposits: Linked[]
  footer: string[]
  missingMentions: { key: string; label: string }[]
}

type PaymentRow = {
  id: number
  kind: keyof typeof paymentKindLabels
  method: string
  amountCents: number
  receivedAt: string
  reference: string | null
  documentId: number | null
  creditId: number | null
  documentNumber: string | null
}

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
  const query = new URLSearchParams({ clientId: String(doc.clientId) })
  if (doc.type !== 'credit') query.set('q', doc.number)
  const result = await ctx.api.get<{ payments: PaymentRow[] }>(`/payments?${query}`)
  if (!result.ok) return []
  return result.data.payments.filter((p) =>
    doc.type === 'credit' ? p.creditId === doc.id : p.documentId === doc.id,
  )
}

export async function loadDocumentPage(ctx: GuardContext, id: number) {
  const rights = salesRights(ctx.user)
  if (!rights.readDocuments) return { title: 'Document', document: null, methods: [] }
  const result = await ctx.api.get<{ document: DocumentJson }>(`/sales-documents/${id}`)
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const doc = result.data.document
  const view = documentView(doc, rights, await paymentsOf(ctx, doc, rights))
  return { title: view.title, document: view, methods: view.actions.payment ? manualMethods : [] }
}

// ---------------------------------------------------------------- actions

const str = (form: FormData, name: string, max = 500) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.trim().slice(0, max) : ''
}

const reply = (form: string, errors: Record<string, string[]>, status = 400) =>
  data<FormReply>({ form, errors }, { status })

/** The credit note asked: the whole invoice, chosen lines and quantities, or an amount. */
function creditBody(form: FormData, doc: DocumentJson) {
  const reason = str(form, 'credit.reason', 500)
  const mode = str(form, 'credit.mode', 10)
  const errors: Record<string, string[]> = {}
  if (!reason) errors.reason = ['Indiquez le motif de l’avoir.']
  let request: Record<string, unknown> = {}
  if (mode === 'amount') {
    const cents = parseEuros(str(form, 'credit.amount', 20))
    if (cents === null || cents <= 0) errors.amount = ['Le montant de l’avoir doit être positif.']
    else request = { amountCents: cents }
  } else if (mode === 'lines') {
    const lines: { index: number; quantity: number }[] = []
    for (const [index] of doc.lines.entries()) {
      const raw = str(form, `credit.q.${index}`, 10)
      if (!raw || raw === '0') continue
      if (!/^\d{1,6}$/.test(raw)) errors.lines = ['La quantité doit être un nombre entier positif.']
      else lines.push({ index, quantity: Number(raw) })
    }
    if (!errors.lines && lines.length === 0)
      errors.lines = ['Choisissez au moins une ligne à créditer.']
    request = { lines }
  } else if (mode === 'all') {
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
  } else errors.mode = ['Choisissez ce que l’avoir crédite.']
  if (Object.keys(errors).length) return { errors, body: null }
  return { errors: null, body: { invoiceId: doc.id, ...request, reason } }
}

export async function documentAction(ctx: GuardContext, request: Request, id: number) {
  const here = `/dashboard/orders/documents/${id}`
  const rights = salesRights(ctx.user)
  if (!rights.readDocuments) throw new Response('Action non autorisée', { status: 403 })
  const form = await request.formData()
  const intent = str(form, 'intent', 20)
  const loaded = await ctx.api.get<{ document: DocumentJson }>(`/sales-documents/${id}`)
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
      const r = await ctx.api.put(`/sales-documents/${id}/${intent}`)
      return done(r.ok, r.data.message ?? 'C’est fait.')
    }
    case 'accept': {
      if (!actions.accept) return notAllowed()
      const r = await ctx.api.put<{ orderId: number }>(`/sales-documents/${id}/accept`)
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
      const r = await ctx.api.post<{ document: { id: number } }>(
        '/sales-documents/credits',
        parsed.body,
      )
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
      const r = await ctx.api.post('/payments', parsed.body)
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
      const parsed = parseEmailReceivers(form.getAll('emails').filter((v) => typeof v === 'string'))
      if (parsed.error !== null) return reply('send', { emails: [parsed.error] })
      const r = await ctx.api.post(`/sales-documents/${id}/send`, { emails: parsed.emails })
      if (!r.ok) return reply('send', { emails: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'L’envoi du document est en cours.')
    }
    case 'pdf': {
      if (!actions.pdf) return notAllowed()
      const r = await ctx.api.post('/document-files', { salesDocumentId: id })
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
