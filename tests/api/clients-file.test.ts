import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureClientForBuyer } from '#app/modules/clients/api/clients'
import { clients, users } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { issueSmallInvoice, setShopLegal } from './sales-db-fixtures'
import { countClients, newClient, setUp, withIamRights, type Tokens } from './sales-fixtures'

/** The client file of issue 17: filters, export, followers, figures and duplicates. */

let t: TestApi
let source: number
let tokens: Tokens
let agentId: number
let iamId: number

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
  agentId = await userIdOf(t, 'agent@caveau.test')
  iamId = await userIdOf(t, 'iam@caveau.test')
})
afterAll(() => t.close())

const get = (path: string, token?: string) => t.request(path, { token }).then(call)
const send = (method: string, path: string, token: string | undefined, json: unknown) =>
  t.request(path, { method, token, json }).then(call)
const ids = (res: { body: any }) => res.body.clients.map((c: any) => c.id)

describe('GET /v1/clients: search, filters and sort', () => {
  let bordeaux: any
  let ajaccio: any
  let prospect: any

  beforeAll(async () => {
    bordeaux = await newClient(t, tokens.owner, {
      isPro: true,
      businessName: 'Zinc des Chartrons',
      lastname: 'Aubert',
      siret: '732 829 320 00074',
      typology: 'caviste',
      agentId,
      billingAddress: { street: '3 quai', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
    })
    ajaccio = await newClient(t, tokens.owner, {
      lastname: 'Albertini',
      typology: 'particulier',
      billingAddress: { street: '1 cours', zipcode: '20000', city: 'Ajaccio', country: 'FR' },
    })
    prospect = await newClient(t, tokens.owner, { lastname: 'Bastia', pipe: 'prospect' })
  })

  it('searches the city and the SIRET, and filters on kind, typology, follower, département, pipe', async () => {
    expect(ids(await get('/v1/clients?q=bordeaux', tokens.owner))).toEqual([bordeaux.id])
    expect(ids(await get('/v1/clients?q=732%20829', tokens.owner))).toEqual([bordeaux.id])
    const pros = await get('/v1/clients?kind=pro', tokens.owner)
    expect(pros.body.clients.every((c: any) => c.isPro)).toBe(true)
    expect(ids(pros)).toContain(bordeaux.id)
    expect(ids(await get(`/v1/clients?agentId=${agentId}`, tokens.owner))).toEqual([bordeaux.id])
    expect(ids(await get('/v1/clients?department=33', tokens.owner))).toEqual([bordeaux.id])
    expect(ids(await get('/v1/clients?department=2a', tokens.owner))).toEqual([ajaccio.id])
    expect(ids(await get('/v1/clients?department=2B', tokens.owner))).toEqual([])
    expect(ids(await get('/v1/clients?pipe=prospect', tokens.owner))).toEqual([prospect.id])
    expect(ids(await get('/v1/clients?pipe=client', tokens.owner))).not.toContain(prospect.id)
    expect(prospect.pipe).toBe('prospect')
    expect(bordeaux).toMatchObject({ siret: '73282932000074', siren: '732829320' })
  })

  it('searches each field, and "first last", never across two fields', async () => {
    const named = await newClient(t, tokens.owner, { firstname: 'Anaïs', lastname: 'Quéré' })
    expect(ids(await get('/v1/clients?q=ana%C3%AFs%20qu%C3%A9r', tokens.owner))).toEqual([named.id])
    expect(ids(await get('/v1/clients?q=ZINC%20DES', tokens.owner))).toEqual([bordeaux.id])
    expect(ids(await get('/v1/clients?q=aubert%20zinc', tokens.owner))).toEqual([])
    expect(ids(await get('/v1/clients?q=chartrons%20bordeaux', tokens.owner))).toEqual([])
  })

  it('sorts by name either way and by city', async () => {
    const asc = ids(await get('/v1/clients?sort=name', tokens.owner))
    const desc = ids(await get('/v1/clients?sort=-name', tokens.owner))
    expect(asc.indexOf(ajaccio.id)).toBeLessThan(asc.indexOf(prospect.id))
    expect(desc.indexOf(ajaccio.id)).toBeGreaterThan(desc.indexOf(prospect.id))
    const byCity = ids(await get('/v1/clients?sort=city', tokens.owner))
    expect(byCity.indexOf(ajaccio.id)).toBeLessThan(byCity.indexOf(bordeaux.id))
  })

  it('refuses bad filters with 400', async () => {
    for (const query of ['kind=b2b', 'department=99', 'pipe=lead', 'sort=price', 'agentId=x'])
      expect((await get(`/v1/clients?${query}`, tokens.owner)).status, query).toBe(400)
  })

  it('narrows a collaborator denied seeAllClient to the clients they follow', async () => {
    const followed = await newClient(t, tokens.owner, { lastname: 'Suivi', agentId: iamId })
    await withIamRights(t, source, { seeAllClient: false }, async () => {
      expect(ids(await get('/v1/clients', tokens.iam))).toEqual([followed.id])
      expect((await get(`/v1/clients/${bordeaux.id}`, tokens.iam)).status).toBe(404)
      // Their new client follows them, so that they still see it.
      const made = await newClient(t, tokens.iam, { lastname: 'Nouveau' })
      expect(made.agentId).toBe(iamId)
    })
    expect(ids(await get('/v1/clients?q=nouveau', tokens.owner))).toHaveLength(1)
  })
})

describe('GET /v1/clients/export.csv', () => {
  it('writes the filtered list in French CSV, within the caller’s reach', async () => {
    const res = await t.request('/v1/clients/export.csv?department=33', { token: tokens.owner })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/clients-\d{4}-\d{2}-\d{2}\.csv/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('"Client";"Civilité"')).toBe(true)
    const lines = text.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('"Zinc des Chartrons — Hélène Aubert"')
    expect(lines[1]).toContain('"33"')
    expect(lines[1]).toMatch(/"\d{2}\/\d{2}\/\d{4}"$/)
    const agent = await (await t.request('/v1/clients/export.csv', { token: tokens.agent2 })).text()
    expect(agent).not.toContain('Zinc des Chartrons')
    expect((await t.request('/v1/clients/export.csv', { token: tokens.buyer })).status).toBe(403)
    expect((await t.request('/v1/clients/export.csv?page=1', { token: tokens.owner })).status).toBe(
      400,
    )
  })
})

