import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productVatRate } from '#app/modules/catalogue/domain/catalogue'
import {
  documentTotals,
  linesFromOrder,
  type OrderForDocument,
} from '#app/modules/sales/domain/document-math'
import { priceOrder } from './index'
import { EXCISE_RATES, NOW, caviste, particulier, seller } from './test-builders'
import type {
  OrderPricingInput,
  PricingDeliveryMode,
  PricingLineInput,
  PricingPromotion,
} from './types'

const cents = (max: number) => fc.integer({ min: 0, max })

/** A line whose quantity steps never go below half the public price (as real grids do). */
const lineArb = (index: number) =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 40 }),
      priceCents: fc.integer({ min: 0, max: 20_000 }),
      steps: fc.array(
        fc.tuple(fc.integer({ min: 2, max: 24 }), fc.double({ min: 0.5, max: 1, noNaN: true })),
        {
          maxLength: 3,
        },
      ),
      off: fc.option(fc.tuple(fc.integer({ min: 2, max: 24 }), cents(300)), { nil: null }),
      kind: fc.constantFrom('bottle', 'bottle', 'box', 'accessory', 'prestation' as const),
      type: fc.constantFrom('Vin', 'Whisky', 'Cidre', null),
      vatType: fc.constantFrom('standard', 'medium', 'reduced' as const),
      disableVat: fc.boolean(),
      unityValue: fc.constantFrom(37.5, 50, 70, 75, 150),
      alcohol: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      typeDA: fc.constantFrom('DA2', 'DSU', 'NULL' as const),
      isWrapped: fc.boolean(),
      productId: fc.integer({ min: 1, max: 3 }),
    })
    .map(
      (r): PricingLineInput => ({
        idTmp: `line-${index}`,
        quantity: r.quantity,
        isWrapped: r.isWrapped,
        product: {
          id: r.productId,
          name: `Produit ${r.productId}`,
          productType: r.kind as PricingLineInput['product']['productType'],
          type: r.type,
          vatType: r.vatType as PricingLineInput['product']['vatType'],
          disableVat: r.disableVat,
          minQuantity: null,
          maxQuantity: null,
        },
        format: {
          id: index + 1,
          priceCents: r.priceCents,
          typologies: {},
          discountPrice: Object.fromEntries(
            r.steps.map(([from, ratio]) => [String(from), Math.ceil(r.priceCents * ratio)]),
          ),
          discountAdd: r.off
            ? { [String(r.off[0])]: Math.min(r.off[1], Math.floor(r.priceCents / 4)) }
            : {},
          unity: 'Centilitre(s)',
          unityValue: r.unityValue,
          stock: null,
        },
        vintage: {
          id: index + 1,
          alcohol: r.alcohol,
          legal: { typeDA: r.typeDA as 'DA2' | 'DSU' | 'NULL' },
        },
      }),
    )

const linesArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i))))

const promotionArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Promo ${id}`),
    type: fc.constantFrom('%', '€' as const),
    amount: fc.integer({ min: 0, max: 10_000 }),
    activation: fc.constantFrom(
      'always',
      'minProduct',
      'minPrice',
      'minProductOrder',
      'minPriceOrder' as const,
    ),
    activationValue: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    code: fc.constantFrom(null, 'CODE'),
    formatIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
    startsAt: fc.constant(null),
    endsAt: fc.constant(null),
    active: fc.boolean(),
  }) as fc.Arbitrary<PricingPromotion>

const modeArb: fc.Arbitrary<PricingDeliveryMode> = fc.record({
  id: fc.constant(1),
  kind: fc.constant('carrier' as const),
  name: fc.constant('Transporteur'),
  pricesByBottles: fc.dictionary(fc.integer({ min: 1, max: 24 }).map(String), cents(5000), {
    maxKeys: 3,
  }),
  bottlesPerParcel: fc.integer({ min: 1, max: 18 }),
  extraParcelCents: cents(1500),
  freeFromCents: fc.option(cents(50_000), { nil: null }),
  freeFromBottles: fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }),
  mountainSurchargeCents: fc.option(cents(3000), { nil: null }),
})

const orderArb: fc.Arbitrary<OrderPricingInput> = fc.record({
  seller: fc.record({ hasTVA: fc.boolean(), wrappingPriceCents: cents(500) }).map((s) => seller(s)),
  typology: fc
    .record({ ttc: fc.boolean(), globalDiscount: fc.integer({ min: 0, max: 30 }) })
    .map((t) => ({
      ...(t.ttc ? particulier : caviste),
      globalDiscount: t.globalDiscount,
    })),
  lines: linesArb,
  promotions: fc
    .tuple(promotionArb(1), promotionArb(2), promotionArb(3))
    .chain((all) => fc.subarray(all)),
  promoCode: fc.constantFrom(null, 'code', 'autre'),
  deliveryModes: fc.array(modeArb, { maxLength: 1 }),
  deliveryModeId: fc.constantFrom(1, null),
  mountain: fc.boolean(),
  paymentType: fc.constant(null),
  placing: fc.constant(false),
  now: fc.constant(NOW),
  exciseRates: fc.constant(EXCISE_RATES),
})

/** The price and the lines by id, which must not depend on the order of the lines. */
const summary = (input: OrderPricingInput) => {
  const result = priceOrder(input)
  return {
    ...result,
    lines: [...result.lines].sort((a, b) => (a.idTmp < b.idTmp ? -1 : 1)),
    errors: result.errors.map((e) => e.code).sort(),
  }
}

describe('pricing properties', () => {
  it('no amount is ever negative', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder(input)
        for (const value of Object.values(result.price)) expect(value).toBeGreaterThanOrEqual(0)
        for (const l of result.lines) {
          for (const key of [
            'unitPriceCents',
            'totalHtCents',
            'vatCents',
            'dutiesCents',
            'totalTtcCents',
          ] as const) {
            expect(l[key]).toBeGreaterThanOrEqual(0)
          }
        }
        expect(result.amountBeforeFranco).toBeGreaterThanOrEqual(0)
        expect(result.francoPercent).toBeGreaterThanOrEqual(0)
        expect(result.francoPercent).toBeLessThanOrEqual(100)
      }),
      { numRuns: 500 },
    )
  })

  it('totalTTC = totalHT + tva, and both add up the lines, the wrapping and the shipping', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const { price, lines } = priceOrder(input)
        expect(price.totalTTC).toBe(price.totalHT + price.tva)
        const linesTtc = lines.reduce((s, l) => s + l.totalTtcCents, 0)
        // TTC convention: the TTC shown is charged. HT convention: VAT per rate on the HT of the
        // wrapping and shipping shares (TTC prices), within a cent per rate of their TTC.
        const extras = price.totalTTC - (linesTtc + price.wrapping + price.shipping)
        if (input.typology.ttc) expect(extras).toBe(0)
        else expect(Math.abs(extras)).toBeLessThanOrEqual(3)
        for (const l of lines) expect(l.totalTtcCents).toBe(l.totalHtCents + l.vatCents)
        expect(price.duties).toBe(lines.reduce((s, l) => s + l.dutiesCents, 0))
        expect(price.wrapping).toBe(lines.reduce((s, l) => s + l.wrappingCents, 0))
      }),
      { numRuns: 500 },
    )
  })

  it('the invoice of an order (linesFromOrder) has the order’s totals to the cent', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const { price, lines } = priceOrder(input)
        const order: OrderForDocument = {
          ttc: input.typology.ttc,
          totalHtCents: price.totalHT,
          tvaCents: price.tva,
          shippingCents: price.shipping,
          wrappingCents: price.wrapping,
          totalTtcCents: price.totalTTC,
          lines: lines.map((l) => ({
            productId: 1,
            formatId: 1,
            vintageId: 1,
            name: l.idTmp,
            formatLabel: null,
            vintageName: null,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            vatRate: l.vatRate,
            totalHtCents: l.totalHtCents,
            vatCents: l.vatCents,
            dutiesCents: l.dutiesCents,
            totalTtcCents: l.totalTtcCents,
          })),
        }
        const standard = productVatRate({ vatType: 'standard', disableVat: false }, input.seller)
        const docLines = linesFromOrder(order, standard)
        expect(documentTotals(docLines)).toMatchObject({
          totalHtCents: price.totalHT,
          tvaCents: price.tva,
          totalTtcCents: price.totalTTC,
        })
        // Never a rounding gap: only a real reward is a 'Remise sur la commande'.
        expect(docLines.some((l) => l.name.startsWith('Remise sur la commande'))).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('all amounts are whole cents', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const { price, lines } = priceOrder(input)
        for (const v of Object.values(price)) expect(Number.isInteger(v)).toBe(true)
        for (const l of lines) {
          expect(
            [l.totalHtCents, l.vatCents, l.dutiesCents, l.discountCents].every(Number.isInteger),
          ).toBe(true)
        }
      }),
    )
  })

  it('the order of the lines changes nothing', () => {
    fc.assert(
      fc.property(orderArb, fc.func(fc.integer()), (input, rank) => {
        const shuffled = [...input.lines].sort(
          (a, b) => rank(a.idTmp) - rank(b.idTmp) || (a.idTmp < b.idTmp ? -1 : 1),
        )
        expect(summary({ ...input, lines: shuffled })).toEqual(summary(input))
        const promotions = [...input.promotions].reverse()
        expect(summary({ ...input, promotions })).toEqual(summary(input))
      }),
      { numRuns: 300 },
    )
  })

  // Quantity steps are left out: a producer may set steps so steep that 4 units cost less than 2
  // (from 3 units: half price), which is their tariff, not an engine error.
  it('multiplying the quantities never lowers what the goods cost (TTC without shipping)', () => {
    const automatic = orderArb.map((input) => ({
      ...input,
      typology: { ...input.typology, ttc: true },
      lines: input.lines.map((l) => ({
        ...l,
        format: { ...l.format, discountPrice: {}, discountAdd: {} },
      })),
      promotions: input.promotions.map((p) => ({
        ...p,
        activation: 'always' as const,
        code: null,
      })),
    }))
    fc.assert(
      fc.property(automatic, fc.integer({ min: 1, max: 5 }), (input, k) => {
        const scaled = {
          ...input,
          lines: input.lines.map((l) => ({ ...l, quantity: l.quantity * k })),
        }
        const goods = (i: OrderPricingInput) => {
          const { price } = priceOrder(i)
          return price.totalTTC - price.shipping
        }
        expect(goods(scaled)).toBeGreaterThanOrEqual(goods(input))
      }),
      { numRuns: 500 },
    )
  })

  it('one more bottle never lowers the order when there are no quantity steps or promotions', () => {
    const plain = orderArb.map((input) => ({
      ...input,
      promotions: [],
      lines: input.lines.map((l) => ({
        ...l,
        format: { ...l.format, discountPrice: {}, discountAdd: {} },
      })),
    }))
    fc.assert(
      fc.property(plain, fc.nat(), (input, pick) => {
        const i = pick % input.lines.length
        const more = {
          ...input,
          lines: input.lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity + 1 } : l)),
        }
        const goods = (o: OrderPricingInput) => {
          const { price } = priceOrder(o)
          return price.totalTTC - price.shipping
        }
        expect(goods(more)).toBeGreaterThanOrEqual(goods(input))
      }),
      { numRuns: 500 },
    )
  })
})
