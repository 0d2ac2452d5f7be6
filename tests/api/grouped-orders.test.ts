/**
 * Grouped orders (spec 4): opening, reading by the link, joining, lines, leaving, the owner's
 * early placement and cancellation, and the deadline job (placement as ONE order of the
 * organiser, or expiry with every member's lines back in their own cart).
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  groupedOrderMembers,
  groupedOrders,
  jobs,
  notifications,
  orderLines,
  orders,
  users,
} from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { groupedOrderJobs } from '#app/modules/groups/api/grouped-orders'
import { runDueJobs } from '#app/platform/api/jobs'
import { readCart } from '#app/modules/checkout/domain/cart'
import { groupMessages } from '#app/modules/groups/domain/grouped-orders'
import { createTestApi, type TestApi } from '#tests/support/api'
import { address, deliveryModeId, lineOf, stockOf } from './cart-fixtures'
import { call, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let martin: number
let pickup: number
let ids: { buyer: number; pro: number; owner: number }
let tokens: Record<'buyer' | 'pro' | 'owner' | 'iam' | 'agent', string>

const HOUR = 60 * 60_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR)

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  pickup = await deliveryModeId(t, source, demoDelivery.source.pickupName)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    pro: await login('pro@caveau.test'),
    owner: await login('owner@caveau.test'),
    iam: await login('iam@caveau.test'),
    agent: await login('agent@caveau.test'),
  }
  ids = {
    buyer: await userIdOf(t, 'buyer@caveau.test'),
    pro: await userIdOf(t, 'pro@caveau.test'),
    owner: await userIdOf(t, 'owner@caveau.test'),
  }
})
afterAll(() => t.close())

beforeEach(async () => {
  await t.database.db.update(users).set({ cart: null })
})

const api = async (method: string, path: string, token?: string, json?: unknown) =>
  call(await t.request(`/v1/grouped-orders${path}`, { method, token, json }))

const openBody = (extra: Record<string, unknown> = {}) => ({
  shopId: source,
  name: 'Les amis du jeudi',
  deadline: inHours(24 * 10).toISOString(),
  deliveryModeId: pickup,
  deliveryAddress: address,
  paymentType: 'transfer',
  ...extra,
})

async function open(extra: Record<string, unknown> = {}, token = tokens.buyer) {
  const res = await api('POST', '', token, openBody(extra))
  expect(res.status, res.text).toBe(201)
  return res.body.group as { token: string; id: number } & Record<string, any>
}

async function countGroups() {
  const [row] = await t.database.db.select({ n: count() }).from(groupedOrders)
  return Number(row.n)
}

async function ordersOfGroup(groupId: number) {
  return t.database.db.select().from(orders).where(eq(orders.groupId, groupId))
}

async function cartOf(userId: number) {
  const [row] = await t.database.db
    .select({ cart: users.cart })
    .from(users)
    .where(eq(users.id, userId))
  return readCart(row?.cart ?? null)
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId))
}

async function groupRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(groupedOrders)
    .where(eq(groupedOrders.token, token))
  return row
}

describe('POST /v1/grouped-orders', () => {
  it('refuses visitors (401), producers and collaborators (403), and bad input (400)', async () => {
    const before = await countGroups()
    expect((await api('POST', '', undefined, openBody())).status).toBe(401)
    for (const token of [tokens.owner, tokens.iam, tokens.agent]) {
      const res = await api('POST', '', token, openBody())
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Les commandes groupées sont réservées aux acheteurs.')
    }
    const bad = [
      [{ name: '' }, groupMessages.name],
      [{ name: 'x'.repeat(81) }, groupMessages.name],
      [{ deadline: inHours(-1).toISOString() }, groupMessages.deadlinePast],
      [{ deadline: inHours(24 * 61).toISOString() }, groupMessages.deadlineTooFar],
      [{ paymentType: 'stripe' }, groupMessages.payment],
      [{ deliveryModeId: undefined }, groupMessages.deliveryMode],
    ] as const
    for (const [extra, message] of bad) {
      const res = await api('POST', '', tokens.buyer, openBody(extra))
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    // A price sent by the client is an unknown key.
    const priced = await api('POST', '', tokens.buyer, openBody({ totalCents: 100 }))
    expect(priced.status).toBe(400)
    // Cash is not accepted by Maison Martin; a mode of another shop is not offered.
    const martinCash = await api(
      'POST',
      '',
      tokens.buyer,
      openBody({ shopId: martin, paymentType: 'cash' }),
    )
    expect(martinCash.status).toBe(400)
    expect(martinCash.body.message).toBe('Ce producteur n’accepte pas ce moyen de paiement.')
    const otherMode = await api(
      'POST',
      '',
      tokens.buyer,
      openBody({ shopId: martin, paymentType: 'transfer' }),
    )
    expect(otherMode.status).toBe(400)
    expect(otherMode.body.message).toBe('Ce mode de livraison n’est pas proposé par ce producteur.')
    // A format of another shop is unknown here.
    const cognac = await lineOf(t, 'cognac-vsop-grande-champagne')
    const foreign = await api(
      'POST',
      '',
      tokens.buyer,
      openBody({ lines: [{ formatId: cognac.formatId, quantity: 1 }] }),
    )
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe('Produit inexistant')
    expect((await api('POST', '', tokens.buyer, openBody({ shopId: 999_999 }))).status).toBe(404)
    expect(await countGroups()).toBe(before)
  })

  it('opens a group with the organiser’s lines priced by the engine, and queues its deadline job', async () => {
    const sancerre = await lineOf(t, 'sancerre-les-caillottes')
    const deadline = inHours(24 * 7)
    const group = await open({
      deadline: deadline.toISOString(),
      lines: [{ formatId: sancerre.formatId, quantity: 4 }],
    })
    expect(group).toMatchObject({
      name: 'Les amis du jeudi',
      status: 'open',
      open: true,
      role: 'owner',
      memberCount: 1,
      paymentType: 'transfer',
      shop: { id: source, name: 'Domaine de la Source' },
    })
    expect(group.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(group.myLines).toHaveLength(1)
    // The product's first vintage when none is named; the price comes from the engine.
    expect(group.myLines[0]).toMatchObject({
      formatId: sancerre.formatId,
      vintageId: sancerre.vintageId,
      quantity: 4,
      name: 'Sancerre Les Caillottes',
    })
    expect(group.myLines[0].unitPriceCents).toBeGreaterThan(0)
    expect(group.totals.price.totalTTC).toBeGreaterThan(0)
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'grouped-order.close'), eq(jobs.status, 'queued')))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((j) => j.payload.groupId === group.id))
    expect(job.runAt.getTime()).toBe(deadline.getTime())
  })
})

describe('reading, joining, lines and leaving', () => {
  let group: Awaited<ReturnType<typeof open>>
  let sancerre: Awaited<ReturnType<typeof lineOf>>
  let silex: Awaited<ReturnType<typeof lineOf>>

  beforeAll(async () => {
    sancerre = await lineOf(t, 'sancerre-les-caillottes')
    silex = await lineOf(t, 'sancerre-cuvee-silex')
    group = await open({ lines: [{ formatId: sancerre.formatId, quantity: 6 }] })
  })

  it('GET /:token: 401 signed out, 404 unknown, a summary for someone who has not joined', async () => {
    expect((await api('GET', `/${group.token}`)).status).toBe(401)
    expect((await api('GET', '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', tokens.buyer)).status).toBe(404)
    expect((await api('GET', '/pas-un-jeton', tokens.buyer)).status).toBe(404)
    const res = await api('GET', `/${group.token}`, tokens.pro)
    expect(res.status).toBe(200)
    expect(res.body.group).toMatchObject({ role: 'none', memberCount: 1, open: true })
    expect(res.body.group.members).toBeUndefined()
    expect(res.body.group.myLines).toBeUndefined()
    expect(res.body.group.deliveryAddress).toBeUndefined()
  })

  it('join: 401 signed out, 403 for producers, then the buyer joins once', async () => {
    expect((await api('POST', `/${group.token}/join`)).status).toBe(401)
    expect((await api('POST', `/${group.token}/join`, tokens.owner)).status).toBe(403)
    expect((await api('POST', `/${group.token}/join`, tokens.iam)).status).toBe(403)
    expect((await api('POST', '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/join', tokens.pro)).status).toBe(
      404,
    )
    const joined = await api('POST', `/${group.token}/join`, tokens.pro)
    expect(joined.status).toBe(200)
    expect(joined.body.message).toBe('Vous avez rejoint la commande groupée.')
    expect(joined.body.group).toMatchObject({ role: 'member', memberCount: 2 })
    const again = await api('POST', `/${group.token}/join`, tokens.pro)
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('Vous faites déjà partie de cette commande groupée.')
    const [row] = await t.database.db
      .select({ n: count() })
      .from(groupedOrderMembers)
      .where(eq(groupedOrderMembers.groupId, group.id))
    expect(Number(row.n)).toBe(2)
  })

  it('PUT /:token/lines: a member sets theirs, sees them with the group’s totals, not the others’', async () => {
    const path = `/${group.token}/lines`
    expect((await api('PUT', path, undefined, { lines: [] })).status).toBe(401)
    expect((await api('PUT', path, tokens.owner, { lines: [] })).status).toBe(403)
    const res = await api('PUT', path, tokens.pro, {
      lines: [
        { formatId: silex.formatId, vintageId: silex.vintageId, quantity: 2 },
        { formatId: sancerre.formatId, quantity: 3 },
      ],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.message).toBe('Vos articles ont été enregistrés.')
    const view = res.body.group
    expect(view.myLines.map((l: any) => [l.name, l.quantity])).toEqual([
      ['Sancerre Cuvée Silex', 2],
      ['Sancerre Les Caillottes', 3],
    ])
    expect(view.members.map((m: any) => [m.username, m.units, m.lines])).toEqual([
      [expect.any(String), 6, undefined],
      [expect.any(String), 5, undefined],
    ])
    // Priced for the organiser (the order is theirs): 9 Caillottes on one line.
    expect(view.totals.bottles).toBe(11)
    const owner = (await api('GET', `/${group.token}`, tokens.buyer)).body.group
    expect(owner.members[1].lines.map((l: any) => l.quantity)).toEqual([2, 3])
    const share = owner.members.map((m: any) =>
      m.lines.find((l: any) => l.formatId === sancerre.formatId),
    )
    expect(share[0].unitPriceCents).toBe(share[1].unitPriceCents)
  })

  it('PUT /:token/lines refuses bad input (400) and leaves the lines as they were', async () => {
    const path = `/${group.token}/lines`
    const cognac = await lineOf(t, 'cognac-vsop-grande-champagne')
    const bad = [
      { lines: [{ formatId: sancerre.formatId, quantity: 0 }] },
      { lines: [{ formatId: sancerre.formatId, quantity: 1, unitPriceCents: 1 }] },
      { lines: [{ formatId: cognac.formatId, quantity: 1 }] },
      { lines: [{ formatId: sancerre.formatId, vintageId: silex.vintageId, quantity: 1 }] },
      {
        lines: [
          { formatId: sancerre.formatId, quantity: 999 },
          { formatId: sancerre.formatId, quantity: 1 },
        ],
      },
      { items: [] },
    ]
    for (const body of bad) expect((await api('PUT', path, tokens.pro, body)).status).toBe(400)
    const [member] = await t.database.db
      .select()
      .from(groupedOrderMembers)
      .where(
        and(eq(groupedOrderMembers.groupId, group.id), eq(groupedOrderMembers.userId, ids.pro)),
      )
    expect((member.products as any[]).map((p) => p.quantity)).toEqual([2, 3])
  })

  it('someone outside another group gets 404 on it; the organiser cannot leave; a member can', async () => {
    const other = await open({ name: 'Autre groupe' })
    for (const [method, path, body] of [
      ['PUT', `/${other.token}/lines`, { lines: [] }],
      ['POST', `/${other.token}/leave`, undefined],
      ['POST', `/${other.token}/place`, undefined],
      ['POST', `/${other.token}/cancel`, undefined],
    ] as const)
      expect((await api(method, path, tokens.pro, body)).status).toBe(404)
    const ownerLeaves = await api('POST', `/${other.token}/leave`, tokens.buyer)
    expect(ownerLeaves.status).toBe(409)
    expect((await api('POST', `/${other.token}/join`, tokens.pro)).status).toBe(200)
    expect((await api('POST', `/${other.token}/leave`, tokens.owner)).status).toBe(403)
    const left = await api('POST', `/${other.token}/leave`, tokens.pro)
    expect(left.status).toBe(200)
    expect(left.body.group).toMatchObject({ role: 'none', memberCount: 1 })
  })

  it('GET /: 401, 403 for producers, the buyer’s groups with their role', async () => {
    expect((await api('GET', '')).status).toBe(401)
    expect((await api('GET', '', tokens.iam)).status).toBe(403)
    const res = await api('GET', '', tokens.pro)
    expect(res.status).toBe(200)
    const mine = res.body.groups.find((g: any) => g.token === group.token)
    expect(mine).toMatchObject({ role: 'member', memberCount: 2, status: 'open' })
    expect(res.body.groups.every((g: any) => g.role === 'member')).toBe(true)
  })

  it('place: 403 for a member, then ONE order of the organiser with every line, once', async () => {
    expect((await api('POST', `/${group.token}/place`)).status).toBe(401)
    expect((await api('POST', `/${group.token}/place`, tokens.pro)).status).toBe(403)
    expect((await api('POST', `/${group.token}/cancel`, tokens.pro)).status).toBe(403)
    const stock = await stockOf(t, sancerre.formatId)
    const res = await api('POST', `/${group.token}/place`, tokens.buyer)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ placed: true, message: 'La commande groupée a été passée.' })
    expect(res.body.group).toMatchObject({
      status: 'placed',
      open: false,
      orderId: res.body.orderId,
    })

    const placed = await ordersOfGroup(group.id)
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({
      buyerId: ids.buyer,
      shopId: source,
      status: 'pending',
      paymentType: 'transfer',
    })
    expect(placed[0].shipping).toMatchObject({ deliveryModeId: pickup })
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed[0].id))
    expect(lines.map((l) => [l.name, l.quantity]).sort()).toEqual([
      ['Sancerre Cuvée Silex', 2],
      ['Sancerre Les Caillottes', 9],
    ])
    if (stock !== null) expect(await stockOf(t, sancerre.formatId)).toBe(stock - 9)
    // The producer is told of a new order; each member of the group's placement.
    expect(
      (await notificationsOf(ids.owner)).some(
        (n) => n.type === 'newOrder' && n.redirectLink === `/dashboard/orders/${placed[0].id}`,
      ),
    ).toBe(true)
    expect(
      (await notificationsOf(ids.pro)).some((n) =>
        n.content.includes(`commande n° ${placed[0].id}`),
      ),
    ).toBe(true)
    // The organiser reads it among their orders.
    const mine = await call(await t.request('/v1/orders', { token: tokens.buyer }))
    expect(mine.body.orders.some((o: any) => o.id === placed[0].id && o.groupId === group.id)).toBe(
      true,
    )

    // Closed now: no second placement, no join, no change; the deadline job changes nothing.
    expect((await api('POST', `/${group.token}/place`, tokens.buyer)).status).toBe(409)
    expect((await api('PUT', `/${group.token}/lines`, tokens.pro, { lines: [] })).status).toBe(409)
    await runDueJobs(t.deps, groupedOrderJobs, { now: inHours(24 * 11) })
    expect(await ordersOfGroup(group.id)).toHaveLength(1)
  })

  it('joining a closed group answers 409', async () => {
    const closed = await open({ name: 'Close' })
    expect((await api('POST', `/${closed.token}/cancel`, tokens.buyer)).status).toBe(200)
    const res = await api('POST', `/${closed.token}/join`, tokens.pro)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'Cette commande groupée est close : elle n’accepte plus de changement.',
    )
  })
})

describe('the deadline job', () => {
  it('places the group at its deadline as one order, and a second run places nothing', async () => {
    const silex = await lineOf(t, 'sancerre-cuvee-silex')
    const group = await open({
      name: 'Échéance',
      deadline: inHours(1).toISOString(),
      lines: [{ formatId: silex.formatId, quantity: 3 }],
    })
    await api('POST', `/${group.token}/join`, tokens.pro)
    await api('PUT', `/${group.token}/lines`, tokens.pro, {
      lines: [{ formatId: silex.formatId, quantity: 3 }],
    })
    // Nothing runs before the deadline.
    expect(await runDueJobs(t.deps, groupedOrderJobs, { now: new Date() })).toBe(0)
    expect((await groupRow(group.token)).status).toBe('open')

    await runDueJobs(t.deps, groupedOrderJobs, { now: inHours(2) })
    const row = await groupRow(group.token)
    expect(row.status).toBe('placed')
    const placed = await ordersOfGroup(group.id)
    expect(placed).toHaveLength(1)
    expect(row.orderId).toBe(placed[0].id)
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed[0].id))
    expect(line.quantity).toBe(6)

    // The same job queued again (a retry, another worker) does not place twice.
    await t.database.db
      .insert(jobs)
      .values({ type: 'grouped-order.close', payload: { groupId: group.id }, runAt: new Date() })
    await runDueJobs(t.deps, groupedOrderJobs, { now: inHours(2) })
    expect(await ordersOfGroup(group.id)).toHaveLength(1)
    const done = await t.database.db.select().from(jobs).where(eq(jobs.type, 'grouped-order.close'))
    expect(
      done.filter((j) => j.payload.groupId === group.id).every((j) => j.status === 'done'),
    ).toBe(true)
  })

  it('expires a group the shop refuses (below its minimum) and puts each member’s lines back in their cart', async () => {
    const sancerre = await lineOf(t, 'sancerre-les-caillottes')
    const group = await open({
      name: 'Trop petit',
      deadline: inHours(1).toISOString(),
      lines: [{ formatId: sancerre.formatId, quantity: 1 }],
    })
    await api('POST', `/${group.token}/join`, tokens.pro)
    expect((await cartOf(ids.pro)).orders).toHaveLength(0)
    await runDueJobs(t.deps, groupedOrderJobs, { now: inHours(2) })
    expect((await groupRow(group.token)).status).toBe('expired')
    expect(await ordersOfGroup(group.id)).toHaveLength(0)
    const cart = await cartOf(ids.buyer)
    expect(cart.orders).toHaveLength(1)
    expect(cart.orders[0].seller.id).toBe(source)
    expect(cart.orders[0].products).toMatchObject([{ formatId: sancerre.formatId, quantity: 1 }])
    // The member without lines gets nothing in their cart, but the news.
    expect((await cartOf(ids.pro)).orders).toHaveLength(0)
    const told = (await notificationsOf(ids.buyer)).find((n) =>
      n.content.includes('« Trop petit »'),
    )
    expect(told?.content).toMatch(/n’a pas pu être passée.*vous pouvez commander vous-même/)
    expect(told?.redirectLink).toBe('/cart')
    expect((await notificationsOf(ids.pro)).some((n) => n.content.includes('« Trop petit »'))).toBe(
      true,
    )
  })

  it('expires an empty group without an order', async () => {
    const group = await open({ name: 'Vide', deadline: inHours(1).toISOString() })
    await runDueJobs(t.deps, groupedOrderJobs, { now: inHours(2) })
    expect((await groupRow(group.token)).status).toBe('expired')
    expect(await ordersOfGroup(group.id)).toHaveLength(0)
    expect((await cartOf(ids.buyer)).orders).toHaveLength(0)
  })
})

describe('POST /:token/cancel', () => {
  it('expires the group and gives every member their lines back', async () => {
    const silex = await lineOf(t, 'sancerre-cuvee-silex')
    const group = await open({
      name: 'Annulée',
      lines: [{ formatId: silex.formatId, quantity: 2 }],
    })
    await api('POST', `/${group.token}/join`, tokens.pro)
    await api('PUT', `/${group.token}/lines`, tokens.pro, {
      lines: [{ formatId: silex.formatId, quantity: 1 }],
    })
    expect((await api('POST', `/${group.token}/cancel`)).status).toBe(401)
    expect((await api('POST', `/${group.token}/cancel`, tokens.owner)).status).toBe(403)
    const res = await api('POST', `/${group.token}/cancel`, tokens.buyer)
    expect(res.status).toBe(200)
    expect(res.body.group.status).toBe('expired')
    expect((await cartOf(ids.buyer)).orders[0].products[0].quantity).toBe(2)
    expect((await cartOf(ids.pro)).orders[0].products[0].quantity).toBe(1)
    expect((await api('POST', `/${group.token}/cancel`, tokens.buyer)).status).toBe(409)
    expect((await api('POST', `/${group.token}/place`, tokens.buyer)).status).toBe(409)
  })
})
