import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import {
  countOrders,
  demoAddress,
  enter,
  entryLine,
  newClient,
  setUp,
  type Tokens,
} from './sales-fixtures'

/** A back-office order delivered to one of the client's addresses (`deliveryAddressId`). */

let t: TestApi
let tokens: Tokens
let client: any
let other: any
let line: Awaited<ReturnType<typeof entryLine>>
let warehouse: number
let billingOnly: number
let othersAddress: number

const send = (method: string, path: string, token: string, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)

async function addAddress(token: string, clientId: number, body: Record<string, unknown>) {
  const res = await send('POST', `/v1/clients/${clientId}/addresses`, token, {
    zipcode: '44000',
    city: 'Nantes',
    country: 'FR',
    ...body,
  })
  if (res.status !== 201) throw new Error(res.text)
  return res.body.address.id as number
}

beforeAll(async () => {
  t = await createTestApi()
  ;({ tokens } = await setUp(t))
  client = await newClient(t, tokens.owner, {
    businessName: 'Le Comptoir des Quais',
    deliveryAddress: demoAddress,
  })
  other = await newClient(t, tokens.owner, { businessName: 'La Cave Voisine' })
  warehouse = await addAddress(tokens.owner, client.id, {
    label: 'Entrepôt',
    kind: 'delivery',
    name: 'Quai 4',
    street: '12 rue des Docks',
  })
  billingOnly = await addAddress(tokens.owner, client.id, {
    kind: 'billing',
    street: '8 rue de la Comptabilité',
  })
  othersAddress = await addAddress(tokens.owner, other.id, {
    kind: 'delivery',
    street: '1 rue Voisine',
  })
  line = await entryLine(t, 'sancerre-cuvee-silex', 1)
})
afterAll(() => t.close())

const draft = (body: Record<string, unknown>, token = tokens.owner) =>
  enter(t, token, { clientId: client.id, lines: [line], status: 'draft', ...body })

describe('the order entry’s delivery address', () => {
  it('takes the default delivery address, or the client’s address it picks, on entry and on a draft’s edit', async () => {
    const plain = await draft({})
    expect(plain.status, plain.text).toBe(201)
    expect(plain.body.order.deliveryAddress).toMatchObject({ city: 'La Rochelle' })

    const picked = await draft({ deliveryAddressId: warehouse })
    expect(picked.status, picked.text).toBe(201)
    expect(picked.body.order.deliveryAddress).toEqual({
      title: 'Entrepôt',
      name: 'Quai 4',
      street: '12 rue des Docks',
      zipcode: '44000',
      city: 'Nantes',
      country: 'FR',
    })

    // PUT /orders/{id}/entry: the draft moves to the other address.
    const edited = await send('PUT', `/v1/orders/${plain.body.order.id}/entry`, tokens.owner, {
      clientId: client.id,
      lines: [line],
      paymentType: 'transfer',
      status: 'draft',
      deliveryAddressId: warehouse,
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.order.deliveryAddress).toMatchObject({ street: '12 rue des Docks' })
  })

  it('refuses another client’s address, a billing-only one and two addresses at once (400, nothing written)', async () => {
    const before = await countOrders(t)
    const foreign = await draft({ deliveryAddressId: othersAddress })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe('Cette adresse n’est pas l’une de celles de ce client.')
    expect(foreign.body.errors.deliveryAddressId).toEqual([foreign.body.message])

    const billing = await draft({ deliveryAddressId: billingOnly })
    expect(billing.status).toBe(400)
    expect(billing.body.message).toMatch(/ne sert qu’à la facturation/)

    const both = await draft({ deliveryAddressId: warehouse, deliveryAddress: demoAddress })
    expect(both.status).toBe(400)
    expect(both.body.errors.deliveryAddressId[0]).toMatch(/pas les deux/)

    const bad = await draft({ deliveryAddressId: 'entrepôt' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.deliveryAddressId).toEqual(['Adresse de livraison inconnue.'])

    // The same refusal on a draft's edit, which stays as it was.
    const saved = await draft({ deliveryAddressId: warehouse })
    const edit = await send('PUT', `/v1/orders/${saved.body.order.id}/entry`, tokens.owner, {
      clientId: client.id,
      lines: [line],
      paymentType: 'transfer',
      status: 'draft',
      deliveryAddressId: othersAddress,
    })
    expect(edit.status).toBe(400)
    const kept = await send('GET', `/v1/orders/${saved.body.order.id}`, tokens.owner)
    expect(kept.body.order.deliveryAddress).toMatchObject({ street: '12 rue des Docks' })
    expect(await countOrders(t)).toBe(before + 1)
  })

  it('answers 404 for an address of another shop, and for a client out of the agent’s reach', async () => {
    const elsewhere = await newClient(t, tokens.owner2, { businessName: 'Cave d’ailleurs' })
    const theirs = await addAddress(tokens.owner2, elsewhere.id, {
      kind: 'delivery',
      street: '2 rue Lointaine',
    })
    const before = await countOrders(t)
    const res = await draft({ deliveryAddressId: theirs })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Adresse introuvable.')
    // The agent does not follow this client: the client itself is out of reach.
    const agent = await draft({ deliveryAddressId: warehouse }, tokens.agent)
    expect(agent.status).toBe(404)
    expect(await countOrders(t)).toBe(before)
  })

  it('lets an agent deliver their own client to one of its addresses', async () => {
    const own = await newClient(t, tokens.agent, { lastname: 'Aubin', typology: 'caviste' })
    const shopAddress = await addAddress(tokens.agent, own.id, {
      kind: 'both',
      street: '5 place du Marché',
    })
    const res = await draft({ clientId: own.id, deliveryAddressId: shopAddress }, tokens.agent)
    expect(res.status, res.text).toBe(201)
    expect(res.body.order.deliveryAddress).toMatchObject({ street: '5 place du Marché' })
  })
})
