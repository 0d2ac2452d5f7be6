/**
 * The log of CSV exports (settings' 'Imports et exports'): every CSV file a member of a shop
 * downloaded through /v1, whichever page or integration asked, is written once it is served.
 * The owner reads the whole shop's log; anyone else, their own downloads.
 */
import { and, desc, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import {
  EXPORTS_PAGE_SIZE,
  exportListLabel,
  exportListOf,
  isLoggedExport,
} from '#app/modules/imports/domain/exports'
import type { ApiEnv, Member } from '#app/platform/api/types'
import type { Db } from '#app/platform/db/client'
import { exportsLog, users } from '#app/platform/db/schema'

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null

/** After a GET of an export's path served (200) to a shop's member: one row in the log. */
export const logExports = createMiddleware<ApiEnv>(async (c, next) => {
  await next()
  if (c.req.method !== 'GET' || c.res.status !== 200) return
  const list = exportListOf(c.req.path)
  if (!isLoggedExport(list)) return
  const member = c.get('member')
  const fileName = fileNameOf(c.res.headers.get('content-disposition'))
  if (!member || !fileName) return
  const url = new URL(c.req.url)
  await c
    .get('deps')
    .db.insert(exportsLog)
    .values({
      shopId: member.shop.id,
      userId: member.userId,
      list,
      query: url.search.slice(1, 2001),
      fileName,
    })
})

export async function listExports(db: Db, actor: Member) {
  const rows = await db
    .select({
      id: exportsLog.id,
      list: exportsLog.list,
      query: exportsLog.query,
      fileName: exportsLog.fileName,
      createdAt: exportsLog.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(exportsLog)
    .leftJoin(users, eq(users.id, exportsLog.userId))
    .where(
      and(
        eq(exportsLog.shopId, actor.shop.id),
        actor.shop.role === 'owner' ? undefined : eq(exportsLog.userId, actor.userId),
      ),
    )
    .orderBy(desc(exportsLog.createdAt), desc(exportsLog.id))
    .limit(EXPORTS_PAGE_SIZE)
  return rows.map((r) => ({
    id: r.id,
    list: r.list,
    label: exportListLabel(r.list),
    fileName: r.fileName,
    by: [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email || 'Compte supprimé',
    createdAt: r.createdAt.toISOString(),
  }))
}
