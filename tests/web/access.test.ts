import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import {
  accessRules,
  findAccessRule,
  type AccessRule,
  type Visitor,
} from '#app/platform/domain/access'
import type { PermissionKey, ShopModule } from '#app/platform/domain/enums'
import { guard, visitorShopPath } from '#app/platform/web/guard.server'
import { sampleOf } from './route-files'
import {
  closeRuntime,
  demoAccounts,
  requestAs,
  signInDemoAccounts,
  type DemoAccount,
} from './session'

/**
 * Spec 2.4–2.5 through the real guard: every demo account (and a visitor) on every pattern of the
 * access table. The expected outcome is worked out here from the spec, with what the demo accounts
 * are (README), not from the guard's own decision.
 */

type Account = {
  role: Visitor
  /** Modules inactive in the account's shop. */
  inactive?: ShopModule[]
  /** Permissions the collaborator's map denies. */
  denied?: PermissionKey[]
  /** The url slug of the shop an owner or collaborator works in. */
  shop?: string
}

const accounts: Record<DemoAccount, Account> = {
  owner: { role: 'owner', shop: 'domaine-de-la-source' },
  iam: { role: 'iam', shop: 'domaine-de-la-source' },
  'iam-limited': {
    role: 'iam',
    shop: 'domaine-de-la-source',
    denied: [
      'seeAllStock',
      'seeAllPayment',
      'accessAnalytics',
      'createProduct',
      'seeAllClient',
      'accessAccounting',
    ],
  },
  agent: { role: 'agent' },
  buyer: { role: 'buyer' },
  pro: { role: 'buyer' },
  admin: { role: 'admin' },
  owner2: {
    role: 'owner',
    shop: 'maison-martin',
    inactive: ['stocks', 'analytics', 'accounting', 'iframes'],
  },
  anonymous: { role: 'anonymous' },
}

const ALLOW = 'allow'
const login = (path: string) => `/auth/login?redirectLink=${encodeURIComponent(path)}`

/** Spec 2.5, in its order: what opening `path` gives this account (ALLOW or the redirect's Location). */
function expected(account: Account, path: string): string {
  const rule: AccessRule | null = findAccessRule(new URL(path, 'http://localhost').pathname)
  const { role } = account
  const home = role === 'admin' ? '/admin' : '/dashboard'
  if (!rule) return '/auth/login'
  if (rule.who === 'all') return ALLOW
  // None of these sessions holds a master account's token.
  if (rule.who === 'master') return login(path)
  if (rule.who === 'guest') return role === 'anonymous' ? ALLOW : home
  if (!Array.isArray(rule.who)) throw new Error(`audience inconnue pour ${rule.pattern}`)
  const who: readonly Visitor[] = rule.who
  if (role === 'admin' && !who.includes('admin')) return '/admin'
  if (role === 'anonymous' && !who.includes('anonymous'))
    return (
      visitorShopPath(rule.pattern, path.replace(/\?.*/, ''))?.concat(path.replace(/^[^?]*/, '')) ??
      login(path)
    )
  if (!who.includes(role)) return '/dashboard'
  if (role === 'owner' || role === 'iam') {
    const active = (m: ShopModule) => !account.inactive?.includes(m)
    if (!(rule.modules ?? []).every(active)) return '/dashboard'
    if (rule.anyModule && !rule.anyModule.some(active)) return '/dashboard'
  }
  if (role === 'iam') {
    const granted = (p: PermissionKey) => !account.denied?.includes(p)
    if (!(rule.permissions ?? []).every(granted)) return '/dashboard'
    if (rule.anyPermission && !rule.anyPermission.some(granted)) return '/dashboard'
  }
  if (account.shop && new URL(path, 'http://localhost').pathname === '/shops')
    return `/shops/${account.shop}`
  return ALLOW
}

