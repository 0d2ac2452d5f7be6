/**
 * Issue 17 §1, prospecting and opportunities through the API: GET|POST /v1/opportunities,
 * GET|PUT|DELETE /v1/opportunities/{id}, GET /v1/opportunities/options, GET|PUT
 * /v1/opportunities/stages, PUT /v1/clients/{id}/conversion. Refused to the signed-out and buyers;
 * createClient and seeAllClient of a collaborator's map decide what they write and see; an agent
 * reaches only the opportunities of the clients they follow; another shop's is 404; bad input
 * writes nothing.
 */
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clients,
  notifications,
  opportunities,
  opportunityStages,
  shops,
} from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
const ids = { owner: 0, iam: 0, agent: 0 }
let ownClient: number
let agentClient: number
let prospect: number
let martinClient: number
let stages: { id: number; name: string; kind: string }[]

const addClient = async (
  shopId: number,
  lastname: string,
  over: Partial<typeof clients.$inferInsert> = {},
) =>
  (
    await t.database.db
      .insert(clients)
      .values({ shopId, lastname, ...over })
      .returning({ id: clients.id })
  )[0].id

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token?: string) => send('GET', path, token)
const countClients = async () =>
  Number((await t.database.db.select({ n: count() }).from(clients))[0].n)
const countRows = async () =>
  Number((await t.database.db.select({ n: count() }).from(opportunities))[0].n)

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  for (const who of Object.keys(ids) as (keyof typeof ids)[])
    ids[who] = await userIdOf(t, `${who}@caveau.test`)
  ownClient = await addClient(source, 'Pipeline-Source')
  agentClient = await addClient(source, 'Pipeline-Agent', { agentId: ids.agent })
  prospect = await addClient(source, 'Pipeline-Prospect', {
    pipe: 'prospect',
    source: 'salon',
    agentId: ids.agent,
  })
  martinClient = await addClient(martin, 'Pipeline-Martin')
  stages = (await get('/v1/opportunities/stages', tokens.owner)).body.stages
})
afterAll(() => t.close())

const opportunity = (over: Record<string, unknown> = {}) => ({
  title: 'Carte des vins du restaurant',
  clientId: ownClient,
  amountCents: 125_050,
  probability: 40,
  expectedDate: '2026-04-15',
  ownerId: ids.iam,
  stageId: stages[0].id,
  ...over,
})