describe('GET /v1/clients/followers', () => {
  it('lists the shop’s agents and collaborators, for staff only', async () => {
    const res = await get('/v1/clients/followers', tokens.owner)
    expect(res.status).toBe(200)
    const followers = res.body.followers.map((f: any) => f.id)
    expect(followers).toEqual(expect.arrayContaining([agentId, iamId]))
    expect(res.body.followers.every((f: any) => ['agent', 'iam'].includes(f.role))).toBe(true)
    expect((await get('/v1/clients/followers', tokens.agent)).status).toBe(403)
    expect((await get('/v1/clients/followers', tokens.buyer)).status).toBe(403)
    expect((await get('/v1/clients/followers?x=1', tokens.owner)).status).toBe(400)
  })
})

describe('duplicates', () => {
  it('refuses a second client with the same e-mail or SIRET, naming the first', async () => {
    const first = await newClient(t, tokens.owner, {
      lastname: 'Dupuis',
      email: 'dupuis@exemple.test',
      siret: '44306184100047',
    })
    const before = await countClients(t)
    const byMail = await send('POST', '/v1/clients', tokens.owner, {
      lastname: 'Autre',
      email: 'DUPUIS@exemple.test',
    })
    expect(byMail.status).toBe(409)
    expect(byMail.body).toMatchObject({
      message: 'Ce client existe déjà : Hélène Dupuis a la même adresse e-mail.',
      field: 'email',
      duplicate: { id: first.id, name: 'Hélène Dupuis' },
    })
    const bySiret = await send('POST', '/v1/clients', tokens.owner, {
      lastname: 'Autre',
      siret: '443 061 841 00047',
    })
    expect(bySiret.status).toBe(409)
    expect(bySiret.body.field).toBe('siret')
    // An agent is told a client exists, not whose (it is not theirs).
    const hidden = await send('POST', '/v1/clients', tokens.agent, {
      lastname: 'Autre',
      email: 'dupuis@exemple.test',
    })
    expect(hidden.status).toBe(409)
    expect(hidden.body).toMatchObject({
      message: 'Un client de la boutique a déjà cette adresse e-mail.',
      duplicate: null,
    })
    expect(await countClients(t)).toBe(before)
    // Editing: another client's e-mail is refused, the client's own kept.
    const other = await newClient(t, tokens.owner, { lastname: 'Other' })
    const moved = await send('PUT', `/v1/clients/${other.id}`, tokens.owner, {
      email: 'dupuis@exemple.test',
    })
    expect(moved.status).toBe(409)
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, other.id))
    expect(row.email).toBeNull()
    const same = await send('PUT', `/v1/clients/${first.id}`, tokens.owner, {
      email: 'dupuis@exemple.test',
      notes: 'Client fidèle',
    })
    expect(same.status).toBe(200)
    // The same e-mail in another shop is another shop's business.
    expect(
      (
        await send('POST', '/v1/clients', tokens.owner2, {
          lastname: 'Dupuis',
          email: 'dupuis@exemple.test',
        })
      ).status,
    ).toBe(201)
  })

  it('checks the SIREN against the SIRET, and the phone by spec 5', async () => {
    const mismatch = await send('POST', '/v1/clients', tokens.owner, {
      lastname: 'X',
      siret: '73282932000074',
      siren: '443061841',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe('Le SIREN ne correspond pas au SIRET')
    const phone = await send('POST', '/v1/clients', tokens.owner, { lastname: 'X', phone: '12' })
    expect(phone.body.message).toBe("Ce numéro n'est pas valide")
    const sirenOnly = await newClient(t, tokens.owner, { lastname: 'Holding', siren: '443061841' })
    expect(sirenOnly).toMatchObject({ siren: '443061841', siret: null })
    // A SIREN sent alone is checked against the SIRET the client keeps.
    const withSiret = await newClient(t, tokens.owner, { lastname: 'Y', siret: '73282932000017' })
    const alone = await send('PUT', `/v1/clients/${withSiret.id}`, tokens.owner, {
      siren: '443061841',
    })
    expect(alone.status).toBe(400)
    expect(alone.body.message).toBe('Le SIREN ne correspond pas au SIRET')
  })
})

