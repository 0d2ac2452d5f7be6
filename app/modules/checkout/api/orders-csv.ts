/** The filtered orders list as a CSV file for a spreadsheet in French (see ./csv). */
import { eq, inArray } from 'drizzle-orm'
import { checkoutPaymentLabels } from '#app/modules/checkout/domain/checkout-schema'
import { entryPaymentLabels, orderKindLabels } from '#app/modules/sales/domain/order-entry'
import { deliveryMachine, orderMachine } from '#app/modules/sales/domain/machines'
import type { Db } from '#app/platform/db/client'
import { clients, orders, users } from '#app/platform/db/schema'
import { clientName } from '#app/modules/clients/api/clients'
import { csvAmount, csvDate, csvField, csvFile } from '#app/platform/api/csv'
import { ORDERS_EXPORT_MAX, orderIds, seenBy, type OrderListQuery, type OrderScope } from './orders'

const headers = [
  'N° commande',
  'Date',
  'Client',
  'E-mail',
  'Type',
  'Statut',
  'Livraison',
  'Paiement',
  'Total HT',
  'TVA',
  'Total TTC',
]

const paymentLabel = (type: string) =>
  (entryPaymentLabels as Record<string, string>)[type] ??
  (checkoutPaymentLabels as Record<string, string>)[type] ??
  type

export async function ordersCsv(
  db: Db,
  scope: OrderScope,
  query: Partial<OrderListQuery>,
): Promise<string> {
  const ids = await orderIds(db, scope, query, { limit: ORDERS_EXPORT_MAX, offset: 0 })
  const rows = ids.length
    ? await db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          kind: orders.kind,
          deliveryStatus: orders.deliveryStatus,
          paymentType: orders.paymentType,
          totalHtCents: orders.totalHtCents,
          tvaCents: orders.tvaCents,
          totalTtcCents: orders.totalTtcCents,
          firstname: clients.firstname,
          lastname: clients.lastname,
          businessName: clients.businessName,
          clientEmail: clients.email,
          username: users.username,
          userEmail: users.email,
        })
        .from(orders)
        .leftJoin(clients, eq(clients.id, orders.clientId))
        .leftJoin(users, eq(users.id, orders.buyerId))
        .where(inArray(orders.id, ids))
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  const lines = ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const name = clientName(r) || r.username || ''
    return [
      [
        String(r.id),
        csvDate(r.createdAt),
        name,
        r.clientEmail ?? r.userEmail ?? '',
        orderKindLabels[r.kind],
        orderMachine.labels[seenBy(scope, r).status],
        deliveryMachine.labels[r.deliveryStatus],
        paymentLabel(r.paymentType),
        csvAmount(r.totalHtCents),
        csvAmount(r.tvaCents),
        csvAmount(r.totalTtcCents),
      ].map(csvField),
    ]
  })
  return csvFile([headers, ...lines])
}
