/**
 * A shop's outgoing webhooks, stored and delivered.
 *
 * - `emitWebhookEvent(db, shopId, type, data, key)`: the one function the moments of a sale call
 *   (an order placed, paid, an invoice issued…), inside their own transaction: it writes the
 *   event and one delivery per enabled endpoint subscribed to it, and queues their first attempt
 *   (`webhooks.deliver` jobs) in that same transaction; with no subscriber it writes nothing.
 *   The same `key` twice (an order paid again after a refund…) is one event.
 * - `webhooks.deliver`: one job per attempt. It POSTs through `safePost`
 *   (app/platform/net/safe-url.ts: the address checked again at connection), logs the attempt
 *   (status, duration, error, the first kilobyte of the answer) and, in the same transaction,
 *   marks the delivery delivered, failed (after the 6th attempt) or queues the next attempt at
 *   `nextAttemptAt` (1 min, 5 min, 30 min, 2 h, 12 h after the one that failed).
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob, type JobHandlers } from '#app/platform/api/jobs'
import type { ApiConfig, ApiDeps } from '#app/platform/api/types'
import {
  checkOutboundUrl,
  safePost,
  UnsafeUrl,
  type OutboundPolicy,
} from '#app/platform/net/safe-url'
import { integrationsText } from '../domain/shop-integrations'
import {
  DELIVERY_TIMEOUT_MS,
  KEPT_ANSWER_BYTES,
  MAX_DELIVERY_ATTEMPTS,
  nextAttemptAt,
  secretHintOf,
  webhookText,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookInput,
  type WebhookUpdate,
} from '../domain/webhooks'
import type { WebhookDeliveryView, WebhookView } from '../contract'
import { signatureHeader } from './webhook-signature'

export const DELIVER_JOB = 'webhooks.deliver'
const DELIVERY_LOG_SIZE = 50

/** Where webhooks may post: the server's setting, else the strictest. */
export const outboundPolicy = (config: ApiConfig): OutboundPolicy =>
  config.webhooks ?? { httpsOnly: true, allowLoopback: false }

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

function sealer(config: ApiConfig) {
  const box = config.secretBox
  if (!box) throw new ApiError(503, integrationsText.noEncryption)
  return box
}

/** The address, checked (syntax, then every address its host resolves to); 400 in French. */
async function checkedUrl(config: ApiConfig, url: string): Promise<string> {
  try {
    return (await checkOutboundUrl(url, outboundPolicy(config))).href
  } catch (error) {
    if (error instanceof UnsafeUrl) throw new ApiError(400, error.message, { url: [error.message] })
    throw error
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null

type EndpointRow = typeof webhookEndpoints.$inferSelect

async function viewsOf(db: Db, rows: EndpointRow[]): Promise<WebhookView[]> {
  const ids = rows.map((r) => r.id)
  const latest = ids.length
    ? await db
        .selectDistinctOn([webhookDeliveries.endpointId], {
          endpointId: webhookDeliveries.endpointId,
          status: webhookDeliveries.status,
          at: webhookDeliveries.updatedAt,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, ids))
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id))
    : []
  return rows.map((row) => {
    const last = latest.find((l) => l.endpointId === row.id)
    return {
      id: row.id,
      url: row.url,
      events: row.events as WebhookEventType[],
      enabled: row.enabled,
      secretHint: row.secretHint,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastDelivery: last ? { status: last.status, at: last.at.toISOString() } : null,
    }
  })
}

export async function listWebhooks(db: Db, shopId: number): Promise<WebhookView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopId, shopId))
    .orderBy(desc(webhookEndpoints.id))
  return viewsOf(db, rows)
}

async function endpointOf(db: Db, shopId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopId, shopId)))
  if (!row) throw new ApiError(404, webhookText.notFound)
  return row
}

export async function createWebhook(
  deps: ApiDeps,
  owner: { shopId: number; userId: number },
  input: WebhookInput,
): Promise<{ secret: string; webhook: WebhookView }> {
  const box = sealer(deps.config)
  const url = await checkedUrl(deps.config, input.url)
  const secret = newSecret()
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      shopId: owner.shopId,
      url,
      events: input.events,
      secret: box.seal(secret),
      secretHint: secretHintOf(secret),
      createdById: owner.userId,
    })
    .returning()
  return { secret, webhook: (await viewsOf(deps.db, [row]))[0] }
}

export async function updateWebhook(
  deps: ApiDeps,
  shopId: number,
  id: number,
  input: WebhookUpdate,
): Promise<{ message: string; secret: string | null; webhook: WebhookView }> {
  await endpointOf(deps.db, shopId, id)
  const patch: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: new Date() }
  if (input.url !== undefined) patch.url = await checkedUrl(deps.config, input.url)
  if (input.events !== undefined) patch.events = input.events
  if (input.enabled !== undefined) patch.enabled = input.enabled
  let secret: string | null = null
  if (input.regenerateSecret) {
    const box = sealer(deps.config)
    secret = newSecret()
    patch.secret = box.seal(secret)
    patch.secretHint = secretHintOf(secret)
  }
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set(patch)
    .where(eq(webhookEndpoints.id, id))
    .returning()
  const onlyEnabled =
    input.enabled !== undefined && input.url === undefined && input.events === undefined
  const message = secret
    ? webhookText.regenerated
    : onlyEnabled
      ? input.enabled
        ? webhookText.enabled
        : webhookText.disabled
      : webhookText.updated
  return { message, secret, webhook: (await viewsOf(deps.db, [row]))[0] }
}

