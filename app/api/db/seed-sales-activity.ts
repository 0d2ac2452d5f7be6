/**
 * The demo year as stories: each order (or quote) is planned whole, from its entry to its last
 * payment, as timed steps; the steps of every story are then run in time order, so that numbers
 * are taken in the order of their issue dates, and every step planned after the seeding moment is
 * dropped: what is recent is naturally still pending, in transit or not yet due.
 */
import { sql } from 'drizzle-orm'
import { dueDate, pickPaymentDelay, type PaymentDelay } from '#app/domain/sales/payment-delays'
import type { DeliveryStatus } from './schema'
import { carriers, creditReasons, orderNotes, quoteNotes } from './seed-sales-data'
import { Calendar, Chance, DAY } from './seed-sales-random'
import { newState, type LineChoice, type SalesSteps, type StoryState } from './seed-sales-steps'

export type SeededClient = {
  id: number
  key: string
  typology: 'particulier' | 'restaurateur' | 'caviste'
  email: string
  agent: boolean
  paymentDelay: string | null
  /** Pays by SEPA direct debit (an active mandate). */
  sepa: boolean
}

export type CatalogueChoice = {
  formatId: number
  vintageIds: number[]
  /** 75 cl bottle, magnum, bag-in-box or accessory. */
  size: 'bottle' | 'magnum' | 'bib' | 'other'
  typologies: ('particulier' | 'restaurateur' | 'caviste')[]
}

export type ActivityInput = {
  clients: SeededClient[]
  buyer: SeededClient
  pro: SeededClient
  catalogue: CatalogueChoice[]
  future: { formatId: number; vintageId: number; bottlingAt: number }
  modes: { carrier: number; pickup: number; points: number[] }
  shopDelay: string | undefined
  /** How many orders the year holds. */
  orderCount: number
}

type Step = { at: number; n: number; run: () => Promise<void> }

type Fate =
  | 'normal'
  | 'refused'
  | 'cancelled'
  | 'expired'
  | 'aborted'
  | 'error'
  | 'draft'
  | 'pendingNow'

/** What may happen to a delivered, invoiced order beside being paid. */
type Incident =
  | 'none'
  | 'broken'
  | 'returned'
  | 'partialReturn'
  | 'cancelAfterInvoice'
  | 'gesture'
  | 'corked'
  | 'twoShipments'
  | 'exception'
  | 'labelError'

type PayHabit = 'onTime' | 'late' | 'never' | 'partial'

type OrderPlan = {
  client: SeededClient
  t0: number
  fate: Fate
  incident: Incident
  habit: PayHabit
  source: 'shop' | 'backoffice'
  deposit: boolean
  /** Stop the delivery chain at this status (the showcase of recent shipments). */
  stopAt?: DeliveryStatus
}

export class ActivityPlanner {
  private readonly steps: Step[] = []
  private n = 0
  readonly cal: Calendar

  constructor(
    private readonly run: SalesSteps,
    private readonly input: ActivityInput,
    private readonly rng: Chance,
    now: number,
    private readonly cut: number,
  ) {
    this.cal = new Calendar(now, rng)
  }

  private add(at: number, fn: () => Promise<void>): boolean {
    if (at >= this.cut) return false
    this.steps.push({ at, n: this.n++, run: fn })
    return true
  }

  /** Runs every planned step in time order. */
  async execute(): Promise<number> {
    this.steps.sort((a, b) => a.at - b.at || a.n - b.n)
    for (const step of this.steps) await step.run()
    return this.steps.length
  }

  // ------------------------------------------------------------ choices

  private staffFor(client: SeededClient) {
    const { owner, iam, agent } = this.run.staff
    if (client.agent && this.rng.chance(0.6)) return agent
    return this.rng.chance(0.6) ? owner : iam
  }

  private biller() {
    const { owner, iam } = this.run.staff
    return (this.rng.chance(0.7) ? owner : iam).userId
  }

