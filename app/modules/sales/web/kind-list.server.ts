/**
 * The data of the order lists narrowed to one kind (samples, futures), once the guard let the
 * viewer in: their right to read orders, the filters and one page.
 */
import type { OrderKind } from '#app/platform/db/schema'
import { titleOf } from '#app/platform/domain/navigation'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientChoices } from './clients.server'
import { exportHref } from './list-query'
import { loadOrdersPage, readOrderQuery } from './orders.server'
import { salesRights, type SalesRights } from '#app/modules/sales/web/rights'

export async function loadKindList(
  ctx: GuardContext,
  request: Request,
  pattern: string,
  kind: OrderKind,
  action: (rights: SalesRights) => { label: string; to: string } | null,
) {
  const rights = salesRights(ctx.viewer)
  const list = readOrderQuery(request)
  const base = {
    title: titleOf(pattern),
    list: {
      values: list.values,
      errors: list.errors,
      search: list.search,
      filtered: list.filtered,
    },
    actions: [action(rights)].filter((a) => a !== null),
  }
  if (!rights.readOrders)
    return {
      ...base,
      allowed: false as const,
      rows: [],
      total: 0,
      page: 1,
      pages: 1,
      clients: [],
      exportTo: null,
    }
  const [found, clients] = await Promise.all([
    loadOrdersPage(ctx, list, { kind }),
    clientChoices(ctx),
  ])
  return {
    ...base,
    allowed: true as const,
    ...found,
    clients,
    exportTo: exportHref('orders', list.search, { kind }),
  }
}
export type KindListData = Awaited<ReturnType<typeof loadKindList>>
