import { describe, expect, it } from 'vitest'
import type { DocumentLine } from '#app/platform/db/schema'
import {
  creditLines,
  depositAmount,
  depositLabel,
  depositLines,
  documentTotals,
  DocumentRuleError,
  finalInvoiceDue,
  freeLine,
  lineName,
  linesFromOrder,
  mulDivHalfUp,
  uncreditedCents,
  vatBreakdown,
  type OrderForDocument,
} from './document-math'

/** A goods line sold TTC: 3 × 12,90 € at 20 % (HT inside, as the pricing engine settles it). */
const sancerre = {
  productId: 1,
  formatId: 10,
  vintageId: 100,
  name: 'Sancerre Les Caillottes',
  formatLabel: '75 cl',
  vintageName: '2022',
  quantity: 3,
  unitPriceCents: 1290,
  vatRate: 20,
  totalHtCents: 3225,
  vatCents: 645,
  dutiesCents: 9,
  totalTtcCents: 3870,
  typeDA: 'DA2',
  litres: 0.75,
  alcohol: 13,
}
const juice = {
  productId: 2,
  formatId: 20,
  vintageId: 200,
  name: 'Jus de raisin',
  formatLabel: '1 L',
  vintageName: null,
  quantity: 2,
  unitPriceCents: 499,
  vatRate: 5.5,
  totalHtCents: 946,
  vatCents: 52,
  dutiesCents: 0,
  totalTtcCents: 998,
  typeDA: null,
}

/**
 * 3870 + 998 goods, 600 wrapping, 990 shipping, all TTC. Wrapping and shipping follow the goods
 * (issue 15 §1), pro rata 3870 : 998: wrapping 476,99 → 477 at 20 % and 123 at 5,5 %; shipping
 * 787,05 → 787 and 202,95 → 203. Per rate (TTC convention): 20 %: 3870 + 477 + 787 = 5134 TTC,
 * 5134 / 1,2 = 4278,33 → 4278 HT, VAT 856; 5,5 %: 998 + 123 + 203 = 1324 TTC, 1324 / 1,055 =
 * 1254,98 → 1255 HT, VAT 69. (Before: 20 % on all of wrapping and shipping, line by line.)
 */
const order: OrderForDocument = {
  ttc: true,
  totalHtCents: 4278 + 1255,
  tvaCents: 856 + 69,
  shippingCents: 990,
  wrappingCents: 600,
  totalTtcCents: 3870 + 998 + 600 + 990,
  lines: [sancerre, juice],
}

const line = (over: Partial<DocumentLine>): DocumentLine => ({
  name: 'Ligne',
  quantity: 1,
  unitHtCents: 1000,
  vatRate: 20,
  totalHtCents: 1000,
  vatCents: 200,
  dutiesCents: 0,
  totalTtcCents: 1200,
  ...over,
})

