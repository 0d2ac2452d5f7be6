import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import { carrier, goodsOnly, line, order, seller } from './test-builders'
import type { CartErrorCode, OrderPricingInput, PricingOrderRules } from './types'

const errorsOf = (input: OrderPricingInput) => priceOrder(input).errors
const codes = (input: OrderPricingInput) => errorsOf(input).map((e) => e.code)
const withRules = (orderRules: PricingOrderRules, over: Partial<OrderPricingInput>) =>
  goodsOnly({ seller: seller({ orderRules }), ...over })

describe('spec 8 errors', () => {
  it('a product sold from 6 refuses 5: "Quantité minimum d’achat de 6 pour Chablis"', () => {
    const chablis = line({ idTmp: 'c', quantity: 5, product: { name: 'Chablis', minQuantity: 6 } })
    expect(errorsOf(goodsOnly({ lines: [chablis] }))).toEqual([
      {
        code: 'productMin',
        message: 'Quantité minimum d’achat de 6 pour Chablis',
        messageEn: 'Minimum purchase quantity of 6 for Chablis',
        lineId: 'c',
        value: 6,
      },
    ])
  })

  it('the minimum counts every vintage of the product: 3 + 3 of a "from 6" product pass', () => {
    const first = line({ quantity: 3, product: { minQuantity: 6 } })
    const second = line({ quantity: 3, product: first.product })
    expect(codes(goodsOnly({ lines: [first, second] }))).toEqual([])
  })

  it('a product limited to 3 refuses 4: "Quantité maximum d’achat de 3 pour Chablis"', () => {
    const chablis = line({ idTmp: 'c', quantity: 4, product: { name: 'Chablis', maxQuantity: 3 } })
    const [error] = errorsOf(goodsOnly({ lines: [chablis] }))
    expect(error).toMatchObject({ code: 'productMax', lineId: 'c', value: 3 })
    expect(error.message).toBe('Quantité maximum d’achat de 3 pour Chablis')
    expect(codes(goodsOnly({ lines: [{ ...chablis, quantity: 3 }] }))).toEqual([])
  })

  it('5 bottles from a stock of 4: "Stock insuffisant pour Chablis"; an uncounted stock never', () => {
    const chablis = line({
      idTmp: 'c',
      quantity: 5,
      product: { name: 'Chablis' },
      format: { stock: 4 },
    })
    expect(errorsOf(goodsOnly({ lines: [chablis] }))).toEqual([
      {
        code: 'stock',
        message: 'Stock insuffisant pour Chablis',
        messageEn: 'Insufficient stock for Chablis',
        lineId: 'c',
        value: 4,
      },
    ])
    expect(codes(goodsOnly({ lines: [{ ...chablis, quantity: 4 }] }))).toEqual([])
    const uncounted = { ...chablis, format: { ...chablis.format, stock: null } }
    expect(codes(goodsOnly({ lines: [{ ...uncounted, quantity: 500 }] }))).toEqual([])
  })

  it('the stock of a format covers all its lines: 3 + 2 from a stock of 4 is short', () => {
    const first = line({ quantity: 3, format: { stock: 4 } })
    const second = line({ quantity: 2, product: first.product, format: first.format })
    expect(codes(goodsOnly({ lines: [first, second] }))).toEqual(['stock'])
  })

  it('a shop minimum of 150,00 € HT refuses 10 bottles at 12,00 € TTC (100,00 € HT)', () => {
    const input = withRules({ minOrderHtCents: 15000 }, { lines: [line({ quantity: 10 })] })
    expect(errorsOf(input)).toEqual([
      {
        code: 'shopMinAmount',
        message: 'Montant minimum de commande de la boutique : 150,00 € HT',
        messageEn: 'Shop minimum order amount: €150.00 excluding tax',
        value: 15000,
      },
    ])
    expect(codes({ ...input, lines: [line({ quantity: 15 })] })).toEqual([])
  })

  it('the shop minimum counts goods only: duties and wrapping do not reach it', () => {
    const legal = { typeDA: 'DA2' as const, da: 100000 }
    const input = withRules(
      { minOrderHtCents: 15000 },
      {
        seller: seller({ orderRules: { minOrderHtCents: 15000 }, wrappingPriceCents: 5000 }),
        lines: [line({ quantity: 14, isWrapped: true, vintage: { legal } })],
      },
    )
    expect(codes(input)).toEqual(['shopMinAmount'])
  })

  it('a shop minimum of 6 products refuses 5: "La boutique impose un minimum de 6 produits"', () => {
    const [error] = errorsOf(withRules({ minProducts: 6 }, { lines: [line({ quantity: 5 })] }))
    expect(error).toMatchObject({ code: 'shopMinProducts', value: 6 })
    expect(error.message).toBe('La boutique impose un minimum de 6 produits')
  })

  it('a shop maximum of 24 products refuses 25: "La boutique impose un maximum de 24 produits"', () => {
    const [error] = errorsOf(withRules({ maxProducts: 24 }, { lines: [line({ quantity: 25 })] }))
    expect(error).toMatchObject({ code: 'shopMaxProducts', value: 24 })
    expect(error.message).toBe('La boutique impose un maximum de 24 produits')
  })

  it('a drop shop by 6 refuses 7 bottles and takes 12: "… multiple de 6"', () => {
    const rules = { multipleOf: 6 }
    const [error] = errorsOf(withRules(rules, { lines: [line({ quantity: 7 })] }))
    expect(error).toMatchObject({ code: 'multipleOf', value: 6 })
    expect(error.message).toBe('La boutique impose un nombre de produits multiple de 6')
    expect(
      codes(withRules(rules, { lines: [line({ quantity: 5 }), line({ quantity: 7 })] })),
    ).toEqual([])
  })

  it('accessories do not count as products: 6 bottles and a corkscrew are a multiple of 6', () => {
    const corkscrew = line({ product: { productType: 'accessory', type: null } })
    expect(
      codes(withRules({ multipleOf: 6 }, { lines: [line({ quantity: 6 }), corkscrew] })),
    ).toEqual([])
  })

  it('with allRulesInEq75, 3 magnums count 6 bottles', () => {
    const magnums = line({ quantity: 3, format: { unity: 'Litre(s)', unityValue: 1.5 } })
    const rules = { multipleOf: 6, minProducts: 6 }
    expect(codes(withRules(rules, { lines: [magnums] }))).toEqual(['shopMinProducts', 'multipleOf'])
    const inEq75 = goodsOnly({
      seller: seller({ orderRules: rules, allRulesInEq75: true }),
      lines: [magnums],
    })
    expect(codes(inEq75)).toEqual([])
  })

  it('a shop with delivery modes needs one chosen: "Veuillez choisir un mode de livraison pour …"', () => {
    const [error] = errorsOf(order({ lines: [line()], deliveryModeId: null }))
    expect(error).toMatchObject({ code: 'deliveryRequired' })
    expect(error.message).toBe('Veuillez choisir un mode de livraison pour Domaine des Tests')
  })

  it('no delivery mode for the address: "Aucun mode de livraison disponible pour cette adresse"', () => {
    const [error] = errorsOf(order({ lines: [line()], deliveryModes: [], deliveryModeId: null }))
    expect(error).toMatchObject({
      code: 'noDeliveryMode',
      message: 'Aucun mode de livraison disponible pour cette adresse',
    })
    expect(
      codes(order({ lines: [line()], deliveryModes: [carrier({ id: 2 })], deliveryModeId: 1 })),
    ).toEqual(['noDeliveryMode'])
  })

  it('a payment type is required only when placing the order', () => {
    const input = order({ lines: [line()] })
    expect(codes(input)).toEqual([])
    const [error] = errorsOf({ ...input, placing: true })
    expect(error).toMatchObject({
      code: 'paymentRequired',
      message: 'Veuillez choisir un moyen de paiement',
    })
    expect(codes({ ...input, placing: true, paymentType: 'cb' })).toEqual([])
  })

  it('a payment type the shop does not accept is refused at placing', () => {
    const input = order({
      seller: seller({ paymentTypes: ['transfer'] }),
      lines: [line()],
      placing: true,
    })
    expect(codes({ ...input, paymentType: 'cb' })).toEqual(['paymentRequired'])
    expect(codes({ ...input, paymentType: 'transfer' })).toEqual([])
  })

  it('every error has a French and an English message', () => {
    const input = order({
      seller: seller({ orderRules: { minOrderHtCents: 100000, minProducts: 50, multipleOf: 7 } }),
      lines: [line({ quantity: 5, product: { minQuantity: 6 }, format: { stock: 2 } })],
      deliveryModeId: null,
      placing: true,
    })
    const errors = errorsOf(input)
    expect(errors.map((e) => e.code).sort()).toEqual(
      (
        [
          'deliveryRequired',
          'multipleOf',
          'paymentRequired',
          'productMin',
          'shopMinAmount',
          'shopMinProducts',
          'stock',
        ] satisfies CartErrorCode[]
      ).sort(),
    )
    for (const e of errors) {
      expect(e.message.length).toBeGreaterThan(5)
      expect(e.messageEn.length).toBeGreaterThan(5)
      expect(e.message).not.toBe(e.messageEn)
    }
  })
})
