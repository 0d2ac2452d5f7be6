/** Cart, pricing and orders: delivery modes, cart prices, visitor carts, checkout, order workflow. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const orderId: Param = { name: 'id', in: 'path', description: 'Order id', type: 'integer' }
const record =
  'OrderRecord: the order row (status, paymentType, paymentStatus, typology, ttc, totalHtCents, tvaCents, dutiesCents, shippingCents, wrappingCents, promoAmountCents, totalTtcCents, shipping, deliveryAddress, billingAddress, contact, promoCode, promotions, notes, checkoutId, createdAt…) with lines [{ productId, formatId, vintageId, name, formatLabel, vintageName, quantity, unitPriceCents, vatRate, totalHtCents, vatCents, dutiesCents, totalTtcCents, isWrapped }], shop { id, name } and buyer { id, username, email }'
const priceFields =
  'Prices are never sent: a price field anywhere (price, priceCents, unitPriceCents, totalTTC…) is refused with 400 ‘Les prix sont calculés par le serveur.’, and so is any unknown key.'

export const orderPaths: Record<string, Record<string, Op>> = {
  '/shops/{id}/delivery-modes': {
    get: {
      summary:
        'The shop’s active delivery modes, in its order: deliveryModes [{ id, kind (carrier, pickup, collectionPoint), name, description, address, pricesByBottles, bottlesPerParcel, extraParcelCents, freeFromCents, freeFromBottles, mountainSurchargeCents, position }]. With country (and zipcode), only the modes serving that delivery address: a carrier whose address names a country delivers there only; pick-ups and collection points serve every address. 400 ‘Paramètre invalide.’ for a zipcode without country or any other parameter.',
      params: [
        { name: 'id', in: 'path', description: 'Shop id, public code or url slug' },
        { name: 'country', in: 'query', description: 'Delivery address country code (FR, BE…)' },
        { name: 'zipcode', in: 'query', description: 'Delivery address zip code (with country)' },
      ],
    },
  },
  '/orders/get-cart-price': {
    post: {
      summary: `Price a cart: { orders: [{ sellerId, products: [{ idTmp, productId, formatId, vintageId, quantity, isWrapped }], deliveryModeId?, promoCode?, mountain?, paymentType? }], deliveryAddress?: { country, zipcode? } } (20 sellers, 200 lines each at most) → orders [{ sellerId, sellerName, typology { key, name, ttc }, franco, price { totalHT, tva, duties, shipping, promoAmount, wrapping, totalTTC, payLater }, francoPercent, amountBeforeFranco, amountBeforeBottleFranco, nbrPackages, bottles, lines [{ idTmp, unitPriceCents, ttc, quantity, discountCents, totalHtCents, vatRate, vatCents, dutiesCents, totalTtcCents, wrappingCents, bottles }], promotions, promoCode, deliveryModeId, errors [{ code, message, messageEn, lineId?, value? }], deliveryModes, paymentTypes }]. No token needed; a Bearer token prices in the typology the user has in each shop. A product, format or vintage unknown to that seller (or not offered to the typology) gets the line error ‘Produit inexistant’. With deliveryAddress (and always at checkout, from its delivery address), deliveryModes lists only the modes serving it, and a chosen mode that does not gets the error noDeliveryMode ‘Aucun mode de livraison disponible pour cette adresse’ (no shipping charged). ${priceFields}`,
      body: 'PriceRequest',
    },
  },
  '/orders': {
    get: {
      summary: `Orders, newest first, 20 a page: orders (${record}), total (counted up to 10,000), totalCapped (true when more match), page, pageSize. Buyers get theirs; owners and collaborators with seeAllOrder get their shop’s; anyone else 403.`,
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
      summary: `Place the cart (buyers only; anyone else 403 ‘Seuls les acheteurs peuvent commander.’): { checkoutId (uuid made by the checkout page), orders [as get-cart-price, with paymentType, instructions?, notes?], deliveryAddress { name?, street, zipcode, city, country… }, billingAddress (null: the delivery address), contact { lastname, firstname, email, phone… }, mountain?, acceptTerms: true, isAdult: true }. Every order is priced again and checked; any error answers 400 with errors { "orders.<sellerId>": messages } and orders [{ sellerId, errors }], and nothing is placed. Otherwise one pending order per seller, counted stock taken, the seller’s owner notified and mailed, those sellers removed from the user’s cart: 201 orders (${record}). The same checkoutId again answers 200 with the same orders. Card (stripe) and SEPA (stripeSepa) orders are placed with paymentStatus pending and also answer redirectUrl, Stripe’s hosted page in setup mode (the card or mandate is saved, nothing is debited until validation), which comes back to /validate3ds?session_id=…; without Stripe keys they are refused with 400 ‘Le paiement par carte n’est pas disponible.’`,
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
        'Owner or collaborator with seeAllOrder: a pending order of the shop becomes validated, and its buyer is notified and mailed: message, order. A card or SEPA order is then debited off-session on the saved card or mandate (idempotency key order-{id}-charge): paymentStatus paid, processing (SEPA) or requiresAction (3-D Secure: the buyer is notified with /validate3ds?order={id}); a refusal leaves the order validated with paymentStatus error, the reason in message, and the buyer notified. 409 from any other status.',
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
  '/payments/stripe/return': {
    post: {
      summary:
        'The buyer is back from Stripe’s hosted page: { sessionId } (cs_…). A setup session records the saved card or SEPA mandate on its orders (paymentStatus setup; orders already validated are debited at once); a payment session records the debit (paid, or processing for SEPA): orders, paymentStatus, message, and redirectUrl when another order of the same checkout needs its own imprint. 400 ‘Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.’ when the session was not completed; 404 for another buyer’s session; 400 ‘Le paiement par carte n’est pas disponible.’ without Stripe keys.',
      auth: 'user',
      body: 'StripeReturn',
    },
  },
  '/payments/stripe/orders/{id}/pay': {
    post: {
      summary:
        'The buyer pays their own card or SEPA order: redirectUrl to the bank’s 3-D Secure page (paymentStatus requiresAction), to Stripe’s page for a missing imprint (pending order) or for the whole amount (after a refusal); or message alone when the imprint is already saved. 409 when already paid, closed, or not paid by card or SEPA.',
      auth: 'user',
      params: [orderId],
    },
  },
  '/payments/stripe/orders/{id}/confirm': {
    post: {
      summary:
        'Back from 3-D Secure: { paymentIntentId } (pi_…, the order’s). Paid (or processing): orders, paymentStatus, message. Refused: paymentStatus error and 400 with the failure message; the buyer may retry from /validate3ds?order={id}.',
      auth: 'user',
      body: 'StripeConfirm',
      params: [orderId],
    },
  },
  '/payments/stripe/webhook': {
    post: {
      summary:
        'Stripe’s webhook (no session: the `Stripe-Signature` header, HMAC-SHA256 of the raw body with STRIPE_WEBHOOK_SECRET, 300 s tolerance). 400 ‘La signature de la notification Stripe est invalide.’ when missing, wrong or stale; 503 ‘Les notifications de Stripe ne sont pas configurées sur ce serveur.’ without the secret. Each event id is handled once (a retry answers duplicate: true). payment_intent.succeeded → the orders it pays (metadata order/orders, else orders.payment.paymentIntent) become paid, earn their loyalty points and get one ledger row (payments: kind payment, method stripe or stripeSepa, amount = order TTC, reference = the PaymentIntent); payment_intent.processing → processing; payment_intent.payment_failed → error, the buyer notified and mailed ‘Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.’ with the order’s link; checkout.session.completed (setup mode) → the saved card or mandate recorded as the buyer’s return does; mandate.updated → the sepa_mandates row (active → completed, inactive → error, pending → processing), created for the shop of an order whose payment names the mandate; charge.refunded (in full) → refunded and a negative refund row. A move the payment lifecycle forbids (processing after paid) is acknowledged and changes nothing; other event types are acknowledged. Answer: received, type, duplicate?, orders (ids changed), mandates (ids created or changed).',
      body: 'StripeEvent',
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
