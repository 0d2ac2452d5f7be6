import { eq } from 'drizzle-orm'
import { paymentDelayCapTexts } from '#app/modules/sales/domain/payment-delays'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, orderLines, orders, salesDocuments } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { createTestApi, type TestApi } from '#tests/support/api'
import { deliveryModeId, lineOf, stockOf } from './cart-fixtures'
import { call, userIdOf } from './helpers'
import {
  countOrders,
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
let carrier: number
let resto: any
let agentClient: any
let agent2Client: any

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  resto = await newClient(t, tokens.owner, {
    businessName: 'Le Bistrot des Halles',
    lastname: 'Carpentier',
    email: 'halles@exemple.test',
    typology: 'restaurateur',
    deliveryAddress: demoAddress,
    paymentDelay: '45',
  })
  agentClient = await newClient(t, tokens.agent, {
    lastname: 'Aubert',
    typology: 'particulier',
    email: 'aubert@exemple.test',
  })
  agent2Client = await newClient(t, tokens.agent2, { lastname: 'Benoit', typology: 'caviste' })
})
afterAll(() => t.close())

const get = (path: string, token?: string) => t.request(path, { token }).then(call)
const put = (path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method: 'PUT', token, json }).then(call)
const post = (path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method: 'POST', token, json }).then(call)
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

