/**
 * The stored cart and its pure operations (spec 3 Cart / Cart order / Cart product, spec 4 Cart).
 * A stored cart holds ids and quantities only, never a price: the provider prices it
 * (POST /orders/get-cart-price), so a forged price can never reach an order.
 */
import * as z from 'zod'
import { PROMO_CODE_MAX } from '#app/modules/catalogue/domain/catalogue'

/** Most units of one line: a cart is not a warehouse, and the number stays a safe integer. */
export const MAX_LINE_QUANTITY = 999
/** Most lines in one seller's order and most seller orders in a cart. */
export const MAX_LINES = 100
export const MAX_ORDERS = 20

export const cartMessages = {
  quantity: `La quantité doit être un nombre entier entre 1 et ${MAX_LINE_QUANTITY}.`,
  tooManyLines: `Une commande compte ${MAX_LINES} lignes au plus.`,
  tooManyOrders: `Un panier compte ${MAX_ORDERS} producteurs au plus.`,
} as const

const id = z.number().int().positive().max(2_147_483_647)

export const cartProductSchema = z.object({
  idTmp: z.string().min(1).max(64),
  productId: id,
  formatId: id,
  vintageId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  isWrapped: z.boolean(),
})

const choiceSchema = z.object({ productId: id, formatId: id, vintageId: id })

/**
 * Spec 3 `loyaltyData`: the reward chosen (`selectedLevel`, a reward id), the points it costs as
 * the page showed them, and the free products picked. The server checks and prices all of it;
 * the amount of a discount is never stored (a cart holds no price).
 */
export const loyaltyDataSchema = z.object({
  selectedLevel: z.string().min(1).max(64),
  pointsToLose: z.number().int().min(0).max(10_000_000).optional(),
  products: z.array(choiceSchema).max(20).optional(),
})
export type LoyaltyData = z.infer<typeof loyaltyDataSchema>

export const cartOrderSchema = z.object({
  id: z.string().min(1).max(64),
  seller: z.object({ id, name: z.string().max(200) }),
  products: z.array(cartProductSchema).max(MAX_LINES),
  // Event reservations belong to the wine-tourism issue: kept as they are, never read here.
  reservations: z.array(z.unknown()).max(MAX_LINES),
  shipping: z.object({
    deliveryModeId: id.nullable().optional(),
    instructions: z.string().max(1000).optional(),
  }),
  payment: z.object({ type: z.string().max(50).nullable().optional() }),
  promoCode: z.string().max(PROMO_CODE_MAX).nullable().optional(),
  mountain: z.boolean().optional(),
  notes: z.string().max(2000).optional(),
  loyaltyData: loyaltyDataSchema.nullable().optional(),
})

/** The stored cart's shape (PUT /users/me, PUT /carts/visitor/:token): ids and quantities only. */
export const storedCartSchema = z.object({
  orders: z.array(cartOrderSchema).max(MAX_ORDERS),
  lastUpdated: z.string().max(40).optional(),
})

export type CartProduct = z.infer<typeof cartProductSchema>
export type CartOrder = z.infer<typeof cartOrderSchema>
export type Cart = z.infer<typeof storedCartSchema>
export type Seller = CartOrder['seller']
export type ProductChoice = { productId: number; formatId: number; vintageId: number }

export const emptyCart = (): Cart => ({ orders: [] })

/**
 * A cart read back from storage: what does not fit the shape is dropped rather than failing the
 * page (an older or hand-edited cart must not lock its owner out of the shop).
 */
export function readCart(value: unknown): Cart {
  const parsed = storedCartSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const orders = (value as { orders?: unknown })?.orders
  if (!Array.isArray(orders)) return emptyCart()
  const kept = orders.slice(0, MAX_ORDERS).flatMap((o) => {
    const products = Array.isArray(o?.products)
      ? o.products.flatMap((p: unknown) => {
          const line = cartProductSchema.safeParse(p)
          return line.success ? [line.data] : []
        })
      : []
    const order = cartOrderSchema.safeParse({ ...o, products, reservations: o?.reservations ?? [] })
    return order.success ? [order.data] : []
  })
  return dropEmptyOrders({ orders: kept })
}

/** The temporary id of a line: one line per product, format and vintage in an order. */
export const lineId = (p: ProductChoice) => `${p.productId}-${p.formatId}-${p.vintageId}`
export const orderId = (sellerId: number) => `o-${sellerId}`

const clamp = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)))

/** Spec 4: an order is removed when it holds no products and no reservations. */
export function dropEmptyOrders(cart: Cart): Cart {
  return {
    ...cart,
    orders: cart.orders.filter((o) => o.products.length > 0 || o.reservations.length > 0),
  }
}

