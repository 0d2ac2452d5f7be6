import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clients, orders, users } from '#app/platform/db/schema'
import { loader as listLoader } from '#app/routes/dashboard.clients._index'
import { action as addAction, loader as addLoader } from '#app/routes/dashboard.clients.add'
import { action as fileAction, loader as fileLoader } from '#app/routes/dashboard.clients.$id'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** The client file's pages (issue 17), at loader and action level, against the real provider. */

const db = async () => (await getRuntime()).database.db
type Loader = (args: LoaderFunctionArgs) => any
type Any = Record<string, any>

async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const load = <T = Any>(loader: Loader, account: DemoAccount, path: string, params = {}) =>
  settle(() => loader({ request: requestAs(account, path), params, context: {} })) as Promise<T>

const seeded = {} as { shopClient: number; agentClient: number; order: number }

beforeAll(async () => {
  await signInDemoAccounts()
  const d = await db()
  const [agent] = await d.select().from(users).where(eq(users.email, 'agent@caveau.test'))
  const [shopClient, agentClient] = await d
    .insert(clients)
    .values([
      {
        shopId: 1,
        businessName: 'Cave des Pages',
        email: 'cave@pages.test',
        isPro: true,
        typology: 'caviste',
        billingAddress: { street: '1 rue', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
      },
      {
        shopId: 1,
        businessName: 'Bistrot Suivi',
        isPro: true,
        agentId: agent.id,
        pipe: 'prospect',
      },
    ])
    .returning({ id: clients.id })
  seeded.shopClient = shopClient.id
  seeded.agentClient = agentClient.id
  const [order] = await d
    .insert(orders)
    .values({
      shopId: 1,
      clientId: shopClient.id,
      status: 'validated',
      source: 'backoffice',
      totalHtCents: 10_000,
      tvaCents: 2_000,
      totalTtcCents: 12_000,
      paymentType: 'transfer',
    })
    .returning({ id: orders.id })
  seeded.order = order.id
})
afterAll(() => closeRuntime(database))

describe('/dashboard/clients', () => {
  it('lists, searches and filters the shop’s clients for the owner, with the CSV link', async () => {
    const all = await load(listLoader, 'owner', '/dashboard/clients')
    expect(all.total).toBeGreaterThanOrEqual(2)
    expect(all.followsOnly).toBe(false)
    expect(all.actions.map((a: Any) => a.to)).toContain('/dashboard/clients/add?pipe=Prospect')
    expect(all.typologies.map((t: Any) => t.value)).toContain('caviste')
    const found = await load(listLoader, 'owner', '/dashboard/clients?q=bordeaux&department=33')
    expect(found.rows.map((r: Any) => r.id)).toEqual([seeded.shopClient])
    expect(found.rows[0]).toMatchObject({ city: '33000 Bordeaux', kind: 'Professionnel' })
    expect(found.exportTo).toBe('/resources/sales-export?q=bordeaux&department=33&list=clients')
    const prospects = await load(listLoader, 'owner', '/dashboard/clients?pipe=prospect')
    expect(prospects.rows.map((r: Any) => r.id)).toEqual([seeded.agentClient])
    // A filter the page does not know is not applied, and the list still answers.
    const odd = await load(listLoader, 'owner', '/dashboard/clients?department=99&kind=x')
    expect(odd.list.filtered).toBe(false)
  })

  it('shows agents and collaborators denied seeAllClient the clients they follow', async () => {
    const agent = await load(listLoader, 'agent', '/dashboard/clients')
    expect(agent.followsOnly).toBe(true)
    expect(agent.rows.map((r: Any) => r.id)).toContain(seeded.agentClient)
    expect(agent.rows.map((r: Any) => r.id)).not.toContain(seeded.shopClient)
    expect(agent.followers).toEqual([])
    const limited = await load(listLoader, 'iam-limited', '/dashboard/clients')
    expect(limited.followsOnly).toBe(true)
    // Denied seeAllClient only: they still create clients (which then follow them) and import.
    expect(limited.actions).toHaveLength(4)
    expect(limited.actions.at(-1)).toEqual({
      label: 'Importer des clients',
      to: '/dashboard/clients/import',
    })
    // Agents create clients but do not import them.
    expect(agent.actions.map((a: Any) => a.to)).not.toContain('/dashboard/clients/import')
    const buyer = await load<Response>(listLoader, 'buyer', '/dashboard/clients')
    expect(buyer.status).toBe(302)
  })

  it('exports the filtered list as a French CSV, the agent’s own only', async () => {
    const res = await load<Response>(
      exportLoader,
      'owner',
      '/resources/sales-export?list=clients&q=pages',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('"Cave des Pages"')
    const agent = await load<Response>(
      exportLoader,
      'agent',
      '/resources/sales-export?list=clients',
    )
    expect(await agent.text()).not.toContain('Cave des Pages')
  })
})

function post(account: DemoAccount, path: string, fields: Record<string, string>) {
  return requestAs(account, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(fields).toString(),
  })
}
const act = (action: Loader, account: DemoAccount, path: string, fields: Record<string, string>) =>
  settle(() => action({ request: post(account, path, fields), params: {}, context: {} }))

describe('/dashboard/clients/add', () => {
  it('presets a professional or a prospect', async () => {
    const pro = await load(addLoader, 'owner', '/dashboard/clients/add?isPro=true')
    expect(pro.defaultValue).toMatchObject({ isPro: 'on', pipe: 'client' })
    const prospect = await load(addLoader, 'owner', '/dashboard/clients/add?pipe=Prospect')
    expect(prospect).toMatchObject({
      title: 'Nouveau prospect',
      defaultValue: { pipe: 'prospect' },
    })
    expect(prospect.followers.length).toBeGreaterThan(0)
    expect((await load(addLoader, 'agent', '/dashboard/clients/add')).followers).toBeNull()
    expect(((await load(addLoader, 'buyer', '/dashboard/clients/add')) as Response).status).toBe(
      302,
    )
  })

  it('creates a client, then refuses its duplicate with a link to it, writing nothing', async () => {
    const fields = {
      isPro: 'on',
      pipe: 'client',
      civility: 'SARL',
      businessName: 'Les Vins du Quai',
      lastname: 'Marchand',
      email: 'quai@vins.test',
      phone: '06 12 34 56 78',
      siret: '732 829 320 00074',
      typology: 'caviste',
      paymentDelay: '30',
      'billingAddress.street': '4 quai Sud',
      'billingAddress.zipcode': '17000',
      'billingAddress.city': 'La Rochelle',
      'billingAddress.country': 'FR',
    }
    const created = (await act(addAction, 'owner', '/dashboard/clients/add', fields)) as Response
    expect(created.status).toBe(302)
    const id = Number(created.headers.get('location')!.split('/').pop())
    const [row] = await (await db()).select().from(clients).where(eq(clients.id, id))
    expect(row).toMatchObject({ siret: '73282932000074', siren: '732829320', isPro: true })
    const count = async () => (await (await db()).select().from(clients)).length
    const before = await count()
    const again = (await act(addAction, 'owner', '/dashboard/clients/add', {
      ...fields,
      siret: '',
    })) as Any
    expect(again.init.status).toBe(409)
    expect(again.data.duplicate).toEqual({ id, name: 'Les Vins du Quai — Marchand' })
    expect(again.data.result.error.email[0]).toBe(
      'Ce client existe déjà : Les Vins du Quai — Marchand a la même adresse e-mail.',
    )
    const bad = (await act(addAction, 'owner', '/dashboard/clients/add', {
      lastname: 'X',
      phone: '12',
      'billingAddress.street': '1 rue',
    })) as Any
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.phone[0]).toBe("Ce numéro n'est pas valide")
    expect(await count()).toBe(before)
  })
})

