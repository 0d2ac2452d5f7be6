import { describe, expect, it } from 'vitest'
import {
  addProduct,
  cartMessages,
  countItems,
  deleteLine,
  dropEmptyOrders,
  emptyCart,
  incrementProduct,
  lineId,
  lineQuantitySchema,
  MAX_LINE_QUANTITY,
  mergeCarts,
  pricingRequest,
  quantitySchema,
  readCart,
  removeOrders,
  removeProduct,
  setDelivery,
  setPayment,
  setPromoCode,
  setQuantity,
  setWrapping,
  storedCartSchema,
  type Cart,
} from './cart'

const source = { id: 1, name: 'Domaine de la Source' }
const martin = { id: 2, name: 'Maison Martin' }
const sancerre = { productId: 10, formatId: 100, vintageId: 1000 }
const sancerreMagnum = { productId: 10, formatId: 101, vintageId: 1000 }
const sancerreOlder = { productId: 10, formatId: 100, vintageId: 1001 }
const cognac = { productId: 20, formatId: 200, vintageId: 2000 }

const lines = (cart: Cart, sellerId = 1) =>
  cart.orders.find((o) => o.seller.id === sellerId)?.products.map((p) => [p.idTmp, p.quantity])

describe('addProduct (spec 4)', () => {
  it('creates the seller order with a line of quantity 1 by default', () => {
    const cart = addProduct(emptyCart(), source, sancerre)
    expect(cart.orders).toHaveLength(1)
    expect(cart.orders[0]).toMatchObject({
      id: 'o-1',
      seller: source,
      reservations: [],
      shipping: { deliveryModeId: null },
      payment: { type: null },
      promoCode: null,
    })
    expect(cart.orders[0]!.products).toEqual([
      { idTmp: '10-100-1000', ...sancerre, quantity: 1, isWrapped: false },
    ])
  })

  it('creates the line with the given amount', () => {
    expect(lines(addProduct(emptyCart(), source, sancerre, 6))).toEqual([['10-100-1000', 6]])
  })

  it('increments the same product, format and vintage instead of adding a line', () => {
    let cart = addProduct(emptyCart(), source, sancerre, 2)
    cart = addProduct(cart, source, sancerre, 3)
    expect(lines(cart)).toEqual([['10-100-1000', 5]])
  })

  it('adds a new line for another format or another vintage of the same product', () => {
    let cart = addProduct(emptyCart(), source, sancerre)
    cart = addProduct(cart, source, sancerreMagnum)
    cart = addProduct(cart, source, sancerreOlder)
    expect(lines(cart)).toEqual([
      ['10-100-1000', 1],
      ['10-101-1000', 1],
      ['10-100-1001', 1],
    ])
  })

  it('keeps one order per seller', () => {
    let cart = addProduct(emptyCart(), source, sancerre)
    cart = addProduct(cart, martin, cognac)
    cart = addProduct(cart, source, sancerreMagnum)
    expect(cart.orders.map((o) => o.id)).toEqual(['o-1', 'o-2'])
    expect(lines(cart, 2)).toEqual([['20-200-2000', 1]])
  })

  it('caps a line at the maximum and ignores a zero or negative amount', () => {
    const full = addProduct(emptyCart(), source, sancerre, MAX_LINE_QUANTITY)
    expect(lines(addProduct(full, source, sancerre, 5))).toEqual([
      ['10-100-1000', MAX_LINE_QUANTITY],
    ])
    expect(addProduct(emptyCart(), source, sancerre, 0).orders).toHaveLength(0)
    expect(addProduct(emptyCart(), source, sancerre, -3).orders).toHaveLength(0)
  })

  it('does not change the cart it is given', () => {
    const before = addProduct(emptyCart(), source, sancerre)
    const copy = structuredClone(before)
    addProduct(before, source, sancerre)
    expect(before).toEqual(copy)
  })
})

