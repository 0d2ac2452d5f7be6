import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { discountSteps, unitPrice } from './lines'
import { caviste, goodsOnly, line, particulier, seller } from './test-builders'

const priceLines = (...args: Parameters<typeof goodsOnly>) => priceOrder(goodsOnly(...args))

describe('unit price by typology and quantity discounts', () => {
  it('6 bottles at 12,00 € TTC with "from 6: 11,00 €" cost 66,00 € TTC (55,00 € HT + 11,00 € TVA)', () => {
    const result = priceLines({
      lines: [line({ idTmp: 'a', quantity: 6, format: { discountPrice: { '6': 1100 } } })],
    })
    expect(result.lines[0]).toMatchObject({
      idTmp: 'a',
      unitPriceCents: 1100,
      ttc: true,
      totalHtCents: 5500,
      vatRate: 20,
      vatCents: 1100,
      totalTtcCents: 6600,
    })
    expect(result.price).toMatchObject({ totalHT: 5500, tva: 1100, totalTTC: 6600 })
  })

  it('5 bottles at 12,00 € with "from 6: 11,00 €" still cost 60,00 €', () => {
    const result = priceLines({
      lines: [line({ quantity: 5, format: { discountPrice: { '6': 1100 } } })],
    })
    expect(result.lines[0].unitPriceCents).toBe(1200)
    expect(result.price.totalTTC).toBe(6000)
  })

  it('13 bottles with "from 6: 11,50 €, from 12: 11,00 €" take the highest step reached: 143,00 €', () => {
    const result = priceLines({
      lines: [line({ quantity: 13, format: { discountPrice: { '6': 1150, '12': 1100 } } })],
    })
    expect(result.lines[0].unitPriceCents).toBe(1100)
    expect(result.price.totalTTC).toBe(14300)
  })

  it('12 bottles at 9,90 € with "1,00 € off each from 12" cost 106,80 €', () => {
    const result = priceLines({
      lines: [line({ quantity: 12, format: { priceCents: 990, discountAdd: { '12': 100 } } })],
    })
    expect(result.lines[0].unitPriceCents).toBe(890)
    expect(result.price.totalTTC).toBe(10680)
  })

  it('a caviste (HT) sees a 12,00 € TTC bottle at 10,00 € HT: 6 of them are 60,00 € HT + 12,00 € TVA', () => {
    const result = priceLines({ typology: caviste, lines: [line({ quantity: 6 })] })
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 1000,
      ttc: false,
      totalHtCents: 6000,
      vatCents: 1200,
      totalTtcCents: 7200,
    })
  })

  it('a caviste gets "from 6: 11,00 € TTC" as 9,17 € HT: 6 cost 55,02 € HT + 11,00 € TVA', () => {
    const result = priceLines({
      typology: caviste,
      lines: [line({ quantity: 6, format: { discountPrice: { '6': 1100 } } })],
    })
    // 11,00 / 1,2 = 9,1667 → 9,17; VAT 55,02 × 20 % = 11,004 → 11,00.
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 917,
      totalHtCents: 5502,
      vatCents: 1100,
      totalTtcCents: 6602,
    })
  })

  it('a caviste gets "1,00 € TTC off from 6" as 0,83 € HT off: 9,17 € HT each', () => {
    const result = priceLines({
      typology: caviste,
      lines: [line({ quantity: 6, format: { discountAdd: { '6': 100 } } })],
    })
    expect(result.lines[0].unitPriceCents).toBe(917)
  })

  it('a typology with 10 % global discount pays 10,80 € for a 12,00 € bottle', () => {
    const result = priceLines({
      typology: { ...particulier, globalDiscount: 10 },
      lines: [line({ quantity: 1 })],
    })
    expect(result.lines[0].unitPriceCents).toBe(1080)
  })

  it('a typology’s own 8,00 € HT price is not raised by a public step at 11,00 €', () => {
    const format = {
      typologies: { caviste: { visible: true, priceCents: 800 } },
      discountPrice: { '6': 1100 },
    }
    const result = priceLines({ typology: caviste, lines: [line({ quantity: 6, format })] })
    expect(result.lines[0].unitPriceCents).toBe(800)
    expect(result.lines[0].totalHtCents).toBe(4800)
  })

  it('a step taking more than the price leaves the unit at 0,00 €, never below', () => {
    const result = priceLines({
      lines: [line({ quantity: 2, format: { priceCents: 300, discountAdd: { '2': 500 } } })],
    })
    expect(result.lines[0].unitPriceCents).toBe(0)
    expect(result.price.totalTTC).toBe(0)
  })

  it('a format hidden from the typology is not priced and reads "Produit inexistant"', () => {
    const hidden = line({
      idTmp: 'h',
      format: { typologies: { particulier: { visible: false, priceCents: null } } },
    })
    const result = priceLines({ lines: [hidden, line({ idTmp: 'v' })] })
    expect(result.lines.map((l) => l.idTmp)).toEqual(['v'])
    expect(result.price.totalTTC).toBe(1200)
    expect(result.errors).toEqual([
      {
        code: 'unknownProduct',
        message: 'Produit inexistant',
        messageEn: 'Unknown product',
        lineId: 'h',
      },
    ])
  })

  it('shows each quantity step at the price the cart charges: the euro off stacks on the step price', () => {
    const format = {
      priceCents: 1200,
      typologies: {},
      discountPrice: { '6': 1100, '24': 1050 },
      discountAdd: { '12': 100 },
    }
    // From 6: 11,00 €; from 12: 11,00 − 1,00 = 10,00 €; from 24: 10,50 − 1,00 = 9,50 €.
    expect(discountSteps(format, particulier, 20)).toEqual([
      { from: 6, priceCents: 1100 },
      { from: 12, priceCents: 1000 },
      { from: 24, priceCents: 950 },
    ])
    // An HT typology at 20 %: 11,00 TTC → 9,17 HT (half-up); the euro off is 0,83 HT, so 8,34
    // from 12; 10,50 TTC → 8,75 HT, less 0,83 = 7,92 from 24.
    expect(discountSteps(format, { ...particulier, ttc: false }, 20)).toEqual([
      { from: 6, priceCents: 917 },
      { from: 12, priceCents: 834 },
      { from: 24, priceCents: 792 },
    ])
    // A step that would not lower the price is not shown.
    expect(discountSteps({ ...format, discountPrice: { '6': 1300 } }, particulier, 20)).toEqual([
      { from: 12, priceCents: 1100 },
    ])
  })

  it('agrees with the steps the shop shows (discountSteps) at every quantity', () => {
    const map = fc.dictionary(
      fc.integer({ min: 1, max: 30 }).map(String),
      fc.integer({ min: 0, max: 3000 }),
      { maxKeys: 4 },
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        map,
        map,
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (priceCents, discountPrice, discountAdd, ttc, globalDiscount, quantity) => {
          const typology = { ...particulier, ttc, globalDiscount }
          const format = { priceCents, typologies: {}, discountPrice, discountAdd }
          const base = ttc ? priceCents : Math.round((priceCents * 100) / 120)
          const quoted = Math.round((base * (100 - globalDiscount)) / 100)
          const steps = discountSteps(format, typology, 20)
          const shown = steps.filter((s) => s.from <= quantity).at(-1)?.priceCents ?? quoted
          const full = line({ format }).format
          expect(unitPrice({ ...full, ...format }, typology, 20, quantity)).toBe(shown)
        },
      ),
    )
  })
})