describe('/dashboard/clients/{id}', () => {
  const file = (account: DemoAccount, id: number, query = '') =>
    load(fileLoader, account, `/dashboard/clients/${id}${query}`, { id: String(id) })

  it('shows the identity, the figures, the timeline and the quick actions', async () => {
    const page = await file('owner', seeded.shopClient)
    expect(page.title).toBe('Cave des Pages')
    expect(page.identity).toContainEqual(['E-mail', 'cave@pages.test'])
    expect(page.identity).toContainEqual(['Département', '33'])
    expect(page.figures).toMatchObject({ revenue: [], outstanding: '0,00\u00a0€' })
    expect(page.timeline.entries[0]).toMatchObject({
      label: `Commande n° ${seeded.order}`,
      to: `/dashboard/orders/${seeded.order}`,
    })
    expect(page.timeline.actions).toEqual({
      order: `/dashboard/orders/add?clientId=${seeded.shopClient}`,
      quote: `/dashboard/orders/add?subType=quote&clientId=${seeded.shopClient}`,
    })
    expect(page.form).toBeNull()
  })

  it('keeps another agent’s client and a missing one out (404)', async () => {
    expect(((await file('agent', seeded.shopClient)) as Response).status).toBe(404)
    expect((await file('agent', seeded.agentClient)).title).toBe('Bistrot Suivi')
    expect(((await file('iam-limited', seeded.shopClient)) as Response).status).toBe(404)
    expect(((await file('owner2', seeded.shopClient)) as Response).status).toBe(404)
    expect(((await file('owner', 99_999_999)) as Response).status).toBe(404)
    expect(((await file('buyer', seeded.shopClient)) as Response).status).toBe(302)
  })

  it('edits the client with ?edit, refusing bad input without writing', async () => {
    const page = await file('owner', seeded.shopClient, '?edit')
    expect(page.form.values).toMatchObject({ businessName: 'Cave des Pages', isPro: 'on' })
    const path = `/dashboard/clients/${seeded.shopClient}?edit`
    const edit = (fields: Record<string, string>) =>
      settle(() =>
        fileAction({
          request: post('owner', path, fields),
          params: { id: String(seeded.shopClient) },
          context: {},
        }),
      ) as Promise<Any>
    const values = { ...page.form.values, isPro: 'on' }
    const flat = {
      ...Object.fromEntries(
        Object.entries(values).filter(([, v]) => typeof v === 'string') as [string, string][],
      ),
      'billingAddress.street': '1 rue',
      'billingAddress.zipcode': '33000',
      'billingAddress.city': 'Bordeaux',
      'billingAddress.country': 'FR',
    }
    const bad = await edit({ ...flat, phone: 'abc' })
    expect(bad.init.status).toBe(400)
    const saved = (await edit({ ...flat, phone: '05 56 00 00 00' })) as unknown as Response
    expect(saved.status).toBe(302)
    const [row] = await (await db()).select().from(clients).where(eq(clients.id, seeded.shopClient))
    expect(row.phone).toBe('05 56 00 00 00')
  })
})