describe('lines from an order', () => {
  it('copies the lines as sold, converts TTC unit prices to HT, and adds wrapping and shipping', () => {
    const lines = linesFromOrder(order, 20)
    expect(lines.map((l) => l.name)).toEqual([
      'Sancerre Les Caillottes 2022 – 75 cl',
      'Jus de raisin – 1 L',
      'Emballage cadeau – TVA 20 %',
      'Emballage cadeau – TVA 5,5 %',
      'Frais de port – TVA 20 %',
      'Frais de port – TVA 5,5 %',
    ])
    // 12,90 € TTC at 20 % is 10,75 € HT; 3 × 12,90 = 38,70 € TTC. At 20 % each amount's own
    // VAT (645 + 79 + 131 = 855) is a cent short of the rate's 856: the largest, 38,70, takes it.
    expect(lines[0]).toMatchObject({
      unitHtCents: 1075,
      unitTtcCents: 1290,
      totalHtCents: 3224,
      vatCents: 646,
      totalTtcCents: 3870,
      dutiesCents: 9,
      typeDA: 'DA2',
      volumeHl: 0.0225,
      alcohol: 13,
    })
    // 4,99 € TTC at 5,5 %: 4,729… → 4,73 € HT.
    expect(lines[1].unitHtCents).toBe(473)
    // 7,87 € of shipping at 20 %: 655,83 → 656 HT.
    expect(lines[4]).toMatchObject({ totalHtCents: 656, vatCents: 131, totalTtcCents: 787 })
    expect(lines[5]).toMatchObject({ totalHtCents: 192, vatCents: 11, totalTtcCents: 203 })
  })

  it('sums to the order’s totals to the cent', () => {
    const totals = documentTotals(linesFromOrder(order, 20))
    expect(totals).toEqual({
      totalHtCents: order.totalHtCents,
      tvaCents: order.tvaCents,
      dutiesCents: 9,
      totalTtcCents: order.totalTtcCents,
    })
  })

  it('keeps an HT order’s unit prices and turns an order-level reward into a discount line', () => {
    const ht: OrderForDocument = {
      ttc: false,
      totalHtCents: 3225 - 417,
      tvaCents: 645 - 83,
      shippingCents: 0,
      wrappingCents: 0,
      totalTtcCents: 3870 - 500,
      lines: [{ ...sancerre, unitPriceCents: 1075 }],
    }
    const lines = linesFromOrder(ht, 20)
    expect(lines[0].unitHtCents).toBe(1075)
    expect(lines[1]).toMatchObject({
      name: 'Remise sur la commande',
      totalHtCents: -417,
      vatCents: -83,
      totalTtcCents: -500,
      vatRate: 20,
    })
    expect(documentTotals(lines).totalTtcCents).toBe(3370)
  })

  it('prints the discount the back office gave on a line beside its net unit price (L441-9)', () => {
    // 12,50 € HT less 10 % = 11,25 € HT the unit, 3 units 33,75 €, VAT 6,75 €.
    const order: OrderForDocument = {
      ttc: false,
      totalHtCents: 3375,
      tvaCents: 675,
      shippingCents: 0,
      wrappingCents: 0,
      totalTtcCents: 4050,
      lines: [
        {
          ...sancerre,
          unitPriceCents: 1125,
          discountPercent: 10,
          totalHtCents: 3375,
          vatCents: 675,
          totalTtcCents: 4050,
        },
      ],
    }
    const [line, ...rest] = linesFromOrder(order, 20)
    expect(rest).toEqual([])
    expect(line).toMatchObject({ unitHtCents: 1125, discountPercent: 10, totalHtCents: 3375 })
  })

  it('names a line with its vintage and format', () => {
    expect(lineName('Crémant', null, '75 cl')).toBe('Crémant – 75 cl')
    expect(lineName('Crémant', '2021', null)).toBe('Crémant 2021')
  })

  it('breaks VAT down by rate, highest first', () => {
    expect(vatBreakdown(linesFromOrder(order, 20))).toEqual([
      { vatRate: 20, baseHtCents: 4278, vatCents: 856, ttcCents: 5134 },
      { vatRate: 5.5, baseHtCents: 1255, vatCents: 69, ttcCents: 1324 },
    ])
  })
})

describe('free lines', () => {
  it('cuts the unit price, then multiplies, then VAT half-up', () => {
    // 33,33 € less 10 % (3,333 → 3,33 €) = 30,00 € a unit, × 3 = 90,00 €; VAT 20 % = 18,00 €.
    expect(
      freeLine({
        name: 'Visite',
        quantity: 3,
        unitHtCents: 3333,
        vatRate: 20,
        discountPercent: 10,
      }),
    ).toMatchObject({
      unitHtCents: 3000,
      totalHtCents: 9000,
      vatCents: 1800,
      totalTtcCents: 10800,
      discountPercent: 10,
    })
    // 12,5 % of 19,99 € is 2,49875 → 2,50 €: 17,49 € a unit; 34,98 € at 5,5 % = 1,9239 → 1,92 €.
    expect(
      freeLine({ name: 'x', quantity: 2, unitHtCents: 1999, vatRate: 5.5, discountPercent: 12.5 }),
    ).toMatchObject({ unitHtCents: 1749, totalHtCents: 3498, vatCents: 192 })
  })

  it('rounds a half cent of VAT up: 0,25 € HT at 10 % is 0,03 € of VAT', () => {
    expect(freeLine({ name: 'x', quantity: 1, unitHtCents: 25, vatRate: 10 }).vatCents).toBe(3)
  })
})

