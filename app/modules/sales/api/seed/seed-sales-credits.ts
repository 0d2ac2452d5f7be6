/** Credit notes for what went wrong in a delivery, then refunded or used to pay. */
import { sql } from 'drizzle-orm'
import { creditReasons } from './seed-sales-data'
import type { OrderPlan, PlanContext } from './seed-sales-plan'
import type { StoryState } from './seed-sales-steps'

/** Credit notes for what went wrong in the delivery. */
export function planAfterDelivery(
  ctx: PlanContext,
  state: StoryState,
  plan: OrderPlan,
  t: number,
  by: number,
) {
  const pro = plan.client.typology !== 'particulier'
  const refundOrUse = async (at: Date) => {
    const creditId = state.creditIds[state.creditIds.length - 1]
    const left = await ctx.run.leftOn(state.invoiceId!)
    const [credit] = await ctx.run.db
      .execute<{ remaining: number }>(sqlRemaining(creditId))
      .then((r) => (r as unknown as { rows: { remaining: number }[] }).rows)
    const remaining = Number(credit?.remaining ?? 0)
    if (remaining <= 0) return
    if (left > 0) {
      // Still unpaid: the credit note pays part of it.
      await ctx.run.pay(
        by,
        {
          documentId: state.invoiceId!,
          amountCents: Math.min(left, remaining),
          method: 'credit',
          kind: 'credit',
          creditId,
        },
        at,
      )
    } else {
      // Already paid: the money goes back to the client.
      await ctx.run.pay(
        by,
        {
          documentId: creditId,
          amountCents: remaining,
          method: 'transfer',
          kind: 'refund',
          reference: `REMB-${state.orderId}`,
        },
        at,
      )
    }
  }
  const creditAt = (
    at: number,
    request: () => Promise<{
      lines?: { index: number; quantity: number }[]
      amountCents?: number
      reason: string
    }>,
    use: boolean,
  ) => {
    ctx.add(at, async () => {
      await ctx.run.credit(state, by, state.invoiceId!, await request(), new Date(at))
    })
    if (use) {
      const tu = pro ? ctx.cal.soon(at, 60) : ctx.cal.after(at, 1, 4)
      ctx.add(tu, () => refundOrUse(new Date(tu)))
    }
  }
  const later = ctx.cal.after(t, 1, 3)
  switch (plan.incident) {
    case 'broken':
      creditAt(
        later,
        async () => ({ lines: [{ index: 0, quantity: 1 }], reason: creditReasons.broken }),
        true,
      )
      break
    case 'returned':
      creditAt(
        later,
        // Every sold line of the invoice, by its place on it (reduction lines come between).
        async () => ({
          lines: await ctx.run.soldLines(state.invoiceId!),
          reason: creditReasons.returned,
        }),
        true,
      )
      break
    case 'partialReturn':
      creditAt(
        ctx.cal.after(t, 12, 16),
        async () => ({
          lines: [{ index: 0, quantity: Math.min(6, state.lines[0].quantity) }],
          reason: creditReasons.returned,
        }),
        true,
      )
      break
    case 'gesture':
      creditAt(later, async () => ({ amountCents: 1500, reason: creditReasons.gesture }), true)
      break
    case 'corked':
      // Kept by the client for a next order: it stays to be used.
      creditAt(
        ctx.cal.after(t, 10, 30),
        async () => ({ lines: [{ index: 0, quantity: 1 }], reason: creditReasons.corked }),
        false,
      )
      break
  }
}

const sqlRemaining = (id: number) =>
  sql`select credit_remaining_cents as remaining from sales_documents where id = ${id}`