export async function deleteWebhook(db: Db, shopId: number, id: number) {
  await endpointOf(db, shopId, id)
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id))
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  type: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
}

async function deliveryViews(
  db: Db,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<WebhookDeliveryView[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(webhookAttempts.id))
    : []
  return rows.map((row) => ({
    ...row,
    type: row.type as WebhookEventType,
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attemptLog: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        at: a.at.toISOString(),
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        error: a.error,
        responseBody: a.responseBody,
      })),
  }))
}

export async function listDeliveries(
  db: Db,
  shopId: number,
  endpointId: number,
): Promise<WebhookDeliveryView[]> {
  await endpointOf(db, shopId, endpointId)
  return deliveryViews(db, and(eq(webhookDeliveries.endpointId, endpointId)), DELIVERY_LOG_SIZE)
}

/** Queues an attempt of `deliveryId` at `runAt` and names its job on the delivery. */
async function queueAttempt(tx: Db, deliveryId: number, runAt: Date) {
  const jobId = await enqueueJob(tx, DELIVER_JOB, { deliveryId }, { runAt })
  await tx
    .update(webhookDeliveries)
    .set({ jobId, nextAttemptAt: runAt, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, deliveryId))
}

/** Sends a delivery's event again now, in a new round of attempts (409 when disabled). */
export async function resendDelivery(
  db: Db,
  shopId: number,
  deliveryId: number,
): Promise<WebhookDeliveryView> {
  const where = and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.shopId, shopId))
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id, enabled: webhookEndpoints.enabled })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .for('update', { of: webhookDeliveries })
    if (!row) throw new ApiError(404, webhookText.deliveryNotFound)
    if (!row.enabled) throw new ApiError(409, webhookText.resendDisabled)
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0 })
      .where(eq(webhookDeliveries.id, deliveryId))
    await queueAttempt(tx as unknown as Db, deliveryId, new Date())
  })
  return (await deliveryViews(db, where, 1))[0]
}

/**
 * The one way a moment of the shop reaches its webhooks: inside the caller's transaction, the
 * event (`key` makes the same moment one event) and a delivery to each enabled endpoint that
 * subscribed to `type`, each with its first attempt queued. `data` may be a function: it is
 * then only built when someone listens.
 */
export async function emitWebhookEvent(
  tx: Db,
  shopId: number,
  type: WebhookEventType,
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  key: string,
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.shopId, shopId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    )
  if (endpoints.length === 0) return null
  const id = `evt_${randomBytes(16).toString('base64url')}`
  const payload = typeof data === 'function' ? await data() : data
  const [event] = await tx
    .insert(webhookEvents)
    .values({ id, shopId, type, key, data: JSON.parse(JSON.stringify(payload)) })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id, createdAt: webhookEvents.createdAt })
  if (!event) return null
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ endpointId: e.id, eventId: event.id })))
    .returning({ id: webhookDeliveries.id })
  for (const delivery of deliveries) await queueAttempt(tx, delivery.id, event.createdAt)
  return event.id
}

/** The body posted for an event: what the receiver's signature check reads byte for byte. */
export const eventBody = (event: typeof webhookEvents.$inferSelect) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  })

export const webhookJobs: JobHandlers = {
  async [DELIVER_JOB](deps, payload, job) {
    const deliveryId = Number(payload.deliveryId)
    const [row] = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, deliveryId))
    // Deleted, already settled, or superseded by a resend: another job has it.
    if (!row || row.delivery.status !== 'pending' || row.delivery.jobId !== job.id) return
    const mine = and(
      eq(webhookDeliveries.id, deliveryId),
      eq(webhookDeliveries.jobId, job.id),
      eq(webhookDeliveries.status, 'pending'),
    )
    if (!row.endpoint.enabled) {
      await job.finish((tx) =>
        tx
          .update(webhookDeliveries)
          .set({ status: 'failed', nextAttemptAt: null, updatedAt: new Date() })
          .where(mine),
      )
      return
    }
    const secret = sealer(deps.config).open(row.endpoint.secret)
    const body = eventBody(row.event)
    const at = new Date()
    const result = await safePost(
      row.endpoint.url,
      {
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Caveau-Webhooks/1',
          'caveau-event-id': row.event.id,
          'caveau-signature': signatureHeader(secret, Math.floor(at.getTime() / 1000), body),
        },
        timeoutMs: DELIVERY_TIMEOUT_MS,
        keepBytes: KEPT_ANSWER_BYTES,
      },
      outboundPolicy(deps.config),
    )
    const attempt = row.delivery.attempts + 1
    const next =
      result.ok || attempt >= MAX_DELIVERY_ATTEMPTS ? null : nextAttemptAt(attempt, job.now)
    const status: WebhookDeliveryStatus = result.ok ? 'delivered' : next ? 'pending' : 'failed'
    await job.finish(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId,
        at,
        statusCode: result.status,
        durationMs: result.durationMs,
        error: result.ok ? null : result.error.slice(0, 500),
        responseBody: result.body,
      })
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({ status, attempts: attempt, nextAttemptAt: null, updatedAt: new Date() })
        .where(mine)
        .returning({ id: webhookDeliveries.id })
      if (updated && next) await queueAttempt(tx, deliveryId, next)
    })
  },
}
