/**
 * The demo year as stories: each order (or quote) is planned whole, from its entry to its last
 * payment, as timed steps; the steps of every story are then run in time order, so that numbers
 * are taken in the order of their issue dates, and every step planned after the seeding moment is
 * dropped: what is recent is naturally still pending, in transit or not yet due.
 */
import type { DeliveryStatus } from '#app/platform/db/schema'
import { assignFates } from './seed-sales-fates'
import { planVentilation } from './seed-sales-groups'
import { planOrder } from './seed-sales-order-story'
import { isGroup, PlanContext, type Fate, type OrderPlan } from './seed-sales-plan'
import { planQuotes } from './seed-sales-quotes'
import { planFuture, planSample } from './seed-sales-samples-futures'

/** The year's plan: how many stories of each kind, and when; each story plans its own steps. */
export class ActivityPlanner extends PlanContext {
  /** Plans the whole year: orders of every kind, quotes and ventilations. */
  plan() {
    const { clients, buyer, pro } = this.input
    const pros = clients.filter((c) => c.typology !== 'particulier' && !isGroup(c))
    const people = clients.filter(
      (c) => c.typology === 'particulier' && !isGroup(c) && c.key !== 'buyer',
    )
    let orders = 0

    // Samples: a bottle or three sent to restaurants and wine shops being prospected.
    for (let i = 0; i < 15; i++) {
      planSample(this, this.rng.pick(pros), i)
      orders++
    }
    // Futures: next year's Hautes-Côtes de Nuits, sold before bottling with a deposit.
    for (let i = 0; i < 10; i++) {
      planFuture(this, this.rng.pick(i < 4 ? people : pros), i)
      orders++
    }
    // Quotes; the accepted ones become orders.
    orders += planQuotes(this, pros, people)
    // Two buying groups' orders, each ventilated across members.
    orders += planVentilation(this, 'amis', 3, 200)
    orders += planVentilation(this, 'cse', 2, 40)

    // Orders placed in the shop by the two demo buyer accounts.
    const shopFates: Fate[] = [
      ...Array<Fate>(9).fill('normal'),
      'aborted',
      'aborted',
      'aborted',
      'error',
      'error',
      'expired',
      'refused',
      'cancelled',
    ]
    const proFates: Fate[] = [
      ...Array<Fate>(9).fill('normal'),
      'aborted',
      'aborted',
      'error',
      'expired',
    ]
    const shopPlans: OrderPlan[] = [
      ...shopFates.map((fate) => this.basePlan(buyer, fate, 'shop')),
      ...proFates.map((fate) => this.basePlan(pro, fate, 'shop')),
    ]
    // The latest of them still waits for the producer.
    shopPlans.push({ ...this.basePlan(buyer, 'pendingNow', 'shop'), t0: this.cal.onDay(0) })
    shopPlans.push({ ...this.basePlan(pro, 'pendingNow', 'shop'), t0: this.cal.onDay(1) })
    for (const plan of shopPlans) planOrder(this, plan)
    orders += shopPlans.length

    // A handful of recent deliveries at each stage of the carrier's chain.
    const showcase: DeliveryStatus[] = [
      'pending',
      'preparation',
      'pendingPickup',
      'pickup',
      'transit',
      'exception',
      'error',
    ]
    showcase.forEach((stopAt, i) => {
      const client = this.rng.pick([...pros, ...people])
      planOrder(this, {
        ...this.basePlan(client, 'normal', 'backoffice'),
        t0: this.cal.onDay(i % 2 === 0 ? 7 : 6),
        incident: stopAt === 'exception' ? 'exception' : stopAt === 'error' ? 'labelError' : 'none',
        stopAt,
        habit: 'onTime',
      })
      orders++
    })

    // Back-office orders: the rest of the year.
    const regular: OrderPlan[] = []
    const everyone = [...pros, ...pros, ...people, pro]
    for (let i = orders; i < this.input.orderCount - 8; i++) {
      regular.push(this.basePlan(this.rng.pick(everyone), 'normal', 'backoffice'))
    }
    // Drafts and orders entered today, still waiting.
    for (let i = 0; i < 5; i++)
      regular.push({
        ...this.basePlan(this.rng.pick(everyone), 'draft', 'backoffice'),
        t0: this.cal.onDay(this.rng.int(0, 12)),
      })
    for (let i = 0; i < 3; i++)
      regular.push({
        ...this.basePlan(this.rng.pick(everyone), 'pendingNow', 'backoffice'),
        t0: this.cal.onDay(i),
      })
    assignFates(this, regular)
    for (const plan of regular) planOrder(this, plan)
  }
}
