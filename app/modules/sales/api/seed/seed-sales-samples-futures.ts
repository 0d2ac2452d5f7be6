/** Samples sent to prospects, and futures (primeurs) sold before bottling with a deposit. */
import { planDelivery } from './seed-sales-deliveries'
import type { Effect, PlanContext, SeededClient } from './seed-sales-plan'
import { newState } from './seed-sales-steps'

const cancelled = (state: object): Effect => ({ of: 'order', key: state, status: 'cancelled' })

export function planSample(ctx: PlanContext, client: SeededClient, i: number) {
  const state = newState()
  const actor = ctx.staffFor(client)
  const t0 = ctx.cal.onDay(ctx.cal.seasonalDaysAgo(i < 2 ? 1 : 10, 360))
  const status = i === 0 ? 'pending' : 'validated'
  ctx.add(
    t0,
    () =>
      ctx.run.enter(
        state,
        actor,
        {
          clientId: client.id,
          kind: 'sample',
          lines: ctx.linesFor(client, 'sample'),
          deliveryModeId: ctx.input.modes.carrier,
          status,
          notes: 'Échantillons pour dégustation.',
        },
        new Date(t0),
      ),
    { of: 'order', key: state, status },
  )
  if (status === 'pending') return
  if (i === 1) {
    const tc = ctx.cal.after(t0, 1, 3)
    ctx.add(tc, () => ctx.run.move(state, 'cancelled', new Date(tc)), cancelled(state))
    return
  }
  planDelivery(
    ctx,
    state,
    { ...ctx.basePlan(client, 'normal', 'backoffice'), t0 },
    false,
    ctx.cal.after(t0, 1, 2),
  )
}

export function planFuture(ctx: PlanContext, client: SeededClient, i: number) {
  const state = newState()
  const actor = ctx.staffFor(client)
  const { future } = ctx.input
  const t0 = ctx.cal.onDay(ctx.cal.seasonalDaysAgo(5, 330))
  const particulier = client.typology === 'particulier'
  const quantity = particulier ? ctx.rng.pick([6, 12, 12]) : ctx.rng.pick([24, 36, 60])
  ctx.add(
    t0,
    () =>
      ctx.run.enter(
        state,
        actor,
        {
          clientId: client.id,
          kind: 'future',
          lines: [{ formatId: future.formatId, vintageId: future.vintageId, quantity }],
          deliveryModeId: ctx.input.modes.carrier,
          paymentType: particulier ? 'transfer' : client.sepa ? 'bill' : 'transfer',
          paymentDelay: particulier ? 'order' : undefined,
          status: 'validated',
          expectedDeliveryAt: new Date(future.bottlingAt),
          notes: 'Vente en primeur : livraison après la mise en bouteille.',
        },
        new Date(t0),
      ),
    { of: 'order', key: state, status: 'validated' },
  )
  if (i === 9) {
    const tc = ctx.cal.after(t0, 2, 6)
    ctx.add(tc, () => ctx.run.move(state, 'cancelled', new Date(tc)), cancelled(state))
    return
  }
  const by = ctx.biller()
  const td = ctx.cal.soon(t0, 60)
  ctx.add(td, () => ctx.run.deposit(state, by, particulier ? 50 : 30, new Date(td)))
  // One deposit is still awaited (it was due on ordering).
  if (i === 3) return
  const tp = ctx.cal.after(td, 1, 10)
  ctx.add(tp, async () =>
    ctx.run.pay(
      by,
      {
        documentId: state.depositIds[0],
        amountCents: await ctx.run.leftOn(state.depositIds[0]),
        method: client.sepa ? 'stripeSepa' : 'transfer',
        reference: `VIR-PRIMEUR-${state.orderId}`,
      },
      new Date(tp),
    ),
  )
}
