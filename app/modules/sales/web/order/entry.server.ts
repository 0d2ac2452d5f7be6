/**
 * The order-entry page (spec 2.2, issue 6): a client's order, sample or future, a quote, or an
 * invoice made at once. What the page offers, the catalogue and clients it lists, and the form
 * sent to the provider. The provider prices everything: the page never computes an amount.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import {
  entryForm,
  entryPaymentLabels,
  type EntryForm,
} from '#app/modules/sales/domain/order-entry'
import { paymentDelayLabels, paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { listProductsRoute } from '#app/modules/catalogue/contract'
import { orderRoute } from '#app/modules/checkout/contract'
import {
  clientAddressesRoute,
  clientRoute,
  createClientRoute,
  listClientsRoute,
} from '#app/modules/clients/contract'
import { shopDeliveryModesRoute } from '#app/modules/delivery/contract'
import {
  createQuoteRoute,
  documentRoute,
  enterOrderRoute,
  invoiceOrderRoute,
  issueDocumentRoute,
  updateDraftRoute,
  updateEntryRoute,
} from '#app/modules/sales/contract'
import type { AnswerOf } from '#app/platform/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { formatCents } from '#app/platform/domain/money'
import { redirectWithToast } from '#app/platform/web/toast.server'
import {
  emptyLine,
  emptyValues,
  itemValue,
  MAX_LINES,
  typedValues,
  type AddressOption,
  type EntryIntent,
  type EntryKind,
  type EntryMode,
  type EntryValues,
} from './entry-values'
import { fieldErrors } from './payment-form.server'
import { salesRights, type SalesRights } from '#app/modules/sales/web/rights'
import { readForm } from '#app/platform/web/forms.server'

type Option = { value: string; label: string }
export type ClientOption = { id: number; name: string; email: string | null }

const headings: Record<string, string> = {
  order: 'Nouvelle commande',
  sample: 'Nouvel échantillon',
  future: 'Nouvelle précommande',
  quote: 'Nouveau devis',
  bill: 'Nouvelle facture',
}

export type EntrySetup = {
  mode: EntryMode
  kind: EntryKind
  title: string
  base: string
  /** A draft quote being edited (`quote={id}`), rewritten whole on save. */
  editing: number | null
  /** A draft order, sample or future being edited (`order={id}`), rewritten whole on save. */
  editingOrder: number | null
}

const idParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null

/** The page's mode from its URL: `subType` (quote, bill) and `kind` (sample, future). */
export function entrySetup(request: Request, forcedKind?: EntryKind): EntrySetup {
  const url = new URL(request.url)
  const subType = url.searchParams.get('subType')
  const kindParam = url.searchParams.get('kind')
  if (!forcedKind && subType !== null && subType !== 'quote' && subType !== 'bill')
    throw new Response('Type de document inconnu', { status: 400 })
  if (kindParam !== null && kindParam !== 'sample' && kindParam !== 'future' && !forcedKind)
    throw new Response('Type de commande inconnu', { status: 400 })
  const mode: EntryMode = forcedKind ? 'order' : ((subType as EntryMode | null) ?? 'order')
  const kind: EntryKind =
    forcedKind ?? (mode === 'order' && kindParam ? (kindParam as EntryKind) : 'order')
  const params = new URLSearchParams()
  if (!forcedKind && subType) params.set('subType', subType)
  if (!forcedKind && mode === 'order' && kind !== 'order') params.set('kind', kind)
  const editing = mode === 'quote' ? idParam(url.searchParams.get('quote')) : null
  if (editing) params.set('quote', String(editing))
  const editingOrder = mode === 'order' ? idParam(url.searchParams.get('order')) : null
  if (editingOrder) params.set('order', String(editingOrder))
  const base = `${url.pathname}${params.size ? `?${params}` : ''}`
  const title = editing
    ? 'Modifier le devis'
    : editingOrder
      ? 'Modifier le brouillon'
      : headings[mode === 'order' ? kind : mode]
  return { mode, kind, title, base, editing, editingOrder }
}

/** Why the viewer may not use this entry, or null when they may. */
function refusal(setup: EntrySetup, rights: SalesRights): string | null {
  const right =
    setup.mode === 'quote'
      ? rights.createQuote
      : setup.mode === 'bill'
        ? rights.createOrder && rights.bill
        : setup.kind === 'future'
          ? rights.createFuture
          : rights.createOrder
  if (!right) return 'Vos droits ne vous permettent pas de saisir ce type de document.'
  if (!rights.listClients || !rights.readCatalogue)
    return 'Vos droits ne vous permettent pas de consulter les clients ou le catalogue de la boutique.'
  return null
}

