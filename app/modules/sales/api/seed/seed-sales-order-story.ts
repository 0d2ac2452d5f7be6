/**
 * One order's story, from its entry (in the shop or the back office) to its last payment:
 * validation or its end, deposit, invoice on ordering or on delivery, shipments and payments.
 */
import { dueDate, type PaymentDelay } from '#app/modules/sales/domain/payment-delays'
import { planProPayment } from './seed-sales-collections'
import { planAfterDelivery } from './seed-sales-credits'
import { creditReasons, orderNotes } from './seed-sales-data'
import { planDelivery } from './seed-sales-deliveries'
import {
  invoiced,
  ledgerMethod,
  reference,
  type Incident,
  type OrderPlan,
  type PlanContext,
} from './seed-sales-plan'
import { newState } from './seed-sales-steps'

const carrierIncidents = new Set<Incident>([
  'broken',
  'returned',
  'partialReturn',
  'twoShipments',
  'exception',
  'labelError',
])

export function planOrder(ctx: PlanContext, plan: OrderPlan) {
  const { client } = plan
  const state = newState()
  const actor = plan.source === 'shop' ? ctx.run.staff.owner : ctx.staffFor(client)
  const particulier = client.typology === 'particulier'
  const card = plan.source === 'shop' && particulier && ctx.rng.chance(0.5)
  const shopPayment =
    plan.fate === 'aborted' || plan.fate === 'error' || card
      ? ctx.rng.pick(['stripe', 'stripe', 'stripeSepa'])
      : ctx.rng.pick(['transfer', 'transfer', 'check'])
  const paymentType = particulier
    ? ctx.rng.pick(['transfer', 'check', 'cb', 'cash'] as const)
    : client.sepa
      ? ('bill' as const)
      : ctx.rng.pick(['transfer', 'transfer', 'transfer', 'check', 'bill'] as const)
  const orderDelay: PaymentDelay | undefined = particulier ? 'order' : undefined
  // An incident of the carrier's chain needs a carrier: the estate's pick-up knows none.
  const modeId =
    plan.stopAt || carrierIncidents.has(plan.incident)
      ? ctx.input.modes.carrier
      : ctx.modeFor(client)
  const pickup = modeId === ctx.input.modes.pickup
  const lines = ctx.linesFor(client)
  const status =
    plan.fate === 'draft'
      ? 'draft'
      : plan.source === 'shop' || plan.fate !== 'normal' || ctx.rng.chance(0.3)
        ? 'pending'
        : 'validated'
  const notes = ctx.rng.chance(0.12) ? ctx.rng.pick(orderNotes) : undefined

  const t0 = plan.t0
  ctx.add(
    t0,
    () =>
      ctx.run.enter(
        state,
        actor,
        {
          clientId: client.id,
          kind: 'order',
          lines,
          deliveryModeId: modeId,
          paymentType: plan.source === 'shop' ? 'transfer' : paymentType,
          paymentDelay: orderDelay,
          status,
          notes,
        },
        new Date(t0),
        plan.source === 'shop' ? { paymentType: shopPayment } : undefined,
      ),
    { of: 'order', key: state, status },
  )
  if (plan.fate === 'draft' || plan.fate === 'pendingNow') return

  const validate = (at: number) =>
    ctx.add(at, () => ctx.run.move(state, 'validated', new Date(at)), {
      of: 'order',
      key: state,
      status: 'validated',
    })

  const ended = (
    to: 'refused' | 'cancelled' | 'expired' | 'aborted' | 'error',
    at: number,
    paymentStatus?: string,
  ) =>
    ctx.add(at, () => ctx.run.move(state, to, new Date(at), paymentStatus), {
      of: 'order',
      key: state,
      status: to,
    })
  if (plan.fate === 'aborted') return void ended('aborted', ctx.cal.soon(t0, 90), 'cancelled')
  if (plan.fate === 'refused') return void ended('refused', ctx.cal.after(t0, 0, 2))
  if (plan.fate === 'expired') return void ended('expired', ctx.cal.after(t0, 14, 15))
  if (plan.fate === 'error') return void ended('error', ctx.cal.after(t0, 0, 1), 'error')
  if (plan.fate === 'cancelled') {
    const tv = status === 'pending' ? ctx.cal.after(t0, 0, 2) : t0
    if (status === 'pending') validate(tv)
    const tc = ctx.cal.after(tv, 1, 4)
    return void ended('cancelled', tc)
  }

  // Validated: at once when entered so, else within two days.
  const tv = status === 'validated' ? t0 : ctx.cal.after(t0, 0, 2)
  if (status === 'pending') validate(tv)
  const biller = ctx.biller()
  const by = biller

  if (plan.deposit) {
    const td = ctx.cal.soon(tv, 60)
    ctx.add(td, () => ctx.run.deposit(state, by, ctx.rng.pick([30, 30, 40, 50]), new Date(td)))
    const tp = ctx.cal.after(td, 1, 8)
    ctx.add(tp, async () =>
      ctx.run.pay(
        by,
        {
          documentId: state.depositIds[0],
          amountCents: await ctx.run.leftOn(state.depositIds[0]),
          method: client.sepa ? 'stripeSepa' : 'transfer',
          reference: `VIR-ACOMPTE-${state.orderId}`,
        },
        new Date(tp),
      ),
    )
  }

  // A private customer pays on ordering: invoice at validation, then the money.
  const method = plan.source === 'shop' ? shopPayment : paymentType
  if (particulier || plan.incident === 'cancelAfterInvoice') {
    const ti = ctx.cal.soon(tv, 90)
    ctx.add(ti, () => ctx.run.invoice(state, by, new Date(ti)), invoiced(state))
    if (plan.incident === 'cancelAfterInvoice') {
      const tc = ctx.cal.after(ti, 2, 6)
      ctx.add(tc, async () => {
        const lines = await ctx.run.soldLines(state.invoiceId!)
        await ctx.run.credit(
          state,
          by,
          state.invoiceId!,
          { lines, reason: creditReasons.cancelled },
          new Date(tc),
        )
      })
      return
    }
    const tp =
      method === 'stripe' || method === 'cb' || method === 'cash'
        ? ctx.cal.soon(ti, 20)
        : ctx.cal.after(ti, 0, 4)
    ctx.add(tp, async () =>
      ctx.run.pay(
        by,
        {
          documentId: state.invoiceId!,
          amountCents: await ctx.run.leftOn(state.invoiceId!),
          method: ledgerMethod(method),
          reference: reference(method, state.orderId!),
        },
        new Date(tp),
      ),
    )
  }

  // Shipping (or the estate's pick-up).
  const ts = ctx.cal.after(tv, 1, 3)
  const delivered = planDelivery(ctx, state, plan, pickup, ts)
  if (delivered === null || particulier) {
    if (delivered !== null) planAfterDelivery(ctx, state, plan, delivered, by)
    return
  }

  // A professional is invoiced on delivery and pays by the delay agreed.
  const ti = ctx.cal.soon(delivered, 120)
  ctx.add(ti, () => ctx.run.invoice(state, by, new Date(ti)), invoiced(state))
  const due = dueDate(new Date(ti), ctx.delayOf(client, orderDelay), new Date(delivered)).getTime()
  planAfterDelivery(ctx, state, plan, ti, by)
  planProPayment(ctx, state, plan, ti, due, by, method)
}