describe('deposits', () => {
  it('takes a percent of the order TTC, half-up: 30 % of 64,58 € is 19,374 → 19,37 €', () => {
    expect(depositAmount(6458, 0, { percent: 30 })).toBe(1937)
    // 12,5 % of 10,00 € is exactly 1,25 €; 33,5 % of 0,45 € is 0,15075 → 0,15 €.
    expect(depositAmount(1000, 0, { percent: 12.5 })).toBe(125)
    expect(depositAmount(45, 0, { percent: 33.5 })).toBe(15)
    expect(depositAmount(10001, 0, { percent: 50 })).toBe(5001)
  })

  it('never exceeds what is left uninvoiced', () => {
    expect(depositAmount(10000, 7000, { amountCents: 3000 })).toBe(3000)
    expect(() => depositAmount(10000, 7000, { amountCents: 3001 })).toThrow(
      'L’acompte ne peut pas dépasser ce qui reste à facturer sur la commande (30,00 €).',
    )
    expect(() => depositAmount(10000, 10000, { percent: 10 })).toThrow(
      'Cette commande est déjà entièrement couverte par des acomptes.',
    )
    expect(() => depositAmount(10000, 0, { amountCents: 0 })).toThrow(DocumentRuleError)
    expect(() => depositAmount(10000, 0, { percent: 0 })).toThrow(
      'Le montant de l’acompte doit être positif.',
    )
  })

  it('spreads the deposit over the order’s VAT rates, its lines adding up exactly', () => {
    const orderLines = linesFromOrder(order, 20)
    const amount = depositAmount(order.totalTtcCents, 0, { percent: 30 })
    const lines = depositLines(orderLines, amount, depositLabel(12, 30))
    expect(lines.map((l) => l.name)).toEqual([
      'Acompte de 30 % sur la commande n° 12 – TVA 20 %',
      'Acompte de 30 % sur la commande n° 12 – TVA 5,5 %',
    ])
    expect(documentTotals(lines).totalTtcCents).toBe(amount)
    for (const l of lines) expect(l.totalHtCents + l.vatCents).toBe(l.totalTtcCents)
    // 5134 / 6458 of 1937 = 1539,87 and 397,13: the cent left goes to the larger remainder.
    expect(lines.map((l) => l.totalTtcCents)).toEqual([1540, 397])
  })

  it('labels a deposit given as an amount without a percent', () => {
    expect(depositLabel(7)).toBe('Acompte sur la commande n° 7')
  })
})

describe('final invoice', () => {
  it('deducts the deposits already invoiced, never below zero', () => {
    expect(finalInvoiceDue(6458, 1937)).toEqual({ depositsCents: 1937, dueCents: 4521 })
    expect(finalInvoiceDue(1000, 1500)).toEqual({ depositsCents: 1500, dueCents: 0 })
    expect(finalInvoiceDue(1000, -5)).toEqual({ depositsCents: 0, dueCents: 1000 })
  })
})