/** The submit buttons the mode and the viewer's rights allow, first the default one. */
export function entryIntents(setup: EntrySetup, rights: SalesRights): EntryIntent[] {
  if (setup.mode === 'quote') return ['draft', 'issue']
  if (setup.mode === 'bill') return ['bill']
  return rights.decide ? ['draft', 'send', 'validate'] : ['draft', 'send']
}

const intentLabels: Record<EntryIntent, string> = {
  draft: 'Enregistrer le brouillon',
  send: 'Envoyer',
  validate: 'Valider',
  issue: 'Émettre',
  bill: 'Valider et facturer',
}

async function clientOptions(ctx: GuardContext, q: string, selected: string) {
  const found = await ctx.api.call(listClientsRoute, { query: { q } })
  const list: ClientOption[] = found.ok
    ? found.data.clients.map((c) => ({ id: c.id, name: c.name, email: c.email }))
    : []
  const id = Number(selected)
  if (Number.isInteger(id) && id > 0 && !list.some((c) => c.id === id)) {
    const one = await ctx.api.call(clientRoute, { params: { id: String(id) } })
    if (one.ok) list.unshift({ id, name: one.data.client.name, email: one.data.client.email })
  }
  return { clients: list, total: found.ok ? found.data.total : 0 }
}

async function catalogueOptions(ctx: GuardContext): Promise<Option[]> {
  const result = await ctx.api.call(listProductsRoute, {})
  if (!result.ok) return []
  return result.data.products.flatMap((p) =>
    p.formats.flatMap((f) =>
      p.vintages.length === 0
        ? [{ value: itemValue(f.id, null), label: `${p.name} — ${f.label}` }]
        : p.vintages.map((v) => ({
            value: itemValue(f.id, v.id),
            label: `${p.name} ${v.name} — ${f.label}`,
          })),
    ),
  )
}

async function deliveryOptions(ctx: GuardContext): Promise<Option[]> {
  const shopId = ctx.user?.shops[0]?.id
  if (!shopId) return []
  const result = await ctx.api.call(shopDeliveryModesRoute, { params: { id: String(shopId) } })
  return result.ok
    ? result.data.deliveryModes.map((m) => ({ value: String(m.id), label: m.name }))
    : []
}

function paymentTypeOptions(setup: EntrySetup): Option[] {
  return Object.entries(entryPaymentLabels)
    .filter(([value]) => value !== 'sample' || setup.kind === 'sample')
    .map(([value, label]) => ({ value, label }))
}

const delayOptions: Option[] = paymentDelays.map((d) => ({
  value: d,
  label: paymentDelayLabels[d],
}))

const parisDay = (iso: string) => parisIsoDay(new Date(iso))

type Place = { street?: string | null; zipcode?: string | null; city?: string | null }
const placeKey = (a: Place) =>
  [a.street, a.zipcode, a.city].map((p) => (p ?? '').trim().toLowerCase()).join('|')

/**
 * The delivery addresses (delivery or both) of the chosen client, the default one first, for an
 * order, a sample, a future or an invoice (a quote delivers nothing); each with its place, so
 * that a draft reopens on the address it was saved with.
 */
async function deliveryAddresses(ctx: GuardContext, clientId: string, mode: EntryMode) {
  if (mode === 'quote' || !/^[1-9]\d{0,9}$/.test(clientId)) return []
  const result = await ctx.api.call(clientAddressesRoute, { params: { id: clientId } })
  if (!result.ok) return []
  return result.data.addresses
    .filter((a) => a.kind !== 'billing')
    .sort((a, b) => Number(b.isDefaultDelivery) - Number(a.isDefaultDelivery))
    .map((a) => ({
      value: String(a.id),
      label: [a.label, a.name, a.street, a.street2, `${a.zipcode} ${a.city}`, a.country]
        .filter(Boolean)
        .join(', '),
      isDefault: a.isDefaultDelivery,
      place: placeKey(a),
    }))
}

const asOptions = (list: Awaited<ReturnType<typeof deliveryAddresses>>): AddressOption[] =>
  list.map(({ value, label, isDefault }) => ({ value, label, isDefault }))

