/**
 * The loyalty area's endpoints (decision 0003): a shop's programme as its buyers see it, and the
 * programme its owner sets. Implemented by api/routes/loyalty.ts, called by the settings page.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { LoyaltyProgramInput } from '#app/modules/pricing/domain/loyalty-program'
import { bearer, body, json, refusals, success } from '#app/platform/contract'

/** A reward as the owner set it; its id is kept across edits (carts name rewards by id). */
const LoyaltyReward = z.object({
  id: z.string(),
  name: z.string(),
  pointsRequired: z.number().int(),
  /** A discount in cents TTC, or free products chosen from a selection (at most `maxChoices`). */
  kind: z.enum(['discount', 'products']),
  discountCents: z.number().int().optional(),
  formatIds: z.array(z.number().int()).optional(),
  maxChoices: z.number().int().optional(),
})

/** The programme as its owner sets it. */
const LoyaltyProgram = z.object({
  active: z.boolean(),
  pointsPerEuro: z.number().int(),
  rewards: z.array(LoyaltyReward),
})
export type LoyaltyProgram = z.output<typeof LoyaltyProgram>

export const shopLoyaltyRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/loyalty',
  summary:
    'A shop’s active loyalty programme (by id, code or url slug), or loyalty null without one. With a Bearer token, the buyer’s balance { total, earned, spent, required (points still needed for the next reward) }; null for visitors. Points are earned per whole euro TTC of a paid order: card payments when paid, offline payments when the producer validates the order.',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: json(
      success({
        loyalty: z
          .object({
            active: z.boolean(),
            pointsPerEuro: z.number().int(),
            rewards: z.array(LoyaltyReward.extend({ reached: z.boolean() })),
            balance: z
              .object({
                total: z.number().int(),
                earned: z.number().int(),
                spent: z.number().int(),
                required: z.number().int(),
              })
              .nullable(),
          })
          .nullable(),
      }),
      'The programme, or null',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const loyaltyRoute = createRoute({
  method: 'get',
  path: '/loyalty',
  summary: 'Owner or collaborator with seeAllPrice: their shop’s programme',
  security: bearer,
  responses: {
    200: json(success({ loyalty: LoyaltyProgram }), 'The programme (inactive when never set)'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveLoyaltyRoute = createRoute({
  method: 'put',
  path: '/loyalty',
  summary:
    'Owner or collaborator with seeAllPrice: set the programme { active, pointsPerEuro (0–1000), rewards [{ id? (kept from GET: carts name rewards by id), name, pointsRequired, kind: discount with discountCents TTC | products with formatIds and maxChoices }] (20 at most) }. A reward is chosen in a cart order with loyalty { rewardId, products [{ productId, formatId, vintageId }] } in get-cart-price and POST /orders (POST /orders takes the stored cart’s loyaltyData when an order names none); the answer then has price.loyaltyDiscount, free lines with isFromFidelity, loyalty { …programme, balance, selected { rewardId, name, kind, pointsToLose, discountCents } }, and the error code loyalty when the buyer cannot have it. The points are spent when the order is placed and come back when it is refused or aborted.',
  security: bearer,
  request: { body: body(LoyaltyProgramInput) },
  responses: {
    200: json(success({ message: z.string(), loyalty: LoyaltyProgram }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
