/**
 * The data of the home page after sign-in (/dashboard). Producers and their staff: what needs
 * attention today (GET /v1/home, counted by each area). Buyers: their latest orders, their
 * invoices, their loyalty points in each shop they buy from and their open grouped orders, read
 * from the endpoints of those areas.
 */
import { roleLabels } from '#app/platform/domain/enums'
import { formatDeadline } from '#app/modules/groups/web/components/group-format'
import { homeRoute } from '#app/modules/home/contract'
import { myGroupsRoute } from '#app/modules/groups/contract'
import { shopLoyaltyRoute } from '#app/modules/loyalty/contract'
import { loadOrderList } from '#app/modules/checkout/web/orders.server'
import { loadBuyerInvoices } from '#app/modules/sales/web/buyer-invoices.server'
import type { GuardContext } from '#app/platform/web/guard.server'

/** How many of the buyer's latest orders the home page shows (the rest: 'Toutes mes commandes'). */
export const HOME_ORDERS = 5
/** The shops whose loyalty balance is read, at most (a buyer's list is short). */
const LOYALTY_SHOPS = 5

async function sellerHome(ctx: GuardContext) {
  const result = await ctx.api.call(homeRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return { audience: 'seller' as const, ...result.data }
}

async function buyerHome(ctx: GuardContext, request: Request) {
  const shops = (ctx.user?.shops ?? []).slice(0, LOYALTY_SHOPS)
  const [orders, invoices, groups, ...loyalties] = await Promise.all([
    loadOrderList(ctx, new Request(new URL('/dashboard/orders', request.url))),
    loadBuyerInvoices(ctx, { page: 1 }),
    ctx.api.call(myGroupsRoute, {}),
    ...shops.map((shop) => ctx.api.call(shopLoyaltyRoute, { params: { id: String(shop.id) } })),
  ])
  if (!groups.ok) throw new Response(groups.data.message, { status: groups.status })
  const loyalty = shops.flatMap((shop, i) => {
    const answer = loyalties[i]
    const programme = answer.ok ? answer.data.loyalty : null
    if (!programme?.active || !programme.balance) return []
    return [{ shop: shop.name, points: programme.balance.total, next: programme.balance.required }]
  })
  return {
    audience: 'buyer' as const,
    orders: orders.orders.slice(0, HOME_ORDERS),
    moreOrders: orders.orders.length > HOME_ORDERS || orders.pages > 1,
    invoices: invoices.invoices.slice(0, HOME_ORDERS),
    moreInvoices: invoices.total > HOME_ORDERS,
    loyalty,
    groups: groups.data.groups
      .filter((g) => g.open)
      .map((g) => ({
        token: g.token,
        name: g.name,
        shop: g.shop.name,
        deadline: formatDeadline(g.deadline),
        memberCount: g.memberCount,
        status: g.status,
      })),
  }
}

export async function loadHome(ctx: GuardContext, request: Request) {
  const user = ctx.user!
  const base = {
    firstname: user.firstname ?? user.username,
    role: roleLabels[user.role],
    shopName: ctx.shop?.name ?? user.shops[0]?.name ?? null,
    validated: user.validated,
  }
  const { role } = ctx.viewer
  if (role === 'buyer') return { ...base, ...(await buyerHome(ctx, request)) }
  // An agent who sells for no shop yet has nothing to attend to (and no shop to ask about).
  if ((role === 'owner' || role === 'iam' || role === 'agent') && user.shops.length > 0)
    return { ...base, ...(await sellerHome(ctx)) }
  return { ...base, audience: null }
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>
