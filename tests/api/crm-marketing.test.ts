/**
 * Issue 17 §3 through the API: marketing lists (GET|POST /v1/crm/lists, GET|PUT|DELETE
 * /v1/crm/lists/{id}, their members and members.csv), mail models (GET|POST /v1/crm/models, GET|PUT|DELETE
 * /v1/crm/models/{id}, preview, test send) and the campaigns' sender (GET|PUT
 * /v1/settings/campaigns). Refused without createList or createModel, to buyers, without the
 * campaigns module; another shop's list or model is 404; bad input is 400 and writes nothing; an
 * agent sees only the members they follow; hostile HTML is sanitised; a dynamic list follows a
 * client who changes; the test mail goes through the job queue to the outbox.
 */
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmJobs } from '#app/modules/crm/api/models'
import { runDueJobs } from '#app/platform/api/jobs'
import { clients, crmLists, crmModels, jobs, mailOutbox } from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'
import { readCsv } from './csv-file'
import { call, userIdOf } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'
import { withIamRights, withModuleOff } from './sales-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
let agentId: number
const ids = { bordeaux: 0, lyon: 0, agents: 0, martin: 0 }

const addClient = async (shopId: number, values: Partial<typeof clients.$inferInsert>) =>
  (
    await t.database.db
      .insert(clients)
      .values({ shopId, lastname: 'Sans-nom', ...values })
      .returning({ id: clients.id })
  )[0].id

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  agentId = await userIdOf(t, 'agent@caveau.test')
  ids.bordeaux = await addClient(source, {
    firstname: 'Élodie',
    lastname: 'Marketing-Lambert',
    typology: 'particulier',
    billingAddress: { street: '1 rue', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
  })
  ids.lyon = await addClient(source, {
    firstname: 'Thomas',
    lastname: 'Marketing-Girard',
    billingAddress: { street: '2 rue', zipcode: '69007', city: 'Lyon', country: 'FR' },
  })
  ids.agents = await addClient(source, {
    firstname: 'Jean',
    lastname: 'Marketing-Suivi',
    agentId,
    billingAddress: { street: '3 rue', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
  })
  ids.martin = await addClient(martin, { lastname: 'Marketing-Martin' })
})
afterAll(() => t.close())

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token?: string) => send('GET', path, token)
const countOf = async (table: typeof crmLists | typeof crmModels | typeof jobs) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0].n)
const memberIds = (body: { members: { id: number }[] }) => body.members.map((m) => m.id).sort()

const standard = (over: Record<string, unknown> = {}) => ({
  kind: 'standard',
  name: 'Vendanges',
  subject: 'Bonjour {{prenom}}',
  title: 'Les vendanges chez {{boutique}}',
  body: 'Chère {{prenom}} {{nom}},\nvenez goûter.',
  buttonLabel: 'Réserver',
  buttonLink: 'https://domaine.test/reserver',
  ...over,
})

