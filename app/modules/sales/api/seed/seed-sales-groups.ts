/** A buying group's order ventilated across its members, each then a story of its own. */
import { sql } from 'drizzle-orm'
import { planDelivery } from './seed-sales-deliveries'
import { invoiced, isGroup, reference, type PlanContext } from './seed-sales-plan'
import { newState, type LineChoice } from './seed-sales-steps'

/**
 * A group's order (members' boxes at Particulier prices) entered, validated, then ventilated:
 * each member's part becomes its own order, shipped to them, invoiced and paid by them.
 */
export function planVentilation(
  ctx: PlanContext,
  groupKey: string,
  parts: number,
  daysAgo: number,
): number {
  const { clients } = ctx.input
  const group = clients.find((c) => c.key === groupKey)!
  const members = ctx.rng.sample(
    clients.filter((c) => c.typology === 'particulier' && !isGroup(c) && c.key !== 'buyer'),
    parts,
  )
  const state = newState()
  const actor = ctx.run.staff.owner
  const wines = ctx.input.catalogue.filter(
    (c) => c.size === 'bottle' && c.typologies.includes('particulier'),
  )
  const chosen = ctx.rng.sample(wines, 2)
  const perMember = [6, 6]
  const lines: LineChoice[] = chosen.map((c, i) => ({
    formatId: c.formatId,
    vintageId: c.vintageIds[0],
    quantity: perMember[i] * parts,
  }))
  const t0 = ctx.cal.onDay(daysAgo)
  ctx.add(
    t0,
    () =>
      ctx.run.enter(
        state,
        actor,
        {
          clientId: group.id,
          kind: 'order',
          lines,
          deliveryModeId: ctx.input.modes.carrier,
          paymentType: 'transfer',
          paymentDelay: 'order',
          status: 'validated',
          notes: 'Commande groupée : chaque adhérent est livré et facturé à part.',
        },
        new Date(t0),
      ),
    { of: 'order', key: state, status: 'validated' },
  )
  const tv = ctx.cal.after(t0, 1, 2)
  const children = members.map(() => newState())
  ctx.add(
    tv,
    () =>
      ctx.run.ventilate(
        state,
        actor,
        members.map((m) => ({ clientId: m.id, quantities: perMember })),
        new Date(tv),
      ),
    children.map((child) => ({ of: 'order', key: child, status: 'validated' })),
  )
  members.forEach((member, i) => {
    const child = children[i]
    const by = ctx.biller()
    const tc = ctx.cal.soon(tv, 30 + i)
    // The child's own story starts from the ventilation.
    ctx.add(tc, async () => {
      child.orderId = state.childIds[i]
      const rows = await ctx.run.db.execute<{ id: number; quantity: number }>(
        sqlLines(child.orderId),
      )
      child.lines = (rows as unknown as { rows: { id: number; quantity: number }[] }).rows
    })
    const ti = ctx.cal.soon(tc, 60)
    ctx.add(ti, () => ctx.run.invoice(child, by, new Date(ti)), invoiced(child))
    const tp = ctx.cal.after(ti, 1, 6)
    ctx.add(tp, async () =>
      ctx.run.pay(
        by,
        {
          documentId: child.invoiceId!,
          amountCents: await ctx.run.leftOn(child.invoiceId!),
          method: 'transfer',
          reference: reference('transfer', child.orderId!),
        },
        new Date(tp),
      ),
    )
    const plan = { ...ctx.basePlan(member, 'normal', 'backoffice'), t0: tc }
    planDelivery(ctx, child, plan, false, ctx.cal.after(ti, 1, 3))
  })
  return 1 + parts
}

const sqlLines = (orderId: number) =>
  sql`select id, quantity from order_lines where order_id = ${orderId} order by position, id`
