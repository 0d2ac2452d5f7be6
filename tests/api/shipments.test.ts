import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, shipments } from '#app/platform/db/schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import { readCsv } from './csv-file'
import {
  demoAddress,
  enter,
  entryLine,
  newClient,
  setUp,
  withIamRights,
  type Tokens,
} from './sales-fixtures'

let t: TestApi
let source: number
let tokens: Tokens
let order: any
let bottles: any
let magnums: any

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
  const client = await newClient(t, tokens.owner, {
    businessName: 'Cave du Marché',
    deliveryAddress: demoAddress,
  })
  const res = await enter(t, tokens.owner, {
    clientId: client.id,
    lines: [
      await entryLine(t, 'sancerre-cuvee-silex', 13),
      // The magnum: 1,5 L, two bottle equivalents each.
      await entryLine(t, 'sancerre-les-caillottes', 3, 1),
    ],
    status: 'validated',
  })
  expect(res.status, res.text).toBe(201)
  order = res.body.order
  ;[bottles, magnums] = order.lines
})
afterAll(() => t.close())

const get = (path: string, token?: string) => t.request(path, { token }).then(call)
const post = (token: string | undefined, json: unknown) =>
  t.request('/v1/shipments', { method: 'POST', token, json }).then(call)
const move = (id: number, status: string, token: string | undefined = tokens.owner) =>
  t.request(`/v1/shipments/${id}/status`, { method: 'PUT', token, json: { status } }).then(call)

async function shipmentCount() {
  const [row] = await t.database.db.select({ n: count() }).from(shipments)
  return Number(row.n)
}
async function deliveryStatusOf(id: number) {
  const [row] = await t.database.db
    .select({ s: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, id))
  return row.s
}