  private linesFor(client: SeededClient, kind: 'order' | 'sample' = 'order'): LineChoice[] {
    const fits = this.input.catalogue.filter((c) => c.typologies.includes(client.typology))
    const wines = fits.filter((c) => c.size !== 'other')
    const count =
      kind === 'sample'
        ? this.rng.int(1, 3)
        : client.typology === 'particulier'
          ? this.rng.int(1, 3)
          : this.rng.int(2, 4)
    const chosen = this.rng.sample(wines, count)
    const lines: LineChoice[] = chosen.map((c) => {
      const quantity =
        kind === 'sample'
          ? 1
          : c.size === 'magnum'
            ? this.rng.int(1, client.typology === 'particulier' ? 2 : 6)
            : c.size === 'bib'
              ? this.rng.int(1, 4)
              : client.typology === 'particulier'
                ? this.rng.pick([1, 2, 3, 6, 6, 6, 12, 12])
                : client.typology === 'restaurateur'
                  ? this.rng.pick([6, 12, 12, 18, 24, 36])
                  : this.rng.pick([12, 24, 24, 36, 48, 60])
      const big = client.typology !== 'particulier' && quantity >= 36
      return {
        formatId: c.formatId,
        vintageId: this.rng.pick(c.vintageIds),
        quantity,
        ...(big && this.rng.chance(0.5) ? { discountPercent: this.rng.pick([5, 8, 10]) } : {}),
      }
    })
    const extras = fits.filter((c) => c.size === 'other')
    if (
      kind === 'order' &&
      client.typology === 'particulier' &&
      extras.length &&
      this.rng.chance(0.15)
    ) {
      const extra = this.rng.pick(extras)
      lines.push({ formatId: extra.formatId, vintageId: extra.vintageIds[0], quantity: 1 })
    }
    return lines
  }

  private modeFor(client: SeededClient): number {
    const { carrier, pickup, points } = this.input.modes
    const x = this.rng.next()
    if (client.typology === 'particulier')
      return x < 0.6 ? carrier : x < 0.82 ? pickup : this.rng.pick(points)
    return x < 0.85 ? carrier : pickup
  }

  /** The delay the invoice will carry, as the issue service will pick it. */
  private delayOf(client: SeededClient, orderDelay?: PaymentDelay): PaymentDelay {
    return pickPaymentDelay(orderDelay, client.paymentDelay, this.input.shopDelay)
  }

  private tracking(carrier: string): string {
    const digits = String(this.rng.int(10_000_000, 99_999_999)) + String(this.rng.int(100, 999))
    return carrier === 'Colissimo' ? `6A${digits}` : `${carrier.slice(0, 2).toUpperCase()}${digits}`
  }

