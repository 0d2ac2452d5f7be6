import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isCrossSiteRequest, requestHost } from '#app/platform/domain/origin'
import {
  allowedMethods,
  hostileMessages,
  isAllowedMethod,
  jsonShapeProblem,
  urlHasNul,
} from '#app/platform/domain/hostile-input'
import { authenticateApiKey } from '#app/modules/integrations/api/api-keys'
import { looksLikeApiKey } from '#app/modules/integrations/domain/api-keys'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { ApiError, messages } from './http'
import { readSession } from '../auth/sessions'
import { requestScoped } from '../request-scope'
import type { ApiEnv, AuthInfo } from './types'

/** A state-changing request sent by a page of another site is refused (CSRF defence). */
export const sameOrigin = createMiddleware<ApiEnv>(async (c, next) => {
  const host = requestHost((name) => c.req.header(name), !!c.get('deps').config.trustProxy)
  if (isCrossSiteRequest(c.req.method, c.req.header('origin'), host)) {
    throw new ApiError(403, messages.badOrigin)
  }
  await next()
})

/**
 * What no endpoint may receive (app/platform/domain/hostile-input.ts): an unknown method (405), a
 * NUL byte in the path or query (400), a JSON body nested too deep or holding a NUL (400). The
 * body is read here once (after the size limit); the route's validator reads the same text.
 */
export const refuseHostileInput = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isAllowedMethod(c.req.method)) {
    c.header('Allow', allowedMethods.join(', '))
    return c.json({ sucess: false, message: hostileMessages.method }, 405)
  }
  if (urlHasNul(c.req.url)) throw new ApiError(400, hostileMessages.nul)
  if (c.req.raw.body && /json/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text()
    const problem = jsonShapeProblem(text)
    if (problem) throw new ApiError(400, hostileMessages[problem])
    // The text is kept for the validator; a route's own size limit still reads the raw body.
    c.req.raw = new Request(c.req.raw, { body: text })
  }
  await next()
})

const sessions = new WeakMap<Request, Promise<AuthInfo | null>>()

/**
 * The session the request's Bearer token names, read once per request: the authorisation
 * middleware (authorize.ts) and a route's own middleware share it, and the provider calls of one
 * page (a GET of the web app, in process) share it through the request scope. Sessions are
 * revocable, so nothing keeps them longer than one HTTP request.
 */
export function sessionOf(c: Context<ApiEnv>): Promise<AuthInfo | null> {
  let session = sessions.get(c.req.raw)
  if (!session) {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
    const { db, config } = c.get('deps')
    const read = (token: string): Promise<AuthInfo | null> =>
      looksLikeApiKey(token) ? keySession(db, token) : readSession(db, config.jwtSecret, token)
    session = match
      ? (requestScoped(`session\u0000${match[1]}`, () => read(match[1])) ?? read(match[1]))
      : Promise.resolve(null)
    sessions.set(c.req.raw, session)
  }
  return session
}

/** An API key's caller: its maker, as a user, marked as a key for the authorisation step. */
async function keySession(db: Db, token: string): Promise<AuthInfo | null> {
  const key = await authenticateApiKey(db, token)
  if (!key) return null
  return {
    kind: 'user',
    userId: key.userId,
    sessionId: `api-key:${key.id}`,
    apiKey: { id: key.id, shopId: key.shopId, scopes: key.scopes },
  }
}

/** Whether the request's Bearer token is an API key (`cv_…`) rather than a session token. */
export const bearsApiKey = (c: Context<ApiEnv>) =>
  /^Bearer\s+cv_/i.test(c.req.header('authorization') ?? '')

/** 401 unless a valid Bearer token names a live session of a user (not a bare master account). */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = await sessionOf(c)
  if (!auth || auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  c.set('auth', auth)
  await next()
})

/** 401 unless the token is a master account's, or a user's reached through one. */
export const requireMaster = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = await sessionOf(c)
  if (!auth || auth.masterAccountId === undefined) throw new ApiError(401, messages.unauthenticated)
  c.set('auth', auth)
  await next()
})

/** Any live session, user or master account. */
export const requireSession = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = await sessionOf(c)
  if (!auth) throw new ApiError(401, messages.unauthenticated)
  c.set('auth', auth)
  await next()
})

export function userIdOf(auth: AuthInfo): number {
  if (auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  return auth.userId
}

/** 401 without a user session, 403 unless that user's role is 'admin' (read from the database, not the token). */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = await sessionOf(c)
  if (!auth || auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  c.set('auth', auth)
  if ((await roleOf(c.get('deps').db, auth)) !== 'admin')
    throw new ApiError(403, messages.forbidden)
  await next()
})

/** The caller's role: read with their session, or from the database for an API key's maker. */
export async function roleOf(db: Db, auth: Extract<AuthInfo, { kind: 'user' }>) {
  if (auth.role) return auth.role
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, auth.userId))
  return user?.role
}

/** For endpoints that take no query: an unexpected parameter is refused rather than ignored. */
export const noQuery = createMiddleware<ApiEnv>(async (c, next) => {
  if (new URL(c.req.url).search.length > 1) throw new ApiError(400, messages.badParameter)
  await next()
})
