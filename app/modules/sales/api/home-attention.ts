/**
 * The sales area's items on the producers' home page (app/modules/home/api/providers.ts): each
 * counted by the very query of the list it links to, with that list's filters, so that the
 * number on the home page is the number of rows the list shows.
 */
import { apiAccess } from '#app/platform/domain/api-access'
import { listOrders } from '#app/modules/checkout/api/orders'
import type { AttentionProvider, HomeContext } from '#app/modules/home/api/attention'
import { unpaids } from './ledger-lists'
import { listShipments } from './shipments'

const scopeOf = ({ member }: HomeContext) =>
  member.agentId ? { shopId: member.shop.id, agentId: member.agentId } : { shopId: member.shop.id }

export const salesAttention: AttentionProvider[] = [
  {
    key: 'ordersToValidate',
    label: 'Commandes à valider',
    to: '/dashboard/orders?status=pending',
    rule: apiAccess['GET /orders'],
    count: async (ctx) => (await listOrders(ctx.db, scopeOf(ctx), { status: 'pending' })).total,
  },
  {
    // A validated order is one whose invoice is still to be issued (validated → invoiced).
    key: 'invoicesToIssue',
    label: 'Factures à émettre',
    to: '/dashboard/orders?status=validated&kind=order',
    rule: apiAccess['POST /sales-documents/invoices'],
    count: async (ctx) =>
      (await listOrders(ctx.db, scopeOf(ctx), { status: 'validated', kind: 'order' })).total,
  },
  {
    key: 'overduePayments',
    label: 'Paiements en retard',
    to: '/dashboard/payments/unpaids',
    rule: apiAccess['GET /payments/unpaids'],
    count: async ({ db, member, now }) => (await unpaids(db, member.shop.id, now)).totals.count,
  },
  {
    key: 'shipmentsToPrepare',
    label: 'Expéditions à préparer',
    to: '/dashboard/delivery?status=pending&kind=delivery',
    rule: apiAccess['GET /shipments'],
    count: async ({ db, member }) =>
      (await listShipments(db, member.shop.id, { status: 'pending', kind: 'delivery', page: 1 }))
        .total,
  },
]