describe('stages', () => {
  it('gives a shop without stages the defaults, once', async () => {
    expect(stages.map((s) => [s.name, s.kind])).toEqual([
      ['Qualification', 'open'],
      ['Proposition', 'open'],
      ['Négociation', 'open'],
      ['Gagnée', 'won'],
      ['Perdue', 'lost'],
    ])
    const again = await get('/v1/opportunities/stages', tokens.agent)
    expect(again.body.stages.map((s: { id: number }) => s.id)).toEqual(stages.map((s) => s.id))
    const rows = await t.database.db
      .select({ n: count() })
      .from(opportunityStages)
      .where(eq(opportunityStages.shopId, source))
    expect(Number(rows[0].n)).toBe(5)
  })

  it('renames, adds and reorders; refuses bad lists, a stage in use and the narrowed', async () => {
    const list = stages.map(({ id, name, kind }) => ({ id, name, kind }))
    const body = {
      stages: [...list.slice(0, 3), { name: 'Échantillons', kind: 'open' }, ...list.slice(3)],
    }
    expect((await send('PUT', '/v1/opportunities/stages', tokens.iamLimited, body)).status).toBe(
      403,
    )
    expect((await send('PUT', '/v1/opportunities/stages', tokens.agent, body)).status).toBe(403)
    for (const bad of [
      { stages: [] },
      { stages: [{ name: 'A', kind: 'won' }] },
      {
        stages: [
          { name: 'A', kind: 'open' },
          { name: 'a', kind: 'open' },
        ],
      },
      { stages: [{ name: '', kind: 'open' }] },
      { stages: [{ name: 'A', kind: 'maybe' }] },
      { stages: [{ id: 999_999, name: 'A', kind: 'open' }] },
    ]) {
      const refused = await send('PUT', '/v1/opportunities/stages', tokens.owner, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(refused.body.message).toMatch(/[éèà’]|étape|Paramètre|invalide/i)
    }
    const saved = await send('PUT', '/v1/opportunities/stages', tokens.owner, body)
    expect(saved.status).toBe(200)
    expect(saved.body.stages.map((s: { name: string }) => s.name)).toEqual([
      'Qualification',
      'Proposition',
      'Négociation',
      'Échantillons',
      'Gagnée',
      'Perdue',
    ])
    stages = saved.body.stages
    // A stage holding an opportunity cannot go.
    const held = await send(
      'POST',
      '/v1/opportunities',
      tokens.owner,
      opportunity({ stageId: stages[3].id }),
    )
    expect(held.status).toBe(201)
    const without = {
      stages: stages.filter((_, i) => i !== 3).map(({ id, name, kind }) => ({ id, name, kind })),
    }
    const refused = await send('PUT', '/v1/opportunities/stages', tokens.owner, without)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('« Échantillons »')
    await send('DELETE', `/v1/opportunities/${held.body.opportunity.id}`, tokens.owner)
    const removed = await send('PUT', '/v1/opportunities/stages', tokens.owner, without)
    expect(removed.status).toBe(200)
    stages = removed.body.stages
    expect(stages).toHaveLength(5)
  })
})

describe('opportunities', () => {
  it('creates, reads, moves and deletes for the owner; other shop 404', async () => {
    const created = await send('POST', '/v1/opportunities', tokens.owner, opportunity())
    expect(created.status).toBe(201)
    const o = created.body.opportunity
    expect(o).toMatchObject({
      title: 'Carte des vins du restaurant',
      amountCents: 125_050,
      probability: 40,
      weightedCents: 50_020,
      expectedDate: '2026-04-15',
      client: { id: ownClient, prospect: false },
      owner: { id: ids.iam },
      stage: { id: stages[0].id, name: 'Qualification', kind: 'open' },
      quote: null,
    })
    const moved = await send('PUT', `/v1/opportunities/${o.id}`, tokens.iam, {
      stageId: stages[2].id,
    })
    expect(moved.status).toBe(200)
    expect(moved.body.message).toBe('L’opportunité a changé d’étape.')
    expect(moved.body.opportunity.stage.name).toBe('Négociation')
    const list = await get(`/v1/opportunities?stageId=${stages[2].id}`, tokens.owner)
    expect(list.body.opportunities.map((x: { id: number }) => x.id)).toContain(o.id)
    expect(list.body.stages).toHaveLength(5)
    // Maison Martin's owner neither sees nor touches it.
    expect((await get(`/v1/opportunities/${o.id}`, tokens.owner2)).status).toBe(404)
    expect(
      (await send('PUT', `/v1/opportunities/${o.id}`, tokens.owner2, { probability: 1 })).status,
    ).toBe(404)
    expect((await send('DELETE', `/v1/opportunities/${o.id}`, tokens.owner2)).status).toBe(404)
    expect(
      (await get('/v1/opportunities', tokens.owner2)).body.opportunities.map(
        (x: { id: number }) => x.id,
      ),
    ).not.toContain(o.id)
    // Nor may Source use Martin's client or stages.
    expect(
      (
        await send(
          'POST',
          '/v1/opportunities',
          tokens.owner,
          opportunity({ clientId: martinClient }),
        )
      ).status,
    ).toBe(400)
    const martinStages = (await get('/v1/opportunities/stages', tokens.owner2)).body.stages
    const foreign = await send('PUT', `/v1/opportunities/${o.id}`, tokens.owner, {
      stageId: martinStages[0].id,
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe('Cette étape n’existe pas dans votre pipeline.')
    expect((await send('DELETE', `/v1/opportunities/${o.id}`, tokens.owner)).status).toBe(200)
    expect((await get(`/v1/opportunities/${o.id}`, tokens.owner)).status).toBe(404)
  })

  it('refuses bad input with a French message and writes nothing', async () => {
    const before = await countRows()
    for (const bad of [
      opportunity({ title: '' }),
      opportunity({ probability: 101 }),
      opportunity({ amountCents: -1 }),
      opportunity({ amountCents: 12.5 }),
      opportunity({ expectedDate: '2026-02-30' }),
      opportunity({ ownerId: await userIdOf(t, 'buyer@caveau.test') }),
      opportunity({ ownerId: await userIdOf(t, 'owner2@caveau.test') }),
      opportunity({ stageId: 999_999 }),
      opportunity({ extra: true }),
    ]) {
      const refused = await send('POST', '/v1/opportunities', tokens.owner, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(typeof refused.body.message).toBe('string')
    }
    expect(await countRows()).toBe(before)
  })

  it('keeps agents and narrowed collaborators to the clients they follow', async () => {
    const mine = await send(
      'POST',
      '/v1/opportunities',
      tokens.agent,
      opportunity({ clientId: agentClient, ownerId: ids.agent }),
    )
    expect(mine.status).toBe(201)
    const theirs = await send('POST', '/v1/opportunities', tokens.owner, opportunity())
    const other = theirs.body.opportunity.id
    // The agent does not follow ownClient: neither creating on it nor reading its opportunity.
    expect(
      (await send('POST', '/v1/opportunities', tokens.agent, opportunity({ ownerId: ids.agent })))
        .status,
    ).toBe(400)
    expect((await get(`/v1/opportunities/${other}`, tokens.agent)).status).toBe(404)
    expect(
      (await send('PUT', `/v1/opportunities/${other}`, tokens.agent, { stageId: stages[1].id }))
        .status,
    ).toBe(404)
    expect((await send('DELETE', `/v1/opportunities/${other}`, tokens.agent)).status).toBe(404)
    const seen = (await get('/v1/opportunities', tokens.agent)).body.opportunities.map(
      (x: { id: number }) => x.id,
    )
    expect(seen).toContain(mine.body.opportunity.id)
    expect(seen).not.toContain(other)
    // iam-limited is denied seeAllClient: follows no client here, so sees none of these.
    const limited = (await get('/v1/opportunities', tokens.iamLimited)).body.opportunities.map(
      (x: { id: number }) => x.id,
    )
    expect(limited).not.toContain(other)
    expect(limited).not.toContain(mine.body.opportunity.id)
    expect((await get(`/v1/opportunities/${other}`, tokens.iamLimited)).status).toBe(404)
    // The owner and a collaborator with seeAllClient see both.
    const all = (await get('/v1/opportunities', tokens.iam)).body.opportunities.map(
      (x: { id: number }) => x.id,
    )
    expect(all).toEqual(expect.arrayContaining([other, mine.body.opportunity.id]))
    const options = await get('/v1/opportunities/options', tokens.agent)
    expect(options.body.clients.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([agentClient, prospect]),
    )
    expect(options.body.clients.map((c: { id: number }) => c.id)).not.toContain(ownClient)
  })

  it('refuses writing without createClient, and the signed-out and buyers', async () => {
    const before = await countRows()
    await withIamRights(t, source, { createClient: false }, async () => {
      expect((await send('POST', '/v1/opportunities', tokens.iam, opportunity())).status).toBe(403)
      expect((await get('/v1/opportunities', tokens.iam)).status).toBe(200)
    })
    expect((await get('/v1/opportunities')).status).toBe(401)
    expect((await get('/v1/opportunities', tokens.buyer)).status).toBe(403)
    expect((await send('POST', '/v1/opportunities', tokens.buyer, opportunity())).status).toBe(403)
    expect(await countRows()).toBe(before)
  })

  it('exports the pipeline as a French CSV, within the caller’s reach', async () => {
    const made = await send(
      'POST',
      '/v1/opportunities',
      tokens.owner,
      opportunity({ title: 'Export Pipeline', amountCents: 123450, probability: 40 }),
    )
    expect(made.status).toBe(201)
    const csv = async (path: string, token?: string) => {
      const res = await t.request(path, { token })
      return { res, text: res.status === 200 ? await res.text() : '' }
    }
    const { res, text } = await csv('/v1/opportunities/export.csv', tokens.owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/filename="opportunites-/)
    const [header, ...rows] = text.trimEnd().split('\r\n')
    expect(header.split(';')[0]).toBe('"Opportunité"')
    const row = rows.find((r) => r.startsWith('"Export Pipeline"'))!.split(';')
    // Amount, probability and weighted amount (40 % of 1 234,50 €), as a spreadsheet reads them.
    expect(row.slice(5, 8)).toEqual(['"1234,50"', '"40"', '"493,80"'])
    // As many lines as the list, in its order.
    const listed = (await get('/v1/opportunities', tokens.owner)).body.opportunities
    expect(rows.map((r) => r.split(';')[0])).toEqual(
      listed.map((o: { title: string }) => `"${o.title}"`),
    )
    // The agent follows not that client: not in their file; another shop's neither.
    expect((await csv('/v1/opportunities/export.csv', tokens.agent)).text).not.toContain(
      'Export Pipeline',
    )
    expect((await csv('/v1/opportunities/export.csv', tokens.owner2)).text).not.toContain(
      'Export Pipeline',
    )
    expect((await csv('/v1/opportunities/export.csv?stageId=abc', tokens.owner)).res.status).toBe(
      400,
    )
    expect((await csv('/v1/opportunities/export.csv', tokens.buyer)).res.status).toBe(403)
    expect((await csv('/v1/opportunities/export.csv')).res.status).toBe(401)
  })

  it('links a quote of the same client only', async () => {
    const o = (
      await send('POST', '/v1/opportunities', tokens.owner, opportunity({ stageId: stages[3].id }))
    ).body.opportunity
    const quote = await send('POST', '/v1/sales-documents/quotes', tokens.owner, {
      clientId: ownClient,
      lines: [{ name: o.title, quantity: 1, unitHtCents: o.amountCents, vatRate: 20 }],
    })
    expect(quote.status).toBe(201)
    const otherQuote = await send('POST', '/v1/sales-documents/quotes', tokens.owner, {
      clientId: agentClient,
      lines: [{ name: 'Autre', quantity: 1, unitHtCents: 100, vatRate: 20 }],
    })
    expect(
      (
        await send('PUT', `/v1/opportunities/${o.id}`, tokens.owner, {
          quoteId: otherQuote.body.document.id,
        })
      ).status,
    ).toBe(400)
    const linked = await send('PUT', `/v1/opportunities/${o.id}`, tokens.owner, {
      quoteId: quote.body.document.id,
    })
    expect(linked.status).toBe(200)
    expect(linked.body.opportunity.quote).toEqual({ id: quote.body.document.id, number: null })
  })
})

describe('prospects', () => {
  it('converts a prospect into a client on the same row, once; reach and shop apply', async () => {
    const list = await get('/v1/clients?pipe=prospect', tokens.owner)
    const row = list.body.clients.find((c: { id: number }) => c.id === prospect)
    expect(row).toMatchObject({ pipe: 'prospect', source: 'salon', convertedAt: null })
    expect((await send('PUT', `/v1/clients/${prospect}/conversion`, tokens.owner2)).status).toBe(
      404,
    )
    expect(
      (await send('PUT', `/v1/clients/${prospect}/conversion`, tokens.iamLimited)).status,
    ).toBe(404)
    expect((await send('PUT', `/v1/clients/${prospect}/conversion`, tokens.buyer)).status).toBe(403)
    const converted = await send('PUT', `/v1/clients/${prospect}/conversion`, tokens.agent)
    expect(converted.status).toBe(200)
    expect(converted.body.client).toMatchObject({ id: prospect, pipe: 'client', source: 'salon' })
    const again = await send('PUT', `/v1/clients/${prospect}/conversion`, tokens.owner)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Ce contact est déjà un client.')
    const client = (await get(`/v1/clients/${prospect}`, tokens.owner)).body.client
    expect(client).toMatchObject({ pipe: 'client', source: 'salon', lastname: 'Pipeline-Prospect' })
    expect(client.convertedAt).toBe(converted.body.client.convertedAt)
  })

  it('takes a source on a new prospect and refuses an unknown one', async () => {
    const created = await send('POST', '/v1/clients', tokens.owner, {
      lastname: 'Pipeline-Nouveau',
      pipe: 'prospect',
      source: 'recommendation',
    })
    expect(created.status).toBe(201)
    expect(created.body.client).toMatchObject({ pipe: 'prospect', source: 'recommendation' })
    const refused = await send('POST', '/v1/clients', tokens.owner, {
      lastname: 'Pipeline-Inconnu',
      pipe: 'prospect',
      source: 'pigeon',
    })
    expect(refused.status).toBe(400)
  })

  it("refuses the CRM's endpoints to a shop without the crm module, not the order entry's", async () => {
    const [shop] = await t.database.db
      .select({ integration: shops.integration })
      .from(shops)
      .where(eq(shops.id, source))
    const setCrm = (active: boolean) =>
      t.database.db
        .update(shops)
        .set({ integration: { ...shop.integration, crm: { active } } })
        .where(eq(shops.id, source))
    await setCrm(false)
    try {
      const before = await countRows()
      for (const path of [
        '/v1/opportunities',
        '/v1/opportunities/stages',
        '/v1/tasks',
        '/v1/clients/export.csv',
        `/v1/clients/${ownClient}/figures`,
      ])
        expect((await get(path, tokens.owner)).status, path).toBe(403)
      const created = await send('POST', '/v1/opportunities', tokens.owner, {
        clientId: ownClient,
        title: 'Sans CRM',
        stageId: stages[0].id,
      })
      expect(created.status).toBe(403)
      expect(await countRows()).toBe(before)
      expect((await send('PUT', `/v1/clients/${ownClient}/conversion`, tokens.owner)).status).toBe(
        403,
      )
      // The order entry still lists, reads and creates the shop's clients.
      expect((await get('/v1/clients', tokens.owner)).status).toBe(200)
      expect((await get(`/v1/clients/${ownClient}`, tokens.owner)).status).toBe(200)
      const client = await send('POST', '/v1/clients', tokens.owner, { lastname: 'Sans-CRM' })
      expect(client.status).toBe(201)
    } finally {
      await setCrm(true)
    }
    expect((await get('/v1/opportunities', tokens.owner)).status).toBe(200)
  })

  describe('the public contact form (POST /v1/contact/{shopId})', () => {
    const form = {
      name: 'Camille Contact',
      email: 'camille.contact@example.test',
      phone: '06 12 34 56 78',
      message: 'Avez-vous du crémant en magnum ?',
      consent: true,
    }
    const contact = (shopId: number, json: unknown, ip = '10.0.0.1') =>
      t.request(`/v1/contact/${shopId}`, { method: 'POST', json, ip }).then(call)
    const byEmail = (email: string) =>
      t.database.db.select().from(clients).where(eq(clients.email, email))
    const ownerNotes = async () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ids.owner), eq(notifications.type, 'newContact')))

    it('creates a prospect from the form and notifies the owner, without a session', async () => {
      const sent = await contact(source, form)
      expect(sent.status).toBe(200)
      expect(sent.body.message).toMatch(/Merci/)
      const [row] = await byEmail(form.email)
      expect(row).toMatchObject({
        shopId: source,
        pipe: 'prospect',
        source: 'contactForm',
        firstname: 'Camille',
        lastname: 'Contact',
        phone: form.phone,
      })
      expect(row.notes).toContain(form.message)
      const notes = await ownerNotes()
      expect(notes.at(-1)).toMatchObject({ redirectLink: `/dashboard/clients/${row.id}` })
      // The same e-mail again: a note on the same record, no duplicate.
      const again = await contact(source, {
        ...form,
        email: form.email.toUpperCase(),
        message: 'Et en jéroboam ?',
      })
      expect(again.status).toBe(200)
      const rows = await t.database.db
        .select()
        .from(clients)
        .where(sql`lower(${clients.email}) = ${form.email}`)
      expect(rows).toHaveLength(1)
      expect(rows[0].notes).toContain('Et en jéroboam ?')
      expect(rows[0].notes).toContain(form.message)
      expect((await ownerNotes()).length).toBe(notes.length + 1)
    })

    it('refuses bad input in French, an unknown shop, a honeypot and too many messages', async () => {
      const before = await countClients()
      const bad = await contact(source, {
        ...form,
        email: 'pas-un-mail',
        consent: undefined,
        message: '',
      })
      expect(bad.status).toBe(400)
      expect(JSON.stringify(bad.body)).toMatch(/adresse e-mail valide|Acceptez|Écrivez/)
      expect((await contact(999999, form)).status).toBe(404)
      const robot = await contact(source, { ...form, email: 'robot@example.test', website: 'x' })
      expect(robot.status).toBe(200)
      expect(await byEmail('robot@example.test')).toHaveLength(0)
      expect(await countClients()).toBe(before)
      const statuses: number[] = []
      for (let i = 0; i < 31; i++)
        statuses.push((await contact(source, { ...form, website: 'x' }, '10.9.9.9')).status)
      expect(statuses.at(-1)).toBe(429)
    })
  })
})
