import { and, eq } from 'drizzle-orm'
import { documents } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { documentsToDownloadRoute } from '../../contract'

export const documentRoutes = contractRouter()

/**
 * Documents generated for the signed-in user and not yet opened (spec 7, polled every 30 s).
 * They are marked delivered by the same statement, so that each one opens once, even when two
 * tabs poll at the same moment.
 */
documentRoutes.openapi(guarded(documentsToDownloadRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const rows = await c
    .get('deps')
    .db.update(documents)
    .set({ status: 'delivered' })
    .where(and(eq(documents.userId, userId), eq(documents.status, 'ready')))
    .returning({ id: documents.id, name: documents.name, url: documents.url })
  return c.json({ sucess: true as const, documents: rows.sort((a, b) => a.id - b.id) }, 200)
})
