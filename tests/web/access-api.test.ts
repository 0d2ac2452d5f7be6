import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { matchPattern } from '#app/platform/domain/access'
import { action as tarifsAction, loader as tarifsLoader } from '#app/routes/dashboard.tarifs'
import { guard } from '#app/platform/web/guard.server'
import { chainOf, fullPattern, manifest, moduleOf, sampleOf } from './route-files'
import {
  closeRuntime,
  demoAccounts,
  masterSessionCookie,
  requestAs,
  signInDemoAccounts,
  type DemoAccount,
} from './session'

/**
 * Spec 2.4 and spec 8 together: the guard lets an account into a page, and a 403 from the
 * provider signs the user out. So a page the guard lets in must never get a 403 from its own
 * provider calls. For every demo account (and a master account choosing a sub-account), every
 * page whose rule admits it is loaded as a browser would load it: its layouts' loaders, then its
 * own, against the in-process provider on the seeded database. None may end in a logout or a 403.
 */

/**
 * Every URL a person opens (the API mount and the 404 splat are not pages). Parameters take the
 * sample values of the route tests (id 1, the demo shop's slug, a valid GTIN…); a record the base
 * seed does not hold answers 404, which is no disagreement.
 */
const pages = Object.values(manifest)
  .filter((r) => !r.path?.includes('*'))
  .filter((r) => !Object.values(manifest).some((child) => child.parentId === r.id && child.index))
  .map((r) => {
    const pattern = fullPattern(r.id)
    return { id: r.id, pattern, path: sampleOf(pattern) }
  })
  .sort((a, b) => a.path.localeCompare(b.path))

type Account = DemoAccount | 'master'
const accounts: Account[] = [...demoAccounts, 'master']
let masterCookie = ''

const request = (account: Account, url: string) =>
  account === 'master'
    ? requestAs('anonymous', url, { headers: { cookie: masterCookie } })
    : requestAs(account, url)

beforeAll(async () => {
  await signInDemoAccounts()
  masterCookie = await masterSessionCookie()
})
afterAll(() => closeRuntime(database))

/** Whether the guard lets this request in (its redirects say no). */
async function admitted(req: Request): Promise<boolean> {
  try {
    await guard(req)
    return true
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) return false
    throw error
  }
}

const statusOf = (value: unknown): number | null => {
  if (value instanceof Response) return value.status
  // Remix's `data(…, { status })`, thrown or returned.
  const init = (value as { init?: { status?: number } } | null)?.init
  return typeof init?.status === 'number' ? init.status : null
}

/** What went wrong for a person loading this page, or null. */
function failureOf(value: unknown): string | null {
  if (value instanceof Response) {
    const location = value.headers.get('location') ?? ''
    if (value.status >= 300 && value.status < 400) {
      // The provider client's answer to a 401 or 403: session destroyed, back to login.
      if (
        location.startsWith('/auth/login') &&
        /__session=;/.test(value.headers.get('set-cookie') ?? '')
      )
        return `signed out (${value.status} → ${location})`
      return null
    }
  }
  const status = statusOf(value)
  if (status === 401 || status === 403) return `answered ${status}`
  return null
}

type Outcome = { path: string; failure: string }

/**
 * Layouts whose loader already ran for an account: their provider calls do not depend on the page
 * below them, so each runs once per account (on the first page under it) to keep the walk short.
 */
const layoutsRun = new Set<string>()

/** Loads the page as `account`: its layouts' loaders, then its own (null: not let in). */
async function visit(account: Account, page: (typeof pages)[number]): Promise<Outcome[] | null> {
  const req = request(account, page.path)
  if (!(await admitted(req))) return null
  const params = matchPattern(page.pattern, page.path) ?? {}
  for (const route of chainOf(page.id)) {
    if (route.id !== page.id) {
      if (layoutsRun.has(`${account} ${route.id}`)) continue
      layoutsRun.add(`${account} ${route.id}`)
    }
    const { loader } = await moduleOf(route.file)()
    if (!loader) continue
    const where = `${page.path} (${route.id})`
    try {
      const failure = failureOf(await loader({ request: req, params, context: {} }))
      if (failure) return [{ path: where, failure }]
    } catch (error) {
      if (!(error instanceof Response) && statusOf(error) === null)
        return [{ path: where, failure: `threw ${error instanceof Error ? error.message : error}` }]
      const failure = failureOf(error)
      // A redirect or a 404 ends the page there, as it would in the browser.
      return failure ? [{ path: where, failure }] : []
    }
  }
  return []
}

describe('a page the guard lets in never gets a 403 from its own provider calls', () => {
  it('walks every page module', async () => {
    expect(pages.length).toBeGreaterThan(130)
    for (const page of pages) expect(moduleOf(chainOf(page.id).at(-1)!.file)).toBeDefined()
  })

  it.each(accounts)('%s', async (account) => {
    let opened = 0
    const failures: Outcome[] = []
    for (const page of pages) {
      const found = await visit(account, page)
      if (!found) continue
      opened++
      failures.push(...found)
    }
    expect(failures).toEqual([])
    // Every account opens some pages (the visitor and the master account too).
    expect(opened).toBeGreaterThan(5)
  })

  it('includes the agent on the price grid (issue 12)', async () => {
    const page = pages.find((p) => p.pattern === '/dashboard/tarifs')!
    expect(await visit('agent', page)).toEqual([])
  })
})

describe('the price grid for an agent (spec 2.4, issue 12)', () => {
  it('shows the grid of the shop they sell for, read only', async () => {
    const data = await tarifsLoader({
      request: request('agent', '/dashboard/tarifs'),
      params: {},
      context: {},
    })
    expect(data.editable).toBe(false)
    expect(data.rows.length).toBeGreaterThan(0)
    expect(Object.values(data.typologies).map((t) => t.name)).toContain('Particulier')
    const owner = await tarifsLoader({
      request: request('owner', '/dashboard/tarifs'),
      params: {},
      context: {},
    })
    expect(owner.editable).toBe(true)
  })

  it('refuses a change with a 403 of the page, without signing the agent out', async () => {
    const body = new URLSearchParams({ intent: 'grid', formId: 'grid' })
    const req = requestAs('agent', '/dashboard/tarifs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body,
    })
    const thrown = await tarifsAction({ request: req, params: {}, context: {} }).catch((e) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(403)
    expect((thrown as Response).headers.get('set-cookie')).toBeNull()
    expect(await (thrown as Response).text()).toBe(
      'Les tarifs ne peuvent être modifiés que par la boutique.',
    )
  })
})
