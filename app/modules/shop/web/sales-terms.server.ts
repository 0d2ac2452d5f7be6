import { legalNoticeRoute, salesTermsRoute } from '#app/modules/shop/contract'
import type { GuardContext } from '#app/platform/web/guard.server'

const notFound = () => new Response('Not Found', { status: 404 })
const shopRef = (ref: string | undefined) => {
  if (!ref || !/^[\w-]{1,100}$/.test(ref)) throw notFound()
  return ref
}

/**
 * A shop's general terms of sale page (`/{name}/cgv`, `/shops/{id}/cgv`): the current version, or
 * the one `?version=` names (the producer's order page links to the version its buyer accepted).
 */
export async function loadSalesTerms(ctx: GuardContext, ref: string | undefined, request: Request) {
  const asked = new URL(request.url).searchParams.get('version')
  if (asked !== null && !/^\d{1,6}$/.test(asked)) throw notFound()
  const result = await ctx.api.call(salesTermsRoute, {
    params: { id: shopRef(ref) },
    query: asked === null ? {} : { version: Number(asked) },
  })
  if (!result.ok) throw notFound()
  return result.data.terms
}

/** The shop's model withdrawal form page: the form addressed to the shop (R221-1 annex). */
export async function loadWithdrawalForm(ctx: GuardContext, ref: string | undefined) {
  const result = await ctx.api.call(legalNoticeRoute, { params: { id: shopRef(ref) } })
  if (!result.ok) throw notFound()
  return result.data.legalNotice
}
