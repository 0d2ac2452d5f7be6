/** Quotes of the year, and the orders the accepted ones became. */
import { dueDate } from '#app/modules/sales/domain/payment-delays'
import { planProPayment } from './seed-sales-collections'
import { quoteNotes } from './seed-sales-data'
import { planDelivery } from './seed-sales-deliveries'
import { invoiced, type OrderPlan, type PlanContext, type SeededClient } from './seed-sales-plan'
import { newState, type StoryState } from './seed-sales-steps'

/** Quotes: drafts, sent and awaiting, refused, withdrawn, and accepted into orders. */
export function planQuotes(ctx: PlanContext, pros: SeededClient[], people: SeededClient[]): number {
  const answers: ('accept' | 'reject' | 'cancel' | 'draft' | 'cancelDraft' | 'wait')[] = [
    ...Array(12).fill('accept'),
    ...Array(5).fill('reject'),
    'cancel',
    'cancel',
    'cancelDraft',
    'draft',
    'draft',
    'draft',
    ...Array(5).fill('wait'),
  ]
  let orders = 0
  answers.forEach((answer, i) => {
    const client = i % 6 === 5 ? ctx.rng.pick(people) : ctx.rng.pick(pros)
    const state = newState()
    const actor = ctx.staffFor(client)
    const scope = {
      shopId: ctx.run.shopId,
      ...(actor.agentId ? { agentId: actor.agentId } : {}),
    }
    const recent = answer === 'draft' || answer === 'wait'
    const t0 = ctx.cal.onDay(recent ? ctx.rng.int(1, 20) : ctx.cal.seasonalDaysAgo(30, 350))
    const lines = ctx.linesFor(client)
    ctx.add(
      t0,
      () =>
        ctx.run.quote(
          state,
          scope,
          actor.userId,
          {
            clientId: client.id,
            lines,
            paymentType: client.typology === 'particulier' ? 'transfer' : 'transfer',
            paymentDelay: client.typology === 'particulier' ? 'order' : undefined,
            notes: ctx.rng.pick(quoteNotes),
          },
          new Date(t0),
        ),
      { of: 'quote', key: state, status: 'pending' },
    )
    if (answer === 'draft') return
    if (answer === 'cancelDraft') {
      const tc = ctx.cal.after(t0, 1, 5)
      ctx.add(tc, () => ctx.run.answerQuote(state, scope, actor.userId, 'cancel', new Date(tc)), {
        of: 'quote',
        key: state,
        status: 'cancelled',
      })
      return
    }
    const ti = ctx.cal.soon(t0, 180)
    ctx.add(ti, () => ctx.run.issueQuote(state, new Date(ti)), {
      of: 'quote',
      key: state,
      status: 'generated',
    })
    if (answer === 'wait') return
    const ta = ctx.cal.after(ti, 2, 20)
    ctx.add(
      ta,
      () =>
        ctx.run.answerQuote(
          state,
          scope,
          actor.userId,
          answer as 'accept' | 'reject' | 'cancel',
          new Date(ta),
        ),
      answer === 'accept'
        ? [
            { of: 'quote', key: state, status: 'completed' },
            { of: 'order', key: state, status: 'validated' },
          ]
        : { of: 'quote', key: state, status: answer === 'reject' ? 'rejected' : 'cancelled' },
    )
    if (answer !== 'accept') return
    orders++
    // The order the quote became: delivered, invoiced and paid as any other.
    const plan: OrderPlan = { ...ctx.basePlan(client, 'normal', 'backoffice'), t0: ta }
    planAcceptedOrder(ctx, state, plan, ta)
  })
  return orders
}

export function planAcceptedOrder(
  ctx: PlanContext,
  state: StoryState,
  plan: OrderPlan,
  ta: number,
) {
  const by = ctx.biller()
  const ts = ctx.cal.after(ta, 1, 4)
  const delivered = planDelivery(ctx, state, plan, false, ts)
  if (delivered === null) return
  const ti = ctx.cal.soon(delivered, 120)
  ctx.add(ti, () => ctx.run.invoice(state, by, new Date(ti)), invoiced(state))
  const orderDelay = plan.client.typology === 'particulier' ? 'order' : undefined
  const due = dueDate(
    new Date(ti),
    ctx.delayOf(plan.client, orderDelay),
    new Date(delivered),
  ).getTime()
  planProPayment(ctx, state, plan, ti, due, by, 'transfer')
}
