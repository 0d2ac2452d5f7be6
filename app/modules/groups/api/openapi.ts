/** OpenAPI paths of grouped orders. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const token: Param = {
  name: 'token',
  in: 'path',
  description: 'The group’s share-link secret: 32 base64url characters',
}
const view =
  'group { id, token, name, status (open, placed, expired), deadline (ISO), open (joining and changes allowed), due (deadline passed, placement on its way), shop { id, name, urlShop }, owner { id, username }, role (owner, member, none), memberCount, orderId } — and for the organiser and members: deliveryMode { id, name, kind }, deliveryAddress, paymentType, members [{ userId, username, isOwner, units, lines (organiser only) }], myLines [{ idTmp, productId, formatId, vintageId, quantity, name, formatLabel, vintageName, unitPriceCents, ttc, totalCents (the member’s share of the group’s line, half-up) }], totals { ttc, price { totalHT, tva, duties, shipping, promoAmount, wrapping, totalTTC }, bottles, errors [messages] } | null. Prices come from the pricing engine, for the organiser’s typology: the order will be theirs.'
const buyersOnly =
  'Buyers only: producers, collaborators, agents and admins get 403 ‘Les commandes groupées sont réservées aux acheteurs.’'
const membersOnly =
  'A signed-in buyer who is not a member of that group gets 404 ‘Commande groupée introuvable.’, like an unknown token.'
const closed =
  '409 ‘Cette commande groupée est close : elle n’accepte plus de changement.’ once the group is placed or expired or its deadline has passed.'

export const groupedOrderPaths: Record<string, Record<string, Op>> = {
  '/grouped-orders': {
    get: {
      summary: `The caller’s groups, organised or joined, latest deadline first: groups [{ id, token, name, status, deadline, open, shop { id, name }, owner { id, username }, role, memberCount, orderId }]. ${buyersOnly}`,
      auth: 'user',
    },
    post: {
      summary: `Open a grouped order on a shop: { shopId, name (1–80 characters), deadline (ISO date-time with offset, in the future, at most 60 days ahead), deliveryModeId (an active mode of that shop), deliveryAddress { name?, street, zipcode, city, country… }, paymentType, lines? [{ formatId, vintageId?, quantity (1–999) }] (the organiser’s first lines; the product’s first vintage when vintageId is absent) } → 201 message, ${view}. The payment type must be an offline one the shop accepts: transfer, check, cash or bill. Card (stripe) and SEPA (stripeSepa) are not offered for groups, because one payer — the organiser — settles the one order placed for everybody (400). A delivery mode or format of another shop, a shop that does not sell to the organiser, any price field or unknown key: 400, nothing created. Unknown shop: 404. A job ‘grouped-order.close’ is queued for the deadline. ${buyersOnly}`,
      auth: 'user',
      body: 'OpenGroupedOrder',
      created: true,
    },
  },
  '/grouped-orders/{token}': {
    get: {
      summary: `Read a group through its link (any signed-in user): ${view} Someone who has not joined sees the summary only (no members, lines, address or totals). Unknown token: 404.`,
      auth: 'user',
      params: [token],
    },
  },
  '/grouped-orders/{token}/join': {
    post: {
      summary: `Join the group: message, ${view}. Joining again answers 200 and changes nothing. ${closed} ${buyersOnly}`,
      auth: 'user',
      params: [token],
    },
  },
  '/grouped-orders/{token}/lines': {
    put: {
      summary: `Replace the caller’s lines: { lines [{ formatId, vintageId?, quantity (1–999) }] } (100 lines at most; an empty list removes them all; the same wine twice adds up) → message, ${view}. Ids and quantities only: any price field is refused (400). A format or vintage not of the group’s shop, or not offered to the organiser’s typology: 400 ‘Produit inexistant’, nothing changed. ${membersOnly} ${closed} ${buyersOnly}`,
      auth: 'user',
      body: 'GroupedOrderLines',
      params: [token],
    },
  },
  '/grouped-orders/{token}/leave': {
    post: {
      summary: `Leave the group (the member’s lines go with them): message, ${view}. The organiser cannot leave (409): they cancel instead. ${membersOnly} ${closed} ${buyersOnly}`,
      auth: 'user',
      params: [token],
    },
  },
  '/grouped-orders/{token}/place': {
    post: {
      summary: `The organiser places the group now instead of at the deadline: every member’s lines, merged (the same wine adds up), become ONE pending order of the organiser (groupId set, the group’s delivery mode, address and payment type), through the checkout’s placement: priced again, counted stock taken, the producer notified and mailed, idempotent (key group-{id}: the deadline job or a second call never places twice). Members are notified. → message, placed true, orderId, ${view}. When there is no line or the placement is refused (stock, the shop’s minimum…), the group expires instead, each member’s lines go back into their own cart and they are notified that they can order on their own: placed false, orderId null, message with the reason. Another member: 403 ‘Seul l’organisateur de la commande groupée peut faire cela.’ Already placed or expired: 409. ${membersOnly} ${buyersOnly}`,
      auth: 'user',
      params: [token],
    },
  },
  '/grouped-orders/{token}/cancel': {
    post: {
      summary: `The organiser cancels the group: it expires, each member’s lines go back into their own cart, the other members are notified → message, ${view}. Another member: 403. Already placed or expired: 409. ${membersOnly} ${buyersOnly}`,
      auth: 'user',
      params: [token],
    },
  },
}
