/**
 * The admin console's pages without JavaScript (issue 16 §4): the overview's figures at a fixed
 * `now`, the shops' and users' lists, their plain forms (suspend, lock), and support impersonation
 * end to end through the cookie: the reason required, the banner on the next page, each form
 * audited, 'Revenir à mon compte' giving the administrator's session back. Admin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { adminAudit } from '#app/platform/db/schema'
import { loader as rootLoader } from '#app/root'
import { loader as overviewLoader } from '#app/routes/admin/route'
import { action as shopsAction, loader as shopsLoader } from '#app/routes/admin_.shops'
import { action as usersAction, loader as usersLoader } from '#app/routes/admin_.users'
import { loader as auditLoader } from '#app/routes/admin_.audit'
import { action as returnAction } from '#app/routes/auth.impersonation'
import { loader as settingsLoader } from '#app/routes/dashboard.settings'
import { closeRuntime, requestAs, signInDemoAccounts, thrown } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const args = (request: Request) => ({ request, params: {}, context: {} })
const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields),
})
/** The session cookie a response sets (name=value). */
const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]
const asCookie = (cookie: string, path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  headers.set('cookie', cookie)
  return new Request(`http://localhost${path}`, { ...init, headers })
}

describe('admin console pages', () => {
  it('refuses the console to an owner', async () => {
    for (const load of [shopsLoader, usersLoader, auditLoader]) {
      const res = await thrown(() => load(args(requestAs('owner', '/admin/shops'))))
      expect(res.status).toBe(302)
    }
  })

  it('shows the figures of the 30 days before a fixed now', async () => {
    const d = await overviewLoader(args(requestAs('admin', '/admin?now=2001-06-15T12:00:00Z')))
    expect(d.figures).toMatchObject({ from: '16/05/2001', to: '15/06/2001', orders: 0 })
    expect(d.figures!.revenue).toMatch(/^0,00\s€$/)
    expect(d.figures!.shopsTotal).toBeGreaterThan(0)
  })

  it('suspends a shop with a plain form, and its owner is refused the back office in French', async () => {
    const listed = await shopsLoader(args(requestAs('admin', '/admin/shops?q=martin')))
    const martin = listed.shops[0]
    expect(martin.statusLabel).toBe('En ligne')
    const done = await shopsAction(
      args(
        requestAs(
          'admin',
          '/admin/shops?q=martin',
          form({ intent: 'suspend', id: String(martin.id), suspended: 'true' }),
        ),
      ),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin/shops?q=martin')
    // The guard throws the refusal with its reason (the error boundary shows it).
    const refused = (await settingsLoader(args(requestAs('owner2', '/dashboard/settings'))).then(
      () => null,
      (e: unknown) => e,
    )) as { init: { status: number }; data: { refusal: string } }
    expect(refused.init.status).toBe(403)
    expect(refused.data.refusal).toContain('suspendue')
    await shopsAction(
      args(
        requestAs(
          'admin',
          '/admin/shops',
          form({ intent: 'suspend', id: String(martin.id), suspended: 'false' }),
        ),
      ),
    )
  })

  it('acts as a user: reason required, banner, audited forms, and back', async () => {
    const users = await usersLoader(args(requestAs('admin', '/admin/users?q=iam@caveau')))
    const iam = users.users[0]
    expect(iam.roleLabel).toBeTruthy()
    const missing = (await usersAction(
      args(requestAs('admin', '/admin/users', form({ intent: 'impersonate', id: String(iam.id) }))),
    )) as unknown as { init: { status: number } }
    expect(missing.init.status).toBe(400)

    const started = (await usersAction(
      args(
        requestAs(
          'admin',
          '/admin/users',
          form({ intent: 'impersonate', id: String(iam.id), reason: 'Ticket 7' }),
        ),
      ),
    )) as Response
    expect(started.status).toBe(302)
    expect(started.headers.get('location')).toBe('/dashboard')
    const acting = sessionCookie(started)

    const root = (await rootLoader(args(asCookie(acting, '/dashboard')))) as unknown as {
      data: { impersonation: { admin: string; user: string } | null }
    }
    expect(root.data.impersonation).toEqual({ admin: expect.any(String), user: iam.username })

    const { db } = (await getRuntime()).database
    const before = (await db.select().from(adminAudit)).length
    const back = await returnAction(args(asCookie(acting, '/auth/impersonation', form({}))))
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/admin/users')
    const rows = await db.select().from(adminAudit)
    expect(rows.slice(before).map((r) => [r.method, r.path])).toEqual([
      ['POST', '/auth/impersonation'],
      ['DELETE', '/v1/impersonation'],
    ])
    // The administrator's own session is back: the console opens, and no banner shows.
    const mine = sessionCookie(back)
    const audit = await auditLoader(args(asCookie(mine, '/admin/audit')))
    expect(audit.entries[0]).toMatchObject({ method: 'DELETE', path: '/v1/impersonation' })
    const rootAfter = (await rootLoader(args(asCookie(mine, '/admin')))) as unknown as {
      data: { impersonation: unknown }
    }
    expect(rootAfter.data.impersonation).toBeNull()
  })
})
