/** Sending sales documents by mail, with their PDF. */
import { and, eq } from 'drizzle-orm'
import { mayChangeDocument } from '#app/modules/sales/domain/rights'
import { salesDocuments } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { staffMayUse } from '../document-file-access'
import { enqueueJob } from '#app/platform/api/jobs'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import { sendDocumentRoute } from '../../contract'

export const salesMailMessages = {
  draft: "Émettez ce document avant de l'envoyer.",
  closed: 'Ce document est annulé ou refusé : il ne peut plus être envoyé.',
  queued: "L'envoi du document est en cours.",
} as const

export const salesMailRoutes = contractRouter()

/**
 * Spec 6: quotes are sent by those who make them (createQuote, and agents for their own
 * clients); invoices, deposits and credit notes by those who bill (billOrder): mayChangeDocument.
 */
salesMailRoutes.openapi(guarded(sendDocumentRoute, noQuery), async (c) => {
  const { userId, shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const [doc] = await db
    .select({
      id: salesDocuments.id,
      type: salesDocuments.type,
      number: salesDocuments.number,
      status: salesDocuments.status,
      clientId: salesDocuments.clientId,
      orderId: salesDocuments.orderId,
    })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), eq(salesDocuments.shopId, shop.id)))
  if (!doc) throw new ApiError(404, messages.notFound)
  // An agent only sends the quotes of the clients they follow (sales/domain/rights.ts for the rest).
  const own =
    shop.role !== 'agent' ||
    (await staffMayUse(db, shop, userId, {
      shopId: shop.id,
      kind: 'quote',
      issued: doc.number !== null,
      clientId: doc.clientId,
      orderId: doc.orderId,
    }))
  if (!mayChangeDocument(viewerOf(shop), doc.type) || !own)
    throw new ApiError(403, messages.forbidden)
  const { emails } = c.req.valid('json')
  if (doc.number === null || doc.status === 'pending')
    throw new ApiError(409, salesMailMessages.draft)
  if (doc.status === 'cancelled' || doc.status === 'rejected')
    throw new ApiError(409, salesMailMessages.closed)
  // The same sending asked twice (a double click) while it waits is one job, one mail each.
  const key = `sales.send:${doc.id}:${[...emails].sort().join(',')}`
  const jobId = await enqueueJob(db, 'sales.send', { documentId: doc.id, emails, userId }, { key })
  return c.json({ sucess: true as const, jobId, message: salesMailMessages.queued }, 202)
})
