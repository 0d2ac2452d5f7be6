/**
 * The moves of the demo year, each through the service a producer's click would call (order
 * entry, quotes, invoices, deposits, credit notes, shipments, the payments ledger, reminders),
 * at a simulated date. Services that take a date get it; the few that stamp the clock themselves
 * have their row's mutable dates (created, updated, validated, shipped, delivered) set back to
 * the simulated one right after, never a column the immutability trigger protects: issue dates,
 * due dates and numbers of documents always come from the service, in chronological order.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { OrderEntry } from '#app/modules/sales/domain/order-entry'
import type { DeliveryStatus, OrderStatus } from '#app/platform/db/schema'
import type { PaymentDelay } from '#app/modules/sales/domain/payment-delays'
import type { Db } from '#app/platform/db/client'
import { orders, salesDocuments, shipments, type Address } from '#app/platform/db/schema'
import { remindUnpaid } from '../ledger-reminders'
import { recordPayment } from '../ledger'
import { transitionOrder } from '#app/modules/checkout/api/orders'
import { createEntry, ventilateOrder } from '../sales-orders'
import type { Member } from '#app/platform/api/types'
import {
  acceptQuote,
  cancelDraft,
  createQuote,
  issueDocument,
  rejectQuote,
} from '../documents/documents'
import { createCreditNote, createDeposit, invoiceOrder } from '../documents/billing'
import { createShipment, moveShipment } from '../shipments'
import type { ApiDeps } from '#app/platform/api/types'

export type Staff = { owner: Member; iam: Member; agent: Member }

/** What one order's story has produced so far, for its later steps. */
export type StoryState = {
  orderId: number | null
  lines: { id: number; quantity: number }[]
  totalTtcCents: number
  invoiceId: number | null
  invoiceDueCents: number
  depositIds: number[]
  creditIds: number[]
  shipmentIds: number[]
  quoteId: number | null
  childIds: number[]
}

export const newState = (): StoryState => ({
  orderId: null,
  lines: [],
  totalTtcCents: 0,
  invoiceId: null,
  invoiceDueCents: 0,
  depositIds: [],
  creditIds: [],
  shipmentIds: [],
  quoteId: null,
  childIds: [],
})

export type LineChoice = {
  formatId: number
  vintageId: number
  quantity: number
  discountPercent?: number
}

/**
 * The seeder's handle on the database: `start` is the real time the seeding began; every
 * timestamp a service wrote from the clock during it is at or after `start`, every simulated
 * one before it, which is how the stamps below know what to set back.
 */
export class SalesSteps {
  constructor(
    readonly db: Db,
    readonly shopId: number,
    readonly staff: Staff,
    readonly start: Date,
    private readonly reminderDeps: ApiDeps,
  ) {}

  private back(column: SQL, at: Date): SQL {
    return sql`case when ${column} >= ${this.start.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${column} end`
  }

  /** Sets an order's clock-stamped dates back to `at` (orders are not legal documents). */
  async stampOrder(id: number, at: Date, extra: Partial<typeof orders.$inferInsert> = {}) {
    await this.db
      .update(orders)
      .set({
        createdAt: this.back(sql`${orders.createdAt}`, at),
        validatedAt: this.back(sql`${orders.validatedAt}`, at),
        updatedAt: at,
        ...extra,
      } as Record<string, unknown>)
      .where(eq(orders.id, id))
  }

  /** Only creation and update dates, which the immutability trigger leaves free. */
  async stampDocument(id: number, at: Date) {
    await this.db
      .update(salesDocuments)
      .set({ createdAt: this.back(sql`${salesDocuments.createdAt}`, at), updatedAt: at } as Record<
        string,
        unknown
      >)
      .where(eq(salesDocuments.id, id))
  }

  private async stampShipment(id: number, at: Date, shippedAt?: Date) {
    await this.db
      .update(shipments)
      .set({
        createdAt: this.back(sql`${shipments.createdAt}`, at),
        shippedAt: this.back(sql`${shipments.shippedAt}`, shippedAt ?? at),
        deliveredAt: this.back(sql`${shipments.deliveredAt}`, at),
        updatedAt: at,
      } as Record<string, unknown>)
      .where(eq(shipments.id, id))
  }

  // ------------------------------------------------------------ orders

