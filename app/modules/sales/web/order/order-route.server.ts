/** The loader and action behind /dashboard/orders/:id and /dashboard/futures/:id. */
import { titleOf } from '#app/platform/domain/navigation'
import { parseRecordId } from '#app/platform/web/area-route.server'
import { loadOrder } from '#app/modules/checkout/web/orders.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { salesOrderAction } from './order-actions.server'
import { loadSalesOrder, manualMethods, recipientOptions } from './order-page.server'
import { salesRights } from '#app/modules/sales/web/rights'
import { labelsOffered, mayLabel } from '#app/modules/carriers/web/labels.server'
import {
  loadBuyerInvoices,
  type BuyerInvoiceRow,
} from '#app/modules/sales/web/buyer-invoices.server'

export function recordId(params: Record<string, string>): number {
  const id = parseRecordId(params.id)
  if (id === null) throw new Response('Not Found', { status: 404 })
  return id
}

/**
 * A buyer reads their own order (the checkout view); shop staff who may read the shop's orders
 * get the back-office view; anyone else an empty state, without asking the provider.
 */
export async function loadOrderPage(
  ctx: GuardContext,
  request: Request,
  title: string,
  futuresOnly = false,
) {
  const id = recordId(ctx.params)
  const none = {
    title,
    order: null,
    canDecide: false,
    sales: null,
    invoices: [] as BuyerInvoiceRow[],
    recipients: [] as { value: string; label: string }[],
    recipientQuery: '',
    methods: [] as { value: string; label: string }[],
    parts: 2,
    /** Colissimo labels can be made here (carriers area), and downloaded. */
    labels: false,
    labelLinks: false,
  }
  if (ctx.viewer.role === 'buyer') {
    if (futuresOnly) throw new Response('Not Found', { status: 404 })
    const [order, invoices] = await Promise.all([
      loadOrder(ctx, id),
      loadBuyerInvoices(ctx, { orderId: id }),
    ])
    return { ...none, order, invoices: invoices.invoices }
  }
  const rights = salesRights(ctx.viewer)
  if (!rights.readOrders) return none
  const sales = await loadSalesOrder(ctx, id, rights)
  if (futuresOnly && sales.kind !== 'future') throw new Response('Not Found', { status: 404 })
  const search = new URL(request.url).searchParams
  const raw = Number(search.get('parts'))
  const recipientQuery = (search.get('rq') ?? '').trim().slice(0, 100)
  const parts = Number.isInteger(raw) && raw >= 2 && raw <= 20 ? raw : 2
  return {
    ...none,
    canDecide: sales.actions.validate,
    sales,
    recipients: sales.actions.ventilate ? await recipientOptions(ctx, rights, recipientQuery) : [],
    recipientQuery,
    methods: sales.actions.payment ? manualMethods : [],
    parts,
    labels: await labelsOffered(ctx),
    labelLinks: mayLabel(ctx),
  }
}

export function orderPageAction(ctx: GuardContext, request: Request, base: string) {
  const id = recordId(ctx.params)
  return salesOrderAction(ctx, request, id, `${base}/${id}`)
}

/** Where an order page lives: a future (primeur) has the order's page under its own area. */
export type OrderArea = '/dashboard/orders' | '/dashboard/futures'

/** "Commande n° 12" or "Précommande n° 12", from the area's page title. */
export const orderPageTitle = (area: OrderArea, ctx: GuardContext) =>
  `${titleOf(`${area}/:id`)} n° ${recordId(ctx.params)}`
