/**
 * What the sales page tests share: calling a route as a demo account (a form posted like a
 * browser without JavaScript), reading what it answered, a client of shop 1 and a wine to sell.
 * Import it after `throwAwayRuntime` (tests/web/env.ts) has set the runtime up.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll } from 'vitest'
import { clients } from '#app/platform/db/schema'
import { itemValue } from '#app/modules/sales/web/order/entry-values'
import { readToasts } from '#app/platform/web/toast.server'
import { db, demoWine } from './checkout-fixtures'
import { insertClientRow } from '#tests/api/sales-db-fixtures'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

export { db }

/** Signs the demo accounts in before the file's tests and drops its database after them. */
export function withDemoSessions(database: Parameters<typeof closeRuntime>[0]) {
  beforeAll(signInDemoAccounts)
  afterAll(() => closeRuntime(database))
}

type Route = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>

/** What a loader or action answered or threw: a Response, or its data. */
export async function run(
  route: Route,
  account: DemoAccount,
  path: string,
  form?: Record<string, string | string[]>,
) {
  let init: RequestInit = {}
  if (form) {
    const body = new URLSearchParams()
    for (const [k, v] of Object.entries(form))
      for (const one of Array.isArray(v) ? v : [v]) body.append(k, one)
    init = { method: 'POST', body }
  }
  try {
    return await route({ request: requestAs(account, path, init), params: {}, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

type DataWithInit = { type: 'DataWithResponseInit'; data: any; init: { status?: number } | null }

/** The data and status of an action's `data(…)` answer. */
export function replyOf(result: unknown): { data: any; status: number } {
  const d = result as DataWithInit
  if (d && d.type === 'DataWithResponseInit') return { data: d.data, status: d.init?.status ?? 200 }
  throw new Error(
    `Expected data(), got ${result instanceof Response ? `a ${result.status} response` : typeof result}`,
  )
}

/** The redirect's target; a redirect to the login page means the API answered 401/403. */
export function locationOf(result: unknown): string {
  if (!(result instanceof Response) || result.status !== 302)
    throw new Error(
      `Expected a redirect, got ${result instanceof Response ? result.status : JSON.stringify(result).slice(0, 300)}`,
    )
  const location = result.headers.get('location')!
  if (location.startsWith('/auth/login')) throw new Error('The provider signed the user out (403)')
  return location
}

/** The snackbar a redirect carries (its toast cookie, read as the root loader reads it). */
export async function toastOf(result: unknown): Promise<string> {
  const cookie = (result as Response).headers.get('set-cookie') ?? ''
  const pair = /toast=[^;]+/.exec(cookie)?.[0] ?? ''
  const { toasts } = await readToasts(
    new Request('http://localhost/', { headers: { cookie: pair } }),
  )
  return toasts.map((t) => `${t.type}: ${t.message}`).join(' | ')
}

/** A professional client of shop 1, its e-mail made from its name. */
export async function newClient(name: string, fields: Partial<typeof clients.$inferInsert> = {}) {
  return insertClientRow(await db(), () => ({
    shopId: 1,
    businessName: name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@client.test`,
    isPro: true,
    ...fields,
  }))
}

/** A wine of shop 1 with uncounted stock, as the entry form's line value. */
export async function wineItem() {
  const { format, vintage } = await demoWine()
  return itemValue(format.id, vintage.id)
}

/** A wine to sell and a new client of shop 1 to sell it to. */
export async function saleOf(
  clientName: string,
  fields: Partial<typeof clients.$inferInsert> = {},
) {
  return { item: await wineItem(), clientId: (await newClient(clientName, fields)).id }
}

/** The id at the end of a redirect to a record's page. */
export const idOf = (location: string) => Number(location.split('/').pop())

/** The entry form of one line, filled in. */
export const entryForm = (
  clientId: number,
  item: string,
  intent: string,
  extra: Record<string, string> = {},
) => ({
  clientId: String(clientId),
  'lines[0].item': item,
  'lines[0].quantity': '6',
  'lines[0].discount': '',
  deliveryModeId: '',
  shipping: '',
  paymentType: 'transfer',
  paymentDelay: '30',
  notes: '',
  intent,
  ...extra,
})
