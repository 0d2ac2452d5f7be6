/**
 * The cart's shapes as the API accepts them: the stored cart (ids and quantities, never a price),
 * the body of a price request and the body of a checkout. The server prices every cart itself,
 * so a price sent by a client is refused outright rather than silently ignored.
 */
import * as z from 'zod'
import { MAX_LINE_QUANTITY, MAX_LINES, MAX_ORDERS } from './cart'
import {
  bounded,
  maxLength as max,
  messages as rules,
  needed,
  text,
} from '#app/platform/domain/validation'
import { isValidVatNumber } from '#app/platform/domain/vat-number'

export const pricesByServer = 'Les prix sont calculés par le serveur.'

/**
 * Bounds on one price request or checkout: sellers, and lines per seller. Stored carts keep the
 * tighter bounds of app/modules/checkout/domain/cart.ts, which reads them back.
 */
export const MAX_CART_ORDERS = 20
export const MAX_ORDER_LINES = 200

/** What a person reads when a cart body breaks a bound (spec 8: messages for people, in French). */
export const cartText = {
  empty: 'Votre panier est vide.',
  tooManyOrders: `Votre panier ne peut pas regrouper plus de ${MAX_CART_ORDERS} vendeurs.`,
  tooManyLines: `Une commande ne peut pas contenir plus de ${MAX_ORDER_LINES} lignes.`,
  quantity: 'La quantité doit être un nombre entier d’au moins 1.',
  quantityMax: 'La quantité demandée est trop grande.',
} as const

/** Keys that carry an amount; any of them, anywhere in a cart body, is a client-side price. */
const PRICE_KEY = /price|^total|^tva$|^vat|amount|cents$|^duties$|^franco/i

/** The path of the first price field in `value`, or null. */
export function findPriceField(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findPriceField(value[i], [...path, i])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (PRICE_KEY.test(key)) return [...path, key]
      const found = findPriceField(inner, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * `schema`, after refusing any price field with the one message users should read. A preprocess,
 * so that the OpenAPI document describes the body by `schema` itself.
 */
function priceFree<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    const path = findPriceField(value)
    if (path) ctx.addIssue({ code: 'custom', message: pricesByServer, path, input: value })
    return value
  }, schema)
}

const id = z.number().int().positive().max(2_147_483_647)
/** A body without its orders is an empty cart; any other wrong type keeps the general sentence. */
const noOrders = (issue: { input?: unknown }) =>
  issue.input === undefined ? cartText.empty : undefined

const quantity = z
  .number({ error: cartText.quantity })
  .int(cartText.quantity)
  .min(1, cartText.quantity)
  .max(100_000, cartText.quantityMax)
const promoCode = z.string().trim().max(15, rules.promoCode)

export const CartProduct = z.strictObject({
  idTmp: z.string().min(1).max(64),
  productId: id,
  formatId: id,
  vintageId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  isWrapped: z.boolean().default(false),
})
export type CartProduct = z.output<typeof CartProduct>

export const CartOrder = z.strictObject({
  id: z.string().min(1).max(64),
  seller: z.strictObject({ id, name: z.string().max(200) }),
  products: z.array(CartProduct).max(MAX_LINES),
  /** Event reservations belong to wine tourism: kept as they are, never priced here. */
  reservations: z.array(z.unknown()).max(MAX_LINES).default([]),
  shipping: z
    .strictObject({
      deliveryModeId: id.nullable().optional(),
      instructions: z.string().max(1000).optional(),
    })
    .default({}),
  payment: z.strictObject({ type: z.string().max(50).nullable().optional() }).default({}),
  promoCode: promoCode.nullable().optional(),
  mountain: z.boolean().optional(),
  notes: z.string().max(2000).optional(),
  loyaltyData: z
    .strictObject({
      selectedLevel: z.string().min(1).max(64),
      pointsToLose: z.number().int().min(0).max(10_000_000).optional(),
      products: z
        .array(z.strictObject({ productId: id, formatId: id, vintageId: id }))
        .max(20)
        .optional(),
    })
    .nullable()
    .optional(),
})
export type CartOrder = z.output<typeof CartOrder>

const StoredCartShape = z.strictObject({
  orders: z.array(CartOrder).max(MAX_ORDERS),
  lastUpdated: z.string().max(40).optional(),
})
/** The cart kept on the user (PUT /users/me) or for a visitor (PUT /carts/visitor/:token). */
export const StoredCart = priceFree(StoredCartShape)
export type StoredCart = z.output<typeof StoredCartShape>

export const emptyCart = (): StoredCart => ({ orders: [] })

/** The random token naming a visitor's cart (its `visitorCart` cookie): 32 bytes, base64url. */
export const VISITOR_TOKEN = /^[A-Za-z0-9_-]{43}$/

