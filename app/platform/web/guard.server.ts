import type { RouteConfig } from '@hono/zod-openapi'
import { data, redirect } from '@remix-run/node'
import { recordImpersonatedActionRoute } from '#app/modules/admin/contract'
import { shopSuspendedMessage } from '#app/modules/admin/domain/console'
import { meRoute } from '#app/modules/accounts/contract'
import { closingText } from '#app/modules/settings/domain/closing'
import type { AnswerOf, CallInput } from '#app/platform/contract'
import {
  decideAccess,
  findAccessRule,
  matchPattern,
  type AccessRule,
  type Viewer,
} from '#app/platform/domain/access'
import { isCrossSiteRequest, requestHost } from '#app/platform/domain/origin'
import { loginUrl } from '#app/platform/domain/redirect'
import { getEnv } from '#app/platform/env.server'
import {
  callRoute,
  callRouteAsUser,
  type ApiUser,
  type ProviderResult,
  type UserShop,
} from './provider.server'
import { requestScoped } from '#app/platform/request-scope'
import { commitAuth, destroySessionHeader, readAuth, type SessionAuth } from './session.server'

export type { ApiUser, UserShop }

type ApiClient = {
  /** A contract route (app/platform/contract.ts), its input and its answer typed by its schemas. */
  call<R extends RouteConfig>(route: R, input: CallInput<R>): Promise<ProviderResult<AnswerOf<R>>>
}

export type GuardContext = {
  rule: AccessRule
  params: Record<string, string>
  auth: SessionAuth
  user: ApiUser | null
  /** The owner's or collaborator's shop: the first of their list (spec 6). */
  shop: UserShop | null
  viewer: Viewer
  /** Provider client acting as this user (or anonymously). */
  api: ApiClient
}

/** A state-changing request sent by a page of another site is refused. */
function checkOrigin(request: Request) {
  const host =
    requestHost((name) => request.headers.get(name), !!getEnv().TRUST_PROXY) ??
    new URL(request.url).host
  if (isCrossSiteRequest(request.method, request.headers.get('origin'), host)) {
    throw new Response('Origine de la requête refusée.', { status: 403 })
  }
}

const viewerCache = new WeakMap<Request, Promise<LoadedViewer>>()

/** The administrator acting as the user for support (admin console), when one is. */
export type Impersonator = { id: number; username: string }

type LoadedViewer = {
  auth: SessionAuth
  user: ApiUser | null
  stale: boolean
  impersonatedBy: Impersonator | null
}

/**
 * The signed-in user behind the request, loaded once per request: once for all the loaders of a
 * page (the request scope), else once per Request object.
 */
export function loadViewer(request: Request): Promise<LoadedViewer> {
  return (
    requestScoped(`viewer\u0000${request.headers.get('cookie') ?? ''}`, () =>
      readViewer(request),
    ) ?? readViewerOnce(request)
  )
}

function readViewerOnce(request: Request) {
  let pending = viewerCache.get(request)
  if (!pending) {
    pending = readViewer(request)
    viewerCache.set(request, pending)
  }
  return pending
}

function readViewer(request: Request): Promise<LoadedViewer> {
  return (async () => {
    const auth = await readAuth(request)
    if (!auth.jwt) return { auth, user: null, stale: false, impersonatedBy: null }
    const result = await callRoute(request, meRoute, {}, auth.jwt)
    return result.ok
      ? { auth, user: result.data.user, stale: false, impersonatedBy: result.data.impersonatedBy }
      : { auth, user: null, stale: true, impersonatedBy: null }
  })()
}

export function homeFor(user: ApiUser | null): string {
  if (!user) return '/'
  return user.role === 'admin' ? '/admin' : '/dashboard'
}

export function workShop(user: ApiUser | null): UserShop | null {
  const first = user?.shops[0]
  return first && (user!.role === 'owner' || user!.role === 'iam') ? first : null
}

const signedInShopPatterns = new Set([
  '/shops/:id',
  '/shops/:id/legal-notice',
  '/shops/:id/cgv',
  '/shops/:id/retractation',
  '/shops/:id/:product',
])

/**
 * Spec 2.1: a visitor sees a shop under /{id} or /{name}, a signed-in user under /shops/{id}. A
 * visitor opening a /shops/{id}… link (shared by a buyer) gets the public page rather than login.
 */
export function visitorShopPath(pattern: string, pathname: string): string | null {
  return signedInShopPatterns.has(pattern) ? pathname.replace(/^\/shops(?=\/)/, '') : null
}

/**
 * A suspended shop's team (owner, collaborators, agents working for it) is refused the back
 * office with the reason, on every page the rule gives to shop members; its sign-in pages and
 * the public pages stay open. The API refuses them the same way (authorize.ts).
 */
