import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { lineDuties } from './lines'
import { caviste, goodsOnly, line } from './test-builders'

const stillWine = { typeDA: 'DA2' as const, da: 412 }
const whisky = {
  product: { type: 'Whisky' },
  format: { priceCents: 4500, unityValue: 70 },
  vintage: { alcohol: 40, legal: { typeDA: 'DA2' as const, da: 180628, css: 57996 } },
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

  it('a 70 cl whisky at 40 % and 45,00 € TTC holds (1 806,28 € + 579,96 €) per hl of pure alcohol: 6,68 €', () => {
    const result = priceOrder(goodsOnly({ lines: [line(whisky)] }))
    // 0,007 hl × 40 % = 0,0028 hlap × 2 386,24 € = 6,6815 €, inside the 37,50 € HT.
    expect(result.lines[0]).toMatchObject({
      dutiesCents: 668,
      totalHtCents: 3750,
      vatCents: 750,
      totalTtcCents: 4500,
    })
  })

  it('a liqueur at 15 % is taxed per hl of volume (195,86 €/hl): 0,007 hl → 1,37 €', () => {
    const liqueur = line({
      product: { type: 'Liqueur' },
      format: { unityValue: 70 },
      vintage: { alcohol: 15, legal: { typeDA: 'DA2', da: 19586 } },
    })
    expect(lineDuties(liqueur)).toEqual({ excise: 137, custom: 0, customInVatBase: 0 })
  })

  it('a wine at 20 % (vin doux naturel) stays per hl of volume: 75 cl at 48,97 €/hl → 0,37 €', () => {
    const vdn = line({ vintage: { alcohol: 20, legal: { typeDA: 'DA2', da: 4897 } } })
    expect(lineDuties(vdn).excise).toBe(37)
  })

  it('a magnum (1,5 L) of still wine owes 0,015 hl × 4,12 € = 0,06 €', () => {
    const magnum = line({
      format: { unity: 'Litre(s)', unityValue: 1.5 },
      vintage: { legal: stillWine },
    })
    expect(lineDuties(magnum).excise).toBe(6)
  })

  it('a format sold by weight owes no duty', () => {
    const byWeight = line({
      format: { unity: 'Gramme(s)', unityValue: 500 },
      vintage: { legal: stillWine },
    })
    expect(lineDuties(byWeight).excise).toBe(0)
  })

  it('rounds half up exactly: 19 bottles of 75 cl at 2,00 €/hl owe 0,29 € (28,5 cents)', () => {
    // In binary floating point 0,1425 × 200 is 28,4999…, which would round down.
    const wine = line({ quantity: 19, vintage: { legal: { typeDA: 'DA2', da: 200 } } })
    expect(lineDuties(wine).excise).toBe(29)
  })

  it('an added custom tax of 10,00 €/hl on 12 bottles adds 0,90 €, VAT included', () => {
    const legal = { typeDA: 'DA2' as const, customTaxAdded: true, customTaxAmountPerHL: 1000 }
    const wine = line({ quantity: 12, vintage: { legal } })
    expect(lineDuties(wine)).toEqual({ excise: 0, custom: 90, customInVatBase: 90 })
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
    const result = priceOrder(goodsOnly({ lines: [line({ quantity: 12, vintage: { legal } })] }))
    expect(result.lines[0]).toMatchObject({ dutiesCents: 90, totalHtCents: 12090, vatCents: 2400 })
    expect(result.price.totalTTC).toBe(14490)
  })

  it('a custom tax not added, or for other families, charges nothing', () => {
    const notAdded = { typeDA: 'DA2' as const, customTaxAdded: false, customTaxAmountPerHL: 1000 }
    const cidersOnly = { ...notAdded, customTaxAdded: true, customTaxFamilies: ['Cidre'] }
    expect(lineDuties(line({ quantity: 12, vintage: { legal: notAdded } })).custom).toBe(0)
    expect(lineDuties(line({ quantity: 12, vintage: { legal: cidersOnly } })).custom).toBe(0)
    const cider = line({ quantity: 12, product: { type: 'Cidre' }, vintage: { legal: cidersOnly } })
    expect(lineDuties(cider).custom).toBe(90)
  })

  it('50 % off the 45,00 € whisky: 22,50 € TTC, its 6,68 € excise still inside', () => {
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
    expect(result.lines[0]).toMatchObject({ discountCents: 2250, dutiesCents: 668 })
    // 22,50 € TTC → 18,75 € HT (6,68 € of it excise) + 3,75 € VAT.
    expect(result.price).toMatchObject({ totalHT: 1875, tva: 375, duties: 668 })
    expect(result.price.totalTTC).toBe(2250)
    expect(result.price.promoAmount).toBe(2250)
  })
})