describe('lists', () => {
  it('refuses the signed-out, buyers, and a collaborator without createList (nothing written)', async () => {
    expect((await get('/v1/crm/lists')).status).toBe(401)
    expect((await get('/v1/crm/lists', tokens.buyer)).status).toBe(403)
    const before = await countOf(crmLists)
    const body = { name: 'Interdite', type: 'static' }
    await withIamRights(t, source, { createList: false }, async () => {
      expect((await send('POST', '/v1/crm/lists', tokens.iam, body)).status).toBe(403)
    })
    expect((await send('POST', '/v1/crm/lists', tokens.agent, body)).status).toBe(403)
    expect(await countOf(crmLists)).toBe(before)
  })

  it('refuses bad input in French, writing nothing', async () => {
    const before = await countOf(crmLists)
    const bad = [
      { name: '', type: 'static' },
      { name: 'Sans filtre', type: 'dynamic' },
      { name: 'Type', type: 'other' },
      { name: 'Filtre faux', type: 'dynamic', filters: { department: '99' } },
      { name: 'Clé inconnue', type: 'dynamic', filters: { color: 'red' } },
    ]
    for (const body of bad) {
      const res = await send('POST', '/v1/crm/lists', tokens.owner, body)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/[a-zé]/)
    }
    const noFilter = await send('POST', '/v1/crm/lists', tokens.owner, bad[1])
    expect(noFilter.body.errors.filters).toEqual(['Une liste dynamique garde au moins un filtre.'])
    expect(await countOf(crmLists)).toBe(before)
  })

  it('keeps a static list of picked clients, each member within reach, and another shop 404', async () => {
    const created = await send('POST', '/v1/crm/lists', tokens.owner, {
      name: 'Fidèles',
      type: 'static',
    })
    expect(created.status).toBe(201)
    const id = created.body.list.id
    for (const clientId of [ids.bordeaux, ids.agents])
      expect(
        (await send('POST', `/v1/crm/lists/${id}/members`, tokens.owner, { clientId })).status,
      ).toBe(200)
    // Another shop's client is not reached: 404, nothing added.
    const foreign = await send('POST', `/v1/crm/lists/${id}/members`, tokens.owner, {
      clientId: ids.martin,
    })
    expect(foreign.status).toBe(404)
    const read = await get(`/v1/crm/lists/${id}`, tokens.owner)
    expect(read.body.list.count).toBe(2)
    expect(memberIds(read.body)).toEqual([ids.bordeaux, ids.agents].sort())
    // The agent sees only the member they follow; iam-limited (no seeAllClient) follows none.
    const agent = await get(`/v1/crm/lists/${id}`, tokens.agent)
    expect(memberIds(agent.body)).toEqual([ids.agents])
    expect(agent.body.list.count).toBe(1)
    const limited = await get(`/v1/crm/lists/${id}`, tokens.iamLimited)
    expect(limited.body.members).toEqual([])
    // Another shop's owner: 404 on the list and its members.
    expect((await get(`/v1/crm/lists/${id}`, tokens.owner2)).status).toBe(404)
    expect(
      (await send('DELETE', `/v1/crm/lists/${id}/members/${ids.bordeaux}`, tokens.owner2)).status,
    ).toBe(404)
    const removed = await send(
      'DELETE',
      `/v1/crm/lists/${id}/members/${ids.bordeaux}`,
      tokens.owner,
    )
    expect(removed.status).toBe(200)
    expect((await get(`/v1/crm/lists/${id}`, tokens.owner)).body.list.count).toBe(1)
    expect((await send('DELETE', `/v1/crm/lists/${id}`, tokens.owner2)).status).toBe(404)
    expect((await send('DELETE', `/v1/crm/lists/${id}`, tokens.owner)).status).toBe(200)
    expect((await get(`/v1/crm/lists/${id}`, tokens.owner)).status).toBe(404)
  })

  it('evaluates a dynamic list again whenever it is read', async () => {
    const created = await send('POST', '/v1/crm/lists', tokens.owner, {
      name: 'Girondins',
      type: 'dynamic',
      filters: { department: '33', q: 'Marketing' },
    })
    expect(created.status).toBe(201)
    const id = created.body.list.id
    expect(created.body.list.filters).toEqual({ department: '33', q: 'Marketing', sort: 'name' })
    expect(memberIds((await get(`/v1/crm/lists/${id}`, tokens.owner)).body)).toEqual(
      [ids.bordeaux, ids.agents].sort(),
    )
    // Thomas moves to Bordeaux: he is a member at the next read, with nothing else done.
    await t.database.db
      .update(clients)
      .set({
        billingAddress: { street: '9 quai', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
      })
      .where(eq(clients.id, ids.lyon))
    const after = await get(`/v1/crm/lists/${id}`, tokens.owner)
    expect(memberIds(after.body)).toEqual([ids.bordeaux, ids.lyon, ids.agents].sort())
    expect(
      (await get('/v1/crm/lists', tokens.owner)).body.lists.find((l: { id: number }) => l.id === id)
        .count,
    ).toBe(3)
    // A dynamic list takes no picked client.
    expect(
      (await send('POST', `/v1/crm/lists/${id}/members`, tokens.owner, { clientId: ids.lyon }))
        .status,
    ).toBe(400)
    const saved = await send('PUT', `/v1/crm/lists/${id}`, tokens.owner, {
      name: 'Lyonnais',
      filters: { q: 'Marketing-Girard' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.list.count).toBe(1)
  })

  it('exports a list’s members as CSV: a row per member within reach, a dynamic list evaluated then', async () => {
    const csv = (path: string, token?: string) => readCsv(t, path, token)
    const created = await send('POST', '/v1/crm/lists', tokens.owner, {
      name: 'Export',
      type: 'static',
    })
    const id = created.body.list.id
    for (const clientId of [ids.bordeaux, ids.agents])
      await send('POST', `/v1/crm/lists/${id}/members`, tokens.owner, { clientId })
    const file = await csv(`/v1/crm/lists/${id}/members.csv`, tokens.owner)
    expect(file.status).toBe(200)
    expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.res.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="membres-liste-${id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    )
    expect(file.bom).toEqual([0xef, 0xbb, 0xbf])
    // The clients export's layout, a row per member in the page's order.
    expect(file.header).toBe((await csv('/v1/clients/export.csv', tokens.owner)).header)
    const members = (await get(`/v1/crm/lists/${id}`, tokens.owner)).body.members
    expect(file.rows.map((r) => r.split(';')[0])).toEqual(
      members.map((m: { name: string }) => `"${m.name}"`),
    )
    expect(file.rows).toHaveLength(2)
    const columns = file.header.split(';')
    const lambert = file.rows.find((r) => r.includes('Marketing-Lambert'))!.split(';')
    expect(lambert[columns.indexOf('"Ville"')]).toBe('"Bordeaux"')
    // The agent: the member they follow only; a collaborator without seeAllClient: none.
    const agent = await csv(`/v1/crm/lists/${id}/members.csv`, tokens.agent)
    expect(agent.rows).toHaveLength(1)
    expect(agent.rows[0]).toContain('Marketing-Suivi')
    const limited = await csv(`/v1/crm/lists/${id}/members.csv`, tokens.iamLimited)
    expect([limited.status, limited.header, limited.rows]).toEqual([200, file.header, []])
    // Another shop, an unknown list, a page, a buyer, the signed-out.
    expect((await csv(`/v1/crm/lists/${id}/members.csv`, tokens.owner2)).status).toBe(404)
    expect((await csv('/v1/crm/lists/999999/members.csv', tokens.owner)).status).toBe(404)
    expect((await csv(`/v1/crm/lists/${id}/members.csv?page=2`, tokens.owner)).status).toBe(400)
    expect((await csv(`/v1/crm/lists/${id}/members.csv`, tokens.buyer)).status).toBe(403)
    expect((await csv(`/v1/crm/lists/${id}/members.csv`)).status).toBe(401)

    // A dynamic list: whoever matches its filters at the export's time.
    const dynamic = await send('POST', '/v1/crm/lists', tokens.owner, {
      name: 'Export dynamique',
      type: 'dynamic',
      filters: { q: 'Marketing-Export' },
    })
    const path = `/v1/crm/lists/${dynamic.body.list.id}/members.csv`
    const before = await csv(path, tokens.owner)
    expect([before.status, before.rows]).toEqual([200, []])
    await addClient(source, { firstname: 'Inès', lastname: 'Marketing-Export' })
    const after = await csv(path, tokens.owner)
    expect(after.rows).toHaveLength(1)
    expect(after.rows[0]).toContain('Marketing-Export')
  })

  it('refuses the lists when the shop has the campaigns module off', async () => {
    await withModuleOff(t, source, 'campaigns', async () => {
      expect((await get('/v1/crm/lists', tokens.owner)).status).toBe(403)
      expect((await get('/v1/crm/models', tokens.owner)).status).toBe(403)
      expect((await t.request('/v1/crm/lists/1/members.csv', { token: tokens.owner })).status).toBe(
        403,
      )
    })
  })
})

describe('models', () => {
  it('refuses a collaborator without createModel, agents and bad input, writing nothing', async () => {
    const before = await countOf(crmModels)
    await withIamRights(t, source, { createModel: false }, async () => {
      expect((await send('POST', '/v1/crm/models', tokens.iam, standard())).status).toBe(403)
    })
    expect((await get('/v1/crm/models', tokens.agent)).status).toBe(403)
    for (const body of [
      standard({ subject: '' }),
      standard({ buttonLink: 'javascript:alert(1)' }),
      standard({ buttonLink: null }),
      { kind: 'advanced', name: 'Vide', subject: 'Rien', html: '<script>alert(1)</script>' },
      { kind: 'other', name: 'X', subject: 'Y' },
    ]) {
      const res = await send('POST', '/v1/crm/models', tokens.owner, body)
      expect(res.status).toBe(400)
    }
    const noLink = await send(
      'POST',
      '/v1/crm/models',
      tokens.owner,
      standard({ buttonLink: null }),
    )
    expect(noLink.body.errors.buttonLink[0]).toMatch(/adresse du bouton/)
    expect(await countOf(crmModels)).toBe(before)
  })

  it('sanitises an advanced model’s hostile HTML and keeps the editor’s formatting', async () => {
    const res = await send('POST', '/v1/crm/models', tokens.owner, {
      kind: 'advanced',
      name: 'Primeurs',
      subject: 'Primeurs pour {{prenom}}',
      html:
        '<h2>Bonjour {{prenom}}</h2><p style="font-size: 24px" onclick="steal()">Nos <a href="javascript:alert(1)">primeurs</a></p>' +
        '<img src=x onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.test"></iframe>',
    })
    expect(res.status).toBe(201)
    const html: string = res.body.model.html
    expect(html).toContain('<h2>Bonjour {{prenom}}</h2>')
    expect(html).toContain('font-size: 24px')
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'iframe'])
      expect(html).not.toContain(bad)
    const [row] = await t.database.db
      .select()
      .from(crmModels)
      .where(eq(crmModels.id, res.body.model.id))
    expect(row.html).toBe(html)
  })

  it('previews a model with a client’s dynamic fields escaped, and test-sends it through the queue', async () => {
    await t.database.db
      .update(clients)
      .set({ firstname: '<b>Élodie</b>' })
      .where(eq(clients.id, ids.bordeaux))
    const created = await send('POST', '/v1/crm/models', tokens.owner, standard())
    expect(created.status).toBe(201)
    const id = created.body.model.id
    const preview = await get(`/v1/crm/models/${id}/preview?clientId=${ids.bordeaux}`, tokens.owner)
    expect(preview.status).toBe(200)
    expect(preview.body.sample.id).toBe(ids.bordeaux)
    expect(preview.body.mail.subject).toBe('Bonjour <b>Élodie</b>')
    expect(preview.body.mail.html).toContain('Les vendanges chez Domaine de la Source')
    expect(preview.body.mail.html).toContain('&lt;b&gt;Élodie&lt;/b&gt; Marketing-Lambert')
    expect(preview.body.mail.html).toContain('href="https://domaine.test/reserver"')
    expect(preview.body.mail.text).toContain('Réserver (https://domaine.test/reserver)')
    // A client out of reach: 404 (the agent does not follow Élodie; another shop's client).
    expect(
      (await get(`/v1/crm/models/${id}/preview?clientId=${ids.martin}`, tokens.owner)).status,
    ).toBe(404)
    expect((await get(`/v1/crm/models/${id}`, tokens.owner2)).status).toBe(404)
    expect((await send('PUT', `/v1/crm/models/${id}`, tokens.owner2, standard())).status).toBe(404)

    const jobsBefore = await countOf(jobs)
    const sent = await send(
      'POST',
      `/v1/crm/models/${id}/test-send?clientId=${ids.bordeaux}`,
      tokens.owner,
    )
    expect(sent.status).toBe(202)
    expect(await countOf(jobs)).toBe(jobsBefore + 1)
    // Nothing in the outbox before the queue runs it.
    const subject = '[Test] Bonjour <b>Élodie</b>'
    const outbox = () =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} = ${subject}`)
    expect(await outbox()).toEqual([])
    await runDueJobs(t.deps, crmJobs, { now: new Date('2100-01-01T00:00:00Z') })
    const [mail] = await outbox()
    expect(mail.to).toBe('owner@caveau.test')
    expect(mail.html).toContain('Les vendanges chez Domaine de la Source')
    await withIamRights(t, source, { createModel: false }, async () => {
      expect((await send('POST', `/v1/crm/models/${id}/test-send`, tokens.iam)).status).toBe(403)
    })
    expect((await send('DELETE', `/v1/crm/models/${id}`, tokens.owner)).status).toBe(200)
    expect((await get(`/v1/crm/models/${id}`, tokens.owner)).status).toBe(404)
  })
})

describe('campaigns settings', () => {
  it('reads the shop’s defaults, saves as the owner only, refuses bad input in French', async () => {
    const read = await get('/v1/settings/campaigns', tokens.iam)
    expect(read.status).toBe(200)
    expect(read.body.campaigns.senderName).toBe('Domaine de la Source')
    const body = {
      senderName: 'Claire du Domaine',
      senderEmail: 'claire@domaine-source.test',
      replyTo: null,
      signature: 'Claire Fontaine\nDomaine de la Source',
    }
    expect((await send('PUT', '/v1/settings/campaigns', tokens.iam, body)).status).toBe(403)
    const bad = await send('PUT', '/v1/settings/campaigns', tokens.owner, {
      ...body,
      senderEmail: 'pas-un-mail',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.senderEmail).toEqual(['Le mail est incorrect'])
    expect((await get('/v1/settings/campaigns', tokens.owner)).body.campaigns.senderName).toBe(
      'Domaine de la Source',
    )
    const saved = await send('PUT', '/v1/settings/campaigns', tokens.owner, body)
    expect(saved.status).toBe(200)
    expect(saved.body.campaigns).toMatchObject(body)
    expect((await get('/v1/settings/campaigns', tokens.owner2)).body.campaigns.senderName).toBe(
      'Maison Martin',
    )
  })
})