function refuseSuspendedShop(rule: AccessRule, user: ApiUser | null, pathname: string) {
  if (!user || !user.shops[0]?.suspended || !Array.isArray(rule.who)) return
  if (user.role !== 'owner' && user.role !== 'iam' && user.role !== 'agent') return
  if (pathname.startsWith('/auth/')) return
  throw data({ refusal: shopSuspendedMessage }, { status: 403 })
}

/** What a session limited to setting up a second factor may open (the API allows as little). */
const twoFactorSetupPaths = new Set(['/auth/two-factor', '/auth/logout', '/resources/locale'])

/** A page of the shop's team only (not a buyer's too): its forms write the shop's data. */
const teamOnly = (rule: AccessRule) =>
  Array.isArray(rule.who) &&
  !rule.who.includes('buyer') &&
  rule.who.some((who) => who === 'owner' || who === 'iam')

/**
 * A closed shop's team reads but no longer writes (settings/domain/closing.ts): any request but a
 * read is refused, on every team page (the guard) and on the settings tabs of the team (their
 * action); the API refuses the same writes (app/platform/api/authorize.ts).
 */
export function refuseClosedShopWrite(request: Request, shop: UserShop | null) {
  if (shop?.closedAt && !['GET', 'HEAD'].includes(request.method))
    throw new Response(closingText.readOnly, { status: 403 })
}

/**
 * The one guard (spec 2.4–2.5): every loader and action starts with it. It finds the access rule
 * of the URL, loads the session's user and redirects whoever may not be here.
 */
export async function guard(request: Request): Promise<GuardContext> {
  checkOrigin(request)
  const url = new URL(request.url)
  const rule = findAccessRule(url.pathname)
  if (!rule) throw redirect('/auth/login')
  const here = url.pathname + url.search

  const { auth, user, stale, impersonatedBy } = await loadViewer(request)
  if (stale && auth.adminJwt) {
    // The session as the user ended (revoked, expired): back to the administrator's own.
    throw redirect('/admin/users', {
      headers: { 'set-cookie': await commitAuth(request, { jwt: auth.adminJwt }) },
    })
  }
  if (stale) {
    // The token was revoked or expired: forget it, then judge the visitor as anonymous.
    throw redirect(rule.who === 'all' || rule.who === 'guest' ? here : loginUrl(here), {
      headers: { 'set-cookie': await destroySessionHeader(request) },
    })
  }
  // An admin or master account without a second factor sets it up before anything else.
  if (auth.twoFactorSetup && !twoFactorSetupPaths.has(url.pathname))
    throw redirect('/auth/two-factor')
  const shop = workShop(user)
  const viewer: Viewer = {
    role: user?.role ?? 'anonymous',
    modules: shop?.integration,
    authorizations: shop?.authorizations,
  }

  if (rule.who === 'master' && !auth.masterJwt) throw redirect(loginUrl(here))
  if (auth.masterJwt && !user && rule.who === 'guest') throw redirect('/auth/accounts')
  const decision = decideAccess(rule, viewer)
  if (!decision.allow) {
    // A master account signed in but not yet in a sub-account belongs on its chooser.
    const choosing = auth.masterJwt && !user
    switch (decision.reason) {
      case 'no-rule':
        throw redirect('/auth/login')
      case 'unauthenticated': {
        const shopPath = choosing ? null : visitorShopPath(rule.pattern, url.pathname)
        if (shopPath) throw redirect(shopPath + url.search)
        throw redirect(
          choosing ? `/auth/accounts?redirectLink=${encodeURIComponent(here)}` : loginUrl(here),
        )
      }
      case 'guest-only':
        throw redirect(homeFor(user))
      case 'admin':
        throw redirect('/admin')
      default:
        throw redirect('/dashboard')
    }
  }
  if (shop && url.pathname === '/shops') throw redirect(`/shops/${shop.urlShop ?? shop.id}`)
  refuseSuspendedShop(rule, user, url.pathname)
  if (teamOnly(rule)) refuseClosedShopWrite(request, shop)

  const token = auth.jwt
  // Every form sent while an administrator acts as the user goes to the audit log (admin console).
  if (impersonatedBy && token && request.method !== 'GET' && request.method !== 'HEAD') {
    await callRouteAsUser(request, token, recordImpersonatedActionRoute, {
      json: {
        method: request.method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        path: here,
      },
    })
  }
  return {
    rule,
    params: matchPattern(rule.pattern, url.pathname.replace(/(.)\/+$/, '$1')) ?? {},
    auth,
    user,
    shop,
    viewer,
    api: {
      call: (route, input) =>
        token ? callRouteAsUser(request, token, route, input) : callRoute(request, route, input),
    },
  }
}
