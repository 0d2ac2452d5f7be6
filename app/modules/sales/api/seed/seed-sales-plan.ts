/**
 * What every story of the demo year is planned with: the clients, catalogue and delivery modes
 * the year draws from, the timeline of steps (run later in time order), the PRNG and calendar,
 * and the small choices each story makes (who enters it, which wines, which delivery mode).
 * Every draw goes through the one PRNG, in the order the stories are planned: the same seed
 * gives the same year.
 */
import { pickPaymentDelay, type PaymentDelay } from '#app/modules/sales/domain/payment-delays'
import type { DeliveryStatus } from '#app/platform/db/schema'
import { Calendar, type Chance } from './seed-sales-random'
import type { LineChoice, SalesSteps } from './seed-sales-steps'

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

export type Fate =
  | 'normal'
  | 'refused'
  | 'cancelled'
  | 'expired'
  | 'aborted'
  | 'error'
  | 'draft'
  | 'pendingNow'

/** What may happen to a delivered, invoiced order beside being paid. */
export type Incident =
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

export type PayHabit = 'onTime' | 'late' | 'never' | 'partial'

export type OrderPlan = {
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

/**
 * What a step leaves behind, said beside it so that the plan can be checked without a database:
 * the status an order, a quote or a shipment (keyed by its story's object) has after the step.
 */
export type Effect =
  | { of: 'order' | 'quote'; key: object; status: string }
  | {
      of: 'shipment'
      key: object
      status: DeliveryStatus
      /** Said when the shipment is created. */
      created?: { kind: 'delivery' | 'return'; order: object }
    }

/** The demo year as the kept steps leave it: how many records end in each status. */
export type PlanOutcome = {
  orders: Map<string, number>
  quotes: Map<string, number>
  shipments: Map<string, number>
  returns: number
  /** Orders delivered in more than one shipment. */
  splitOrders: number
}

type Step = { at: number; n: number; run: () => Promise<void>; effects: Effect[] }

export class PlanContext {
  private readonly steps: Step[] = []
  private n = 0
  readonly cal: Calendar

  constructor(
    readonly run: SalesSteps,
    readonly input: ActivityInput,
    readonly rng: Chance,
    now: number,
    private readonly cut: number,
  ) {
    this.cal = new Calendar(now, rng)
  }

  /** Plans a step at `at`; false when that is after the seeding moment (the step is dropped). */
  add(at: number, fn: () => Promise<void>, effect?: Effect | Effect[]): boolean {
    if (at >= this.cut) return false
    const effects = effect === undefined ? [] : Array.isArray(effect) ? effect : [effect]
    this.steps.push({ at, n: this.n++, run: fn, effects })
    return true
  }

  private inOrder(): Step[] {
    return this.steps.sort((a, b) => a.at - b.at || a.n - b.n)
  }

  /** Runs every planned step in time order. */
  async execute(): Promise<number> {
    for (const step of this.inOrder()) await step.run()
    return this.steps.length
  }

  /** What the planned steps, run in time order, leave in the database (see Effect). */
  outcome(): PlanOutcome {
    const last = { order: new Map(), quote: new Map(), shipment: new Map() } satisfies Record<
      Effect['of'],
      Map<object, string>
    >
    const created = new Map<object, { kind: 'delivery' | 'return'; order: object }>()
    for (const step of this.inOrder())
      for (const effect of step.effects) {
        last[effect.of].set(effect.key, effect.status)
        if (effect.of === 'shipment' && effect.created) created.set(effect.key, effect.created)
      }
    const count = (statuses: Map<object, string>) => {
      const counts = new Map<string, number>()
      for (const status of statuses.values()) counts.set(status, (counts.get(status) ?? 0) + 1)
      return counts
    }
    const deliveries = new Map<object, number>()
    for (const { kind, order } of created.values())
      if (kind === 'delivery') deliveries.set(order, (deliveries.get(order) ?? 0) + 1)
    return {
      orders: count(last.order),
      quotes: count(last.quote),
      shipments: count(last.shipment),
      returns: [...created.values()].filter((c) => c.kind === 'return').length,
      splitOrders: [...deliveries.values()].filter((n) => n > 1).length,
    }
  }

  // ------------------------------------------------------------ choices

  staffFor(client: SeededClient) {
    const { owner, iam, agent } = this.run.staff
    if (client.agent && this.rng.chance(0.6)) return agent
    return this.rng.chance(0.6) ? owner : iam
  }

  biller() {
    const { owner, iam } = this.run.staff
    return (this.rng.chance(0.7) ? owner : iam).userId
  }

  linesFor(client: SeededClient, kind: 'order' | 'sample' = 'order'): LineChoice[] {
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

  modeFor(client: SeededClient): number {
    const { carrier, pickup, points } = this.input.modes
    const x = this.rng.next()
    if (client.typology === 'particulier')
      return x < 0.6 ? carrier : x < 0.82 ? pickup : this.rng.pick(points)
    return x < 0.85 ? carrier : pickup
  }

  /** The delay the invoice will carry, as the issue service will pick it. */
  delayOf(client: SeededClient, orderDelay?: PaymentDelay): PaymentDelay {
    return pickPaymentDelay(orderDelay, client.paymentDelay, this.input.shopDelay)
  }

  tracking(carrier: string): string {
    const digits = String(this.rng.int(10_000_000, 99_999_999)) + String(this.rng.int(100, 999))
    return carrier === 'Colissimo' ? `6A${digits}` : `${carrier.slice(0, 2).toUpperCase()}${digits}`
  }

  basePlan(client: SeededClient, fate: Fate, source: 'shop' | 'backoffice'): OrderPlan {
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
}

/** An order's invoicing, as an effect. */
export const invoiced = (state: object): Effect => ({ of: 'order', key: state, status: 'invoiced' })

export const isGroup = (c: SeededClient) => c.key === 'amis' || c.key === 'cse'

/** The ledger's method for an order's payment type. */
export function ledgerMethod(paymentType: string): string {
  if (paymentType === 'bill') return 'transfer'
  return ['transfer', 'check', 'cash', 'cb', 'stripe', 'stripeSepa'].includes(paymentType)
    ? paymentType
    : 'other'
}

/** The bank reference a payment of the demo carries (a transfer's label, a cheque's number). */
export function reference(method: string, orderId: number): string | undefined {
  if (method === 'transfer') return `VIR-${orderId}`
  if (method === 'check') return `CHQ-${String(orderId * 7919).slice(-7)}`
  if (method === 'stripe' || method === 'stripeSepa') return `pi_demo_${orderId.toString(36)}`
  return undefined
}
