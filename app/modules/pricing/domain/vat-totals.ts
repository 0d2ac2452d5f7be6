/**
 * VAT per rate on a document's totals (EN 16931 BR-CO-17, issue 15 §3; decision 0011): the one
 * rule read by the pricing engine (cart, checkout, back-office orders) and by the sales documents
 * (invoices, quotes, deposits, credit notes), so that the price accepted equals the invoice to
 * the cent.
 *
 * A sale has a price convention: HT (a business typology) or TTC (a consumer's). Each amount of
 * the sale (a goods line, a reduction, a share of shipping or wrapping) is given in that
 * convention at its VAT rate; per rate r, over the amounts at r:
 * - HT convention: base = Σ HT; VAT = round_half_up(base × r / 100) (BR-CO-17 exactly);
 * - TTC convention: TTC = Σ TTC (what the consumer was shown is what they pay); base =
 *   htFromTtc(TTC, r), one rounding per rate; VAT = TTC − base (within a cent of BR-CO-17).
 * Each amount keeps its own figures, the rate's VAT spread over them (`allocateVat`): each takes
 * its own rounded VAT, and the cents the rate's rounding differs from their sum go to the positive
 * amounts by largest remainder, in proportion to them; so Σ lines = the per-rate figures.
 *
 * Shipping and gift wrapping are priced TTC by the shop and follow the goods (`followGoods`):
 * their TTC is split over the goods' rates pro rata of the goods' amounts per rate; goods without
 * VAT (export, reverse charge, franchise) take none; no goods at all, the standard rate.
 */
import { htFromTtc, percentOf, splitProRata } from '#app/platform/domain/money'
import type { RegimeTaxes } from './tax-regime'

/**
 * An amount of the sale at a VAT rate, in the sale's convention (HT, or TTC when `ttc`); `key`
 * (unique) settles ties of the largest remainder whatever the order of the amounts.
 */
export type VatAmount = { vatRate: number; cents: number; key?: string }

/** What an amount, or a rate, comes to. `ttcCents = htCents + vatCents`. */
export type VatFigures = { vatRate: number; htCents: number; vatCents: number; ttcCents: number }

/** The figures of `cents` (convention `ttc`) at `vatRate`, rounded once. */
export function rateFigures(vatRate: number, cents: number, ttc: boolean): VatFigures {
  if (ttc) {
    const ht = htFromTtc(cents, vatRate)
    return { vatRate, htCents: ht, vatCents: cents - ht, ttcCents: cents }
  }
  const vat = percentOf(cents, vatRate)
  return { vatRate, htCents: cents, vatCents: vat, ttcCents: cents + vat }
}

function byRate(amounts: readonly VatAmount[]): Map<number, number> {
  const rates = new Map<number, number>()
  for (const a of amounts) rates.set(a.vatRate, (rates.get(a.vatRate) ?? 0) + a.cents)
  return rates
}

/** The per-rate figures of a sale, highest rate first (the VAT breakdown of the document). */
export function vatByRate(amounts: readonly VatAmount[], ttc: boolean): VatFigures[] {
  return [...byRate(amounts)]
    .map(([rate, cents]) => rateFigures(rate, cents, ttc))
    .sort((a, b) => b.vatRate - a.vatRate)
}

/**
 * The figures of each amount, in the order given: its own, the gap between its rate's VAT and
 * the sum of its amounts' VAT spread over that rate's positive amounts (largest remainder).
 * Per rate, Σ of the amounts' figures = `vatByRate` exactly.
 */