describe('GET /v1/clients/{id}/figures', () => {
  it('sums the issued invoices per year and what is left to pay', async () => {
    await setShopLegal(t, source)
    const invoice = await issueSmallInvoice(t, source, tokens.owner)
    const res = await get(`/v1/clients/${invoice.clientId}/figures`, tokens.owner)
    expect(res.status, res.text).toBe(200)
    const year = Number(
      new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(
        new Date(invoice.issuedAt),
      ),
    )
    expect(res.body.revenue).toEqual([{ year, htCents: 1000, ttcCents: 1200 }])
    expect(res.body).toMatchObject({ outstandingCents: 1200, overdueCents: 0 })
    // Collaborators need seeAllOrder or billOrder; agents reach only the clients they follow.
    await withIamRights(t, source, { seeAllOrder: false, billOrder: false }, async () => {
      expect((await get(`/v1/clients/${invoice.clientId}/figures`, tokens.iam)).status).toBe(403)
    })
    expect((await get(`/v1/clients/${invoice.clientId}/figures`, tokens.agent)).status).toBe(404)
    expect((await get(`/v1/clients/${invoice.clientId}/figures`, tokens.owner2)).status).toBe(404)
    expect((await get(`/v1/clients/${invoice.clientId}/figures`, tokens.buyer)).status).toBe(403)
  })
})

describe('a buyer account and the client typed before it', () => {
  it('takes over the client of its proven e-mail on its first order; an unproven one does not', async () => {
    const typed = await newClient(t, tokens.owner, {
      lastname: 'Invitée',
      email: 'invitee@client.test',
    })
    const db = t.database.db
    const [proven, unproven] = await db
      .insert(users)
      .values([
        {
          username: 'invitee@client.test',
          email: 'INVITEE@client.test',
          passwordHash: 'x',
          role: 'buyer',
          validatedAt: new Date('2026-03-01T10:00:00Z'),
        },
        {
          username: 'other@client.test',
          email: 'other@client.test',
          passwordHash: 'x',
          role: 'buyer',
        },
      ])
      .returning({ id: users.id })
    expect(await ensureClientForBuyer(db, source, proven.id)).toBe(typed.id)
    const [row] = await db.select().from(clients).where(eq(clients.id, typed.id))
    expect(row.userId).toBe(proven.id)
    // Again: the same row.
    expect(await ensureClientForBuyer(db, source, proven.id)).toBe(typed.id)
    const other = await newClient(t, tokens.owner, {
      lastname: 'Autre',
      email: 'other@client.test',
    })
    const created = await ensureClientForBuyer(db, source, unproven.id)
    expect(created).not.toBe(other.id)
  })
})

describe('GET /v1/clients: a file past the count cap', () => {
  it('counts up to 10 000 and says more match, still paging in order', async () => {
    await t.database.db.execute(sql`
      insert into clients (shop_id, lastname, email)
      select ${source}, 'Masse ' || lpad(i::text, 5, '0'), 'masse' || i || '@exemple.fr'
      from generate_series(1, 10001) i`)
    const first = await get('/v1/clients?q=masse', tokens.owner)
    expect(first.body).toMatchObject({ total: 10_000, totalCapped: true, pageSize: 20 })
    expect(first.body.clients[0].lastname).toBe('Masse 00001')
    const last = await get('/v1/clients?q=masse&sort=-name&page=2', tokens.owner)
    expect(last.body.clients[0].lastname).toBe('Masse 09981')
    const one = await get('/v1/clients?q=masse42%40', tokens.owner)
    expect(one.body).toMatchObject({ total: 1, totalCapped: false })
  })
})