describe('credit notes', () => {
  const invoice = {
    number: 'F-000003',
    lines: linesFromOrder(order, 20),
    totalTtcCents: order.totalTtcCents,
  }

  it('credits chosen quantities in proportion, half-up, and the last unit takes what is left', () => {
    const first = creditLines(invoice, [], { lines: [{ index: 0, quantity: 1 }] })
    // 3225 / 3 = 1075 HT, 645 / 3 = 215 VAT, 9 / 3 = 3 duties.
    expect(first).toEqual([
      expect.objectContaining({
        name: 'Sancerre Les Caillottes 2022 – 75 cl',
        quantity: 1,
        totalHtCents: 1075,
        vatCents: 215,
        dutiesCents: 3,
        totalTtcCents: 1290,
        volumeHl: 0.0075,
      }),
    ])
    // 2 of the 2 juice: 946 and 52 exactly.
    const juiceLines = creditLines(invoice, first, { lines: [{ index: 1, quantity: 1 }] })
    // 946 / 2 = 473, 52 / 2 = 26.
    expect(juiceLines[0]).toMatchObject({ totalHtCents: 473, vatCents: 26 })
    const rest = creditLines(invoice, [...first, ...juiceLines], {
      lines: [
        { index: 0, quantity: 2 },
        { index: 1, quantity: 1 },
        { index: 2, quantity: 1 },
        { index: 3, quantity: 1 },
        { index: 4, quantity: 1 },
        { index: 5, quantity: 1 },
      ],
    })
    const all = [...first, ...juiceLines, ...rest]
    expect(documentTotals(all)).toEqual(documentTotals(invoice.lines))
    expect(uncreditedCents(invoice.totalTtcCents, all)).toBe(0)
  })

  it('credits one of two bottles at 17,50 € TTC for 17,50 €, not 17,51 € (issue 15 §3)', () => {
    // 2 × 17,50 € TTC at 20 %: 35,00 € TTC, 29,1666 → 29,17 € HT, VAT 5,83 €. Half of the HT
    // and half of the VAT, each rounded up (14,59 + 2,92), made 17,51 €. Now the unit's TTC ×
    // 1 = 17,50 €, its HT 14,5833 → 14,58 €, VAT 2,92 €; the last bottle takes what is left:
    // 14,59 € HT and 2,91 € of VAT, 17,50 € again, and both credit notes = the invoice.
    const inv = {
      number: 'F-2',
      lines: [
        line({
          name: 'Crémant',
          quantity: 2,
          unitHtCents: 1458,
          unitTtcCents: 1750,
          totalHtCents: 2917,
          vatCents: 583,
          totalTtcCents: 3500,
        }),
      ],
      totalTtcCents: 3500,
    }
    const first = creditLines(inv, [], { lines: [{ index: 0, quantity: 1 }] })
    expect(first[0]).toMatchObject({ totalHtCents: 1458, vatCents: 292, totalTtcCents: 1750 })
    const second = creditLines(inv, first, { lines: [{ index: 0, quantity: 1 }] })
    expect(second[0]).toMatchObject({ totalHtCents: 1459, vatCents: 291, totalTtcCents: 1750 })
    expect(vatBreakdown([...first, ...second])).toEqual(vatBreakdown(inv.lines))
  })

  it('rounds a proportional share half up: 1 of 3 units of 1000 cents is 333, 2 of 3 is 667', () => {
    const inv = {
      number: 'F-1',
      lines: [line({ quantity: 3, totalHtCents: 1000, vatCents: 200, totalTtcCents: 1200 })],
      totalTtcCents: 1200,
    }
    expect(creditLines(inv, [], { lines: [{ index: 0, quantity: 1 }] })[0]).toMatchObject({
      totalHtCents: 333,
      vatCents: 67,
    })
    expect(creditLines(inv, [], { lines: [{ index: 0, quantity: 2 }] })[0]).toMatchObject({
      totalHtCents: 667,
      vatCents: 133,
    })
  })

  it('credits an amount TTC split over the rates in proportion, then exactly the rest', () => {
    const part = creditLines(invoice, [], { amountCents: 1000 })
    expect(documentTotals(part).totalTtcCents).toBe(1000)
    expect(part.map((l) => l.name)).toEqual([
      'Avoir sur la facture F-000003 – TVA 20 %',
      'Avoir sur la facture F-000003 – TVA 5,5 %',
    ])
    // 5134 / 6458 of 1000 = 794,98 and 205,02: the cent left goes to the larger remainder.
    expect(part.map((l) => l.totalTtcCents)).toEqual([795, 205])
    // 7,95 € at 20 %: 662,5 → 663 HT.
    expect(part[0]).toMatchObject({ totalHtCents: 663, vatCents: 132 })
    const rest = creditLines(invoice, part, { amountCents: invoice.totalTtcCents - 1000 })
    const all = [...part, ...rest]
    expect(vatBreakdown(all)).toEqual(vatBreakdown(invoice.lines))
  })

  it('never credits more than what is left, nor a line or quantity that is not there', () => {
    const refusal = (request: Parameters<typeof creditLines>[2], previous: DocumentLine[] = []) => {
      try {
        creditLines(invoice, previous, request)
      } catch (e) {
        expect(e).toBeInstanceOf(DocumentRuleError)
        return (e as Error).message
      }
      return null
    }
    expect(refusal({ amountCents: invoice.totalTtcCents + 1 })).toBe(
      'L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (64,58 €).',
    )
    expect(refusal({ lines: [{ index: 0, quantity: 4 }] })).toBe(
      'Ligne 1 : il ne reste que 3 unité(s) à créditer.',
    )
    expect(refusal({ lines: [{ index: 9, quantity: 1 }] })).toBe(
      'La ligne 10 n’existe pas sur la facture.',
    )
    expect(refusal({})).toBe('Indiquez soit des lignes à créditer, soit un montant.')
    expect(refusal({ amountCents: 5, lines: [{ index: 0, quantity: 1 }] })).toBe(
      'Indiquez soit des lignes à créditer, soit un montant.',
    )
    expect(refusal({ amountCents: 0 })).toBe('Le montant de l’avoir doit être positif.')
    const whole = creditLines(invoice, [], { amountCents: invoice.totalTtcCents })
    expect(refusal({ amountCents: 1 }, whole)).toBe('Cette facture est déjà entièrement créditée.')
    const twoOfThree = creditLines(invoice, [], { lines: [{ index: 0, quantity: 3 }] })
    expect(refusal({ lines: [{ index: 0, quantity: 1 }] }, twoOfThree)).toBe(
      'La ligne 1 est déjà entièrement créditée.',
    )
    // The same line twice in one request counts once in total.
    expect(
      refusal({
        lines: [
          { index: 0, quantity: 2 },
          { index: 0, quantity: 2 },
        ],
      }),
    ).toBe('Ligne 1 : il ne reste que 1 unité(s) à créditer.')
  })
})

