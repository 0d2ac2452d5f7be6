/** The shipments of a story: the carrier's chain, pick-ups, split deliveries and returns. */
import type { DeliveryStatus } from '#app/platform/db/schema'
import { carriers } from './seed-sales-data'
import { DAY } from './seed-sales-random'
import type { Effect, OrderPlan, PlanContext } from './seed-sales-plan'
import type { StoryState } from './seed-sales-steps'

const shipped = (key: object, order: object, kind: 'delivery' | 'return'): Effect => ({
  of: 'shipment',
  key,
  status: 'pending',
  created: { kind, order },
})
const moved = (key: object, status: DeliveryStatus): Effect => ({ of: 'shipment', key, status })

/** The shipments of an order; the moment it was (last) delivered, or null when it is not yet. */
export function planDelivery(
  ctx: PlanContext,
  state: StoryState,
  plan: OrderPlan,
  pickup: boolean,
  ts: number,
): number | null {
  const carrier = pickup ? undefined : ctx.rng.pick(carriers)
  const tracking = carrier ? ctx.tracking(carrier) : undefined
  const shipmentRef: { id: number } = { id: 0 }
  const orderId = () => state.orderId!
  const at = (t: number, to: DeliveryStatus, shippedAt?: number) =>
    ctx.add(
      t,
      () =>
        ctx.run.moveShipment(
          shipmentRef.id,
          to,
          new Date(t),
          shippedAt ? new Date(shippedAt) : undefined,
        ),
      moved(shipmentRef, to),
    )
  const twoShipments = plan.incident === 'twoShipments'
  ctx.add(
    ts,
    async () => {
      const lines = state.lines.map((l, i) => ({
        lineId: l.id,
        quantity:
          twoShipments && i === state.lines.length - 1 && state.lines.length > 1 ? 0 : l.quantity,
      }))
      shipmentRef.id = await ctx.run.ship(
        state,
        orderId(),
        lines.filter((l) => l.quantity > 0),
        new Date(ts),
        {
          carrier,
          trackingRef: tracking,
        },
      )
    },
    shipped(shipmentRef, state, 'delivery'),
  )
  if (plan.stopAt === 'pending') return null
  // Deliveries of more than a month ago are recorded as they are looked at now: arrived, with
  // the day they left; the steps in between are kept for the recent ones.
  const old =
    ctx.cal.now - ts > 30 * DAY && plan.incident !== 'exception' && plan.incident !== 'labelError'
  if (pickup) {
    const ready = ctx.cal.soon(ts, 180)
    if (!old) at(ready, 'pendingPickup')
    const taken = ctx.cal.after(ready, 1, 6)
    if (!at(taken, 'delivered')) return null
    return taken
  }
  // The showcase runs its steps within hours, so that each stops where it should by now.
  const step = (t: number, days: [number, number]) =>
    plan.stopAt ? ctx.cal.soon(t, 240) : ctx.cal.after(t, days[0], days[1])
  let t = ts
  const fast = old && plan.incident !== 'returned' && plan.incident !== 'broken'
  if (fast) {
    const left = ctx.cal.after(t, 0, 1)
    t = ctx.cal.after(left, 1, 3)
    if (!at(t, 'delivered', left)) return null
  } else {
    const chain: DeliveryStatus[] = plan.stopAt
      ? ['preparation', 'pendingPickup', 'pickup', 'transit']
      : ctx.rng.chance(0.3)
        ? ['preparation', 'transit']
        : ['transit']
    if (plan.incident === 'labelError') chain.unshift('error')
    for (const status of chain) {
      t = status === 'transit' ? step(t, [0, 1]) : ctx.cal.soon(t, 240)
      if (!at(t, status)) return null
      if (plan.stopAt === status) return null
    }
    if (plan.incident === 'exception') {
      t = step(t, [1, 2])
      if (!at(t, 'exception')) return null
      if (plan.stopAt === 'exception') return null
    }
    t = ctx.cal.after(t, 1, 3)
    if (plan.incident === 'returned') {
      if (!at(t, 'returned')) return null
      return t
    }
    if (plan.incident === 'broken') {
      if (!at(t, 'partiallyDelivered')) return null
      return t
    }
  }
  if (!fast && !at(t, 'delivered')) return null
  if (twoShipments) {
    // The last line was short: it leaves three weeks later (may still be on its way).
    const second = { id: 0 }
    const t2 = ctx.cal.after(t, 15, 25)
    const tracking2 = carrier ? ctx.tracking(carrier) : undefined
    ctx.add(
      t2,
      async () => {
        const last = state.lines[state.lines.length - 1]
        if (state.lines.length < 2) return
        second.id = await ctx.run.ship(
          state,
          orderId(),
          [{ lineId: last.id, quantity: last.quantity }],
          new Date(t2),
          {
            carrier,
            trackingRef: tracking2,
          },
        )
      },
      shipped(second, state, 'delivery'),
    )
    const t3 = ctx.cal.after(t2, 1, 2)
    ctx.add(
      t3,
      async () => {
        if (second.id) await ctx.run.moveShipment(second.id, 'transit', new Date(t3))
      },
      moved(second, 'transit'),
    )
    const t4 = ctx.cal.after(t3, 1, 3)
    ctx.add(
      t4,
      async () => {
        if (second.id) await ctx.run.moveShipment(second.id, 'delivered', new Date(t4))
      },
      moved(second, 'delivered'),
    )
  }
  if (plan.incident === 'partialReturn') {
    const tr = ctx.cal.after(t, 3, 8)
    at(tr, 'partiallyReturned')
    const back = { id: 0 }
    ctx.add(
      ctx.cal.soon(tr, 60),
      async () => {
        const first = state.lines[0]
        back.id = await ctx.run.ship(
          state,
          orderId(),
          [{ lineId: first.id, quantity: Math.min(6, first.quantity) }],
          new Date(tr),
          {
            kind: 'return',
            carrier,
          },
        )
      },
      shipped(back, state, 'return'),
    )
    const tb = ctx.cal.after(tr, 2, 5)
    ctx.add(
      tb,
      async () => {
        if (back.id) await ctx.run.moveShipment(back.id, 'delivered', new Date(tb))
      },
      moved(back, 'delivered'),
    )
  }
  return t
}
