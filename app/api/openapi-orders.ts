/** Cart, pricing and orders: delivery modes, cart prices, visitor carts, checkout, order workflow. */
import type { Op, Param } from './openapi'

const orderId: Param = { name: 'id', in: 'path', description: 'Order id', type: 'integer' }
const token: Param = {
  name: 'token',
  in: 'path',
  description: 'The visitor cart’s token: 43 base64url characters (32 random bytes)',
}
const record =
  'OrderRecord: the order row (status, paymentType, paymentStatus, typology, ttc, totalHtCents, tvaCents, dutiesCents, shippingCents, wrappingCents, promoAmountCents, totalTtcCents, shipping, deliveryAddress, billingAddress, contact, promoCode, promotions, notes, checkoutId, createdAt…) with lines [{ productId, formatId, vintageId, name, formatLabel, vintageName, quantity, unitPriceCents, vatRate, totalHtCents, vatCents, dutiesCents, totalTtcCents, isWrapped }], shop { id, name } and buyer { id, username, email }'
const priceFields =
  'Prices are never sent: a price field anywhere (price, priceCents, unitPriceCents, totalTTC…) is refused with 400 ‘Les prix sont calculés par le serveur.’, and so is any unknown key.'

export const orderPaths: Record<string, Record<string, Op>> = {
  '/shops/{id}/delivery-modes': {
    get: {
      summary:
        'The shop’s active delivery modes, in its order: deliveryModes [{ id, kind (carrier, pickup, collectionPoint), name, description, address, pricesByBottles, bottlesPerParcel, extraParcelCents, freeFromCents, freeFromBottles, mountainSurchargeCents, position }]',
      params: [{ name: 'id', in: 'path', description: 'Shop id, public code or url slug' }],
    },
  },
  '/orders/get-cart-price': {
    post: {
      summary: `Price a cart: { orders: [{ sellerId, products: [{ idTmp, productId, formatId, vintageId, quantity, isWrapped }], deliveryModeId?, promoCode?, mountain?, paymentType? }] } (20 sellers, 200 lines each at most) → orders [{ sellerId, sellerName, typology { key, name, ttc }, franco, price { totalHT, tva, duties, shipping, promoAmount, wrapping, totalTTC, payLater }, francoPercent, amountBeforeFranco, amountBeforeBottleFranco, nbrPackages, bottles, lines [{ idTmp, unitPriceCents, ttc, quantity, discountCents, totalHtCents, vatRate, vatCents, dutiesCents, totalTtcCents, wrappingCents, bottles }], promotions, promoCode, deliveryModeId, errors [{ code, message, messageEn, lineId?, value? }], deliveryModes, paymentTypes }]. No token needed; a Bearer token prices in the typology the user has in each shop. A product, format or vintage unknown to that seller (or not offered to the typology) gets the line error ‘Produit inexistant’. ${priceFields}`,
      body: 'PriceRequest',
    },
  },
  '/carts/visitor/{token}': {
    get: {
      summary:
        'The cart of a visitor who is not signed in: cart { orders, lastUpdated }. An unknown token answers 404 with an empty cart.',
      params: [token],
    },
    put: {
      summary: `Save a visitor’s cart ({ cart: { orders: [{ id, seller { id, name }, products [{ idTmp, productId, formatId, vintageId, quantity, isWrapped }], reservations, shipping { deliveryModeId, instructions }, payment { type }, promoCode, mountain, notes }] } }, 64 KB at most): cart. Carts untouched for 30 days are deleted. ${priceFields}`,
      body: 'VisitorCart',
      params: [token],
    },
  },
  '/users/me/cart/merge': {
    post: {
      summary:
        'After sign-in, merge a visitor cart ({ token }) into the user’s cart (same lines add up) and delete it: cart. An unknown token merges nothing.',
      auth: 'user',
      body: 'CartMerge',
    },
  },
  '/orders': {
    get: {
      summary: `Orders, newest first, 20 a page: orders (${record}), total, page, pageSize. Buyers get theirs; owners and collaborators with seeAllOrder get their shop’s; anyone else 403.`,
      auth: 'user',
      params: [
        {
          name: 'status',
          in: 'query',
          description:
            'draft, pending, validated, refused, cancelled, aborted, expired, invoiced or error',
        },
        { name: 'page', in: 'query', description: 'Page number, from 1', type: 'integer' },
      ],
    },
    post: {
      summary: `Place the cart (buyers only; anyone else 403 ‘Seuls les acheteurs peuvent commander.’): { checkoutId (uuid made by the checkout page), orders [as get-cart-price, with paymentType, instructions?, notes?], deliveryAddress { name?, street, zipcode, city, country… }, billingAddress (null: the delivery address), contact { lastname, firstname, email, phone… }, mountain?, acceptTerms: true, isAdult: true }. Every order is priced again and checked; any error answers 400 with errors { "orders.<sellerId>": messages } and orders [{ sellerId, errors }], and nothing is placed. Otherwise one pending order per seller, counted stock taken, the seller’s owner notified and mailed, those sellers removed from the user’s cart: 201 orders (${record}). The same checkoutId again answers 200 with the same orders.`,
      auth: 'user',
      body: 'Checkout',
      created: true,
    },
  },
  '/orders/{id}': {
    get: {
      summary: `One order (${record}) for its buyer or its shop’s owner and collaborators with seeAllOrder; 404 for anyone else.`,
      auth: 'user',
      params: [orderId],
    },
  },
  '/orders/{id}/validate': {
    put: {
      summary:
        'Owner or collaborator with seeAllOrder: a pending order of the shop becomes validated, and its buyer is notified and mailed: order. 409 from any other status.',
      auth: 'user',
      params: [orderId],
    },
  },
  '/orders/{id}/refuse': {
    put: {
      summary:
        'Owner or collaborator with seeAllOrder: a pending order of the shop becomes refused, its units go back to stock, and its buyer is notified and mailed: order. 409 from any other status.',
      auth: 'user',
      params: [orderId],
    },
  },
  '/orders/{id}/aborted-cart': {
    put: {
      summary:
        'The buyer empties their cart: their own draft or pending order becomes aborted and its units go back to stock: order. 409 from any other status, 404 for someone else’s order.',
      auth: 'user',
      params: [orderId],
    },
  },
}