describe('VAT', () => {
  it('3 nectars at 11,00 € TTC at the medium 10 % rate are 30,00 € HT + 3,00 € TVA', () => {
    const result = priceLines({
      lines: [
        line({
          quantity: 3,
          product: { vatType: 'medium', type: 'Nectar' },
          format: { priceCents: 1100 },
        }),
      ],
    })
    expect(result.lines[0]).toMatchObject({ vatRate: 10, totalHtCents: 3000, vatCents: 300 })
  })

  it('2 juices at 10,55 € TTC at the reduced 5,5 % rate are 20,00 € HT + 1,10 € TVA', () => {
    const result = priceLines({
      lines: [
        line({
          quantity: 2,
          product: { vatType: 'reduced', type: 'Jus' },
          format: { priceCents: 1055 },
        }),
      ],
    })
    expect(result.lines[0]).toMatchObject({ vatRate: 5.5, totalHtCents: 2000, vatCents: 110 })
  })

  it('a shop at 21 % standard VAT takes 10,00 € HT out of a juice at 12,10 € TTC', () => {
    const result = priceLines({
      seller: seller({ vatRate: { standard: 21, medium: 12, reduced: 6 } }),
      lines: [line({ product: { type: 'Jus' }, format: { priceCents: 1210 } })],
    })
    expect(result.lines[0]).toMatchObject({ vatRate: 21, totalHtCents: 1000, vatCents: 210 })
  })

  it('a wine stays at 20 % whatever the shop or the product says: 12,00 € is 10,00 € HT + 2,00 €', () => {
    for (const over of [
      { seller: seller({ vatRate: { standard: 21, medium: 12, reduced: 6 } }) },
      { lines: [line({ product: { vatType: 'reduced' } })] },
      { lines: [line({ product: { disableVat: true } })] },
    ]) {
      const result = priceLines({ lines: [line()], ...over })
      expect(result.lines[0]).toMatchObject({ vatRate: 20, totalHtCents: 1000, vatCents: 200 })
    }
  })

  it('a shop without VAT sells 3 × 12,00 € for 36,00 € HT = TTC, to a caviste too', () => {
    for (const typology of [particulier, caviste]) {
      const result = priceLines({
        seller: seller({ hasTVA: false }),
        typology,
        lines: [line({ quantity: 3 })],
      })
      expect(result.price).toMatchObject({ totalHT: 3600, tva: 0, totalTTC: 3600 })
      expect(result.lines[0].vatRate).toBe(0)
    }
  })

  it('a juice with VAT disabled carries no VAT: 12,00 € is 12,00 € HT', () => {
    const result = priceLines({ lines: [line({ product: { disableVat: true, type: 'Jus' } })] })
    expect(result.lines[0]).toMatchObject({ vatRate: 0, totalHtCents: 1200, vatCents: 0 })
  })

  it('rounds half up: 12,03 € TTC is 10,03 € HT (10,025) and 2,00 € TVA', () => {
    const result = priceLines({ lines: [line({ format: { priceCents: 1203 } })] })
    expect(result.lines[0]).toMatchObject({
      totalHtCents: 1003,
      vatCents: 200,
      totalTtcCents: 1203,
    })
  })

  it('rounds half up: 1,00 € HT at 5,5 % carries 0,06 € TVA (0,055)', () => {
    const result = priceLines({
      typology: caviste,
      lines: [
        line({
          product: { vatType: 'reduced', type: 'Jus' },
          format: { typologies: { caviste: { visible: true, priceCents: 100 } } },
        }),
      ],
    })
    expect(result.lines[0]).toMatchObject({ totalHtCents: 100, vatCents: 6, totalTtcCents: 106 })
  })

  it('a TTC price is charged as shown whatever the rounding: 7 × 12,03 € = 84,21 €', () => {
    const result = priceLines({ lines: [line({ quantity: 7, format: { priceCents: 1203 } })] })
    expect(result.price.totalTTC).toBe(8421)
    expect(result.price.totalHT + result.price.tva).toBe(8421)
  })
})

