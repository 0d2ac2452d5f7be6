/**
 * The marketing pages as a browser without JavaScript uses them (issue 17 §3): a static list made
 * from its form (a refusal on its fields writes nothing), a client found through the clients
 * list's search and added, its members downloaded as CSV ('Exporter en CSV'), then removed; a standard model made, previewed with a client of the
 * shop and sent to oneself through the job queue; an advanced model's hostile HTML cleaned; the
 * settings' 'Campagnes' tab saved. An agent is kept out; a collaborator without createList is
 * kept off the add page and refused a replayed form without being signed out.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { count, eq } from 'drizzle-orm'
import {
  action as addListAction,
  loader as addListLoader,
} from '#app/routes/dashboard.crm.lists.add'
import { action as listAction, loader as listLoader } from '#app/routes/dashboard.crm.lists.$id'
import { loader as listsLoader } from '#app/routes/dashboard.crm.lists._index'
import { loader as campaignsLoader } from '#app/routes/dashboard.crm.campaigns._index'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { exportStatus } from './export-status'
import { action as addModelAction } from '#app/routes/dashboard.crm.models.add'
import { action as advancedAction } from '#app/routes/dashboard.crm.models.advanced'
import { loader as modelsLoader } from '#app/routes/dashboard.crm.models._index'
import {
  action as modelAction,
  loader as modelLoader,
} from '#app/routes/dashboard.crm.models.$id.standard'
import { loader as advancedLoader } from '#app/routes/dashboard.crm.models.$id.advanced'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/dashboard.settings'
import { getRuntime } from '#app/platform/api/runtime.server'
import {
  clients,
  crmListMembers,
  crmLists,
  crmModels,
  jobs,
  shopMembers,
  shops,
  users,
} from '#app/platform/db/schema'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const countOf = async (
  table: typeof crmLists | typeof crmListMembers | typeof crmModels | typeof jobs,
) => Number((await (await db()).select({ n: count() }).from(table))[0].n)

type Handler = (args: LoaderFunctionArgs) => unknown
async function run(
  handler: Handler,
  as: DemoAccount,
  path: string,
  params: Record<string, string> = {},
  fields?: Record<string, string>,
) {
  const init = fields
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }
    : undefined
  try {
    return (await handler({ request: requestAs(as, path, init), params, context: {} })) as any
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

let clientId = 0
beforeAll(async () => {
  const d = await db()
  const [shop] = await d.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
  ;[{ id: clientId }] = await d
    .insert(clients)
    .values({
      shopId: shop.id,
      firstname: 'Camille',
      lastname: 'Rousseau-Pages',
      email: 'camille.rousseau@exemple.test',
      billingAddress: {
        street: '14 rue des Tanneurs',
        zipcode: '67000',
        city: 'Strasbourg',
        country: 'FR',
      },
    })
    .returning({ id: clients.id })
})

describe('lists (no JavaScript)', () => {
  it('keeps agents out of the marketing pages', async () => {
    const res = (await run(listsLoader, 'agent', '/dashboard/crm/lists')) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard')
  })

  it('links the lists’, models’ and campaigns’ indexes to their CSV files', async () => {
    const indexes = [
      { loader: listsLoader, path: '/dashboard/crm/lists', list: 'lists', file: 'listes' },
      {
        loader: modelsLoader,
        path: '/dashboard/crm/models',
        list: 'models',
        file: 'modeles-de-mail',
      },
      {
        loader: campaignsLoader,
        path: '/dashboard/crm/campaigns',
        list: 'campaigns',
        file: 'campagnes',
      },
    ]
    for (const index of indexes) {
      const page = await run(index.loader, 'owner', index.path)
      expect(page.exportTo).toBe(`/resources/sales-export?list=${index.list}`)
      const file = (await run(exportLoader, 'owner', page.exportTo)) as Response
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${index.file}-`),
      )
      // Seeded: two lists, two models, two campaigns.
      expect((await file.text()).trimEnd().split('\r\n').length).toBeGreaterThanOrEqual(3)
    }
    // The agent: not the models' or campaigns' (a 403 here, not the provider's).
    expect(await exportStatus('agent', 'models', '')).toBe(403)
    expect(await exportStatus('agent', 'campaigns', '')).toBe(403)
    expect(await exportStatus('buyer', 'lists', '')).toBe(302)
  })

  it('answers 404 for the members’ CSV of an unknown list, and sends a buyer home', async () => {
    for (const query of ['id=999999', 'id=0', ''])
      expect(await exportStatus('owner', 'list-members', query)).toBe(404)
    expect(await exportStatus('buyer', 'list-members', 'id=1')).toBe(302)
  })

  it('refuses a bad list form on its fields, then makes a static list and adds a found client', async () => {
    const before = await countOf(crmLists)
    const bad = await run(
      addListAction,
      'owner',
      '/dashboard/crm/lists/add',
      {},
      { name: '', type: 'dynamic' },
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.name).toEqual(['Donnez un nom à la liste.'])
    const noFilter = await run(
      addListAction,
      'owner',
      '/dashboard/crm/lists/add',
      {},
      {
        name: 'Sans filtre',
        type: 'dynamic',
      },
    )
    expect(noFilter.data.result.error.q).toEqual(['Une liste dynamique garde au moins un filtre.'])
    expect(await countOf(crmLists)).toBe(before)
    expect((await run(addListLoader, 'owner', '/dashboard/crm/lists/add')).title).toBe(
      'Nouvelle liste',
    )

    const made = (await run(
      addListAction,
      'owner',
      '/dashboard/crm/lists/add',
      {},
      { name: 'Salon de Strasbourg', type: 'static' },
    )) as Response
    expect(made.status).toBe(302)
    const path = made.headers.get('location')!
    const id = path.split('/').pop()!
    expect(path).toBe(`/dashboard/crm/lists/${id}`)
    const found = await run(listLoader, 'owner', `${path}?q=Rousseau-Pages`, { id })
    expect(found.total).toBe(0)
    expect(found.found).toEqual([expect.objectContaining({ id: clientId, member: false })])
    const added = (await run(
      listAction,
      'owner',
      path,
      { id },
      { intent: 'add', clientId: String(clientId), redirectTo: `${path}?q=Rousseau-Pages` },
    )) as Response
    expect(added.headers.get('location')).toBe(`${path}?q=Rousseau-Pages`)
    const page = await run(listLoader, 'owner', path, { id })
    expect(page.total).toBe(1)
    expect(page.members[0]).toMatchObject({ name: 'Camille Rousseau-Pages', city: 'Strasbourg' })
    // Its members as a CSV file, in the clients export's layout.
    expect(page.exportTo).toBe(`/resources/sales-export?list=list-members&id=${id}`)
    const file = (await run(exportLoader, 'owner', page.exportTo)) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="membres-liste-${id}-`),
    )
    const [header, ...rows] = (await file.text()).trimEnd().split('\r\n')
    expect(header.split(';').slice(0, 1)).toEqual(['"Client"'])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('"camille.rousseau@exemple.test"')
    expect(rows[0]).toContain('"Strasbourg"')
    const lists = await run(listsLoader, 'owner', '/dashboard/crm/lists')
    expect(lists.lists.find((l: { id: number }) => l.id === Number(id))).toMatchObject({ count: 1 })
    await run(listAction, 'owner', path, { id }, { intent: 'remove', clientId: String(clientId) })
    expect((await run(listLoader, 'owner', path, { id })).total).toBe(0)
  })

  it('keeps a collaborator without createList off the add page, and refuses a replayed form', async () => {
    const d = await db()
    const [iam] = await d
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'iam@caveau.test'))
    const where = eq(shopMembers.userId, iam.id)
    const [member] = await d.select().from(shopMembers).where(where)
    const [list] = await d.select().from(crmLists).limit(1)
    await d
      .update(shopMembers)
      .set({ authorizations: { ...member.authorizations, createList: false } })
      .where(where)
    try {
      const page = (await run(addListLoader, 'iam', '/dashboard/crm/lists/add')) as Response
      expect(page.headers.get('location')).toBe('/dashboard')
      const read = await run(listLoader, 'iam', `/dashboard/crm/lists/${list.id}`, {
        id: String(list.id),
      })
      expect(read.canEdit).toBe(false)
      // Reading the list is enough to export it.
      expect(read.exportTo).toBe(`/resources/sales-export?list=list-members&id=${list.id}`)
      const before = await countOf(crmListMembers)
      const replay = (await run(
        listAction,
        'iam',
        `/dashboard/crm/lists/${list.id}`,
        { id: String(list.id) },
        { intent: 'add', clientId: String(clientId) },
      )) as Response
      expect(replay.status).toBe(302)
      expect(replay.headers.get('location')).toBe(`/dashboard/crm/lists/${list.id}`)
      expect(await countOf(crmListMembers)).toBe(before)
    } finally {
      await d.update(shopMembers).set({ authorizations: member.authorizations }).where(where)
    }
  })
})

describe('models (no JavaScript)', () => {
  const standard = {
    intent: 'save',
    name: 'Portes ouvertes',
    subject: 'Bonjour {{prenom}}',
    title: 'Portes ouvertes chez {{boutique}}',
    body: 'Bonjour {{prenom}} {{nom}},\nnous vous attendons.',
    buttonLabel: 'Je viens',
    buttonLink: 'https://domaine-source.test/portes-ouvertes',
  }

  it('makes a standard model, previews it with a client, and sends a test through the queue', async () => {
    const before = await countOf(crmModels)
    const bad = await run(
      addModelAction,
      'owner',
      '/dashboard/crm/models/add',
      {},
      { ...standard, buttonLink: 'pas un lien' },
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.buttonLink).toEqual(["L'url n'est pas valide"])
    expect(await countOf(crmModels)).toBe(before)

    const made = (await run(
      addModelAction,
      'owner',
      '/dashboard/crm/models/add',
      {},
      standard,
    )) as Response
    const path = made.headers.get('location')!
    const id = path.split('/').at(-2)!
    expect(path).toBe(`/dashboard/crm/models/${id}/standard`)
    const page = await run(modelLoader, 'owner', path, { id })
    expect(page.preview.sample).toBe('Camille Rousseau-Pages')
    expect(page.preview.subject).toBe('Bonjour Camille')
    expect(page.preview.html).toContain('Portes ouvertes chez Domaine de la Source')
    expect(page.preview.html).toContain('Bonjour Camille Rousseau-Pages')
    expect(page.values.buttonLabel).toBe('Je viens')
    const list = await run(modelsLoader, 'owner', '/dashboard/crm/models')
    expect(list.models.map((m: { href: string }) => m.href)).toContain(path)

    const queued = await countOf(jobs)
    const sent = (await run(modelAction, 'owner', path, { id }, { intent: 'test' })) as Response
    expect(sent.headers.get('location')).toBe(path)
    expect(await countOf(jobs)).toBe(queued + 1)
    // The other kind's URL leads to the model's own page.
    const other = (await run(advancedLoader, 'owner', `/dashboard/crm/models/${id}/advanced`, {
      id,
    })) as Response
    expect(other.headers.get('location')).toBe(path)
  })

  it('cleans an advanced model’s hostile HTML', async () => {
    const made = (await run(
      advancedAction,
      'owner',
      '/dashboard/crm/models/advanced',
      {},
      {
        intent: 'save',
        name: 'Primeurs',
        subject: 'Les primeurs',
        html: '<h2>Bonjour {{prenom}}</h2><p onmouseover="steal()">Nos primeurs</p><script>alert(1)</script>',
      },
    )) as Response
    const path = made.headers.get('location')!
    const id = path.split('/').at(-2)!
    const page = await run(advancedLoader, 'owner', path, { id })
    expect(page.values.html).toBe('<h2>Bonjour {{prenom}}</h2><p>Nos primeurs</p>')
    expect(page.preview.html).toBe('<h2>Bonjour Camille</h2><p>Nos primeurs</p>')
  })
})

describe('the campaigns settings tab (no JavaScript)', () => {
  it('shows the sender and saves it, refusing a bad address on its field', async () => {
    const tab = await run(settingsLoader, 'owner', '/dashboard/settings?link=campaigns')
    expect(tab.active.link).toBe('campaigns')
    expect(tab.campaigns).toMatchObject({ senderName: 'Domaine de la Source', editable: true })
    const fields = {
      intent: 'campaigns',
      senderName: 'Claire du Domaine',
      senderEmail: 'claire@domaine-source.test',
      replyTo: '',
      signature: 'Claire Fontaine',
    }
    const bad = await run(
      settingsAction,
      'owner',
      '/dashboard/settings?link=campaigns',
      {},
      { ...fields, replyTo: 'faux' },
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.replyTo).toEqual(['Le mail est incorrect'])
    const saved = (await run(
      settingsAction,
      'owner',
      '/dashboard/settings?link=campaigns',
      {},
      fields,
    )) as Response
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=campaigns')
    const after = await run(settingsLoader, 'iam', '/dashboard/settings?link=campaigns')
    expect(after.campaigns).toMatchObject({
      senderName: 'Claire du Domaine',
      replyTo: null,
      editable: false,
    })
  })
})
