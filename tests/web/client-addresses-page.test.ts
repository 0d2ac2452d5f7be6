import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clientAddresses, clientContacts, clients, users } from '#app/platform/db/schema'
import { action, loader } from '#app/routes/dashboard.clients.$id'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** The client page's 'Adresses' and 'Contacts' sections (issue 17 §1), forms without JavaScript. */

const db = async () => (await getRuntime()).database.db
type Any = Record<string, any>

async function settle(run: () => unknown): Promise<Any> {
  try {
    return (await run()) as Any
  } catch (thrown) {
    if (thrown instanceof Response) return thrown as unknown as Any
    throw thrown
  }
}

let clientId: number
let otherAgentsClient: number

beforeAll(async () => {
  await signInDemoAccounts()
  const d = await db()
  const [owner2] = await d.select().from(users).where(eq(users.email, 'owner2@caveau.test'))
  const [row, foreign] = await d
    .insert(clients)
    .values([
      { shopId: 1, businessName: 'Cave des Adresses', isPro: true },
      { shopId: 1, businessName: 'Client d’un autre agent', isPro: true, agentId: owner2.id },
    ])
    .returning({ id: clients.id })
  clientId = row.id
  otherAgentsClient = foreign.id
})
afterAll(() => closeRuntime(database))

const page = (account: DemoAccount, query = '', id = clientId) =>
  settle(() =>
    loader({
      request: requestAs(account, `/dashboard/clients/${id}${query}`),
      params: { id: String(id) },
      context: {},
    }),
  )

const post = (account: DemoAccount, fields: Record<string, string>, id = clientId) =>
  settle(() =>
    action({
      request: requestAs(account, `/dashboard/clients/${id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      params: { id: String(id) },
      context: {},
    }),
  )

const address = {
  intent: 'saveAddress',
  label: 'Entrepôt',
  kind: 'delivery',
  name: 'Quai 3',
  street: '12 rue des Docks',
  zipcode: '44000',
  city: 'Nantes',
  country: 'FR',
  phone: '',
}

describe('/dashboard/clients/{id}: addresses and contacts', () => {
  it('lists them and shows the add form from the URL', async () => {
    const data = await page('owner', '?address=new')
    expect(data.book).toMatchObject({ mayEdit: true, addresses: [], contacts: [] })
    expect(data.book.addressForm).toMatchObject({ kind: 'delivery', country: 'FR' })
    expect((await page('owner', '?contact=new')).book.contactForm).toEqual({})
  })

  it('adds, edits and removes an address with plain POST forms', async () => {
    const bad = await post('owner', { ...address, zipcode: '440' })
    expect(bad.init.status).toBe(400)
    expect(bad.data.addressResult.error.zipcode[0]).toContain('Le code postal')
    const d = await db()
    expect(
      await d.select().from(clientAddresses).where(eq(clientAddresses.clientId, clientId)),
    ).toEqual([])

    const added = await post('owner', address)
    expect(added.status).toBe(302)
    const data = await page('owner')
    expect(data.book.addresses).toEqual([
      expect.objectContaining({ label: 'Entrepôt', defaults: ['livraison par défaut'] }),
    ])
    const id = data.book.addresses[0].id
    const form = (await page('owner', `?address=${id}`)).book.addressForm
    expect(form).toMatchObject({ addressId: String(id), street: '12 rue des Docks' })

    const edited = await post('owner', {
      ...address,
      addressId: String(id),
      kind: 'both',
      defaultBilling: 'on',
    })
    expect(edited.status).toBe(302)
    const [row] = await d.select().from(clients).where(eq(clients.id, clientId))
    expect(row.billingAddress).toMatchObject({ title: 'Entrepôt', city: 'Nantes' })

    const removed = await post('owner', { intent: 'removeAddress', targetId: String(id) })
    expect(removed.status).toBe(302)
    expect((await page('owner')).book.addresses).toEqual([])
  })

  it('adds and edits a contact, refusing a bad phone in French', async () => {
    const contact = {
      intent: 'saveContact',
      civility: 'Madame',
      firstname: 'Claire',
      lastname: 'Martin',
      role: 'Acheteuse',
      email: '',
      phone: '06 12 34 56 78',
      notes: '',
    }
    const bad = await post('owner', { ...contact, phone: '12' })
    expect(bad.init.status).toBe(400)
    expect(bad.data.contactResult.error.phone[0]).toContain('Ce numéro n')
    expect((await post('owner', contact)).status).toBe(302)
    const [saved] = (await page('owner')).book.contacts
    expect(saved).toMatchObject({ name: 'Madame Claire Martin', role: 'Acheteuse', isMain: true })
    expect(
      (await post('owner', { ...contact, contactId: String(saved.id), role: 'Sommelière' })).status,
    ).toBe(302)
    const rows = await (await db())
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, clientId))
    expect(rows.map((r) => r.role)).toEqual(['Sommelière'])
  })

  it('refuses who may not edit the client', async () => {
    // A buyer never reaches the page; an agent does not reach another's client.
    expect((await page('buyer')).status).toBe(302)
    expect((await post('agent', address, otherAgentsClient)).status).toBe(404)
    // A collaborator narrowed to the clients they follow does not reach this one: 404, nothing written.
    expect((await post('iam-limited', address)).status).toBe(404)
    const rows = await (await db())
      .select()
      .from(clientAddresses)
      .where(eq(clientAddresses.clientId, otherAgentsClient))
    expect(rows).toEqual([])
  })
})
