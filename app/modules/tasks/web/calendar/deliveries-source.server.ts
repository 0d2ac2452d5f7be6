/**
 * The calendar's deliveries: the shipments the sales area records (GET /v1/shipments, kind
 * delivery), on the Paris day each was created, with its status. Shipments carry no planned date
 * (only their creation, departure and delivery), and the endpoint filters on creation: that is the
 * day shown. Owners and collaborators with manageDelivery, as the delivery page.
 */
import { tFr } from '#app/platform/web/t.server'
import { data } from '@remix-run/node'
import { listShipmentsRoute } from '#app/modules/sales/contract'
import { deliveryMachine } from '#app/modules/sales/domain/machines'
import { mayCall } from '#app/platform/domain/api-access'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { readPages, type CalendarSource } from './source'

export const deliveriesSource: CalendarSource = {
  key: 'deliveries',
  label: tFr('tasks.calendar.sourceDeliveries'),
  shows: (ctx) => mayCall(ctx.viewer, 'GET /shipments'),
  async load(ctx, { from, to }) {
    const { rows, more } = await readPages(10, async (page) => {
      const result = await ctx.api.call(listShipmentsRoute, {
        query: { kind: 'delivery', from, to, page: String(page) },
      })
      if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
      return {
        rows: result.data.shipments,
        total: result.data.total,
        pageSize: result.data.pageSize,
      }
    })
    return {
      more,
      items: rows.map((s) => ({
        source: 'deliveries',
        key: `shipment-${s.id}`,
        day: parisIsoDay(new Date(s.createdAt)),
        time: null,
        at: null,
        title: `Livraison n° ${s.id} (commande n° ${s.orderId})`,
        detail: [s.client?.name, deliveryMachine.labels[s.status]].filter(Boolean).join(' · '),
        href: `/dashboard/orders/${s.orderId}`,
        tone: 'delivery' as const,
      })),
    }
  },
}
