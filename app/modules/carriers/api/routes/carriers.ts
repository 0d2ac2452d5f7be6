/**
 * GET /carriers, PUT|DELETE /settings/integrations/colissimo, POST|GET /shipments/{id}/label
 * (carriers/contract.ts; rules in app/platform/domain/api-access.ts).
 */
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { contentDisposition, pdfRoute } from '#app/modules/sales/api/routes/document-files'
import { maskedSecret } from '#app/modules/integrations/domain/shop-integrations'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shopIntegrations } from '#app/platform/db/schema'
import { carriersText as text } from '../../domain/carriers'
import {
  carriersRoute,
  createLabelRoute,
  removeColissimoRoute,
  saveColissimoRoute,
  type CarriersView,
} from '../../contract'
import {
  colissimoCredentials,
  createShipmentLabel,
  queueTracking,
  shipmentLabelFile,
} from '../labels'

export const carriersRoutes = contractRouter()

/** A GET answering the label's PDF bytes: not JSON, so defined beside its handler. */
const labelFileRoute = pdfRoute(
  '/shipments/{id}/label',
  'Owner or collaborator with manageDelivery: the label’s PDF of a shipment of the shop (application/pdf, attachment); 404 without a label',
)

async function viewOf(c: Context<ApiEnv>): Promise<CarriersView> {
  const { db, config } = c.get('deps')
  const member = memberOf(c)
  const owner = member.shop.role === 'owner'
  const [row] = await db
    .select({
      contractNumber: shopIntegrations.colissimoContractNumber,
      password: shopIntegrations.colissimoPassword,
      okapiKey: shopIntegrations.laposteOkapiKey,
    })
    .from(shopIntegrations)
    .where(eq(shopIntegrations.shopId, member.shop.id))
  const labels = Boolean(row?.contractNumber && row.password)
  const opened = owner && labels ? await colissimoCredentials(db, config, member.shop.id) : null
  return {
    colissimo: {
      labels,
      tracking: labels && Boolean(row?.okapiKey),
      contractNumber: owner ? (row?.contractNumber ?? null) : null,
      passwordHint: opened ? maskedSecret(opened.password) : null,
      okapiKeyHint: opened?.okapiKey ? maskedSecret(opened.okapiKey) : null,
    },
  }
}

async function upsert(c: Context<ApiEnv>, values: Partial<typeof shopIntegrations.$inferInsert>) {
  const shopId = memberOf(c).shop.id
  const set = { ...values, updatedAt: new Date() }
  await c
    .get('deps')
    .db.insert(shopIntegrations)
    .values({ shopId, ...set })
    .onConflictDoUpdate({ target: shopIntegrations.shopId, set })
}

carriersRoutes.openapi(guarded(carriersRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, carriers: await viewOf(c) }, 200),
)

carriersRoutes.openapi(guarded(saveColissimoRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const { db, config } = c.get('deps')
  const box = config.secretBox
  if (!box) throw new ApiError(503, text.noEncryption)
  const shopId = memberOf(c).shop.id
  const stored = await colissimoCredentials(db, config, shopId)
  if (!input.password && !stored)
    throw new ApiError(400, text.passwordMissing, { password: [text.passwordMissing] })
  await upsert(c, {
    colissimoContractNumber: input.contractNumber,
    ...(input.password ? { colissimoPassword: box.seal(input.password) } : {}),
    ...(input.okapiKey ? { laposteOkapiKey: box.seal(input.okapiKey) } : {}),
  })
  // Parcels already labelled are followed from now on.
  if (input.okapiKey ?? stored?.okapiKey) await queueTracking(db, shopId, new Date(), 0)
  return c.json({ sucess: true as const, message: text.saved, carriers: await viewOf(c) }, 200)
})

carriersRoutes.openapi(guarded(removeColissimoRoute, noQuery), async (c) => {
  await upsert(c, {
    colissimoContractNumber: null,
    colissimoPassword: null,
    laposteOkapiKey: null,
  })
  return c.json({ sucess: true as const, message: text.removed, carriers: await viewOf(c) }, 200)
})

carriersRoutes.openapi(guarded(createLabelRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const result = await createShipmentLabel(c.get('deps'), shop.id, id, c.req.valid('json'))
  return c.json(
    { sucess: true as const, message: text.created(result.label.trackingNumber), ...result },
    201,
  )
})

carriersRoutes.openapi(guarded(labelFileRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const file = await shipmentLabelFile(c.get('deps').db, shop.id, id)
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(file.filename, 'attachment'),
    'content-length': String(file.bytes.byteLength),
    'x-content-type-options': 'nosniff',
  })
})
