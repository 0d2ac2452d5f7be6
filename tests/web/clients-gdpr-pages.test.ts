import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clients, orders } from '#app/platform/db/schema'
import { action as fileAction, loader as fileLoader } from '#app/routes/dashboard.clients.$id'
import { loader as dataLoader } from '#app/routes/resources.client-data.$id'
import { loader as listLoader } from '#app/routes/dashboard.clients._index'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** The client page's GDPR export and erasure and the merge of duplicates, without JavaScript. */

const db = async () => (await getRuntime()).database.db
type Handler = (args: LoaderFunctionArgs) => any
type Any = Record<string, any>

async function settle(run: () => unknown): Promise<any> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const load = (loader: Handler, account: DemoAccount, path: string, id: number) =>
  settle(() =>
    loader({ request: requestAs(account, path), params: { id: String(id) }, context: {} }),
  )

const act = (account: DemoAccount, id: number, fields: Record<string, string>) =>
  settle(() =>
    fileAction({
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

const row = async (id: number) =>
  (await (await db()).select().from(clients).where(eq(clients.id, id)))[0]

const ids = {} as { kept: number; other: number; person: number }

beforeAll(async () => {
  await signInDemoAccounts()
  const d = await db()
  const [kept, other, person] = await d
    .insert(clients)
    .values([
      { shopId: 1, lastname: 'Doublon', email: 'doublon@pages.test' },
      {
        shopId: 1,
        lastname: 'Doublon bis',
        email: 'doublon@pages.test',
        phone: '0611223344',
        billingAddress: { street: '5 rue', zipcode: '69002', city: 'Lyon', country: 'FR' },
      },
      { shopId: 1, firstname: 'Jeanne', lastname: 'Effacée', email: 'jeanne@pages.test' },
    ])
    .returning({ id: clients.id })
  ids.kept = kept.id
  ids.other = other.id
  ids.person = person.id
  await d.insert(orders).values({
    shopId: 1,
    clientId: other.id,
    status: 'invoiced',
    source: 'backoffice',
    totalHtCents: 1000,
    tvaCents: 200,
    totalTtcCents: 1200,
    paymentType: 'transfer',
  })
})
afterAll(() => closeRuntime(database))

describe('the client page: GDPR', () => {
  it('downloads the client’s data as a JSON file, for those who may', async () => {
    const res = (await load(
      dataLoader,
      'owner',
      `/resources/client-data/${ids.person}`,
      ids.person,
    )) as Response
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="client-${ids.person}-donnees-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    )
    const data = await res.json()
    expect(data.client).toMatchObject({ lastname: 'Effacée', email: 'jeanne@pages.test' })
    const limited = (await load(
      dataLoader,
      'iam-limited',
      `/resources/client-data/${ids.person}`,
      ids.person,
    )) as Response
    expect(limited.status).not.toBe(200)
    const page = await load(fileLoader, 'owner', `/dashboard/clients/${ids.person}`, ids.person)
    expect(page.gdpr).toMatchObject({
      exportTo: `/resources/client-data/${ids.person}`,
      erase: { keyword: 'EFFACER' },
    })
    const agentPage = await load(
      fileLoader,
      'agent',
      `/dashboard/clients/${ids.person}`,
      ids.person,
    )
    expect(agentPage.status).toBe(404)
  })

  it('erases behind the typed keyword; a wrong word writes nothing', async () => {
    const wrong = await act('owner', ids.person, { intent: 'erase', keyword: 'supprimer' })
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.gdpr).toEqual({
      form: 'erase',
      message: 'Tapez EFFACER pour confirmer l’effacement.',
    })
    expect((await row(ids.person)).email).toBe('jeanne@pages.test')
    const agent = await act('agent', ids.person, { intent: 'erase', keyword: 'EFFACER' })
    // Not a client the agent follows: 404 before any right is looked at.
    expect(agent.status).toBe(404)
    const done = (await act('owner', ids.person, {
      intent: 'erase',
      keyword: 'effacer',
    })) as Response
    expect(done.status).toBe(302)
    expect(await row(ids.person)).toMatchObject({ lastname: 'Client anonymisé', email: null })
    const page = await load(fileLoader, 'owner', `/dashboard/clients/${ids.person}`, ids.person)
    expect(page.gdpr).toMatchObject({ anonymised: true, erase: null })
  })
})

describe('the client page: merge', () => {
  it('shows both side by side and merges the chosen values', async () => {
    const path = `/dashboard/clients/${ids.kept}`
    const listed = await load(fileLoader, 'owner', path, ids.kept)
    expect(listed.gdpr.duplicates).toEqual([{ id: ids.other, name: 'Doublon bis' }])
    const page = await load(fileLoader, 'owner', `${path}?merge=${ids.other}`, ids.kept)
    const phone = page.gdpr.merge.fields.find((f: Any) => f.field === 'phone')
    expect(phone).toMatchObject({ mine: '', theirs: '0611223344', pick: 'other' })
    const bad = await act('owner', ids.kept, { intent: 'merge', otherId: 'x' })
    expect(bad.init.status).toBe(400)
    expect(await row(ids.other)).toBeDefined()
    const done = (await act('owner', ids.kept, {
      intent: 'merge',
      otherId: String(ids.other),
      'keep.phone': 'other',
      'keep.lastname': 'kept',
      'keep.billingAddress': 'other',
    })) as Response
    expect(done.status).toBe(302)
    expect(await row(ids.other)).toBeUndefined()
    expect(await row(ids.kept)).toMatchObject({
      lastname: 'Doublon',
      phone: '0611223344',
      billingAddress: { city: 'Lyon' },
    })
    const [order] = await (await db()).select().from(orders).where(eq(orders.clientId, ids.kept))
    expect(order).toBeDefined()
  })
})

describe('the clients list: last order and revenue', () => {
  it('passes the last order range and the revenue band to the list and its CSV', async () => {
    const names = async (query: string) =>
      (await load(listLoader, 'owner', `/dashboard/clients?q=Doublon&${query}`, 0)).rows.map(
        (r: Any) => r.name,
      )
    // The merged client's order (12 €, invoiced, today) is the kept one's now.
    expect(await names('revenue=lt500')).toEqual(['Doublon'])
    expect(await names('revenue=gt10000')).toEqual([])
    expect(await names('to=2000-01-01')).toEqual([])
    // A band the form does not offer is not applied.
    expect(await names('revenue=beaucoup')).toEqual(['Doublon'])
    const csv = (await load(
      exportLoader,
      'owner',
      '/resources/sales-export?list=clients&q=Doublon&revenue=gt10000&sort=-revenue',
      0,
    )) as Response
    expect(csv.status).toBe(200)
    expect(await csv.text()).not.toContain('Doublon')
  })
})

describe('tags on the client form and the list', () => {
  it('saves comma-separated tags and filters the list on one', async () => {
    const d = await db()
    const [c] = await d
      .insert(clients)
      .values({ shopId: 1, lastname: 'Étiqueté' })
      .returning({ id: clients.id })
    const page = await load(fileLoader, 'owner', `/dashboard/clients/${c.id}?edit`, c.id)
    const flat = Object.fromEntries(
      Object.entries(page.form.values).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>
    const saved = (await act('owner', c.id, {
      ...flat,
      tags: 'Salon des vins, Fidèle',
    })) as Response
    expect(saved.status).toBe(302)
    expect((await row(c.id)).tags).toEqual(['Salon des vins', 'Fidèle'])
    const list = await load(listLoader, 'owner', '/dashboard/clients?tag=Fid%C3%A8le', 0)
    expect(list.rows.map((r: Any) => r.name)).toEqual(['Étiqueté'])
    expect(list.exportTo).toContain('tag=Fid%C3%A8le')
  })
})
