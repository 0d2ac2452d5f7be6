/**
 * Who may read or generate a sales PDF: the shop's owner; its collaborators holding a right over
 * that kind of document; its agents for their own clients; and the buyer whose order or issued
 * document it is. Everyone else is told the file does not exist.
 */
import { eq } from 'drizzle-orm'
import { hasPermission } from '#app/platform/domain/access'
import type { PermissionKey } from '#app/platform/domain/enums'
import type { Db } from '#app/platform/db/client'
import { clients, orders, salesDocuments, shipments } from '#app/platform/db/schema'
import { viewerOf } from '#app/platform/auth/permissions'
import type { UserShop } from '#app/modules/accounts/api/users'

export type FileKind = 'quote' | 'invoice' | 'deposit' | 'credit' | 'confirmation' | 'deliveryNote'

/** Spec 6: reading sales documents is seeAllOrder or billOrder, plus the right that makes them. */
export const fileRights: Record<FileKind, readonly PermissionKey[]> = {
  quote: ['seeAllOrder', 'billOrder', 'createQuote'],
  invoice: ['seeAllOrder', 'billOrder'],
  deposit: ['seeAllOrder', 'billOrder'],
  credit: ['seeAllOrder', 'billOrder'],
  confirmation: ['seeAllOrder', 'billOrder', 'createOrder'],
  deliveryNote: ['seeAllOrder', 'billOrder', 'manageDelivery'],
}

export type FileTarget = {
  shopId: number
  kind: FileKind
  /** A sales document without a number is a draft: never shown to the client. */
  issued: boolean
  clientId: number | null
  orderId: number | null
}

type TargetRef = {
  salesDocumentId?: number | null
  orderId?: number | null
  shipmentId?: number | null
}

/** What a file (or a file to make) is about; null when the record does not exist. */
export async function fileTarget(db: Db, ref: TargetRef): Promise<FileTarget | null> {
  if (ref.salesDocumentId) {
    const [doc] = await db
      .select({
        shopId: salesDocuments.shopId,
        type: salesDocuments.type,
        number: salesDocuments.number,
        clientId: salesDocuments.clientId,
        orderId: salesDocuments.orderId,
      })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, ref.salesDocumentId))
    if (!doc) return null
    return {
      shopId: doc.shopId,
      kind: doc.type,
      issued: doc.number !== null,
      clientId: doc.clientId,
      orderId: doc.orderId,
    }
  }
  let orderId = ref.orderId ?? null
  let kind: FileKind = 'confirmation'
  if (ref.shipmentId) {
    const [s] = await db
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(eq(shipments.id, ref.shipmentId))
    if (!s) return null
    orderId = s.orderId
    kind = 'deliveryNote'
  }
  if (!orderId) return null
  const [o] = await db
    .select({ shopId: orders.shopId, clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!o) return null
  return { shopId: o.shopId, kind, issued: true, clientId: o.clientId, orderId }
}

/** The agent of the target's client or order. */
async function followedBy(db: Db, target: FileTarget, agentId: number): Promise<boolean> {
  if (target.clientId !== null) {
    const [c] = await db
      .select({ agentId: clients.agentId })
      .from(clients)
      .where(eq(clients.id, target.clientId))
    if (c?.agentId === agentId) return true
  }
  if (target.orderId !== null) {
    const [o] = await db
      .select({ agentId: orders.agentId })
      .from(orders)
      .where(eq(orders.id, target.orderId))
    if (o?.agentId === agentId) return true
  }
  return false
}

/** May this member of a shop (the first of their list) work on the target? */
export async function staffMayUse(
  db: Db,
  membership: UserShop | undefined,
  userId: number,
  target: FileTarget,
): Promise<boolean> {
  if (!membership || membership.id !== target.shopId) return false
  const viewer = viewerOf(membership)
  if (membership.role === 'owner' || membership.role === 'iam')
    return fileRights[target.kind].some((p) => hasPermission(viewer, p))
  if (membership.role === 'agent') return followedBy(db, target, userId)
  return false
}

/** Is it the buyer's own order or their own issued document? */
export async function buyerMayRead(db: Db, userId: number, target: FileTarget): Promise<boolean> {
  if (!target.issued) return false
  if (target.orderId !== null) {
    const [o] = await db
      .select({ buyerId: orders.buyerId })
      .from(orders)
      .where(eq(orders.id, target.orderId))
    if (o?.buyerId === userId) return true
  }
  if (target.clientId !== null) {
    const [c] = await db
      .select({ userId: clients.userId, shopId: clients.shopId })
      .from(clients)
      .where(eq(clients.id, target.clientId))
    if (c?.userId === userId && c.shopId === target.shopId) return true
  }
  return false
}