describe('shipments of an order, then a return', () => {
  let first: any

  it('ships part of an order in parcels of 12 bottle equivalents', async () => {
    const res = await post(tokens.owner, {
      orderId: order.id,
      lines: [
        { lineId: bottles.id, quantity: 10 },
        { lineId: magnums.id, quantity: 2 },
      ],
      carrier: 'Transports Vignaud',
      trackingRef: 'TV-2026-0042',
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe('L’expédition a été enregistrée.')
    first = res.body.shipment
    // 10 bottles + 2 magnums = 14 bottle equivalents: two parcels.
    expect(first).toMatchObject({
      orderId: order.id,
      kind: 'delivery',
      status: 'pending',
      parcels: 2,
      carrier: 'Transports Vignaud',
      trackingRef: 'TV-2026-0042',
      address: { city: 'La Rochelle' },
      shippedAt: null,
    })
    expect(res.body.deliveryStatus).toBe('pending')
  })

  it('never ships more than ordered less what was shipped, and says so in French', async () => {
    const before = await shipmentCount()
    const res = await post(tokens.owner, {
      orderId: order.id,
      lines: [{ lineId: bottles.id, quantity: 4 }],
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('La quantité dépasse ce qu’il reste à expédier de cette ligne.')
    expect(res.body.errors['lines.0.quantity']).toBeDefined()
    for (const body of [
      { orderId: order.id, lines: [] },
      { orderId: order.id, lines: [{ lineId: bottles.id, quantity: 0 }] },
      { orderId: order.id, lines: [{ lineId: 999999, quantity: 1 }] },
      { orderId: order.id, kind: 'lost', lines: [{ lineId: bottles.id, quantity: 1 }] },
      { orderId: order.id, lines: [{ lineId: bottles.id, quantity: 1 }], weight: 3 },
    ])
      expect((await post(tokens.owner, body)).status, JSON.stringify(body)).toBe(400)
    expect(await shipmentCount()).toBe(before)
  })

  it('moves through the delivery machine, dating departure and delivery', async () => {
    const transit = await move(first.id, 'transit')
    expect(transit.status, transit.text).toBe(200)
    expect(transit.body.shipment.shippedAt).toEqual(expect.any(String))
    const illegal = await move(first.id, 'pending')
    expect(illegal.status).toBe(409)
    expect(illegal.body.message).toBe(
      'Transition impossible : une livraison au statut « En transit » ne peut pas passer au statut « En attente ».',
    )
    const delivered = await move(first.id, 'delivered')
    expect(delivered.body.shipment.deliveredAt).toEqual(expect.any(String))
    expect(delivered.body.deliveryStatus).toBe('partiallyDelivered')
    expect(await deliveryStatusOf(order.id)).toBe('partiallyDelivered')
    expect((await move(first.id, 'nope')).status).toBe(400)
  })

  it('delivers the rest, then takes back at most what was delivered', async () => {
    const rest = await post(tokens.iam, {
      orderId: order.id,
      lines: [
        { lineId: bottles.id, quantity: 3 },
        { lineId: magnums.id, quantity: 1 },
      ],
    })
    expect(rest.status, rest.text).toBe(201)
    expect(rest.body.shipment.parcels).toBe(1)
    await move(rest.body.shipment.id, 'delivered')
    expect(await deliveryStatusOf(order.id)).toBe('delivered')

    const tooMuch = await post(tokens.owner, {
      orderId: order.id,
      kind: 'return',
      lines: [{ lineId: magnums.id, quantity: 4 }],
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe('La quantité dépasse ce qui a été livré de cette ligne.')
    const back = await post(tokens.owner, {
      orderId: order.id,
      kind: 'return',
      lines: [{ lineId: magnums.id, quantity: 1 }],
    })
    expect(back.status, back.text).toBe(201)
    expect(back.body.message).toBe('Le retour a été enregistré.')
    expect(back.body.shipment).toMatchObject({ kind: 'return', address: null, carrier: null })
    // A return in progress changes nothing yet; once back, the order is partly returned.
    expect(await deliveryStatusOf(order.id)).toBe('delivered')
    await move(back.body.shipment.id, 'transit')
    const returned = await move(back.body.shipment.id, 'returned')
    expect(returned.body.deliveryStatus).toBe('partiallyReturned')
    expect(await deliveryStatusOf(order.id)).toBe('partiallyReturned')
    // The magnum already on its way back cannot be returned twice.
    const twice = await post(tokens.owner, {
      orderId: order.id,
      kind: 'return',
      lines: [{ lineId: magnums.id, quantity: 3 }],
    })
    expect(twice.status).toBe(400)
  })
})

describe('which orders ship, and who may ship them', () => {
  it('refuses drafts and pending orders, and orders of other shops', async () => {
    const client = await newClient(t, tokens.owner, { lastname: 'Brun' })
    const lines = [await entryLine(t, 'sancerre-cuvee-silex', 2)]
    const draft = await enter(t, tokens.owner, { clientId: client.id, lines, status: 'draft' })
    const line = draft.body.order.lines[0].id
    const res = await post(tokens.owner, {
      orderId: draft.body.order.id,
      lines: [{ lineId: line, quantity: 1 }],
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Seule une commande validée ou facturée peut être expédiée.')
    const other = await post(tokens.owner2, {
      orderId: order.id,
      lines: [{ lineId: bottles.id, quantity: 1 }],
    })
    expect(other.status).toBe(404)
  })

  it('is for owners and collaborators with manageDelivery', async () => {
    const [one] = await t.database.db.select().from(shipments).limit(1)
    const body = { orderId: order.id, lines: [{ lineId: bottles.id, quantity: 1 }] }
    expect((await post(undefined, body)).status).toBe(401)
    expect((await post(tokens.buyer, body)).status).toBe(403)
    expect((await post(tokens.agent, body)).status).toBe(403)
    expect((await get('/v1/shipments')).status).toBe(401)
    expect((await get('/v1/shipments', tokens.buyer)).status).toBe(403)
    const anonymous = await t.request(`/v1/shipments/${one.id}/status`, {
      method: 'PUT',
      json: { status: 'exception' },
    })
    expect(anonymous.status).toBe(401)
    expect((await move(one.id, 'exception', tokens.buyer)).status).toBe(403)
    await withIamRights(t, source, { manageDelivery: false }, async () => {
      expect((await post(tokens.iam, body)).status).toBe(403)
      expect((await get('/v1/shipments', tokens.iam)).status).toBe(403)
      expect((await move(one.id, 'exception', tokens.iam)).status).toBe(403)
    })
    expect((await move(one.id, 'exception', tokens.owner2)).status).toBe(404)
    expect((await get(`/v1/shipments/${one.id}`, tokens.owner2)).status).toBe(404)
    expect((await get('/v1/shipments', tokens.owner2)).body.shipments).toEqual([])
    const [unchanged] = await t.database.db.select().from(shipments).where(eq(shipments.id, one.id))
    expect(unchanged.status).toBe(one.status)
  })

  it('lists shipments with filters and pages; the order page shows them', async () => {
    const all = await get('/v1/shipments', tokens.owner)
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20 })
    expect(all.body.shipments[0].client.name).toContain('Cave du Marché')
    const returned = await get('/v1/shipments?status=returned', tokens.owner)
    expect(returned.body.shipments.map((s: any) => s.kind)).toEqual(['return'])
    expect((await get('/v1/shipments?kind=delivery', tokens.owner)).body.total).toBe(2)
    expect((await get('/v1/shipments?q=TV-2026', tokens.owner)).body.total).toBe(1)
    expect((await get('/v1/shipments?q=march%C3%A9', tokens.owner)).body.total).toBe(3)
    expect((await get(`/v1/shipments?orderId=${order.id}`, tokens.owner)).body.total).toBe(3)
    expect((await get('/v1/shipments?to=2020-01-01', tokens.owner)).body.total).toBe(0)
    const today = parisIsoDay()
    expect((await get(`/v1/shipments?from=${today}`, tokens.owner)).body.total).toBeGreaterThan(0)
    expect((await get('/v1/shipments?page=2', tokens.owner)).body.shipments).toEqual([])
    for (const bad of ['?status=lost', '?page=0', '?from=hier', '?x=1'])
      expect((await get(`/v1/shipments${bad}`, tokens.owner)).status, bad).toBe(400)
    const detail = await get(`/v1/orders/${order.id}`, tokens.owner)
    expect(detail.body.order.shipments).toHaveLength(3)
    expect(detail.body.order.deliveryStatus).toBe('partiallyReturned')
  })

  it('exports the list as CSV with its filters, every row, to whom may ship', async () => {
    const file = await readCsv(t, '/v1/shipments/export.csv', tokens.owner)
    expect(file.status).toBe(200)
    expect(file.res.headers.get('content-disposition')).toMatch(/filename="livraisons-/)
    expect(file.header).toBe(
      '"Commande";"Type";"Statut";"Client";"Colis";"Transporteur";"Suivi";"Adresse";"Code postal";"Ville";"Pays";"Créé le";"Expédié le";"Livré le"',
    )
    expect(file.rows).toHaveLength(3)
    const listed = (await get('/v1/shipments', tokens.owner)).body.shipments
    expect(file.rows.map((r) => r.split(';').slice(0, 2))).toEqual(
      listed.map((s: any) => [String(s.orderId), s.kind === 'return' ? '"Retour"' : '"Livraison"']),
    )
    const returned = await readCsv(t, '/v1/shipments/export.csv?status=returned', tokens.owner)
    expect(returned.rows).toHaveLength(1)
    expect(returned.rows[0].split(';').slice(1, 3)).toEqual(['"Retour"', '"Retournée"'])
    expect(
      (await readCsv(t, '/v1/shipments/export.csv?q=TV-2026', tokens.owner)).rows,
    ).toHaveLength(1)
    for (const bad of ['?status=lost', '?page=2', '?from=hier'])
      expect((await readCsv(t, `/v1/shipments/export.csv${bad}`, tokens.owner)).status, bad).toBe(
        400,
      )
    expect((await readCsv(t, '/v1/shipments/export.csv', tokens.owner2)).rows).toEqual([])
    expect((await readCsv(t, '/v1/shipments/export.csv', tokens.buyer)).status).toBe(403)
    expect((await readCsv(t, '/v1/shipments/export.csv')).status).toBe(401)
    await withIamRights(t, source, { manageDelivery: false }, async () => {
      expect((await readCsv(t, '/v1/shipments/export.csv', tokens.iam)).status).toBe(403)
    })
  })
})
