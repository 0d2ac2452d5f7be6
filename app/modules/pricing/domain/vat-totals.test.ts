import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { regimeTaxes } from './tax-regime'
import { caviste, goodsOnly, line, order, particulier } from './test-builders'
import {
  allocateVat,
  extraAmounts,
  followGoods,
  lineAmounts,
  shareAmount,
  vatByRate,
} from './vat-totals'

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)
const france = regimeTaxes(null)

describe('VAT per rate on the totals (EN 16931 BR-CO-17)', () => {
  it('HT convention: VAT = round(base × rate), a cent more than line by line', () => {
    // 3 × 10,02 € HT at 20 %: each line 2,004 → 2,00 € (6,00 €), the rate 30,06 × 20 % = 6,012
    // → 6,01 €. The cent goes to the first of three equal amounts.
    const amounts = [1002, 1002, 1002].map((cents) => ({ vatRate: 20, cents }))
    expect(vatByRate(amounts, false)).toEqual([
      { vatRate: 20, htCents: 3006, vatCents: 601, ttcCents: 3607 },
    ])
    expect(allocateVat(amounts, false).map((f) => f.vatCents)).toEqual([201, 200, 200])
  })

  it('TTC convention: HT = htFromTtc(TTC of the rate), once; the TTC shown is the TTC paid', () => {
    // 3 × 9,99 € TTC at 20 %: each line 8,325 → 8,33 € HT (24,99 € HT, VAT 4,98 €); the rate
    // 29,97 / 1,2 = 24,975 → 24,98 € HT, VAT 4,99 €.
    const amounts = [999, 999, 999].map((cents) => ({ vatRate: 20, cents }))
    expect(vatByRate(amounts, true)).toEqual([
      { vatRate: 20, htCents: 2498, vatCents: 499, ttcCents: 2997 },
    ])
    const figures = allocateVat(amounts, true)
    expect(figures.map((f) => f.ttcCents)).toEqual([999, 999, 999])
    expect(sum(figures.map((f) => f.htCents))).toBe(2498)
  })

  it('a reduction (negative) keeps its own VAT; the rate’s cents go to the positive amounts', () => {
    // 20,00 € HT less 3,33 € at 5,5 %: own VAT 1,10 € and -0,18 € (0,183); the rate 16,67 €
    // × 5,5 % = 0,91685 → 0,92 €: the goods line takes the cent.
    const figures = allocateVat(
      [
        { vatRate: 5.5, cents: 2000 },
        { vatRate: 5.5, cents: -333 },
      ],
      false,
    )
    expect(figures.map((f) => f.vatCents)).toEqual([110, -18])
  })

  it('shipping follows the goods, pro rata of their amount per rate', () => {
    // 30,00 € at 20 % and 10,00 € at 5,5 %: 9,90 € of shipping is 7,425 and 2,475, largest
    // remainder (a tie, the first rate): 7,43 € and 2,47 €.
    const goods = [
      { vatRate: 20, cents: 3000 },
      { vatRate: 5.5, cents: 1000 },
    ]
    expect(followGoods(990, goods, 20)).toEqual([
      { vatRate: 20, ttcCents: 743 },
      { vatRate: 5.5, ttcCents: 247 },
    ])
    // No goods (only prestations at 0): the fallback rate; goods without VAT take none.
    expect(followGoods(990, [], 20)).toEqual([{ vatRate: 20, ttcCents: 990 }])
    expect(followGoods(990, [{ vatRate: 0, cents: 5000 }], 20)).toEqual([
      { vatRate: 0, ttcCents: 990 },
    ])
  })

  it('a share is TTC for a consumer, its HT for a business, and without French VAT abroad', () => {
    const share = { vatRate: 20, ttcCents: 1200 }
    expect(shareAmount(share, true, france, 20)).toEqual({ vatRate: 20, cents: 1200 })
    expect(shareAmount(share, false, france, 20)).toEqual({ vatRate: 20, cents: 1000 })
    const exportTaxes = regimeTaxes({ kind: 'export', country: 'CH' })
    expect(shareAmount({ vatRate: 0, ttcCents: 1200 }, true, exportTaxes, 20)).toEqual({
      vatRate: 0,
      cents: 1000,
    })
    // Several shares of shipping: one amount per rate, labelled by kind.
    const extras = extraAmounts({
      ttc: true,
      taxes: france,
      standardRate: 20,
      goods: [
        { vatRate: 20, cents: 3000 },
        { vatRate: 5.5, cents: 1000 },
      ],
      rewardTtcCents: 0,
      wrappingCents: 0,
      shippingCents: 990,
    })
    expect(extras.map((e) => [e.kind, e.amount.vatRate, e.amount.cents])).toEqual([
      ['shipping', 20, 743],
      ['shipping', 5.5, 247],
    ])
  })

  it('a custom tax outside the VAT base is an amount at 0 % of its own', () => {
    // 120,00 € HT of goods at 20 % plus 0,90 € of custom tax outside the VAT base.
    const amounts = lineAmounts(
      { vatRate: 20, totalHtCents: 12090, totalTtcCents: 14490, outsideVatCents: 90 },
      false,
    )
    expect(amounts).toEqual([
      { vatRate: 20, cents: 12000 },
      { vatRate: 0, cents: 90 },
    ])
    expect(vatByRate(amounts, false)).toEqual([
      { vatRate: 20, htCents: 12000, vatCents: 2400, ttcCents: 14400 },
      { vatRate: 0, htCents: 90, vatCents: 0, ttcCents: 90 },
    ])
  })
})

