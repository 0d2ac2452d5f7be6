/** The year's back-office orders: which are refused, cancelled, late to pay, or go wrong. */
import { DAY } from './seed-sales-random'
import type { OrderPlan, PlanContext } from './seed-sales-plan'

/** Gives the year's back-office orders their refusals, cancellations and incidents. */
export function assignFates(ctx: PlanContext, plans: OrderPlan[]) {
  const age = (p: OrderPlan) => (ctx.cal.now - p.t0) / DAY
  const open = (p: OrderPlan) => p.fate === 'normal' && p.incident === 'none' && !p.deposit
  const take = (n: number, when: (p: OrderPlan) => boolean, apply: (p: OrderPlan) => void) =>
    ctx.rng
      .sample(
        plans.filter((p) => open(p) && when(p)),
        n,
      )
      .forEach(apply)
  const isPro = (p: OrderPlan) => p.client.typology !== 'particulier'
  take(
    6,
    () => true,
    (p) => (p.fate = 'refused'),
  )
  take(
    10,
    () => true,
    (p) => (p.fate = 'cancelled'),
  )
  take(
    5,
    (p) => age(p) > 20,
    (p) => (p.fate = 'expired'),
  )
  take(
    12,
    (p) => isPro(p) && age(p) > 20,
    (p) => (p.deposit = true),
  )
  take(
    4,
    (p) => age(p) > 30,
    (p) => (p.incident = 'broken'),
  )
  take(
    2,
    (p) => age(p) > 30 && !isPro(p),
    (p) => (p.incident = 'returned'),
  )
  take(
    2,
    (p) => age(p) > 40 && isPro(p),
    (p) => (p.incident = 'partialReturn'),
  )
  take(
    2,
    (p) => age(p) > 30 && isPro(p),
    (p) => (p.incident = 'cancelAfterInvoice'),
  )
  take(
    2,
    (p) => age(p) > 30 && isPro(p),
    (p) => (p.incident = 'gesture'),
  )
  take(
    2,
    (p) => age(p) > 30 && !isPro(p),
    (p) => (p.incident = 'corked'),
  )
  take(
    5,
    (p) => isPro(p) && age(p) > 14,
    (p) => (p.incident = 'twoShipments'),
  )
  take(
    3,
    (p) => age(p) > 20,
    (p) => (p.incident = 'exception'),
  )
  take(
    6,
    (p) => isPro(p) && age(p) > 90,
    (p) => (p.habit = 'never'),
  )
  take(
    4,
    (p) => isPro(p) && age(p) > 60,
    (p) => (p.habit = 'partial'),
  )
}
