/**
 * Issue 16 §1 through the API: a shop's delivery modes as its settings edit them (GET|POST
 * /v1/delivery-modes, PUT|DELETE /v1/delivery-modes/{id}): created with a zone, prices by bottle
 * count, franco and hours, replaced, deleted (or deactivated when an order names the mode);
 * refused to a buyer, an agent and a collaborator without manageDelivery; another shop's mode is
 * 404; a bad input answers its French message and writes nothing. The zone is what the public
 * list of modes then reads.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { clients, deliveryModes, orders } from '#app/platform/db/schema'
import { call } from './helpers'
import { demoShopsForFile } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

const demo = demoShopsForFile()

const send = async (method: string, path: string, json?: unknown, token = demo.tokens.owner) =>
  call(await demo.t.request(`/v1/delivery-modes${path}`, { method, token, json }))
const countModes = async () =>
  Number((await demo.t.database.db.select({ n: count() }).from(deliveryModes))[0].n)

const centre = {
  kind: 'carrier',
  name: 'Livraison Centre-Val de Loire',
  zones: { countries: ['fr'], departements: ['45', '18', '41'] },
  pricesByBottles: { '1': 690, '6': 990 },
  freeFromCents: 12_000,
  freeFromBottles: 18,
  mountainSurchargeCents: 500,
}

describe('settings: delivery modes', () => {
  it('refuses a buyer, an agent and a collaborator without manageDelivery', async () => {
    const before = await countModes()
    expect((await send('GET', '', undefined, demo.tokens.buyer)).status).toBe(403)
    expect((await send('POST', '', centre, demo.tokens.buyer)).status).toBe(403)
    expect((await send('POST', '', centre, demo.tokens.agent)).status).toBe(403)
    await withIamRights(demo.t, demo.source, { manageDelivery: false }, async () => {
      expect((await send('POST', '', centre, demo.tokens.iam)).status).toBe(403)
      expect((await send('GET', '', undefined, demo.tokens.iam)).status).toBe(403)
    })
    expect(await countModes()).toBe(before)
    // With the right (collaborators hold it unless taken away), they read the list.
    const list = await send('GET', '', undefined, demo.tokens.iam)
    expect(list.status).toBe(200)
    expect(list.body.deliveryModes.map((m: { name: string }) => m.name)).toEqual(
      demoDelivery.source.modes.map((m) => m.name),
    )
  })

  it('answers bad input with its French message and writes nothing', async () => {
    const before = await countModes()
    const cases: [unknown, string][] = [
      [{ ...centre, name: ' ' }, 'Indiquez le nom du mode de livraison.'],
      [
        { ...centre, freeFromCents: -1 },
        'Indiquez un montant en euros positif ou nul, par exemple 9,90.',
      ],
      [
        { ...centre, zones: { countries: ['FR'], departements: ['45', '99'] } },
        'Départements inconnus : 99. Indiquez des codes comme 45, 2A ou 971.',
      ],
      [
        { kind: 'collectionPoint', name: 'Point relais', address: { city: 'Tours' } },
        'Un point relais doit avoir une adresse : rue, code postal et ville.',
      ],
    ]
    for (const [json, message] of cases) {
      const res = await send('POST', '', json)
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
    }
    expect(await countModes()).toBe(before)
  })

  it('creates, replaces and deletes a mode; the public list reads its zone', async () => {
    const created = await send('POST', '', centre)
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Le mode de livraison est ajouté.')
    const mode = created.body.deliveryMode
    expect(mode).toMatchObject({
      active: true,
      zones: { countries: ['FR'], departements: ['45', '18', '41'] },
      bottlesPerParcel: 12,
      extraParcelCents: 700,
      freeFromCents: 12_000,
    })
    const publicNames = async (query: string) =>
      (
        await call(await demo.t.request(`/v1/shops/${demo.source}/delivery-modes?${query}`))
      ).body.deliveryModes.map((m: { name: string }) => m.name)
    expect(await publicNames('country=FR&zipcode=45000')).toContain(centre.name)
    expect(await publicNames('country=FR&zipcode=75001')).not.toContain(centre.name)
    expect(await publicNames('country=BE&zipcode=1000')).not.toContain(centre.name)

    const point = {
      kind: 'collectionPoint',
      name: 'Point relais — Cave de Tours',
      address: { street: '3 rue Colbert', zipcode: '37000', city: 'Tours', country: 'FR' },
      hours: 'Du mardi au samedi, 9 h – 19 h',
      pricesByBottles: { '1': 490 },
      active: false,
    }
    const saved = await send('PUT', `/${mode.id}`, point)
    expect(saved.status).toBe(200)
    expect(saved.body.deliveryMode).toMatchObject({
      ...point,
      zones: { countries: [], departements: [] },
    })
    expect(await publicNames('country=FR')).not.toContain(point.name) // inactive

    const deleted = await send('DELETE', `/${mode.id}`)
    expect(deleted.body).toMatchObject({ sucess: true, deactivated: false })
    expect((await send('PUT', `/${mode.id}`, point)).status).toBe(404)
  })

  it('deactivates rather than deletes a mode an order names', async () => {
    const { body } = await send('POST', '', centre)
    const id = body.deliveryMode.id as number
    // An order placed with it keeps its id in `shipping` (checkout.ts).
    const { db } = demo.t.database
    const [client] = await db
      .insert(clients)
      .values({ shopId: demo.source, businessName: 'Cave du Centre', isPro: true })
      .returning()
    await db.insert(orders).values({
      shopId: demo.source,
      clientId: client.id,
      source: 'backoffice',
      paymentType: 'transfer',
      totalHtCents: 10_000,
      tvaCents: 2_000,
      totalTtcCents: 12_000,
      shipping: { deliveryModeId: id, name: centre.name },
    })
    const deleted = await send('DELETE', `/${id}`)
    expect(deleted.body).toMatchObject({ sucess: true, deactivated: true })
    expect(deleted.body.message).toContain('désactivé')
    const [row] = await demo.t.database.db
      .select()
      .from(deliveryModes)
      .where(eq(deliveryModes.id, id))
    expect(row.active).toBe(false)
  })

  it('never touches another shop’s mode (404)', async () => {
    const [other] = await demo.t.database.db
      .select()
      .from(deliveryModes)
      .where(eq(deliveryModes.shopId, demo.martin))
      .limit(1)
    expect((await send('PUT', `/${other.id}`, centre)).status).toBe(404)
    expect((await send('DELETE', `/${other.id}`)).status).toBe(404)
    // Its owner may.
    expect(
      (await send('PUT', `/${other.id}`, { ...centre, name: other.name }, demo.tokens.owner2))
        .status,
    ).toBe(200)
    const [after] = await demo.t.database.db
      .select()
      .from(deliveryModes)
      .where(eq(deliveryModes.id, other.id))
    expect(after.zones.departements).toEqual(['45', '18', '41'])
  })
})
