/**
 * Orders entered in the back office (spec 2.2): what the entry form sends, the line discount
 * that feeds the pricing engine, and the arithmetic of a ventilation (one order split across
 * recipients). Pure: the API loads the rows and writes the results.
 */
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import { parsePercent } from '#app/platform/domain/money'
import { splitProRata } from '#app/platform/domain/money'
import { parseEuros } from '#app/platform/domain/money'
import { bounded, maxLength } from '#app/platform/domain/validation'
import { checked, typedLines, typedWhole } from './form-text'
import { paymentDelays } from './payment-delays'
import { shipmentMessages } from './shipments'

/**
 * Spec 3 payment types of an order. Card payments through Stripe need the buyer's own imprint at
 * checkout, so the back office records every other one ('cb' is a card taken on a terminal,
 * 'cbnc' a contactless one; SumUp and Up2Pay are card terminals and online payment services).
 */
export const entryPaymentLabels = {
  transfer: 'Virement',
  check: 'Chèque',
  cash: 'Espèces',
  bill: 'Paiement à réception de facture',
  cb: 'Carte bancaire (terminal)',
  cbnc: 'Carte bancaire sans contact',
  sample: 'Échantillon',
  tips: 'Pourboire',
  ticket: 'Titre-restaurant',
  gift: 'Bon cadeau',
  paypal: 'PayPal',
  sumUp: 'SumUp',
  up2Pay: 'Up2Pay',
  credit: 'Avoir',
  other: 'Autre',
} as const
export type EntryPaymentType = keyof typeof entryPaymentLabels
export const entryPaymentTypes = Object.keys(entryPaymentLabels) as EntryPaymentType[]

export const orderKinds = ['order', 'sample', 'future'] as const
export const orderKindLabels = { order: 'Commande', sample: 'Échantillon', future: 'Primeur' }
export const entryStatuses = ['draft', 'pending', 'validated'] as const

export const entryMessages = {
  client: 'Veuillez choisir un client.',
  lines: 'Ajoutez au moins un produit.',
  tooManyLines: 'Une commande compte au plus 200 lignes.',
  quantity: 'La quantité doit être un nombre entier entre 1 et 100 000.',
  discount: 'La remise doit être comprise entre 0 et 100 %.',
  format: 'Produit inconnu.',
  shipping: 'Les frais de port doivent être un montant positif en centimes.',
  shippingEuros: 'Les frais de port doivent être un montant positif.',
  paymentType: 'Veuillez choisir un type de paiement.',
  sampleOnly: 'Le paiement « Échantillon » est réservé aux échantillons.',
  paymentDelay: 'Délai de paiement inconnu.',
  expected: 'Indiquez la date de livraison prévue du primeur.',
  date: "La date indiquée n'est pas correcte",
  status: 'Statut inconnu : brouillon, en attente ou validée.',
  kind: 'Type de commande inconnu.',
  notes: 'Les notes comptent au plus 2 000 caractères.',
  deliveryAddressId: 'Adresse de livraison inconnue.',
  twoAddresses:
    'Indiquez soit une adresse de livraison, soit l’une des adresses du client, pas les deux.',
} as const

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)

export const EntryLine = z.strictObject({
  formatId: id(entryMessages.format),
  vintageId: id(entryMessages.format).optional(),
  quantity: z
    .number({ error: entryMessages.quantity })
    .int(entryMessages.quantity)
    .min(1, entryMessages.quantity)
    .max(100_000, entryMessages.quantity),
  discountPercent: z
    .number({ error: entryMessages.discount })
    .min(0, entryMessages.discount)
    .max(100, entryMessages.discount)
    .optional(),
})
export type EntryLine = z.output<typeof EntryLine>

const isoDate = bounded(z.string({ error: entryMessages.date }), maxLength.code)
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, entryMessages.date)
  .refine((s) => !Number.isNaN(new Date(s).getTime()), entryMessages.date)
  .transform((s) => new Date(s))

