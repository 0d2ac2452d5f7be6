import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { exciseRatesAt } from '#app/modules/catalogue/domain/excise'
import { lineDuties } from './lines'
import { EXCISE_RATES, NOW, caviste, goodsOnly, line } from './test-builders'

// NOW is in 2025: the 2025 rates (still wine 4,12 €/hl; spirits 1 899,18 € + 609,79 € CSS per hlap).
const rates2025 = exciseRatesAt(EXCISE_RATES, NOW)
const stillWine = { typeDA: 'DA2' as const }
const whisky = {
  product: { type: 'Whisky' },
  format: { priceCents: 4500, unityValue: 70 },
  vintage: { alcohol: 40, legal: { typeDA: 'DA2' as const } },
}

describe('excise duties', () => {
  it('6 still wines of 75 cl at 12,00 € droits compris (DA2, 4,12 €/hl) cost 72,00 € TTC, of which 0,19 € excise', () => {
    const result = priceOrder(
      goodsOnly({ lines: [line({ quantity: 6, vintage: { legal: stillWine } })] }),
    )
    // 0,045 hl × 4,12 € = 0,1854 € → 0,19 €, inside the 60,00 € HT of 72,00 € TTC.
    expect(result.lines[0]).toMatchObject({
      dutiesCents: 19,
      totalHtCents: 6000,
      vatCents: 1200,
      totalTtcCents: 7200,
    })
    expect(result.price).toMatchObject({ duties: 19, totalHT: 6000, tva: 1200, totalTTC: 7200 })
  })

  it('a caviste pays 60,00 € HT droits compris + 12,00 € TVA, of which 0,19 € excise', () => {
    const result = priceOrder(
      goodsOnly({
        typology: caviste,
        lines: [line({ quantity: 6, vintage: { legal: stillWine } })],
      }),
    )
    expect(result.lines[0]).toMatchObject({ dutiesCents: 19, totalHtCents: 6000, vatCents: 1200 })
  })

  it('the same wine duty-suspended (DSU) or not subject (NULL) reports no excise: 72,00 €', () => {
    for (const typeDA of ['DSU', 'NULL'] as const) {
      const result = priceOrder(
        goodsOnly({ lines: [line({ quantity: 6, vintage: { legal: { ...stillWine, typeDA } } })] }),
      )
      expect(result.price).toMatchObject({ duties: 0, totalTTC: 7200 })
    }
  })

  it('a 70 cl whisky at 40 % and 45,00 € TTC holds (1 899,18 € + 609,79 €) per hl of pure alcohol: 7,03 €', () => {
    const result = priceOrder(goodsOnly({ lines: [line(whisky)] }))
    // 0,007 hl × 40 % = 0,0028 hlap × 2 508,97 € = 7,0251 €, inside the 37,50 € HT.
    expect(result.lines[0]).toMatchObject({
      dutiesCents: 703,
      totalHtCents: 3750,
      vatCents: 750,
      totalTtcCents: 4500,
    })
  })

  it('a liqueur at 15 % is a spirit (NC 2208), per hl of pure alcohol: 0,00105 hlap → 1,99 €', () => {
    const liqueur = line({
      product: { type: 'Liqueur' },
      format: { unityValue: 70 },
      vintage: { alcohol: 15, legal: { typeDA: 'DA2' } },
    })
    // 0,007 hl × 15 % = 0,00105 hlap × 1 899,18 € = 1,9941 €; no CSS at 18 % or less.
    expect(lineDuties(liqueur, rates2025)).toEqual({ excise: 199, custom: 0, customInVatBase: 0 })
  })

  it('a VDN at 20 % (a Vin of the AOP intermediate category) stays per hl of volume: 0,54 €', () => {
    const vdn = line({
      product: { fiscalCategory: 'intermediateAop' },
      vintage: { alcohol: 20, legal: { typeDA: 'DA2' } },
    })
    // 51,49 €/hl + CSS capped at 40 % of it (20,596 €) = 72,086 €/hl × 0,0075 hl = 0,5406 €.
    expect(lineDuties(vdn, rates2025).excise).toBe(54)
  })

  it('a magnum (1,5 L) of still wine owes 0,015 hl × 4,12 € = 0,06 €', () => {
    const magnum = line({
      format: { unity: 'Litre(s)', unityValue: 1.5 },
      vintage: { legal: stillWine },
    })
    expect(lineDuties(magnum, rates2025).excise).toBe(6)
  })

  it('a format sold by weight owes no duty', () => {
    const byWeight = line({
      format: { unity: 'Gramme(s)', unityValue: 500 },
      vintage: { legal: stillWine },
    })
    expect(lineDuties(byWeight, rates2025).excise).toBe(0)
  })

  it('rounds half up exactly: 19 bottles of 75 cl at 2,00 €/hl owe 0,29 € (28,5 cents)', () => {
    // In binary floating point 0,1425 × 200 is 28,4999…, which would round down.
    const wine = line({ quantity: 19, vintage: { legal: stillWine } })
    const at2 = exciseRatesAt(
      [{ year: 2025, category: 'stillWine', exciseCents: 200, cssCents: 0 }],
      NOW,
    )
    expect(lineDuties(wine, at2).excise).toBe(29)
  })

  it('an added custom tax of 10,00 €/hl on 12 bottles adds 0,90 €, VAT included', () => {
    const legal = { typeDA: 'DA2' as const, customTaxAdded: true, customTaxAmountPerHL: 1000 }
    const wine = line({ quantity: 12, product: { type: 'Jus' }, vintage: { legal } })
    expect(lineDuties(wine, rates2025)).toEqual({ excise: 0, custom: 90, customInVatBase: 90 })
    const result = priceOrder(goodsOnly({ lines: [wine] }))
    expect(result.lines[0]).toMatchObject({ totalHtCents: 12000 + 90, vatCents: 2400 + 18 })
  })

  it('a custom tax outside the VAT base (customTaxVat false) adds 0,90 € and no VAT', () => {
    const legal = {
      typeDA: 'DA2' as const,
      customTaxAdded: true,
      customTaxAmountPerHL: 1000,
      customTaxVat: false,
    }
    const result = priceOrder(
      goodsOnly({ lines: [line({ quantity: 12, product: { type: 'Jus' }, vintage: { legal } })] }),
    )
    expect(result.lines[0]).toMatchObject({ dutiesCents: 90, totalHtCents: 12090, vatCents: 2400 })
    expect(result.price.totalTTC).toBe(14490)
  })

  it('a custom tax not added, or for other families, charges nothing', () => {
    const notAdded = { typeDA: 'DA2' as const, customTaxAdded: false, customTaxAmountPerHL: 1000 }
    const cidersOnly = { ...notAdded, customTaxAdded: true, customTaxFamilies: ['Cidre'] }
    expect(lineDuties(line({ quantity: 12, vintage: { legal: notAdded } }), rates2025).custom).toBe(
      0,
    )
    expect(
      lineDuties(line({ quantity: 12, vintage: { legal: cidersOnly } }), rates2025).custom,
    ).toBe(0)
    const cider = line({ quantity: 12, product: { type: 'Cidre' }, vintage: { legal: cidersOnly } })
    expect(lineDuties(cider, rates2025).custom).toBe(90)
  })

  it('50 % off the 45,00 € whisky: 22,50 € TTC, its 7,03 € excise still inside', () => {
    const result = priceOrder(
      goodsOnly({
        lines: [line(whisky)],
        promotions: [
          {
            id: 1,
            name: 'Moitié prix',
            type: '%',
            amount: 5000,
            activation: 'always',
            activationValue: null,
            code: null,
            formatIds: [],
            startsAt: null,
            endsAt: null,
            active: true,
          },
        ],
      }),
    )
    expect(result.lines[0]).toMatchObject({ discountCents: 2250, dutiesCents: 703 })
    // 22,50 € TTC → 18,75 € HT (7,03 € of it excise) + 3,75 € VAT.
    expect(result.price).toMatchObject({ totalHT: 1875, tva: 375, duties: 703 })
    expect(result.price.totalTTC).toBe(2250)
    expect(result.price.promoAmount).toBe(2250)
  })
})

