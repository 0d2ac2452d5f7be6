/**
 * The grouped orders' endpoints (decision 0003): opened by a buyer, joined through a link, placed
 * at the deadline. Implemented by api/routes/grouped-orders.ts, called by the cart, the group's
 * page and the buyer's list.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { PriceTotals } from '#app/modules/checkout/contract'
import { groupLinesSchema, openGroupSchema } from '#app/modules/groups/domain/grouped-orders'
import {
  bearer,
  body,
  json,
  Refusal,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'

const int = () => z.number().int()

const buyersOnly =
  'Buyers only: producers, collaborators, agents and admins get 403 ‘Les commandes groupées sont réservées aux acheteurs.’'
const membersOnly =
  'A signed-in buyer who is not a member of that group gets 404 ‘Commande groupée introuvable.’, like an unknown token.'
const closed =
  '409 ‘Cette commande groupée est close : elle n’accepte plus de changement.’ once the group is placed or expired or its deadline has passed.'

const TokenParams = z.object({
  token: z.string().describe('The group’s share-link secret: 32 base64url characters'),
})

const status = z.enum(['open', 'placed', 'expired'])
const role = z.enum(['owner', 'member', 'none'])

/** What anyone with the link reads of a group. */
const GroupSummary = z.object({
  id: int(),
  token: z.string(),
  name: z.string(),
  status,
  deadline: z.iso.datetime(),
  /** Joining and changes allowed. */
  open: z.boolean(),
  /** The deadline passed: the placement is on its way. */
  due: z.boolean(),
  shop: z.object({ id: int(), name: z.string(), urlShop: z.string().nullable() }),
  owner: z.object({ id: int(), username: z.string() }),
  role,
  memberCount: int(),
  orderId: int().nullable(),
})

/** One member's line, named and priced from the group's pricing (their share of its total). */
const GroupLine = z.object({
  idTmp: z.string(),
  productId: int(),
  formatId: int(),
  vintageId: int(),
  quantity: int(),
  name: z.string(),
  formatLabel: z.string().nullable(),
  vintageName: z.string().nullable(),
  unitPriceCents: int().nullable(),
  ttc: z.boolean(),
  totalCents: int().nullable(),
})

export type GroupLine = z.output<typeof GroupLine>

/** What the organiser and the members read: members, lines and totals, priced for the organiser. */
const MemberGroup = GroupSummary.extend({
  deliveryMode: z
    .object({ id: int(), name: z.string(), kind: z.enum(['carrier', 'pickup', 'collectionPoint']) })
    .nullable(),
  deliveryAddress: StoredAddress.nullable(),
  paymentType: z.string(),
  members: z.array(
    z.object({
      userId: int(),
      username: z.string(),
      isOwner: z.boolean(),
      units: int(),
      /** The organiser only sees every member's lines. */
      lines: z.array(GroupLine).optional(),
    }),
  ),
  myLines: z.array(GroupLine),
  totals: z
    .object({
      ttc: z.boolean(),
      price: PriceTotals,
      bottles: z.number(),
      errors: z.array(z.string()),
    })
    .nullable(),
})

/** A group as the caller may read it: everything for its members, the summary for anyone else. */
export const GroupView = z.union([MemberGroup, GroupSummary])

const changed = (description: string) =>
  json(success({ message: z.string(), group: GroupView }), description)

const refusedChange = {
  ...refusals.badInput,
  ...refusals.signedIn,
  ...refusals.notFound,
  409: json(Refusal, 'The group is closed, or the organiser cannot leave it'),
}

export const openGroupRoute = createRoute({
  method: 'post',
  path: '/grouped-orders',
  summary: `Open a grouped order on a shop, with a deadline (in the future, at most 60 days ahead), an active delivery mode of that shop, a delivery address, an offline payment type (transfer, check, cash or bill: one payer settles the one order) and the organiser’s first lines. A delivery mode or format of another shop, a shop that does not sell to the organiser, any price field or unknown key: 400, nothing created. Unknown shop: 404. A job ‘grouped-order.close’ is queued for the deadline. ${buyersOnly}`,
  security: bearer,
  request: { body: body(openGroupSchema()) },
  responses: {
    201: changed('Opened'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const myGroupsRoute = createRoute({
  method: 'get',
  path: '/grouped-orders',
  summary: `The caller’s groups, organised or joined, latest deadline first. ${buyersOnly}`,
  security: bearer,
  responses: {
    200: json(
      success({
        groups: z.array(
          GroupSummary.omit({ due: true, shop: true }).extend({
            shop: z.object({ id: int(), name: z.string() }),
          }),
        ),
      }),
      'The groups',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const groupRoute = createRoute({
  method: 'get',
  path: '/grouped-orders/{token}',
  summary:
    'Read a group through its link (any signed-in user). Someone who has not joined sees the summary only (no members, lines, address or totals). Unknown token: 404.',
  security: bearer,
  request: { params: TokenParams },
  responses: {
    200: json(success({ group: GroupView }), 'The group'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const joinGroupRoute = createRoute({
  method: 'post',
  path: '/grouped-orders/{token}/join',
  summary: `Join the group. Joining again answers 200 and changes nothing. ${closed} ${buyersOnly}`,
  security: bearer,
  request: { params: TokenParams },
  responses: { 200: changed('Joined'), ...refusedChange },
})

export const groupLinesRoute = createRoute({
  method: 'put',
  path: '/grouped-orders/{token}/lines',
  summary: `Replace the caller’s lines (100 lines at most; an empty list removes them all; the same wine twice adds up). Ids and quantities only: any price field is refused (400). A format or vintage not of the group’s shop, or not offered to the organiser’s typology: 400 ‘Produit inexistant’, nothing changed. ${membersOnly} ${closed} ${buyersOnly}`,
  security: bearer,
  request: { params: TokenParams, body: body(groupLinesSchema) },
  responses: { 200: changed('Saved'), ...refusedChange },
})

export const leaveGroupRoute = createRoute({
  method: 'post',
  path: '/grouped-orders/{token}/leave',
  summary: `Leave the group (the member’s lines go with them). The organiser cannot leave (409): they cancel instead. ${membersOnly} ${closed} ${buyersOnly}`,
  security: bearer,
  request: { params: TokenParams },
  responses: { 200: changed('Left'), ...refusedChange },
})

export const placeGroupRoute = createRoute({
  method: 'post',
  path: '/grouped-orders/{token}/place',
  summary: `The organiser places the group now instead of at the deadline: every member’s lines, merged, become ONE pending order of the organiser, through the checkout’s placement (priced again, stock taken, idempotent). When there is no line or the placement is refused, the group expires instead, each member’s lines go back into their own cart: placed false, orderId null, message with the reason. Another member: 403 ‘Seul l’organisateur de la commande groupée peut faire cela.’ Already placed or expired: 409. ${membersOnly} ${buyersOnly}`,
  security: bearer,
  request: { params: TokenParams },
  responses: {
    200: json(
      success({
        message: z.string(),
        placed: z.boolean(),
        orderId: int().nullable(),
        group: GroupView,
      }),
      'Placed, or expired with the reason',
    ),
    ...refusedChange,
  },
})

export const cancelGroupRoute = createRoute({
  method: 'post',
  path: '/grouped-orders/{token}/cancel',
  summary: `The organiser cancels the group: it expires, each member’s lines go back into their own cart, the other members are notified. Another member: 403. Already placed or expired: 409. ${membersOnly} ${buyersOnly}`,
  security: bearer,
  request: { params: TokenParams },
  responses: { 200: changed('Cancelled'), ...refusedChange },
})
