import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, maintenances, users } from '#app/platform/db/schema'
import { enqueueJob } from '#app/platform/api/jobs'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'

let t: TestApi
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApi()
  for (const who of ['admin', 'owner', 'buyer', 'iam', 'agent']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
})
afterAll(() => t.close())

const countMaintenances = async () =>
  Number((await t.database.db.select({ n: count() }).from(maintenances))[0].n)

const hour = 3_600_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

const endpoints = [
  ['GET', '/v1/admin/maintenances'],
  ['POST', '/v1/admin/maintenances'],
  ['DELETE', '/v1/admin/maintenances/1'],
  ['GET', '/v1/admin/users'],
  ['GET', '/v1/admin/jobs'],
  ['POST', '/v1/admin/jobs/1/retry'],
] as const

const validMaintenance = () => ({
  message: 'Mise à jour de la plateforme',
  banner: false,
  page: true,
  startDate: iso(-hour),
  endDate: iso(2 * hour),
})

describe('admin endpoints: who may call them', () => {
  it.each(endpoints)('%s %s answers 401 without a token', async (method, path) => {
    const res = await call(
      await t.request(path, { method, json: method === 'POST' ? validMaintenance() : undefined }),
    )
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ sucess: false, message: 'Veuillez vous connecter.' })
  })

  const others = ['owner', 'buyer', 'iam', 'agent']
  for (const [method, path] of endpoints) {
    it.each(others)(`${method} ${path} answers 403 to %s`, async (who) => {
      const before = await countMaintenances()
      const res = await call(
        await t.request(path, {
          method,
          token: tokens[who],
          json: method === 'POST' ? validMaintenance() : undefined,
        }),
      )
      expect(res.status).toBe(403)
      expect(res.body).toEqual({
        sucess: false,
        message: "Vous n'avez pas accès à cette ressource.",
      })
      expect(await countMaintenances()).toBe(before)
    })
  }

  it('answers 200 to the admin', async () => {
    for (const path of ['/v1/admin/maintenances', '/v1/admin/users', '/v1/admin/jobs']) {
      const res = await t.request(path, { token: tokens.admin })
      expect(res.status).toBe(200)
    }
  })
})