/** Written out by hand from the spec, so that the table above cannot just mirror the guard. */
const explicitCases: [DemoAccount, string, string][] = [
  ['owner2', '/dashboard/stocks/warehouses', '/dashboard'],
  ['owner2', '/dashboard/analytics', '/dashboard'],
  ['owner2', '/dashboard/accounting/journals', '/dashboard'],
  ['owner2', '/dashboard/iframes/add', '/dashboard'],
  ['owner2', '/dashboard/analytics/campaigns', '/dashboard'],
  ['owner2', '/dashboard/stocks', ALLOW],
  ['owner2', '/dashboard/purchases', ALLOW],
  ['owner2', '/dashboard/clients/opportunities', ALLOW],
  ['owner2', '/shops', '/shops/maison-martin'],
  ['iam-limited', '/dashboard/stocks', '/dashboard'],
  ['iam-limited', '/dashboard/stocks/12', '/dashboard'],
  ['iam-limited', '/dashboard/payments', '/dashboard'],
  ['iam-limited', '/dashboard/analytics', '/dashboard'],
  ['iam-limited', '/dashboard/analytics/sells', '/dashboard'],
  ['iam-limited', '/dashboard/products/add', '/dashboard'],
  ['iam-limited', '/dashboard/clients/prospection', '/dashboard'],
  ['iam-limited', '/dashboard/accounting/journals', '/dashboard'],
  ['iam-limited', '/dashboard/orders/add', ALLOW],
  ['iam-limited', '/dashboard/products', ALLOW],
  ['iam-limited', '/dashboard/clients/opportunities', ALLOW],
  ['iam', '/dashboard/stocks', ALLOW],
  ['iam', '/dashboard/accounting/journals', ALLOW],
  ['iam', '/shops', '/shops/domaine-de-la-source'],
  ['owner', '/shops', '/shops/domaine-de-la-source'],
  ['owner', '/auth/login', '/dashboard'],
  ['owner', '/auth/register/buyer', '/dashboard'],
  ['owner', '/admin', '/dashboard'],
  ['owner', '/resources/agent-mode', '/dashboard'],
  ['owner', '/dashboard/iframes/7', ALLOW],
  ['owner', '/auth/accounts', '/auth/login?redirectLink=%2Fauth%2Faccounts'],
  ['owner', '/nothing/here/at/all', '/auth/login'],
  ['admin', '/auth/login', '/admin'],
  ['admin', '/dashboard', '/admin'],
  ['admin', '/dashboard/settings', '/admin'],
  ['admin', '/get-api-key', '/admin'],
  ['admin', '/dashboard/orders/add', ALLOW],
  ['admin', '/dashboard/salespoints/3/new-order', ALLOW],
  ['admin', '/admin', ALLOW],
  ['admin', '/help', ALLOW],
  ['buyer', '/dashboard/orders/quotes', '/dashboard'],
  ['buyer', '/dashboard/reservations', ALLOW],
  ['buyer', '/dashboard/orders/5', ALLOW],
  ['buyer', '/shops', ALLOW],
  ['buyer', '/get-api-key', '/dashboard'],
  ['pro', '/dashboard/settings', ALLOW],
  ['pro', '/dashboard/products', '/dashboard'],
  ['agent', '/dashboard/reservations', '/dashboard'],
  ['agent', '/dashboard/tarifs', ALLOW],
  ['agent', '/dashboard/orders/samples', ALLOW],
  ['agent', '/resources/agent-mode', ALLOW],
  ['agent', '/shops/add', ALLOW],
  ['agent', '/cart', '/dashboard'],
  ['anonymous', '/cart', ALLOW],
  ['anonymous', '/help', ALLOW],
  ['anonymous', '/auth/login', ALLOW],
  ['anonymous', '/gs1/01/3760000000000/22/2020/10/L1', ALLOW],
  ['anonymous', '/admin', '/auth/login?redirectLink=%2Fadmin'],
  ['anonymous', '/get-api-key', '/auth/login?redirectLink=%2Fget-api-key'],
  [
    'anonymous',
    '/dashboard/orders/quotes',
    '/auth/login?redirectLink=%2Fdashboard%2Forders%2Fquotes',
  ],
  [
    'anonymous',
    '/dashboard/orders/add?subType=quote',
    '/auth/login?redirectLink=%2Fdashboard%2Forders%2Fadd%3FsubType%3Dquote',
  ],
  ['anonymous', '/dashboard/orders/12', '/auth/login?redirectLink=%2Fdashboard%2Forders%2F12'],
  ['anonymous', '/nothing/here/at/all', '/auth/login'],
  // Spec 2.1: a visitor sees a shop under /{id} or /{name}, not /shops/{id}.
  ['anonymous', '/shops/1', '/1'],
  ['anonymous', '/shops/1/sancerre?refId=4', '/1/sancerre?refId=4'],
  ['anonymous', '/shops/1/legal-notice', '/1/legal-notice'],
  ['anonymous', '/shops/1/builders', '/auth/login?redirectLink=%2Fshops%2F1%2Fbuilders'],
  ['anonymous', '/shops/add', '/auth/login?redirectLink=%2Fshops%2Fadd'],
]

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

/** What the guard does with this request: ALLOW, or the Location of the redirect it throws. */
async function outcome(account: DemoAccount, path: string): Promise<string> {
  try {
    await guard(requestAs(account, path))
    return ALLOW
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return error.headers.get('location') ?? ''
    throw error
  }
}

const samplePaths = [...new Set(accessRules.map((r) => sampleOf(r.pattern)))]
const table = demoAccounts.flatMap((account) =>
  samplePaths.map((path) => [account, path, expected(accounts[account], path)] as const),
)

describe('the guard on every rule of spec 2.4', () => {
  it('covers every account on every pattern', () => {
    expect(samplePaths.length).toBe(accessRules.length)
    expect(table.length).toBe(9 * accessRules.length)
  })

  it.each(table)('%s on %s → %s', async (account, path, want) => {
    expect(await outcome(account, path)).toBe(want)
  })
})

describe('explicit cases of spec 2.5', () => {
  it('has enough of them', () => {
    expect(explicitCases.length).toBeGreaterThanOrEqual(25)
  })

  it.each(explicitCases)('%s on %s → %s', async (account, path, want) => {
    expect(expected(accounts[account], path)).toBe(want)
    expect(await outcome(account, path)).toBe(want)
  })
})
