import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { NOW, caviste, goodsOnly, line, promotion } from './test-builders'
import type { PricingLineInput, PricingPromotion } from './types'

const price = (lines: PricingLineInput[], promotions: PricingPromotion[], promoCode?: string) =>
  priceOrder(goodsOnly({ lines, promotions, promoCode }))

const day = 24 * 3600 * 1000

describe('promotions', () => {
  it('10 % off everything: 6 × 12,00 € = 72,00 € becomes 64,80 € (54,00 € HT)', () => {
    const ten = promotion({ name: 'Été', amount: 1000 })
    const result = price([line({ idTmp: 'a', quantity: 6 })], [ten])
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 1200,
      discountCents: 720,
      totalHtCents: 5400,
      vatCents: 1080,
      totalTtcCents: 6480,
    })
    expect(result.price).toMatchObject({ promoAmount: 720, totalTTC: 6480 })
    expect(result.promotions).toEqual([{ id: ten.id, name: 'Été', code: null, amountCents: 720 }])
  })

  it('5,00 € off the order is split over a 60,00 € and a 30,00 € line: 3,33 € and 1,67 €', () => {
    const five = promotion({ type: '€', amount: 500 })
    const result = price(
      [
        line({ idTmp: 'a', quantity: 5 }),
        line({ idTmp: 'b', quantity: 3, format: { priceCents: 1000 } }),
      ],
      [five],
    )
    expect(result.lines.map((l) => l.discountCents)).toEqual([333, 167])
    expect(result.price).toMatchObject({ promoAmount: 500, totalTTC: 8500 })
  })

  it('after 10 % off the first line, 9,00 € off is split over what is left: 5,79 € and 3,21 €', () => {
    const a = line({ quantity: 5 })
    const b = line({ quantity: 3, format: { priceCents: 1000 } })
    const result = price(
      [a, b],
      [promotion({ formatIds: [a.format.id] }), promotion({ type: '€', amount: 900 })],
    )
    // What is left: 54,00 € and 30,00 €; 9,00 € × 54/84 = 5,7857 and × 30/84 = 3,2143.
    expect(result.lines.map((l) => l.discountCents)).toEqual([600 + 579, 321])
  })

  it('a promotion on one format leaves the others: 10 % of 60,00 € only', () => {
    const a = line({ quantity: 5 })
    const result = price([a, line({ quantity: 5 })], [promotion({ formatIds: [a.format.id] })])
    expect(result.lines.map((l) => l.discountCents)).toEqual([600, 0])
  })

  it('"from 6 of this product" does not apply to 5 bottles', () => {
    const p = promotion({ activation: 'minProduct', activationValue: 6 })
    expect(price([line({ quantity: 5 })], [p]).price.promoAmount).toBe(0)
  })

  it('"from 6 of this product" applies to 3 + 3 bottles of two vintages: 7,20 € off', () => {
    const p = promotion({ activation: 'minProduct', activationValue: 6 })
    const first = line({ quantity: 3 })
    const second = line({ quantity: 3, product: first.product, format: first.format })
    const result = price([first, second], [p])
    expect(result.lines.map((l) => l.discountCents)).toEqual([360, 360])
  })

  it('"from 6 of this product" counts each product apart: 6 of one, 5 of another', () => {
    const p = promotion({ activation: 'minProduct', activationValue: 6 })
    const result = price([line({ quantity: 6 }), line({ quantity: 5 })], [p])
    expect(result.lines.map((l) => l.discountCents)).toEqual([720, 0])
  })

  it('"from 100,00 € of this product": 8 × 12,00 € = 96,00 € gets nothing, 9 get 10,80 € off', () => {
    const p = promotion({ activation: 'minPrice', activationValue: 10000 })
    expect(price([line({ quantity: 8 })], [p]).price.promoAmount).toBe(0)
    expect(price([line({ quantity: 9 })], [p]).price.promoAmount).toBe(1080)
  })

  it('"from 12 products in the order": 6 + 6 bottles qualify, 11 bottles and a corkscrew do not', () => {
    const p = promotion({ activation: 'minProductOrder', activationValue: 12 })
    expect(price([line({ quantity: 6 }), line({ quantity: 6 })], [p]).price.promoAmount).toBe(1440)
    const corkscrew = line({ product: { productType: 'accessory', type: null } })
    expect(price([line({ quantity: 11 }), corkscrew], [p]).price.promoAmount).toBe(0)
  })

  it('"5,00 € off from 50,00 €": a 49,99 € order pays 49,99 €, a 50,00 € one pays 45,00 €', () => {
    const p = promotion({
      type: '€',
      amount: 500,
      activation: 'minPriceOrder',
      activationValue: 5000,
    })
    expect(price([line({ format: { priceCents: 4999 } })], [p]).price.totalTTC).toBe(4999)
    expect(price([line({ format: { priceCents: 5000 } })], [p]).price.totalTTC).toBe(4500)
  })

  it('a code promotion applies only with its code, typed in any case: " noel10 " takes 10 %', () => {
    const noel = promotion({ code: 'NOEL10' })
    const lines = [line({ quantity: 5 })]
    expect(price(lines, [noel]).price.promoAmount).toBe(0)
    expect(price(lines, [noel]).promoCode).toBeNull()
    const typed = price(lines, [noel], ' noel10 ')
    expect(typed.price.promoAmount).toBe(600)
    expect(typed.promoCode).toEqual({ code: 'noel10', known: true, applied: true })
  })

  it('an unknown code changes nothing and says so', () => {
    const result = price([line({ quantity: 5 })], [promotion({ code: 'NOEL10' })], 'NOEL')
    expect(result.price.promoAmount).toBe(0)
    expect(result.promoCode).toEqual({ code: 'NOEL', known: false, applied: false })
  })

  it('a known code whose threshold is not met is known but not applied', () => {
    const p = promotion({ code: 'GROS', activation: 'minPriceOrder', activationValue: 10000 })
    expect(price([line({ quantity: 5 })], [p], 'gros').promoCode).toEqual({
      code: 'gros',
      known: true,
      applied: false,
    })
  })

  it('a promotion counts only while active and running at `now`', () => {
    const lines = [line({ quantity: 5 })]
    const off = (over: Partial<PricingPromotion>) =>
      price(lines, [promotion(over)]).price.promoAmount
    expect(
      off({ startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) }),
    ).toBe(600)
    expect(off({ startsAt: NOW })).toBe(600)
    expect(off({ startsAt: new Date(NOW.getTime() + 1) })).toBe(0)
    expect(off({ endsAt: NOW })).toBe(0)
    expect(off({ active: false })).toBe(0)
    const expired = promotion({ code: 'VIEUX', endsAt: new Date(NOW.getTime() - day) })
    expect(price(lines, [expired], 'VIEUX').promoCode?.known).toBe(false)
  })

  it('automatic and code promotions add up: 72,00 € − 10 % − 5,00 € = 59,80 €', () => {
    const result = price(
      [line({ quantity: 6 })],
      [promotion({ amount: 1000 }), promotion({ type: '€', amount: 500, code: 'CINQ' })],
      'cinq',
    )
    expect(result.price).toMatchObject({ promoAmount: 1220, totalTTC: 5980 })
    expect(result.promotions.map((p) => p.amountCents)).toEqual([720, 500])
  })

  it('100,00 € off a 30,00 € order takes 30,00 €: the order costs 0,00 €, not less', () => {
    const result = price(
      [line({ quantity: 3, format: { priceCents: 1000 } })],
      [promotion({ type: '€', amount: 10000 })],
    )
    expect(result.price).toMatchObject({ promoAmount: 3000, totalHT: 0, tva: 0, totalTTC: 0 })
    expect(result.promotions[0].amountCents).toBe(3000)
  })

  it('two 60 % promotions take the whole line and no more', () => {
    const result = price(
      [line({ quantity: 2 })],
      [promotion({ amount: 6000 }), promotion({ amount: 6000 })],
    )
    expect(result.lines[0]).toMatchObject({ discountCents: 2400, totalTtcCents: 0 })
    expect(result.promotions.map((p) => p.amountCents)).toEqual([1440, 960])
  })

  it('for a caviste a 5,00 € promotion is HT: 60,00 € HT becomes 55,00 € HT, 66,00 € TTC', () => {
    const result = priceOrder(
      goodsOnly({
        typology: caviste,
        lines: [line({ quantity: 6 })],
        promotions: [promotion({ type: '€', amount: 500 })],
      }),
    )
    expect(result.lines[0]).toMatchObject({
      discountCents: 500,
      totalHtCents: 5500,
      vatCents: 1100,
    })
    expect(result.price).toMatchObject({ promoAmount: 600, totalTTC: 6600 })
  })
})
