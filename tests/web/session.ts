import { closeRuntime as closeAppRuntime, getRuntime } from '#app/platform/api/runtime.server'
import { commitAuth } from '#app/platform/web/session.server'
import { passSecondFactor } from '#tests/support/second-factor'

/** The demo accounts (README), all with the password Demo1234, and a visitor who is not signed in. */
export const demoAccounts = [
  'owner',
  'iam',
  'iam-limited',
  'agent',
  'buyer',
  'pro',
  'admin',
  'owner2',
  'anonymous',
] as const
export type DemoAccount = (typeof demoAccounts)[number]

const cookies = new Map<DemoAccount, string>()

/**
 * A demo account's sign-in through the runtime's provider, with the second step when the account
 * uses a second factor (the admin, the master account): the provider's last answer.
 */
export async function signIn(username: string): Promise<Record<string, unknown>> {
  const { api, database } = await getRuntime()
  const post = (path: string, json: unknown) =>
    Promise.resolve(
      api.fetch(
        new Request(`http://x${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        }),
      ),
    )
  const res = await post('/v1/auth/login', { username, password: 'Demo1234' })
  return passSecondFactor(database.db, post, await res.json())
}

/** Signs every demo account in through the runtime's provider and keeps its session cookie. */
export async function signInDemoAccounts(): Promise<void> {
  for (const name of demoAccounts) {
    if (name === 'anonymous') continue
    const { jwt } = (await signIn(`${name}@caveau.test`)) as { jwt?: string }
    if (!jwt) throw new Error(`${name}@caveau.test could not sign in`)
    cookies.set(name, (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0])
  }
}

/** The session cookie of master@caveau.test (a master account: no user, only `masterJwt`). */
export async function masterSessionCookie(): Promise<string> {
  const { jwt, masterAccount } = (await signIn('master@caveau.test')) as {
    jwt?: string
    masterAccount?: unknown
  }
  if (!jwt || !masterAccount) throw new Error('master@caveau.test could not sign in')
  return (await commitAuth(new Request('http://localhost/'), { masterJwt: jwt })).split(';')[0]
}

/** A request to this app as `account` sends it (with its session cookie, and any other cookie of `init`). */
export function requestAs(account: DemoAccount, path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  const cookie = [cookies.get(account), headers.get('cookie')].filter(Boolean).join('; ')
  if (cookie) headers.set('cookie', cookie)
  return new Request(`http://localhost${path}`, { ...init, headers })
}

/** Closes the runtime (its job worker, its database), then drops the throw-away one if there is one. */
export async function closeRuntime(database: { drop(): Promise<void> } | null): Promise<void> {
  await closeAppRuntime()
  await database?.drop()
}

/** The Response a loader or action throws (a redirect, a 404…). */
export async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('nothing was thrown')
}
