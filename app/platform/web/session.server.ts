import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from '../env.server'
import { secureCookies } from './cookies.server'

/** What the session cookie holds: the provider's tokens, never a password. */
export type SessionAuth = {
  /** A user's token, sent as Bearer on every provider call. */
  jwt?: string
  /** A master account's token, kept while choosing a sub-account or to come back to the chooser. */
  masterJwt?: string
}

let storage: ReturnType<typeof createCookieSessionStorage<{ auth: SessionAuth }>> | undefined

// SameSite=Lax plus "no state change on GET" is the CSRF defence; actions also check Origin.
export function sessionStorage() {
  const env = getEnv()
  storage ??= createCookieSessionStorage<{ auth: SessionAuth }>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(),
      secrets: [env.SESSION_SECRET],
      maxAge: 30 * 86_400,
    },
  })
  return storage
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('cookie'))
}

export async function readAuth(request: Request): Promise<SessionAuth> {
  return (await getSession(request)).get('auth') ?? {}
}

/** Set-Cookie header storing `auth` in the session. */
export async function commitAuth(request: Request, auth: SessionAuth): Promise<string> {
  const session = await getSession(request)
  session.set('auth', auth)
  return sessionStorage().commitSession(session)
}

export async function destroySessionHeader(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request))
}