function mapLines(cart: Cart, idTmp: string, change: (p: CartProduct) => CartProduct | null) {
  return dropEmptyOrders({
    ...cart,
    orders: cart.orders.map((o) => ({
      ...o,
      products: o.products.flatMap((p) => {
        if (p.idTmp !== idTmp) return [p]
        const next = change(p)
        return next && next.quantity > 0 ? [next] : []
      }),
    })),
  })
}

function mapOrder(cart: Cart, sellerId: number, change: (o: CartOrder) => CartOrder): Cart {
  return { ...cart, orders: cart.orders.map((o) => (o.seller.id === sellerId ? change(o) : o)) }
}

export class CartLimitError extends Error {}

/**
 * Spec 4: the same product (format and vintage) increments its line; otherwise a new line with
 * the given quantity (1 by default), in the seller's order, created when missing.
 */
export function addProduct(cart: Cart, seller: Seller, choice: ProductChoice, quantity = 1): Cart {
  const amount = clamp(quantity)
  if (amount < 1) return cart
  const idTmp = lineId(choice)
  const existing = cart.orders.find((o) => o.seller.id === seller.id)
  if (!existing) {
    if (cart.orders.length >= MAX_ORDERS) throw new CartLimitError(cartMessages.tooManyOrders)
    const order: CartOrder = {
      id: orderId(seller.id),
      seller,
      products: [{ idTmp, ...choice, quantity: amount, isWrapped: false }],
      reservations: [],
      shipping: { deliveryModeId: null },
      payment: { type: null },
      promoCode: null,
    }
    return { ...cart, orders: [...cart.orders, order] }
  }
  const hasLine = existing.products.some((p) => p.idTmp === idTmp)
  if (!hasLine && existing.products.length >= MAX_LINES)
    throw new CartLimitError(cartMessages.tooManyLines)
  return mapOrder(cart, seller.id, (o) => ({
    ...o,
    seller: { ...o.seller, name: seller.name || o.seller.name },
    products: hasLine
      ? o.products.map((p) =>
          p.idTmp === idTmp ? { ...p, quantity: clamp(p.quantity + amount) } : p,
        )
      : [...o.products, { idTmp, ...choice, quantity: amount, isWrapped: false }],
  }))
}

/** Spec 4: removing decrements, or removes the line when its quantity is 1. */
export const removeProduct = (cart: Cart, idTmp: string) =>
  mapLines(cart, idTmp, (p) => ({ ...p, quantity: p.quantity - 1 }))

/** One more unit of a line already in the cart. */
export const incrementProduct = (cart: Cart, idTmp: string) =>
  mapLines(cart, idTmp, (p) => ({ ...p, quantity: clamp(p.quantity + 1) }))

/** The whole line goes, whatever its quantity. */
export const deleteLine = (cart: Cart, idTmp: string) => mapLines(cart, idTmp, () => null)

/** A typed quantity: 0 removes the line; above the maximum it is capped. */
export const setQuantity = (cart: Cart, idTmp: string, quantity: number) =>
  mapLines(cart, idTmp, (p) => ({ ...p, quantity: clamp(quantity) }))

export const setWrapping = (cart: Cart, idTmp: string, isWrapped: boolean) =>
  mapLines(cart, idTmp, (p) => ({ ...p, isWrapped }))

/**
 * Spec 4: choosing a delivery mode (a carrier, pick-up or a collection point, each a delivery
 * mode row) replaces the previous choice; null resets shipping. The price follows from the
 * server's pricing of that mode.
 */
export const setDelivery = (cart: Cart, sellerId: number, deliveryModeId: number | null) =>
  mapOrder(cart, sellerId, (o) => ({ ...o, shipping: { ...o.shipping, deliveryModeId } }))

/** The typed promo code (codes are case-insensitive: kept upper-cased); empty removes it. */
export const setPromoCode = (cart: Cart, sellerId: number, code: string | null) =>
  mapOrder(cart, sellerId, (o) => ({ ...o, promoCode: code?.trim().toUpperCase() || null }))

/** The loyalty reward chosen for a seller's order (spec 3 `loyaltyData`). */
export const setLoyalty = (cart: Cart, sellerId: number, data: LoyaltyData) =>
  mapOrder(cart, sellerId, (o) => ({ ...o, loyaltyData: data }))

/** Spec 4: a loyalty reset clears the reward's discount and free products, and the promo code. */
export const resetLoyalty = (cart: Cart, sellerId: number) =>
  mapOrder(cart, sellerId, (o) => ({ ...o, loyaltyData: null, promoCode: null }))