describe('samples leaving duty-paid (issue 15 §2)', () => {
  const in2026 = new Date('2026-03-02T10:00:00Z')
  const sample = (over: Parameters<typeof line>[0]) => ({ ...line(over), sample: true })

  it('6 × 75 cl of still wine given as a sample cost 0 € and owe 0,19 € of excise at 2026’s 4,19 €/hl', () => {
    const result = priceOrder(
      goodsOnly({ now: in2026, lines: [sample({ quantity: 6, vintage: { legal: stillWine } })] }),
    )
    // 0,045 hl × 4,19 € = 0,18855 € → 0,19 €, owed by the producer outside the 0 € price.
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 0,
      totalHtCents: 0,
      vatCents: 0,
      totalTtcCents: 0,
      dutiesCents: 19,
    })
    expect(result.price).toMatchObject({ totalHT: 0, tva: 0, totalTTC: 0, duties: 19 })
  })

  it('6 × 75 cl of crémant owe 0,47 € (10,38 €/hl); suspended or exported, none', () => {
    const cremant = { quantity: 6, product: { type: 'Crémant' }, vintage: { legal: stillWine } }
    const given = (over: Partial<Parameters<typeof goodsOnly>[0]> = {}) =>
      priceOrder(goodsOnly({ now: in2026, lines: [sample(cremant)], ...over })).price
    // 0,045 hl × 10,38 € = 0,4671 € → 0,47 €.
    expect(given()).toMatchObject({ totalTTC: 0, duties: 47 })
    expect(given({ taxRegime: { kind: 'export', country: 'CH' } }).duties).toBe(0)
    const suspended = { ...cremant, vintage: { legal: { typeDA: 'DSU' as const } } }
    expect(priceOrder(goodsOnly({ now: in2026, lines: [sample(suspended)] })).price.duties).toBe(0)
  })
})