describe('POST /v1/orders/entries', () => {
  it('prices the lines with the engine in the client’s typology', async () => {
    const silex = await lineOf(t, 'sancerre-cuvee-silex', { quantity: 6 })
    // What the engine gives a Restaurateur buyer for the same line (HT prices).
    const asPro = await post('/v1/orders/get-cart-price', tokens.pro, {
      orders: [{ sellerId: source, products: [silex], deliveryModeId: carrier }],
    })
    const expected = asPro.body.orders[0]
    const res = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [{ formatId: silex.formatId, vintageId: silex.vintageId, quantity: 6 }],
      deliveryModeId: carrier,
      paymentDelay: '30',
      notes: 'Livrer avant le service',
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe('La commande a été enregistrée.')
    const order = res.body.order
    expect(order).toMatchObject({
      shopId: source,
      status: 'pending',
      kind: 'order',
      source: 'backoffice',
      clientId: resto.id,
      buyerId: null,
      buyer: null,
      client: { id: resto.id, name: 'Le Bistrot des Halles — Hélène Carpentier' },
      typology: 'restaurateur',
      ttc: false,
      paymentType: 'transfer',
      paymentDelay: '30',
      notes: 'Livrer avant le service',
      createdById: await userIdOf(t, 'owner@caveau.test'),
      deliveryAddress: { city: 'La Rochelle' },
      totalHtCents: expected.price.totalHT,
      tvaCents: expected.price.tva,
      shippingCents: expected.price.shipping,
      totalTtcCents: expected.price.totalTTC,
    })
    expect(order.lines[0]).toMatchObject({
      quantity: 6,
      unitPriceCents: expected.lines[0].unitPriceCents,
      totalHtCents: expected.lines[0].totalHtCents,
      name: 'Sancerre Cuvée Silex',
    })
  })

  it('takes a line discount off the unit price, half-up, and a hand-set shipping', async () => {
    const line = await entryLine(t, 'sancerre-cuvee-silex', 6)
    const plain = await enter(t, tokens.owner, { clientId: resto.id, lines: [line] })
    const off = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [{ ...line, discountPercent: 12.5 }],
      deliveryModeId: carrier,
      shippingCents: 1500,
    })
    expect(off.status, off.text).toBe(201)
    const unit = plain.body.order.lines[0].unitPriceCents
    expect(off.body.order.lines[0].unitPriceCents).toBe(unit - Math.round(unit * 0.125))
    expect(off.body.order.shippingCents).toBe(1500)
    expect(off.body.order.totalTtcCents).toBe(off.body.order.totalHtCents + off.body.order.tvaCents)
  })

  it('reserves counted stock unless a draft or a future, and refuses what is short', async () => {
    const line = await entryLine(t, 'sancerre-les-caillottes', 2)
    const stock = (await stockOf(t, line.formatId))!
    const pending = await enter(t, tokens.owner, { clientId: resto.id, lines: [line] })
    expect(pending.status).toBe(201)
    expect(await stockOf(t, line.formatId)).toBe(stock - 2)
    const draft = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [line],
      status: 'draft',
    })
    expect(draft.body.order.status).toBe('draft')
    expect(await stockOf(t, line.formatId)).toBe(stock - 2)
    const before = await countOrders(t)
    const short = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [{ ...line, quantity: 500 }],
    })
    expect(short.status).toBe(409)
    expect(short.body.message).toBe('Stock insuffisant pour Sancerre Les Caillottes')
    expect(await countOrders(t)).toBe(before)
    expect(await stockOf(t, line.formatId)).toBe(stock - 2)
    // Cancelling gives the units back, once.
    const cancelled = await put(`/v1/orders/${pending.body.order.id}/cancel`, tokens.owner)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.order.status).toBe('cancelled')
    expect(await stockOf(t, line.formatId)).toBe(stock)
    const again = await put(`/v1/orders/${pending.body.order.id}/cancel`, tokens.owner)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Transition impossible : une commande au statut « Annulée » ne peut pas passer au statut « Annulée ».',
    )
    expect(await stockOf(t, line.formatId)).toBe(stock)
  })

  it('makes samples free, paid by “sample”', async () => {
    const res = await enter(t, tokens.iam, {
      clientId: resto.id,
      kind: 'sample',
      paymentType: undefined,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 2)],
      deliveryModeId: carrier,
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.order).toMatchObject({
      kind: 'sample',
      paymentType: 'sample',
      totalTtcCents: 0,
      totalHtCents: 0,
      shippingCents: 0,
    })
    expect(res.body.order.lines[0]).toMatchObject({ unitPriceCents: 0, totalTtcCents: 0 })
  })

  it('enters futures with their date and right, without touching the stock', async () => {
    const line = await entryLine(t, 'sancerre-les-caillottes', 3)
    const stock = await stockOf(t, line.formatId)
    const body = {
      clientId: resto.id,
      kind: 'future',
      lines: [line],
      expectedDeliveryAt: '2027-09-01',
    }
    const missing = await enter(t, tokens.owner, { ...body, expectedDeliveryAt: undefined })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Indiquez la date de livraison prévue du primeur.')
    await withIamRights(t, source, { createFutureOrder: false }, async () => {
      expect((await enter(t, tokens.iam, body)).status).toBe(403)
      // The same collaborator still enters ordinary orders.
      expect((await enter(t, tokens.iam, { ...body, kind: 'order' })).status).toBe(201)
    })
    const stockAfterOrder = await stockOf(t, line.formatId)
    const res = await enter(t, tokens.owner, body)
    expect(res.status, res.text).toBe(201)
    expect(res.body.order.kind).toBe('future')
    expect(res.body.order.expectedDeliveryAt).toBe(new Date('2027-09-01').toISOString())
    expect(await stockOf(t, line.formatId)).toBe(stockAfterOrder)
    expect(stockAfterOrder).toBe(stock! - 3)
  })

  it('refuses bad input with French messages and writes nothing', async () => {
    const before = await countOrders(t)
    const line = await entryLine(t, 'sancerre-cuvee-silex', 1)
    const martinLine = await entryLine(t, 'cognac-vsop-grande-champagne', 1)
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: resto.id, lines: [] }, 'Ajoutez au moins un produit.'],
      [
        { clientId: resto.id, lines: [{ ...line, quantity: 0 }] },
        'La quantité doit être un nombre entier entre 1 et 100 000.',
      ],
      [
        { clientId: resto.id, lines: [{ ...line, discountPercent: 120 }] },
        'La remise doit être comprise entre 0 et 100 %.',
      ],
      [
        { clientId: resto.id, lines: [line], paymentType: 'stripe' },
        'Veuillez choisir un type de paiement.',
      ],
      [
        { clientId: resto.id, lines: [line], paymentType: 'sample' },
        'Le paiement « Échantillon » est réservé aux échantillons.',
      ],
      [{ clientId: resto.id, lines: [line], paymentDelay: '31' }, 'Délai de paiement inconnu.'],
      // A business in France: beyond L441-10's caps, refused as its invoice would be.
      [{ clientId: resto.id, lines: [line], paymentDelay: '90' }, paymentDelayCapTexts.general],
      [
        { clientId: resto.id, lines: [line], status: 'invoiced' },
        'Statut inconnu : brouillon, en attente ou validée.',
      ],
      [{ clientId: resto.id, lines: [martinLine] }, 'Produit inexistant'],
      [
        { clientId: resto.id, lines: [{ ...line, vintageId: martinLine.vintageId }] },
        'Produit inexistant',
      ],
      [{ clientId: resto.id, lines: [line], deliveryModeId: 999999 }, 'Mode de livraison inconnu.'],
      [
        { clientId: resto.id, lines: [line], unitPriceCents: 1 },
        'Clé non reconnue : « unitPriceCents »',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await enter(t, tokens.owner, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      if (!message.startsWith('Clé')) expect(res.body.message, JSON.stringify(body)).toBe(message)
    }
    expect(await countOrders(t)).toBe(before)
    // A private buyer keeps the spec's longer terms.
    const privateTerm = await enter(t, tokens.owner, {
      clientId: agentClient.id,
      lines: [line],
      paymentDelay: '90',
      status: 'draft',
    })
    expect(privateTerm.status).toBe(201)
    expect(privateTerm.body.order.paymentDelay).toBe('90')
  })

  it('is for owners, collaborators with createOrder and agents for their own clients', async () => {
    const before = await countOrders(t)
    const lines = [await entryLine(t, 'sancerre-cuvee-silex', 1)]
    const res = await t.request('/v1/orders/entries', {
      method: 'POST',
      json: { clientId: resto.id, lines, paymentType: 'transfer' },
    })
    expect(res.status).toBe(401)
    expect((await enter(t, tokens.buyer, { clientId: resto.id, lines })).status).toBe(403)
    await withIamRights(t, source, { createOrder: false }, async () => {
      expect((await enter(t, tokens.iam, { clientId: resto.id, lines })).status).toBe(403)
    })
    expect((await enter(t, tokens.agent, { clientId: agent2Client.id, lines })).status).toBe(404)
    expect((await enter(t, tokens.agent, { clientId: resto.id, lines })).status).toBe(404)
    expect((await enter(t, tokens.owner2, { clientId: resto.id, lines })).status).toBe(404)
    expect(await countOrders(t)).toBe(before)
    const mine = await enter(t, tokens.agent, { clientId: agentClient.id, lines })
    expect(mine.status, mine.text).toBe(201)
    expect(mine.body.order).toMatchObject({
      agentId: await userIdOf(t, 'agent@caveau.test'),
      typology: 'particulier',
      ttc: true,
    })
  })
})