  // ------------------------------------------------------------ the year

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
      this.planSample(this.rng.pick(pros), i)
      orders++
    }
    // Futures: next year's Hautes-Côtes de Nuits, sold before bottling with a deposit.
    for (let i = 0; i < 10; i++) {
      this.planFuture(this.rng.pick(i < 4 ? people : pros), i)
      orders++
    }
    // Quotes; the accepted ones become orders.
    orders += this.planQuotes(pros, people)
    // Two buying groups' orders, each ventilated across members.
    orders += this.planVentilation('amis', 3, 200)
    orders += this.planVentilation('cse', 2, 40)

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
    for (const plan of shopPlans) this.planOrder(plan)
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
      this.planOrder({
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
    this.assignFates(regular)
    for (const plan of regular) this.planOrder(plan)
  }

  private basePlan(client: SeededClient, fate: Fate, source: 'shop' | 'backoffice'): OrderPlan {
    return {
      client,
      t0: this.cal.onDay(this.cal.seasonalDaysAgo(1, 364)),
      fate,
      incident: 'none',
      habit: this.rng.chance(0.8) ? 'onTime' : 'late',
      source,
      deposit: false,
    }
  }

  /** Gives the year's back-office orders their refusals, cancellations and incidents. */
  private assignFates(plans: OrderPlan[]) {
    const age = (p: OrderPlan) => (this.cal.now - p.t0) / DAY
    const open = (p: OrderPlan) => p.fate === 'normal' && p.incident === 'none' && !p.deposit
    const take = (n: number, when: (p: OrderPlan) => boolean, apply: (p: OrderPlan) => void) =>
      this.rng
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

  // ------------------------------------------------------------ one order

  private planOrder(plan: OrderPlan) {
    const { client } = plan
    const state = newState()
    const actor = plan.source === 'shop' ? this.run.staff.owner : this.staffFor(client)
    const particulier = client.typology === 'particulier'
    const card = plan.source === 'shop' && particulier && this.rng.chance(0.5)
    const shopPayment =
      plan.fate === 'aborted' || plan.fate === 'error' || card
        ? this.rng.pick(['stripe', 'stripe', 'stripeSepa'])
        : this.rng.pick(['transfer', 'transfer', 'check'])
    const paymentType = particulier
      ? this.rng.pick(['transfer', 'check', 'cb', 'cash'] as const)
      : client.sepa
        ? ('bill' as const)
        : this.rng.pick(['transfer', 'transfer', 'transfer', 'check', 'bill'] as const)
    const orderDelay: PaymentDelay | undefined = particulier ? 'order' : undefined
    const modeId = plan.stopAt ? this.input.modes.carrier : this.modeFor(client)
    const pickup = modeId === this.input.modes.pickup
    const lines = this.linesFor(client)
    const status =
      plan.fate === 'draft'
        ? 'draft'
        : plan.source === 'shop' || plan.fate !== 'normal' || this.rng.chance(0.3)
          ? 'pending'
          : 'validated'
    const notes = this.rng.chance(0.12) ? this.rng.pick(orderNotes) : undefined

    const t0 = plan.t0
    this.add(t0, () =>
      this.run.enter(
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
    )
    if (plan.fate === 'draft' || plan.fate === 'pendingNow') return

    const ended = (
      to: 'refused' | 'cancelled' | 'expired' | 'aborted' | 'error',
      at: number,
      paymentStatus?: string,
    ) => this.add(at, () => this.run.move(state, to, new Date(at), paymentStatus))
    if (plan.fate === 'aborted') return void ended('aborted', this.cal.soon(t0, 90), 'cancelled')
    if (plan.fate === 'refused') return void ended('refused', this.cal.after(t0, 0, 2))
    if (plan.fate === 'expired') return void ended('expired', this.cal.after(t0, 14, 15))
    if (plan.fate === 'error') return void ended('error', this.cal.after(t0, 0, 1), 'error')
    if (plan.fate === 'cancelled') {
      const tv = status === 'pending' ? this.cal.after(t0, 0, 2) : t0
      if (status === 'pending') this.add(tv, () => this.run.move(state, 'validated', new Date(tv)))
      const tc = this.cal.after(tv, 1, 4)
      return void ended('cancelled', tc)
    }

    // Validated: at once when entered so, else within two days.
    const tv = status === 'validated' ? t0 : this.cal.after(t0, 0, 2)
    if (status === 'pending') this.add(tv, () => this.run.move(state, 'validated', new Date(tv)))
    const biller = this.biller()
    const by = biller

    if (plan.deposit) {
      const td = this.cal.soon(tv, 60)
      this.add(td, () => this.run.deposit(state, by, this.rng.pick([30, 30, 40, 50]), new Date(td)))
      const tp = this.cal.after(td, 1, 8)
      this.add(tp, async () =>
        this.run.pay(
          by,
          {
            documentId: state.depositIds[0],
            amountCents: await this.run.leftOn(state.depositIds[0]),
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
      const ti = this.cal.soon(tv, 90)
      this.add(ti, () => this.run.invoice(state, by, new Date(ti)))
      if (plan.incident === 'cancelAfterInvoice') {
        const tc = this.cal.after(ti, 2, 6)
        this.add(tc, () =>
          this.run
            .credit(
              state,
              by,
              state.invoiceId!,
              {
                lines: state.lines.map((l, index) => ({ index, quantity: l.quantity })),
                reason: creditReasons.cancelled,
              },
              new Date(tc),
            )
            .then(() => undefined),
        )
        return
      }
      const tp =
        method === 'stripe' || method === 'cb' || method === 'cash'
          ? this.cal.soon(ti, 20)
          : this.cal.after(ti, 0, 4)
      this.add(tp, async () =>
        this.run.pay(
          by,
          {
            documentId: state.invoiceId!,
            amountCents: await this.run.leftOn(state.invoiceId!),
            method: ledgerMethod(method),
            reference: reference(method, state.orderId!),
          },
          new Date(tp),
        ),
      )
    }

    // Shipping (or the estate's pick-up).
    const ts = this.cal.after(tv, 1, 3)
    const delivered = this.planDelivery(state, plan, pickup, ts)
    if (delivered === null || particulier) {
      if (delivered !== null) this.planAfterDelivery(state, plan, delivered, by)
      return
    }

    // A professional is invoiced on delivery and pays by the delay agreed.
    const ti = this.cal.soon(delivered, 120)
    this.add(ti, () => this.run.invoice(state, by, new Date(ti)))
    const due = dueDate(
      new Date(ti),
      this.delayOf(client, orderDelay),
      new Date(delivered),
    ).getTime()
    this.planAfterDelivery(state, plan, ti, by)
    this.planProPayment(state, plan, ti, due, by, method)
  }

  /** The shipments of an order; the moment it was (last) delivered, or null when it is not yet. */
  private planDelivery(
    state: StoryState,
    plan: OrderPlan,
    pickup: boolean,
    ts: number,
  ): number | null {
    const carrier = pickup ? undefined : this.rng.pick(carriers)
    const tracking = carrier ? this.tracking(carrier) : undefined
    const shipmentRef: { id: number } = { id: 0 }
    const orderId = () => state.orderId!
    const at = (t: number, to: DeliveryStatus, shippedAt?: number) =>
      this.add(t, () =>
        this.run.moveShipment(
          shipmentRef.id,
          to,
          new Date(t),
          shippedAt ? new Date(shippedAt) : undefined,
        ),
      )
    const twoShipments = plan.incident === 'twoShipments'
    this.add(ts, async () => {
      const lines = state.lines.map((l, i) => ({
        lineId: l.id,
        quantity:
          twoShipments && i === state.lines.length - 1 && state.lines.length > 1 ? 0 : l.quantity,
      }))
      shipmentRef.id = await this.run.ship(
        state,
        orderId(),
        lines.filter((l) => l.quantity > 0),
        new Date(ts),
        {
          carrier,
          trackingRef: tracking,
        },
      )
    })
    if (plan.stopAt === 'pending') return null
    // Deliveries of more than a month ago are recorded as they are looked at now: arrived, with
    // the day they left; the steps in between are kept for the recent ones.
    const old =
      this.cal.now - ts > 30 * DAY &&
      plan.incident !== 'exception' &&
      plan.incident !== 'labelError'
    if (pickup) {
      const ready = this.cal.soon(ts, 180)
      if (!old) at(ready, 'pendingPickup')
      const taken = this.cal.after(ready, 1, 6)
      if (!at(taken, 'delivered')) return null
      return taken
    }
    // The showcase runs its steps within hours, so that each stops where it should by now.
    const step = (t: number, days: [number, number]) =>
      plan.stopAt ? this.cal.soon(t, 240) : this.cal.after(t, days[0], days[1])
    let t = ts
    const fast = old && plan.incident !== 'returned' && plan.incident !== 'broken'
    if (fast) {
      const left = this.cal.after(t, 0, 1)
      t = this.cal.after(left, 1, 3)
      if (!at(t, 'delivered', left)) return null
    } else {
      const chain: DeliveryStatus[] = plan.stopAt
        ? ['preparation', 'pendingPickup', 'pickup', 'transit']
        : this.rng.chance(0.3)
          ? ['preparation', 'transit']
          : ['transit']
      if (plan.incident === 'labelError') chain.unshift('error')
      for (const status of chain) {
        t = status === 'transit' ? step(t, [0, 1]) : this.cal.soon(t, 240)
        if (!at(t, status)) return null
        if (plan.stopAt === status) return null
      }
      if (plan.incident === 'exception') {
        t = step(t, [1, 2])
        if (!at(t, 'exception')) return null
        if (plan.stopAt === 'exception') return null
      }
      t = this.cal.after(t, 1, 3)
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
      const t2 = this.cal.after(t, 15, 25)
      const tracking2 = carrier ? this.tracking(carrier) : undefined
      this.add(t2, async () => {
        const last = state.lines[state.lines.length - 1]
        if (state.lines.length < 2) return
        second.id = await this.run.ship(
          state,
          orderId(),
          [{ lineId: last.id, quantity: last.quantity }],
          new Date(t2),
          {
            carrier,
            trackingRef: tracking2,
          },
        )
      })
      const t3 = this.cal.after(t2, 1, 2)
      this.add(t3, async () => {
        if (second.id) await this.run.moveShipment(second.id, 'transit', new Date(t3))
      })
      const t4 = this.cal.after(t3, 1, 3)
      this.add(t4, async () => {
        if (second.id) await this.run.moveShipment(second.id, 'delivered', new Date(t4))
      })
    }
    if (plan.incident === 'partialReturn') {
      const tr = this.cal.after(t, 3, 8)
      at(tr, 'partiallyReturned')
      const back = { id: 0 }
      this.add(this.cal.soon(tr, 60), async () => {
        const first = state.lines[0]
        back.id = await this.run.ship(
          state,
          orderId(),
          [{ lineId: first.id, quantity: Math.min(6, first.quantity) }],
          new Date(tr),
          {
            kind: 'return',
            carrier,
          },
        )
      })
      const tb = this.cal.after(tr, 2, 5)
      this.add(tb, async () => {
        if (back.id) await this.run.moveShipment(back.id, 'delivered', new Date(tb))
      })
    }
    return t
  }

  /** Credit notes for what went wrong in the delivery. */
  private planAfterDelivery(state: StoryState, plan: OrderPlan, t: number, by: number) {
    const pro = plan.client.typology !== 'particulier'
    const refundOrUse = async (at: Date) => {
      const creditId = state.creditIds[state.creditIds.length - 1]
      const left = await this.run.leftOn(state.invoiceId!)
      const [credit] = await this.run.db
        .execute<{ remaining: number }>(sqlRemaining(creditId))
        .then((r) => (r as unknown as { rows: { remaining: number }[] }).rows)
      const remaining = Number(credit?.remaining ?? 0)
      if (remaining <= 0) return
      if (left > 0) {
        // Still unpaid: the credit note pays part of it.
        await this.run.pay(
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
        await this.run.pay(
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
      request: () => {
        lines?: { index: number; quantity: number }[]
        amountCents?: number
        reason: string
      },
      use: boolean,
    ) => {
      this.add(at, async () => {
        await this.run.credit(state, by, state.invoiceId!, request(), new Date(at))
      })
      if (use) {
        const tu = pro ? this.cal.soon(at, 60) : this.cal.after(at, 1, 4)
        this.add(tu, () => refundOrUse(new Date(tu)))
      }
    }
    const later = this.cal.after(t, 1, 3)
    switch (plan.incident) {
      case 'broken':
        creditAt(
          later,
          () => ({ lines: [{ index: 0, quantity: 1 }], reason: creditReasons.broken }),
          true,
        )
        break
      case 'returned':
        creditAt(
          later,
          () => ({
            lines: state.lines.map((l, index) => ({ index, quantity: l.quantity })),
            reason: creditReasons.returned,
          }),
          true,
        )
        break
      case 'partialReturn':
        creditAt(
          this.cal.after(t, 12, 16),
          () => ({
            lines: [{ index: 0, quantity: Math.min(6, state.lines[0].quantity) }],
            reason: creditReasons.returned,
          }),
          true,
        )
        break
      case 'gesture':
        creditAt(later, () => ({ amountCents: 1500, reason: creditReasons.gesture }), true)
        break
      case 'corked':
        // Kept by the client for a next order: it stays to be used.
        creditAt(
          this.cal.after(t, 10, 30),
          () => ({ lines: [{ index: 0, quantity: 1 }], reason: creditReasons.corked }),
          false,
        )
        break
    }
  }

  /** When a professional pays, and the reminders of those who are late. */
  private planProPayment(
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
      this.add(t, async () => {
        const left = await this.run.leftOn(state.invoiceId!)
        await this.run.pay(
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
        const t = Math.max(this.cal.after(ti, 0, 3), due - this.rng.int(0, 12) * DAY)
        payAt(t, 1)
        payments.push(t)
        break
      }
      case 'late': {
        const t = due + this.rng.int(10, 45) * DAY
        payAt(t, 1)
        payments.push(t)
        break
      }
      case 'partial': {
        const t = due - this.rng.int(0, 5) * DAY
        payAt(Math.max(t, this.cal.soon(ti)), 0.5)
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
      const t = due + days * DAY + this.rng.int(8, 10) * 3_600_000
      if (t >= settled) break
      this.add(t, () => this.run.remind(state.invoiceId!, by, client.email, new Date(t)))
    }
  }

  // ------------------------------------------------------------ samples, futures, quotes, groups

  private planSample(client: SeededClient, i: number) {
    const state = newState()
    const actor = this.staffFor(client)
    const t0 = this.cal.onDay(this.cal.seasonalDaysAgo(i < 2 ? 1 : 10, 360))
    const status = i === 0 ? 'pending' : 'validated'
    this.add(t0, () =>
      this.run.enter(
        state,
        actor,
        {
          clientId: client.id,
          kind: 'sample',
          lines: this.linesFor(client, 'sample'),
          deliveryModeId: this.input.modes.carrier,
          status,
          notes: 'Échantillons pour dégustation.',
        },
        new Date(t0),
      ),
    )
    if (status === 'pending') return
    if (i === 1) {
      const tc = this.cal.after(t0, 1, 3)
      this.add(tc, () => this.run.move(state, 'cancelled', new Date(tc)))
      return
    }
    this.planDelivery(
      state,
      { ...this.basePlan(client, 'normal', 'backoffice'), t0 },
      false,
      this.cal.after(t0, 1, 2),
    )
  }

  private planFuture(client: SeededClient, i: number) {
    const state = newState()
    const actor = this.staffFor(client)
    const { future } = this.input
    const t0 = this.cal.onDay(this.cal.seasonalDaysAgo(5, 330))
    const particulier = client.typology === 'particulier'
    const quantity = particulier ? this.rng.pick([6, 12, 12]) : this.rng.pick([24, 36, 60])
    this.add(t0, () =>
      this.run.enter(
        state,
        actor,
        {
          clientId: client.id,
          kind: 'future',
          lines: [{ formatId: future.formatId, vintageId: future.vintageId, quantity }],
          deliveryModeId: this.input.modes.carrier,
          paymentType: particulier ? 'transfer' : client.sepa ? 'bill' : 'transfer',
          paymentDelay: particulier ? 'order' : undefined,
          status: 'validated',
          expectedDeliveryAt: new Date(future.bottlingAt),
          notes: 'Vente en primeur : livraison après la mise en bouteille.',
        },
        new Date(t0),
      ),
    )
    if (i === 9) {
      const tc = this.cal.after(t0, 2, 6)
      this.add(tc, () => this.run.move(state, 'cancelled', new Date(tc)))
      return
    }
    const by = this.biller()
    const td = this.cal.soon(t0, 60)
    this.add(td, () => this.run.deposit(state, by, particulier ? 50 : 30, new Date(td)))
    // One deposit is still awaited (it was due on ordering).
    if (i === 3) return
    const tp = this.cal.after(td, 1, 10)
    this.add(tp, async () =>
      this.run.pay(
        by,
        {
          documentId: state.depositIds[0],
          amountCents: await this.run.leftOn(state.depositIds[0]),
          method: client.sepa ? 'stripeSepa' : 'transfer',
          reference: `VIR-PRIMEUR-${state.orderId}`,
        },
        new Date(tp),
      ),
    )
  }

  /** Quotes: drafts, sent and awaiting, refused, withdrawn, and accepted into orders. */
  private planQuotes(pros: SeededClient[], people: SeededClient[]): number {
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
      const client = i % 6 === 5 ? this.rng.pick(people) : this.rng.pick(pros)
      const state = newState()
      const actor = this.staffFor(client)
      const scope = {
        shopId: this.run.shopId,
        ...(actor.agentId ? { agentId: actor.agentId } : {}),
      }
      const recent = answer === 'draft' || answer === 'wait'
      const t0 = this.cal.onDay(recent ? this.rng.int(1, 20) : this.cal.seasonalDaysAgo(30, 350))
      const lines = this.linesFor(client)
      this.add(t0, () =>
        this.run.quote(
          state,
          scope,
          actor.userId,
          {
            clientId: client.id,
            lines,
            paymentType: client.typology === 'particulier' ? 'transfer' : 'transfer',
            paymentDelay: client.typology === 'particulier' ? 'order' : undefined,
            notes: this.rng.pick(quoteNotes),
          },
          new Date(t0),
        ),
      )
      if (answer === 'draft') return
      if (answer === 'cancelDraft') {
        const tc = this.cal.after(t0, 1, 5)
        this.add(tc, () => this.run.answerQuote(state, scope, actor.userId, 'cancel', new Date(tc)))
        return
      }
      const ti = this.cal.soon(t0, 180)
      this.add(ti, () => this.run.issueQuote(state, new Date(ti)))
      if (answer === 'wait') return
      const ta = this.cal.after(ti, 2, 20)
      this.add(ta, () =>
        this.run.answerQuote(
          state,
          scope,
          actor.userId,
          answer as 'accept' | 'reject' | 'cancel',
          new Date(ta),
        ),
      )
      if (answer !== 'accept') return
      orders++
      // The order the quote became: delivered, invoiced and paid as any other.
      const plan: OrderPlan = { ...this.basePlan(client, 'normal', 'backoffice'), t0: ta }
      this.planAcceptedOrder(state, plan, ta)
    })
    return orders
  }

  private planAcceptedOrder(state: StoryState, plan: OrderPlan, ta: number) {
    const by = this.biller()
    const ts = this.cal.after(ta, 1, 4)
    const delivered = this.planDelivery(state, plan, false, ts)
    if (delivered === null) return
    const ti = this.cal.soon(delivered, 120)
    this.add(ti, () => this.run.invoice(state, by, new Date(ti)))
    const orderDelay = plan.client.typology === 'particulier' ? 'order' : undefined
    const due = dueDate(
      new Date(ti),
      this.delayOf(plan.client, orderDelay),
      new Date(delivered),
    ).getTime()
    this.planProPayment(state, plan, ti, due, by, 'transfer')
  }

  /**
   * A group's order (members' boxes at Particulier prices) entered, validated, then ventilated:
   * each member's part becomes its own order, shipped to them, invoiced and paid by them.
   */
  private planVentilation(groupKey: string, parts: number, daysAgo: number): number {
    const { clients } = this.input
    const group = clients.find((c) => c.key === groupKey)!
    const members = this.rng.sample(
      clients.filter((c) => c.typology === 'particulier' && !isGroup(c) && c.key !== 'buyer'),
      parts,
    )
    const state = newState()
    const actor = this.run.staff.owner
    const wines = this.input.catalogue.filter(
      (c) => c.size === 'bottle' && c.typologies.includes('particulier'),
    )
    const chosen = this.rng.sample(wines, 2)
    const perMember = [6, 6]
    const lines: LineChoice[] = chosen.map((c, i) => ({
      formatId: c.formatId,
      vintageId: c.vintageIds[0],
      quantity: perMember[i] * parts,
    }))
    const t0 = this.cal.onDay(daysAgo)
    this.add(t0, () =>
      this.run.enter(
        state,
        actor,
        {
          clientId: group.id,
          kind: 'order',
          lines,
          deliveryModeId: this.input.modes.carrier,
          paymentType: 'transfer',
          paymentDelay: 'order',
          status: 'validated',
          notes: 'Commande groupée : chaque adhérent est livré et facturé à part.',
        },
        new Date(t0),
      ),
    )
    const tv = this.cal.after(t0, 1, 2)
    this.add(tv, () =>
      this.run.ventilate(
        state,
        actor,
        members.map((m) => ({ clientId: m.id, quantities: perMember })),
        new Date(tv),
      ),
    )
    members.forEach((member, i) => {
      const child = newState()
      const by = this.biller()
      const tc = this.cal.soon(tv, 30 + i)
      // The child's own story starts from the ventilation.
      this.add(tc, async () => {
        child.orderId = state.childIds[i]
        const rows = await this.run.db.execute<{ id: number; quantity: number }>(
          sqlLines(child.orderId),
        )
        child.lines = (rows as unknown as { rows: { id: number; quantity: number }[] }).rows
      })
      const ti = this.cal.soon(tc, 60)
      this.add(ti, () => this.run.invoice(child, by, new Date(ti)))
      const tp = this.cal.after(ti, 1, 6)
      this.add(tp, async () =>
        this.run.pay(
          by,
          {
            documentId: child.invoiceId!,
            amountCents: await this.run.leftOn(child.invoiceId!),
            method: 'transfer',
            reference: reference('transfer', child.orderId!),
          },
          new Date(tp),
        ),
      )
      const plan = { ...this.basePlan(member, 'normal', 'backoffice'), t0: tc }
      this.planDelivery(child, plan, false, this.cal.after(ti, 1, 3))
    })
    return 1 + parts
  }
}

const isGroup = (c: SeededClient) => c.key === 'amis' || c.key === 'cse'

/** The ledger's method for an order's payment type. */
function ledgerMethod(paymentType: string): string {
  if (paymentType === 'bill') return 'transfer'
  return ['transfer', 'check', 'cash', 'cb', 'stripe', 'stripeSepa'].includes(paymentType)
    ? paymentType
    : 'other'
}

function reference(method: string, orderId: number): string | undefined {
  if (method === 'transfer') return `VIR-${orderId}`
  if (method === 'check') return `CHQ-${String(orderId * 7919).slice(-7)}`
  if (method === 'stripe' || method === 'stripeSepa') return `pi_demo_${orderId.toString(36)}`
  return undefined
}

const sqlRemaining = (id: number) =>
  sql`select credit_remaining_cents as remaining from sales_documents where id = ${id}`
const sqlLines = (orderId: number) =>
  sql`select id, quantity from order_lines where order_id = ${orderId} order by position, id`
