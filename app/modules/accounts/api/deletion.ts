/**
 * Deleting one's own account (issue 16 §1). The user row is never removed: orders, issued
 * documents and payments point at it, and French law keeps invoices ten years. Its personal data
 * is emptied instead (domain/deletion.ts), everything only the person used is deleted (tokens,
 * keys, recovery codes, downloads, calendar links, master-account links, memberships), and every
 * session ends. An orders' or documents' own copy of the buyer (their snapshot) is not touched.
 *
 * An owner's shop goes too, unless it holds what the law keeps (issued invoices, deposits or
 * credit notes, payments, paid orders): then the deletion is refused and closing the shop is the
 * way (settings/api/closing.ts).
 */
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import {
  apiKeys,
  calendarFeeds,
  clients,
  documents,
  masterAccountUsers,
  notifications,
  orders,
  payments,
  recoveryCodes,
  salesDocuments,
  sessions,
  shopMembers,
  shops,
  userTokens,
  users,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { deletedColumns, deletionText } from '../domain/deletion'

/**
 * Whether a shop holds records the law keeps: an issued sales document (numbered), a payment, or
 * an order paid or invoiced. Accounting entries are derived from those (no ledger of its own yet).
 */
export async function shopHasLegalRecords(db: Db, shopId: number): Promise<boolean> {
  const found = await Promise.all([
    db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.shopId, shopId), isNotNull(salesDocuments.number)))
      .limit(1),
    db.select({ id: payments.id }).from(payments).where(eq(payments.shopId, shopId)).limit(1),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          or(eq(orders.paymentStatus, 'paid'), eq(orders.status, 'invoiced')),
        ),
      )
      .limit(1),
  ])
  return found.some((rows) => rows.length > 0)
}

/** The shops this user owns (the owner's membership role, or `shops.owner_id`). */
async function ownedShops(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: shops.id })
    .from(shops)
    .leftJoin(shopMembers, eq(shopMembers.shopId, shops.id))
    .where(
      or(
        eq(shops.ownerId, userId),
        and(eq(shopMembers.userId, userId), eq(shopMembers.role, 'owner')),
      ),
    )
  return rows.map((r) => r.id)
}

export type DeletionOutcome = { shopDeleted: boolean }

/**
 * Deletes the account of `userId` in one transaction (see above); throws a 409 ApiError for an
 * admin, or an owner whose shop holds legal records.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<DeletionOutcome> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(401, 'Session expirée, veuillez vous reconnecter.')
  if (user.role === 'admin') throw new ApiError(409, deletionText.admin)
  const owned = await ownedShops(db, userId)
  for (const shopId of owned) {
    if (await shopHasLegalRecords(db, shopId)) throw new ApiError(409, deletionText.legalRecords)
  }
  await db.transaction(async (tx) => {
    if (owned.length) {
      // The owner's shop and everything of it (its rows cascade): nothing in it is kept by law.
      await tx.delete(shops).where(inArray(shops.id, owned))
    }
    await tx.delete(shopMembers).where(eq(shopMembers.userId, userId))
    // The shops' client files stay theirs (each shop erases a client through its own GDPR tool);
    // they no longer point at a buyer account.
    await tx.update(clients).set({ userId: null }).where(eq(clients.userId, userId))
    await tx.delete(userTokens).where(eq(userTokens.userId, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await tx.delete(apiKeys).where(eq(apiKeys.userId, userId))
    await tx.delete(documents).where(eq(documents.userId, userId))
    await tx.delete(notifications).where(eq(notifications.userId, userId))
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    await tx.delete(masterAccountUsers).where(eq(masterAccountUsers.userId, userId))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    await tx.update(users).set(deletedColumns(userId, now)).where(eq(users.id, userId))
  })
  return { shopDeleted: owned.length > 0 }
}