describe('drafts, validation and cancellation', () => {
  it('edits a draft, then places it (stock taken) through the order machine', async () => {
    const line = await entryLine(t, 'sancerre-les-caillottes', 1)
    const stock = (await stockOf(t, line.formatId))!
    const draft = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [line],
      status: 'draft',
    })
    const id = draft.body.order.id
    const edit = {
      clientId: resto.id,
      lines: [
        { ...line, quantity: 4, discountPercent: 12.5 },
        await entryLine(t, 'sancerre-cuvee-silex', 2),
      ],
      paymentType: 'check',
      status: 'draft',
    }
    const res = await put(`/v1/orders/${id}/entry`, tokens.owner, edit)
    expect(res.status, res.text).toBe(200)
    expect(res.body.order.lines.map((l: any) => l.quantity)).toEqual([4, 2])
    // The line discount is kept, so that the draft reopens in the form as it was entered.
    expect(res.body.order.lines.map((l: any) => l.discountPercent)).toEqual([12.5, null])
    const reread = await get(`/v1/orders/${id}`, tokens.owner)
    expect(reread.body.order.lines.map((l: any) => l.discountPercent)).toEqual([12.5, null])
    expect(res.body.order.paymentType).toBe('check')
    expect(await stockOf(t, line.formatId)).toBe(stock)
    // Refusals leave the draft as it was.
    expect((await put(`/v1/orders/${id}/entry`, tokens.owner, { ...edit, lines: [] })).status).toBe(
      400,
    )
    expect((await put(`/v1/orders/${id}/entry`, tokens.owner2, edit)).status).toBe(404)
    expect((await put(`/v1/orders/${id}/entry`, tokens.agent, edit)).status).toBe(404)
    expect((await put(`/v1/orders/${id}/entry`, tokens.buyer, edit)).status).toBe(403)
    expect((await put(`/v1/orders/${id}/entry`, undefined, edit)).status).toBe(401)
    const rows = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id))
    expect(rows).toHaveLength(2)
    // Validating the draft (the producer's validate) takes its units.
    const validated = await put(`/v1/orders/${id}/validate`, tokens.owner)
    expect(validated.status, validated.text).toBe(200)
    expect(validated.body.order.status).toBe('validated')
    expect(await stockOf(t, line.formatId)).toBe(stock - 4)
    const locked = await put(`/v1/orders/${id}/entry`, tokens.owner, edit)
    expect(locked.status).toBe(409)
    expect(locked.body.message).toBe('Seule une commande en brouillon peut être modifiée.')
    expect((await put(`/v1/orders/${id}/refuse`, tokens.owner)).body.message).toBe(
      'Cette commande ne peut plus être refusée.',
    )
    const cancelled = await put(`/v1/orders/${id}/cancel`, tokens.owner)
    expect(cancelled.body.order.status).toBe('cancelled')
    expect(await stockOf(t, line.formatId)).toBe(stock)
  })

  it('places a draft by its entry status, and refuses cancelling others’ orders', async () => {
    const line = await entryLine(t, 'sancerre-les-caillottes', 1)
    const stock = (await stockOf(t, line.formatId))!
    const draft = await enter(t, tokens.agent, {
      clientId: agentClient.id,
      lines: [line],
      status: 'draft',
    })
    const id = draft.body.order.id
    const placed = await put(`/v1/orders/${id}/entry`, tokens.agent, {
      clientId: agentClient.id,
      lines: [line],
      paymentType: 'transfer',
      status: 'pending',
    })
    expect(placed.status, placed.text).toBe(200)
    expect(placed.body.order.status).toBe('pending')
    expect(await stockOf(t, line.formatId)).toBe(stock - 1)
    expect((await put(`/v1/orders/${id}/cancel`, tokens.agent2)).status).toBe(404)
    expect((await put(`/v1/orders/${id}/cancel`, tokens.owner2)).status).toBe(404)
    expect((await put(`/v1/orders/${id}/cancel`, tokens.buyer)).status).toBe(403)
    expect((await put(`/v1/orders/${id}/cancel`, undefined)).status).toBe(401)
    await withIamRights(t, source, { createOrder: false }, async () => {
      expect((await put(`/v1/orders/${id}/cancel`, tokens.iam)).status).toBe(403)
    })
    expect(await stockOf(t, line.formatId)).toBe(stock - 1)
    expect((await put(`/v1/orders/${id}/cancel`, tokens.agent)).status).toBe(200)
    expect(await stockOf(t, line.formatId)).toBe(stock)
  })
})

