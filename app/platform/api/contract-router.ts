import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { ApiError, messages, zodFailure } from './http'
import type { ApiEnv } from './types'

/**
 * A router that implements contract routes (app/platform/contract.ts): `router.openapi(route,
 * handler)` validates the path, query and body with the route's schemas, refusing as the rest of
 * the API does (a bad path segment: 400 'Paramètre invalide.'; a bad query or body: the French
 * `{ sucess: false, message, errors }` of parseBody), and types the handler's answer.
 * Routers are mounted at `/` (contract paths are full paths); their middleware names its paths.
 */
export function contractRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (result.success) return
      if (result.target === 'param') throw new ApiError(400, messages.badParameter)
      throw zodFailure(result.error)
    },
  })
}

/**
 * The route with middleware of the API's own (sign-in, rights) that runs before its validators,
 * and only when the route matches: an unknown path or method still answers 404.
 */
export function guarded<R extends RouteConfig>(
  route: R,
  ...middleware: MiddlewareHandler<ApiEnv>[]
): R & { middleware: MiddlewareHandler<ApiEnv>[] } {
  return { ...route, middleware }
}