describe('removing (spec 4)', () => {
  const two = addProduct(addProduct(emptyCart(), source, sancerre, 2), source, sancerreMagnum)

  it('decrements a line', () => {
    expect(lines(removeProduct(two, '10-100-1000'))).toEqual([
      ['10-100-1000', 1],
      ['10-101-1000', 1],
    ])
  })

  it('removes the line when its quantity is 1', () => {
    expect(lines(removeProduct(two, '10-101-1000'))).toEqual([['10-100-1000', 2]])
  })

  it('removes the order when it holds no products and no reservations', () => {
    const one = addProduct(emptyCart(), source, sancerre)
    expect(removeProduct(one, '10-100-1000').orders).toEqual([])
    expect(deleteLine(two, '10-100-1000').orders).toHaveLength(1)
    expect(deleteLine(deleteLine(two, '10-100-1000'), '10-101-1000').orders).toEqual([])
  })

  it('keeps an order that still holds a reservation', () => {
    const cart = addProduct(emptyCart(), source, sancerre)
    cart.orders[0]!.reservations.push({ eventId: 3, totalQuantity: 2 })
    expect(removeProduct(cart, '10-100-1000').orders).toHaveLength(1)
    expect(dropEmptyOrders(cart).orders).toHaveLength(1)
  })

  it('leaves the cart as it is for an unknown line', () => {
    expect(removeProduct(two, 'nope')).toEqual(two)
  })
})

describe('quantities', () => {
  const cart = addProduct(emptyCart(), source, sancerre, 2)

  it('increments a line', () => {
    expect(lines(incrementProduct(cart, '10-100-1000'))).toEqual([['10-100-1000', 3]])
  })

  it('sets a typed quantity, 0 removing the line', () => {
    expect(lines(setQuantity(cart, '10-100-1000', 12))).toEqual([['10-100-1000', 12]])
    expect(setQuantity(cart, '10-100-1000', 0).orders).toEqual([])
  })

  it('accepts form quantities from 1 (0 on a line) to the maximum, in French otherwise', () => {
    expect(quantitySchema.parse('6')).toBe(6)
    expect(lineQuantitySchema.parse('0')).toBe(0)
    for (const bad of ['0', '-1', '1.5', 'abc', String(MAX_LINE_QUANTITY + 1)]) {
      const result = quantitySchema.safeParse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(cartMessages.quantity)
    }
    expect(lineQuantitySchema.safeParse('-1').success).toBe(false)
  })
})

describe('order settings', () => {
  const cart = addProduct(addProduct(emptyCart(), source, sancerre), martin, cognac)

  it('wraps a line as a gift, and unwraps it', () => {
    const wrapped = setWrapping(cart, '10-100-1000', true)
    expect(wrapped.orders[0]!.products[0]!.isWrapped).toBe(true)
    expect(wrapped.orders[1]!.products[0]!.isWrapped).toBe(false)
    expect(setWrapping(wrapped, '10-100-1000', false).orders[0]!.products[0]!.isWrapped).toBe(false)
  })

  it('chooses a delivery mode for one seller, a new choice replacing the previous, null resetting', () => {
    let next = setDelivery(cart, 1, 5)
    expect(next.orders[0]!.shipping.deliveryModeId).toBe(5)
    expect(next.orders[1]!.shipping.deliveryModeId).toBeNull()
    next = setDelivery(next, 1, 6)
    expect(next.orders[0]!.shipping.deliveryModeId).toBe(6)
    expect(setDelivery(next, 1, null).orders[0]!.shipping.deliveryModeId).toBeNull()
  })

  it('keeps a promo code trimmed and upper-cased (codes are case-insensitive); empty removes it', () => {
    const coded = setPromoCode(cart, 1, '  bienvenue10 ')
    expect(coded.orders[0]!.promoCode).toBe('BIENVENUE10')
    expect(setPromoCode(coded, 1, '').orders[0]!.promoCode).toBeNull()
    expect(setPromoCode(coded, 1, null).orders[0]!.promoCode).toBeNull()
  })

  it('chooses a payment type', () => {
    expect(setPayment(cart, 2, 'card').orders[1]!.payment.type).toBe('card')
    expect(setPayment(cart, 2, '').orders[1]!.payment.type).toBeNull()
  })

  it('removes whole seller orders (emptying, or orders placed)', () => {
    expect(removeOrders(cart, [1]).orders.map((o) => o.seller.id)).toEqual([2])
    expect(removeOrders(cart, [1, 2]).orders).toEqual([])
  })
})

