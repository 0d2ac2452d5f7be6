/**
 * The settings' Promotions tab: what it shows (the promotions and the formats they may target) and
 * its forms (create, edit, delete), for those with the seeAllPrice right.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { hasPermission } from '#app/platform/domain/access'
import { parseRecordId } from '#app/platform/web/area-route.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { promotionSchema } from './promotion-form.server'
import { replyWithApiError } from './reply.server'
import {
  createPromotionRoute,
  deletePromotionRoute,
  promotionsRoute,
  tarifsRoute,
  updatePromotionRoute,
  type PromotionRecord,
} from '#app/modules/catalogue/contract'

export type PromotionsTab =
  | { allowed: false }
  | {
      allowed: true
      promotions: PromotionRecord[]
      products: { name: string; formats: { id: number; label: string }[] }[]
    }

export async function loadPromotionsTab(ctx: GuardContext): Promise<PromotionsTab> {
  // The API would answer 403, which signs the user out: ask only with the right.
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) return { allowed: false }
  const [list, grid] = await Promise.all([
    ctx.api.call(promotionsRoute, {}),
    ctx.api.call(tarifsRoute, {}),
  ])
  if (!list.ok) throw data({ message: list.data.message }, { status: list.status })
  const products = new Map<number, { name: string; formats: { id: number; label: string }[] }>()
  for (const row of grid.ok ? grid.data.rows : []) {
    const entry = products.get(row.productId) ?? { name: row.productName, formats: [] }
    entry.formats.push({ id: row.formatId, label: row.formatLabel })
    products.set(row.productId, entry)
  }
  return { allowed: true, promotions: list.data.promotions, products: [...products.values()] }
}

const here = '/dashboard/settings?link=promotions'

export async function promotionsAction(request: Request, ctx: GuardContext, formData: FormData) {
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) throw new Response('Interdit', { status: 403 })
  const intent = String(formData.get('intent') ?? '')
  const formId = String(formData.get('formId') ?? intent)
  const id = parseRecordId(String(formData.get('promotionId') ?? ''))
  const done = (message: string) => redirectWithToast(request, here, { type: 'success', message })

  if (intent === 'delete-promotion') {
    if (id === null) throw new Response('Requête invalide', { status: 400 })
    const result = await ctx.api.call(deletePromotionRoute, { params: { id: String(id) } })
    if (!result.ok)
      return data({ form: formId, message: result.data.message }, { status: result.status })
    return done(result.data.message ?? 'La promotion a été supprimée.')
  }
  if (intent !== 'promotion' && intent !== 'add-promotion')
    throw new Response('Requête invalide', { status: 400 })
  if (intent === 'promotion' && id === null) throw new Response('Requête invalide', { status: 400 })
  const submission = parseWithZod(formData, { schema: promotionSchema })
  if (submission.status !== 'success')
    return data({ form: formId, result: submission.reply() }, { status: 400 })
  const result =
    intent === 'promotion'
      ? await ctx.api.call(updatePromotionRoute, {
          params: { id: String(id) },
          json: submission.value,
        })
      : await ctx.api.call(createPromotionRoute, { json: submission.value })
  if (!result.ok)
    return data(
      { form: formId, result: replyWithApiError(submission, result) },
      { status: result.status },
    )
  return done(result.data.message ?? 'La promotion a été enregistrée.')
}
