import type { RouteConfig } from '@hono/zod-openapi'
import { redirect } from '@remix-run/node'
import { onChange } from '#app/platform/change-events'
import { pathOf, type AnswerOf, type CallInput } from '#app/platform/contract'
import { loginUrl } from '#app/platform/domain/redirect'
import { getEnv } from '../env.server'

export type { ApiUser, UserShop } from '#app/modules/accounts/contract'
import { destroySessionHeader } from './session.server'

/** The envelope of every provider response: the `sucess` flag and an optional user message. */
type Envelope = { sucess: boolean; message?: string; errors?: Record<string, string[]> }
/** Every provider response: the envelope, and whatever fields the endpoint answers. */
export type ProviderBody = Envelope & Record<string, any>
/**
 * A provider call's result. A contract route's success is exactly its answer schema (reading a
 * field it does not declare fails the typecheck); an untyped call's is any field.
 */
export type ProviderResult<T = Record<string, any>> =
  | { ok: true; status: number; data: T & Envelope }
  | { ok: false; status: number; data: ProviderBody & { message: string } }

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  json?: unknown
  /** A multipart body (file uploads); its content type is set by `fetch`. */
  form?: FormData
  token?: string
}

/** The address of the person behind the request, for the provider's rate limits. */
function clientIp(request: Request): string {
  return request.headers.get('x-client-ip') || 'local'
}

/**
 * Calls the provider API: in process by default (the Hono app's `fetch`, no socket), or over HTTP
 * when PROVIDER_URL is set. The web app never reaches the database any other way.
 */
/** The HTTP method of a contract route. */
export const methodOf = (route: Pick<RouteConfig, 'method'>) =>
  route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A contract route (app/platform/contract.ts), typed by its schemas: anonymously, or with the
 * session's `token` (then a refusal is the caller's to handle, unlike `callAsUser`).
 */
export function callRoute<R extends RouteConfig>(
  request: Request,
  route: R,
  input: CallInput<R>,
  token?: string,
): Promise<ProviderResult<AnswerOf<R>>> {
  return callProvider<AnswerOf<R>>(request, pathOf(route, input), {
    method: methodOf(route),
    json: input.json,
    form: input.form,
    token,
  })
}

/** `callAsUser` for a contract route: a refusal (401, 403) signs the person out. */
export function callRouteAsUser<R extends RouteConfig>(
  request: Request,
  token: string,
  route: R,
  input: CallInput<R>,
): Promise<ProviderResult<AnswerOf<R>>> {
  return callAsUser<AnswerOf<R>>(request, token, pathOf(route, input), {
    method: methodOf(route),
    json: input.json,
    form: input.form,
  })
}

export async function callProvider<T = Record<string, any>>(
  request: Request,
  path: string,
  { method = 'GET', json, form, token }: CallOptions = {},
): Promise<ProviderResult<T>> {
  const headers = new Headers({ accept: 'application/json' })
  if (json !== undefined) headers.set('content-type', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  // The person's browser, for their list of sessions (a session opened at sign-in shows it).
  const userAgent = request.headers.get('user-agent')
  if (userAgent) headers.set('user-agent', userAgent)
  const init: RequestInit = {
    method,
    headers,
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  }
  const env = getEnv()
  let response: Response
  if (env.PROVIDER_URL) {
    headers.set('x-forwarded-for', clientIp(request))
    response = await fetch(new URL(`/v1${path}`, env.PROVIDER_URL), init)
  } else {
    const { getRuntime } = await import('#app/platform/api/runtime.server')
    const { api } = await getRuntime()
    response = await api.fetch(new Request(`http://provider.internal/v1${path}`, init), {
      clientIp: clientIp(request),
    })
  }
  // A 503 is a refusal the API means (an offline shop, shop-status.ts), with its French message;
  // a down provider's 503 is no JSON and fails below all the same.
  if (response.status >= 500 && response.status !== 503)
    throw new Error(`Provider ${method} ${path} answered ${response.status}`)
  const data = (await response.json()) as ProviderBody
  return response.ok
    ? { ok: true, status: response.status, data: data as T & Envelope }
    : {
        ok: false,
        status: response.status,
        data: { ...data, message: data.message ?? 'Une erreur est survenue' },
      }
}

/**
 * A call made for a signed-in user. A 401 or 403 means the session is no longer good: per spec 4
 * the user is logged out and sent to login (with the page to come back to).
 */
export async function callAsUser<T = Record<string, any>>(
  request: Request,
  token: string,
  path: string,
  options: Omit<CallOptions, 'token'> = {},
): Promise<ProviderResult<T>> {
  const result = await callProvider<T>(request, path, { ...options, token })
  if (result.status === 401 || result.status === 403) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search), {
      headers: { 'set-cookie': await destroySessionHeader(request) },
    })
  }
  return result
}

/**
 * A provider call whose answer is not JSON (a PDF): the raw response, for a resource route to
 * stream. Same transport as `callProvider`.
 */
export async function fetchProviderFile(
  request: Request,
  path: string,
  token: string,
): Promise<Response> {
  const headers = new Headers({ authorization: `Bearer ${token}` })
  const env = getEnv()
  if (env.PROVIDER_URL) {
    headers.set('x-forwarded-for', clientIp(request))
    return fetch(new URL(`/v1${path}`, env.PROVIDER_URL), { headers })
  }
  const { getRuntime } = await import('#app/platform/api/runtime.server')
  const { api } = await getRuntime()
  return api.fetch(new Request(`http://provider.internal/v1${path}`, { headers }), {
    clientIp: clientIp(request),
  })
}

/**
 * Tells `listener` when the provider announces a change of what public pages show (a catalogue,
 * a shop, the maintenance schedule), from this process or, on PostgreSQL, another one. A remote
 * provider (PROVIDER_URL) announces nothing to this process: caches then rely on their TTL.
 */
export function onProviderChange(listener: () => void): () => void {
  if (getEnv().PROVIDER_URL) return () => {}
  return onChange(() => listener())
}