describe('GET /v1/orders (back office)', () => {
  let shopIds: number[] = []
  let cheap: number
  let dear: number

  beforeAll(async () => {
    const zinc = await newClient(t, tokens.owner, {
      businessName: 'Zinc Bar',
      lastname: 'Zola',
      typology: 'caviste',
    })
    const a = await enter(t, tokens.owner, {
      clientId: zinc.id,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 1)],
    })
    const b = await enter(t, tokens.owner, {
      clientId: zinc.id,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 40)],
      status: 'validated',
    })
    cheap = a.body.order.id
    dear = b.body.order.id
    shopIds = [cheap, dear]
    // One of them is dated last year, for the date filters.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2025-03-15T10:00:00Z') })
      .where(eq(orders.id, cheap))
  })

  const list = (query: string, token = tokens.owner) => get(`/v1/orders${query}`, token)
  const ids = (res: any) => res.body.orders.map((o: any) => o.id)

  it('filters by status, kind, client, dates, amounts and search, all paged in SQL', async () => {
    const all = await list('')
    expect(all.body.total).toBeGreaterThanOrEqual(shopIds.length)
    expect(all.body.pageSize).toBe(20)
    const zincId = all.body.orders.find((o: any) => o.id === dear).clientId
    expect(ids(await list(`?clientId=${zincId}`)).sort()).toEqual([cheap, dear].sort())
    expect(ids(await list(`?clientId=${zincId}&status=validated`))).toEqual([dear])
    expect(ids(await list(`?clientId=${zincId}&from=2025-03-15&to=2025-03-15`))).toEqual([cheap])
    expect(ids(await list(`?clientId=${zincId}&to=2025-03-14`))).toEqual([])
    expect(ids(await list(`?clientId=${zincId}&from=2026-01-01`))).toEqual([dear])
    const dearTotal = all.body.orders.find((o: any) => o.id === dear).totalTtcCents
    expect(ids(await list(`?clientId=${zincId}&min=${dearTotal}`))).toEqual([dear])
    expect(ids(await list(`?clientId=${zincId}&max=${dearTotal - 1}`))).toEqual([cheap])
    expect(ids(await list('?q=zinc')).sort()).toEqual([cheap, dear].sort())
    expect(ids(await list('?q=ZOLA&status=validated'))).toEqual([dear])
    expect(ids(await list(`?q=${cheap}`))).toContain(cheap)
    const samples = await list('?kind=sample')
    expect(samples.body.orders.length).toBeGreaterThan(0)
    expect(samples.body.orders.every((o: any) => o.kind === 'sample')).toBe(true)
    for (const bad of ['?sort=price', '?dir=up', '?from=15/03/2025', '?min=-1', '?kind=x', '?x=1'])
      expect((await list(bad)).status, bad).toBe(400)
  })

  it('sorts by amount, client, status or date, both ways, and pages', async () => {
    const amounts = (res: any) => res.body.orders.map((o: any) => o.totalTtcCents)
    const asc = await list('?sort=amount&dir=asc')
    expect(amounts(asc)).toEqual([...amounts(asc)].sort((a, b) => a - b))
    const desc = await list('?sort=amount&dir=desc')
    expect(amounts(desc)).toEqual([...amounts(desc)].sort((a, b) => b - a))
    const statuses = (await list('?sort=status&dir=asc')).body.orders.map((o: any) => o.status)
    expect(statuses).toEqual([...statuses].sort())
    const byClient = await list('?sort=client&dir=asc&q=zinc')
    expect(byClient.body.orders).toHaveLength(2)
    const byDate = await list('?sort=date&dir=asc')
    expect(byDate.body.orders[0].id).toBe(cheap)
    const total = (await list('')).body.total
    const last = await list(`?page=${Math.ceil(total / 20)}`)
    expect(last.body.orders.length).toBe(total - 20 * (Math.ceil(total / 20) - 1))
  })

  it('shows an agent only the orders of their clients', async () => {
    const mine = await list('', tokens.agent)
    expect(mine.status).toBe(200)
    expect(mine.body.orders.length).toBeGreaterThan(0)
    expect(mine.body.orders.every((o: any) => o.clientId === agentClient.id)).toBe(true)
    expect(mine.body.total).toBe(mine.body.orders.length)
    expect((await list('', tokens.agent2)).body.orders).toEqual([])
    const agentOrder = mine.body.orders[0].id
    expect((await get(`/v1/orders/${agentOrder}`, tokens.agent)).status).toBe(200)
    expect((await get(`/v1/orders/${agentOrder}`, tokens.agent2)).status).toBe(404)
    expect((await get(`/v1/orders/${dear}`, tokens.agent)).status).toBe(404)
    // The shop's staff filter by agent.
    const agentId = await userIdOf(t, 'agent@caveau.test')
    expect(ids(await list(`?agent=${agentId}`)).sort()).toEqual(ids(mine).sort())
    // An agent may not widen their view with the filter.
    const agent2Id = await userIdOf(t, 'agent2@caveau.test')
    expect((await list(`?agent=${agent2Id}`, tokens.agent)).body.orders).toEqual([])
  })

  it('exports the filtered list as a French CSV', async () => {
    const before = parisIsoDay()
    const res = await t.request('/v1/orders/export.csv?q=zinc&sort=amount&dir=desc', {
      token: tokens.owner,
    })
    const after = parisIsoDay()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    // Named after the day in Paris (not in UTC), whichever side of midnight the call fell on.
    expect([before, after].map((day) => `attachment; filename="commandes-${day}.csv"`)).toContain(
      res.headers.get('content-disposition'),
    )
    const bytes = new Uint8Array(await res.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = (await res.text()).replace(/^\uFEFF/, '')
    const rows = text.trim().split('\r\n')
    expect(rows[0]).toBe(
      'N° commande;Date;Client;E-mail;Type;Statut;Livraison;Paiement;Total HT;TVA;Total TTC',
    )
    expect(rows).toHaveLength(3)
    const [first, second] = rows.slice(1).map((r) => r.split(';'))
    expect(first[0]).toBe(String(dear))
    expect(first[2]).toBe('Zinc Bar — Hélène Zola')
    expect(first[5]).toBe('Validée')
    expect(first[7]).toBe('Virement')
    expect(second[1]).toBe('15/03/2025')
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, dear))
    const euros = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`
    expect(first.slice(8)).toEqual([
      euros(order.totalHtCents),
      euros(order.tvaCents),
      euros(order.totalTtcCents),
    ])
    const agentCsv = await t.request('/v1/orders/export.csv', { token: tokens.agent2 })
    expect((await agentCsv.text()).trim().split('\r\n')).toHaveLength(1)
    expect((await t.request('/v1/orders/export.csv')).status).toBe(401)
    expect((await t.request('/v1/orders/export.csv?x=1', { token: tokens.owner })).status).toBe(400)
    const owner2 = await t.request('/v1/orders/export.csv', { token: tokens.owner2 })
    expect((await owner2.text()).includes('Zinc')).toBe(false)
  })
})

describe('POST /v1/orders/:id/ventilate', () => {
  let parent: any
  let recipients: any[]

  beforeAll(async () => {
    recipients = [
      resto,
      await newClient(t, tokens.owner, { businessName: 'Épicerie Fine', lastname: 'Morel' }),
      await newClient(t, tokens.owner, { businessName: 'Le Comptoir', lastname: 'Henry' }),
    ]
    const res = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [
        await entryLine(t, 'sancerre-cuvee-silex', 7),
        { ...(await entryLine(t, 'pouilly-fume-terres-blanches', 5)), discountPercent: 12.5 },
      ],
      deliveryModeId: carrier,
      status: 'validated',
    })
    expect(res.status, res.text).toBe(201)
    parent = res.body.order
  })

  const partsOf = (q: [number, number][]) =>
    q.map(([a, b], i) => ({
      clientId: recipients[i].id,
      lines: [
        { lineId: parent.lines[0].id, quantity: a },
        ...(b > 0 ? [{ lineId: parent.lines[1].id, quantity: b }] : []),
      ],
    }))

  it('refuses quantities that do not add up, and others’ orders, changing nothing', async () => {
    const before = await countOrders(t)
    const path = `/v1/orders/${parent.id}/ventilate`
    const short = await post(path, tokens.owner, {
      parts: partsOf([
        [3, 2],
        [2, 2],
      ]),
    })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(
      'Les quantités de « Sancerre Cuvée Silex » doivent totaliser 7 (5 réparties).',
    )
    expect((await post(path, tokens.owner, { parts: partsOf([[3, 2]]) })).status).toBe(400)
    const foreign = partsOf([
      [3, 2],
      [2, 2],
      [2, 1],
    ])
    foreign[2].lines[0].lineId = 999999
    expect((await post(path, tokens.owner, { parts: foreign })).status).toBe(400)
    const good = {
      parts: partsOf([
        [3, 2],
        [2, 2],
        [2, 1],
      ]),
    }
    expect((await post(path, undefined, good)).status).toBe(401)
    expect((await post(path, tokens.buyer, good)).status).toBe(403)
    expect((await post(path, tokens.owner2, good)).status).toBe(404)
    expect((await post(path, tokens.agent, good)).status).toBe(404)
    await withIamRights(t, source, { createOrder: false }, async () => {
      expect((await post(path, tokens.iam, good)).status).toBe(403)
    })
    const withAgent2Client = partsOf([
      [3, 2],
      [2, 2],
      [2, 1],
    ])
    withAgent2Client[2].clientId = agent2Client.id
    const byAgent2 = await post(path, tokens.agent2, { parts: withAgent2Client })
    expect(byAgent2.status, byAgent2.text).toBe(404)
    expect(await countOrders(t)).toBe(before)
  })

  it('splits a validated order into children that add up to it to the cent', async () => {
    const stockBefore = await stockOf(t, parent.lines[0].formatId)
    const res = await post(`/v1/orders/${parent.id}/ventilate`, tokens.owner, {
      parts: [
        ...partsOf([
          [3, 2],
          [2, 2],
        ]),
        {
          ...partsOf([
            [0, 0],
            [0, 0],
            [2, 1],
          ])[2],
          deliveryAddress: demoAddress,
        },
      ],
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe('La commande a été ventilée.')
    const detail = res.body.order
    expect(detail.status).toBe('validated')
    expect(detail.children).toHaveLength(3)
    const children = (
      await Promise.all(detail.children.map((c: any) => get(`/v1/orders/${c.id}`, tokens.owner)))
    ).map((r) => r.body.order)
    for (const field of [
      'totalHtCents',
      'tvaCents',
      'totalTtcCents',
      'shippingCents',
      'dutiesCents',
    ])
      expect(sum(children.map((c) => c[field])), field).toBe(parent[field])
    for (const child of children) {
      expect(child).toMatchObject({ parentId: parent.id, status: 'validated', kind: 'order' })
      expect(child.totalTtcCents).toBe(child.totalHtCents + child.tvaCents)
      for (const line of child.lines) {
        const original = parent.lines.find((l: any) => l.formatId === line.formatId)
        expect(line.unitPriceCents).toBe(original.unitPriceCents)
      }
    }
    for (const original of parent.lines) {
      const shares = children.flatMap((c) =>
        c.lines.filter((l: any) => l.formatId === original.formatId),
      )
      expect(sum(shares.map((l: any) => l.quantity))).toBe(original.quantity)
      expect(sum(shares.map((l: any) => l.totalTtcCents))).toBe(original.totalTtcCents)
    }
    expect(children.map((c) => c.clientId)).toEqual(recipients.map((r) => r.id))
    expect(children[2].deliveryAddress).toMatchObject({ city: 'La Rochelle' })
    expect(await stockOf(t, parent.lines[0].formatId)).toBe(stockBefore)
    const again = await post(`/v1/orders/${parent.id}/ventilate`, tokens.owner, {
      parts: partsOf([
        [3, 2],
        [2, 2],
        [2, 1],
      ]),
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Cette commande est déjà ventilée.')
    const child = await post(`/v1/orders/${children[0].id}/ventilate`, tokens.owner, {
      parts: partsOf([
        [3, 2],
        [2, 2],
        [2, 1],
      ]),
    })
    expect(child.status).toBe(409)
    expect((await put(`/v1/orders/${parent.id}/cancel`, tokens.owner)).status).toBe(409)
    expect(
      (await get(`/v1/orders?ventilated=1`, tokens.owner)).body.orders.map((o: any) => o.id),
    ).toEqual([parent.id])
  })

  it('refuses an order that is not validated, or already invoiced', async () => {
    const pending = await enter(t, tokens.owner, {
      clientId: resto.id,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 2)],
    })
    const parts = [
      { clientId: resto.id, lines: [{ lineId: pending.body.order.lines[0].id, quantity: 1 }] },
      {
        clientId: recipients[1].id,
        lines: [{ lineId: pending.body.order.lines[0].id, quantity: 1 }],
      },
    ]
    const res = await post(`/v1/orders/${pending.body.order.id}/ventilate`, tokens.owner, { parts })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Seule une commande validée peut être ventilée.')
    const validated = await put(`/v1/orders/${pending.body.order.id}/validate`, tokens.owner)
    expect(validated.status).toBe(200)
    await t.database.db.insert(salesDocuments).values({
      shopId: source,
      type: 'invoice',
      orderId: pending.body.order.id,
      clientId: resto.id,
    })
    const invoiced = await post(`/v1/orders/${pending.body.order.id}/ventilate`, tokens.owner, {
      parts,
    })
    expect(invoiced.status).toBe(409)
    expect(invoiced.body.message).toBe(
      'Cette commande est déjà facturée : elle ne peut plus être ventilée.',
    )
  })
})

describe('GET /v1/orders/:id', () => {
  it('adds the client, children, shipments and documents; a buyer sees issued ones only', async () => {
    const buyerId = await userIdOf(t, 'buyer@caveau.test')
    const alice = await newClient(t, tokens.owner, { lastname: 'Martin', typology: 'particulier' })
    // Alice's client row names her account: her orders entered here are hers to read.
    await t.database.db.update(clients).set({ userId: buyerId }).where(eq(clients.id, alice.id))
    const entered = await enter(t, tokens.owner, {
      clientId: alice.id,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 1)],
      status: 'validated',
    })
    const id = entered.body.order.id
    expect(entered.body.order.buyer).toMatchObject({ id: buyerId })
    await t.database.db.insert(salesDocuments).values([
      { shopId: source, type: 'quote', orderId: id, clientId: alice.id, number: 'D-000001' },
      {
        shopId: source,
        type: 'invoice',
        orderId: id,
        clientId: alice.id,
        number: 'F-000001',
        totalTtcCents: entered.body.order.totalTtcCents,
      },
      { shopId: source, type: 'invoice', orderId: id, clientId: alice.id },
    ])
    const staff = await get(`/v1/orders/${id}`, tokens.owner)
    expect(staff.body.order).toMatchObject({
      client: { id: alice.id, name: 'Hélène Martin' },
      children: [],
      shipments: [],
    })
    expect(staff.body.order.documents.map((d: any) => d.type)).toEqual([
      'quote',
      'invoice',
      'invoice',
    ])
    const mine = await get(`/v1/orders/${id}`, tokens.buyer)
    expect(mine.status).toBe(200)
    expect(mine.body.order.documents).toEqual([
      expect.objectContaining({ type: 'invoice', number: 'F-000001', status: 'pending' }),
    ])
    expect((await get(`/v1/orders/${id}`, tokens.pro)).status).toBe(404)
    expect((await get(`/v1/orders/${id}`, tokens.owner2)).status).toBe(404)
    expect((await get(`/v1/orders/${id}`)).status).toBe(401)
  })
})

describe('GET /v1/openapi.json', () => {
  it('documents every back-office path, and keeps placing orders', async () => {
    const { paths } = await (await t.request('/v1/openapi.json')).json()
    for (const [path, method] of [
      ['/orders/entries', 'post'],
      ['/orders/{id}/entry', 'put'],
      ['/orders/{id}/cancel', 'put'],
      ['/orders/{id}/ventilate', 'post'],
      ['/orders/export.csv', 'get'],
      ['/orders', 'get'],
      ['/orders', 'post'],
      ['/orders/{id}', 'get'],
      ['/clients', 'get'],
      ['/clients', 'post'],
      ['/clients/{id}', 'put'],
      ['/shipments', 'post'],
      ['/shipments/{id}/status', 'put'],
    ])
      expect(paths[path], `${method} ${path}`).toHaveProperty(method)
    const names = paths['/orders'].get.parameters.map((p: { name: string }) => p.name)
    expect(names).toEqual(expect.arrayContaining(['q', 'sort', 'dir', 'min', 'max', 'page']))
  })
})
