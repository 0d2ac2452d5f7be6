/** Generated PDFs, read by those who may see the document. */
import { createRoute } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import { documentFiles } from '#app/platform/db/schema'
import { bearer, idParams, refusals } from '#app/platform/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { buyerMayRead, fileTarget, staffMayUse } from '../document-file-access'
import { enqueueJob } from '#app/platform/api/jobs'
import { memberOf } from '#app/platform/auth/permissions'
import { userShops } from '#app/modules/accounts/api/users'
import { renderDocumentFileRoute } from '../../contract'

/** A GET answering a sales PDF's bytes: not JSON, so defined beside its handler. */
export const pdfRoute = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    security: bearer,
    request: { params: idParams },
    responses: {
      200: {
        description: 'The PDF',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...refusals.badInput,
      ...refusals.signedIn,
      ...refusals.notFound,
    },
  })

const documentFileRoute = pdfRoute(
  '/document-files/{id}',
  'The PDF bytes (application/pdf, Content-Disposition inline with its French file name). For the shop’s staff allowed to see the record, and for the buyer whose order or issued document it is; 404 for anyone else.',
)

/** The headers of a PDF answer. */
export const pdfHeaders = (
  file: { filename: string; bytes: Uint8Array },
  disposition: 'inline' | 'attachment',
) => ({
  'content-type': 'application/pdf',
  'content-disposition': contentDisposition(file.filename, disposition),
  'content-length': String(file.bytes.byteLength),
  'x-content-type-options': 'nosniff',
})

/** `filename*` carries the French name; `filename` an ASCII fallback for old clients. */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment') {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

export const documentFilesRoutes = contractRouter()

documentFilesRoutes.openapi(guarded(documentFileRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const fileId = c.req.valid('param').id
  const { db } = c.get('deps')
  const [file] = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId))
  const target = file ? await fileTarget(db, file) : null
  const [membership] = await userShops(db, userId)
  const allowed =
    !!target &&
    target.shopId === file.shopId &&
    ((await staffMayUse(db, membership, userId, target)) ||
      (await buyerMayRead(db, userId, target)))
  // The same answer whether the file is missing or not theirs: ids reveal nothing.
  if (!file || !allowed) throw new ApiError(404, messages.notFound)
  return c.body(new Uint8Array(file.bytes), 200, pdfHeaders(file, 'inline'))
})

documentFilesRoutes.openapi(guarded(renderDocumentFileRoute, noQuery), async (c) => {
  const { userId, shop } = memberOf(c)
  const body = c.req.valid('json')
  const { db } = c.get('deps')
  const target = await fileTarget(db, {
    salesDocumentId: 'salesDocumentId' in body ? body.salesDocumentId : null,
    orderId: 'orderId' in body ? body.orderId : null,
    shipmentId: 'shipmentId' in body ? body.shipmentId : null,
  })
  if (!target || target.shopId !== shop.id) throw new ApiError(404, messages.notFound)
  if (!(await staffMayUse(db, shop, userId, target))) {
    // An agent asking for another agent's client learns nothing of it.
    throw new ApiError(
      shop.role === 'agent' ? 404 : 403,
      shop.role === 'agent' ? messages.notFound : messages.forbidden,
    )
  }
  const payload =
    'salesDocumentId' in body
      ? { documentId: body.salesDocumentId }
      : 'shipmentId' in body
        ? { shipmentId: body.shipmentId }
        : { orderId: body.orderId, kind: 'confirmation' }
  // Asked twice while it waits: one job, one file in the user's downloads.
  const fields = Object.entries(payload).map(([k, v]) => `${k}=${v}`)
  const key = `sales.pdf:${fields.join(':')}:user:${userId}`
  const jobId = await enqueueJob(db, 'sales.pdf', { ...payload, userId }, { key })
  return c.json(
    { sucess: true as const, jobId, message: 'Le document est en cours de préparation.' },
    202,
  )
})
