import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { carrier, line, order, promotion, seller } from './test-builders'
import type { PricingDeliveryMode, PricingLineInput } from './types'

const bottles = (quantity: number, priceCents = 1200) => line({ quantity, format: { priceCents } })
const ship = (
  lines: PricingLineInput[],
  mode: Partial<PricingDeliveryMode> = {},
  mountain = false,
) => priceOrder(order({ lines, deliveryModes: [carrier(mode)], deliveryModeId: 1, mountain }))

describe('shipping', () => {
  it('1 bottle ships for 9,90 € TTC (8,25 € HT + 1,65 € TVA) in 1 parcel', () => {
    const result = ship([bottles(1)])
    expect(result).toMatchObject({ nbrPackages: 1, bottles: 1, franco: false })
    expect(result.price).toMatchObject({
      shipping: 990,
      totalHT: 1000 + 825,
      tva: 200 + 165,
      totalTTC: 1200 + 990,
    })
  })

  it.each([
    [5, 990],
    [6, 1490],
    [11, 1490],
    [12, 1990],
  ])('%i bottles ship for the band reached: %i cents', (quantity, cents) => {
    expect(ship([bottles(quantity)]).price.shipping).toBe(cents)
  })

  it('13 bottles make 2 parcels: 19,90 € + 7,00 € = 26,90 €', () => {
    const result = ship([bottles(7), bottles(6)])
    expect(result).toMatchObject({ bottles: 13, nbrPackages: 2 })
    expect(result.price.shipping).toBe(2690)
  })

  it('25 bottles make 3 parcels: 19,90 € + 2 × 7,00 € = 33,90 €', () => {
    const result = ship([bottles(25)])
    expect(result).toMatchObject({ nbrPackages: 3 })
    expect(result.price.shipping).toBe(3390)
  })

  it('7 magnums count 14 bottles: 2 parcels, 26,90 €', () => {
    const magnums = line({ quantity: 7, format: { unity: 'Litre(s)', unityValue: 1.5 } })
    const result = ship([magnums])
    expect(result).toMatchObject({ bottles: 14, nbrPackages: 2 })
    expect(result.lines[0].bottles).toBe(14)
    expect(result.price.shipping).toBe(2690)
  })

  it('3 half bottles count 1,5 bottles and ship at the 1-bottle band, 9,90 €', () => {
    const halves = line({ quantity: 3, format: { unityValue: 37.5 } })
    const result = ship([halves])
    expect(result).toMatchObject({ bottles: 1.5, nbrPackages: 1 })
    expect(result.price.shipping).toBe(990)
  })

  it('a corkscrew alone counts 0 bottles but ships in 1 parcel at the lowest band', () => {
    const corkscrew = line({ product: { productType: 'accessory', type: null } })
    const result = ship([corkscrew], { pricesByBottles: { '6': 1490 } })
    expect(result).toMatchObject({ bottles: 0, nbrPackages: 1 })
    expect(result.price.shipping).toBe(1490)
  })

  it('a prestation alone ships nothing and needs no delivery mode', () => {
    const tasting = line({ product: { productType: 'prestation', type: null } })
    const result = priceOrder(order({ lines: [tasting], deliveryModes: [], deliveryModeId: null }))
    expect(result).toMatchObject({ nbrPackages: 0, bottles: 0, errors: [] })
    expect(result.price.shipping).toBe(0)
  })

  it('a mountain address adds the 15,00 € surcharge: 9,90 € + 15,00 €', () => {
    expect(ship([bottles(1)], {}, true).price.shipping).toBe(2490)
    expect(ship([bottles(1)], { mountainSurchargeCents: null }, true).price.shipping).toBe(990)
  })

  it('franco from 150,00 €: 13 bottles at 12,00 € (156,00 €) ship free, surcharge included', () => {
    const result = ship([bottles(13)], { freeFromCents: 15000 }, true)
    expect(result).toMatchObject({
      franco: true,
      francoPercent: 100,
      amountBeforeFranco: 0,
      amountBeforeBottleFranco: 0,
      nbrPackages: 2,
    })
    expect(result.price.shipping).toBe(0)
    expect(result.price.totalTTC).toBe(15600)
  })

  it('franco from 150,00 €: a 100,00 € order is 66 % there, 50,00 € to go, and pays 14,90 €', () => {
    const result = ship([bottles(10, 1000)], { freeFromCents: 15000 })
    expect(result).toMatchObject({ franco: false, francoPercent: 66, amountBeforeFranco: 5000 })
    expect(result.price.shipping).toBe(1490)
  })

  it('franco at exactly 150,00 € and not at 149,99 €', () => {
    expect(ship([bottles(1, 15000)], { freeFromCents: 15000 }).franco).toBe(true)
    const short = ship([bottles(1, 14999)], { freeFromCents: 15000 })
    expect(short).toMatchObject({ franco: false, francoPercent: 99, amountBeforeFranco: 1 })
  })

  it('franco from 24 bottles: 24 bottles at 5,00 € ship free', () => {
    const result = ship([bottles(24, 500)], { freeFromBottles: 24 })
    expect(result).toMatchObject({ franco: true, francoPercent: 100, nbrPackages: 2 })
    expect(result.price.shipping).toBe(0)
  })

  it('18 bottles at 5,00 €: 75 % of 24 bottles beats 60 % of 150,00 €; 6 bottles or 60,00 € to go', () => {
    const result = ship([bottles(18, 500)], { freeFromCents: 15000, freeFromBottles: 24 })
    expect(result).toMatchObject({
      franco: false,
      francoPercent: 75,
      amountBeforeFranco: 6000,
      amountBeforeBottleFranco: 6,
    })
  })

  it('franco counts the order after promotions: 150,00 € less 10 % is not franco', () => {
    const result = priceOrder(
      order({
        lines: [bottles(10, 1500)],
        promotions: [promotion({ amount: 1000 })],
        deliveryModes: [carrier({ freeFromCents: 15000 })],
      }),
    )
    expect(result).toMatchObject({ franco: false, amountBeforeFranco: 1500, francoPercent: 90 })
  })

  it('before a mode is chosen shipping is 0 and the progress is the first mode’s', () => {
    const result = priceOrder(
      order({
        lines: [bottles(10, 1000)],
        deliveryModes: [carrier({ freeFromCents: 20000 }), carrier({ id: 2 })],
        deliveryModeId: null,
      }),
    )
    expect(result).toMatchObject({
      francoPercent: 50,
      amountBeforeFranco: 10000,
      deliveryModeId: null,
    })
    expect(result.price.shipping).toBe(0)
  })

  it('a pick-up (no price grid) is free, even for 13 bottles to a mountain address', () => {
    const result = ship([bottles(13)], { kind: 'pickup', pricesByBottles: {} }, true)
    expect(result.price.shipping).toBe(0)
    expect(result.nbrPackages).toBe(2)
  })

  it('a shop without VAT charges shipping without VAT: 9,90 € HT = TTC', () => {
    const result = priceOrder(order({ seller: seller({ hasTVA: false }), lines: [bottles(1)] }))
    expect(result.price).toMatchObject({ shipping: 990, totalHT: 2190, tva: 0, totalTTC: 2190 })
  })
})
