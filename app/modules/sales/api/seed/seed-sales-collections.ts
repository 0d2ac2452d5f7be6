/** How a professional pays an invoice by its due date, or late, in part, or never; and reminders. */
import { DAY } from './seed-sales-random'
import { ledgerMethod, reference, type OrderPlan, type PlanContext } from './seed-sales-plan'
import type { StoryState } from './seed-sales-steps'

/** When a professional pays, and the reminders of those who are late. */
export function planProPayment(
  ctx: PlanContext,
  state: StoryState,
  plan: OrderPlan,
  ti: number,
  due: number,
  by: number,
  method: string,
) {
  const { client } = plan
  const ledger = client.sepa ? 'stripeSepa' : ledgerMethod(method)
  const payAt = (t: number, share: number) =>
    ctx.add(t, async () => {
      const left = await ctx.run.leftOn(state.invoiceId!)
      await ctx.run.pay(
        by,
        {
          documentId: state.invoiceId!,
          amountCents: share >= 1 ? left : Math.round(left * share),
          method: ledger,
          reference: reference(ledger, state.orderId!),
        },
        new Date(t),
      )
    })
  const payments: number[] = []
  switch (plan.habit) {
    case 'onTime': {
      const t = Math.max(ctx.cal.after(ti, 0, 3), due - ctx.rng.int(0, 12) * DAY)
      payAt(t, 1)
      payments.push(t)
      break
    }
    case 'late': {
      const t = due + ctx.rng.int(10, 45) * DAY
      payAt(t, 1)
      payments.push(t)
      break
    }
    case 'partial': {
      const t = due - ctx.rng.int(0, 5) * DAY
      payAt(Math.max(t, ctx.cal.soon(ti)), 0.5)
      payments.push(due + 60 * DAY)
      break
    }
    case 'never':
      payments.push(Number.POSITIVE_INFINITY)
      break
  }
  // Reminders a week after the due date, then three weeks after, while still unpaid.
  const settled = payments[payments.length - 1]
  for (const days of [8, 25, 50]) {
    const t = due + days * DAY + ctx.rng.int(8, 10) * 3_600_000
    if (t >= settled) break
    ctx.add(t, () => ctx.run.remind(state.invoiceId!, by, client.email, new Date(t)))
  }
}
