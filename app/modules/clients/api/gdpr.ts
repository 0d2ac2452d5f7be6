/**
 * A client's GDPR rights (issue 17 §1): the export of everything the shop holds about them, and
 * the erasure of their personal data. The row stays (orders and issued documents name it) with its
 * person's fields emptied; issued invoices, deposits and credit notes keep the buyer they were
 * issued to (their snapshot is frozen by the database, migration 0005), as French accounting law
 * requires them to be kept ten years (Code de commerce L123-22).
 */
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { anonymisedColumns, gdprText } from '#app/modules/clients/domain/gdpr'
import { openReceivable } from '#app/modules/sales/api/ledger-lists'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  conversationMessages,
  conversations,
  crmListMembers,
  crmLists,
  opportunities,
  opportunityStages,
  orders,
  payments,
  salesDocuments,
  tasks,
  users,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { formatCents } from '#app/platform/domain/format'
import { findClient, withName } from './clients'
import { eraseAddressesAndContacts, portableAddressBook } from './client-addresses'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Everything the shop holds about one client, as one JSON document (GDPR art. 15 and 20). */
export async function clientDataExport(db: Db, actor: Member, id: number) {
  const client = await findClient(db, actor, id)
  const shopId = actor.shop.id
  const [orderRows, documentRows, paymentRows, taskRows, opportunityRows, listRows, threads, book] =
    await Promise.all([
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          kind: orders.kind,
          totalTtcCents: orders.totalTtcCents,
          paymentStatus: orders.paymentStatus,
          deliveryStatus: orders.deliveryStatus,
          deliveryAddress: orders.deliveryAddress,
          billingAddress: orders.billingAddress,
          notes: orders.notes,
        })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.clientId, id)))
        .orderBy(asc(orders.createdAt), asc(orders.id)),
      db
        .select({
          id: salesDocuments.id,
          type: salesDocuments.type,
          number: salesDocuments.number,
          status: salesDocuments.status,
          issuedAt: salesDocuments.issuedAt,
          totalTtcCents: salesDocuments.totalTtcCents,
          dueCents: salesDocuments.dueCents,
          paidCents: salesDocuments.paidCents,
          buyer: salesDocuments.buyer,
        })
        .from(salesDocuments)
        .where(and(eq(salesDocuments.shopId, shopId), eq(salesDocuments.clientId, id)))
        .orderBy(asc(salesDocuments.id)),
      db
        .select({
          receivedAt: payments.receivedAt,
          kind: payments.kind,
          method: payments.method,
          amountCents: payments.amountCents,
          reference: payments.reference,
        })
        .from(payments)
        .where(and(eq(payments.shopId, shopId), eq(payments.clientId, id)))
        .orderBy(asc(payments.receivedAt), asc(payments.id)),
      db
        .select({
          title: tasks.title,
          type: tasks.type,
          dueDate: tasks.dueDate,
          notes: tasks.notes,
          completedAt: tasks.completedAt,
        })
        .from(tasks)
        .where(and(eq(tasks.shopId, shopId), eq(tasks.clientId, id)))
        .orderBy(asc(tasks.dueDate), asc(tasks.id)),
      db
        .select({
          title: opportunities.title,
          amountCents: opportunities.amountCents,
          probability: opportunities.probability,
          expectedDate: opportunities.expectedDate,
          stage: opportunityStages.name,
        })
        .from(opportunities)
        .innerJoin(opportunityStages, eq(opportunityStages.id, opportunities.stageId))
        .where(and(eq(opportunities.shopId, shopId), eq(opportunities.clientId, id)))
        .orderBy(asc(opportunities.id)),
      db
        .select({ name: crmLists.name })
        .from(crmListMembers)
        .innerJoin(crmLists, eq(crmLists.id, crmListMembers.listId))
        .where(and(eq(crmLists.shopId, shopId), eq(crmListMembers.clientId, id)))
        .orderBy(asc(crmLists.name)),
      conversationsOf(db, shopId, client.userId),
      portableAddressBook(db, id),
    ])
  return {
    exportedAt: new Date().toISOString(),
    shop: { id: actor.shop.id, name: actor.shop.name },
    client: {
      ...client,
      convertedAt: iso(client.convertedAt),
      anonymisedAt: iso(client.anonymisedAt),
      createdAt: client.createdAt.toISOString(),
      updatedAt: client.updatedAt.toISOString(),
    },
    ...book,
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    documents: documentRows.map((d) => ({ ...d, issuedAt: iso(d.issuedAt) })),
    payments: paymentRows.map((p) => ({ ...p, receivedAt: p.receivedAt.toISOString() })),
    tasks: taskRows.map((t) => ({ ...t, completedAt: iso(t.completedAt) })),
    opportunities: opportunityRows,
    lists: listRows.map((l) => l.name),
    conversations: threads,
  }
}