/** POST /orders/entries and PUT /orders/:id/entry (the whole entry each time). */
export const OrderEntry = z
  .strictObject({
    clientId: id(entryMessages.client),
    kind: z.enum(orderKinds, { error: entryMessages.kind }).default('order'),
    lines: z
      .array(EntryLine, { error: entryMessages.lines })
      .min(1, entryMessages.lines)
      .max(200, entryMessages.tooManyLines),
    deliveryModeId: id(entryMessages.format).nullable().optional(),
    shippingCents: z
      .number({ error: entryMessages.shipping })
      .int(entryMessages.shipping)
      .min(0, entryMessages.shipping)
      .max(10_000_000, entryMessages.shipping)
      .nullable()
      .optional(),
    paymentType: z.enum(entryPaymentTypes, { error: entryMessages.paymentType }).optional(),
    paymentDelay: z.enum(paymentDelays, { error: entryMessages.paymentDelay }).optional(),
    notes: z.string().trim().max(2000, entryMessages.notes).optional(),
    expectedDeliveryAt: isoDate.optional(),
    deliveryAddress: CheckoutAddress.optional(),
    /** One of the client's delivery addresses (`client_addresses`), instead of a typed one. */
    deliveryAddressId: id(entryMessages.deliveryAddressId).optional(),
    billingAddress: CheckoutAddress.optional(),
    status: z.enum(entryStatuses, { error: entryMessages.status }).default('pending'),
  })
  .superRefine((entry, ctx) => {
    if (entry.deliveryAddress && entry.deliveryAddressId)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryAddressId'],
        message: entryMessages.twoAddresses,
      })
    if (entry.kind !== 'sample' && !entry.paymentType)
      ctx.addIssue({ code: 'custom', path: ['paymentType'], message: entryMessages.paymentType })
    if (entry.kind !== 'sample' && entry.paymentType === 'sample')
      ctx.addIssue({ code: 'custom', path: ['paymentType'], message: entryMessages.sampleOnly })
    if (entry.kind === 'future' && !entry.expectedDeliveryAt)
      ctx.addIssue({
        code: 'custom',
        path: ['expectedDeliveryAt'],
        message: entryMessages.expected,
      })
  })
export type OrderEntry = z.output<typeof OrderEntry>

// ---------------------------------------------------------------- the entry form

/** A catalogue line's select value: the format and the vintage it is sold in. */
export const itemValue = (formatId: number, vintageId: number | null) =>
  vintageId === null ? String(formatId) : `${formatId}:${vintageId}`

export function parseItem(value: string): { formatId: number; vintageId?: number } | null {
  const match = /^(\d{1,10})(?::(\d{1,10}))?$/.exec(value)
  if (!match) return null
  return match[2]
    ? { formatId: Number(match[1]), vintageId: Number(match[2]) }
    : { formatId: Number(match[1]) }
}

const typed = z.string().optional()

/**
 * The back-office entry form (order, sample, future, quote, invoice) as posted: a client, rows of
 * `lines[i].item|quantity|discount` (rows without a product left out), euros and percentages
 * typed the French way. Its value is the entry's pieces under the API's own rules (OrderEntry),
 * with `rows`, the form row of each line kept; every problem of the form is reported at once.
 * Unknown payment types and delays are left out, as the selects only offer known ones.
 */
export const entryForm = (kind: (typeof orderKinds)[number]) =>
  z
    .object({
      clientId: typed,
      lines: z.array(z.object({ item: typed, quantity: typed, discount: typed })).default([]),
      deliveryModeId: typed,
      deliveryAddressId: typed,
      shipping: typed,
      paymentType: typed,
      paymentDelay: typed,
      notes: typed,
      expectedDeliveryAt: typed,
      validUntil: typed,
    })
    .transform((form, ctx) => {
      const rule = OrderEntry.shape
      const clientId = checked(ctx, rule.clientId, typedWhole(form.clientId), ['clientId'])
      const lines: EntryLine[] = []
      const rows: number[] = []
      form.lines.forEach((line, i) => {
        if (!line.item) return
        const item = parseItem(line.item)
        if (!item)
          ctx.addIssue({
            code: 'custom',
            message: entryMessages.format,
            path: ['lines', i, 'item'],
          })
        const quantity = checked(ctx, EntryLine.shape.quantity, typedWhole(line.quantity), [
          'lines',
          i,
          'quantity',
        ])
        const discount = line.discount?.trim()
          ? checked(ctx, EntryLine.shape.discountPercent, parsePercent(line.discount) ?? NaN, [
              'lines',
              i,
              'discount',
            ])
          : 0
        if (!item || quantity === undefined || discount === undefined) return
        lines.push({ ...item, quantity, ...(discount ? { discountPercent: discount } : {}) })
        rows.push(i)
      })
      if (form.lines.every((l) => !l.item))
        ctx.addIssue({ code: 'custom', message: entryMessages.lines, path: ['lines', 0, 'item'] })
      const shippingCents = form.shipping?.trim() ? parseEuros(form.shipping) : undefined
      if (shippingCents === null)
        ctx.addIssue({ code: 'custom', message: entryMessages.shippingEuros, path: ['shipping'] })
      if (kind === 'future' && !form.expectedDeliveryAt)
        ctx.addIssue({
          code: 'custom',
          message: entryMessages.expected,
          path: ['expectedDeliveryAt'],
        })
      const notes = checked(ctx, rule.notes, form.notes, ['notes'])
      return {
        clientId: clientId ?? 0,
        lines,
        rows,
        deliveryModeId: form.deliveryModeId
          ? (rule.deliveryModeId.safeParse(typedWhole(form.deliveryModeId)).data ?? undefined)
          : undefined,
        deliveryAddressId: form.deliveryAddressId
          ? rule.deliveryAddressId.safeParse(typedWhole(form.deliveryAddressId)).data
          : undefined,
        shippingCents: shippingCents ?? undefined,
        paymentType: rule.paymentType.safeParse(form.paymentType).data,
        paymentDelay: rule.paymentDelay.safeParse(form.paymentDelay).data,
        notes: notes || undefined,
        expectedDeliveryAt: form.expectedDeliveryAt,
        validUntil: form.validUntil,
      }
    })