describe('mulDivHalfUp', () => {
  it('rounds halves away from zero', () => {
    expect(mulDivHalfUp(5, 1, 2)).toBe(3)
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3)
    expect(mulDivHalfUp(1000, 1, 3)).toBe(333)
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError)
  })
})

describe('an invoice with a promotion (L441-9) and its credit notes, figures by hand', () => {
  // 6 × 12,90 € TTC = 77,40 €, less 10 % "Printemps" = 69,66 € TTC: 58,05 € HT + 11,61 € TVA
  // (69,66 / 1,2 = 58,05); shipping 9,90 € TTC = 8,25 € HT + 1,65 €.
  const promoted: OrderForDocument = {
    ttc: true,
    promotions: [{ id: 1, name: 'Printemps', code: null, amountCents: 774 }],
    totalHtCents: 5805 + 825,
    tvaCents: 1161 + 165,
    shippingCents: 990,
    wrappingCents: 0,
    totalTtcCents: 6966 + 990,
    lines: [
      {
        ...sancerre,
        quantity: 6,
        totalHtCents: 5805,
        vatCents: 1161,
        dutiesCents: 19,
        totalTtcCents: 6966,
      },
    ],
  }
  const invoiceLines = linesFromOrder(promoted, 20)

  it('prints the goods at their price and the reduction with its amount, totals unchanged', () => {
    expect(
      invoiceLines.map((l) => [l.name, l.quantity, l.unitHtCents, l.totalHtCents, l.vatCents]),
    ).toEqual([
      ['Sancerre Les Caillottes 2022 – 75 cl', 6, 1075, 6450, 1290],
      ['Remise « Printemps » – Sancerre Les Caillottes 2022 – 75 cl', 1, -645, -645, -129],
      ['Frais de port', 1, 825, 825, 165],
    ])
    expect(invoiceLines[1].totalTtcCents).toBe(-774)
    expect(documentTotals(invoiceLines)).toEqual({
      totalHtCents: 6630,
      tvaCents: 1326,
      dutiesCents: 19,
      totalTtcCents: 7956,
    })
  })

  it('several promotions are named together', () => {
    expect(
      linesFromOrder({ ...promoted, promotions: [{ name: 'A' }, { name: 'B' }] }, 20)[1].name,
    ).toBe('Remise promotionnelle – Sancerre Les Caillottes 2022 – 75 cl')
  })

  const invoice = { number: 'F-000007', lines: invoiceLines, totalTtcCents: 7956 }

  it('crediting bottles credits their share of the reduction: 2 then 4 make 69,66 € to the cent', () => {
    const two = creditLines(invoice, [], { lines: [{ index: 0, quantity: 2 }] })
    // 2/6 of 64,50 € HT and 12,90 € TVA, less 2/6 of 6,45 € and 1,29 €: 23,22 € TTC.
    expect(two.map((l) => [l.totalHtCents, l.vatCents])).toEqual([
      [2150, 430],
      [-215, -43],
    ])
    expect(documentTotals(two).totalTtcCents).toBe(2322)
    const four = creditLines(invoice, two, { lines: [{ index: 0, quantity: 4 }] })
    expect(documentTotals(four).totalTtcCents).toBe(4644)
    expect(documentTotals([...two, ...four])).toMatchObject({
      totalHtCents: 5805,
      tvaCents: 1161,
      totalTtcCents: 6966,
    })
  })

  it('a credit note of the whole invoice reverses every amount to the cent', () => {
    const all = creditLines(invoice, [], { amountCents: 7956 })
    expect(documentTotals(all)).toMatchObject({
      totalHtCents: 6630,
      tvaCents: 1326,
      totalTtcCents: 7956,
    })
    expect(uncreditedCents(7956, all)).toBe(0)
  })
})