export const setPayment = (cart: Cart, sellerId: number, type: string | null) =>
  mapOrder(cart, sellerId, (o) => ({ ...o, payment: { ...o.payment, type: type || null } }))

/** The seller orders that remain once the given ones are gone (emptying, or orders placed). */
export const removeOrders = (cart: Cart, sellerIds: readonly number[]) => ({
  ...cart,
  orders: cart.orders.filter((o) => !sellerIds.includes(o.seller.id)),
})

/**
 * A visitor's cart brought into the signed-in user's at sign-in (spec 4): both are kept. Lines
 * of the same product add up; the user's own choices (delivery, code, payment) win, the
 * visitor's fill what the user had not chosen.
 */
export function mergeCarts(user: Cart, visitor: Cart): Cart {
  let merged: Cart = { ...user, orders: user.orders.map((o) => ({ ...o })) }
  for (const incoming of visitor.orders) {
    const mine = merged.orders.find((o) => o.seller.id === incoming.seller.id)
    if (!mine) {
      if (merged.orders.length < MAX_ORDERS)
        merged = { ...merged, orders: [...merged.orders, incoming] }
      continue
    }
    const products = [...mine.products]
    for (const line of incoming.products) {
      const at = products.findIndex((p) => p.idTmp === line.idTmp)
      if (at >= 0) {
        products[at] = {
          ...products[at]!,
          quantity: clamp(products[at]!.quantity + line.quantity),
          isWrapped: products[at]!.isWrapped || line.isWrapped,
        }
      } else if (products.length < MAX_LINES) products.push(line)
    }
    merged = mapOrder(merged, mine.seller.id, (o) => ({
      ...o,
      products,
      reservations: [...o.reservations, ...incoming.reservations].slice(0, MAX_LINES),
      shipping: {
        ...incoming.shipping,
        ...o.shipping,
        deliveryModeId: o.shipping.deliveryModeId ?? incoming.shipping.deliveryModeId ?? null,
      },
      payment: { type: o.payment.type ?? incoming.payment.type ?? null },
      promoCode: o.promoCode ?? incoming.promoCode ?? null,
      mountain: o.mountain ?? incoming.mountain,
    }))
  }
  return dropEmptyOrders(merged)
}

/** Units in the cart (the drawer's badge): products plus reserved places. */
export function countItems(cart: Cart): number {
  return cart.orders.reduce((n, o) => n + orderCount(o), 0)
}

export function orderCount(order: CartOrder): number {
  const places = order.reservations.reduce<number>((n, r) => {
    const q = (r as { totalQuantity?: unknown })?.totalQuantity
    return n + (typeof q === 'number' && Number.isFinite(q) ? q : 0)
  }, 0)
  return order.products.reduce((n, p) => n + p.quantity, 0) + places
}

/** The body of POST /orders/get-cart-price: ids and quantities, never a price. */
export function pricingRequest(cart: Cart) {
  return {
    orders: cart.orders
      .filter((o) => o.products.length > 0)
      .map((o) => ({
        sellerId: o.seller.id,
        products: o.products.map(
          ({ idTmp, productId, formatId, vintageId, quantity, isWrapped }) => ({
            idTmp,
            productId,
            formatId,
            vintageId,
            quantity,
            isWrapped,
          }),
        ),
        ...(o.shipping.deliveryModeId ? { deliveryModeId: o.shipping.deliveryModeId } : {}),
        ...(o.promoCode ? { promoCode: o.promoCode } : {}),
        ...(o.mountain ? { mountain: true } : {}),
        ...(o.payment.type ? { paymentType: o.payment.type } : {}),
        ...(o.loyaltyData
          ? {
              loyalty: {
                rewardId: o.loyaltyData.selectedLevel,
                products: o.loyaltyData.products ?? [],
              },
            }
          : {}),
      })),
  }
}

/** A quantity typed in a form: a whole number from 1 to the maximum, with spec 5's French. */
export const quantitySchema = z.coerce
  .number({ error: cartMessages.quantity })
  .int(cartMessages.quantity)
  .min(1, cartMessages.quantity)
  .max(MAX_LINE_QUANTITY, cartMessages.quantity)

/** A quantity typed on a cart line: 0 takes the line out of the cart. */
export const lineQuantitySchema = z.coerce
  .number({ error: cartMessages.quantity })
  .int(cartMessages.quantity)
  .min(0, cartMessages.quantity)
  .max(MAX_LINE_QUANTITY, cartMessages.quantity)
