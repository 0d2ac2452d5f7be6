import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAddresses, clientContacts, clients } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { newClient, setUp, withIamRights, type Tokens } from './sales-fixtures'

/** A client's several addresses and contacts (issue 17 §1). */

let t: TestApi
let source: number
let tokens: Tokens
let agentId: number

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
  agentId = await userIdOf(t, 'agent@caveau.test')
})
afterAll(() => t.close())

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token: string) => send('GET', path, token)
const clientRow = async (id: number) =>
  (await t.database.db.select().from(clients).where(eq(clients.id, id)))[0]
const countOf = async (table: typeof clientAddresses | typeof clientContacts, id: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.clientId, id)))[0].n

const warehouse = {
  label: 'Entrepôt',
  kind: 'delivery',
  name: 'Réception marchandises',
  street: '12 rue des Docks',
  zipcode: '44000',
  city: 'Nantes',
  country: 'FR',
  phone: '02 40 12 34 56',
}

const buyer = {
  civility: 'Madame',
  firstname: 'Claire',
  lastname: 'Martin',
  role: 'Acheteuse',
  email: 'Claire.Martin@exemple.test',
  phone: '06 12 34 56 78',
}

describe('a client’s addresses', () => {
  it('migrates the address written with the client, adds others and keeps one default of each kind', async () => {
    const client = await newClient(t, tokens.owner, {
      businessName: 'Cave du Port',
      billingAddress: { street: '1 quai', zipcode: '17000', city: 'La Rochelle', country: 'FR' },
    })
    const base = `/v1/clients/${client.id}/addresses`
    const first = await get(base, tokens.owner)
    expect(first.status).toBe(200)
    expect(first.body.addresses).toEqual([
      expect.objectContaining({
        kind: 'billing',
        city: 'La Rochelle',
        isDefaultBilling: true,
        isDefaultDelivery: false,
      }),
    ])

    // The first delivery address becomes the delivery default, mirrored on the client row.
    const added = await send('POST', base, tokens.owner, warehouse)
    expect(added.status, added.text).toBe(201)
    expect(added.body.address).toMatchObject({ isDefaultDelivery: true, label: 'Entrepôt' })
    expect((await clientRow(client.id)).deliveryAddress).toMatchObject({
      title: 'Entrepôt',
      city: 'Nantes',
    })

    // A second one asked as default takes the flag from the first.
    const shop = await send('POST', base, tokens.owner, {
      ...warehouse,
      label: 'Boutique',
      kind: 'both',
      city: 'Niort',
      zipcode: '79000',
      defaultDelivery: true,
      defaultBilling: true,
    })
    expect(shop.status, shop.text).toBe(201)
    const list = (await get(base, tokens.owner)).body.addresses
    expect(list.filter((a: any) => a.isDefaultDelivery).map((a: any) => a.city)).toEqual(['Niort'])
    expect(list.filter((a: any) => a.isDefaultBilling).map((a: any) => a.city)).toEqual(['Niort'])
    expect(await clientRow(client.id)).toMatchObject({
      billingAddress: { city: 'Niort' },
      deliveryAddress: { city: 'Niort' },
    })

    // Turned into a delivery address only, it is no longer the billing default: the first is.
    const edited = await send('PUT', `${base}/${shop.body.address.id}`, tokens.owner, {
      ...warehouse,
      label: 'Boutique',
      city: 'Niort',
      zipcode: '79000',
    })
    expect(edited.status, edited.text).toBe(200)
    expect((await clientRow(client.id)).billingAddress).toMatchObject({ city: 'La Rochelle' })

    // Removing the delivery default passes it to the other delivery address.
    const removed = await send('DELETE', `${base}/${shop.body.address.id}`, tokens.owner)
    expect(removed.status).toBe(200)
    expect((await clientRow(client.id)).deliveryAddress).toMatchObject({ city: 'Nantes' })
    await send('DELETE', `${base}/${added.body.address.id}`, tokens.owner)
    expect((await clientRow(client.id)).deliveryAddress).toBeNull()

    // The client form's address edits the default billing address in place.
    const put = await send('PUT', `/v1/clients/${client.id}`, tokens.owner, {
      billingAddress: { street: '2 quai', zipcode: '17000', city: 'La Rochelle', country: 'FR' },
    })
    expect(put.status, put.text).toBe(200)
    const after = (await get(base, tokens.owner)).body.addresses
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ street: '2 quai', isDefaultBilling: true })
  })

  it('refuses a bad postal code, phone or kind with 400 in French, nothing written', async () => {
    const client = await newClient(t, tokens.owner, { lastname: 'Refus' })
    const base = `/v1/clients/${client.id}/addresses`
    for (const [body, field, message] of [
      [{ ...warehouse, zipcode: '4400' }, 'zipcode', 'Le code postal n'],
      [{ ...warehouse, phone: '12' }, 'phone', 'Ce numéro n'],
      [{ ...warehouse, kind: 'other' }, 'kind', 'Choisissez'],
      [{ ...warehouse, kind: 'billing', defaultDelivery: true }, 'defaultDelivery', 'Une adresse'],
      [{ ...warehouse, street: ' ' }, 'street', 'Veuillez renseigner une adresse'],
    ] as const) {
      const res = await send('POST', base, tokens.owner, body)
      expect(res.status, field).toBe(400)
      expect(res.body.errors[field]?.[0], field).toContain(message)
    }
    const contact = await send('POST', `/v1/clients/${client.id}/contacts`, tokens.owner, {
      ...buyer,
      phone: 'abc',
    })
    expect(contact.status).toBe(400)
    expect(contact.body.errors.phone[0]).toContain('Ce numéro n')
    expect(await countOf(clientAddresses, client.id)).toBe(0)
    expect(await countOf(clientContacts, client.id)).toBe(0)
  })

  it('lets who edits the client write them: buyer 403, other agent and other shop 404, iam needs the right', async () => {
    const followed = await newClient(t, tokens.owner, { lastname: 'Suivi', agentId })
    const base = `/v1/clients/${followed.id}/addresses`
    expect((await send('POST', base, tokens.buyer, warehouse)).status).toBe(403)
    expect((await send('POST', base, tokens.agent2, warehouse)).status).toBe(404)
    expect((await get(base, tokens.agent2)).status).toBe(404)
    expect((await send('POST', base, tokens.owner2, warehouse)).status).toBe(404)
    expect((await get(base, tokens.owner2)).status).toBe(404)
    await withIamRights(t, source, { createClient: false, createOrder: false }, async () => {
      expect((await send('POST', base, tokens.iam, warehouse)).status).toBe(403)
      expect(
        (await send('POST', `/v1/clients/${followed.id}/contacts`, tokens.iam, buyer)).status,
      ).toBe(403)
    })
    expect(await countOf(clientAddresses, followed.id)).toBe(0)
    // Their agent may.
    const mine = await send('POST', base, tokens.agent, warehouse)
    expect(mine.status, mine.text).toBe(201)
    const other = await newClient(t, tokens.owner, { lastname: 'Autre' })
    expect(
      (
        await send(
          'PUT',
          `/v1/clients/${other.id}/addresses/${mine.body.address.id}`,
          tokens.owner,
          warehouse,
        )
      ).status,
    ).toBe(404)
  })
})

