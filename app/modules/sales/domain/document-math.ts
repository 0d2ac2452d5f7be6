/**
 * The arithmetic of legal sales documents: their lines, totals, deposits, final invoices and
 * credit notes. Integer cents, half-up rounding, and every split adds up to the cent.
 *
 * Line conventions (DocumentLine):
 * - A line of an order that kept its list price (pricing engine, `listUnitPriceCents`) is printed
 *   at that price, followed by a reduction line naming what came off it (typology discount,
 *   quantity step, the back office's discount) with its amount, then the promotion's (L441-9).
 *   Otherwise `unitHtCents` is the unit price excluding VAT after quantity discounts and after
 *   the line's `discountPercent` (printed in the 'Remise' column): the unit price is cut first,
 *   half-up, then multiplied, as the engine does (`discountedUnit`). For a TTC
 *   typology it is the TTC unit price converted (half-up), so `unitHtCents × quantity` may differ
 *   from `totalHtCents` by a few cents: the line's totals are the ones the client was quoted
 *   (the TTC shown is the TTC charged) and are never recomputed.
 * - `dutiesCents` is the excise inside a line's price: a sample's, owed outside its 0 €, is not.
 * - `totalHtCents` includes the excise of a duty-paid line (`dutiesCents`); `totalTtcCents` is
 *   always `totalHtCents + vatCents`, and a document's totals are the sums of its lines.
 * - Shipping, gift wrapping and order-level discounts are lines of their own, so the VAT
 *   breakdown per rate is right and the document equals its order to the cent.
 * - Credit notes carry positive amounts: the document's type says they are owed back.
 */
import type { DocumentLine } from '#app/platform/db/schema'
import * as z from 'zod'
import { htFromTtc, ttcFromHt } from '#app/platform/domain/money'
import { parsePercent } from '#app/platform/domain/money'
import { eurosLabel } from '#app/modules/pricing/domain/errors'
import { percentLabel as rateLabel, percentOf, splitProRata } from '#app/platform/domain/money'
import { positiveEuros } from '#app/platform/domain/validation'
import { checked } from './form-text'
import { regimeTaxes, type TaxRegime } from '#app/modules/pricing/domain/tax-regime'
import { discountedUnit } from '#app/modules/pricing/domain/lines'
import {
  allocateVat,
  extraAmounts,
  lineAmounts,
  perRateLabel,
  type ExtraKind,
  type VatAmount,
  type VatFigures,
} from '#app/modules/pricing/domain/vat-totals'

export { legalFooter, missingMentions, mentionTexts } from './legal-mentions'
export type { Mention, MentionKey, MentionsDocument, SellerSnapshot } from './legal-mentions'

/** A refusal of the rules themselves (bad amount, too much credited): a 400 for the API. */
export class DocumentRuleError extends Error {
  readonly status = 400
}