/** The conversations of the client's buyer account with the shop, every message in order. */
async function conversationsOf(db: Db, shopId: number, userId: number | null) {
  if (userId === null) return []
  const rows = await db
    .select({
      id: conversations.id,
      subject: conversations.subject,
      at: conversationMessages.createdAt,
      body: conversationMessages.body,
      authorId: conversationMessages.authorId,
      author: sql<string>`coalesce(nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), ''), ${users.username})`,
    })
    .from(conversations)
    .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
    .innerJoin(users, eq(users.id, conversationMessages.authorId))
    .where(and(eq(conversations.shopId, shopId), eq(conversations.buyerId, userId)))
    .orderBy(asc(conversations.id), asc(conversationMessages.id))
  const byId = new Map<
    number,
    { subject: string; messages: { at: string; from: string; text: string }[] }
  >()
  for (const r of rows) {
    const thread = byId.get(r.id) ?? { subject: r.subject, messages: [] }
    thread.messages.push({
      at: r.at.toISOString(),
      from: r.authorId === userId ? 'client' : r.author,
      text: r.body,
    })
    byId.set(r.id, thread)
  }
  return [...byId.values()]
}

/** Orders not yet over: the client's address is still needed to deliver or invoice them. */
const openOrderStatuses = ['draft', 'pending', 'validated'] as const

/**
 * Why this client cannot be erased yet, or null: an unpaid invoice (the debt and its recovery need
 * who owes it), an order in progress (it must be delivered), an invoice, deposit or credit note in
 * draft (it would be issued to nobody).
 */
async function erasureRefusal(db: Db, shopId: number, id: number) {
  const [[unpaid], [open], [drafts]] = await Promise.all([
    db
      .select({
        left: sql<number>`coalesce(sum(${salesDocuments.dueCents} - ${salesDocuments.paidCents}), 0)::int`,
      })
      .from(salesDocuments)
      .where(and(openReceivable(shopId), eq(salesDocuments.clientId, id))),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          eq(orders.clientId, id),
          inArray(orders.status, [...openOrderStatuses]),
        ),
      ),
    db
      .select({ n: count() })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.shopId, shopId),
          eq(salesDocuments.clientId, id),
          isNull(salesDocuments.number),
          ne(salesDocuments.type, 'quote'),
          ne(salesDocuments.status, 'cancelled'),
        ),
      ),
  ])
  if (Number(unpaid?.left ?? 0) > 0) return gdprText.unpaid(formatCents(Number(unpaid.left)))
  if (Number(open?.n ?? 0) > 0) return gdprText.openOrders(Number(open.n))
  if (Number(drafts?.n ?? 0) > 0) return gdprText.drafts
  return null
}

/**
 * Erases a client's personal data in one transaction: the row anonymised (domain/gdpr.ts), its
 * tasks, opportunities, list memberships and the buyer's conversations with the shop deleted (they
 * name or quote the person). Orders keep pointing at the anonymised row; issued documents are
 * not touched. 409 while the client owes money or has an order in progress.
 */
export async function eraseClient(db: Db, actor: Member, id: number, now = new Date()) {
  const client = await findClient(db, actor, id)
  if (client.anonymisedAt) throw new ApiError(409, gdprText.already)
  const refusal = await erasureRefusal(db, actor.shop.id, id)
  if (refusal) throw new ApiError(409, refusal)
  const shopId = actor.shop.id
  const row = await db.transaction(async (tx) => {
    await tx.delete(tasks).where(and(eq(tasks.shopId, shopId), eq(tasks.clientId, id)))
    await tx
      .delete(opportunities)
      .where(and(eq(opportunities.shopId, shopId), eq(opportunities.clientId, id)))
    await tx.delete(crmListMembers).where(eq(crmListMembers.clientId, id))
    await eraseAddressesAndContacts(tx, id)
    if (client.userId !== null)
      await tx
        .delete(conversations)
        .where(and(eq(conversations.shopId, shopId), eq(conversations.buyerId, client.userId)))
    const [updated] = await tx
      .update(clients)
      .set(anonymisedColumns(client, now))
      .where(and(eq(clients.id, id), eq(clients.shopId, shopId)))
      .returning()
    return updated
  })
  return withName(row)
}