const PricedLine = z.strictObject({
  idTmp: z.string().min(1).max(64),
  productId: id,
  formatId: id,
  vintageId: id,
  quantity,
  isWrapped: z.boolean().default(false),
})

const PricedOrderShape = z.strictObject({
  sellerId: id,
  products: z.array(PricedLine).max(MAX_ORDER_LINES, cartText.tooManyLines),
  deliveryModeId: id.nullable().optional(),
  promoCode: promoCode.nullable().optional(),
  mountain: z.boolean().optional(),
  paymentType: z.string().max(40).nullable().optional(),
  /** A loyalty reward of the seller's programme and its free products (one unit each). */
  loyalty: z
    .strictObject({
      rewardId: z.string().min(1).max(64),
      products: z
        .array(z.strictObject({ productId: id, formatId: id, vintageId: id }))
        .max(20)
        .default([]),
    })
    .nullable()
    .optional(),
})
export type PricedOrderRequest = z.output<typeof PricedOrderShape>

const PriceRequestShape = z.strictObject({
  orders: z
    .array(PricedOrderShape, { error: noOrders })
    .min(1, cartText.empty)
    .max(MAX_CART_ORDERS, cartText.tooManyOrders),
  /** Once known: only the delivery modes serving it are offered and accepted. */
  deliveryAddress: z
    .strictObject({
      country: z.string().trim().min(1).max(100),
      zipcode: z.string().trim().max(20).optional(),
    })
    .nullable()
    .optional(),
  /** The buyer as the checkout's 'Vous' step has them: the tax regime follows (issue 15 §1). */
  buyer: z
    .strictObject({
      buyerType: z.enum(['particulier', 'professionnel']),
      euVatNumber: text(max.vatNumber).refine(isValidVatNumber, rules.vatNumber).optional(),
    })
    .optional(),
})
/** POST /orders/get-cart-price. */
export const PriceRequest = priceFree(PriceRequestShape)
export type PriceRequest = z.output<typeof PriceRequestShape>

const optionalText = (length: number) => text(length).optional()

export const CheckoutAddress = z.strictObject({
  title: optionalText(max.name),
  name: optionalText(max.name),
  street: needed(rules.address, max.address),
  street2: optionalText(max.address),
  zipcode: needed(rules.zipCode, max.postalCode),
  city: needed(rules.city, max.name),
  country: needed(rules.country, max.name),
  county: optionalText(max.name),
  state: optionalText(max.name),
  stateCode: optionalText(max.code),
  exciseNumber: text(max.code).nullable().optional(),
})
export type CheckoutAddress = z.output<typeof CheckoutAddress>

export const CheckoutContact = z.strictObject({
  lastname: needed(rules.lastName, max.name),
  firstname: needed(rules.firstName, max.name),
  email: bounded(z.email({ error: rules.email }), max.email),
  phone: optionalText(max.phone),
  siteName: optionalText(max.name),
  registrationNumber: optionalText(max.code),
  businessName: optionalText(max.name),
  siret: text(max.siret).nullable().optional(),
  siren: text(max.siret).nullable().optional(),
  /** Particulier or professionnel (tax-regime.ts `buyerKindOf`: else a company named). */
  buyerType: z.enum(['particulier', 'professionnel']).optional(),
  /** A business's EU VAT number (not `vatNumber`: a body's `vat…` keys are prices). */
  euVatNumber: text(max.vatNumber).refine(isValidVatNumber, rules.vatNumber).nullable().optional(),
})
export type CheckoutContact = z.output<typeof CheckoutContact>

const CheckoutOrderShape = PricedOrderShape.extend({
  instructions: optionalText(max.text),
  notes: optionalText(max.text),
})
export type CheckoutOrderRequest = z.output<typeof CheckoutOrderShape>

const CheckoutShape = z.strictObject({
  /** Generated once by the checkout page: submitting it twice places the orders once. */
  checkoutId: z.uuid(),
  orders: z
    .array(CheckoutOrderShape, { error: noOrders })
    .min(1, cartText.empty)
    .max(MAX_CART_ORDERS, cartText.tooManyOrders),
  deliveryAddress: CheckoutAddress,
  /** Absent when the delivery address is the billing address too. */
  billingAddress: CheckoutAddress.nullable().optional(),
  contact: CheckoutContact,
  /** The mountain-address flag of the delivery address, for every order that does not set its own. */
  mountain: z.boolean().optional(),
  acceptTerms: z.literal(true, { error: rules.terms }),
  /** The general terms of sale of every shop ordered from (issue 15 §4); orders keep the version. */
  acceptSalesTerms: z.literal(true, { error: rules.salesTerms }),
  isAdult: z.literal(true, { error: rules.adult }),
})
/** POST /orders. */
export const Checkout = priceFree(CheckoutShape)
export type Checkout = z.output<typeof CheckoutShape>