/** The draft quote as the form's values (catalogue lines only: the form sells the catalogue). */
async function draftValues(ctx: GuardContext, id: number): Promise<EntryValues> {
  const result = await ctx.api.call(documentRoute, { params: { id: String(id) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const doc = result.data.document
  if (doc.number || doc.status !== 'pending')
    throw new Response('Seul un devis en brouillon peut être modifié.', { status: 409 })
  const lines = doc.lines
    .filter((l) => l.formatId)
    .map((l) => ({
      item: itemValue(l.formatId!, l.vintageId ?? null),
      quantity: String(l.quantity),
      discount: l.discountPercent ? String(l.discountPercent).replace('.', ',') : '',
    }))
  return {
    ...emptyValues(String(doc.clientId)),
    lines: lines.length ? lines : [emptyLine()],
    paymentType: doc.paymentType ?? '',
    paymentDelay: doc.paymentDelay ?? '',
    notes: doc.notes ?? '',
    validUntil: doc.validUntil ? parisDay(doc.validUntil) : '',
  }
}

type DraftOrderJson = AnswerOf<typeof orderRoute>['order']

const draftOnly = 'Seule une commande en brouillon peut être modifiée.'

/**
 * The draft order `order={id}` names, refused unless it is a draft of the kind this route enters
 * (futures on their own route): the page then takes the order's kind (an order or a sample).
 */
async function draftOrder(ctx: GuardContext, setup: EntrySetup, forcedKind?: EntryKind) {
  const result = await ctx.api.call(orderRoute, { params: { id: String(setup.editingOrder) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const order = result.data.order
  if ((order.kind === 'future') !== (forcedKind === 'future'))
    throw new Response('Commande introuvable', { status: 404 })
  if (order.status !== 'draft') throw new Response(draftOnly, { status: 409 })
  return { order, setup: { ...setup, kind: order.kind } }
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/** The draft order as the form's values (catalogue lines only: the form sells the catalogue). */
function orderValues(order: DraftOrderJson): EntryValues {
  const lines = order.lines
    .filter((l) => l.formatId)
    .map((l) => ({
      item: itemValue(l.formatId!, l.vintageId ?? null),
      quantity: String(l.quantity),
      discount: l.discountPercent ? String(l.discountPercent).replace('.', ',') : '',
    }))
  const { shipping } = order
  return {
    ...emptyValues(order.clientId ? String(order.clientId) : ''),
    lines: lines.length ? lines : [emptyLine()],
    deliveryModeId: shipping.deliveryModeId ? String(shipping.deliveryModeId) : '',
    shipping: typeof shipping.manualCents === 'number' ? euros(shipping.manualCents) : '',
    paymentType: order.paymentType && order.kind !== 'sample' ? order.paymentType : '',
    paymentDelay: order.paymentDelay ?? '',
    notes: order.notes ?? '',
    expectedDeliveryAt: order.expectedDeliveryAt ? parisDay(order.expectedDeliveryAt) : '',
  }
}

export async function loadEntryPage(ctx: GuardContext, request: Request, forcedKind?: EntryKind) {
  const rights = salesRights(ctx.viewer)
  let setup = entrySetup(request, forcedKind)
  let draftOrderValues: EntryValues | null = null
  let draftPlace: string | null = null
  if (setup.editingOrder && !refusal(setup, rights)) {
    const found = await draftOrder(ctx, setup, forcedKind)
    setup = found.setup
    draftOrderValues = orderValues(found.order)
    if (found.order.deliveryAddress) draftPlace = placeKey(found.order.deliveryAddress)
  }
  const refused = refusal(setup, rights)
  const base = {
    ...setup,
    refused,
    intents: [] as { value: EntryIntent; label: string }[],
    query: '',
    clients: [] as ClientOption[],
    clientTotal: 0,
    catalogue: [] as Option[],
    deliveryModes: [] as Option[],
    paymentTypes: paymentTypeOptions(setup),
    paymentDelays: delayOptions,
    canCreateClient: false,
    deliveryAddresses: [] as AddressOption[],
    values: emptyValues(),
  }
  if (refused) return base
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const draft =
    setup.editing && rights.readDocuments ? await draftValues(ctx, setup.editing) : draftOrderValues
  const selected = draft?.clientId ?? url.searchParams.get('clientId') ?? ''
  const values = draft ?? emptyValues(/^\d{1,10}$/.test(selected) ? selected : '')
  const [clients, catalogue, deliveryModes, addresses] = await Promise.all([
    clientOptions(ctx, query, selected),
    catalogueOptions(ctx),
    deliveryOptions(ctx),
    deliveryAddresses(ctx, values.clientId, setup.mode),
  ])
  // A draft reopens on the client's address it was saved with, when it is still in the book.
  const saved = draftPlace ? addresses.find((a) => a.place === draftPlace) : undefined
  return {
    ...base,
    intents: entryIntents(setup, rights).map((value) => ({ value, label: intentLabels[value] })),
    query,
    clients: clients.clients,
    clientTotal: clients.total,
    catalogue,
    deliveryModes,
    canCreateClient: rights.createClient,
    deliveryAddresses: asOptions(addresses),
    values: saved ? { ...values, deliveryAddressId: saved.value } : values,
  }
}

// ---------------------------------------------------------------- the form

export type EntryErrors = Record<string, string[]>

/** The provider's body from the form's checked value: what a quote and an order share. */
const commonBody = (value: EntryForm) => ({
  clientId: value.clientId,
  lines: value.lines,
  paymentType: value.paymentType,
  paymentDelay: value.paymentDelay,
  ...(value.notes ? { notes: value.notes } : {}),
})

/** The quote's body. */
const quoteBody = (value: EntryForm) => ({
  ...commonBody(value),
  ...(value.validUntil ? { validUntil: value.validUntil } : {}),
})

/** The order's body (an order, a sample or a future). */
function orderBody(value: EntryForm, setup: EntrySetup) {
  return {
    ...commonBody(value),
    kind: setup.kind,
    ...(value.deliveryModeId ? { deliveryModeId: value.deliveryModeId } : {}),
    ...(value.deliveryAddressId ? { deliveryAddressId: value.deliveryAddressId } : {}),
    ...(value.shippingCents !== undefined ? { shippingCents: value.shippingCents } : {}),
    ...(setup.kind === 'future' ? { expectedDeliveryAt: value.expectedDeliveryAt! } : {}),
  }
}

/** The provider's field errors ("lines.2.quantity") under the form's names ("lines[5].quantity"). */
export function formErrors(apiErrors: Record<string, string[]> | undefined, rows: number[]) {
  const errors: EntryErrors = {}
  for (const [key, list] of Object.entries(apiErrors ?? {})) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(key)
    if (line) {
      const row = rows[Number(line[1])] ?? 0
      const field =
        line[2] === 'discountPercent' ? 'discount' : line[2] === 'quantity' ? 'quantity' : 'item'
      errors[`lines[${row}].${field}`] = list
    } else if (key === 'shippingCents') errors.shipping = list
    else if (key) errors[key] = list
  }
  return errors
}

type Reply = {
  values: EntryValues
  errors: EntryErrors
  formError: string | null
  /** The delivery addresses of the client the form names (the loader knows only the URL's). */
  deliveryAddresses: AddressOption[]
  nonce: string
}

type Answer = (
  values: EntryValues,
  errors: EntryErrors,
  formError: string | null,
  status: number,
) => ReturnType<typeof data<Reply>>

const replyWith =
  (deliveryAddresses: AddressOption[]): Answer =>
  (values, errors, formError, status) =>
    data<Reply>(
      { values, errors, formError, deliveryAddresses, nonce: crypto.randomUUID() },
      { status },
    )

const orderPath = (o: { id: number; kind: string }) =>
  o.kind === 'future' ? `/dashboard/futures/${o.id}` : `/dashboard/orders/${o.id}`
export const documentPath = (id: number) => `/dashboard/orders/documents/${id}`

const withTotal = (message: string | undefined, fallback: string, ttc: number) =>
  `${message ?? fallback} Total TTC : ${formatCents(ttc)}.`

const statusOf: Partial<Record<EntryIntent, 'draft' | 'pending' | 'validated'>> = {
  draft: 'draft',
  send: 'pending',
  validate: 'validated',
  bill: 'validated',
}

/** The inline 'Nouveau client' form: a name, an optional email; back with the client chosen. */
const NewClient = z
  .object({
    businessName: z.string().trim().optional(),
    firstname: z.string().trim().optional(),
    lastname: z.string().trim().optional(),
    email: z.string().trim().optional(),
  })
  .catch({})

async function createClient(
  ctx: GuardContext,
  request: Request,
  payload: Record<string, unknown>,
  setup: EntrySetup,
  values: EntryValues,
  reply: Answer,
) {
  // The clients API has the rules of a client: the page only passes what was typed.
  const fields = NewClient.parse(payload.client ?? {})
  const created = await ctx.api.call(createClientRoute, {
    json: {
      businessName: fields.businessName || undefined,
      firstname: fields.firstname || undefined,
      lastname: fields.lastname || undefined,
      email: fields.email || undefined,
    },
  })
  if (!created.ok) {
    const errors: EntryErrors = {}
    for (const [k, v] of Object.entries(created.data.errors ?? {})) errors[`client.${k}`] = v
    return reply(values, errors, created.data.message, created.status)
  }
  const sep = setup.base.includes('?') ? '&' : '?'
  return redirectWithToast(request, `${setup.base}${sep}clientId=${created.data.client.id}`, {
    type: 'success',
    message: created.data.message ?? 'Le client a été créé.',
  })
}

export async function entryAction(ctx: GuardContext, request: Request, forcedKind?: EntryKind) {
  let setup = entrySetup(request, forcedKind)
  const rights = salesRights(ctx.viewer)
  const formData = await readForm(request)
  if (setup.editingOrder && !refusal(setup, rights))
    setup = (await draftOrder(ctx, setup, forcedKind)).setup
  const submission = parseWithZod(formData, { schema: entryForm(setup.kind) })
  const values = typedValues(submission.payload)
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : ''
  const refused = refusal(setup, rights)
  if (refused) return replyWith([])(values, {}, refused, 403)
  const reply = replyWith(asOptions(await deliveryAddresses(ctx, values.clientId, setup.mode)))

  // 'Voir ses adresses': the form back with the chosen client's addresses, its default checked.
  if (intent === 'pickClient') return reply({ ...values, deliveryAddressId: '' }, {}, null, 200)

  if (intent === 'addLine') {
    if (values.lines.length < MAX_LINES) values.lines.push(emptyLine())
    return reply(values, {}, null, 200)
  }
  const removed = /^removeLine:(\d{1,3})$/.exec(intent)
  if (removed) {
    values.lines.splice(Number(removed[1]), 1)
    if (values.lines.length === 0) values.lines.push(emptyLine())
    return reply(values, {}, null, 200)
  }
  if (intent === 'createClient') {
    if (!rights.createClient) return reply(values, {}, 'Action non autorisée.', 403)
    return createClient(ctx, request, submission.payload, setup, values, reply)
  }
  const allowed = entryIntents(setup, rights)
  if (!allowed.includes(intent as EntryIntent)) return reply(values, {}, 'Action inconnue.', 400)

  if (submission.status !== 'success')
    return reply(values, fieldErrors(submission.error), null, 400)
  const { rows } = submission.value

  if (setup.mode === 'quote') {
    const body = quoteBody(submission.value)
    const created = setup.editing
      ? await ctx.api.call(updateDraftRoute, {
          params: { id: String(setup.editing) },
          json: body,
        })
      : await ctx.api.call(createQuoteRoute, { json: body })
    if (!created.ok)
      return reply(values, formErrors(created.data.errors, rows), created.data.message, 400)
    const doc = created.data.document
    if (intent === 'issue') {
      const issued = await ctx.api.call(issueDocumentRoute, { params: { id: String(doc.id) } })
      return redirectWithToast(request, documentPath(doc.id), {
        type: issued.ok ? 'success' : 'error',
        message: issued.ok
          ? withTotal(
              `Le devis ${issued.data.document.number ?? ''} a été émis.`,
              '',
              doc.totalTtcCents,
            )
          : `Le devis est enregistré en brouillon, mais n’a pas pu être émis : ${issued.data.message}`,
      })
    }
    return redirectWithToast(request, documentPath(doc.id), {
      type: 'success',
      message: withTotal(created.data.message, 'Le devis a été créé.', doc.totalTtcCents),
    })
  }

  const entry = { ...orderBody(submission.value, setup), status: statusOf[intent as EntryIntent] }
  const created = setup.editingOrder
    ? await ctx.api.call(updateEntryRoute, {
        params: { id: String(setup.editingOrder) },
        json: entry,
      })
    : await ctx.api.call(enterOrderRoute, { json: entry })
  if (!created.ok)
    return reply(values, formErrors(created.data.errors, rows), created.data.message, 400)
  const order = created.data.order
  if (setup.mode === 'bill') {
    const invoice = await ctx.api.call(invoiceOrderRoute, { json: { orderId: order.id } })
    if (!invoice.ok)
      return redirectWithToast(request, orderPath(order), {
        type: 'error',
        message: `La commande est validée, mais la facture n’a pas pu être émise : ${invoice.data.message}`,
      })
    return redirectWithToast(request, documentPath(invoice.data.document.id), {
      type: 'success',
      message: withTotal(invoice.data.message, 'La facture a été émise.', order.totalTtcCents),
    })
  }
  return redirectWithToast(request, orderPath(order), {
    type: 'success',
    message: withTotal(created.data.message, 'La commande a été enregistrée.', order.totalTtcCents),
  })
}

export type EntryReply = Reply
