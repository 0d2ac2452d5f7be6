/**
 * Issue 16 §3: an order crossing the shop's stock alert level (settings/domain/stock-alert.ts).
 * A buyer's checkout and a back-office order that take a counted format from above the level to
 * at or below it each queue one `stock.threshold` delivery to the shop's subscribed webhook and
 * one `thresholdReach` notification to its owner, in the order's transaction; a later order
 * below the level queues none, until the stock goes back above it (here, an order refused).
 * Deliveries are only queued: nothing here runs the queue.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { notifications, users, webhookDeliveries, webhookEvents } from '#app/platform/db/schema'
import { createSecretBox, newSecretKey, parseSecretKey } from '#app/platform/secret-box'
import type { TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf, stockOf, type Line } from './cart-fixtures'
import { call } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'
import { createClient } from './sales-documents-fixtures'

let t: TestApi
let source: number
let tokens: DemoTokens
let bottle: Line
let magnum: Line
let carrier: number
let client: number
let ownerId: number

const request = async (path: string, token: string, init: RequestInit & { json?: unknown } = {}) =>
  call(await t.request(path, { ...init, token }))

beforeAll(async () => {
  ;({ t, source, tokens } = await demoShopsApi({
    secretBox: createSecretBox(parseSecretKey(newSecretKey())!),
    webhooks: { httpsOnly: false, allowLoopback: true },
  }))
  bottle = await lineOf(t, 'sancerre-les-caillottes')
  magnum = await lineOf(t, 'sancerre-les-caillottes', { format: 1 })
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  client = await createClient(t, source, { businessName: 'Le Bistrot du Port' })
  ;[{ id: ownerId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@caveau.test'))
  const hook = await request('/v1/webhooks', tokens.owner, {
    method: 'POST',
    json: { url: 'http://127.0.0.1:9/hooks', events: ['stock.threshold'] },
  })
  expect(hook.status, hook.text).toBe(201)
  const level = await request('/v1/settings/stock-alert', tokens.owner, {
    method: 'PUT',
    json: { level: 6 },
  })
  expect(level.status, level.text).toBe(200)
  expect([await stockOf(t, bottle.formatId), await stockOf(t, magnum.formatId)]).toEqual([24, 6])
})
afterAll(() => t.close())

/** The stock.threshold events with their queued deliveries, oldest first. */
const alerts = () =>
  t.database.db
    .select({ key: webhookEvents.key, data: webhookEvents.data, status: webhookDeliveries.status })
    .from(webhookEvents)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.eventId, webhookEvents.id))
    .where(and(eq(webhookEvents.shopId, source), eq(webhookEvents.type, 'stock.threshold')))
    .orderBy(webhookEvents.createdAt)

const notices = () =>
  t.database.db
    .select({
      userId: notifications.userId,
      content: notifications.content,
      link: notifications.redirectLink,
    })
    .from(notifications)
    .where(and(eq(notifications.shopId, source), eq(notifications.type, 'thresholdReach')))
    .orderBy(notifications.id)

const checkout = async (lines: Line[]) => {
  const placed = await request('/v1/orders', tokens.buyer, {
    method: 'POST',
    json: checkoutBody([
      { sellerId: source, products: lines, deliveryModeId: carrier, paymentType: 'transfer' },
    ]),
  })
  expect(placed.status, placed.text).toBe(201)
  return placed.body.orders[0].id as number
}

const entry = async (quantity: number) => {
  const entered = await request('/v1/orders/entries', tokens.owner, {
    method: 'POST',
    json: {
      clientId: client,
      paymentType: 'transfer',
      lines: [{ formatId: bottle.formatId, vintageId: bottle.vintageId, quantity }],
    },
  })
  expect(entered.status, entered.text).toBe(201)
  return entered.body.order.id as number
}

describe('stock alert raised by orders', () => {
  let firstOrder: number
  let crossingEntry: number

  it('alerts once when a checkout takes a format from above the level to it', async () => {
    // The magnum was already at the level (6 → 5): it does not alert.
    firstOrder = await checkout([
      { ...bottle, quantity: 18 },
      { ...magnum, quantity: 1 },
    ])
    expect([await stockOf(t, bottle.formatId), await stockOf(t, magnum.formatId)]).toEqual([6, 5])
    const [alert, ...more] = await alerts()
    expect(more).toEqual([])
    expect(alert).toMatchObject({
      key: `stock.threshold:${bottle.formatId}:${firstOrder}`,
      status: 'pending',
      data: {
        product: {
          id: bottle.productId,
          name: 'Sancerre Les Caillottes',
          slug: 'sancerre-les-caillottes',
        },
        format: {
          id: bottle.formatId,
          name: '75 cl',
          unity: 'Centilitre(s)',
          unityValue: 75,
          gtin: expect.stringMatching(/^\d{14}$/),
        },
        stock: 6,
        level: 6,
        orderId: firstOrder,
      },
    })
    expect(await notices()).toEqual([
      {
        userId: ownerId,
        content: 'Stock bas : Sancerre Les Caillottes 75 cl, 6 bouteilles restantes (seuil 6)',
        link: `/dashboard/products/${bottle.productId}`,
      },
    ])
  })

  it('does not alert again for a checkout while the stock stays below the level', async () => {
    await checkout([{ ...bottle, quantity: 3 }])
    expect(await stockOf(t, bottle.formatId)).toBe(3)
    expect(await alerts()).toHaveLength(1)
    expect(await notices()).toHaveLength(1)
  })

  it('alerts again when a back-office order crosses it after the stock went back above', async () => {
    const refused = await request(`/v1/orders/${firstOrder}/refuse`, tokens.owner, {
      method: 'PUT',
    })
    expect(refused.status, refused.text).toBe(200)
    expect(await stockOf(t, bottle.formatId)).toBe(21)
    const order = await entry(18)
    crossingEntry = order
    expect(await stockOf(t, bottle.formatId)).toBe(3)
    const list = await alerts()
    expect(list).toHaveLength(2)
    expect(list[1]).toMatchObject({
      key: `stock.threshold:${bottle.formatId}:${order}`,
      data: { stock: 3, level: 6, orderId: order },
    })
    const [, notice, ...more] = await notices()
    expect(more).toEqual([])
    expect(notice.content).toBe(
      'Stock bas : Sancerre Les Caillottes 75 cl, 3 bouteilles restantes (seuil 6)',
    )
  })

  it('does not alert again for a back-office order below the level, nor with the alert off', async () => {
    await entry(1)
    expect(await stockOf(t, bottle.formatId)).toBe(2)
    expect(await alerts()).toHaveLength(2)
    const off = await request('/v1/settings/stock-alert', tokens.owner, {
      method: 'PUT',
      json: { level: null },
    })
    expect(off.status, off.text).toBe(200)
    const cancelled = await request(`/v1/orders/${crossingEntry}/cancel`, tokens.owner, {
      method: 'PUT',
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(await stockOf(t, bottle.formatId)).toBe(20)
    // 20 → 2 would have crossed 6.
    await entry(18)
    expect(await stockOf(t, bottle.formatId)).toBe(2)
    expect(await alerts()).toHaveLength(2)
    expect(await notices()).toHaveLength(2)
  })
})
