/** OpenAPI paths of back-office orders, clients and shipments. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const orderId: Param = { name: 'id', in: 'path', description: 'Order id', type: 'integer' }
const clientId: Param = { name: 'id', in: 'path', description: 'Client id', type: 'integer' }
const shipmentId: Param = { name: 'id', in: 'path', description: 'Shipment id', type: 'integer' }
const page: Param = {
  name: 'page',
  in: 'query',
  description: 'Page number, from 1',
  type: 'integer',
}

const who =
  'Owners, collaborators with createOrder and agents for their own clients (agentId = them); buyers 403; another shop’s or another agent’s order or client 404.'
const entry =
  '{ clientId, kind (order | sample | future, default order), lines [{ formatId, vintageId? (default: the product’s first), quantity 1–100 000, discountPercent? 0–100 }] (1–200), deliveryModeId?, shippingCents? (replaces the mode’s price), paymentType (transfer, check, cash, bill, cb, sample, tips, ticket, gift, paypal, credit, other; forced to sample for samples, refused for other kinds), paymentDelay? (7…120, order, delivery, EOM, 30EOM…120EOM; default the client’s), notes?, expectedDeliveryAt (futures, ISO date), deliveryAddress?, billingAddress? (default the client’s), status draft | pending | validated (default pending) }. Priced by the pricing engine in the client’s typology (else the shop’s public one), without automatic promotions; a discount comes off the unit price, half-up; samples are at 0 €. A price field is refused (unknown key).'
const record =
  'OrderRecord (see GET /orders) with source backoffice, kind, clientId, client { id, name, email, typology, agentId, userId }, buyer (null without an account), createdById, agentId, paymentDelay, expectedDeliveryAt, parentId, deliveryStatus'

const listParams: Param[] = [
  {
    name: 'status',
    in: 'query',
    description:
      'draft, pending, validated, refused, cancelled, aborted, expired, invoiced or error',
  },
  { name: 'kind', in: 'query', description: 'order, sample or future' },
  { name: 'clientId', in: 'query', description: 'Orders of one client', type: 'integer' },
  {
    name: 'agent',
    in: 'query',
    description: 'Orders credited to an agent or of their clients (user id)',
    type: 'integer',
  },
  { name: 'from', in: 'query', description: 'Placed on or after this day, YYYY-MM-DD (Paris)' },
  { name: 'to', in: 'query', description: 'Placed on or before this day, YYYY-MM-DD (Paris)' },
  { name: 'min', in: 'query', description: 'Total TTC at least, cents', type: 'integer' },
  { name: 'max', in: 'query', description: 'Total TTC at most, cents', type: 'integer' },
  {
    name: 'q',
    in: 'query',
    description: 'Order number, or part of the client’s or buyer’s name, business name or e-mail',
  },
  { name: 'ventilated', in: 'query', description: '1: only orders split by a ventilation' },
  { name: 'sort', in: 'query', description: 'date (default), amount, client or status' },
  { name: 'dir', in: 'query', description: 'desc (default) or asc' },
]

export const salesOrderPaths: Record<string, Record<string, Op>> = {
  // The list and the order page of openapi-orders.ts, with the back office's filters and records.
  '/orders': {
    get: {
      summary: `Orders, 20 a page, every filter and the sort in SQL: orders (${record}), total, page, pageSize. Buyers get theirs; owners and collaborators with seeAllOrder get their shop’s; agents only those of their clients or credited to them; anyone else 403.`,
      auth: 'user',
      params: [...listParams, page],
    },
  },
  '/orders/{id}': {
    get: {
      summary: `One order (${record}) with children (ventilation: [{ id, status, deliveryStatus, client, totalHtCents, tvaCents, totalTtcCents, lines }]), shipments and documents [{ id, type, number, status, issuedAt, dueAt, totalHtCents, tvaCents, totalTtcCents, dueCents, paidCents, paymentStatus }], for its buyer (issued invoices, deposits and credit notes only, no children), its shop’s owner and collaborators with seeAllOrder, or the agent of its client; 404 for anyone else.`,
      auth: 'user',
      params: [orderId],
    },
  },
  '/orders/export.csv': {
    get: {
      summary:
        'The orders list with the filters of GET /orders (same audience: buyers their own, staff with seeAllOrder the shop’s, agents their clients’), at most 20 000 rows, as a CSV file: UTF-8 with BOM, ‘;’ separated, headers N° commande;Date;Client;E-mail;Type;Statut;Livraison;Paiement;Total HT;TVA;Total TTC, dates DD/MM/YYYY, amounts 1234,50',
      auth: 'user',
      params: listParams,
    },
  },
  '/orders/entries': {
    post: {
      summary: `Enter an order for a client: ${entry} Counted stock is reserved unless a draft or a future (409 ‘Stock insuffisant pour …’ and nothing written). Futures need createFutureOrder and the futures module. ${who} 201 message, order (${record}).`,
      auth: 'user',
      body: 'OrderEntry',
      created: true,
    },
  },
  '/orders/{id}/entry': {
    put: {
      summary: `Rewrite a draft whole (same body as POST /orders/entries); its status may place it (pending or validated, stock taken). 409 ‘Seule une commande en brouillon peut être modifiée.’ for any other status. Each order line keeps the entry line’s discountPercent (null when none), so that GET /orders/{id} gives the draft back as entered. ${who} message, order.`,
      auth: 'user',
      body: 'OrderEntry',
      params: [orderId],
    },
  },
  '/orders/{id}/cancel': {
    put: {
      summary: `Cancel an order through the order machine (draft, pending, validated, error → cancelled; 409 with the machine’s message otherwise, or for a ventilated order); its units go back to the counted stock. ${who} message, order.`,
      auth: 'user',
      params: [orderId],
    },
  },
  '/orders/{id}/ventilate': {
    post: {
      summary: `Split a validated order across recipients: { parts: [{ clientId, lines: [{ lineId, quantity }], deliveryAddress? }] } (2–100). Each line’s quantities must add up exactly to the order’s (400 otherwise). One validated child order per part (parentId), unit prices kept, each line’s HT, VAT and duties and the order’s shipping shared by largest remainder, so the children add up to the order to the cent; the order stays validated, the stock does not move. 409 when not validated, already ventilated, itself a child, invoiced (an invoice or deposit not cancelled) or already shipped. ${who} 201 message, order (as GET /orders/{id}, with children).`,
      auth: 'user',
      body: 'Ventilation',
      params: [orderId],
      created: true,
    },
  },
  '/clients': {
    get: {
      summary:
        'The shop’s clients, by name, 20 a page: clients [{ id, name, isPro, civility, firstname, lastname, businessName, email, phone, typology, siret, vatNumber, exciseNumber, billingAddress, deliveryAddress, paymentDelay, notes, userId, agentId }], total, page, pageSize. Owners, collaborators with seeAllClient or createOrder; agents their own clients only.',
      auth: 'user',
      params: [
        { name: 'q', in: 'query', description: 'Part of the name, business name or e-mail' },
        { name: 'typology', in: 'query', description: 'A typology key of the shop' },
        page,
      ],
    },
    post: {
      summary:
        'Create a client: { isPro?, civility?, firstname?, lastname?, businessName? (a name or a business name is required), email?, phone?, typology? (a key of the shop’s typologies), siret? (14 valid digits), vatNumber?, exciseNumber?, billingAddress?, deliveryAddress?, paymentDelay?, notes?, agentId? (an agent of the shop) }. Owners, collaborators with createClient or createOrder, agents (the client is then theirs). 201 message, client.',
      auth: 'user',
      body: 'Client',
      created: true,
    },
  },
  '/clients/{id}': {
    get: {
      summary: 'One client of the shop (agents: their own only, else 404): client',
      auth: 'user',
      params: [clientId],
    },
    put: {
      summary:
        'Change the fields sent (as POST /clients; null clears one); an agent’s client stays theirs. message, client.',
      auth: 'user',
      body: 'Client',
      params: [clientId],
    },
  },
  '/shipments': {
    get: {
      summary:
        'The shop’s shipments and returns, newest first, 20 a page: shipments [{ id, orderId, kind, status, lines [{ lineId, quantity }], parcels, carrier, trackingRef, address, shippedAt, deliveredAt, createdAt, client { id, name } }], total, page, pageSize. Owners and collaborators with manageDelivery.',
      auth: 'user',
      params: [
        { name: 'status', in: 'query', description: 'A delivery status of spec 4' },
        { name: 'kind', in: 'query', description: 'delivery or return' },
        { name: 'orderId', in: 'query', description: 'Shipments of one order', type: 'integer' },
        { name: 'from', in: 'query', description: 'Created on or after, YYYY-MM-DD (Paris)' },
        { name: 'to', in: 'query', description: 'Created on or before, YYYY-MM-DD (Paris)' },
        {
          name: 'q',
          in: 'query',
          description: 'Order number, tracking reference, carrier, or client name or e-mail',
        },
        page,
      ],
    },
    post: {
      summary:
        'Ship (kind delivery) or take back (kind return) some lines of a validated or invoiced order: { orderId, kind?, lines [{ lineId, quantity }], carrier?, trackingRef?, address? (default the order’s delivery address) }. A delivery never exceeds what is left to ship of a line, a return what was delivered less earlier returns (400). Parcels: ceil(bottle equivalents / 12). 409 for other statuses or a ventilated order. 201 message, shipment, deliveryStatus (the order’s, derived from its shipments).',
      auth: 'user',
      body: 'Shipment',
      created: true,
    },
  },
  '/shipments/{id}': {
    get: { summary: 'One shipment of the shop: shipment', auth: 'user', params: [shipmentId] },
  },
  '/shipments/{id}/status': {
    put: {
      summary:
        'Move a shipment ({ status }) through the delivery machine (409 with its message for an illegal move); shippedAt is set on leaving (pickup, transit…), deliveredAt on delivery. In the same transaction the order’s deliveryStatus becomes pending, partiallyDelivered, delivered, partiallyReturned or returned. message, shipment, deliveryStatus.',
      auth: 'user',
      body: 'ShipmentStatus',
      params: [shipmentId],
    },
  },
}
