/**
 * Prospecting and opportunities as a browser without JavaScript uses them (issue 17 §1): the
 * pipeline's loader (columns by stage), its add form (refused on its fields, nothing written),
 * the move form, a replayed form of a collaborator without createClient; the settings' CRM tab
 * (the stages renamed and added, a bad list refused); the prospection page and its conversion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { count, eq } from 'drizzle-orm'
import { action, loader } from '#app/routes/dashboard.clients.opportunities'
import {
  action as prospectsAction,
  loader as prospectsLoader,
} from '#app/routes/dashboard.clients.prospection'
import { action as contactAction } from '#app/routes/contact.$shopId'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/dashboard.settings'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clients, opportunities, shopMembers, shops, users } from '#app/platform/db/schema'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const userId = async (email: string) =>
  (await (await db()).select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
const countRows = async () =>
  Number((await (await db()).select({ n: count() }).from(opportunities))[0].n)

const PATH = '/dashboard/clients/opportunities'
type Page = Awaited<ReturnType<typeof loader>>
const load = async (as: DemoAccount) =>
  (await loader({ request: requestAs(as, PATH), params: {}, context: {} })) as Page

type Handler = (args: { request: Request; params: object; context: object }) => Promise<unknown>
async function post(handler: Handler, as: DemoAccount, path: string, fields: [string, string][]) {
  try {
    return await handler({
      request: requestAs(as, path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    })
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
const postPipeline = (as: DemoAccount, fields: Record<string, string>) =>
  post(action as Handler, as, PATH, Object.entries(fields))
type Refused = {
  data: { form: string; result: { error: Record<string, string[]> } }
  init: { status: number }
}

let clientId: number
beforeAll(async () => {
  const [shop] = await (await db())
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.code, 'SOURCE'))
  ;[{ id: clientId }] = await (await db())
    .insert(clients)
    .values({ shopId: shop.id, businessName: 'Cave Pipeline', lastname: 'Pipeline' })
    .returning({ id: clients.id })
})

describe('the opportunities page (no JavaScript)', () => {
  it('creates an opportunity by form, refusing a bad one on its fields', async () => {
    const page = await load('owner')
    // The pipeline as a CSV file (tests/api/clients-pipeline.test.ts checks the file).
    expect(page.exportTo).toBe('/resources/sales-export?list=opportunities')
    expect(page.columns.map((c) => c.name)).toEqual([
      'Qualification',
      'Proposition',
      'Négociation',
      'Gagnée',
      'Perdue',
    ])
    expect(page.canWrite).toBe(true)
    expect(page.clients.map((c) => c.id)).toContain(clientId)
    const form = {
      intent: 'create',
      title: 'Carte des vins',
      clientId: String(clientId),
      amount: '1 250,50',
      probability: '40',
      expectedDate: '2026-05-04',
      ownerId: String(await userId('iam@caveau.test')),
      stageId: page.stages[0].value,
    }
    const before = await countRows()
    const bad = (await postPipeline('owner', {
      ...form,
      title: '',
      amount: 'douze',
      probability: '120',
    })) as Refused
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.title).toEqual(['Donnez un titre à l’opportunité.'])
    expect(bad.data.result.error.amount).toEqual(['Montant invalide : un nombre d’euros positif.'])
    expect(bad.data.result.error.probability).toEqual([
      'La probabilité est un pourcentage entier de 0 à 100.',
    ])
    const foreign = (await postPipeline('owner', {
      ...form,
      ownerId: String(await userId('owner2@caveau.test')),
    })) as Refused
    expect(foreign.init.status).toBe(400)
    expect(foreign.data.result.error.ownerId).toEqual([
      'Le responsable doit être un membre de votre boutique.',
    ])
    expect(await countRows()).toBe(before)

    const made = (await postPipeline('owner', form)) as Response
    expect(made.status).toBe(302)
    expect(made.headers.get('location')).toBe(PATH)
    const card = (await load('owner')).columns[0].cards.find((c) => c.title === 'Carte des vins')!
    expect(card).toMatchObject({
      amount: '1 250,50 €',
      probability: '40 %',
      expected: '04/05/2026',
      client: { id: clientId, name: 'Cave Pipeline — Pipeline' },
    })
  })

  it('moves an opportunity to another stage by its small form', async () => {
    const page = await load('owner')
    const card = page.columns[0].cards.find((c) => c.title === 'Carte des vins')!
    const won = page.columns.find((c) => c.name === 'Gagnée')!
    const moved = (await postPipeline('iam', {
      intent: 'move',
      id: String(card.id),
      stageId: String(won.id),
    })) as Response
    expect(moved.status).toBe(302)
    const after = await load('owner')
    const there = after.columns.find((c) => c.name === 'Gagnée')!.cards
    expect(there.map((c) => c.id)).toContain(card.id)
    expect(there.find((c) => c.id === card.id)?.won).toBe(true)
    // An agent who does not follow the client cannot move it (its API answers 404).
    const refused = (await postPipeline('agent', {
      intent: 'move',
      id: String(card.id),
      stageId: after.stages[0].value,
    })) as Response
    expect(refused.status).toBe(302)
    const [row] = await (await db())
      .select({ stageId: opportunities.stageId })
      .from(opportunities)
      .where(eq(opportunities.id, card.id))
    expect(row.stageId).toBe(won.id)
  })

  it('offers a collaborator without createClient no form, and refuses a replayed one', async () => {
    const d = await db()
    const iam = await userId('iam@caveau.test')
    const where = eq(shopMembers.userId, iam)
    const [member] = await d.select().from(shopMembers).where(where)
    await d
      .update(shopMembers)
      .set({ authorizations: { ...member.authorizations, createClient: false } })
      .where(where)
    try {
      const page = await load('iam')
      expect(page.canWrite).toBe(false)
      const before = await countRows()
      const replay = (await postPipeline('iam', {
        intent: 'create',
        title: 'Rejouée',
        clientId: String(clientId),
        amount: '10',
        probability: '10',
        ownerId: String(iam),
        stageId: page.stages[0].value,
      })) as Response
      expect(replay.status).toBe(302)
      expect(await countRows()).toBe(before)
    } finally {
      await d.update(shopMembers).set({ authorizations: member.authorizations }).where(where)
    }
  })
})

describe('the settings’ CRM tab', () => {
  const SETTINGS = '/dashboard/settings?link=crm'
  type Settings = Awaited<ReturnType<typeof settingsLoader>>
  const loadTab = async (as: DemoAccount) =>
    (await settingsLoader({
      request: requestAs(as, SETTINGS),
      params: {},
      context: {},
    })) as Settings

  it('renames and adds stages, refuses two of the same name', async () => {
    const tab = await loadTab('owner')
    const stages = tab.crmStages!.stages
    expect(tab.crmStages!.canEdit).toBe(true)
    expect(stages.map((s) => s.name)).toContain('Négociation')
    const rows = (list: { id?: number; name: string; kind: string }[]) =>
      list.flatMap((s, i): [string, string][] => [
        ...(s.id ? [[`stages[${i}].id`, String(s.id)] as [string, string]] : []),
        [`stages[${i}].name`, s.name],
        [`stages[${i}].kind`, s.kind],
      ])
    const twice = (await post(settingsAction as Handler, 'owner', SETTINGS, [
      ['intent', 'stages'],
      ...rows([...stages, { name: 'qualification', kind: 'open' }]),
    ])) as { data: { message: string }; init: { status: number } }
    expect(twice.init.status).toBe(400)
    expect(twice.data.message).toBe('Deux étapes portent le même nom.')
    const saved = (await post(settingsAction as Handler, 'owner', SETTINGS, [
      ['intent', 'stages'],
      ...rows([
        { ...stages[0], name: 'Premier contact' },
        ...stages.slice(1),
        { name: 'Échantillons envoyés', kind: 'open' },
      ]),
    ])) as Response
    expect(saved.status).toBe(302)
    const names = (await loadTab('owner')).crmStages!.stages.map((s) => s.name)
    expect(names[0]).toBe('Premier contact')
    expect(names.at(-1)).toBe('Échantillons envoyés')
    // iam-limited (no seeAllClient) reads them but may not change them.
    expect((await loadTab('iam-limited')).crmStages!.canEdit).toBe(false)
  })
})

describe('the prospection page', () => {
  it('lists the prospects with their source and converts one by form', async () => {
    const [shop] = await (await db())
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.code, 'SOURCE'))
    const [{ id }] = await (await db())
      .insert(clients)
      .values({ shopId: shop.id, lastname: 'Prospect-Salon', pipe: 'prospect', source: 'salon' })
      .returning({ id: clients.id })
    const PROSPECTS = '/dashboard/clients/prospection'
    const page = (await prospectsLoader({
      request: requestAs('owner', `${PROSPECTS}?q=Prospect-Salon`),
      params: {},
      context: {},
    })) as Awaited<ReturnType<typeof prospectsLoader>>
    expect(page.rows).toHaveLength(1)
    expect(page.rows[0]).toMatchObject({ id, source: 'Salon' })
    expect(page.canConvert).toBe(true)
    // The list as a CSV file: the client file's, narrowed to the prospects found.
    expect(page.exportTo).toBe(
      '/resources/sales-export?q=Prospect-Salon&pipe=prospect&sort=-createdAt&list=clients',
    )
    const file = (await exportLoader({
      request: requestAs('owner', page.exportTo),
      params: {},
      context: {},
    })) as Response
    const [, ...lines] = (await file.text()).trimEnd().split('\r\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('"Prospect-Salon"')
    const done = (await post(prospectsAction as Handler, 'owner', PROSPECTS, [
      ['intent', 'convert'],
      ['id', String(id)],
    ])) as Response
    expect(done.status).toBe(302)
    const [row] = await (await db()).select().from(clients).where(eq(clients.id, id))
    expect(row.pipe).toBe('client')
    expect(row.source).toBe('salon')
    expect(row.convertedAt).toBeInstanceOf(Date)
  })

  it('redirects the CRM pages of a shop whose crm module is off', async () => {
    const [shop] = await (await db())
      .select({ id: shops.id, integration: shops.integration })
      .from(shops)
      .where(eq(shops.code, 'SOURCE'))
    const setCrm = async (active: boolean) =>
      (await db())
        .update(shops)
        .set({ integration: { ...shop.integration, crm: { active } } })
        .where(eq(shops.id, shop.id))
    await setCrm(false)
    try {
      for (const [handler, path] of [
        [loader, PATH],
        [prospectsLoader, '/dashboard/clients/prospection'],
      ] as const) {
        const refused = await handler({
          request: requestAs('owner', path),
          params: {},
          context: {},
        })
          .then(() => null)
          .catch((e: unknown) => e)
        expect(refused, path).toBeInstanceOf(Response)
        expect((refused as Response).status, path).toBe(302)
      }
    } finally {
      await setCrm(true)
    }
  })

  it('takes the public contact form without a session and refuses a bad one in French', async () => {
    const [shop] = await (await db())
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.code, 'SOURCE'))
    const path = `/contact/${shop.id}`
    const send = (fields: [string, string][]) =>
      contactAction({
        request: requestAs('anonymous', path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        params: { shopId: String(shop.id) },
        context: {},
      }) as Promise<{
        data: { sent: string | null; result: unknown }
        init: { status: number } | null
      }>
    const refused = await send([
      ['name', 'Léa Formulaire'],
      ['email', 'lea.formulaire@example.test'],
      ['message', 'Bonjour'],
    ])
    expect(refused.init?.status).toBe(400)
    expect(JSON.stringify(refused.data.result)).toContain('Acceptez')
    const sent = await send([
      ['name', 'Léa Formulaire'],
      ['email', 'lea.formulaire@example.test'],
      ['phone', ''],
      ['message', 'Bonjour, vos vins sont-ils bio ?'],
      ['consent', 'on'],
      ['website', ''],
    ])
    expect(sent.data.sent).toMatch(/Merci/)
    const [row] = await (await db())
      .select()
      .from(clients)
      .where(eq(clients.email, 'lea.formulaire@example.test'))
    expect(row).toMatchObject({ shopId: shop.id, pipe: 'prospect', source: 'contactForm' })
  })
})