export type EntryForm = z.output<ReturnType<typeof entryForm>>

/** Samples are paid by the 'sample' type (the engine prices a sample's lines at 0). */
export function effectiveEntry(entry: OrderEntry): OrderEntry {
  return entry.kind === 'sample' ? { ...entry, paymentType: 'sample' } : entry
}

// ---------------------------------------------------------------- ventilation

export type VentilatedLine = {
  id: number
  quantity: number
  totalHtCents: number
  vatCents: number
  dutiesCents: number
  totalTtcCents: number
}

export type OrderAmounts = {
  totalHtCents: number
  tvaCents: number
  dutiesCents: number
  shippingCents: number
  wrappingCents: number
  promoAmountCents: number
  totalTtcCents: number
}

export type VentilationPart = { lines: { lineId: number; quantity: number }[] }

export type VentilatedPart = OrderAmounts & {
  lines: (VentilatedLine & { lineId: number })[]
}

export const ventilationMessages = {
  unknownLine: 'Une ligne indiquée n’appartient pas à cette commande.',
  sums: (name: string, expected: number, got: number) =>
    `Les quantités de « ${name} » doivent totaliser ${expected} (${got} réparties).`,
  emptyPart: 'Chaque destinataire doit recevoir au moins un produit.',
} as const

const ventilationId = z.number().int().positive().max(2_147_483_647)

/** POST /orders/{id}/ventilate: the recipients (2 to 100) and the lines each receives. */
export const Ventilation = z.strictObject({
  parts: z
    .array(
      z.strictObject({
        clientId: ventilationId,
        lines: z
          .array(
            z.strictObject({
              lineId: ventilationId,
              quantity: z.number().int().min(1).max(100_000),
            }),
          )
          .min(1)
          .max(200),
        deliveryAddress: CheckoutAddress.optional(),
      }),
      { error: 'Indiquez au moins deux destinataires.' },
    )
    .min(2, 'Indiquez au moins deux destinataires.')
    .max(100, 'Une ventilation compte au plus 100 destinataires.'),
})
export type VentilationRequest = z.output<typeof Ventilation>

export const ventilationFormMessages = {
  client: 'Choisissez le client de chaque destinataire.',
} as const

/**
 * The order page's 'Ventiler' form: recipients `parts[p].clientId` and their quantity of each order
 * line (`parts[p].{lineId}`); recipients left blank are left out. Any problem goes on `parts`: a bad
 * quantity, a recipient without a client, then the count of recipients under the API's rule (the
 * API checks the rest).
 */
export const ventilationForm = (lineIds: readonly number[]) =>
  z
    .object({ parts: z.array(z.record(z.string(), z.unknown()).catch({})).catch([]).default([]) })
    .transform((form, ctx) => {
      const parts: { clientId: number; lines: { lineId: number; quantity: number }[] }[] = []
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message, path: ['parts'] })
        return z.NEVER
      }
      for (const typed of form.parts.slice(0, 100)) {
        const lines = typedLines(typed, lineIds)
        if (lines.some((l) => Number.isNaN(l.quantity))) return refuse(shipmentMessages.quantity)
        const clientId = typedWhole(typed.clientId)
        const blank = typeof typed.clientId !== 'string' || !typed.clientId.trim()
        if (blank && lines.length === 0) continue
        if (Number.isNaN(clientId)) return refuse(ventilationFormMessages.client)
        parts.push({ clientId, lines })
      }
      const count = Ventilation.safeParse({ parts }).error?.issues.find((i) => i.path.length === 1)
      if (count) return refuse(count.message)
      return { parts }
    })

const key = (i: number) => `p${String(i).padStart(4, '0')}`

