import { describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { clientAddresses, orders } from '#app/platform/db/schema'
import { action, loader } from '#app/routes/dashboard.orders.add'
import {
  db,
  entryForm,
  idOf,
  locationOf,
  newClient,
  replyOf,
  run,
  wineItem,
  withDemoSessions,
} from './sales-cycle-fixtures'

withDemoSessions(database)
const ADD = '/dashboard/orders/add'

/** The order entry's choice among the client's delivery addresses, without JavaScript. */

const item = await wineItem()
const client = await newClient('Cave des Adresses')
const other = await newClient('Cave Voisine des Adresses')
const place = (street: string, city: string) => ({ street, zipcode: '44000', city, country: 'FR' })
const [home, dock, billing, foreign] = await (
  await db()
)
  .insert(clientAddresses)
  .values([
    { shopId: 1, clientId: client.id, kind: 'both', ...place('1 rue Haute', 'Nantes') },
    {
      shopId: 1,
      clientId: client.id,
      kind: 'delivery',
      label: 'Quai',
      ...place('9 quai Bas', 'Rezé'),
    },
    { shopId: 1, clientId: client.id, kind: 'billing', ...place('3 rue Compte', 'Nantes') },
    { shopId: 1, clientId: other.id, kind: 'delivery', ...place('5 rue Voisine', 'Orvault') },
  ])
  .returning({ id: clientAddresses.id })
// The quay is the default delivery address (listed first), the house the default billing one.
await (await db())
  .update(clientAddresses)
  .set({ isDefaultDelivery: true })
  .where(eq(clientAddresses.id, dock.id))

const ids = (list: { value: string }[]) => list.map((a) => Number(a.value))

describe('/dashboard/orders/add: the client’s delivery addresses', () => {
  it('offers the chosen client’s delivery addresses, the default first; none to a quote or out of reach', async () => {
    const page = (await run(loader, 'owner', `${ADD}?clientId=${client.id}`)) as any
    expect(ids(page.deliveryAddresses)).toEqual([dock.id, home.id])
    expect(page.deliveryAddresses[0]).toEqual({
      value: String(dock.id),
      label: 'Quai, 9 quai Bas, 44000 Rezé, FR',
      isDefault: true,
    })
    const quote = (await run(loader, 'owner', `${ADD}?subType=quote&clientId=${client.id}`)) as any
    expect(quote.deliveryAddresses).toEqual([])
    // An agent who does not follow the client gets none (the API answers 404).
    const agent = (await run(loader, 'agent', `${ADD}?clientId=${client.id}`)) as any
    expect(agent.deliveryAddresses).toEqual([])
  })

  it('comes back with the addresses of the client picked in the form', async () => {
    const picked = replyOf(
      await run(
        action,
        'owner',
        ADD,
        entryForm(client.id, item, 'pickClient', { deliveryAddressId: String(foreign.id) }),
      ),
    )
    expect(picked.status).toBe(200)
    expect(ids(picked.data.deliveryAddresses)).toEqual([dock.id, home.id])
    expect(picked.data.values.deliveryAddressId).toBe('')
  })

  it('saves the order to the address chosen and reopens the draft on it', async () => {
    const saved = locationOf(
      await run(
        action,
        'owner',
        ADD,
        entryForm(client.id, item, 'draft', { deliveryAddressId: String(home.id) }),
      ),
    )
    const id = idOf(saved)
    const [order] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(order.deliveryAddress).toMatchObject({ street: '1 rue Haute', city: 'Nantes' })
    const edit = (await run(loader, 'owner', `${ADD}?order=${id}`)) as any
    expect(edit.values.deliveryAddressId).toBe(String(home.id))
  })

  it('refuses another client’s address in French under the choice, nothing saved', async () => {
    const before = (await (await db()).select().from(orders)).length
    const refused = replyOf(
      await run(
        action,
        'owner',
        ADD,
        entryForm(client.id, item, 'send', { deliveryAddressId: String(foreign.id) }),
      ),
    )
    expect(refused.status).toBe(400)
    expect(refused.data.errors.deliveryAddressId).toEqual([
      'Cette adresse n’est pas l’une de celles de ce client.',
    ])
    expect(ids(refused.data.deliveryAddresses)).toEqual([dock.id, home.id])
    const billed = replyOf(
      await run(
        action,
        'owner',
        ADD,
        entryForm(client.id, item, 'send', { deliveryAddressId: String(billing.id) }),
      ),
    )
    expect(billed.status).toBe(400)
    expect((await (await db()).select().from(orders)).length).toBe(before)
  })
})
