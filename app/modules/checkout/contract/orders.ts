/**
 * The cart's price (public) and the orders: placing them (buyers), reading them (their buyer, or
 * the shop's owner and collaborators with seeAllOrder), and their transitions.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { Checkout, PriceRequest } from '#app/modules/checkout/domain/cart-schema'
import { OrderListQuery } from '#app/modules/checkout/domain/order-list'
import { PublicDeliveryMode } from '#app/modules/delivery/contract'
import { OrderDetail, OrderRecord } from '#app/modules/sales/contract/orders'
import { cartErrorCodes } from '#app/modules/pricing/domain/types'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'

const int = () => z.number().int()

export const CartError = z.object({
  code: z.enum(cartErrorCodes),
  message: z.string(),
  messageEn: z.string(),
  lineId: z.string().optional(),
  value: z.number().optional(),
})

/** Every amount in cents TTC except `totalHT`, `tva` and `duties`. */
export const PriceTotals = z.object({
  totalHT: int(),
  tva: int(),
  duties: int(),
  shipping: int(),
  promoAmount: int(),
  wrapping: int(),
  totalTTC: int(),
  payLater: z.literal(0),
  loyaltyDiscount: int().optional(),
})

const PricedLine = z.object({
  idTmp: z.string(),
  unitPriceCents: int(),
  ttc: z.boolean(),
  quantity: int(),
  discountCents: int(),
  totalHtCents: int(),
  vatRate: z.number(),
  vatCents: int(),
  dutiesCents: int(),
  totalTtcCents: int(),
  wrappingCents: int(),
  bottles: z.number(),
  isFromFidelity: z.boolean().optional(),
})

/** The seller's loyalty programme for this buyer, and the reward chosen in this order. */
const PricedLoyalty = z
  .object({
    active: z.boolean(),
    pointsPerEuro: int(),
    rewards: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        pointsRequired: int(),
        kind: z.enum(['discount', 'products']),
        discountCents: int().optional(),
        formatIds: z.array(int()).optional(),
        maxChoices: int().optional(),
        reached: z.boolean(),
      }),
    ),
    balance: z.object({ total: int(), earned: int(), spent: int(), required: int() }).nullable(),
    selected: z
      .object({
        rewardId: z.string(),
        name: z.string(),
        kind: z.enum(['discount', 'products']),
        pointsToLose: int(),
        discountCents: int(),
      })
      .nullable(),
  })
  .nullable()

/** One seller's order of the cart, priced by the server. */
export const PricedOrder = z.object({
  sellerId: int(),
  sellerName: z.string().nullable(),
  typology: z.object({ key: z.string(), name: z.string(), ttc: z.boolean() }).nullable(),
  franco: z.boolean(),
  price: PriceTotals,
  /** Progress toward free shipping, 0 to 100. */
  francoPercent: z.number(),
  amountBeforeFranco: int(),
  amountBeforeBottleFranco: z.number(),
  nbrPackages: int(),
  bottles: z.number(),
  lines: z.array(PricedLine),
  promotions: z.array(
    z.object({ id: int(), name: z.string(), code: z.string().nullable(), amountCents: int() }),
  ),
  promoCode: z.object({ code: z.string(), known: z.boolean(), applied: z.boolean() }).nullable(),
  deliveryModeId: int().nullable(),
  errors: z.array(CartError),
  /** The seller's modes serving the delivery address (all of them without one). */
  deliveryModes: z.array(PublicDeliveryMode),
  paymentTypes: z.array(z.string()),
  loyalty: PricedLoyalty,
  /** The tax regime of the sale once the address is known (issue 15 §1); null before it. */
  taxRegime: z.enum(['france', 'intraEuBusiness', 'export', 'distanceSelling']).nullable(),
  /** The countries the seller delivers (ISO codes, France first) per buyer kind. */
  servedCountries: z.object({ business: z.array(z.string()), private: z.array(z.string()) }),
})