describe('maintenance administration', () => {
  const post = async (json: unknown) =>
    call(await t.request('/v1/admin/maintenances', { method: 'POST', token: tokens.admin, json }))

  it.each([
    ['application/json', '{"message": ', 400, 'Le corps de la requête doit être un JSON valide.'],
    [
      'text/plain',
      JSON.stringify(validMaintenance()),
      415,
      'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
    ],
  ])('refuses a %s body %j with %i and writes nothing', async (type, body, status, message) => {
    const before = await countMaintenances()
    const res = await call(
      await t.request('/v1/admin/maintenances', {
        method: 'POST',
        token: tokens.admin,
        headers: { 'content-type': type },
        body,
      }),
    )
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ sucess: false, message })
    expect(await countMaintenances()).toBe(before)
  })

  it.each([
    [
      { ...validMaintenance(), endDate: iso(-2 * hour) },
      'La date de fin doit suivre la date de début.',
    ],
    [
      {
        ...validMaintenance(),
        startDate: '2030-01-01T10:00:00Z',
        endDate: '2030-01-01T12:00:00+02:00',
      },
      'La date de fin doit suivre la date de début.',
    ],
    [{ ...validMaintenance(), message: '   ' }, 'Ce champ ne peut pas être vide'],
    [{ ...validMaintenance(), message: undefined }, 'Ce champ ne peut pas être vide'],
    [{ ...validMaintenance(), startDate: 'demain' }, "La date indiquée n'est pas correct"],
    [{ ...validMaintenance(), startDate: '2025-13-01' }, "La date indiquée n'est pas correct"],
    [{ ...validMaintenance(), endDate: '' }, 'Ce champ ne peut pas être vide'],
    [{ ...validMaintenance(), page: 'oui' }, 'Doit valoir vrai ou faux.'],
    [{ ...validMaintenance(), id: 4 }, 'Paramètre invalide.'],
  ])('refuses %j with 400 and writes nothing', async (json, message) => {
    const before = await countMaintenances()
    const res = await post(json)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ sucess: false, message })
    expect(await countMaintenances()).toBe(before)
  })

  it('creates an active page-mode maintenance that the public endpoint then shows, and deletes it', async () => {
    const publicBefore = await call(await t.request('/v1/maintenances'))
    expect(publicBefore.body).toMatchObject({ sucess: true, page: false, banner: false })

    const body = validMaintenance()
    const created = await post(body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      sucess: true,
      message: 'La maintenance a été programmée.',
      maintenance: {
        message: body.message,
        banner: false,
        page: true,
        startDate: body.startDate,
        endDate: body.endDate,
        active: true,
      },
    })
    const id = created.body.maintenance.id as number

    const publicNow = await call(await t.request('/v1/maintenances'))
    expect(publicNow.body).toEqual({
      sucess: true,
      banner: false,
      page: true,
      message: body.message,
      startDate: body.startDate,
      endDate: body.endDate,
    })

    const listed = await call(await t.request('/v1/admin/maintenances', { token: tokens.admin }))
    expect(listed.body.maintenances[0]).toMatchObject({ id, page: true, active: true })

    const del = await call(
      await t.request(`/v1/admin/maintenances/${id}`, { method: 'DELETE', token: tokens.admin }),
    )
    expect(del.status).toBe(200)
    expect(del.body).toEqual({ sucess: true, message: 'La maintenance a été supprimée.' })
    expect((await call(await t.request('/v1/maintenances'))).body.page).toBe(false)

    const again = await call(
      await t.request(`/v1/admin/maintenances/${id}`, { method: 'DELETE', token: tokens.admin }),
    )
    expect(again.status).toBe(404)
  })

  it('lists every maintenance newest first, past and future ones included', async () => {
    await post({
      ...validMaintenance(),
      message: 'Ancienne',
      startDate: '2024-01-01',
      endDate: '2024-01-02',
    })
    await post({
      ...validMaintenance(),
      message: 'Future',
      banner: true,
      page: false,
      startDate: iso(24 * hour),
      endDate: iso(26 * hour),
    })
    const res = await call(await t.request('/v1/admin/maintenances', { token: tokens.admin }))
    expect(res.body.maintenances.map((m: { message: string }) => m.message).slice(0, 2)).toEqual([
      'Future',
      'Ancienne',
    ])
    expect(res.body.maintenances[1]).toMatchObject({
      startDate: '2024-01-01T00:00:00.000Z',
      active: false,
    })
    // A future maintenance is not in force yet.
    expect((await call(await t.request('/v1/maintenances'))).body.banner).toBe(false)
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    const res = await call(
      await t.request(`/v1/admin/maintenances/${id}`, { method: 'DELETE', token: tokens.admin }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ sucess: false, message: 'Paramètre invalide.' })
  })
})