export type Totals = {
  totalHtCents: number
  tvaCents: number
  dutiesCents: number
  totalTtcCents: number
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

export function documentTotals(lines: readonly DocumentLine[]): Totals {
  return {
    totalHtCents: sum(lines.map((l) => l.totalHtCents)),
    tvaCents: sum(lines.map((l) => l.vatCents)),
    dutiesCents: sum(lines.map((l) => l.dutiesCents)),
    totalTtcCents: sum(lines.map((l) => l.totalTtcCents)),
  }
}

export type VatGroup = { vatRate: number; baseHtCents: number; vatCents: number; ttcCents: number }

/** The VAT breakdown printed under the lines: one row per rate, highest first. */
export function vatBreakdown(lines: readonly DocumentLine[]): VatGroup[] {
  const groups = new Map<number, VatGroup>()
  for (const l of lines) {
    const g = groups.get(l.vatRate) ?? {
      vatRate: l.vatRate,
      baseHtCents: 0,
      vatCents: 0,
      ttcCents: 0,
    }
    g.baseHtCents += l.totalHtCents
    g.vatCents += l.vatCents
    g.ttcCents += l.totalTtcCents
    groups.set(l.vatRate, g)
  }
  return [...groups.values()].sort((a, b) => b.vatRate - a.vatRate)
}

/** `a × q / d` rounded half up (away from zero for negative amounts), on integers. */
export function mulDivHalfUp(a: number, q: number, d: number): number {
  if (d <= 0) throw new RangeError('division by a non-positive number')
  const n = BigInt(Math.abs(a)) * BigInt(q)
  const rounded = Number((2n * n + BigInt(d)) / (2n * BigInt(d)))
  return a < 0 ? -rounded : rounded
}

export { percentLabel as rateLabel } from '#app/platform/domain/money'

// ------------------------------------------------------------------ lines from an order

/** An order line as stored, with the excise facts of its vintage and format. */
export type OrderLineForDocument = {
  productId: number | null
  formatId: number | null
  vintageId: number | null
  name: string
  formatLabel: string | null
  vintageName: string | null
  quantity: number
  /** In the order's typology convention (TTC or HT). */
  unitPriceCents: number
  vatRate: number
  totalHtCents: number
  vatCents: number
  dutiesCents: number
  totalTtcCents: number
  typeDA?: string | null
  /** Litres of one unit; with `quantity` it gives the volume of the excise mention. */
  litres?: number | null
  alcohol?: number | null
  /** The discount the back office gave on the line (inside `unitPriceCents`), printed (L441-9). */
  discountPercent?: number | null
  /** The list unit price and the reductions down to `unitPriceCents` (null: not kept). */
  listUnitPriceCents?: number | null
  listReduction?: string | null
}

export type OrderForDocument = {
  ttc: boolean
  /** The tax regime it was sold under (null: France). */
  taxRegime?: TaxRegime | null
  /** The promotions applied at the sale (the order's `promotions`), for their names. */
  promotions?: readonly unknown[]
  totalHtCents: number
  tvaCents: number
  shippingCents: number
  wrappingCents: number
  totalTtcCents: number
  lines: OrderLineForDocument[]
}

/** "Sancerre Les Caillottes 2022 – 75 cl". */
export function lineName(name: string, vintageName?: string | null, formatLabel?: string | null) {
  const head = [name, vintageName].filter(Boolean).join(' ')
  return formatLabel ? `${head} – ${formatLabel}` : head
}

const volumeHlOf = (litres: number | null | undefined, quantity: number) =>
  litres ? Math.round(((litres * quantity) / 100) * 1e6) / 1e6 : undefined

/** A one-unit line worth `ttc` at `rate`, HT inside it (a deposit's share, a credit amount). */
function ttcLine(name: string, ttc: number, rate: number): DocumentLine {
  const ht = htFromTtc(ttc, rate)
  return {
    name,
    quantity: 1,
    unitHtCents: ht,
    unitTtcCents: ttc,
    vatRate: rate,
    totalHtCents: ht,
    vatCents: ttc - ht,
    dutiesCents: 0,
    totalTtcCents: ttc,
    typeDA: null,
  }
}

/** The name of a reduction line: the promotion's when the sale applied exactly one. */
export function reductionLabel(promotions: readonly unknown[] | undefined): string {
  const names = (promotions ?? [])
    .map((p) => (p && typeof p === 'object' && 'name' in p ? String(p.name).trim() : ''))
    .filter(Boolean)
  return names.length === 1 ? `Remise « ${names[0]} »` : 'Remise promotionnelle'
}

/** A line to be given its figures by the per-rate rule: what it says, and its amount. */
type Part = { line: DocumentLine; amount: VatAmount }

/** A one-unit line (a reduction, shipping, wrapping, a reward) for its amount. */
const unitPart = (name: string, amount: VatAmount): Part => ({
  line: {
    name,
    quantity: 1,
    unitHtCents: 0,
    vatRate: amount.vatRate,
    totalHtCents: 0,
    vatCents: 0,
    dutiesCents: 0,
    totalTtcCents: 0,
    typeDA: null,
  },
  amount,
})

/** The line with the figures the per-rate rule gave its amount (one-unit lines: their unit too). */
function withFigures(part: Part, f: VatFigures, ttc: boolean): DocumentLine {
  const line = {
    ...part.line,
    totalHtCents: f.htCents,
    vatCents: f.vatCents,
    totalTtcCents: f.ttcCents,
  }
  if (line.productId != null || line.quantity !== 1 || line.unitTtcCents !== undefined) return line
  return { ...line, unitHtCents: f.htCents, ...(ttc ? { unitTtcCents: f.ttcCents } : {}) }
}

/** The figures of every part under the per-rate rule (pricing/domain/vat-totals.ts). */
export function figuredLines(parts: readonly Part[], ttc: boolean): DocumentLine[] {
  const figures = allocateVat(
    parts.map((p) => p.amount),
    ttc,
  )
  return parts.map((p, i) => withFigures(p, figures[i], ttc))
}

/**
 * An order line as sold, and the reductions granted on it as lines of their own (Code de
 * commerce L441-9: every reduction granted at the sale is on the invoice, with its amount): the
 * goods line at its list unit price × quantity (HT, or TTC for a TTC typology, its unit TTC
 * printed), what came off the list price down to the unit, then what a promotion took off, the
 * rest of the order line's amount.
 */
function soldParts(l: OrderLineForDocument, ttc: boolean, reduction: string): Part[] {
  const name = lineName(l.name, l.vintageName, l.formatLabel)
  const net = lineAmounts(l, ttc)[0].cents
  const sold = l.unitPriceCents * l.quantity
  const asSold = sold < net || net <= 0
  const list =
    !asSold && l.listReduction && (l.listUnitPriceCents ?? 0) > l.unitPriceCents
      ? { unit: l.listUnitPriceCents ?? 0, name: l.listReduction }
      : null
  const unit = list?.unit ?? l.unitPriceCents
  const line: DocumentLine = {
    productId: l.productId,
    formatId: l.formatId,
    vintageId: l.vintageId,
    name,
    quantity: l.quantity,
    unitHtCents: ttc ? htFromTtc(unit, l.vatRate) : unit,
    ...(ttc ? { unitTtcCents: unit } : {}),
    // A discount shown in a reduction line is not repeated in the 'Remise' column.
    ...(l.discountPercent && !list ? { discountPercent: l.discountPercent } : {}),
    vatRate: l.vatRate,
    totalHtCents: 0,
    vatCents: 0,
    // A sample's excise is owed by the producer, never inside its 0 € price.
    dutiesCents: net > 0 ? l.dutiesCents : 0,
    totalTtcCents: 0,
    typeDA: l.typeDA ?? null,
    ...(volumeHlOf(l.litres, l.quantity) ? { volumeHl: volumeHlOf(l.litres, l.quantity) } : {}),
    ...(l.alcohol != null ? { alcohol: l.alcohol } : {}),
  }
  if (asSold) return [{ line, amount: { vatRate: l.vatRate, cents: net } }]
  const off = (label: string, cents: number) =>
    unitPart(`${label} – ${name}`, { vatRate: l.vatRate, cents })
  return [
    { line, amount: { vatRate: l.vatRate, cents: unit * l.quantity } },
    ...(list ? [off(list.name, sold - list.unit * l.quantity)] : []),
    ...(net < sold ? [off(reduction, net - sold)] : []),
  ]
}

const extraLabels: Record<ExtraKind, string> = {
  reward: 'Remise sur la commande',
  wrapping: 'Emballage cadeau',
  shipping: 'Frais de port',
}

/**
 * The document lines of an order, computed like the order (pricing engine, vat-totals.ts): its
 * lines as sold, each followed by what a promotion took off it, then a loyalty reward, gift
 * wrapping and shipping, each per VAT rate share when the goods mix rates ('Frais de port – TVA
 * 5,5 %'); the VAT per rate on the totals. The order's loyalty reward is not stored: it is the
 * TTC that gives the order's totals (found within a few cents of their difference). An order
 * priced before this rule keeps its totals through a line 'Remise sur la commande' of the gap.
 */
export function linesFromOrder(order: OrderForDocument, standardRate: number): DocumentLine[] {
  const ttc = order.ttc
  const taxes = regimeTaxes(order.taxRegime ?? null)
  const reduction = reductionLabel(order.promotions)
  const sold = order.lines.flatMap((l) => soldParts(l, ttc, reduction))
  const goods = order.lines.map((l) => lineAmounts(l, ttc)[0])
  const build = (rewardTtcCents: number) => {
    const extras = extraAmounts({
      ttc,
      taxes,
      standardRate,
      goods,
      rewardTtcCents,
      wrappingCents: order.wrappingCents,
      shippingCents: order.shippingCents,
    })
    const parts = extras.map((e) =>
      unitPart(
        perRateLabel(
          extraLabels[e.kind],
          e.amount.vatRate,
          extras.filter((x) => x.kind === e.kind).length > 1,
        ),
        e.amount,
      ),
    )
    return figuredLines([...sold, ...parts], ttc)
  }
  const equalsOrder = (lines: DocumentLine[]) => {
    const t = documentTotals(lines)
    return t.totalHtCents === order.totalHtCents && t.tvaCents === order.tvaCents
  }
  const lines = build(0)
  if (equalsOrder(lines)) return lines
  const gap = documentTotals(lines).totalTtcCents - order.totalTtcCents
  for (const d of [0, -1, 1, -2, 2, -3, 3]) {
    const rewarded = gap + d > 0 ? build(gap + d) : null
    if (rewarded && equalsOrder(rewarded)) return rewarded
  }
  // An order priced before VAT per rate: its totals stand, the difference as a line of its own.
  const ht = order.totalHtCents - documentTotals(lines).totalHtCents
  const vat = order.tvaCents - documentTotals(lines).tvaCents
  const main = vatBreakdown(lines).sort((a, b) => b.baseHtCents - a.baseHtCents)[0]
  return [
    ...lines,
    {
      ...unitPart(extraLabels.reward, { vatRate: main?.vatRate ?? standardRate, cents: 0 }).line,
      unitHtCents: ht,
      totalHtCents: ht,
      vatCents: vat,
      totalTtcCents: ht + vat,
    },
  ]
}

// ------------------------------------------------------------------ lines of a quote

/** A catalogue line priced by the pricing engine (its `settleLine`), with what to print. */
export type EnginePricedLine = {
  productId: number
  formatId: number
  vintageId: number
  name: string
  quantity: number
  /** The engine's unit price, in the typology convention, the line discount taken off. */
  unitPriceCents: number
  ttc: boolean
  discountPercent?: number
  vatRate: number
  totalHtCents: number
  vatCents: number
  dutiesCents: number
  totalTtcCents: number
  typeDA?: string | null
  litres?: number | null
  alcohol?: number | null
}

export function catalogueLine(l: EnginePricedLine): DocumentLine {
  return {
    productId: l.productId,
    formatId: l.formatId,
    vintageId: l.vintageId,
    name: l.name,
    quantity: l.quantity,
    unitHtCents: l.ttc ? htFromTtc(l.unitPriceCents, l.vatRate) : l.unitPriceCents,
    ...(l.ttc ? { unitTtcCents: l.unitPriceCents } : {}),
    ...(l.discountPercent ? { discountPercent: l.discountPercent } : {}),
    vatRate: l.vatRate,
    totalHtCents: l.totalHtCents,
    vatCents: l.vatCents,
    dutiesCents: l.dutiesCents,
    totalTtcCents: l.totalTtcCents,
    typeDA: l.typeDA ?? null,
    ...(volumeHlOf(l.litres, l.quantity) ? { volumeHl: volumeHlOf(l.litres, l.quantity) } : {}),
    ...(l.alcohol != null ? { alcohol: l.alcohol } : {}),
  }
}

/** A service or any line outside the catalogue, priced HT by the producer (before discount). */
export function freeLine(input: {
  name: string
  quantity: number
  unitHtCents: number
  vatRate: number
  discountPercent?: number
}): DocumentLine {
  const unit = discountedUnit(input.unitHtCents, input.discountPercent)
  const ht = unit * input.quantity
  const vat = percentOf(ht, input.vatRate)
  return {
    name: input.name,
    quantity: input.quantity,
    unitHtCents: unit,
    ...(input.discountPercent ? { discountPercent: input.discountPercent } : {}),
    vatRate: input.vatRate,
    totalHtCents: ht,
    vatCents: vat,
    dutiesCents: 0,
    totalTtcCents: ht + vat,
    typeDA: null,
  }
}

/** A document's convention: TTC when its lines carry their unit TTC (a consumer's), else HT. */
export const isTtcDocument = (lines: readonly DocumentLine[]) =>
  lines.some((l) => l.unitTtcCents !== undefined)

/**
 * A quote's lines with the VAT per rate on its totals (vat-totals.ts): catalogue lines at their
 * amount in the document's convention; a free line (priced HT) on a TTC document at its unit
 * TTC (`ttcFromHt`, half-up) × quantity, so that unit × quantity = line total there too.
 */
export function withVatPerRate(lines: readonly DocumentLine[]): DocumentLine[] {
  const ttc = isTtcDocument(lines)
  const parts = lines.map((line): Part => {
    if (!ttc) return { line, amount: { vatRate: line.vatRate, cents: line.totalHtCents } }
    const unitTtc = line.unitTtcCents ?? ttcFromHt(line.unitHtCents, line.vatRate)
    return {
      line: { ...line, unitTtcCents: unitTtc },
      amount: { vatRate: line.vatRate, cents: unitTtc * line.quantity },
    }
  })
  return figuredLines(parts, ttc)
}

// ------------------------------------------------------------------ deposits and final invoice

export type DepositRequest = { percent: number } | { amountCents: number }

export const depositFormMessages = {
  either: 'Indiquez soit un pourcentage, soit un montant.',
  percent: 'Le pourcentage doit être compris entre 0 et 100.',
  amount: 'Montant invalide.',
} as const

/**
 * The order page's deposit form: a percentage of the order (`depositPercent`, '30' or '12,5') or
 * an amount including VAT (`depositAmount`, euros typed the French way), one of the two.
 */
export const DepositForm = z
  .object({ depositPercent: z.string().optional(), depositAmount: z.string().optional() })
  .transform((form, ctx): DepositRequest => {
    const percentText = form.depositPercent?.trim()
    if (Boolean(percentText) === Boolean(form.depositAmount?.trim())) {
      ctx.addIssue({
        code: 'custom',
        message: depositFormMessages.either,
        path: ['depositPercent'],
      })
      return z.NEVER
    }
    if (percentText) {
      const percent = parsePercent(percentText)
      if (!percent) {
        ctx.addIssue({
          code: 'custom',
          message: depositFormMessages.percent,
          path: ['depositPercent'],
        })
        return z.NEVER
      }
      return { percent }
    }
    const amountCents = checked(
      ctx,
      positiveEuros(depositFormMessages.amount),
      form.depositAmount,
      ['depositAmount'],
    )
    return amountCents === undefined ? z.NEVER : { amountCents }
  })

/**
 * The TTC amount of a new deposit invoice: a percent of the order's TTC (half-up) or an amount,
 * never more than what deposits already invoiced leave of it.
 */
export function depositAmount(
  orderTtcCents: number,
  depositedCents: number,
  request: DepositRequest,
): number {
  const remaining = orderTtcCents - depositedCents
  if (remaining <= 0)
    throw new DocumentRuleError('Cette commande est déjà entièrement couverte par des acomptes.')
  const amount =
    'percent' in request ? percentOf(orderTtcCents, request.percent) : request.amountCents
  if (amount <= 0) throw new DocumentRuleError('Le montant de l’acompte doit être positif.')
  if (amount > remaining)
    throw new DocumentRuleError(
      `L’acompte ne peut pas dépasser ce qui reste à facturer sur la commande (${eurosLabel(remaining)}).`,
    )
  return amount
}

/** TTC per VAT rate of lines, positive parts only (the weights of a proportional split). */
function ttcByRate(lines: readonly DocumentLine[]): Map<number, number> {
  const byRate = new Map<number, number>()
  for (const g of vatBreakdown(lines)) if (g.ttcCents > 0) byRate.set(g.vatRate, g.ttcCents)
  return byRate
}

/** Splits `amount` TTC over VAT rates in proportion to `weights` (largest remainder). */
function splitByRate(amount: number, weights: Map<number, number>): Map<number, number> {
  const shares = splitProRata(
    amount,
    [...weights].map(([rate, weight]) => ({ key: String(rate), weight })),
  )
  return new Map([...weights.keys()].map((rate) => [rate, shares.get(String(rate)) ?? 0]))
}

/** Lines of `amount` TTC spread over the rates of `weights`, HT inside each share. */
function amountLines(label: string, amount: number, weights: Map<number, number>): DocumentLine[] {
  const shares = splitByRate(amount, weights)
  const several = shares.size > 1
  return [...shares]
    .filter(([, share]) => share > 0)
    .map(([rate, share]) =>
      ttcLine(several ? `${label} – TVA ${rateLabel(rate)}` : label, share, rate),
    )
}

/**
 * The lines of a deposit invoice: the amount split over the order's VAT rates in proportion to
 * its TTC at each rate, so the VAT collected on the deposit is the order's.
 */
export function depositLines(
  orderLines: readonly DocumentLine[],
  amountTtcCents: number,
  label: string,
): DocumentLine[] {
  const weights = ttcByRate(orderLines)
  if (weights.size === 0) throw new DocumentRuleError('Cette commande n’a rien à facturer.')
  return amountLines(label, amountTtcCents, weights)
}

/** "Acompte de 30 % sur la commande n° 12" or "Acompte sur la commande n° 12". */
export function depositLabel(orderId: number, percent?: number) {
  return percent
    ? `Acompte de ${rateLabel(percent)} sur la commande n° ${orderId}`
    : `Acompte sur la commande n° ${orderId}`
}

/** What the client still owes on a final invoice once its deposits are deducted. */
export function finalInvoiceDue(totalTtcCents: number, depositsCents: number) {
  const deducted = Math.max(0, depositsCents)
  return { depositsCents: deducted, dueCents: Math.max(0, totalTtcCents - deducted) }
}

// ------------------------------------------------------------------ credit notes

export type CreditRequest = {
  lines?: { index: number; quantity: number }[]
  amountCents?: number
}

export type CreditableInvoice = { number: string; lines: readonly DocumentLine[] }

/**
 * Lines of an invoice and of its credit notes that are the same product at the same price (a
 * reduction line, negative, by its name: its credited parts have their own amounts).
 */
const lineKey = (l: DocumentLine) =>
  JSON.stringify([
    l.productId ?? null,
    l.formatId ?? null,
    l.vintageId ?? null,
    l.name,
    l.totalTtcCents < 0 ? null : l.unitHtCents,
    l.vatRate,
  ])

type Tally = { quantity: number; ht: number; vat: number; ttc: number; duties: number }
const emptyTally = (): Tally => ({ quantity: 0, ht: 0, vat: 0, ttc: 0, duties: 0 })

function tallyBy(lines: readonly DocumentLine[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>()
  for (const l of lines) {
    const t = tallies.get(lineKey(l)) ?? emptyTally()
    t.quantity += l.quantity
    t.ht += l.totalHtCents
    t.vat += l.vatCents
    t.ttc += l.totalTtcCents
    t.duties += l.dutiesCents
    tallies.set(lineKey(l), t)
  }
  return tallies
}

/** What an invoice has left to credit once `previous` credit notes' lines are taken off. */
export function uncreditedCents(invoiceTtcCents: number, previous: readonly DocumentLine[]) {
  return invoiceTtcCents - documentTotals(previous).totalTtcCents
}

/**
 * Credit lines for chosen lines and quantities (two picks of the same product and price count
 * as one). The last units of a line, and the reductions it was sold with, take exactly what is
 * left of it; other units their share of the line's amount in the invoice's convention (unit ×
 * quantity), their VAT per rate on the credit note's totals like any document (vat-totals.ts).
 */
function creditLinesFor(
  invoice: CreditableInvoice,
  previous: readonly DocumentLine[],
  requested: { index: number; quantity: number }[],
): DocumentLine[] {
  const ttc = isTtcDocument(invoice.lines)
  const billed = tallyBy(invoice.lines)
  const credited = tallyBy(previous)
  // Refusals in pick order, each pick seeing the ones before it; then picks of the same product
  // and price count as one.
  const picked = new Map<string, number>()
  const picks: { index: number; quantity: number }[] = []
  for (const pick of requested) {
    const source = invoice.lines[pick.index]
    if (!source)
      throw new DocumentRuleError(`La ligne ${pick.index + 1} n’existe pas sur la facture.`)
    if (source.totalTtcCents <= 0 || source.quantity <= 0)
      throw new DocumentRuleError(`La ligne ${pick.index + 1} ne peut pas être créditée.`)
    const key = lineKey(source)
    const before = picked.get(key) ?? 0
    const left =
      (billed.get(key) ?? emptyTally()).quantity -
      (credited.get(key) ?? emptyTally()).quantity -
      before
    if (pick.quantity > left)
      throw new DocumentRuleError(
        left > 0
          ? `Ligne ${pick.index + 1} : il ne reste que ${left} unité(s) à créditer.`
          : `La ligne ${pick.index + 1} est déjà entièrement créditée.`,
      )
    picked.set(key, before + pick.quantity)
    const same = picks.find((p) => lineKey(invoice.lines[p.index]) === key)
    if (same) same.quantity += pick.quantity
    else picks.push({ ...pick })
  }
  const parts: Part[] = []
  /** The credit note's lines in pick order: a line, or the index of a part to figure. */
  const slots: (DocumentLine | number)[] = []
  /** `quantity` of `of` units of `line`, printed as `count` units. */
  const credit = (
    line: DocumentLine,
    quantity: number,
    of: number,
    count: number,
    last: boolean,
  ) => {
    const all = billed.get(lineKey(line)) ?? emptyTally()
    const done = credited.get(lineKey(line)) ?? emptyTally()
    const oneUnit = line.quantity === 1 && count === 1
    const volume = line.volumeHl
      ? { volumeHl: Math.round(((line.volumeHl * count) / line.quantity) * 1e6) / 1e6 }
      : {}
    if (last) {
      const [ht, vat] = [all.ht - done.ht, all.vat - done.vat]
      slots.push({
        ...line,
        quantity: count,
        ...(oneUnit ? { unitHtCents: ht } : {}),
        ...(oneUnit && line.unitTtcCents !== undefined ? { unitTtcCents: ht + vat } : {}),
        totalHtCents: ht,
        vatCents: vat,
        dutiesCents: all.duties - done.duties,
        totalTtcCents: ht + vat,
        ...volume,
      })
      return
    }
    const { unitTtcCents, ...rest } = line
    slots.push(parts.length)
    parts.push({
      line: {
        ...rest,
        ...(oneUnit ? { unitHtCents: 0 } : {}),
        ...(unitTtcCents !== undefined && !oneUnit ? { unitTtcCents } : {}),
        quantity: count,
        dutiesCents: mulDivHalfUp(all.duties, quantity, of),
        ...volume,
      },
      amount: { vatRate: line.vatRate, cents: mulDivHalfUp(ttc ? all.ttc : all.ht, quantity, of) },
    })
  }
  for (const pick of picks) {
    const source = invoice.lines[pick.index]
    const all = billed.get(lineKey(source)) ?? emptyTally()
    const left = all.quantity - (credited.get(lineKey(source)) ?? emptyTally()).quantity
    const last = pick.quantity === left
    credit(source, pick.quantity, all.quantity, pick.quantity, last)
    // The reductions the line was sold with (off its list price, a promotion), printed right
    // after it, are credited in the same proportion.
    for (let next = pick.index + 1; ; next++) {
      const reduction = invoice.lines[next]
      if (
        !reduction ||
        reduction.totalTtcCents >= 0 ||
        reduction.vatRate !== source.vatRate ||
        !reduction.name.endsWith(` – ${source.name}`)
      )
        break
      credit(reduction, pick.quantity, all.quantity, 1, last)
    }
  }
  const figured = parts.length > 0 ? figuredLines(parts, ttc) : []
  return slots.map((slot) => (typeof slot === 'number' ? figured[slot] : slot))
}

/** Credit lines of an amount TTC, split over the VAT rates in proportion to what is left. */
function creditAmountLines(
  invoice: CreditableInvoice,
  previous: readonly DocumentLine[],
  amount: number,
  remaining: number,
): DocumentLine[] {
  const label = `Avoir sur la facture ${invoice.number}`
  const left = vatBreakdown(invoice.lines).map((g) => {
    const done = vatBreakdown(previous).find((p) => p.vatRate === g.vatRate)
    return {
      vatRate: g.vatRate,
      ht: g.baseHtCents - (done?.baseHtCents ?? 0),
      vat: g.vatCents - (done?.vatCents ?? 0),
      ttc: g.ttcCents - (done?.ttcCents ?? 0),
    }
  })
  if (amount === remaining) {
    // The whole rest: exactly what each rate has left, so the invoice ends at zero.
    const several = left.filter((g) => g.ttc !== 0).length > 1
    return left
      .filter((g) => g.ttc !== 0)
      .map((g) => ({
        name: several ? `${label} – TVA ${rateLabel(g.vatRate)}` : label,
        quantity: 1,
        unitHtCents: g.ht,
        vatRate: g.vatRate,
        totalHtCents: g.ht,
        vatCents: g.vat,
        dutiesCents: 0,
        totalTtcCents: g.ht + g.vat,
        typeDA: null,
      }))
  }
  return amountLines(
    label,
    amount,
    new Map(left.filter((g) => g.ttc > 0).map((g) => [g.vatRate, g.ttc])),
  )
}

/**
 * The lines of a credit note on `invoice` (chosen lines and quantities, or an amount TTC), given
 * the lines of the credit notes already issued on it. Never more than what is left uncredited.
 */
export function creditLines(
  invoice: CreditableInvoice & { totalTtcCents: number },
  previous: readonly DocumentLine[],
  request: CreditRequest,
): DocumentLine[] {
  const hasLines = (request.lines?.length ?? 0) > 0
  const hasAmount = request.amountCents !== undefined
  if (hasLines === hasAmount)
    throw new DocumentRuleError('Indiquez soit des lignes à créditer, soit un montant.')
  const remaining = uncreditedCents(invoice.totalTtcCents, previous)
  if (remaining <= 0) throw new DocumentRuleError('Cette facture est déjà entièrement créditée.')
  let lines: DocumentLine[]
  if (hasAmount) {
    const amount = request.amountCents ?? 0
    if (amount <= 0) throw new DocumentRuleError('Le montant de l’avoir doit être positif.')
    if (amount > remaining)
      throw new DocumentRuleError(
        `L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (${eurosLabel(remaining)}).`,
      )
    lines = creditAmountLines(invoice, previous, amount, remaining)
  } else {
    lines = creditLinesFor(invoice, previous, request.lines ?? [])
    const total = documentTotals(lines).totalTtcCents
    if (total > remaining)
      throw new DocumentRuleError(
        `L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (${eurosLabel(remaining)}).`,
      )
  }
  return lines
}
