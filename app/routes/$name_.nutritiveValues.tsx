import type { LoaderFunctionArgs } from '@remix-run/node'
import { elabelResponse } from '#app/modules/elabel/web/render.server'
import { guard } from '#app/platform/web/guard.server'

/**
 * The e-label page (DOMAIN.md 1): a resource route, so that no layout, script, stylesheet, session
 * or cookie comes with it. It is a legal mention, not a shop page: no adult gate either.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return elabelResponse(request, ctx)
}