export function allocateVat(amounts: readonly VatAmount[], ttc: boolean): VatFigures[] {
  const key = (i: number) => amounts[i].key ?? String(i).padStart(8, '0')
  const own = amounts.map((a) => rateFigures(a.vatRate, a.cents, ttc))
  for (const rate of byRate(amounts).keys()) {
    const members = amounts.flatMap((a, i) => (a.vatRate === rate ? [i] : []))
    const total = rateFigures(rate, sum(members.map((i) => amounts[i].cents)), ttc)
    const gap = total.vatCents - sum(members.map((i) => own[i].vatCents))
    if (gap === 0) continue
    const positive = members.filter((i) => amounts[i].cents > 0)
    const takers = positive.length > 0 ? positive : members
    const shares = splitProRata(
      Math.abs(gap),
      takers.map((i) => ({ key: key(i), weight: Math.abs(amounts[i].cents) || 1 })),
    )
    for (const i of takers) {
      const vat = own[i].vatCents + Math.sign(gap) * (shares.get(key(i)) ?? 0)
      const cents = amounts[i].cents
      own[i] = ttc
        ? { vatRate: rate, htCents: cents - vat, vatCents: vat, ttcCents: cents }
        : { vatRate: rate, htCents: cents, vatCents: vat, ttcCents: cents + vat }
    }
  }
  return own
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

/**
 * A TTC amount priced by the shop (shipping, wrapping, a loyalty reward) split over the goods'
 * VAT rates, pro rata of the goods' (positive) amounts per rate, largest remainder; one share at
 * `fallbackRate` when there are no goods. Shares are TTC; rate order highest first.
 */
export function followGoods(
  ttcCents: number,
  goods: readonly VatAmount[],
  fallbackRate: number,
): { vatRate: number; ttcCents: number }[] {
  if (ttcCents === 0) return []
  const weights = [...byRate(goods.filter((g) => g.cents > 0))].sort((a, b) => b[0] - a[0])
  if (weights.length === 0) return [{ vatRate: fallbackRate, ttcCents }]
  const shares = splitProRata(
    Math.abs(ttcCents),
    weights.map(([rate, weight]) => ({ key: String(rate), weight })),
  )
  return weights
    .map(([rate]) => ({
      vatRate: rate,
      ttcCents: Math.sign(ttcCents) * (shares.get(String(rate)) ?? 0),
    }))
    .filter((s) => s.ttcCents !== 0)
}

/**
 * A TTC share (shipping, wrapping, a reward) at the VAT rate charged, as an amount of a sale of
 * convention `ttc` under the regime `taxes`: its TTC, or its HT inside, where the buyer pays the
 * TTC shown; where no VAT is charged (export, reverse charge), its HT with the French VAT at
 * `standardRate` taken out, as tax-regime.ts `netOfFrenchTaxes` prices it.
 */
export function shareAmount(
  share: { vatRate: number; ttcCents: number },
  ttc: boolean,
  taxes: RegimeTaxes,
  standardRate: number,
): VatAmount {
  if (!taxes.keepsTtc) return { vatRate: 0, cents: htFromTtc(share.ttcCents, standardRate) }
  return {
    vatRate: share.vatRate,
    cents: ttc ? share.ttcCents : htFromTtc(share.ttcCents, share.vatRate),
  }
}

/** The label of one of several per-rate lines: 'Frais de port – TVA 5,5 %'. */
export const perRateLabel = (label: string, rate: number, several: boolean) =>
  several ? `${label} – TVA ${String(rate).replace('.', ',')} %` : label

/** A sold line as the engine settles it and an order stores it. */
export type SaleLine = {
  vatRate: number
  totalHtCents: number
  totalTtcCents: number
  /** An added custom tax outside the VAT base (`customTaxVat` false): HT at 0 %. */
  outsideVatCents?: number
  key?: string
}

/** A sold line's amounts: its goods at its rate, and any custom tax outside the VAT base at 0 %. */
export function lineAmounts(line: SaleLine, ttc: boolean): VatAmount[] {
  const outside = line.outsideVatCents ?? 0
  const goods = {
    vatRate: line.vatRate,
    cents: (ttc ? line.totalTtcCents : line.totalHtCents) - outside,
    ...(line.key ? { key: line.key } : {}),
  }
  return outside > 0
    ? [goods, { vatRate: 0, cents: outside, ...(line.key ? { key: `${line.key}:0` } : {}) }]
    : [goods]
}

export type ExtraKind = 'reward' | 'wrapping' | 'shipping'

/**
 * The amounts a sale adds to its goods (`goods`, its lines' goods amounts): a loyalty reward
 * taken off the goods' rates (negative), gift wrapping and shipping following them, each per
 * rate share (`followGoods`, `shareAmount`).
 */
export function extraAmounts(sale: {
  ttc: boolean
  taxes: RegimeTaxes
  standardRate: number
  goods: readonly VatAmount[]
  rewardTtcCents: number
  wrappingCents: number
  shippingCents: number
}): { kind: ExtraKind; ttcCents: number; amount: VatAmount }[] {
  const fallback = sale.taxes.vatRate(sale.standardRate)
  const goods = sale.goods.filter((g) => g.cents > 0)
  const extras: [ExtraKind, number][] = [
    ['reward', -sale.rewardTtcCents],
    ['wrapping', sale.wrappingCents],
    ['shipping', sale.shippingCents],
  ]
  return extras.flatMap(([kind, ttcCents]) =>
    followGoods(ttcCents, goods, fallback).map((share) => ({
      kind,
      ttcCents: share.ttcCents,
      amount: {
        ...shareAmount(share, sale.ttc, sale.taxes, sale.standardRate),
        key: `~${kind}:${share.vatRate}`,
      },
    })),
  )
}

/**
 * All the amounts of an order (pricing engine): its lines', then the extras. `lineAmounts[i]`
 * are the indexes of line i's amounts (goods, then any custom tax outside the VAT base).
 */
export function saleAmounts(sale: {
  ttc: boolean
  taxes: RegimeTaxes
  standardRate: number
  lines: readonly SaleLine[]
  rewardTtcCents: number
  wrappingCents: number
  shippingCents: number
}): { amounts: VatAmount[]; lineAmounts: number[][] } {
  const amounts: VatAmount[] = []
  const indexes = sale.lines.map((l) => lineAmounts(l, sale.ttc).map((a) => amounts.push(a) - 1))
  const goods = indexes.map((ix) => amounts[ix[0]])
  amounts.push(...extraAmounts({ ...sale, goods }).map((e) => e.amount))
  return { amounts, lineAmounts: indexes }
}