const orderAnswer = (description: string) =>
  json(success({ message: z.string(), order: OrderRecord }), description)

export const cartPriceRoute = createRoute({
  method: 'post',
  path: '/orders/get-cart-price',
  summary:
    'Price a cart (20 sellers, 200 lines each at most). No token needed; a Bearer token prices in the typology the user has in each shop. With deliveryAddress, deliveryModes lists only the modes serving it. Prices are never sent: a price field anywhere is refused with 400 ‘Les prix sont calculés par le serveur.’, and so is any unknown key.',
  request: { body: body(PriceRequest) },
  responses: {
    200: json(success({ orders: z.array(PricedOrder) }), 'The priced orders'),
    ...refusals.badInput,
  },
})

export const placeOrdersRoute = createRoute({
  method: 'post',
  path: '/orders',
  summary:
    'Place the cart (buyers only; anyone else 403 ‘Seuls les acheteurs peuvent commander.’). Every order is priced again and checked; any error answers 400 with errors { "orders.<sellerId>": messages } and orders [{ sellerId, errors }], and nothing is placed. Otherwise one pending order per seller (201). The same checkoutId again answers 200 with the same orders. Card and SEPA orders also answer redirectUrl, Stripe’s hosted page in setup mode.',
  security: bearer,
  request: { body: body(Checkout) },
  responses: {
    200: json(
      success({
        message: z.string().optional(),
        orders: z.array(OrderRecord),
        redirectUrl: z.string().optional(),
      }),
      'Already placed by this checkout: the same orders',
    ),
    201: json(
      success({
        message: z.string().optional(),
        orders: z.array(OrderRecord),
        redirectUrl: z.string().optional(),
      }),
      'Placed',
    ),
    400: json(
      Refusal.extend({
        orders: z.array(z.object({ sellerId: int(), errors: z.array(CartError) })).optional(),
      }),
      'Invalid input, or orders refused: the errors of each seller’s order',
    ),
    ...refusals.signedIn,
  },
})

export const listOrdersRoute = createRoute({
  method: 'get',
  path: '/orders',
  summary:
    'Orders, newest first, 20 a page (total counted up to 10,000; totalCapped when more match). Buyers get theirs; owners and collaborators with seeAllOrder get their shop’s; agents those of their clients; anyone else 403.',
  security: bearer,
  request: { query: OrderListQuery },
  responses: {
    200: json(
      success({
        orders: z.array(OrderRecord),
        total: int(),
        totalCapped: z.boolean(),
        page: int(),
        pageSize: int(),
      }),
      'One page of orders',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const orderRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  summary:
    'One order for its buyer or its shop’s owner and collaborators with seeAllOrder; 404 for anyone else.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ order: OrderDetail }), 'The order'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const validateOrderRoute = createRoute({
  method: 'put',
  path: '/orders/{id}/validate',
  summary:
    'Owner or collaborator with seeAllOrder: a pending order of the shop becomes validated, and its buyer is notified and mailed. A card or SEPA order is then debited off-session on the saved card or mandate; a refusal leaves the order validated with paymentStatus error, the reason in message. 409 from any other status.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: orderAnswer('Validated'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not pending'),
  },
})

export const refuseOrderRoute = createRoute({
  method: 'put',
  path: '/orders/{id}/refuse',
  summary:
    'Owner or collaborator with seeAllOrder: a pending order of the shop becomes refused, its units go back to stock, and its buyer is notified and mailed. 409 from any other status.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: orderAnswer('Refused'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not pending'),
  },
})

export const abortOrderRoute = createRoute({
  method: 'put',
  path: '/orders/{id}/aborted-cart',
  summary:
    'The buyer empties their cart: their own draft or pending order becomes aborted and its units go back to stock. 409 from any other status, 404 for someone else’s order.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: orderAnswer('Aborted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not a draft or pending'),
  },
})
