/**
 * The general terms of sale form of the settings' 'Informations' tab (issue 15 §4): the shop's
 * current version as GET /v1/shops/{id}/terms has it, saved by the owner with PUT
 * /v1/shops/me/terms (a changed text becomes a new version; orders keep theirs).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { salesTermsRoute, updateSalesTermsRoute } from '#app/modules/shop/contract'
import { salesTermsSchema } from '#app/modules/shop/domain/sales-terms'
import { workShop, type GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const here = '/dashboard/settings?link=infos'

export async function loadSalesTermsSettings(ctx: GuardContext) {
  const shop = workShop(ctx.user)
  if (!shop) return null
  const result = await ctx.api.call(salesTermsRoute, {
    params: { id: String(shop.id) },
    query: {},
  })
  if (!result.ok) return null
  return {
    terms: result.data.terms,
    editable: ctx.viewer.role === 'owner',
    shopBase: `/shops/${shop.id}`,
  }
}
export type SalesTermsSettings = NonNullable<Awaited<ReturnType<typeof loadSalesTermsSettings>>>

export async function salesTermsAction(request: Request, ctx: GuardContext, form: FormData) {
  const submission = parseWithZod(form, { schema: salesTermsSchema })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flatMap((m) => m ?? [])[0]
    return data({ form: 'salesTerms', message: message ?? 'Requête invalide.' }, { status: 400 })
  }
  const result = await ctx.api.call(updateSalesTermsRoute, { json: submission.value })
  if (!result.ok)
    return data({ form: 'salesTerms', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}