  async enter(
    state: StoryState,
    actor: Member,
    entry: {
      clientId: number
      kind: OrderEntry['kind']
      lines: LineChoice[]
      deliveryModeId: number | null
      paymentType?: OrderEntry['paymentType']
      paymentDelay?: PaymentDelay
      status: OrderEntry['status']
      notes?: string
      expectedDeliveryAt?: Date
    },
    at: Date,
    shop?: { paymentType: string },
  ) {
    const record = await createEntry(this.db, actor, {
      clientId: entry.clientId,
      kind: entry.kind,
      lines: entry.lines,
      deliveryModeId: entry.deliveryModeId,
      paymentType: entry.paymentType,
      paymentDelay: entry.paymentDelay,
      status: entry.status,
      notes: entry.notes,
      expectedDeliveryAt: entry.expectedDeliveryAt,
    })
    state.orderId = record.id
    state.lines = record.lines.map((l) => ({ id: l.id, quantity: l.quantity }))
    state.totalTtcCents = record.totalTtcCents
    // A checkout order: the buyer placed it in the shop, no staff member entered it.
    const fromShop = shop
      ? { source: 'shop' as const, createdById: null, agentId: null, paymentType: shop.paymentType }
      : {}
    await this.stampOrder(record.id, at, fromShop)
  }

  async move(state: StoryState, to: OrderStatus, at: Date, paymentStatus?: string) {
    await transitionOrder(this.db, { shopId: this.shopId }, state.orderId!, { to })
    await this.stampOrder(state.orderId!, at, paymentStatus ? { paymentStatus } : {})
  }

  async ventilate(
    state: StoryState,
    actor: Member,
    parts: { clientId: number; quantities: number[] }[],
    at: Date,
  ) {
    const ids = await ventilateOrder(this.db, actor, state.orderId!, {
      parts: parts.map((p) => ({
        clientId: p.clientId,
        lines: state.lines
          .map((l, i) => ({ lineId: l.id, quantity: p.quantities[i] }))
          .filter((l) => l.quantity > 0),
      })),
    })
    state.childIds = ids
    await this.stampOrder(state.orderId!, at)
    for (const id of ids) await this.stampOrder(id, at)
  }

  // ------------------------------------------------------------ quotes

  async quote(
    state: StoryState,
    scope: { shopId: number; agentId?: number },
    by: number,
    input: {
      clientId: number
      lines: LineChoice[]
      paymentDelay?: PaymentDelay
      paymentType?: string
      notes?: string
    },
    at: Date,
  ) {
    const doc = await createQuote(this.db, scope, input, by, at)
    state.quoteId = doc.id
    await this.stampDocument(doc.id, at)
  }

  async issueQuote(state: StoryState, at: Date) {
    await issueDocument(this.db, this.shopId, state.quoteId!, at)
    await this.stampDocument(state.quoteId!, at)
  }

  async answerQuote(
    state: StoryState,
    scope: { shopId: number; agentId?: number },
    by: number,
    answer: 'accept' | 'reject' | 'cancel',
    at: Date,
  ) {
    const id = state.quoteId!
    if (answer === 'accept') {
      const { orderId } = await acceptQuote(this.db, scope, id, by, at)
      const [order] = await this.db
        .select({ total: orders.totalTtcCents })
        .from(orders)
        .where(eq(orders.id, orderId))
      const lines = await this.db.execute<{ id: number; quantity: number }>(
        sql`select id, quantity from order_lines where order_id = ${orderId} order by position, id`,
      )
      state.orderId = orderId
      state.totalTtcCents = order.total
      state.lines = (lines as unknown as { rows: { id: number; quantity: number }[] }).rows
      await this.stampOrder(orderId, at)
    } else if (answer === 'reject') await rejectQuote(this.db, scope, id, at)
    else await cancelDraft(this.db, scope, id, at)
    await this.stampDocument(id, at)
  }

  // ------------------------------------------------------------ billing

  async deposit(state: StoryState, by: number, percent: number, at: Date) {
    const doc = await createDeposit(this.db, this.shopId, state.orderId!, { percent }, by, at)
    state.depositIds.push(doc.id)
    await this.stampDocument(doc.id, at)
  }

  async invoice(state: StoryState, by: number, at: Date) {
    const doc = await invoiceOrder(this.db, this.shopId, state.orderId!, by, at)
    state.invoiceId = doc.id
    state.invoiceDueCents = doc.dueCents
    await this.stampDocument(doc.id, at)
    await this.stampOrder(state.orderId!, at)
  }

