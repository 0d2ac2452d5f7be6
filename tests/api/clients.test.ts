import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, orders } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call, userIdOf } from './helpers'
import { countClients, newClient, setUp, SIRET, withIamRights, type Tokens } from './sales-fixtures'

let t: TestApi
let source: number
let tokens: Tokens

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
})
afterAll(() => t.close())

const get = (path: string, token?: string) => t.request(path, { token }).then(call)
const send = (method: string, path: string, token: string | undefined, json: unknown) =>
  t.request(path, { method, token, json }).then(call)

describe('POST /v1/clients', () => {
  it('creates a client of the shop, with its typology, SIRET and addresses', async () => {
    const res = await send('POST', '/v1/clients', tokens.owner, {
      isPro: true,
      civility: 'SARL',
      businessName: 'Cave des Quais',
      lastname: 'Roux',
      email: 'Contact@Cave-Quais.test',
      typology: 'caviste',
      siret: '732 829 320 00074',
      paymentDelay: '30EOM',
      billingAddress: {
        street: '1 rue du Port',
        zipcode: '17000',
        city: 'La Rochelle',
        country: 'FR',
      },
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe('Le client a été créé.')
    expect(res.body.client).toMatchObject({
      shopId: source,
      name: 'Cave des Quais — Roux',
      email: 'contact@cave-quais.test',
      siret: SIRET,
      typology: 'caviste',
      paymentDelay: '30EOM',
      agentId: null,
    })
  })

  it('refuses bad input in French and creates nothing', async () => {
    const before = await countClients(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ lastname: 'X', email: 'pas-un-mail' }, 'Le mail est incorrect'],
      [
        { lastname: 'X', siret: '12345678901234' },
        'Le numéro SIRET doit contenir 14 chiffres valides',
      ],
      [{ lastname: 'X', siret: '1234' }, 'Le numéro SIRET doit contenir 14 chiffres valides'],
      [
        { lastname: 'X', typology: 'grossiste' },
        'Cette typologie n’existe pas dans votre boutique.',
      ],
      [{ firstname: 'Sans nom' }, 'Veuillez renseigner un nom ou une raison sociale.'],
      [{ lastname: 'X', paymentDelay: '31' }, 'Délai de paiement inconnu.'],
      [
        { lastname: 'X', agentId: await userIdOf(t, 'buyer@caveau.test') },
        'Cet agent ne travaille pas pour votre boutique.',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await send('POST', '/v1/clients', tokens.owner, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(
      (await send('POST', '/v1/clients', tokens.owner, { lastname: 'X', price: 1 })).status,
    ).toBe(400)
    expect(await countClients(t)).toBe(before)
  })

  it('is for the shop’s staff with createClient or createOrder, and its agents', async () => {
    const before = await countClients(t)
    expect((await send('POST', '/v1/clients', undefined, { lastname: 'X' })).status).toBe(401)
    expect((await send('POST', '/v1/clients', tokens.buyer, { lastname: 'X' })).status).toBe(403)
    await withIamRights(t, source, { createClient: false, createOrder: false }, async () => {
      expect((await send('POST', '/v1/clients', tokens.iam, { lastname: 'X' })).status).toBe(403)
    })
    expect(await countClients(t)).toBe(before)
    await withIamRights(t, source, { createClient: false }, async () => {
      expect((await send('POST', '/v1/clients', tokens.iam, { lastname: 'Y' })).status).toBe(201)
    })
  })

  it('gives an agent’s new client to that agent, whatever the body says', async () => {
    const agentId = await userIdOf(t, 'agent@caveau.test')
    const agent2Id = await userIdOf(t, 'agent2@caveau.test')
    const client = await newClient(t, tokens.agent, { lastname: 'Lemoine', agentId: agent2Id })
    expect(client.agentId).toBe(agentId)
    const assigned = await newClient(t, tokens.owner, { lastname: 'Perrin', agentId: agent2Id })
    expect(assigned.agentId).toBe(agent2Id)
  })
})

describe('reading and editing clients', () => {
  let mine: any
  let theirs: any
  let shopOnly: any

  beforeAll(async () => {
    mine = await newClient(t, tokens.agent, {
      lastname: 'Vasseur',
      businessName: 'Restaurant La Marée',
      email: 'maree@exemple.test',
    })
    theirs = await newClient(t, tokens.agent2, { lastname: 'Vasseur-Blanc', typology: 'caviste' })
    shopOnly = await newClient(t, tokens.owner, {
      lastname: 'Garnier',
      typology: 'particulier',
      businessName: 'Vins à 50%',
    })
  })

  it('lists the shop’s clients with search, typology and pages', async () => {
    const all = await get('/v1/clients', tokens.owner)
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ page: 1, pageSize: 20 })
    expect(all.body.total).toBeGreaterThanOrEqual(3)
    const found = await get('/v1/clients?q=vasseur', tokens.owner)
    expect(found.body.clients.map((c: any) => c.id).sort()).toEqual([mine.id, theirs.id].sort())
    const byBusiness = await get('/v1/clients?q=mar%C3%A9e', tokens.owner)
    expect(byBusiness.body.clients.map((c: any) => c.id)).toEqual([mine.id])
    // LIKE wildcards typed by the user are searched for literally.
    const byMail = await get('/v1/clients?q=50%25', tokens.owner)
    expect((await get('/v1/clients?q=_', tokens.owner)).body.clients).toEqual([])
    expect(byMail.body.clients.map((c: any) => c.id)).toEqual([shopOnly.id])
    const cavistes = await get('/v1/clients?typology=caviste', tokens.owner)
    expect(cavistes.body.clients.every((c: any) => c.typology === 'caviste')).toBe(true)
    expect(cavistes.body.clients.map((c: any) => c.id)).toContain(theirs.id)
    expect((await get('/v1/clients?page=50', tokens.owner)).body.clients).toEqual([])
    expect((await get('/v1/clients?page=0', tokens.owner)).status).toBe(400)
    expect((await get('/v1/clients?foo=1', tokens.owner)).status).toBe(400)
  })

  it('shows an agent only their own clients', async () => {
    const list = await get('/v1/clients', tokens.agent)
    expect(list.status).toBe(200)
    const ids = list.body.clients.map((c: any) => c.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    expect(ids).not.toContain(shopOnly.id)
    expect((await get(`/v1/clients/${mine.id}`, tokens.agent)).body.client.id).toBe(mine.id)
    expect((await get(`/v1/clients/${theirs.id}`, tokens.agent)).status).toBe(404)
    expect((await get(`/v1/clients/${shopOnly.id}`, tokens.agent)).status).toBe(404)
  })

  it('refuses anonymous users, buyers, collaborators without the right, and other shops', async () => {
    expect((await get('/v1/clients')).status).toBe(401)
    expect((await get('/v1/clients', tokens.buyer)).status).toBe(403)
    expect((await get(`/v1/clients/${mine.id}`, tokens.buyer)).status).toBe(403)
    // A collaborator denied seeAllClient reaches only the clients they follow (none here).
    expect((await get('/v1/clients', tokens.limited)).body.clients).toEqual([])
    await withIamRights(t, source, { seeAllClient: false, createOrder: false }, async () => {
      expect((await get('/v1/clients', tokens.iam)).body.clients).toEqual([])
      expect((await get(`/v1/clients/${mine.id}`, tokens.iam)).status).toBe(404)
    })
    expect((await get(`/v1/clients/${mine.id}`, tokens.owner2)).status).toBe(404)
    expect((await get('/v1/clients', tokens.owner2)).body.clients).toEqual([])
    expect((await get('/v1/clients/999999', tokens.owner)).status).toBe(404)
  })

  it('updates the fields sent, keeps the others, and refuses the same way', async () => {
    const res = await send('PUT', `/v1/clients/${shopOnly.id}`, tokens.owner, {
      phone: '06 12 34 56 78',
      typology: 'restaurateur',
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.client).toMatchObject({
      lastname: 'Garnier',
      businessName: 'Vins à 50%',
      phone: '06 12 34 56 78',
      typology: 'restaurateur',
    })
    const path = `/v1/clients/${mine.id}`
    expect((await send('PUT', path, tokens.agent, { phone: '0102030405' })).status).toBe(200)
    expect(
      (await send('PUT', `/v1/clients/${theirs.id}`, tokens.agent, { phone: '0102030405' })).status,
    ).toBe(404)
    expect((await send('PUT', path, tokens.owner2, { phone: '0102030405' })).status).toBe(404)
    expect((await send('PUT', path, tokens.buyer, { phone: '0102030405' })).status).toBe(403)
    expect((await send('PUT', path, undefined, { phone: '0102030405' })).status).toBe(401)
    const cleared = await send('PUT', path, tokens.owner, { lastname: null, businessName: null })
    expect(cleared.status).toBe(400)
    expect(cleared.body.message).toBe('Veuillez renseigner un nom ou une raison sociale.')
    expect((await send('PUT', path, tokens.owner, { email: 'faux' })).status).toBe(400)
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, mine.id))
    expect(row).toMatchObject({
      lastname: 'Vasseur',
      email: 'maree@exemple.test',
      phone: '0102030405',
    })
    // An agent cannot hand their client to someone else.
    const agentId = await userIdOf(t, 'agent@caveau.test')
    const moved = await send('PUT', path, tokens.agent, { agentId: null })
    expect(moved.body.client.agentId).toBe(agentId)
  })
})

describe('clients of checkout orders', () => {
  it('gives every placed order the buyer’s client row, made once per shop', async () => {
    const carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
    const place = async () => {
      const line = await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2 })
      const res = await call(
        await t.request('/v1/orders', {
          method: 'POST',
          token: tokens.pro,
          json: checkoutBody([
            {
              sellerId: source,
              products: [line],
              deliveryModeId: carrier,
              paymentType: 'transfer',
            },
          ]),
        }),
      )
      expect(res.status, res.text).toBe(201)
      return res.body.orders[0]
    }
    const first = await place()
    const second = await place()
    const proId = await userIdOf(t, 'pro@caveau.test')
    const rows = await t.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.shopId, source), eq(clients.userId, proId)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      typology: 'restaurateur',
      isPro: true,
      lastname: 'Durand',
      businessName: 'Le Bistrot du Port',
      email: 'pro@caveau.test',
    })
    expect(first.clientId).toBe(rows[0].id)
    expect(second.clientId).toBe(rows[0].id)
    expect(first.client).toMatchObject({ id: rows[0].id, name: 'Le Bistrot du Port — Paul Durand' })
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, first.id))
    expect(order.clientId).toBe(rows[0].id)
  })
})