describe('gift wrapping', () => {
  it('3 wrapped bottles at 2,50 € add 7,50 € TTC, of which 6,25 € HT', () => {
    const result = priceLines({
      seller: seller({ wrappingPriceCents: 250 }),
      lines: [line({ quantity: 3, isWrapped: true }), line({ quantity: 2 })],
    })
    expect(result.lines.map((l) => l.wrappingCents)).toEqual([750, 0])
    expect(result.price).toMatchObject({
      wrapping: 750,
      totalHT: 5000 + 625,
      tva: 1000 + 125,
      totalTTC: 6000 + 750,
    })
  })

  it('wrapping is free when the shop sets no price', () => {
    const result = priceLines({ lines: [line({ isWrapped: true })] })
    expect(result.price.wrapping).toBe(0)
    expect(result.price.totalTTC).toBe(1200)
  })
})

describe('reductions off the list price, for the invoice (L441-9)', () => {
  const restaurateur = { ...caviste, key: 'restaurateur', name: 'Restaurateur', globalDiscount: 10 }

  it('a Restaurateur (HT, 10 % off) pays 9,00 € HT a 12,00 € TTC bottle listed 10,00 € HT', () => {
    const result = priceLines({ typology: restaurateur, lines: [line({ quantity: 6 })] })
    // 12,00 € TTC / 1,2 = 10,00 € HT, less 10 % = 9,00 €; 6 × 9,00 € = 54,00 € HT + 10,80 € TVA.
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 900,
      listUnitPriceCents: 1000,
      listReduction: 'Remise Restaurateur 10 %',
      totalHtCents: 5400,
      vatCents: 1080,
    })
  })

  it('a quantity step of a TTC typology is named: 11,00 € from 6 instead of 12,00 €', () => {
    const result = priceLines({
      lines: [line({ quantity: 6, format: { discountPrice: { '6': 1100 } } })],
    })
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 1100,
      listUnitPriceCents: 1200,
      listReduction: 'Remise quantité',
    })
  })

  it('names every reduction between the list price and the unit, and none for an own price', () => {
    const stepped = line({ quantity: 12, format: { discountAdd: { '12': 120 } } })
    // 10,00 € HT − 10 % = 9,00 €; 1,20 € TTC off is 1,00 € HT: 8,00 €; 5 % of it 0,40 €: 7,60 €.
    const [both] = priceLines({
      typology: restaurateur,
      lines: [{ ...stepped, discountPercent: 5 }],
    }).lines
    expect(both).toMatchObject({
      unitPriceCents: 760,
      listUnitPriceCents: 1000,
      listReduction: 'Remise Restaurateur 10 %, remise quantité et remise 5 %',
    })
    const own = line({
      format: { typologies: { restaurateur: { visible: true, priceCents: 850 } } },
    })
    const [tariff] = priceLines({ typology: restaurateur, lines: [own] }).lines
    expect(tariff.unitPriceCents).toBe(850)
    expect(tariff).not.toHaveProperty('listReduction')
  })

  it('takes the back office’s 12,5 % off a 19,99 € own price half-up (2,50 €), 100 % to 0', () => {
    const own = { typologies: { restaurateur: { visible: true, priceCents: 1999 } } }
    const price = (discountPercent: number) =>
      priceLines({
        typology: restaurateur,
        lines: [{ ...line({ quantity: 6, format: own }), discountPercent }],
      }).lines[0]
    expect(price(12.5)).toMatchObject({ unitPriceCents: 1749, listReduction: 'Remise 12,5 %' })
    expect(price(100).unitPriceCents).toBe(0)
  })
})