describe('a client’s contacts', () => {
  it('adds, edits and removes them with one main contact', async () => {
    const client = await newClient(t, tokens.owner, { businessName: 'Hôtel des Vignes' })
    const base = `/v1/clients/${client.id}/contacts`
    const first = await send('POST', base, tokens.owner, buyer)
    expect(first.status, first.text).toBe(201)
    expect(first.body.contact).toMatchObject({
      isMain: true,
      email: 'claire.martin@exemple.test',
    })
    const second = await send('POST', base, tokens.owner, {
      lastname: 'Petit',
      role: 'Comptable',
      isMain: true,
    })
    expect(second.body.contact.isMain).toBe(true)
    const list = (await get(base, tokens.owner)).body.contacts
    expect(list.map((c: any) => [c.lastname, c.isMain])).toEqual([
      ['Martin', false],
      ['Petit', true],
    ])
    const edited = await send('PUT', `${base}/${first.body.contact.id}`, tokens.owner, {
      ...buyer,
      role: 'Sommelière',
    })
    expect(edited.body.contact).toMatchObject({ role: 'Sommelière', isMain: false })
    await send('DELETE', `${base}/${second.body.contact.id}`, tokens.owner)
    expect((await get(base, tokens.owner)).body.contacts).toEqual([
      expect.objectContaining({ lastname: 'Martin', isMain: true }),
    ])
  })
})

describe('merge, erasure and GDPR export', () => {
  it('moves them in a merge, exports them and erases them', async () => {
    const kept = await newClient(t, tokens.owner, {
      lastname: 'Gardé',
      billingAddress: { street: '1 rue', zipcode: '69001', city: 'Lyon', country: 'FR' },
    })
    const other = await newClient(t, tokens.owner, {
      lastname: 'Fusionné',
      billingAddress: { street: '2 rue', zipcode: '13001', city: 'Marseille', country: 'FR' },
    })
    await send('POST', `/v1/clients/${other.id}/contacts`, tokens.owner, buyer)
    await send('POST', `/v1/clients/${kept.id}/contacts`, tokens.owner, { lastname: 'Premier' })
    const merged = await send('POST', `/v1/clients/${kept.id}/merge`, tokens.owner, {
      otherId: other.id,
      fromOther: ['billingAddress'],
    })
    expect(merged.status, merged.text).toBe(200)
    expect(merged.body.client.billingAddress).toMatchObject({ city: 'Marseille' })
    const addresses = (await get(`/v1/clients/${kept.id}/addresses`, tokens.owner)).body.addresses
    expect(addresses.map((a: any) => [a.city, a.isDefaultBilling])).toEqual([
      ['Lyon', false],
      ['Marseille', true],
    ])
    const contacts = (await get(`/v1/clients/${kept.id}/contacts`, tokens.owner)).body.contacts
    // Oldest first; the kept client's main contact stays its main one.
    expect(contacts.map((c: any) => [c.lastname, c.isMain])).toEqual([
      ['Martin', false],
      ['Premier', true],
    ])

    const exported = await get(`/v1/clients/${kept.id}/export`, tokens.owner)
    expect(exported.status).toBe(200)
    expect(exported.body.export.addresses).toHaveLength(2)
    expect(exported.body.export.contacts[0]).toMatchObject({
      lastname: 'Martin',
      role: 'Acheteuse',
    })

    const erased = await send('POST', `/v1/clients/${kept.id}/erasure`, tokens.owner, {
      keyword: 'EFFACER',
    })
    expect(erased.status, erased.text).toBe(200)
    expect(await countOf(clientAddresses, kept.id)).toBe(0)
    expect(await countOf(clientContacts, kept.id)).toBe(0)
    expect(await clientRow(kept.id)).toMatchObject({ billingAddress: null, deliveryAddress: null })
    const late = await send('POST', `/v1/clients/${kept.id}/addresses`, tokens.owner, warehouse)
    expect(late.status).toBe(409)
  })
})
