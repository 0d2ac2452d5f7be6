/** Cart, pricing and orders: delivery modes, cart prices, visitor carts, checkout, order workflow. */
import type { Op } from '#app/platform/api/openapi-types'

// ---------------------------------------------------------------- loyalty (helper U's block)

/** Loyalty programmes and points (spec 2.11 Loyalty). */
export const loyaltyPaths: Record<string, Record<string, Op>> = {
  '/shops/{id}/loyalty': {
    get: {
      summary:
        'A shop’s active loyalty programme: loyalty { active, pointsPerEuro, rewards [{ id, name, pointsRequired, kind (discount, products), discountCents?, formatIds?, maxChoices?, reached }], balance } or loyalty null without one. With a Bearer token, balance { total, earned, spent, required (points still needed for the next reward) }; null for visitors. Points are earned per whole euro TTC of a paid order: card payments when paid, offline payments when the producer validates the order.',
      params: [{ name: 'id', in: 'path', description: 'Shop id, public code or url slug' }],
    },
  },
  '/loyalty': {
    get: {
      summary:
        'Owner or collaborator with seeAllPrice: their shop’s programme loyalty { active, pointsPerEuro, rewards }.',
      auth: 'user',
    },
    put: {
      summary:
        'Owner or collaborator with seeAllPrice: set the programme { active, pointsPerEuro (0–1000), rewards [{ id? (kept from GET: carts name rewards by id), name, pointsRequired, kind: discount with discountCents TTC | products with formatIds and maxChoices }] (20 at most) }: loyalty, message. A reward is chosen in a cart order with loyalty { rewardId, products [{ productId, formatId, vintageId }] } in get-cart-price and POST /orders (POST /orders takes the stored cart’s loyaltyData when an order names none); the answer then has price.loyaltyDiscount, free lines with isFromFidelity, loyalty { …programme, balance, selected { rewardId, name, kind, pointsToLose, discountCents } }, and the error code loyalty when the buyer cannot have it. The points are spent when the order is placed and come back when it is refused or aborted.',
      auth: 'user',
      body: 'LoyaltyProgram',
    },
  },
}