describe('GET /v1/admin/users', () => {
  const get = async (query = '') =>
    call(await t.request(`/v1/admin/users${query}`, { token: tokens.admin }))

  it('lists the accounts with their first shop and never a password', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.text).not.toMatch(/password|scrypt\$/i)
    expect(res.body).toMatchObject({ sucess: true, page: 1, total: 8, pageSize: 50 })
    expect(res.body.users).toHaveLength(8)
    const owner = res.body.users.find((u: { email: string }) => u.email === 'owner@caveau.test')
    expect(owner).toEqual({
      id: expect.any(Number),
      username: 'Claire Fontaine',
      email: 'owner@caveau.test',
      role: 'owner',
      validated: true,
      locked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      shopName: 'Domaine de la Source',
    })
    expect(
      res.body.users.find((u: { email: string }) => u.email === 'admin@caveau.test').shopName,
    ).toBeNull()
  })

  it('searches the name and the e-mail', async () => {
    const byName = await get('?q=fontaine')
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual(['owner@caveau.test'])
    expect(byName.body.total).toBe(1)
    const byMail = await get(`?q=${encodeURIComponent('iam-limited@')}`)
    expect(byMail.body.users.map((u: { email: string }) => u.email)).toEqual([
      'iam-limited@caveau.test',
    ])
    // LIKE wildcards are searched literally.
    expect((await get('?q=%25')).body.total).toBe(0)
    expect((await get('?q=_')).body.total).toBe(0)
  })

  it('pages 50 accounts at a time', async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: 55 }, (_, i) => ({
        username: `Client Numero ${i}`,
        email: `client.${i}@pagination.test`,
        passwordHash: 'scrypt$AAAA$BBBB',
        role: 'buyer' as const,
      })),
    )
    const first = await get('?page=1')
    expect(first.body.total).toBe(63)
    expect(first.body.users).toHaveLength(50)
    const second = await get('?page=2')
    expect(second.body.page).toBe(2)
    expect(second.body.users).toHaveLength(13)
    const ids = new Set(
      [...first.body.users, ...second.body.users].map((u: { id: number }) => u.id),
    )
    expect(ids.size).toBe(63)
    expect(second.text).not.toMatch(/password|scrypt\$/i)
    const third = await get('?page=3')
    expect(third.body).toMatchObject({ sucess: true, users: [], total: 63, page: 3 })
    const searched = await get('?q=pagination&page=2')
    expect(searched.body).toMatchObject({ total: 55, page: 2 })
    expect(searched.body.users).toHaveLength(5)
  })

  it.each([
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?page=1.5',
    '?page=',
    '?sort=email',
    `?q=${'a'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await get(query)
    expect(res.status).toBe(400)
    expect(res.body.sucess).toBe(false)
    expect(res.body.message).toMatch(
      /^(Paramètre invalide\.|La recherche doit contenir au plus 100 caractères\.)$/,
    )
  })
})

describe('failed background jobs', () => {
  const failedJob = async (key?: string) => {
    const id = await enqueueJob(t.database.db, 'sales.send', { documentId: 1 }, { key })
    await t.database.db
      .update(jobs)
      .set({ status: 'failed', attempts: 5, lastError: 'SMTP indisponible' })
      .where(eq(jobs.id, id))
    return id
  }
  const status = async (id: number) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0].status
  const retry = (id: number | string, token?: string) =>
    t.request(`/v1/admin/jobs/${id}/retry`, { method: 'POST', token })

  it('lists the failed jobs with their error, and queues one again for the admin only', async () => {
    const id = await failedJob()
    const list = await call(await t.request('/v1/admin/jobs', { token: tokens.admin }))
    expect(list.status).toBe(200)
    expect(list.body.jobs).toContainEqual(
      expect.objectContaining({
        id,
        type: 'sales.send',
        attempts: 5,
        lastError: 'SMTP indisponible',
      }),
    )
    for (const who of ['owner', 'buyer', 'iam', 'agent']) {
      expect((await retry(id, tokens[who])).status).toBe(403)
    }
    expect((await retry(id)).status).toBe(401)
    expect(await status(id)).toBe('failed')

    const res = await call(await retry(id, tokens.admin))
    expect(res).toMatchObject({ status: 200, body: { sucess: true } })
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, id))).toMatchObject([
      { status: 'queued', attempts: 0 },
    ])
    const after = await call(await t.request('/v1/admin/jobs', { token: tokens.admin }))
    expect(after.body.jobs.map((j: { id: number }) => j.id)).not.toContain(id)
  })

  it('answers 409 for a job that is not failed or already queued again, 404 for none', async () => {
    const queued = await enqueueJob(t.database.db, 'sales.send', { documentId: 2 })
    expect((await retry(queued, tokens.admin)).status).toBe(409)
    const twin = await failedJob('admin-test-key')
    await enqueueJob(t.database.db, 'sales.send', { documentId: 1 }, { key: 'admin-test-key' })
    const dup = await call(await retry(twin, tokens.admin))
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('La même tâche est déjà en file d’attente.')
    expect(await status(twin)).toBe('failed')
    expect((await retry(2_000_000_000, tokens.admin)).status).toBe(404)
    expect((await retry('abc', tokens.admin)).status).toBe(400)
  })
})
