/**
 * The admin console through the API (issue 16 §4): every /v1/admin endpoint refused to owners,
 * collaborators and buyers; a suspended shop closed to visitors and its team refused the API;
 * a locked account refused at sign-in with its sessions revoked; a forced reset; impersonation
 * (never of an administrator) with its audit rows; the figures over seeded orders at a fixed date.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, count, eq, isNull } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAudit, orders, sessions, shops, users } from '#app/platform/db/schema'
import { shopSuspendedMessage } from '#app/modules/admin/domain/console'
import { registrationMessages } from '#app/modules/accounts/domain/registration'
import type { TestApi } from '#tests/support/api'
import { createDatabase, createTestDatabaseUrl } from '#tests/support/database-url'
import { call, mailsTo, userIdOf } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
let admin: string
const ids = { owner2: 0, buyer: 0, pro: 0, admin: 0, iam: 0 }

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  admin = (await t.login('admin@caveau.test')).jwt
  for (const who of Object.keys(ids) as (keyof typeof ids)[])
    ids[who] = await userIdOf(t, `${who}@caveau.test`)
})
afterAll(() => t.close())

const as = (token: string, method: string, path: string, json?: unknown) =>
  t.request(`/v1${path}`, { method, token, json }).then(call)

const liveSessions = async (userId: number) =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    )[0].n,
  )

describe('refusals', () => {
  it('refuses every console endpoint to owners, collaborators and buyers, and answers the admin', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/admin/overview'],
      ['GET', '/admin/shops'],
      ['PUT', `/admin/shops/${martin}/suspension`, { suspended: true }],
      ['PUT', `/admin/shops/${martin}/modules`, { modules: { crm: true } }],
      ['PUT', `/admin/users/${ids.pro}/lock`, { locked: true }],
      ['POST', `/admin/users/${ids.pro}/password-reset`],
      ['POST', `/admin/users/${ids.pro}/impersonation`, { reason: 'Test' }],
      ['GET', '/admin/audit'],
    ]
    for (const token of [tokens.owner, tokens.iam, tokens.buyer]) {
      for (const [method, path, json] of endpoints) {
        expect((await as(token, method, path, json)).status, `${method} ${path}`).toBe(403)
      }
    }
    expect((await t.request('/v1/admin/shops').then(call)).status).toBe(401)
    // Nothing was written by the refused calls.
    const [martinRow] = await t.database.db.select().from(shops).where(eq(shops.id, martin))
    expect(martinRow.suspendedAt).toBeNull()
    expect((await as(admin, 'GET', '/admin/shops?q=source')).body.shops).toEqual([
      expect.objectContaining({ id: source, status: 'online' }),
    ])
  })

  it('refuses bad input with a French message', async () => {
    const bad = await as(admin, 'POST', `/admin/users/${ids.pro}/impersonation`, { reason: ' ' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Indiquez la raison')
    expect((await as(admin, 'GET', '/admin/shops?status=closed')).status).toBe(400)
    expect((await as(admin, 'GET', '/admin/overview?now=hier')).status).toBe(400)
  })
})

describe('suspending a shop', () => {
  it('closes it to visitors, refuses its team the API with the reason, and reopens', async () => {
    const owner2 = (await t.login('owner2@caveau.test')).jwt
    expect((await as(owner2, 'GET', '/shops/me/modules')).status).toBe(200)
    const done = await as(admin, 'PUT', `/admin/shops/${martin}/suspension`, { suspended: true })
    expect(done.status).toBe(200)
    const refused = await as(owner2, 'GET', '/shops/me/modules')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(shopSuspendedMessage)
    // Visitors: the shop reads as closed, its catalogue answers 503.
    const shop = await t.request(`/v1/shops/${martin}`).then(call)
    expect(shop.body.shop.online).toBe(false)
    expect((await t.request(`/v1/shops/${martin}/products`).then(call)).status).toBe(503)
    // The other shop's team works on.
    expect((await as(tokens.owner, 'GET', '/shops/me/modules')).status).toBe(200)
    expect((await as(admin, 'GET', '/admin/shops?status=suspended')).body.shops).toEqual([
      expect.objectContaining({ id: martin, status: 'suspended' }),
    ])
    await as(admin, 'PUT', `/admin/shops/${martin}/suspension`, { suspended: false })
    expect((await as(owner2, 'GET', '/shops/me/modules')).status).toBe(200)
    expect((await t.request(`/v1/shops/${martin}`).then(call)).body.shop.online).toBe(true)
  })

  it('turns modules on and off, keeping the others', async () => {
    const before = (await as(admin, 'GET', '/admin/shops?q=martin')).body.shops[0].modules
    const res = await as(admin, 'PUT', `/admin/shops/${martin}/modules`, {
      modules: { futures: !before.futures },
    })
    expect(res.status).toBe(200)
    const after = (await as(admin, 'GET', '/admin/shops?q=martin')).body.shops[0].modules
    expect(after).toEqual({ ...before, futures: !before.futures })
    expect((await as(admin, 'PUT', '/admin/shops/999999/modules', { modules: {} })).status).toBe(
      404,
    )
  })
})

describe('accounts', () => {
  it('locks an account: its sessions end, sign-in is refused in French; unlocking lets it in', async () => {
    const pro = (await t.login('pro@caveau.test')).jwt
    expect(await liveSessions(ids.pro)).toBeGreaterThan(0)
    expect((await as(admin, 'PUT', `/admin/users/${ids.pro}/lock`, { locked: true })).status).toBe(
      200,
    )
    expect(await liveSessions(ids.pro)).toBe(0)
    expect((await as(pro, 'GET', '/users/me')).status).toBe(401)
    const login = await t
      .request('/v1/auth/login', {
        method: 'POST',
        json: { username: 'pro@caveau.test', password: 'Demo1234' },
        ip: '10.9.9.1',
      })
      .then(call)
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(registrationMessages.accountLocked)
    const listed = (await as(admin, 'GET', '/admin/users?q=pro@caveau')).body.users
    expect(listed).toEqual([expect.objectContaining({ id: ids.pro, locked: true })])
    // No acting as a locked account either.
    const acting = await as(admin, 'POST', `/admin/users/${ids.pro}/impersonation`, {
      reason: 'Aide',
    })
    expect(acting.status).toBe(409)
    await as(admin, 'PUT', `/admin/users/${ids.pro}/lock`, { locked: false })
    expect((await t.login('pro@caveau.test')).jwt).toBeTruthy()
    // An administrator cannot lock themselves out.
    expect(
      (await as(admin, 'PUT', `/admin/users/${ids.admin}/lock`, { locked: true })).status,
    ).toBe(409)
  })

  it('forces a password reset: sessions revoked and the reset mail sent', async () => {
    await t.login('buyer@caveau.test')
    const mailsBefore = (await mailsTo(t, 'buyer@caveau.test')).length
    const res = await as(admin, 'POST', `/admin/users/${ids.buyer}/password-reset`)
    expect(res.status).toBe(200)
    expect(await liveSessions(ids.buyer)).toBe(0)
    const mails = await mailsTo(t, 'buyer@caveau.test')
    expect(mails.length).toBe(mailsBefore + 1)
    expect(mails.at(-1)!.text).toContain('/auth/resetpwd?token=')
    tokens.buyer = (await t.login('buyer@caveau.test')).jwt
  })
})

describe('impersonation', () => {
  it('acts as the user with an audited session; never as an administrator', async () => {
    const refused = await as(admin, 'POST', `/admin/users/${ids.admin}/impersonation`, {
      reason: 'Curiosité',
    })
    expect(refused.status).toBe(409)
    const started = await as(admin, 'POST', `/admin/users/${ids.iam}/impersonation`, {
      reason: 'Ticket 42 : commande bloquée',
    })
    expect(started.status).toBe(201)
    const acting = started.body.jwt as string
    const me = await as(acting, 'GET', '/users/me')
    expect(me.body.user.id).toBe(ids.iam)
    expect(me.body.impersonatedBy).toEqual({ id: ids.admin, username: expect.any(String) })
    expect((await as(tokens.iam, 'GET', '/users/me')).body.impersonatedBy).toBeNull()

    const rowsBefore = Number((await t.database.db.select({ n: count() }).from(adminAudit))[0].n)
    // A read is not audited; a change is, whether the API accepts it or not.
    await as(acting, 'GET', '/shops/me/modules')
    await as(acting, 'PUT', '/users/me', { firstname: 'Camille' })
    const page = await as(acting, 'POST', '/impersonation/actions', {
      method: 'POST',
      path: '/dashboard/clients/add',
    })
    expect(page.status).toBe(201)
    // The user's own session records nothing, and may not write the log.
    await as(tokens.iam, 'PUT', '/users/me', { firstname: 'Camille' })
    expect(
      (await as(tokens.iam, 'POST', '/impersonation/actions', { method: 'POST', path: '/x' }))
        .status,
    ).toBe(400)
    const rows = await t.database.db.select().from(adminAudit).orderBy(adminAudit.id)
    expect(rows.length).toBe(rowsBefore + 2)
    expect(rows.slice(-2).map((r) => [r.adminId, r.userId, r.method, r.path])).toEqual([
      [ids.admin, ids.iam, 'PUT', '/v1/users/me'],
      [ids.admin, ids.iam, 'POST', '/dashboard/clients/add'],
    ])
    const log = await as(admin, 'GET', '/admin/audit')
    expect(log.body.entries[0]).toMatchObject({
      admin: { id: ids.admin },
      user: { id: ids.iam },
      method: 'POST',
      path: '/dashboard/clients/add',
    })

    // Back to one's account: the session as the user ends; the admin's own goes on.
    expect((await as(acting, 'DELETE', '/impersonation')).status).toBe(200)
    expect((await as(acting, 'GET', '/users/me')).status).toBe(401)
    expect((await as(admin, 'GET', '/admin/audit')).status).toBe(200)
    expect((await as(tokens.iam, 'DELETE', '/impersonation')).status).toBe(400)
  })
})

describe('figures', () => {
  it('counts shops by status, buyers, and the orders and revenue TTC of the 30 days before a fixed date', async () => {
    const { db } = t.database
    const at = (iso: string) => new Date(iso)
    const base = {
      shopId: source,
      buyerId: ids.buyer,
      totalHtCents: 0,
      tvaCents: 0,
      paymentType: 'transfer',
    }
    await db.insert(orders).values([
      { ...base, status: 'pending', totalTtcCents: 1234, createdAt: at('2001-06-14T10:00:00Z') },
      { ...base, status: 'validated', totalTtcCents: 5000, createdAt: at('2001-05-20T10:00:00Z') },
      { ...base, status: 'cancelled', totalTtcCents: 9999, createdAt: at('2001-06-01T10:00:00Z') },
      // Before the window, and at its end (excluded).
      { ...base, status: 'invoiced', totalTtcCents: 7000, createdAt: at('2001-05-01T10:00:00Z') },
      { ...base, status: 'invoiced', totalTtcCents: 7000, createdAt: at('2001-06-15T12:00:00Z') },
    ])
    await as(admin, 'PUT', `/admin/shops/${martin}/suspension`, { suspended: true })
    const res = await as(admin, 'GET', '/admin/overview?now=2001-06-15T12:00:00Z')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      orders: 2,
      revenueTtcCents: 6234,
      from: '2001-05-16T12:00:00.000Z',
      to: '2001-06-15T12:00:00.000Z',
    })
    const allShops = await db.select().from(shops)
    expect(res.body.shops).toEqual({
      suspended: 1,
      online: allShops.filter((s) => !s.suspendedAt && s.online).length,
      offline: allShops.filter((s) => !s.suspendedAt && !s.online).length,
    })
    const [buyers] = await db.select({ n: count() }).from(users).where(eq(users.role, 'buyer'))
    expect(res.body.buyers).toBe(Number(buyers.n))
    await as(admin, 'PUT', `/admin/shops/${martin}/suspension`, { suspended: false })
  })
})

/**
 * docs/backups.md's procedure, on CI's PostgreSQL stage (TEST_DATABASE_URL): a seeded database
 * dumped with `pg_dump -Fc`, restored with `pg_restore` into a fresh database, the same rows in
 * every table. Skipped on PGlite (the embedded mode's backup is a copy of its data folder).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore (PostgreSQL)', () => {
  const rowCounts = async (url: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const tables = await client.query<{ schema: string; name: string }>(
        `select table_schema as schema, table_name as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
         order by 1, 2`,
      )
      const counts: Record<string, number> = {}
      for (const { schema, name } of tables.rows) {
        const res = await client.query(`select count(*)::int as n from "${schema}"."${name}"`)
        counts[`${schema}.${name}`] = res.rows[0].n
      }
      return counts
    } finally {
      await client.end()
    }
  }

  it('dumps a seeded database and restores it into a new one with the same rows', async () => {
    const source = (await createTestDatabaseUrl({ seeded: true }))!
    const name = `caveau_restore_${Date.now().toString(36)}`
    const server = process.env.TEST_DATABASE_URL!
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await createDatabase(admin, name, null)
    const target = new URL(server)
    target.pathname = `/${name}`
    const dir = mkdtempSync(join(tmpdir(), 'caveau-backup-'))
    try {
      const file = join(dir, 'caveau.dump')
      execFileSync('pg_dump', ['-Fc', '--no-owner', '-f', file, source.url])
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.toString(), file])
      const before = await rowCounts(source.url)
      expect(before['public.users']).toBeGreaterThan(0)
      expect(before['public.shops']).toBeGreaterThan(0)
      expect(await rowCounts(target.toString())).toEqual(before)
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      await source.drop()
    }
  })
})