  async credit(
    state: StoryState,
    by: number,
    target: number,
    request: {
      lines?: { index: number; quantity: number }[]
      amountCents?: number
      reason: string
    },
    at: Date,
  ): Promise<number> {
    const doc = await createCreditNote(this.db, this.shopId, target, request, by, at)
    state.creditIds.push(doc.id)
    await this.stampDocument(doc.id, at)
    return Math.abs(doc.totalTtcCents)
  }

  /** One ledger row; the document, the credit note used and the order follow (ledger service). */
  async pay(
    by: number,
    input: {
      documentId: number
      amountCents: number
      method: string
      kind?: 'payment' | 'refund' | 'credit'
      creditId?: number
      reference?: string
    },
    at: Date,
  ) {
    if (input.amountCents <= 0) return
    await recordPayment(
      this.db,
      this.shopId,
      {
        documentId: input.documentId,
        kind: input.kind ?? 'payment',
        amountCents: input.amountCents,
        method: input.method,
        receivedAt: at,
        reference: input.reference ?? null,
        creditId: input.creditId,
      },
      by,
      at,
    )
    // The ledger dates the document's change itself; the order and the credit note used are
    // dated once at the end (settleDates).
  }

  /** A reminder mail (kept, never sent: see seedSales) while the document is still unpaid. */
  async remind(documentId: number, by: number, email: string, at: Date) {
    if ((await this.leftOn(documentId)) === 0) return
    await remindUnpaid(this.reminderDeps, this.shopId, documentId, [email], by, at)
  }

  /**
   * The sold lines of an invoice, whole, by their place on it (reduction lines between them):
   * what cancelling the sale credits, their reductions following them.
   */
  async soldLines(invoiceId: number): Promise<{ index: number; quantity: number }[]> {
    const [doc] = await this.db
      .select({ lines: salesDocuments.lines })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, invoiceId))
    return doc.lines.flatMap((l, index) =>
      l.productId != null && l.totalTtcCents > 0 ? [{ index, quantity: l.quantity }] : [],
    )
  }

  /** What is left to pay on a document now (its due less the ledger); nothing once cancelled. */
  async leftOn(documentId: number): Promise<number> {
    const [doc] = await this.db
      .select({
        due: salesDocuments.dueCents,
        paid: salesDocuments.paidCents,
        status: salesDocuments.status,
      })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, documentId))
    return doc.status === 'cancelled' ? 0 : Math.max(0, doc.due - doc.paid)
  }

  // ------------------------------------------------------------ shipments

  async ship(
    state: StoryState,
    orderId: number,
    lines: { lineId: number; quantity: number }[],
    at: Date,
    options: {
      kind?: 'delivery' | 'return'
      carrier?: string
      trackingRef?: string
      address?: Address
    } = {},
  ): Promise<number> {
    const { shipment } = await createShipment(this.db, this.shopId, {
      orderId,
      kind: options.kind ?? 'delivery',
      lines,
      carrier: options.carrier,
      trackingRef: options.trackingRef,
      address: options.address as never,
    })
    state.shipmentIds.push(shipment.id)
    await this.stampShipment(shipment.id, at)
    return shipment.id
  }

  /** `shippedAt`: when it left, for a delivery recorded only once it arrived. */
  async moveShipment(shipmentId: number, to: DeliveryStatus, at: Date, shippedAt?: Date) {
    await moveShipment(this.db, this.shopId, shipmentId, to)
    await this.stampShipment(shipmentId, at, shippedAt)
  }

  /**
   * Orders and documents whose last change was stamped by the clock (the ledger on a credit note
   * used, a shipment moving the order's delivery status) get the date of their last simulated
   * event instead. One pass at the end rather than one per step.
   */
  async settleDates() {
    const start = sql`${this.start.toISOString()}::timestamptz`
    await this.db.execute(sql`
      update orders o set updated_at = greatest(
        o.created_at,
        coalesce(o.validated_at, o.created_at),
        coalesce((select max(s.updated_at) from shipments s where s.order_id = o.id), o.created_at),
        coalesce((select max(d.updated_at) from sales_documents d where d.order_id = o.id and d.updated_at < ${start}), o.created_at),
        coalesce((select max(p.received_at) from payments p where p.order_id = o.id), o.created_at))
      where o.shop_id = ${this.shopId} and o.updated_at >= ${start}`)
    await this.db.execute(sql`
      update sales_documents d set updated_at = greatest(
        d.created_at,
        coalesce(d.issued_at, d.created_at),
        coalesce((select max(p.received_at) from payments p where p.document_id = d.id or p.credit_id = d.id), d.created_at))
      where d.shop_id = ${this.shopId} and d.updated_at >= ${start}`)
  }
}
