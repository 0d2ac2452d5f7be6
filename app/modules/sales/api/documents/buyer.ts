/**
 * What a buyer may read of a shop's sales documents (issue 14): the issued invoices, deposit
 * invoices and credit notes of their own orders, or of a client row of that shop linked to their
 * account. Written once as SQL, read by their list and by their PDF download.
 */
import { and, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { clients, orders, salesDocuments, shops } from '#app/platform/db/schema'
import { buyerDocumentTypes } from '#app/modules/sales/contract/buyer-documents'
import { ApiError, messages } from '#app/platform/api/http'
import { DOCUMENTS_PAGE_SIZE } from './list'

/** The buyer's own documents: issued, of a type meant for them, theirs by order or by client. */
export function buyerDocumentsWhere(userId: number): SQL {
  return and(
    isNotNull(salesDocuments.number),
    inArray(salesDocuments.type, [...buyerDocumentTypes]),
    or(
      sql`${salesDocuments.orderId} in (select ${orders.id} from ${orders} where ${orders.buyerId} = ${userId})`,
      sql`${salesDocuments.clientId} in (select ${clients.id} from ${clients} where ${clients.userId} = ${userId} and ${clients.shopId} = ${salesDocuments.shopId})`,
    ),
  )!
}

/** One page of the buyer's documents, newest first; `orderId` narrows to one order. */
export async function listBuyerDocuments(
  db: Db,
  userId: number,
  query: { page: number; orderId?: number },
) {
  const where = and(
    buyerDocumentsWhere(userId),
    query.orderId !== undefined ? eq(salesDocuments.orderId, query.orderId) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: salesDocuments.id,
        type: salesDocuments.type,
        number: salesDocuments.number,
        status: salesDocuments.status,
        orderId: salesDocuments.orderId,
        shop: { id: shops.id, name: shops.name },
        issuedAt: salesDocuments.issuedAt,
        dueAt: salesDocuments.dueAt,
        totalTtcCents: salesDocuments.totalTtcCents,
        dueCents: salesDocuments.dueCents,
        paidCents: salesDocuments.paidCents,
        paymentStatus: salesDocuments.paymentStatus,
      })
      .from(salesDocuments)
      .innerJoin(shops, eq(shops.id, salesDocuments.shopId))
      .where(where)
      .orderBy(desc(salesDocuments.issuedAt), desc(salesDocuments.id))
      .limit(DOCUMENTS_PAGE_SIZE)
      .offset((query.page - 1) * DOCUMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(salesDocuments).where(where),
  ])
  return {
    documents: rows.map((r) => ({
      ...r,
      type: r.type as (typeof buyerDocumentTypes)[number],
      // Issued documents always have both (the where clause asks for the number).
      number: r.number ?? '',
      issuedAt: (r.issuedAt ?? new Date(0)).toISOString(),
      dueAt: r.dueAt ? r.dueAt.toISOString() : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  }
}

/** The id of one of the buyer's documents, or 404 whether it does not exist or is not theirs. */
export async function findBuyerDocument(db: Db, userId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), buyerDocumentsWhere(userId)))
  if (!row) throw new ApiError(404, messages.notFound)
  return row.id
}
