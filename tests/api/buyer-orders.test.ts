/**
 * Issue 14, the buyer's side: the statuses a buyer reads, the transfer instructions of an order
 * (API answer and confirmation mail), and the buyer's own invoices with their PDFs.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call, mailsTo } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { setShopLegal, shopLegal } from './sales-db-fixtures'

let t: TestApi
let source: number
let tokens: Record<'buyer' | 'pro' | 'owner', string>

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  await setShopLegal(t, source, shopLegal)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    pro: await login('pro@caveau.test'),
    owner: await login('owner@caveau.test'),
  }
})
afterAll(() => t.close())

const get = async (path: string, token: string) => call(await t.request(path, { token }))
const send = async (method: string, path: string, token: string, json?: unknown) =>
  call(await t.request(path, { method, token, json }))

/** A pending order of `token`'s buyer at Domaine de la Source. */
async function place(paymentType: string, token = tokens.buyer) {
  const carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
  const res = await send(
    'POST',
    '/v1/orders',
    token,
    checkoutBody([{ sellerId: source, products: [line], deliveryModeId: carrier, paymentType }]),
  )
  expect(res.status, res.text).toBe(201)
  return res.body.orders[0] as { id: number; totalTtcCents: number; clientId: number }
}

describe('transfer instructions', () => {
  it('gives a transfer order the shop’s bank details and its reference, in the API and the mail', async () => {
    const order = await place('transfer')
    const read = await get(`/v1/orders/${order.id}`, tokens.buyer)
    expect(read.body.order.transfer).toEqual({
      holder: 'SCEA Domaine de la Source',
      iban: shopLegal.iban,
      bic: shopLegal.bic,
      reference: `CMD-${order.id}`,
      amountCents: order.totalTtcCents,
    })
    const mail = (await mailsTo(t, 'buyer@caveau.test')).at(-1)
    expect(mail?.subject).toContain(`commande n° ${order.id}`)
    expect(mail?.text).toContain(`IBAN : ${shopLegal.iban}`)
    expect(mail?.text).toContain(`BIC : ${shopLegal.bic}`)
    expect(mail?.text).toContain(`Référence à indiquer : CMD-${order.id}`)
  })

  it('gives none to another payment type', async () => {
    const order = await place('check')
    expect((await get(`/v1/orders/${order.id}`, tokens.buyer)).body.order.transfer).toBeNull()
    expect((await mailsTo(t, 'buyer@caveau.test')).at(-1)?.text).not.toContain('IBAN')
  })
})

describe('the statuses a buyer reads', () => {
  it('never shows the internal status Erreur to the buyer, whom it reads as En attente', async () => {
    const order = await place('check')
    await t.database.db.update(orders).set({ status: 'error' }).where(eq(orders.id, order.id))

    expect((await get(`/v1/orders/${order.id}`, tokens.buyer)).body.order.status).toBe('pending')
    const listed = await get('/v1/orders', tokens.buyer)
    expect(listed.body.orders.find((o: { id: number }) => o.id === order.id)?.status).toBe(
      'pending',
    )
    const filtered = await get('/v1/orders?status=pending', tokens.buyer)
    expect(filtered.body.orders.map((o: { id: number }) => o.id)).toContain(order.id)
    expect((await get('/v1/orders?status=error', tokens.buyer)).body.orders).toEqual([])
    const csv = await get('/v1/orders/export.csv', tokens.buyer)
    expect(csv.text).not.toContain('Erreur')
    // The shop still reads what happened.
    expect((await get(`/v1/orders/${order.id}`, tokens.owner)).body.order.status).toBe('error')
  })

  it('hides a draft from its buyer', async () => {
    const order = await place('check')
    await t.database.db.update(orders).set({ status: 'draft' }).where(eq(orders.id, order.id))
    expect((await get(`/v1/orders/${order.id}`, tokens.buyer)).status).toBe(404)
    const listed = await get('/v1/orders', tokens.buyer)
    expect(listed.body.orders.map((o: { id: number }) => o.id)).not.toContain(order.id)
  })
})

describe('the buyer’s invoices', () => {
  let invoice: { id: number; number: string }
  let order: { id: number; clientId: number }

  beforeAll(async () => {
    order = await place('transfer')
    expect((await send('PUT', `/v1/orders/${order.id}/validate`, tokens.owner)).status).toBe(200)
    const billed = await send('POST', '/v1/sales-documents/invoices', tokens.owner, {
      orderId: order.id,
    })
    expect(billed.status, billed.text).toBe(201)
    invoice = billed.body.document
  })

  it('lists the buyer’s issued invoices with their order and shop', async () => {
    const res = await get('/v1/users/me/invoices', tokens.buyer)
    expect(res.status, res.text).toBe(200)
    expect(res.body.documents).toContainEqual(
      expect.objectContaining({
        id: invoice.id,
        type: 'invoice',
        number: invoice.number,
        orderId: order.id,
        shop: { id: source, name: 'Domaine de la Source' },
      }),
    )
    const ofOrder = await get(`/v1/users/me/invoices?orderId=${order.id}`, tokens.buyer)
    expect(ofOrder.body.documents.map((d: { id: number }) => d.id)).toEqual([invoice.id])
    // The order page lists it too.
    const read = await get(`/v1/orders/${order.id}`, tokens.buyer)
    expect(read.body.order.documents.map((d: { id: number }) => d.id)).toEqual([invoice.id])
  })

  it('downloads the invoice as a PDF', async () => {
    const res = await t.request(`/v1/users/me/invoices/${invoice.id}/pdf`, { token: tokens.buyer })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('refuses another buyer’s invoice, a quote and a draft with 404, and the shop with 403', async () => {
    const pro = await get('/v1/users/me/invoices', tokens.pro)
    expect(pro.body.documents.map((d: { id: number }) => d.id)).not.toContain(invoice.id)
    expect((await get(`/v1/users/me/invoices/${invoice.id}/pdf`, tokens.pro)).status).toBe(404)

    const quote = await send('POST', '/v1/sales-documents/quotes', tokens.owner, {
      clientId: order.clientId,
      lines: [{ name: 'Dégustation', quantity: 1, unitHtCents: 1000, vatRate: 20 }],
    })
    expect(quote.status, quote.text).toBe(201)
    const draftId = quote.body.document.id
    expect((await get(`/v1/users/me/invoices/${draftId}/pdf`, tokens.buyer)).status).toBe(404)
    const issued = await send('PUT', `/v1/sales-documents/${draftId}/issue`, tokens.owner)
    expect(issued.status, issued.text).toBe(200)
    expect((await get(`/v1/users/me/invoices/${draftId}/pdf`, tokens.buyer)).status).toBe(404)
    const listed = await get('/v1/users/me/invoices', tokens.buyer)
    expect(listed.body.documents.map((d: { id: number }) => d.id)).not.toContain(draftId)

    expect((await get('/v1/users/me/invoices', tokens.owner)).status).toBe(403)
    expect((await get(`/v1/users/me/invoices/${invoice.id}/pdf`, tokens.owner)).status).toBe(403)
  })
})
