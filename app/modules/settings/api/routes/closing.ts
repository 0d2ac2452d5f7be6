/**
 * Closing the shop and its full export (issue 16 §1): GET|POST /settings/shop/closing, GET|POST
 * /settings/shop/export and GET /settings/shop/export/file (settings/contract.ts). Once closed,
 * the API's authorisation step refuses every write of the shop's team (app/platform/api/
 * authorize.ts, rule `whileClosed`); the export stays open.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob } from '#app/platform/api/jobs'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shopExports, shops } from '#app/platform/db/schema'
import { bearer, refusals } from '#app/platform/contract'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { closingText, retentionEnd } from '../../domain/closing'
import {
  closeShopRoute,
  requestShopExportRoute,
  shopClosingRoute,
  shopExportRoute,
} from '../../contract'
import { latestExport, SHOP_EXPORT_JOB } from '../shop-export'

/** A ZIP file, not JSON: described here rather than in the contract (whose endpoints answer JSON). */
const shopExportFileRoute = createRoute({
  method: 'get',
  path: '/settings/shop/export/file',
  summary: 'Owner: the ZIP of the latest ready export (404 when none is ready)',
  security: bearer,
  responses: {
    200: {
      description: 'The ZIP file (attachment)',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    },
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const closingRoutes = contractRouter()

const closingJson = (closedAt: Date | null) => ({
  closedAt: closedAt ? closedAt.toISOString() : null,
  retentionUntil: closedAt ? parisIsoDay(retentionEnd(closedAt)) : null,
})

async function closedAtOf(c: Context<ApiEnv>) {
  const [row] = await c
    .get('deps')
    .db.select({ closedAt: shops.closedAt })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  return row?.closedAt ?? null
}

type ExportRow = NonNullable<Awaited<ReturnType<typeof latestExport>>>
const exportJson = (e: ExportRow) => ({
  ...e,
  createdAt: e.createdAt.toISOString(),
  readyAt: e.readyAt ? e.readyAt.toISOString() : null,
})

closingRoutes.openapi(guarded(shopClosingRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, closing: closingJson(await closedAtOf(c)) }, 200),
)

closingRoutes.openapi(guarded(closeShopRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const now = new Date()
  // Conditional: two closings at once close it once.
  const [row] = await c
    .get('deps')
    .db.update(shops)
    .set({ closedAt: now, online: false, updatedAt: now })
    .where(and(eq(shops.id, shop.id), isNull(shops.closedAt)))
    .returning({ closedAt: shops.closedAt })
  if (!row) throw new ApiError(409, closingText.already)
  return c.json(
    { sucess: true as const, message: closingText.closed, closing: closingJson(row.closedAt) },
    200,
  )
})

closingRoutes.openapi(guarded(shopExportRoute, noQuery), async (c) => {
  const latest = await latestExport(c.get('deps').db, memberOf(c).shop.id)
  return c.json({ sucess: true as const, export: latest ? exportJson(latest) : null }, 200)
})

closingRoutes.openapi(guarded(requestShopExportRoute, noQuery), async (c) => {
  const { shop, userId } = memberOf(c)
  const { db } = c.get('deps')
  const latest = await latestExport(db, shop.id)
  if (latest?.status === 'queued') {
    return c.json(
      { sucess: true as const, message: closingText.exportPending, export: exportJson(latest) },
      202,
    )
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shopExports)
      .values({ shopId: shop.id, requestedById: userId })
      .returning({ id: shopExports.id })
    await enqueueJob(
      tx,
      SHOP_EXPORT_JOB,
      { exportId: row.id },
      { key: `${SHOP_EXPORT_JOB}:${shop.id}` },
    )
  })
  const latestNow = (await latestExport(db, shop.id))!
  return c.json(
    { sucess: true as const, message: closingText.exportQueued, export: exportJson(latestNow) },
    202,
  )
})

closingRoutes.openapi(guarded(shopExportFileRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const [file] = await c
    .get('deps')
    .db.select({ filename: shopExports.filename, bytes: shopExports.bytes })
    .from(shopExports)
    .where(and(eq(shopExports.shopId, shop.id), eq(shopExports.status, 'ready')))
    .orderBy(desc(shopExports.readyAt), desc(shopExports.id))
    .limit(1)
  if (!file?.bytes) throw new ApiError(404, closingText.noExport)
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${file.filename ?? 'export.zip'}"`,
    'cache-control': 'private, no-store',
  })
})
