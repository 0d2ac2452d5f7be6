import { createCookieSessionStorage } from '@remix-run/node'
import { fromEnv } from '../env.server'
import { secureCookies } from './cookies.server'

/** What the session cookie holds: the provider's tokens, never a password. */
export type SessionAuth = {
  /** A user's token, sent as Bearer on every provider call. */
  jwt?: string
  /** A master account's token, kept while choosing a sub-account or to come back to the chooser. */
  masterJwt?: string
  /**
   * The token (a user's or a master account's) serves only to set up a second factor, which the
   * account must use (admins, master accounts): the guard sends it to /auth/two-factor.
   */
  twoFactorSetup?: true
  /**
   * An administrator acting as a user for support (admin console): their own token, given back
   * by 'Revenir à mon compte' (/auth/impersonation), while `jwt` is the session as the user.
   */
  adminJwt?: string
}

/** Shown once after a redirect: the recovery codes of a second factor just confirmed. */
type SessionFlash = { recoveryCodes: string[] }

// SameSite=Lax plus "no state change on GET" is the CSRF defence; actions also check Origin.
export const sessionStorage = fromEnv((env) =>
  createCookieSessionStorage<{ auth: SessionAuth }, SessionFlash>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(),
      secrets: [env.SESSION_SECRET],
      maxAge: 30 * 86_400,
    },
  }),
)

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('cookie'))
}

export async function readAuth(request: Request): Promise<SessionAuth> {
  return (await getSession(request)).get('auth') ?? {}
}

/** Set-Cookie header storing `auth` in the session (and what the next page shows once). */
export async function commitAuth(
  request: Request,
  auth: SessionAuth,
  flash: Partial<SessionFlash> = {},
): Promise<string> {
  const session = await getSession(request)
  session.set('auth', auth)
  if (flash.recoveryCodes) session.flash('recoveryCodes', flash.recoveryCodes)
  return sessionStorage().commitSession(session)
}

/** The recovery codes flashed by `commitAuth`, read once, and the Set-Cookie that forgets them. */
export async function takeRecoveryCodes(
  request: Request,
): Promise<{ recoveryCodes: string[] | null; setCookie: string | null }> {
  const session = await getSession(request)
  const recoveryCodes = session.get('recoveryCodes') ?? null
  if (!recoveryCodes) return { recoveryCodes: null, setCookie: null }
  return { recoveryCodes, setCookie: await sessionStorage().commitSession(session) }
}

export async function destroySessionHeader(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request))
}