describe('mergeCarts (sign-in, spec 4)', () => {
  it('keeps both carts: lines of the same product add up, other sellers join', () => {
    let user = addProduct(emptyCart(), source, sancerre, 2)
    user = setDelivery(user, 1, 5)
    let visitor = addProduct(emptyCart(), source, sancerre, 3)
    visitor = addProduct(visitor, source, sancerreMagnum)
    visitor = addProduct(visitor, martin, cognac, 6)
    visitor = setDelivery(visitor, 1, 9)
    visitor = setPromoCode(visitor, 1, 'bienvenue10')
    const merged = mergeCarts(user, visitor)
    expect(lines(merged)).toEqual([
      ['10-100-1000', 5],
      ['10-101-1000', 1],
    ])
    expect(lines(merged, 2)).toEqual([['20-200-2000', 6]])
    // The user's own choice wins; the visitor's fills what the user had not chosen.
    expect(merged.orders[0]!.shipping.deliveryModeId).toBe(5)
    expect(merged.orders[0]!.promoCode).toBe('BIENVENUE10')
  })

  it('is the other cart when one side is empty', () => {
    const cart = addProduct(emptyCart(), source, sancerre, 2)
    expect(mergeCarts(emptyCart(), cart).orders).toEqual(cart.orders)
    expect(mergeCarts(cart, emptyCart()).orders).toEqual(cart.orders)
  })

  it('caps merged quantities', () => {
    const a = addProduct(emptyCart(), source, sancerre, MAX_LINE_QUANTITY)
    expect(lines(mergeCarts(a, a))).toEqual([['10-100-1000', MAX_LINE_QUANTITY]])
  })
})

describe('counting and pricing requests', () => {
  const cart = setPromoCode(
    setDelivery(addProduct(addProduct(emptyCart(), source, sancerre, 2), martin, cognac, 6), 2, 4),
    1,
    'BIENVENUE10',
  )

  it('counts the units of every order, reserved places included', () => {
    expect(countItems(cart)).toBe(8)
    const withPlaces = structuredClone(cart)
    withPlaces.orders[0]!.reservations.push({ totalQuantity: 3 })
    expect(countItems(withPlaces)).toBe(11)
    expect(countItems(emptyCart())).toBe(0)
  })

  it('sends ids, quantities and choices, never a price', () => {
    expect(pricingRequest(cart)).toEqual({
      orders: [
        {
          sellerId: 1,
          products: [{ idTmp: '10-100-1000', ...sancerre, quantity: 2, isWrapped: false }],
          promoCode: 'BIENVENUE10',
        },
        {
          sellerId: 2,
          products: [{ idTmp: '20-200-2000', ...cognac, quantity: 6, isWrapped: false }],
          deliveryModeId: 4,
        },
      ],
    })
    expect(JSON.stringify(pricingRequest(cart))).not.toMatch(/price|total/i)
  })
})

describe('the stored shape', () => {
  it('accepts a cart made by the operations', () => {
    const cart = setWrapping(addProduct(emptyCart(), source, sancerre, 3), lineId(sancerre), true)
    expect(storedCartSchema.safeParse(cart).success).toBe(true)
  })

  it('refuses prices and bad quantities', () => {
    const cart = addProduct(emptyCart(), source, sancerre)
    const zero = structuredClone(cart)
    zero.orders[0]!.products[0]!.quantity = 0
    expect(storedCartSchema.safeParse(zero).success).toBe(false)
    const priced = { orders: [{ ...cart.orders[0], price: { totalTTC: 1 } }] }
    // Unknown keys are stripped, so a price never survives a round trip through the schema.
    expect(JSON.stringify(storedCartSchema.parse(priced))).not.toContain('totalTTC')
  })

  it('reads back a damaged cart by dropping what does not fit', () => {
    const cart = addProduct(addProduct(emptyCart(), source, sancerre), martin, cognac)
    const damaged = structuredClone(cart) as unknown as { orders: Record<string, unknown>[] }
    ;(damaged.orders[0]!.products as unknown[]).push({ idTmp: 'x', quantity: 'many' })
    damaged.orders[1]!.seller = null
    const read = readCart(damaged)
    expect(read.orders.map((o) => o.seller.id)).toEqual([1])
    expect(lines(read)).toEqual([['10-100-1000', 1]])
    expect(readCart(null)).toEqual(emptyCart())
    expect(readCart({ orders: 'no' })).toEqual(emptyCart())
  })
})