describe('reductions off the list price on the invoice (L441-9), figures by hand', () => {
  const name = 'Sancerre Les Caillottes 2022 – 75 cl'
  // Restaurateur (HT, 10 % off): 12,54 € TTC listed 10,45 € HT (12,54 / 1,2), less 10 % =
  // 9,405 → 9,41 €; 6 × 9,41 € = 56,46 €, less 10 % "Printemps" (5,646 → 5,65 €) = 50,81 € HT,
  // VAT 20 % 10,162 → 10,16 €, 60,97 € TTC.
  const restaurateur: OrderForDocument = {
    ttc: false,
    promotions: [{ id: 1, name: 'Printemps', code: null, amountCents: 565 }],
    totalHtCents: 5081,
    tvaCents: 1016,
    shippingCents: 0,
    wrappingCents: 0,
    totalTtcCents: 6097,
    lines: [
      {
        ...sancerre,
        quantity: 6,
        unitPriceCents: 941,
        listUnitPriceCents: 1045,
        listReduction: 'Remise Restaurateur 10 %',
        totalHtCents: 5081,
        vatCents: 1016,
        dutiesCents: 19,
        totalTtcCents: 6097,
      },
    ],
  }
  const invoiceLines = linesFromOrder(restaurateur, 20)

  it('prints the goods at the list price, the typology’s discount, then the promotion', () => {
    expect(invoiceLines.map((l) => [l.name, l.quantity, l.unitHtCents, l.totalHtCents])).toEqual([
      [name, 6, 1045, 6270],
      [`Remise Restaurateur 10 % – ${name}`, 1, -624, -624],
      [`Remise « Printemps » – ${name}`, 1, -565, -565],
    ])
    expect(documentTotals(invoiceLines)).toEqual({
      totalHtCents: 5081,
      tvaCents: 1016,
      dutiesCents: 19,
      totalTtcCents: 6097,
    })
  })

  it('credits half the line with half of each reduction, then exactly the rest', () => {
    const invoice = { number: 'F-000008', lines: invoiceLines, totalTtcCents: 6097 }
    const half = creditLines(invoice, [], { lines: [{ index: 0, quantity: 3 }] })
    // 3/6 of 62,70 € = 31,35 €; of −6,24 € = −3,12 €; of −5,65 € = −2,825 → −2,83 €:
    // 25,40 € HT, VAT 5,08 €, 30,48 € TTC.
    expect(half.map((l) => l.totalHtCents)).toEqual([3135, -312, -283])
    expect(documentTotals(half)).toMatchObject({
      totalHtCents: 2540,
      tvaCents: 508,
      totalTtcCents: 3048,
    })
    const rest = creditLines(invoice, half, { lines: [{ index: 0, quantity: 3 }] })
    expect(documentTotals(rest)).toMatchObject({
      totalHtCents: 2541,
      tvaCents: 508,
      totalTtcCents: 3049,
    })
  })

  it('a TTC typology’s quantity step: 6 × 12,00 € less 6,00 € is 66,00 € TTC', () => {
    const stepped = linesFromOrder(
      {
        ttc: true,
        totalHtCents: 5500,
        tvaCents: 1100,
        shippingCents: 0,
        wrappingCents: 0,
        totalTtcCents: 6600,
        lines: [
          {
            ...sancerre,
            quantity: 6,
            unitPriceCents: 1100,
            listUnitPriceCents: 1200,
            listReduction: 'Remise quantité',
            totalHtCents: 5500,
            vatCents: 1100,
            totalTtcCents: 6600,
          },
        ],
      },
      20,
    )
    expect(stepped.map((l) => [l.name, l.unitTtcCents, l.totalTtcCents])).toEqual([
      [name, 1200, 7200],
      [`Remise quantité – ${name}`, -600, -600],
    ])
    expect(documentTotals(stepped)).toMatchObject({ totalHtCents: 5500, tvaCents: 1100 })
  })

  it('a sample’s excise is owed outside its 0 € price: its line claims none inside it', () => {
    const [line] = linesFromOrder(
      {
        ttc: false,
        totalHtCents: 0,
        tvaCents: 0,
        shippingCents: 0,
        wrappingCents: 0,
        totalTtcCents: 0,
        lines: [
          {
            ...sancerre,
            quantity: 6,
            unitPriceCents: 0,
            totalHtCents: 0,
            vatCents: 0,
            dutiesCents: 19,
            totalTtcCents: 0,
          },
        ],
      },
      20,
    )
    expect(line).toMatchObject({ totalHtCents: 0, dutiesCents: 0, typeDA: 'DA2' })
  })
})