describe('the pricing engine computes its totals per rate', () => {
  it('three bottles at 9,99 € TTC: 24,98 € HT and 4,99 € of VAT, not 24,99 € and 4,98 €', () => {
    const price = priceOrder(
      goodsOnly({
        typology: particulier,
        lines: [1, 2, 3].map((i) => line({ idTmp: `l${i}`, format: { priceCents: 999 } })),
      }),
    ).price
    expect(price).toMatchObject({ totalHT: 2498, tva: 499, totalTTC: 2997 })
  })

  it('a wine at 20 % and a grape juice at 5,5 %: shipping split between their rates', () => {
    // Goods 30,00 € (20 %) and 10,00 € (5,5 %), shipping 9,90 €: 7,43 € + 2,47 € (above).
    // 20 %: 37,43 € TTC / 1,2 = 31,19166 → 31,19 € HT, VAT 6,24 €; 5,5 %: 12,47 € / 1,055 =
    // 11,8199 → 11,82 € HT, VAT 0,65 €. (Line by line at 20 % for all shipping: 42,73 € HT.)
    const result = priceOrder(
      order({
        typology: particulier,
        lines: [
          line({ idTmp: 'wine', format: { priceCents: 3000 } }),
          line({
            idTmp: 'juice',
            product: { type: null, vatType: 'reduced' },
            format: { priceCents: 1000 },
            vintage: { alcohol: null, legal: { typeDA: 'NULL' } },
          }),
        ],
      }),
    )
    expect(result.price).toMatchObject({
      shipping: 990,
      totalHT: 3119 + 1182,
      tva: 624 + 65,
      totalTTC: 4990,
    })
  })

  it('a custom tax outside the VAT base bears no VAT and stays in the line', () => {
    // 12 × 10,00 € HT (caviste) + 0,09 hl × 10,00 €/hl = 0,90 € of custom tax outside the base.
    const result = priceOrder(
      goodsOnly({
        typology: caviste,
        lines: [
          line({
            idTmp: 'l1',
            quantity: 12,
            vintage: {
              legal: {
                typeDA: 'DA2',
                customTaxAdded: true,
                customTaxAmountPerHL: 1000,
                customTaxVat: false,
              },
            },
          }),
        ],
      }),
    )
    expect(result.lines[0]).toMatchObject({ totalHtCents: 12090, vatCents: 2400 })
    expect(result.price).toMatchObject({ totalHT: 12090, tva: 2400, totalTTC: 14490 })
  })
})