/** `total` over weights by largest remainder; a negative total is split as its opposite. */
function split(total: number, weights: number[]): number[] {
  const list = weights.map((weight, i) => ({ key: key(i), weight }))
  const shares = splitProRata(Math.abs(total), list)
  return list.map((w) => Math.sign(total) * (shares.get(w.key) ?? 0))
}

/**
 * Checks a ventilation: every line named is the order's, each part takes something, and each
 * line's quantities add up exactly to the order's. The first problem, or null.
 */
export function ventilationProblem(
  lines: readonly (VentilatedLine & { name: string })[],
  parts: readonly VentilationPart[],
): string | null {
  const byId = new Map(lines.map((l) => [l.id, l]))
  const given = new Map<number, number>()
  for (const part of parts) {
    if (!part.lines.some((l) => l.quantity > 0)) return ventilationMessages.emptyPart
    for (const l of part.lines) {
      if (!byId.has(l.lineId)) return ventilationMessages.unknownLine
      given.set(l.lineId, (given.get(l.lineId) ?? 0) + l.quantity)
    }
  }
  for (const line of lines) {
    const got = given.get(line.id) ?? 0
    if (got !== line.quantity) return ventilationMessages.sums(line.name, line.quantity, got)
  }
  return null
}

/**
 * Each part's lines and totals. Unit prices stay the order's; each line's amount in the order's
 * convention (TTC or HT), VAT and duties are shared by quantity, and what the order adds beside its lines (shipping, wrapping, a reward) by
 * each part's share of the goods, every split by largest remainder: the parts add up to the
 * order to the cent, and each part's TTC is its HT plus its VAT.
 */
export function ventilate(
  order: OrderAmounts & { ttc?: boolean; lines: readonly VentilatedLine[] },
  parts: readonly VentilationPart[],
): VentilatedPart[] {
  const quantities = (lineId: number) =>
    parts.map((p) => p.lines.filter((l) => l.lineId === lineId).reduce((s, l) => s + l.quantity, 0))
  const out: VentilatedPart[] = parts.map(() => ({
    lines: [],
    totalHtCents: 0,
    tvaCents: 0,
    dutiesCents: 0,
    shippingCents: 0,
    wrappingCents: 0,
    promoAmountCents: 0,
    totalTtcCents: 0,
  }))
  const goods = parts.map(() => 0)
  const units = parts.map(() => 0)
  for (const line of order.lines) {
    const qty = quantities(line.id)
    // The amount of the order's convention (TTC for a consumer's) is shared by quantity, so that
    // a part's line is unit × quantity like the order's (vat-totals.ts); then its VAT.
    const amount = split(order.ttc ? line.totalTtcCents : line.totalHtCents, qty)
    const vat = split(line.vatCents, qty)
    const ht = order.ttc ? amount.map((a, i) => a - vat[i]) : amount
    const duties = split(line.dutiesCents, qty)
    qty.forEach((q, i) => {
      if (q === 0) return
      out[i].lines.push({
        id: line.id,
        lineId: line.id,
        quantity: q,
        totalHtCents: ht[i],
        vatCents: vat[i],
        dutiesCents: duties[i],
        totalTtcCents: ht[i] + vat[i],
      })
      goods[i] += ht[i] + vat[i]
      units[i] += q
    })
  }
  const sumOf = (pick: (l: VentilatedLine) => number) =>
    order.lines.reduce((s, l) => s + pick(l), 0)
  const weights = goods.some((g) => g > 0) ? goods : units
  const extraHt = split(order.totalHtCents - sumOf((l) => l.totalHtCents), weights)
  const extraVat = split(order.tvaCents - sumOf((l) => l.vatCents), weights)
  const extraDuties = split(order.dutiesCents - sumOf((l) => l.dutiesCents), weights)
  const shipping = split(order.shippingCents, weights)
  const wrapping = split(order.wrappingCents, weights)
  const promo = split(order.promoAmountCents, weights)
  out.forEach((part, i) => {
    const lineSum = (pick: (l: VentilatedLine) => number) =>
      part.lines.reduce((s, l) => s + pick(l), 0)
    part.totalHtCents = lineSum((l) => l.totalHtCents) + extraHt[i]
    part.tvaCents = lineSum((l) => l.vatCents) + extraVat[i]
    part.dutiesCents = lineSum((l) => l.dutiesCents) + extraDuties[i]
    part.shippingCents = shipping[i]
    part.wrappingCents = wrapping[i]
    part.promoAmountCents = promo[i]
    part.totalTtcCents = part.totalHtCents + part.tvaCents
  })
  return out
}
