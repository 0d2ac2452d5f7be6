import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { caviste, goodsOnly, line, order, promotion } from './test-builders'

describe('loyalty rewards in the engine', () => {
  it('10,00 € off 6 × 12,00 €: 62,00 € TTC, VAT taken at the line’s rate', () => {
    const result = priceOrder(
      goodsOnly({ lines: [line({ quantity: 6 })], loyalty: { discountCents: 1000 } }),
    )
    // 72,00 € TTC = 60,00 € HT + 12,00 € VAT; 10,00 € TTC off = 8,33 € HT + 1,67 € VAT.
    expect(result.price).toMatchObject({
      loyaltyDiscount: 1000,
      totalHT: 5167,
      tva: 1033,
      totalTTC: 6200,
    })
  })

  it('the discount never exceeds the goods after promotions, and shipping stays due', () => {
    const result = priceOrder(
      order({
        lines: [line({ quantity: 1 })],
        promotions: [promotion({ amount: 5000 })],
        loyalty: { discountCents: 10_000 },
      }),
    )
    // 12,00 € less 50 % = 6,00 €: the reward takes 6,00 €, the 9,90 € of shipping remain.
    expect(result.price.loyaltyDiscount).toBe(600)
    expect(result.price.totalTTC).toBe(990)
    expect(result.price.totalHT).toBeGreaterThanOrEqual(0)
    expect(result.price.tva).toBeGreaterThanOrEqual(0)
  })

  it('spreads the discount over lines of different VAT rates', () => {
    const result = priceOrder(
      goodsOnly({
        lines: [
          line({ idTmp: 'wine', quantity: 1, format: { priceCents: 1000 } }),
          line({
            idTmp: 'juice',
            quantity: 1,
            format: { priceCents: 1055 },
            product: { vatType: 'reduced', type: 'Jus' },
          }),
        ],
        loyalty: { discountCents: 1000 },
      }),
    )
    // 20,55 € of goods less 10,00 €; every share carries its own line's VAT.
    expect(result.price.totalTTC).toBe(1055)
    expect(result.price.totalHT + result.price.tva).toBe(1055)
    expect(result.price.tva).toBeLessThan(167 + 55)
  })

  it('prices free products 0, flagged, counted as bottles for shipping', () => {
    const result = priceOrder(
      order({
        lines: [line({ idTmp: 'paid', quantity: 11 })],
        loyalty: { freeLines: [line({ idTmp: 'gift', quantity: 1 })] },
      }),
    )
    const gift = result.lines.find((l) => l.idTmp === 'gift')
    expect(gift).toMatchObject({
      unitPriceCents: 0,
      totalHtCents: 0,
      vatCents: 0,
      totalTtcCents: 0,
      isFromFidelity: true,
      bottles: 1,
    })
    expect(result.bottles).toBe(12)
    expect(result.price.shipping).toBe(1990)
    expect(result.price.totalTTC).toBe(11 * 1200 + 1990)
  })

  it('a free product hidden from the typology is refused as unknown', () => {
    const hidden = line({
      idTmp: 'gift',
      format: { typologies: { caviste: { visible: false } } },
    })
    const result = priceOrder(
      goodsOnly({ typology: caviste, lines: [line()], loyalty: { freeLines: [hidden] } }),
    )
    expect(result.errors).toContainEqual(
      expect.objectContaining({ code: 'unknownProduct', lineId: 'gift' }),
    )
    expect(result.lines.some((l) => l.idTmp === 'gift')).toBe(false)
  })

  it('without a reward the totals carry no loyalty amount', () => {
    const result = priceOrder(goodsOnly({ lines: [line({ quantity: 2 })] }))
    expect(result.price.loyaltyDiscount).toBeUndefined()
    expect(result.price.totalTTC).toBe(2400)
  })
})
